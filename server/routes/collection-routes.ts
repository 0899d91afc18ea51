import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { collection as declarationOf } from '../../src/domain/collection-declarations';
import { COLLECTION_SCHEMAS } from '../../src/domain/collection-schemas';
import { deleteRefusal } from '../../src/domain/in-use';
import { canSeeCompany, canWriteCompany, companyScope, type AuthUser, type CompanyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import {
  companyOf,
  type ReadContext,
  type RowFinder,
  type ServerCollection,
  type WriteAction,
  type WriteContext,
} from '../collections/server-collection';
import type { Db } from '../db/client';
import { findMirrored, liveRows, type RowLock } from '../db/repositories/mirrored-repository';
import { countReferring } from '../db/repositories/references-repository';
import { attachedFiles } from '../files/visibility';
import { HttpError } from '../errors';
import { DEFAULT_BODY_LIMIT } from '../http/body-limits';
import { JsonText } from '../http/json-text';
import { parseBody } from '../http/parse-body';
import { auditWrite } from '../sync/audit';
import { isUuid, recordIdSchema, tombstoneOf, type MirroredRow } from '../sync/collection';
import { ifMatchVersion } from '../sync/headers';
import { checkDeletable, checkUpdatable, createMirrored, deleteMirroredRow, mapConstraintErrors, updateMirroredRow } from '../sync/mirror';
import { runMutation, type MutationResult } from '../sync/mutation';

type ItemRequest = { Params: { id: string } };

/** The default address of a record: its `_id`; anything that is not a uuid names nothing (404). */
function byId(collection: ServerCollection) {
  return (param: string): RowFinder<MirroredRow> =>
    async (db, lock) =>
      isUuid(param) ? findMirrored(db, collection.table, param.toLowerCase(), lock) : undefined;
}

/**
 * The REST resource of a mirrored collection at `/api/{declaration.path}` (docs/architecture.md §6, docs/architecture.md
 * §2): list, detail, create, update, delete. Writes run in runMutation (one transaction and
 * `Idempotency-Key`); updates and deletes hold their record FOR UPDATE and honour `If-Match`. A company-scoped collection reads and
 * writes only records of companies the user may see: another company's record is not found (404),
 * writing one for a company the user may not see is 403 `forbidden`, and writing (creating,
 * changing, moving or deleting) a record of a company the user may only read is 403
 * `readOnlyCompany` (docs/architecture.md §9).
 *
 * Order of the checks of a write: body (422), record (404), companies (403), state and version
 * (404, 409), the collection's own rules (422, 409), then the write itself (422 for a constraint
 * the input broke, mapped by the collection's `constraintErrors`).
 */
export function collectionRoutes(app: FastifyInstance, { db }: { db: Db }, collection: ServerCollection): void {
  const declaration = declarationOf(collection.name);
  const base = `/api/${declaration.path}`;
  const companyField = declaration.companyField;
  // `_id` is the client's id for a record it made offline; the declared schema ignores keys it lacks.
  const schema = COLLECTION_SCHEMAS[collection.name];
  const createSchema = v.intersect([v.object({ _id: recordIdSchema }), schema]);
  const finderOf = collection.resolveParam?.bind(collection) ?? byId(collection);

  const visible = (scope: CompanyScope, row: MirroredRow) => {
    const company = companyOf(collection, row);
    return company === null || canSeeCompany(scope, company);
  };

  /** A record of this company may be written by the user: 403 `readOnlyCompany` otherwise. */
  const checkWritable = (scope: CompanyScope, company: string | null): void => {
    if (company !== null && !canWriteCompany(scope, company)) throw new HttpError(403, 'readOnlyCompany');
  };

  /** The company a write names: one the user may see and write. Lowercased in `input`. */
  const targetCompany = (input: Record<string, unknown>, scope: CompanyScope): void => {
    if (companyField === null) return;
    const company = String(input[companyField]).toLowerCase();
    input[companyField] = company;
    if (!canSeeCompany(scope, company)) throw HttpError.forbidden();
    // A user's own record (a read confirmation) is theirs to make wherever they may read.
    if (!collection.ownRecords) checkWritable(scope, company);
  };

  /** A user's own records are never changed or deleted. */
  const checkChangeable = (): void => {
    if (collection.ownRecords) throw new HttpError(405, 'methodNotAllowed');
  };

  /** The signed-in writer; 403 for a collection only administrators write. */
  const writer = (request: FastifyRequest): { user: AuthUser; scope: CompanyScope } => {
    const user = currentUser(request);
    if (collection.adminWrites && !user.isAdmin) throw HttpError.forbidden();
    return { user, scope: companyScope(user) };
  };

  const audit = (tx: Db, action: WriteAction, user: AuthUser, before: MirroredRow | null, after: MirroredRow) => {
    const entry = { action, user, before, after };
    return collection.audit ? collection.audit(tx, entry) : auditWrite(tx, collection, entry);
  };

  /** A write's work in the mutation's transaction; what the database refuses of the input is 422. */
  const mutate = (request: FastifyRequest, reply: FastifyReply, work: (tx: Db) => Promise<MutationResult>) =>
    runMutation(db, request, reply, (tx) => mapConstraintErrors(collection, () => work(tx)));

  /**
   * The row a path names, if it is one the user may see (tombstones included). A write holds it
   * FOR UPDATE (`lock`) to its commit: its rules then read what refers to it (in use, children,
   * payments) while no write naming it can commit (server/collections/referenced.ts), and a
   * concurrent write of the same record waits and then sees this one's version (409 on If-Match).
   */
  const findVisible = async (find: RowFinder<MirroredRow>, tx: Db, scope: CompanyScope, lock?: RowLock) => {
    const row = await find(tx, lock);
    if (!row || !visible(scope, row)) throw HttpError.notFound();
    return row;
  };

  /** A write's own rules and the files it names: one 422 with every field error, or the files to keep. */
  const checkedWrite = async (input: Record<string, unknown>, context: WriteContext<MirroredRow>) => {
    const own = (await collection.beforeWrite?.(input, context)) ?? [];
    const { files, errors } = await attachedFiles(context.tx, collection.name, input, context.user);
    if (own.length > 0 || errors.length > 0) throw HttpError.validation([...own, ...errors]);
    return files;
  };

  collection.routes?.(app, { db, base });
  const bodyLimit = collection.bodyLimit ?? DEFAULT_BODY_LIMIT;

  app.get(base, async (request, reply) => {
    const user = currentUser(request);
    const context: ReadContext = { db, user, scope: companyScope(user), query: request.query };
    if (collection.list) {
      const body = await collection.list(context);
      return body instanceof JsonText ? reply.type('application/json; charset=utf-8').send(body.text) : body;
    }
    const rows = await liveRows(db, collection, context.scope);
    return rows.map((row) => collection.toDto(row));
  });

  app.get<ItemRequest>(`${base}/:id`, async (request) => {
    const scope = companyScope(currentUser(request));
    const row = await findVisible(finderOf(request.params.id, request.query), db, scope);
    if (row.deletedAt) throw HttpError.notFound();
    return collection.detail ? collection.detail(db, row) : collection.toDto(row);
  });

  if (!collection.ownCreate)
    app.post(base, { bodyLimit }, async (request, reply) => {
      const { user, scope } = writer(request);
      return mutate(request, reply, async (tx) => {
        const { _id, ...input } = parseBody(createSchema, request.body) as Record<string, unknown> & { _id?: string };
        targetCompany(input, scope);
        const context: WriteContext<MirroredRow> = { tx, user, scope, existing: undefined, ...(_id ? { createId: _id } : {}) };
        const files = await checkedWrite(input, context);
        // An id taken by a record the user may not see must not show that record in a 409.
        const created = await createMirrored(tx, collection, collection.values(input, files, { user, existing: undefined }), _id, (taken) =>
          visible(scope, taken),
        );
        const row = collection.afterWrite ? await collection.afterWrite(created, input, context) : created;
        await audit(tx, 'create', user, null, row);
        return { status: 201, body: collection.toDto(row) };
      });
    });

  app.put<ItemRequest>(`${base}/:id`, { bodyLimit }, async (request, reply) => {
    const { user, scope } = writer(request);
    checkChangeable();
    const find = finderOf(request.params.id, request.query);
    const expected = ifMatchVersion(request);
    return mutate(request, reply, async (tx) => {
      const input = parseBody(schema, request.body) as Record<string, unknown>;
      const existing = await findVisible(find, tx, scope, 'update');
      checkWritable(scope, companyOf(collection, existing));
      // Moving a record to another company needs that company to be visible and writable too.
      targetCompany(input, scope);
      checkUpdatable(collection, existing, expected);
      const context: WriteContext<MirroredRow> = { tx, user, scope, existing };
      const files = await checkedWrite(input, context);
      const updated = await updateMirroredRow(tx, collection, existing, collection.values(input, files, { user, existing }));
      const row = collection.afterWrite ? await collection.afterWrite(updated, input, context) : updated;
      await audit(tx, 'update', user, existing, row);
      return { status: 200, body: collection.toDto(row) };
    });
  });

  app.delete<ItemRequest>(`${base}/:id`, async (request, reply) => {
    const { user, scope } = writer(request);
    checkChangeable();
    const find = finderOf(request.params.id, request.query);
    const expected = ifMatchVersion(request);
    return mutate(request, reply, async (tx) => {
      const existing = await findVisible(find, tx, scope, 'update');
      checkWritable(scope, companyOf(collection, existing));
      checkDeletable(collection, existing, expected);
      await collection.beforeDelete?.(existing, { tx, user, scope, existing });
      // What other records still refer to stays (docs/architecture.md §7): derived from the declared references, with the
      // row held FOR UPDATE and every write naming it reading it FOR SHARE (referenced.ts).
      const refusal = await deleteRefusal(collection.name, existing.id, (reference, id) => countReferring(tx, reference, id));
      if (refusal) throw new HttpError(409, refusal);
      const row = await deleteMirroredRow(tx, collection, existing);
      await audit(tx, 'delete', user, existing, row);
      return { status: 200, body: tombstoneOf(row) };
    });
  });
}
