import type { FastifyInstance } from 'fastify';
import { confirmationStatus, documentCodeKey, historyAfter, revisionError, type DocumentFields } from '../../src/domain/documents';
import { documentKind } from '../../src/domain/kinds/document';
import { canSeeCompany, canWriteCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { confirmationsOf, keepRevisionFile, usersOfCompany, type DocumentRow } from '../db/repositories/documents-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { dokuman } from '../db/schema';
import { HttpError } from '../errors';
import { auditWrite } from '../sync/audit';
import { isUuid } from '../sync/collection';
import { deleteMirroredRow } from '../sync/mirror';
import { kindCollection } from './kind-collection';
import { readConfirmations } from './read-confirmations';
import { serverCollection } from './server-collection';

// The document library (dokuman; docs/areas/documents.md). The record, its mapping, its rules and the
// tombstone follow from the kind's definition (src/domain/kinds/document.ts, kind-collection.ts);
// scoping, grants, versions, idempotency, the file's visibility and the in-use checks from the
// generic routes; its list `{dokumanlar, totalCount}` (category, state, search) from the definition
// too (kind-list.ts). This adds the code's key (unique per company and category: `codeTaken`), the
// revision rules (a revision never goes
// back; a new one keeps the one it replaces in the history, with its file), and who has and has
// not confirmed the current revision.

/** `GET /api/dokuman/:id/okuma-durumu`: who of the company's users has and has not confirmed the current revision (its editors only). */
function documentRoutes(app: FastifyInstance, { db, base }: { db: Db; base: string }): void {
  app.get<{ Params: { id: string } }>(`${base}/:id/okuma-durumu`, async (request) => {
    const scope = companyScope(currentUser(request));
    const id = request.params.id;
    const row = isUuid(id) ? await findMirrored<DocumentRow>(db, dokuman, id.toLowerCase()) : undefined;
    if (!row || row.deletedAt || !canSeeCompany(scope, row.sirket)) throw HttpError.notFound();
    if (!canWriteCompany(scope, row.sirket)) throw new HttpError(403, 'readOnlyCompany');
    const users = await usersOfCompany(db, row.sirket);
    const confirmations = (await confirmationsOf(db, row.id)).map((confirmation) => readConfirmations.toDto(confirmation));
    const { confirmed, pending } = confirmationStatus({ _id: row.id, revizyon: row.revizyon }, users, confirmations);
    return { revizyon: row.revizyon, okuyanlar: confirmed, okumayanlar: pending };
  });
}

const derived = kindCollection<typeof documentKind, DocumentRow>(documentKind, dokuman, {
  constraintErrors: { dokuman_kod_unique: { path: 'kod', message: 'codeTaken' } },
});

export const documents = serverCollection<'dokuman', DocumentRow, DocumentFields>({
  ...derived,
  companyColumn: dokuman.sirket,
  /** The write's fields, the code's key and the history: a new revision moves the one it replaces, with its file, into it. */
  values: (input, files, write) => ({
    ...derived.values(input, files),
    kodKey: documentCodeKey(input.kategori, input.kod),
    gecmis: historyAfter(write?.existing, input),
  }),
  tombstone: { ...derived.tombstone, kodKey: null },
  routes: documentRoutes,

  async beforeWrite(input, context) {
    const errors = (await derived.beforeWrite(input, context)) ?? [];
    const error = revisionError(context.existing, input);
    return error ? [...errors, { path: 'revizyon', message: error }] : errors;
  },

  /**
   * A draft is deleted with the confirmations of its revision: none can be made any more (422
   * `documentNotInForce`), and those made before that rule must not keep the draft (409 `inUse`,
   * even for an administrator). Confirmations of a revision that was in force stay and still keep
   * the document: they are the record of who read it (docs/areas/documents.md).
   */
  async beforeDelete(row, { tx, user }) {
    if (row.durum !== 'taslak') return;
    for (const confirmation of await confirmationsOf(tx, row.id)) {
      if (confirmation.revizyon !== row.revizyon) continue;
      const after = await deleteMirroredRow(tx, readConfirmations, confirmation);
      await auditWrite(tx, readConfirmations, { action: 'delete', user, before: confirmation, after });
    }
  },

  /** The history as usual, and the revision's file kept referenced so that it stays readable after the next revision. */
  async audit(tx, entry) {
    await auditWrite(tx, documents, entry);
    // The replaced revision's too: a document written without this hook (the demo's seed) had none kept.
    if (entry.before) await keepRevisionFile(tx, entry.before);
    if (entry.action !== 'delete') await keepRevisionFile(tx, entry.after);
  },
});
