import type { CollectionName } from '../../domain/collections';
import { collection, COLLECTION_NAMES, isCollectionName } from '../../domain/collection-declarations';
import { recordOnDevice } from '../../domain/records/form-input';
import type { SyncResponse, SyncScope } from '../../domain/sync';
import type { MirroredRow, PortalDb } from '../db';
import { knownVersion, toLocalRow, tombstoneRow } from './collections';

/** One page of `GET /api/sync` as the device reads it (records are applied as they come). */
export type PullPage = Omit<SyncResponse, 'changes'> & {
  changes: {
    collection: string;
    _id: string;
    version: number;
    deleted: boolean;
    record: Record<string, unknown> | null;
  }[];
};

export type FetchPage = (since: number, limit: number) => Promise<PullPage>;

export const PULL_PAGE_SIZE = 2000;
/** Records converted and stored per step of a page's transaction (bench/pull.bench.ts). */
const APPLY_SLICE = 100;
const CURSOR_KEY = 'cursor';
const SCOPE_KEY = 'scope';

/** The server answered for another user than the one this database belongs to (docs/architecture.md §4.1). */
export class UserMismatchError extends Error {
  constructor(readonly expected: string, readonly actual: string) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: the interface tells this error by its class
    super(`sync page for ${actual}, database of ${expected}`);
    this.name = 'UserMismatchError';
  }
}

export async function readCursor(db: PortalDb): Promise<number> {
  const row = await db.meta.get(CURSOR_KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function readScope(db: PortalDb): Promise<SyncScope | undefined> {
  return (await db.meta.get(SCOPE_KEY))?.value as SyncScope | undefined;
}

const key = (collectionName: string, id: string) => `${collectionName}/${id}`;

async function queuedKeys(db: PortalDb): Promise<Set<string>> {
  const queued = new Set<string>();
  await db.outbox.each((entry) => {
    queued.add(key(entry.collection, entry.recordId));
  });
  return queued;
}

/**
 * Writes one page and its cursor in one Dexie transaction, so a crash leaves either both or
 * neither. A change replaces the local row only if its version is higher than any the device knows
 * (docs/architecture.md §4.1), so a late or repeated page never brings back an older state or a deleted record; a
 * tombstone stays as a version-only row for the same reason. A row with queued changes keeps
 * them on top and remembers the server's newer state in `_server`.
 */
export async function applyPage(db: PortalDb, page: PullPage, empty: ReadonlySet<string> = new Set()): Promise<void> {
  const known = page.changes.filter((change) => isCollectionName(change.collection));
  for (const change of known) {
    if (typeof change._id !== 'string' || change._id === '' || !Number.isInteger(change.version)) {
      throw new Error(`malformed change in a sync page: ${JSON.stringify(change).slice(0, 200)}`);
    }
  }
  const names = [...new Set(known.map((change) => change.collection as CollectionName))];
  const tables = names.map((name) => db.rows(name));
  await db.transaction('rw', [db.meta, db.outbox, ...tables], async () => {
    const queued = known.length > 0 ? await queuedKeys(db) : new Set<string>();
    for (const name of names) {
      const table = db.rows(name);
      const all = known.filter((change) => change.collection === name);
      // In slices: each is its own task (the next starts when IndexedDB has stored the last), so
      // the screen answers between them instead of waiting for a whole page of 2000.
      for (let start = 0; start < all.length; start += APPLY_SLICE) {
        const changes = all.slice(start, start + APPLY_SLICE);
        // A collection the device had nothing of when this pull began from the start: each record
        // comes once (the server sends its latest state), so there is nothing to compare with.
        const locals = empty.has(name) ? [] : await table.bulkGet(changes.map((change) => change._id));
        const puts: MirroredRow[] = [];
        changes.forEach((change, index) => {
          const local = locals[index];
          if (change.version <= knownVersion(local)) return;
          const server = change.deleted || !change.record ? null : toLocalRow(name, recordOnDevice(name, { ...change.record, _id: change._id }));
          if (queued.has(key(name, change._id))) {
            if (local) {
              puts.push({ ...local, _server: server ?? { _id: change._id, deleted: true, version: change.version } });
            }
            return;
          }
          puts.push(server ?? tombstoneRow(change._id, change.version));
        });
        if (puts.length) await table.bulkPut(puts);
      }
    }
    const current = await readCursor(db);
    // Cursors only grow: an older page arriving late never moves the mirror back.
    if (page.cursor > current) await db.meta.put({ key: CURSOR_KEY, value: page.cursor });
  });
}

/** The companies a scope lets the device keep, or `null` for all. */
function visibleCompanies(scope: SyncScope): Set<string> | null {
  return scope.all ? null : new Set(scope.companies.map((grant) => grant._id));
}

/**
 * What the user may see changed (a grant given or revoked): drop the rows of companies no longer
 * visible and every tombstone (they only guard against older pages of the old scope), then pull
 * from the start so that a newly granted company's older records arrive (docs/architecture.md §4.1). Rows with queued
 * changes stay until the user resolves them. Returns whether the scope changed.
 */
export async function adoptScope(db: PortalDb, scope: SyncScope): Promise<boolean> {
  // Read first: the common case (nothing changed) needs no write transaction over every table.
  if ((await readScope(db))?.fingerprint === scope.fingerprint) return false;
  const tables = COLLECTION_NAMES.map((name) => db.rows(name));
  return db.transaction('rw', [db.meta, db.outbox, ...tables], async () => {
    const stored = await readScope(db);
    if (stored?.fingerprint === scope.fingerprint) return false;
    await db.meta.put({ key: SCOPE_KEY, value: scope });
    if (!stored) return false; // the first pull of this database: nothing to drop
    const visible = visibleCompanies(scope);
    const queued = await queuedKeys(db);
    for (const name of COLLECTION_NAMES) {
      const { companyField } = collection(name);
      await db
        .rows(name)
        .filter((row) => {
          if (queued.has(key(name, row._id))) return false;
          if (row._deleted) return true;
          return companyField !== null && visible !== null && !visible.has(String(row[companyField]));
        })
        .delete();
    }
    await db.meta.put({ key: CURSOR_KEY, value: 0 });
    return true;
  });
}

/** The collections that hold no row yet, counted in one read transaction. */
async function emptyCollections(db: PortalDb): Promise<Set<string>> {
  const tables = COLLECTION_NAMES.map((name) => db.rows(name));
  const counts = await db.transaction('r', tables, () => Promise.all(tables.map((table) => table.count())));
  return new Set(COLLECTION_NAMES.filter((_, index) => counts[index] === 0));
}

/**
 * Pulls every change after the stored cursor, page by page, for the database's own user only.
 * Returns how many changes arrived. Callers run it one at a time (the engine's lock).
 *
 * While a page is stored, the next one is already being fetched from the cursor that page ends
 * at (look-ahead: the server's query and the transfer overlap IndexedDB's writes). Pages are still
 * applied one after the other in order, each with its cursor in its own transaction, so the cursor
 * never passes a page that is not stored. A page fetched ahead is used only if the stored cursor
 * is where it was fetched from and its user and scope are checked like any other; otherwise it is
 * dropped, and never applied after a failed page. One page at most is fetched ahead.
 */
export async function pullAll(db: PortalDb, fetchPage: FetchPage, pageSize = PULL_PAGE_SIZE): Promise<number> {
  let received = 0;
  let empty = new Set<string>();
  let emptyFrom = -1;
  let ahead: { since: number; page: Promise<PullPage> } | undefined;
  for (;;) {
    const since = await readCursor(db);
    if (ahead && ahead.since !== since) await ahead.page.catch(() => undefined);
    const pending = ahead?.since === since ? ahead.page : fetchPage(since, pageSize);
    ahead = undefined;
    if (since === 0 && emptyFrom !== 0) {
      // Counted while the page is on its way: a first sync waits for one round trip, not for both.
      pending.catch(() => undefined);
      emptyFrom = 0;
      empty = await emptyCollections(db);
    }
    const page = await pending;
    if (page.user !== db.userId) throw new UserMismatchError(db.userId, page.user);
    // A new scope restarts from 0: this page was read from the old cursor.
    if (await adoptScope(db, page.scope)) {
      emptyFrom = -1;
      continue;
    }
    const more = page.hasMore && page.changes.length > 0;
    if (more) {
      const next = fetchPage(page.cursor, pageSize);
      // Not awaited if this page fails to apply: its failure is not the pull's.
      next.catch(() => undefined);
      ahead = { since: page.cursor, page: next };
    }
    await applyPage(db, page, empty);
    received += page.changes.length;
    if (!more) return received;
  }
}
