import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { COMPANY_AUDIT, USER_AUDIT, type AuditListResponse, type AuditRecord } from '../../src/domain/audit';
import { collection as declarationOf, isCollectionName } from '../../src/domain/collection-declarations';
import { canSeeCompany, companyScope, type AuthUser, type CompanyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import { companyOf, type ServerCollection } from '../collections/server-collection';
import type { Db } from '../db/client';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { audit } from '../db/schema';
import { HttpError } from '../errors';
import { parseQuery } from '../http/parse-query';
import { QUERY_DATE_FORM, queryInstant } from '../http/query-date';
import { isUuid } from '../sync/collection';

const pageNumber = (fallback: number, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max)), String(fallback));

/** A period bound in the form of a date; whether it is a real one is checked after (periodBound). */
const isoDate = v.optional(v.pipe(v.string(), v.regex(QUERY_DATE_FORM)));

/** A bound of the form of a date that names no real day from 1900 to 9999: 422 on its field. */
function periodBound(path: 'from' | 'to', text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const at = queryInstant(text);
  if (!at) throw HttpError.validation([{ path, message: 'invalidDate' }]);
  return at;
}

const auditQuery = v.object({
  collection: v.optional(v.pipe(v.string(), v.maxLength(100))),
  id: v.optional(v.pipe(v.string(), v.maxLength(100))),
  user: v.optional(v.pipe(v.string(), v.uuid())),
  from: isoDate,
  to: isoDate,
  page: pageNumber(1, 1_000_000),
  perPage: pageNumber(50, 500),
});

type AuditRow = typeof audit.$inferSelect;

function toRecord(row: AuditRow): AuditRecord {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    user: { _id: row.userId, isim: row.userName },
    action: row.action,
    collection: row.collection,
    recordId: row.recordId,
    changes: row.changes,
  };
}

/**
 * The companies an entry names: the one the record was in when it was written and, for a write
 * that moved the record, the one on either side of the move (its company field's before and after).
 */
function companiesOf(row: AuditRow): string[] {
  const companies = row.sirketId === null ? [] : [row.sirketId];
  const field = isCollectionName(row.collection) ? declarationOf(row.collection).companyField : null;
  const moved = field === null ? undefined : row.changes[field];
  for (const side of [moved?.before, moved?.after]) if (typeof side === 'string') companies.push(side.toLowerCase());
  return companies;
}

/**
 * Whether the user may read an entry: every company it names must be one the user sees. A record's
 * past in another company (its values there, that company's id) stays with that company's users:
 * who sees only the company a record moved to reads the entries written since it arrived.
 */
function entryVisible(scope: CompanyScope, row: AuditRow): boolean {
  return companiesOf(row).every((company) => canSeeCompany(scope, company));
}

/**
 * The history (docs/architecture.md §9), read only: no route changes or deletes it.
 *
 * - `?collection=&id=`: one record's history, oldest first, for a user who may read the record
 *   (its company granted; budget codes and companies as the user sees them; a user's own history
 *   or, for administrators, anyone's). A record the user may not read is 404, like its detail.
 *   Of its entries, only those of companies the user may see (entryVisible).
 * - otherwise (administrators only): every write, newest first, filtered by `collection`, `user`
 *   and the period `from` (inclusive) – `to` (exclusive), paged by `page` and `perPage`.
 */
export function auditRoutes(app: FastifyInstance, { db, collections }: { db: Db; collections: readonly ServerCollection[] }): void {
  /** Whether the user may read the record `id` of `collection` (a lowercase id). */
  const mayRead = async (user: AuthUser, collection: string, id: string): Promise<boolean> => {
    const scope = companyScope(user);
    if (collection === USER_AUDIT) return user.isAdmin || user._id === id;
    if (collection === COMPANY_AUDIT) return isUuid(id) && canSeeCompany(scope, id);
    const server = collections.find((c) => c.name === collection);
    if (!server) throw HttpError.badRequest([{ path: 'collection', message: 'invalid' }]);
    if (!isUuid(id)) return false;
    const row = await findMirrored(db, server.table, id);
    if (!row) return false;
    const company = companyOf(server, row);
    return company === null || canSeeCompany(scope, company);
  };

  app.get('/api/audit', async (request): Promise<AuditListResponse> => {
    const user = currentUser(request);
    const query = parseQuery(auditQuery, request.query);

    if (query.id !== undefined) {
      if (query.collection === undefined) throw HttpError.badRequest([{ path: 'collection', message: 'required' }]);
      const id = query.id.toLowerCase();
      if (!(await mayRead(user, query.collection, id))) throw HttpError.notFound();
      const rows = await db
        .select()
        .from(audit)
        .where(and(eq(audit.collection, query.collection), eq(audit.recordId, id)))
        .orderBy(audit.id);
      const scope = companyScope(user);
      const visible = rows.filter((row) => entryVisible(scope, row));
      return { kayitlar: visible.map(toRecord), totalCount: visible.length };
    }

    if (!user.isAdmin) throw HttpError.forbidden();
    const filters: SQL[] = [];
    if (query.collection !== undefined) filters.push(eq(audit.collection, query.collection));
    if (query.user !== undefined) filters.push(eq(audit.userId, query.user.toLowerCase()));
    const from = periodBound('from', query.from);
    const to = periodBound('to', query.to);
    if (from !== undefined) filters.push(gte(audit.at, from));
    if (to !== undefined) filters.push(lt(audit.at, to));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [total] = await db.select({ n: count() }).from(audit).where(where);
    const rows = await db
      .select()
      .from(audit)
      .where(where)
      .orderBy(desc(audit.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    return { kayitlar: rows.map(toRecord), totalCount: total?.n ?? 0 };
  });
}
