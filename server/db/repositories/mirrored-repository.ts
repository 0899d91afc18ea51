import { and, asc, desc, eq, gt, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CompanyScope } from '../../auth/auth-user';
import type { MirroredCollection, MirroredRow, MirroredTable } from '../../sync/collection';
import { oneConnection, type Db } from '../client';
import { syncRemovals } from '../schema';

// SQL shared by every mirrored collection (docs/architecture.md §2): cursors, versions, tombstones.

/** Any constant both drivers agree on; it names "a write to a mirrored table" for advisory locks. */
const MIRRORED_WRITE_LOCK = 0x53594e43; // 'SYNC'

// Why pulls never skip a write, with writes running side by side (docs/architecture.md §2, §11).
//
// Cursors come from one sequence, taken in the writing transaction, so two writers can take 7 and
// 8 and commit 8 first: a pull in between that returned 8 and moved its cursor to 8 would never see
// 7. Until now every mirrored write took one exclusive advisory lock from before its `nextval` to
// its commit, so commit order was cursor order; but then every write in the whole system waited
// for the one before it (129 creates/s with 20 in flight on PostgreSQL).
//
// Now a writer takes that lock SHARED (writers never wait for each other), and a pull takes it
// EXCLUSIVE for a moment, in a transaction of its own, only to read the sequence's last value:
// while the pull holds it no writer holds it, so every cursor handed out so far belongs to a
// transaction that has ended (committed, or rolled back and gone for good). That value is the
// pull's watermark; the pull then reads only cursors up to it, in one snapshot taken after it,
// and returns at most up to it. A cursor above the watermark may still be in flight and is left to
// the next pull. The wire protocol is unchanged: one global cursor, the highest one returned.
//
// Considered and not taken:
// - A cursor per company (docs/architecture.md §11 allows it): writes of one company (the usual burst: one office
//   replaying its queue) would still queue behind each other, and the client protocol would change.
// - Storing each row's xid and pulling only rows whose xid is below the snapshot's xmin, with the
//   highest cursor returned as the new cursor: a transaction with an older xid can take its cursor
//   AFTER a younger one did (xids are handed out at the first write, cursors later), so a row with
//   xid < xmin can carry cursor 8 while a younger, still open transaction holds cursor 7: the pull
//   returns 8, the client's cursor passes 7, and 7 is lost when it commits.
//
// Cost: a pull waits until the writes in flight when it asked have committed (milliseconds), and
// writes that arrive meanwhile wait behind it (PostgreSQL grants locks in order). PGlite has one
// connection and runs its transactions one at a time, so there neither lock is taken.

/**
 * Every mirrored write transaction calls this first, before it takes any cursor: it holds the
 * mirrored-write lock shared until the transaction ends (see above), so that pulls can tell which
 * cursors are settled. Writers do not wait for each other.
 */
export async function lockMirroredWrites(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${MIRRORED_WRITE_LOCK})`);
}

/**
 * Runs `work` in a mirrored write's transaction: it takes the mirrored-write lock shared first
 * (lockMirroredWrites). A database of one connection (PGlite) runs its transactions one at a time,
 * so no pull can meet a write in flight there: no lock, one statement less per write.
 */
export function mirroredWriteTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!oneConnection(db)) await lockMirroredWrites(tx);
    return work(tx);
  });
}

/**
 * The highest cursor at or below which every write has ended: takes the mirrored-write lock
 * exclusively in a transaction of its own (waiting for the writes in flight to end), reads the
 * cursor sequence's last value and lets the lock go again at once. Call it with the database, not
 * inside another transaction; read what it covers in a snapshot taken after it returns. On a
 * database of one connection (PGlite) no write is in flight between two statements: one read.
 */
export async function settledCursor(db: Db): Promise<number> {
  const lastCursor = async (tx: Db) => {
    const result = await tx.execute<{ last_value: string | number; is_called: boolean }>(
      sql`select last_value, is_called from sync_cursor_seq`,
    );
    const row = result.rows[0];
    return row?.is_called ? Number(row.last_value) : 0;
  };
  if (oneConnection(db)) return lastCursor(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIRRORED_WRITE_LOCK})`);
    return lastCursor(tx);
  });
}

const nextCursor = () => sql`nextval('sync_cursor_seq')`;

/**
 * How a write holds a row it read, until its transaction ends (server/collections/referenced.ts):
 * `share` for a record a rule reads of another one (FOR SHARE: nobody changes or deletes it
 * meanwhile, other writers may hold it too), `update` for the record being changed or deleted
 * (FOR UPDATE: it waits for those holding it, and they for it).
 */
export type RowLock = 'share' | 'update';

/** A row by id, deleted or not, held with `lock` when given. `id` must be a valid uuid. */
export async function findMirrored<Row extends MirroredRow>(
  db: Db,
  table: MirroredTable,
  id: string,
  lock?: RowLock,
): Promise<Row | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row as Row | undefined;
}

/** The live rows of a mirrored table that match `where`, all of them (a report that reads them whole). */
export async function liveMirroredRows<Row extends MirroredRow = MirroredRow>(
  db: Db,
  table: MirroredTable,
  ...where: SQL[]
): Promise<Row[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(isNull(table.deletedAt), ...where));
  return rows as Row[];
}

/** Inserts version 1 with the next cursor; `values` are the collection's own columns (and `id`). */
export async function insertMirrored<Row extends MirroredRow>(db: Db, table: MirroredTable, values: Record<string, unknown>): Promise<Row> {
  const [returned] = await db
    .insert(table)
    .values({ ...values, version: 1, cursor: nextCursor(), updatedAt: sql`now()`, deletedAt: null } as never)
    .returning();
  // The table is typed only as a mirrored one: its row is of the type the caller names (as findMirrored's).
  const row = returned as Row | undefined;
  if (!row) throw new Error('insert into a mirrored table returned no row');
  return row;
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
  return row as Row | undefined;
}

/** Writes `values` (nothing for a delete) as the next version with the next cursor. */
async function bump<Row extends MirroredRow>(db: Db, table: MirroredTable, id: string, values: Record<string, unknown>): Promise<Row> {
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

/**
 * A delete keeps the row as a tombstone, so that other devices pull the delete; `cleared` are the
 * values written over its data (the collection's `tombstone`).
 */
export function tombstoneMirrored<Row extends MirroredRow>(
  db: Db,
  table: MirroredTable,
  id: string,
  cleared: Readonly<Record<string, unknown>> = {},
): Promise<Row> {
  return bump<Row>(db, table, id, { ...cleared, deletedAt: sql`now()` });
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

/** The rows of a collection matching `where` that the scope may see; null when it may see no company. */
function scopedRows(db: Db, collection: MirroredCollection, scope: CompanyScope, where: SQL | undefined) {
  const scoped = companyFilter(collection, scope);
  if (scoped === false) return null;
  return db
    .select()
    .from(collection.table as PgTable)
    .where(and(where, scoped))
    .$dynamic();
}

/**
 * Up to `limit` changes of one collection with a cursor after `since` and at most `upTo` (the
 * settled cursor), in cursor order, tombstones included.
 */
export async function changesAfter<Row extends MirroredRow>(
  db: Db,
  collection: MirroredCollection<Row>,
  since: number,
  limit: number,
  scope: CompanyScope,
  upTo: number = Number.MAX_SAFE_INTEGER,
): Promise<Row[]> {
  const { table } = collection;
  const query = scopedRows(db, collection, scope, and(gt(table.cursor, since), lte(table.cursor, upTo)));
  return query ? ((await query.orderBy(asc(table.cursor)).limit(limit)) as Row[]) : [];
}

/** A record that left a company, as the pull returns it. */
export interface Removal {
  recordId: string;
  version: number;
  cursor: number;
}

/** Notes that a write (its cursor and version) moved a record out of the company `sirketId`. */
export async function insertRemoval(db: Db, removal: Removal & { collection: string; sirketId: string }): Promise<void> {
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
  upTo: number = Number.MAX_SAFE_INTEGER,
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
        lte(syncRemovals.cursor, upTo),
        inArray(syncRemovals.sirketId, scope.ids),
        not(inArray(companyColumn, scope.ids)),
      ),
    )
    .orderBy(syncRemovals.recordId, desc(syncRemovals.cursor))
    .as('latest');
  return db.select().from(latest).orderBy(asc(latest.cursor)).limit(limit);
}

/** Every live row of a collection the user may see, unsorted. */
export async function liveRows<Row extends MirroredRow>(db: Db, collection: MirroredCollection<Row>, scope: CompanyScope): Promise<Row[]> {
  const query = scopedRows(db, collection, scope, isNull(collection.table.deletedAt));
  return query ? ((await query) as Row[]) : [];
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
