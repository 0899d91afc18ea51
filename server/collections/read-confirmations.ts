import type { ReadConfirmationFields } from '../../src/domain/documents';
import { canSeeCompany } from '../auth/auth-user';
import {
  readConfirmationValues,
  toReadConfirmationDto,
  type DocumentRow,
  type ReadConfirmationRow,
} from '../db/repositories/documents-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { referenceConstraintErrors } from '../db/repositories/references-repository';
import { dokuman, okumaOnayi } from '../db/schema';
import { serverCollection } from './server-collection';

// Read confirmations (okumaOnayi; MODULES.md §2): "I have read it" of a revision of a document.
// Any user who can see the document makes one, a read-only grant included, for themselves only:
// the server sets `kullanici` to the writer whatever the body says; nobody changes or deletes one
// (`ownRecords`: 405). One per user, document and revision (422 `alreadyConfirmed`).

export const readConfirmations = serverCollection<'okumaOnayi', ReadConfirmationRow, ReadConfirmationFields>({
  name: 'okumaOnayi',
  table: okumaOnayi,
  companyColumn: okumaOnayi.sirketId,
  toDto: toReadConfirmationDto,
  values(input, _files, write) {
    if (!write) throw new Error('a confirmation is written by its user (the write route)');
    return readConfirmationValues(input, write.user);
  },
  ownRecords: true,
  constraintErrors: {
    okuma_onayi_unique: { path: 'revizyon', message: 'alreadyConfirmed' },
    ...referenceConstraintErrors('okumaOnayi'),
  },

  /** The document is one the writer sees, of the company named, and the revision one it has had. */
  async beforeWrite(input, { tx, scope }) {
    const document = await findMirrored<DocumentRow>(tx, dokuman, input.dokuman, 'share');
    if (!document || document.deletedAt || !canSeeCompany(scope, document.sirketId) || document.sirketId !== input.sirket) {
      return [{ path: 'dokuman', message: 'notFound' }];
    }
    return input.revizyon > document.revizyon ? [{ path: 'revizyon', message: 'outOfRange' }] : [];
  },
});
