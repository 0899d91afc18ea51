import { confirmationError, confirmationTime, revisionOf, type ReadConfirmationFields } from '../../src/domain/documents';
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

// Read confirmations (okumaOnayi; docs/areas/documents.md): "I have read it" of a revision of a document.
// Any user who can see the document makes one, a read-only grant included, for themselves only:
// the server sets `kullanici` to the writer whatever the body says; nobody changes or deletes one
// (`ownRecords`: 405). One per user, document and revision (422 `alreadyConfirmed`), of a revision
// the document has had and in force (422 `documentNotInForce`: a draft is not confirmed), read no
// earlier than the day the revision is dated (422 `readBeforeRevision` on `tarih`).

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

  /**
   * The document is one the writer sees, of the company named; the revision one it has had, in
   * force, and read on or after its date (the time the row will hold: confirmationTime).
   */
  async beforeWrite(input, { tx, scope }) {
    const document = await findMirrored<DocumentRow>(tx, dokuman, input.dokuman, 'share');
    if (!document || document.deletedAt || !canSeeCompany(scope, document.sirket) || document.sirket !== input.sirket) {
      return [{ path: 'dokuman', message: 'notFound' }];
    }
    const revision = revisionOf(document, input.revizyon);
    if (!revision) return [{ path: 'revizyon', message: 'outOfRange' }];
    const error = confirmationError(revision, confirmationTime(input.tarih, new Date()));
    return error ? [error] : [];
  },
});
