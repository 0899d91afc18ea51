import type { PortalDb } from '../db';
import { COLLECTIONS, toLocalRow } from './collections';

/** One page of `GET /api/sync` (the server's SyncResponse). */
export interface PullPage {
  changes: {
    collection: string;
    _id: string;
    version: number;
    deleted: boolean;
    record: Record<string, unknown> | null;
  }[];
  cursor: number;
  hasMore: boolean;
}

export type FetchPage = (since: number, limit: number) => Promise<PullPage>;

export const PULL_PAGE_SIZE = 2000;
const CURSOR_KEY = 'cursor';

export async function readCursor(db: PortalDb): Promise<number> {
  const row = await db.meta.get(CURSOR_KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}

/**
 * Writes one page and its cursor in one Dexie transaction, so a crash leaves either both or
 * neither. Rows with changes still in the outbox are not overwritten: the local change goes on
 * top, and a conflict, if any, surfaces when it replays.
 */
export async function applyPage(db: PortalDb, page: PullPage): Promise<void> {
  const known = page.changes.filter((change) => change.collection in COLLECTIONS);
  const names = [...new Set(known.map((change) => change.collection))];
  const tables = names.map((name) => db.rows(name));
  await db.transaction('rw', [db.meta, db.outbox, ...tables], async () => {
    const queued = new Set<string>();
    if (known.length > 0) {
      await db.outbox.each((entry) => {
        queued.add(`${entry.collection}/${entry.recordId}`);
      });
    }
    for (const name of names) {
      const puts = [];
      const deletes = [];
      for (const change of known) {
        if (change.collection !== name || queued.has(`${name}/${change._id}`)) continue;
        if (change.deleted || !change.record) deletes.push(change._id);
        else puts.push(toLocalRow(name, { ...change.record, _id: change._id }));
      }
      const table = db.rows(name);
      if (puts.length) await table.bulkPut(puts);
      if (deletes.length) await table.bulkDelete(deletes);
    }
    const current = await readCursor(db);
    // Cursors only grow: an older page arriving late never moves the mirror back.
    if (page.cursor > current) await db.meta.put({ key: CURSOR_KEY, value: page.cursor });
  });
}

/** Pulls every change after the stored cursor, page by page. Returns how many changes arrived. */
export async function pullAll(db: PortalDb, fetchPage: FetchPage, pageSize = PULL_PAGE_SIZE): Promise<number> {
  let received = 0;
  for (;;) {
    const since = await readCursor(db);
    const page = await fetchPage(since, pageSize);
    await applyPage(db, page);
    received += page.changes.length;
    if (!page.hasMore || page.changes.length === 0) return received;
  }
}
