import { v7 as uuidv7 } from 'uuid';
import type { MirroredRow, MutationOp, OutboxEntry, PortalDb } from '../db';
import { collectionDef, toLocalRow } from './collections';

export function newRecordId(): string {
  return uuidv7();
}

/**
 * Applies a change to the local mirror and queues it, in one Dexie transaction: the screen shows
 * it at once, and it cannot be shown without being queued (ARCHITECTURE.md §3).
 *
 * A record whose earlier change was rejected (422) is fixed in place: that entry takes the new
 * body and a new mutation id (the old id is bound to its 422 on the server) and waits again.
 */
export async function enqueue(db: PortalDb, collection: string, op: MutationOp, row: MirroredRow): Promise<void> {
  const def = collectionDef(collection);
  const table = db.rows(collection);
  await db.transaction('rw', [db.outbox, table], async () => {
    const before = (await table.get(row._id)) ?? null;
    if (op === 'delete') {
      // The row stays (its version is the delete's If-Match) but leaves the sort indexes, so
      // lists read straight from an index without filtering out deleted rows.
      if (before) await table.update(row._id, { _deleted: 1, _sort: undefined });
    } else {
      // The server version stays what it was: it is the base (If-Match) of the queued change.
      const next: MirroredRow = toLocalRow(collection, { ...row, _id: row._id });
      if (before?.version !== undefined) next.version = before.version;
      else delete next.version;
      if (before?.updatedAt !== undefined) next.updatedAt = before.updatedAt;
      delete next._deleted;
      await table.put(next);
    }
    const body = op === 'delete' ? undefined : def.toBody({ ...row, _id: row._id });
    const rejected = await db.outbox
      .where('[collection+recordId]')
      .equals([collection, row._id])
      .filter((entry) => entry.state === 'rejected')
      .first();
    if (rejected && op !== 'delete') {
      await db.outbox.update(rejected.seq!, {
        id: uuidv7(),
        body,
        state: 'pending',
        attempts: 0,
        retryAt: undefined,
        error: undefined,
      });
      return;
    }
    const entry: OutboxEntry = {
      id: uuidv7(),
      collection,
      recordId: row._id,
      op,
      before,
      state: 'pending',
      attempts: 0,
      createdAt: Date.now(),
    };
    if (body) entry.body = body;
    await db.outbox.add(entry);
  });
}

/** Entries for one record, in queue order. */
export function entriesFor(db: PortalDb, collection: string, recordId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[collection+recordId]').equals([collection, recordId]).sortBy('seq');
}

/**
 * The user gives up a stopped change: it leaves the queue and the record shows what it was before
 * the change (or the server's state when the user takes theirs).
 */
export async function discard(db: PortalDb, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    const table = db.rows(entry.collection);
    await db.outbox.delete(seq);
    const others = await entriesFor(db, entry.collection, entry.recordId);
    if (others.length > 0) return; // later changes to the record still stand on top
    if (entry.before) await table.put(entry.before);
    else await table.delete(entry.recordId);
  });
}

/** 409: the user keeps theirs on top of the server's current version; the entry is retried. */
export async function keepMine(db: PortalDb, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    const current = entry?.error?.body.current as { version?: number; deleted?: boolean } | undefined;
    if (!entry || entry.state !== 'conflict' || !current || current.deleted) return;
    await db.rows(entry.collection).update(entry.recordId, { version: current.version });
    await db.outbox.update(seq, { state: 'pending', attempts: 0, retryAt: undefined, error: undefined, id: uuidv7() });
  });
}

/** 409: the user takes the server's version; every queued change to the record is dropped. */
export async function takeTheirs(db: PortalDb, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.state !== 'conflict') return;
    const current = entry.error?.body.current as (MirroredRow & { deleted?: boolean }) | undefined;
    const table = db.rows(entry.collection);
    const all = await entriesFor(db, entry.collection, entry.recordId);
    await db.outbox.bulkDelete(all.map((e) => e.seq!));
    if (!current || current.deleted) await table.delete(entry.recordId);
    else await table.put(toLocalRow(entry.collection, { ...current }));
  });
}
