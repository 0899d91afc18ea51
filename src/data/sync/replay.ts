import { collection } from '../../domain/collections';
import type { ErrorBody } from '../../domain/validation';
import type { RawResponse } from '../api';
import type { MirroredRow, OutboxEntry, OutboxTarget, PortalDb } from '../db';
import { knownVersion, toLocalRow, tombstoneRow } from './collections';

/** Sends one request; throws only when the server cannot be reached. */
export type Send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { json?: unknown; headers: Record<string, string> },
) => Promise<RawResponse>;

/** Files picked on the device, as the replay needs them (§3.4; src/data/files.ts). */
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

/** The notepad is one document per user, written whole (SPEC §7: POST /notepad). */
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

/** The server accepted the entry: it leaves the queue and the row takes the server's version. */
async function settle(db: PortalDb, entry: OutboxEntry, body: unknown): Promise<void> {
  if (entry.collection === 'notepad') {
    await db.transaction('rw', db.outbox, db.meta, async () => {
      // An edit made while this one was in flight replaced its body and id: that one still goes.
      const current = await db.outbox.get(entry.seq!);
      if (current?.id === entry.id) await db.outbox.delete(entry.seq!);
    });
    return;
  }
  const table = db.rows(entry.collection);
  await db.transaction('rw', db.outbox, table, async () => {
    await db.outbox.delete(entry.seq!);
    const later = await db.outbox.where('[collection+recordId]').equals([entry.collection, entry.recordId]).count();
    const server = body as MirroredRow | null;
    if (entry.op === 'delete') {
      // A tombstone with the delete's version, so an older state pulled late cannot return.
      const local = await table.get(entry.recordId);
      if (later === 0) await table.put(tombstoneRow(entry.recordId, Number(server?.version ?? knownVersion(local))));
      return;
    }
    if (!server) return;
    if (later === 0) {
      // Nothing else queued: the server's copy (normalised, with its version) is the truth.
      await table.put(toLocalRow(entry.collection as never, { ...server }));
    } else {
      // Later local changes stay on top; they are now based on the server's new version.
      const row = await table.get(entry.recordId);
      const stale = row?._server && Number(row._server.version) <= Number(server.version);
      await table.update(entry.recordId, { version: server.version, updatedAt: server.updatedAt, ...(stale ? { _server: undefined } : {}) });
    }
  });
}

async function stop(db: PortalDb, entry: OutboxEntry, state: 'conflict' | 'rejected', status: number, body: unknown) {
  const error = { status, body: (body ?? { message: 'serverError' }) as NonNullable<OutboxEntry['error']>['body'] };
  await db.outbox.update(entry.seq!, { state, error, lastAttemptAt: Date.now() });
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

const keyOf = (target: OutboxTarget, recordId: string) => `${target}/${recordId}`;

/**
 * Replays the outbox in queue order (ARCHITECTURE.md §3.3).
 * - An entry waits while an earlier entry of its record, or of a record it depends on, is still
 *   queued; a stopped (conflict, rejected) or stuck entry holds back only those, the rest goes on.
 * - The server unreachable, or a 5xx not yet stuck, holds back the whole queue so order is kept.
 * - Files the entry refers to are uploaded first.
 */
export async function replay(
  db: PortalDb,
  send: Send,
  now: () => number = Date.now,
  keptFiles?: KeptFiles,
): Promise<ReplayOutcome> {
  let sent = 0;
  /**
   * Acknowledgements are written while the next request is on its way: the local transaction
   * (outbox delete, the server's copy into the mirror) overlaps the network instead of adding to
   * it. A crash in between sends an acknowledged entry again, and its Idempotency-Key answers with
   * the stored response: nothing is applied twice. They are written in queue order, one after the
   * other, and every pass and every outcome waits for them.
   */
  let settling: Promise<void> = Promise.resolve();
  /** A failed acknowledgement stops the rest and is thrown where replay waits for them. */
  let settleError: unknown;
  const acknowledge = (work: () => Promise<void>) => {
    settling = settling.then(async () => {
      if (settleError !== undefined) return;
      try {
        await work();
      } catch (error) {
        settleError = error;
      }
    });
  };
  const settled = async () => {
    await settling;
    if (settleError !== undefined) throw settleError;
  };
  const finish = async (outcome: ReplayOutcome): Promise<ReplayOutcome> => {
    await settled();
    return outcome;
  };
  for (;;) {
    const entries = await db.outbox.orderBy('seq').toArray();
    /** Records with an entry still queued ahead in this pass: later entries of them wait. */
    const ahead = new Set<string>();
    let progressed = false;
    let nextRetryAt: number | undefined;
    for (const entry of entries) {
      const key = keyOf(entry.collection, entry.recordId);
      const waiting =
        ahead.has(key) || (entry.dependsOn ?? []).some((dep) => ahead.has(keyOf(dep.collection, dep.recordId)));
      ahead.add(key);
      if (waiting || entry.state === 'conflict' || entry.state === 'rejected') continue;
      if (entry.retryAt && entry.retryAt > now()) {
        if (entry.state === 'pending') return finish({ kind: 'retry', sent, retryAt: entry.retryAt, unreachable: false });
        nextRetryAt = Math.min(nextRetryAt ?? Infinity, entry.retryAt);
        continue;
      }

      let refusal: { status: number; body: unknown } | undefined;
      for (const fileId of entry.files ?? []) {
        if (!keptFiles) break;
        const upload = await keptFiles.upload(fileId);
        if (upload.kind === 'retry') return finish({ kind: 'retry', sent, retryAt: now() + UNREACHABLE_RETRY_MS, unreachable: true });
        if (upload.kind === 'refused') {
          refusal = { status: upload.status, body: upload.body };
          break;
        }
      }
      if (refusal) {
        await stop(db, entry, 'rejected', refusal.status, refusal.body);
        continue;
      }

      // If-Match carries the version the change is based on; a create has none to read.
      const row =
        entry.op === 'create' || entry.collection === 'notepad' ? undefined : await db.rows(entry.collection).get(entry.recordId);
      const { method, path, json, headers } = request(entry, row?.version);
      let response: RawResponse;
      try {
        response = await send(method, path, { json, headers });
      } catch {
        // Never reached the server: not the entry's fault, so no attempt is counted.
        return finish({ kind: 'retry', sent, retryAt: now() + UNREACHABLE_RETRY_MS, unreachable: true });
      }

      const { status, body } = response;
      if ((status >= 200 && status < 300) || (status === 404 && entry.op === 'delete')) {
        // A 404 to a delete: already gone on the server, nothing left to do. The record's later
        // entries (and those depending on it) stay behind `ahead` until the next pass, after this
        // acknowledgement is written.
        acknowledge(async () => {
          await settle(db, entry, status === 404 ? null : body);
          if (entry.files?.length) await keptFiles?.release(entry.files);
        });
        sent += 1;
        progressed = true;
      } else if (status === 401) {
        return finish({ kind: 'unauthorized', sent, userChanged: (body as ErrorBody | null)?.message === 'userChanged' });
      } else if (status === 409 && (body as { current?: unknown } | null)?.current !== undefined) {
        // Changed on the server meanwhile: the user decides. A 409 without the current record is
        // a refusal with a reason (a code with children, a record in use): rejected, below.
        await stop(db, entry, 'conflict', status, body);
      } else if (status === 404 && entry.op === 'update') {
        // Deleted on the server meanwhile (and purged, or never visible): a conflict the user can
        // resolve by creating the record again.
        const current = { _id: entry.recordId, deleted: true, version: row?.version ?? 0 };
        await stop(db, entry, 'conflict', 409, { message: 'conflict', current });
      } else if (status >= 500 || status === 429 || status === 408) {
        const { state, retryAt } = await failed(db, entry, response, now());
        if (state === 'pending') return finish({ kind: 'retry', sent, retryAt, unreachable: false });
        nextRetryAt = Math.min(nextRetryAt ?? Infinity, retryAt);
      } else {
        await stop(db, entry, 'rejected', status, body);
      }
    }
    await settled();
    // Entries queued while this pass ran are picked up by another pass.
    if (!progressed) return nextRetryAt === undefined ? { kind: 'idle', sent } : { kind: 'idle', sent, nextRetryAt };
  }
}
