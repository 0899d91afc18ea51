import { and, asc, desc, eq, gt, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CompanyScope } from '../../auth/auth-user';
import type { MirroredCollection, MirroredRow, MirroredTable } from '../../sync/collection';
import type { Db } from '../client';
import { syncRemovals } from '../schema';

// SQL shared by every mirrored collection (ARCHITECTURE.md §3): cursors, versions, tombstones.

/** Any constant both drivers agree on; it names "a write to a mirrored table" for advisory locks. */
const MIRRORED_WRITE_LOCK = 0x53594e43; // 'SYNC'

/**
 * Serialises mirrored writes until the transaction ends. Without it two writers could take cursors
 * 7 and 8 and commit 8 first: a pull in between would return 8 and the puller would never see 7.
 * Holding the lock from before `nextval` until commit makes commit order equal cursor order.
 * Every mirrored write transaction calls this first.
 */
export async function lockMirroredWrites(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${MIRRORED_WRITE_LOCK})`);
}

const nextCursor = () => sql`nextval('sync_cursor_seq')`;

/** A row by id, deleted or not. `id` must be a valid uuid. */
export async function findMirrored<Row extends MirroredRow>(db: Db, table: MirroredTable, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row as Row | undefined;
}

/** Inserts version 1 with the next cursor; `values` are the collection's own columns (and `id`). */
export async function insertMirrored<Row extends MirroredRow>(
  db: Db,
  table: MirroredTable,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = await db
    .insert(table)
    .values({ ...values, version: 1, cursor: nextCursor(), updatedAt: sql`now()`, deletedAt: null } as never)
    .returning();
  if (!row) throw new Error('insert into a mirrored table returned no row');
  return row as unknown as Row;
}

/**
 * Inserts many rows as version 1 in one statement, each with its own next cursor (the demo seed:
 * one round trip instead of one per record). Call under lockMirroredWrites like any mirrored write.
 */
export async function insertMirroredMany(db: Db, table: MirroredTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows.map((values) => ({ ...values, version: 1, cursor: nextCursor(), updatedAt: sql`now()`, deletedAt: null })) as never);
}

/**
 * Inserts version 1 under a client-chosen id, or nothing when the id exists already (tombstones
 * included): one statement for the common case, where a select first would be two.
 */
export async function insertMirroredIfAbsent<Row extends MirroredRow>(
  db: Db,
  table: MirroredTable,
  values: Record<string, unknown>,
): Promise<Row | undefined> {
  const [row] = await db
    .insert(table)
    .values({ ...values, version: 1, cursor: nextCursor(), updatedAt: sql`now()`, deletedAt: null } as never)
    .onConflictDoNothing({ target: table.id })
    .returning();
  return row as unknown as Row | undefined;
}

/** Writes `values` (nothing for a delete) as the next version with the next cursor. */
async function bump<Row extends MirroredRow>(
  db: Db,
  table: MirroredTable,
  id: string,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, cursor: nextCursor(), updatedAt: sql`now()` } as never)
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error('update of a mirrored row matched nothing');
  return row as Row;
}

export function updateMirrored<Row extends MirroredRow>(
  db: Db,
  table: MirroredTable,
  id: string,
  values: Record<string, unknown>,
): Promise<Row> {
  return bump<Row>(db, table, id, values);
}

/** A delete keeps the row as a tombstone, so that other devices pull the delete. */
export function tombstoneMirrored<Row extends MirroredRow>(db: Db, table: MirroredTable, id: string): Promise<Row> {
  return bump<Row>(db, table, id, { deletedAt: sql`now()` });
}

/**
 * The company filter of a collection for a user, or `false` when the user may see none of its rows.
 * `undefined` means no filter: a shared collection, or an administrator.
 */
export function companyFilter(collection: MirroredCollection, scope: CompanyScope): SQL | undefined | false {
  if (!collection.companyColumn || scope.all) return undefined;
  if (scope.ids.length === 0) return false;
  return inArray(collection.companyColumn, scope.ids);
}

/** Up to `limit` changes of one collection after `since`, in cursor order, tombstones included. */
export async function changesAfter<Row extends MirroredRow>(
  db: Db,
  collection: MirroredCollection<Row>,
  since: number,
  limit: number,
  scope: CompanyScope,
): Promise<Row[]> {
  const scoped = companyFilter(collection, scope);
  if (scoped === false) return [];
  const { table } = collection;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(gt(table.cursor, since), scoped))
    .orderBy(asc(table.cursor))
    .limit(limit);
  return rows as Row[];
}

/** A record that left a company, as the pull returns it. */
export interface Removal {
  recordId: string;
  version: number;
  cursor: number;
}

/** Notes that a write (its cursor and version) moved a record out of the company `sirketId`. */
export async function insertRemoval(
  db: Db,
  removal: Removal & { collection: string; sirketId: string },
): Promise<void> {
  await db.insert(syncRemovals).values(removal);
}

/**
 * Up to `limit` records after `since`, in cursor order, that left a company the user sees for one
 * the user does not see (their current company, tombstones included, is out of the scope), each
 * once: at its latest such move. The complement of changesAfter's filter on the same snapshot, so
 * a record is never both a change and a removal in one pull. Administrators see every company:
 * nothing ever leaves their sight.
 */
export async function removalsAfter(
  db: Db,
  collection: MirroredCollection,
  since: number,
  limit: number,
  scope: CompanyScope,
): Promise<Removal[]> {
  const { table, companyColumn } = collection;
  if (!companyColumn || scope.all || scope.ids.length === 0) return [];
  const latest = db
    .selectDistinctOn([syncRemovals.recordId], {
      recordId: syncRemovals.recordId,
      version: syncRemovals.version,
      cursor: syncRemovals.cursor,
    })
    .from(syncRemovals)
    .innerJoin(table as PgTable, eq(table.id, syncRemovals.recordId))
    .where(
      and(
        eq(syncRemovals.collection, collection.name),
        gt(syncRemovals.cursor, since),
        inArray(syncRemovals.sirketId, scope.ids),
        not(inArray(companyColumn, scope.ids)),
      ),
    )
    .orderBy(syncRemovals.recordId, desc(syncRemovals.cursor))
    .as('latest');
  return db.select().from(latest).orderBy(asc(latest.cursor)).limit(limit);
}

/** Every live row of a collection the user may see, unsorted. */
export async function liveRows<Row extends MirroredRow>(
  db: Db,
  collection: MirroredCollection<Row>,
  scope: CompanyScope,
): Promise<Row[]> {
  const scoped = companyFilter(collection, scope);
  if (scoped === false) return [];
  const { table } = collection;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(isNull(table.deletedAt), scoped));
  return rows as Row[];
}

/** Whether a company has rows in a company-scoped collection, tombstones included. */
export async function hasCompanyRows(db: Db, collection: MirroredCollection, sirketId: string): Promise<boolean> {
  const { table, companyColumn } = collection;
  if (!companyColumn) return false;
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(companyColumn, sirketId))
    .limit(1);
  return rows.length > 0;
}
