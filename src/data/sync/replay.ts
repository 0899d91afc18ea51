import type { Table } from 'dexie';
import type { CollectionName } from '../../domain/collections';
import { collection } from '../../domain/collection-declarations';
import { recordOnDevice } from '../../domain/records/form-input';
import { PUSH_MAX_BYTES, PUSH_MAX_CHANGES, PUSH_PATH, type PushChange, type PushResponse } from '../../domain/sync';
import type { ErrorBody } from '../../domain/validation';
import type { RawResponse } from '../api';
import type { MirroredRow, OutboxEntry, PortalDb } from '../db';
import { knownVersion, toLocalRow, tombstoneRow } from './collections';

/** Sends one request; throws only when the server cannot be reached. */
export type Send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { json?: unknown; headers: Record<string, string> },
) => Promise<RawResponse>;

/** Files picked on the device, as the replay needs them (docs/architecture.md §5; src/data/files.ts). */
export interface KeptFiles {
  /**
   * Uploads a kept file before the entry that refers to it: `uploaded` (now or earlier), `retry`
   * when the server cannot be reached or failed (5xx), or the server's refusal.
   */
  upload(fileId: string): Promise<{ kind: 'uploaded' } | { kind: 'retry' } | { kind: 'refused'; status: number; body: ErrorBody }>;
  /** The entry referring to these files was acknowledged: drop the copies nothing queued needs. */
  release(fileIds: string[]): Promise<void>;
}

export type ReplayOutcome =
  /** Nothing left that can be sent now; `nextRetryAt` is when a stuck entry may be tried again. */
  | { kind: 'idle'; sent: number; nextRetryAt?: number }
  /** The server cannot be reached, or a 5xx that has not yet made its entry stuck: try again later. */
  | { kind: 'retry'; sent: number; retryAt: number; unreachable: boolean }
  /** 401: wait for sign-in; nothing is dropped. `userChanged`: the session belongs to another user. */
  | { kind: 'unauthorized'; sent: number; userChanged: boolean };

const MAX_BACKOFF_MS = 60_000;
/** How often a queue that cannot reach the server looks again (the `online` event comes sooner). */
export const UNREACHABLE_RETRY_MS = 5_000;
/** 5xx answers in a row after which an entry is `stuck` and stops holding back the rest. */
export const STUCK_AFTER_ATTEMPTS = 3;

/** 1 s, 2 s, 4 s … up to a minute, with jitter so that tablets coming online together spread out. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The notepad is one document per user, written whole (docs/architecture.md §6: POST /notepad). */
function documentRequest(entry: OutboxEntry) {
  return { method: 'POST' as const, path: 'notepad', json: entry.body, headers: { 'Idempotency-Key': entry.id } };
}

function request(entry: OutboxEntry, version: number | undefined) {
  if (entry.collection === 'notepad') return documentRequest(entry);
  const { path } = collection(entry.collection);
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id };
  if (entry.op !== 'create' && version !== undefined) headers['If-Match'] = String(version);
  const item = `${path}/${encodeURIComponent(entry.recordId)}`;
  if (entry.op === 'create') return { method: 'POST' as const, path, json: entry.body, headers };
  if (entry.op === 'update') return { method: 'PUT' as const, path: item, json: entry.body, headers };
  return { method: 'DELETE' as const, path: item, headers };
}

const keyOf = (target: string, recordId: string) => `${target}/${recordId}`;

/** A key of the outbox's `[collection+recordId]` index, as Dexie reads it back: a collection (or notepad) and a record id. */
const isTargetKey = (key: unknown): key is readonly [string, string] =>
  Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && typeof key[1] === 'string';

/** An entry the server accepted, with its answer, waiting to be written (settleAll). */
interface Acknowledgement {
  entry: OutboxEntry;
  body: unknown;
}

/** Acknowledgements written together: at most this many, and none waits longer than this. */
const ACKNOWLEDGE_BATCH = 25;
const ACKNOWLEDGE_WITHIN_MS = 250;

/**
 * The server accepted these entries: they leave the queue and their records take the server's
 * versions, in one transaction, with one request per store where one per entry would do.
 */
async function settleAll(db: PortalDb, acknowledgements: Acknowledgement[]): Promise<void> {
  const notepad: OutboxEntry[] = [];
  const mirrored: { entry: OutboxEntry; collection: CollectionName; server: MirroredRow | null }[] = [];
  for (const { entry, body } of acknowledgements) {
    if (entry.collection === 'notepad') notepad.push(entry);
    else mirrored.push({ entry, collection: entry.collection, server: body as MirroredRow | null });
  }
  const tables = new Set<Table>([db.outbox]);
  for (const { collection } of mirrored) tables.add(db.rows(collection));
  await db.transaction('rw', [...tables], async () => {
    for (const entry of notepad) {
      // An edit made while this one was in flight replaced its body and id: that one still goes.
      const current = await db.outbox.get(entry.seq!);
      if (current?.id === entry.id) await db.outbox.delete(entry.seq!);
    }
    if (mirrored.length === 0) return;
    await db.outbox.bulkDelete(mirrored.map(({ entry }) => entry.seq!));
    // Records with later changes still queued: those changes stay on top of the server's copy.
    const recordKeys = mirrored.map(({ entry }) => [entry.collection, entry.recordId]);
    const queuedKeys = await db.outbox.where('[collection+recordId]').anyOf(recordKeys).keys();
    const queued = new Set<string>();
    for (const key of queuedKeys) if (isTargetKey(key)) queued.add(keyOf(key[0], key[1]));
    const puts = new Map<CollectionName, MirroredRow[]>();
    const put = (target: CollectionName, row: MirroredRow) => {
      const rows = puts.get(target);
      if (rows) rows.push(row);
      else puts.set(target, [row]);
    };
    for (const { entry, collection, server } of mirrored) {
      const table = db.rows(collection);
      const later = queued.has(keyOf(collection, entry.recordId));
      if (entry.op === 'delete') {
        // A tombstone with the delete's version, so an older state pulled late cannot return.
        if (!later) {
          const version = server?.version ?? knownVersion(await table.get(entry.recordId));
          put(collection, tombstoneRow(entry.recordId, Number(version)));
        }
      } else if (server && !later) {
        // Nothing else queued: the server's copy (normalised, with its version) is the truth.
        put(collection, toLocalRow(collection, recordOnDevice(collection, { ...server })));
      } else if (server) {
        // Later local changes stay on top; they are now based on the server's new version.
        const row = await table.get(entry.recordId);
        const stale = row?._server && Number(row._server.version) <= Number(server.version);
        await table.update(entry.recordId, { version: server.version, updatedAt: server.updatedAt, ...(stale ? { _server: undefined } : {}) });
      }
    }
    for (const [target, rows] of puts) await db.rows(target).bulkPut(rows);
  });
}

/**
 * The entry stops for the user. A create refused (422, or its file refused) leaves a record the
 * server does not have: it is marked `_refused` in the same transaction, so that no balance,
 * report or card counts it from then on (collections.ts: `counts`).
 */
async function stop(db: PortalDb, entry: OutboxEntry, state: 'conflict' | 'rejected', status: number, body: unknown) {
  const error = { status, body: (body ?? { message: 'serverError' }) as NonNullable<OutboxEntry['error']>['body'] };
  if (state !== 'rejected' || entry.op !== 'create' || entry.collection === 'notepad') {
    await db.outbox.update(entry.seq!, { state, error, lastAttemptAt: Date.now() });
    return;
  }
  const table = db.rows(entry.collection);
  await db.transaction('rw', [db.outbox, table], async () => {
    await db.outbox.update(entry.seq!, { state, error, lastAttemptAt: Date.now() });
    await table.update(entry.recordId, { _refused: 1 });
  });
}

/** A 5xx: count it; past a few in a row the entry is stuck and no longer holds back the queue. */
async function failed(db: PortalDb, entry: OutboxEntry, response: RawResponse, now: number) {
  const attempts = entry.attempts + 1;
  const retryAt = now + backoffMs(attempts);
  const state = entry.state === 'stuck' || attempts >= STUCK_AFTER_ATTEMPTS ? 'stuck' : 'pending';
  const body = (response.body ?? { message: 'serverError' }) as NonNullable<OutboxEntry['error']>['body'];
  await db.outbox.update(entry.seq!, { attempts, retryAt, state, lastAttemptAt: now, error: { status: response.status, body } });
  return { state, retryAt };
}

/** What one answer did to its entry. */
type Handled =
  | { kind: 'acknowledged' }
  | { kind: 'stopped' }
  | { kind: 'unauthorized'; userChanged: boolean }
  | { kind: 'failed'; pending: boolean; retryAt: number };

/** Transports whose server answered 404 to the batched push: they get one change per request (docs/architecture.md §4.3). */
const pushNotOffered = new WeakSet<Send>();

export interface ReplayOptions {
  /** Send queued changes in batches when the server offers them (default), or one per request. */
  batch?: boolean;
}

/** Room left in a push's body for its envelope. */
const PUSH_ENVELOPE_BYTES = 1024;
const encoder = new TextEncoder();

/**
 * Replays the outbox in queue order (docs/architecture.md §4.2, §4.3).
 * - An entry waits while an earlier entry of its record, or of a record it depends on, is still
 *   queued; a stopped (conflict, rejected) or stuck entry holds back only those, the rest goes on.
 * - The server unreachable, or a 5xx not yet stuck, holds back the whole queue so order is kept.
 * - Files the entry refers to are uploaded first.
 * - When the server offers it, what can go now goes in batched pushes (`POST /api/sync/push`):
 *   a record's later entries and the entries depending on it ride in the same push right behind
 *   it, and each result is handled as the single answer would be. Else one change per request.
 */
export async function replay(
  db: PortalDb,
  send: Send,
  now: () => number = Date.now,
  keptFiles?: KeptFiles,
  options: ReplayOptions = {},
): Promise<ReplayOutcome> {
  let sent = 0;
  /**
   * Acknowledgements are written while the next requests are on their way, and several in one
   * transaction (up to ACKNOWLEDGE_BATCH, or those of ACKNOWLEDGE_WITHIN_MS): the local work
   * (outbox deletes, the server's copies into the mirror) overlaps the network instead of adding to
   * it, and a device pays a transaction's commit once per batch, not once per change. A crash
   * before a batch is written sends its entries again, and their Idempotency-Keys answer with the
   * stored responses: nothing is applied twice. Batches are written in queue order, one after the
   * other, and every pass and every outcome waits for them.
   */
  let settling: Promise<void> = Promise.resolve();
  /** A failed acknowledgement stops the rest and is thrown where replay waits for them. */
  let settleError: unknown;
  let batch: Acknowledgement[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  const writeBatch = () => {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    if (batch.length === 0) return;
    const acknowledgements = batch;
    batch = [];
    settling = settling.then(async () => {
      if (settleError !== undefined) return;
      try {
        await settleAll(db, acknowledgements);
        for (const { entry } of acknowledgements) if (entry.files?.length) await keptFiles?.release(entry.files);
      } catch (error) {
        settleError = error;
      }
    });
  };
  const acknowledge = (acknowledgement: Acknowledgement) => {
    batch.push(acknowledgement);
    if (batch.length >= ACKNOWLEDGE_BATCH) writeBatch();
    else batchTimer ??= setTimeout(writeBatch, ACKNOWLEDGE_WITHIN_MS);
  };
  const settled = async () => {
    writeBatch();
    await settling;
    if (settleError !== undefined) throw settleError;
  };
  const finish = async (outcome: ReplayOutcome): Promise<ReplayOutcome> => {
    await settled();
    return outcome;
  };
  const unreachable = (): ReplayOutcome => ({ kind: 'retry', sent, retryAt: now() + UNREACHABLE_RETRY_MS, unreachable: true });

  /** One answer (a single request's, or one result of a push) applied to its entry. */
  const handle = async (entry: OutboxEntry, version: number | undefined, response: RawResponse): Promise<Handled> => {
    const { status, body } = response;
    if ((status >= 200 && status < 300) || (status === 404 && entry.op === 'delete')) {
      // A 404 to a delete: already gone on the server, nothing left to do. The record's later
      // entries (and those depending on it) stay behind until the next pass, after this
      // acknowledgement is written.
      acknowledge({ entry, body: status === 404 ? null : body });
      sent += 1;
      return { kind: 'acknowledged' };
    }
    if (status === 401) return { kind: 'unauthorized', userChanged: (body as ErrorBody | null)?.message === 'userChanged' };
    if (status === 409 && (body as { current?: unknown } | null)?.current !== undefined) {
      // Changed on the server meanwhile: the user decides. A 409 without the current record is
      // a refusal with a reason (a code with children, a record in use): rejected, below.
      await stop(db, entry, 'conflict', status, body);
    } else if (status === 404 && entry.op === 'update') {
      // Deleted on the server meanwhile (and purged, or never visible): a conflict the user can
      // resolve by creating the record again.
      const current = { _id: entry.recordId, deleted: true, version: version ?? 0 };
      await stop(db, entry, 'conflict', 409, { message: 'conflict', current });
    } else if (status >= 500 || status === 429 || status === 408) {
      const { state, retryAt } = await failed(db, entry, response, now());
      return { kind: 'failed', pending: state === 'pending', retryAt };
    } else {
      await stop(db, entry, 'rejected', status, body);
    }
    return { kind: 'stopped' };
  };

  /** Uploads the entry's kept files: `retry` when the server cannot be reached, or the refusal. */
  const uploadFiles = async (entry: OutboxEntry): Promise<'uploaded' | 'retry' | { status: number; body: unknown }> => {
    for (const fileId of entry.files ?? []) {
      if (!keptFiles) break;
      const upload = await keptFiles.upload(fileId);
      if (upload.kind === 'retry') return 'retry';
      if (upload.kind === 'refused') return { status: upload.status, body: upload.body };
    }
    return 'uploaded';
  };

  try {
    for (;;) {
      const entries = await db.outbox.orderBy('seq').toArray();
      /** Records with an entry still queued ahead in this pass (and not in the open push): later entries of them wait. */
      const ahead = new Set<string>();
      let progressed = false;
      let nextRetryAt: number | undefined;
      const batched = options.batch !== false && !pushNotOffered.has(send);

      /** The open push: its entries, their changes, and the index of each record's last entry in it. */
      let open: { entry: OutboxEntry; version: number | undefined; change: PushChange }[] = [];
      const inPush = new Map<string, number>();
      let openBytes = 0;
      /**
       * Sends the open push and applies each result as its single answer. Returns the outcome that
       * ends the pass, `restart` when the push is not offered (the pass runs again one per request).
       */
      const flush = async (): Promise<ReplayOutcome | 'restart' | undefined> => {
        if (open.length === 0) return undefined;
        const items = open;
        open = [];
        for (const key of inPush.keys()) ahead.add(key);
        inPush.clear();
        openBytes = 0;
        if (settleError !== undefined) await settled();
        let response: RawResponse;
        try {
          response = await send('POST', PUSH_PATH, { json: { changes: items.map((item) => item.change) }, headers: {} });
        } catch {
          return unreachable();
        }
        if (response.status === 404 || response.status === 413) {
          // No push on this server (or a smaller cap than ours): one change per request from now on.
          pushNotOffered.add(send);
          return 'restart';
        }
        const results = response.status === 200 ? (response.body as PushResponse | null)?.results : undefined;
        // Any other answer to the push as a whole is the first entry's, as if it had gone alone.
        const answers: (RawResponse | undefined)[] =
          Array.isArray(results) && results.length === items.length
            ? results
            : [response.status === 200 ? { status: 502, body: { message: 'serverError' } } : response];
        let unauthorized: ReplayOutcome | undefined;
        let retryAt: number | undefined;
        for (const [index, item] of items.entries()) {
          const answer = answers[index];
          // 424: not run, an entry it depends on did not succeed; it waits behind that one as before.
          if (!answer || answer.status === 424) continue;
          const handled = await handle(item.entry, item.version, answer);
          if (handled.kind === 'acknowledged') progressed = true;
          else if (handled.kind === 'unauthorized') unauthorized ??= { kind: 'unauthorized', sent, userChanged: handled.userChanged };
          else if (handled.kind === 'failed' && handled.pending) retryAt = Math.min(retryAt ?? Infinity, handled.retryAt);
          else if (handled.kind === 'failed') nextRetryAt = Math.min(nextRetryAt ?? Infinity, handled.retryAt);
        }
        if (unauthorized) return { ...unauthorized, sent };
        if (retryAt !== undefined) return { kind: 'retry', sent, retryAt, unreachable: false };
        return undefined;
      };
      /** Ends the pass after sending what the push holds: `retry` or whatever the push's answers end it with. */
      const flushThen = async (outcome: ReplayOutcome): Promise<ReplayOutcome | 'restart'> => {
        const flushed = await flush();
        if (flushed === 'restart') return 'restart';
        return flushed ?? { ...outcome, sent };
      };

      let restart = false;
      for (const entry of entries) {
        const key = keyOf(entry.collection, entry.recordId);
        const deps = (entry.dependsOn ?? []).map((dep) => keyOf(dep.collection, dep.recordId));
        const waiting = ahead.has(key) || deps.some((dep) => ahead.has(dep));
        if (waiting || entry.state === 'conflict' || entry.state === 'rejected') {
          ahead.add(key);
          continue;
        }
        if (entry.retryAt && entry.retryAt > now()) {
          ahead.add(key);
          if (entry.state === 'pending') {
            const outcome = await flushThen({ kind: 'retry', sent, retryAt: entry.retryAt, unreachable: false });
            if (outcome === 'restart') {
              restart = true;
              break;
            }
            return finish(outcome);
          }
          nextRetryAt = Math.min(nextRetryAt ?? Infinity, entry.retryAt);
          continue;
        }

        const files = await uploadFiles(entry);
        if (files === 'retry') {
          const outcome = batched ? await flushThen(unreachable()) : unreachable();
          if (outcome === 'restart') {
            restart = true;
            break;
          }
          return finish(outcome);
        }
        if (files !== 'uploaded') {
          ahead.add(key);
          await stop(db, entry, 'rejected', files.status, files.body);
          continue;
        }

        // If-Match carries the version the change is based on; a create has none to read.
        const row =
          entry.op === 'create' || entry.collection === 'notepad' ? undefined : await db.rows(entry.collection).get(entry.recordId);
        const { method, path, json, headers } = request(entry, row?.version);

        if (batched) {
          const change: PushChange = { method, path: `/api/${path}`, idempotencyKey: entry.id };
          if (json !== undefined) change.body = json;
          const before = inPush.get(key);
          if (before !== undefined && entry.op !== 'create' && entry.collection !== 'notepad') change.ifMatchFrom = before;
          else if (entry.op !== 'create' && entry.collection !== 'notepad' && row?.version !== undefined) change.ifMatch = Number(row.version);
          const dependsOn = [...new Set([before, ...deps.map((dep) => inPush.get(dep))].filter((at) => at !== undefined))];
          if (dependsOn.length > 0) change.dependsOn = dependsOn;
          const bytes = encoder.encode(JSON.stringify(change)).length;
          if (open.length > 0 && (open.length >= PUSH_MAX_CHANGES || openBytes + bytes > PUSH_MAX_BYTES - PUSH_ENVELOPE_BYTES)) {
            // Full: send it; what this entry waits for in it is acknowledged on the next pass.
            const flushed = await flush();
            if (flushed === 'restart') {
              restart = true;
              break;
            }
            if (flushed) return finish(flushed);
            if (before !== undefined || deps.some((dep) => ahead.has(dep))) {
              ahead.add(key);
              continue;
            }
            delete change.dependsOn;
          }
          inPush.set(key, open.length);
          open.push({ entry, version: row?.version, change });
          openBytes += bytes;
          continue;
        }

        ahead.add(key);
        // A batch that could not be written stops the pass: what follows would be sent for nothing.
        if (settleError !== undefined) await settled();
        let response: RawResponse;
        try {
          response = await send(method, path, { json, headers });
        } catch {
          // Never reached the server: not the entry's fault, so no attempt is counted.
          return finish(unreachable());
        }
        const handled = await handle(entry, row?.version, response);
        if (handled.kind === 'acknowledged') progressed = true;
        else if (handled.kind === 'unauthorized') return finish({ kind: 'unauthorized', sent, userChanged: handled.userChanged });
        else if (handled.kind === 'failed' && handled.pending) return finish({ kind: 'retry', sent, retryAt: handled.retryAt, unreachable: false });
        else if (handled.kind === 'failed') nextRetryAt = Math.min(nextRetryAt ?? Infinity, handled.retryAt);
      }
      if (!restart) {
        const flushed = await flush();
        if (flushed === 'restart') restart = true;
        else if (flushed) return finish(flushed);
      }
      await settled();
      if (restart) continue;
      // Entries queued while this pass ran are picked up by another pass.
      if (!progressed) return nextRetryAt === undefined ? { kind: 'idle', sent } : { kind: 'idle', sent, nextRetryAt };
    }
  } finally {
    // Thrown out of a pass: what the server acknowledged is still written, inside the caller's
    // lock, before replay ends (its own failure stays behind the one thrown).
    writeBatch();
    await settling;
  }
}
