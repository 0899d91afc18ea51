import { confirmationError, confirmationTime, revisionOf, type ReadConfirmationFields } from '../../src/domain/documents';
import { readConfirmationKind } from '../../src/domain/kinds/read-confirmation';
import { readConfirmationValues, type DocumentRow, type ReadConfirmationRow } from '../db/repositories/documents-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { dokuman, okumaOnayi } from '../db/schema';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Read confirmations (okumaOnayi; docs/areas/documents.md): "I have read it" of a revision of a document.
// The record, its mapping, the document's check (live, visible, of the company named: 422
// `notFound`) and the unique index's answer follow from the kind's definition
// (src/domain/kinds/read-confirmation.ts, kind-collection.ts). Any user who can see the document makes one, a read-only grant included, for themselves only:
// the server sets `kullanici` to the writer whatever the body says; nobody changes or deletes one
// (`ownRecords`: 405). One per user, document and revision (422 `alreadyConfirmed`), of a revision
// the document has had and in force (422 `documentNotInForce`: a draft is not confirmed), read no
// earlier than the day the revision is dated (422 `readBeforeRevision` on `tarih`).

const derived = kindCollection<typeof readConfirmationKind, ReadConfirmationRow>(readConfirmationKind, okumaOnayi);

export const readConfirmations = serverCollection<'okumaOnayi', ReadConfirmationRow, ReadConfirmationFields>({
  ...derived,
  companyColumn: okumaOnayi.sirket,
  values(input, _files, write) {
    if (!write) throw new Error('a confirmation is written by its user (the write route)');
    return readConfirmationValues(input, write.user);
  },
  ownRecords: true,

  /**
   * The document is one the writer sees, of the company named (the derived check); the revision one
   * it has had, in force, and read on or after its date (the time the row will hold: confirmationTime).
   */
  async beforeWrite(input, context) {
    const errors = (await derived.beforeWrite(input, context)) ?? [];
    if (errors.length > 0) return errors;
    const document = await findMirrored<DocumentRow>(context.tx, dokuman, input.dokuman, 'share');
    if (!document) return [{ path: 'dokuman', message: 'notFound' }];
    const revision = revisionOf(document, input.revizyon);
    if (!revision) return [{ path: 'revizyon', message: 'outOfRange' }];
    const error = confirmationError(revision, confirmationTime(input.tarih, new Date()));
    return error ? [error] : [];
  },
});
