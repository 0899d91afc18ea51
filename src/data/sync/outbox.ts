import { v7 as uuidv7 } from 'uuid';
import type { CollectionName } from '../../domain/collections';
import { referencesOf, writeBody } from '../../domain/collection-declarations';
import { recordOnDevice, recordOnWire } from '../../domain/records/form-input';
import type { Tombstone } from '../../domain/sync';
import type { Dependency, MirroredRow, MutationOp, OutboxEntry, OutboxTarget, PortalDb } from '../db';
import { knownVersion, toLocalRow, tombstoneRow } from './collections';

export function newRecordId(): string {
  return uuidv7();
}

export interface EnqueueOptions {
  /** Records this write waits for besides the declared references (a budget code's parent). */
  dependsOn?: Dependency[];
}

/** Files the record refers to (declared `file` references) that are kept on the device, not yet uploaded. */
async function keptFilesOf(db: PortalDb, collectionName: CollectionName, row: MirroredRow): Promise<string[]> {
  const ids = referencesOf(collectionName, row)
    .filter((reference) => reference.target === 'file')
    .map((reference) => reference.id);
  if (ids.length === 0) return [];
  const kept = await db.table('files').bulkGet(ids);
  return ids.filter((_, index) => kept[index] !== undefined);
}

/** Entries for one record, in queue order. */
export function entriesFor(db: PortalDb, target: OutboxTarget, recordId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[collection+recordId]').equals([target, recordId]).sortBy('seq');
}

/**
 * The records a write of `row` must wait for: those it refers to (by its collection's declared
 * references, and `extra`) that still have writes queued on this device.
 */
async function dependenciesOf(
  db: PortalDb,
  collectionName: CollectionName,
  row: MirroredRow,
  extra: Dependency[] = [],
): Promise<Dependency[]> {
  const candidates: Dependency[] = [...extra];
  for (const { target, id } of referencesOf(collectionName, row)) {
    if (target !== 'file') candidates.push({ collection: target as CollectionName, recordId: id });
  }
  const found: Dependency[] = [];
  for (const candidate of candidates) {
    if ((await entriesFor(db, candidate.collection, candidate.recordId)).length > 0) found.push(candidate);
  }
  return found;
}

/**
 * Applies a change to the local mirror and queues it, in one Dexie transaction: the screen shows
 * it at once, and it cannot be shown without being queued (docs/architecture.md §2).
 *
 * A record whose earlier change was rejected (422) is fixed in place: that entry takes the new
 * body and a new mutation id (the old id is bound to its 422 on the server) and waits again; later
 * queued updates of the record carried older bodies, so they go (docs/architecture.md §4.2).
 */
export async function enqueue(
  db: PortalDb,
  collectionName: CollectionName,
  op: MutationOp,
  row: MirroredRow,
  options: EnqueueOptions = {},
): Promise<void> {
  const table = db.rows(collectionName);
  await db.transaction('rw', [db.outbox, table, db.table('files')], async () => {
    const before = (await table.get(row._id)) ?? null;
    const files = op === 'delete' ? [] : await keptFilesOf(db, collectionName, row);
    if (op === 'delete') {
      // The row stays (its version is the delete's If-Match) but leaves the sort indexes, so
      // lists read straight from an index without filtering out deleted rows.
      if (before) await table.update(row._id, { _deleted: 1, _sort: undefined });
    } else {
      // The server version stays what it was: it is the base (If-Match) of the queued change.
      const next: MirroredRow = toLocalRow(collectionName, { ...row, _id: row._id });
      delete next.version;
      delete next.updatedAt;
      delete next._deleted;
      if (before?.version !== undefined) next.version = before.version;
      if (before?.updatedAt !== undefined) next.updatedAt = before.updatedAt;
      if (before?._server !== undefined) next._server = before._server;
      await table.put(next);
    }
    // The body is the wire's: figures in major units (the row keeps them as integers).
    const body = op === 'delete' ? undefined : writeBody(collectionName, recordOnWire(collectionName, row));
    const queued = await entriesFor(db, collectionName, row._id);
    const rejected = queued.find((entry) => entry.state === 'rejected');
    if (rejected && op !== 'delete') {
      await db.outbox.update(rejected.seq!, {
        id: uuidv7(),
        body,
        state: 'pending',
        attempts: 0,
        retryAt: undefined,
        error: undefined,
        files,
      });
      const stale = queued.filter((entry) => entry.seq! > rejected.seq! && entry.op === 'update');
      await db.outbox.bulkDelete(stale.map((entry) => entry.seq!));
      return;
    }
    const dependsOn = op === 'delete' ? [] : await dependenciesOf(db, collectionName, row, options.dependsOn);
    const entry: OutboxEntry = {
      id: uuidv7(),
      collection: collectionName,
      recordId: row._id,
      op,
      before,
      state: 'pending',
      attempts: 0,
      createdAt: Date.now(),
    };
    if (body) entry.body = body;
    if (dependsOn.length) entry.dependsOn = dependsOn;
    if (files.length) entry.files = files;
    await db.outbox.add(entry);
  });
}

type ServerState = Record<string, unknown> | Tombstone;

const isTombstone = (state: ServerState): state is Tombstone => (state as Tombstone).deleted === true;

/**
 * The newest state of a record the device has seen from the server: the version a queued change
 * was based on, what a pull set aside behind queued changes (`_server`), or a 409's `current`.
 */
function newestServerState(collectionName: CollectionName, row: MirroredRow | undefined, entries: OutboxEntry[]): ServerState | null {
  const candidates: ServerState[] = [];
  if (row?._server) candidates.push(row._server);
  for (const entry of entries) {
    const current = entry.error?.body.current as ServerState | undefined;
    // A 409's `current` is kept as the server answered it (major units): the device's integers for the mirror.
    if (current && typeof current.version === 'number') candidates.push(isTombstone(current) ? current : recordOnDevice(collectionName, current));
    if (entry.before?.version !== undefined) candidates.push(entry.before);
  }
  let newest: ServerState | null = null;
  for (const candidate of candidates) {
    if (!newest || Number(candidate.version) > Number(newest.version)) newest = candidate;
  }
  return newest;
}

/** Puts the newest known server state of a record in place of the local changes just dropped. */
async function restoreServerState(db: PortalDb, collectionName: CollectionName, recordId: string, state: ServerState | null) {
  const table = db.rows(collectionName);
  if (!state) await table.delete(recordId);
  else if (isTombstone(state)) await table.put(tombstoneRow(recordId, state.version));
  else await table.put(toLocalRow(collectionName, { ...state, _id: recordId }));
}

/**
 * The user gives up a change (stopped, stuck or waiting): it leaves the queue. When no other
 * change of the record remains, the record shows the newest server state the device knows — not
 * the older copy from before the change — and the engine re-reads it from the server (docs/architecture.md §4.2).
 * Returns whether the record should be re-read.
 */
export async function discard(db: PortalDb, seq: number): Promise<{ collection: OutboxTarget; recordId: string } | null> {
  return db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return null;
    const all = await entriesFor(db, entry.collection, entry.recordId);
    await db.outbox.delete(seq);
    if (entry.collection === 'notepad') return null;
    if (all.length > 1) return null; // later changes to the record still stand on top
    const row = await db.rows(entry.collection).get(entry.recordId);
    await restoreServerState(db, entry.collection, entry.recordId, newestServerState(entry.collection, row, all));
    return { collection: entry.collection, recordId: entry.recordId };
  });
}

/**
 * 409: the user keeps theirs on top of the server's current version; the entry is retried. When
 * the record was deleted on the server meanwhile, "keep mine" creates it again under a new id
 * (ids are never reused) with the device's current fields (docs/architecture.md §4.2); returns that id.
 */
export async function keepMine(db: PortalDb, seq: number): Promise<string | null> {
  return db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.state !== 'conflict' || entry.collection === 'notepad') return null;
    const table = db.rows(entry.collection);
    const current = entry.error?.body.current as ServerState | undefined;
    if (!current || isTombstone(current)) {
      const row = await table.get(entry.recordId);
      // The queued body is the wire's (major units): back to the device's integers first.
      const fields = { ...(row ?? {}), ...recordOnDevice(entry.collection, entry.body ?? {}) } as MirroredRow;
      const recordId = newRecordId();
      const all = await entriesFor(db, entry.collection, entry.recordId);
      await db.outbox.bulkDelete(all.map((other) => other.seq!));
      await table.put(tombstoneRow(entry.recordId, Number(current?.version ?? knownVersion(row))));
      const next = toLocalRow(entry.collection, { ...fields, _id: recordId });
      delete next.version;
      delete next.updatedAt;
      delete next._server;
      delete next._deleted;
      await table.put(next);
      await db.outbox.add({
        id: uuidv7(),
        collection: entry.collection,
        recordId,
        op: 'create',
        body: writeBody(entry.collection, recordOnWire(entry.collection, next)),
        before: null,
        state: 'pending',
        attempts: 0,
        createdAt: Date.now(),
        ...(entry.files ? { files: entry.files } : {}),
      });
      return recordId;
    }
    await table.update(entry.recordId, { version: Number(current.version), _server: undefined });
    await db.outbox.update(seq, { state: 'pending', attempts: 0, retryAt: undefined, error: undefined, id: uuidv7() });
    return entry.recordId;
  });
}

/**
 * 409: the user takes the server's version; every queued change to the record is dropped and the
 * newest server state known replaces them (the engine re-reads it from the server too).
 */
export async function takeTheirs(db: PortalDb, seq: number): Promise<{ collection: OutboxTarget; recordId: string } | null> {
  return db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.state !== 'conflict' || entry.collection === 'notepad') return null;
    const all = await entriesFor(db, entry.collection, entry.recordId);
    await db.outbox.bulkDelete(all.map((other) => other.seq!));
    const row = await db.rows(entry.collection).get(entry.recordId);
    await restoreServerState(db, entry.collection, entry.recordId, newestServerState(entry.collection, row, all));
    return { collection: entry.collection, recordId: entry.recordId };
  });
}

/**
 * A record as the server has it now (a re-read after discard or take-theirs), applied unless the
 * device knows a newer version or has queued changes again meanwhile. `null` means gone (404).
 */
export async function applyServerRecord(
  db: PortalDb,
  collectionName: CollectionName,
  recordId: string,
  record: Record<string, unknown> | null,
): Promise<void> {
  const table = db.rows(collectionName);
  await db.transaction('rw', [db.outbox, table], async () => {
    if ((await entriesFor(db, collectionName, recordId)).length > 0) return;
    const local = await table.get(recordId);
    if (!record) {
      if (local && !local._deleted) await table.put(tombstoneRow(recordId, knownVersion(local)));
      return;
    }
    if (Number(record.version) < knownVersion(local)) return;
    await table.put(toLocalRow(collectionName, { ...record, _id: recordId }));
  });
}
