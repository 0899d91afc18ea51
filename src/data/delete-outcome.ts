import type { CollectionName } from '../domain/collections';
import { collection, isCollectionName } from '../domain/collection-declarations';
import { deleteRefusal, type ReverseReference } from '../domain/in-use';
import { openedLocal, requireLocal } from './local';
import type { MirroredRow, PortalDb } from './db';
import { isLive } from './sync/collections';
import { discard } from './sync/outbox';

// What a detail page needs to delete a record beyond the queueing: whether the device already
// knows the server would refuse (docs/architecture.md §7: what other records still refer to stays,
// 409 `inUse`), and what the server answered. Only the detail pages read it, so no list's first
// load carries it.

/** What became of a queued delete: acknowledged, refused by the server (with its reason), or still queued. */
export type DeleteOutcome = { kind: 'done' } | { kind: 'queued' } | { kind: 'refused'; seq: number; message: string };

/**
 * Waits up to `ms` for the record's queued delete to be answered, so that a refusal the device
 * could not foresee (a reference made on another device and not pulled yet) is shown where the
 * user deleted, not only on the sync screen. Offline or slow, it stays queued.
 */
export async function deleteOutcome(name: CollectionName, id: string, ms: number): Promise<DeleteOutcome> {
  const { db } = await openedLocal();
  const until = Date.now() + ms;
  for (;;) {
    const entries = await db.outbox.where('[collection+recordId]').equals([name, id]).toArray();
    const entry = entries.find((candidate) => candidate.op === 'delete');
    if (!entry) return { kind: 'done' };
    if (entry.state === 'rejected' || entry.state === 'conflict') {
      return { kind: 'refused', seq: entry.seq!, message: entry.error?.body.message ?? 'serverError' };
    }
    if (Date.now() >= until) return { kind: 'queued' };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * The user takes back a delete the server refused: it leaves the queue and the record is read from
 * the server again (docs/architecture.md §4.2, "discard").
 */
export async function undoDelete(seq: number): Promise<void> {
  const { db, engine } = await openedLocal();
  const target = await discard(db, seq);
  if (target && isCollectionName(target.collection)) {
    await engine.refresh(target.collection, target.recordId, collection(target.collection).path);
  }
}

/**
 * How many live records on this device refer to `id` through `reference`: by the index when the
 * collection declares one on the field, else by a scan (a bill's lines, a bank order's payment).
 */
function countIn(db: PortalDb, reference: ReverseReference, id: string): Promise<number> {
  const { collection: name, field, each } = reference;
  const rows = db.rows(name);
  if (!each && collection(name).indexes.includes(field)) return rows.where(field).equals(id).filter(isLive).count();
  const names = (row: MirroredRow) =>
    each ? ((row[field] ?? []) as Record<string, unknown>[]).some((item) => item[each] === id) : row[field] === id;
  return rows.filter((row) => isLive(row) && names(row)).count();
}

/**
 * Why the server would refuse to delete `id` as far as this device knows (docs/architecture.md §7, 409): a bill's live
 * payments (`billHasPayments`), or another live record naming it (`inUse`); null if nothing on the
 * device refers to it. The same rule the server runs (src/domain/in-use.ts), counted in Dexie.
 */
export function refusalOnDevice(name: CollectionName, id: string, db: PortalDb = requireLocal().db): Promise<string | null> {
  return deleteRefusal(name, id, (reference, referred) => countIn(db, reference, referred));
}
