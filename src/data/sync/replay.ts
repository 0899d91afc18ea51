import type { MirroredRow, OutboxEntry, PortalDb } from '../db';
import type { RawResponse } from '../api';
import { collectionDef, toLocalRow } from './collections';

/** Sends one request; throws only when the server cannot be reached. */
export type Send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { json?: unknown; headers: Record<string, string> },
) => Promise<RawResponse>;

export type ReplayOutcome =
  /** Nothing left that can be sent now. */
  | { kind: 'idle'; sent: number }
  /** A network error or 5xx: try again at `retryAt` (the queue keeps its order). */
  | { kind: 'retry'; sent: number; retryAt: number }
  /** 401: wait for sign-in; nothing is dropped. */
  | { kind: 'unauthorized'; sent: number };

const MAX_BACKOFF_MS = 60_000;

/** 1 s, 2 s, 4 s … up to a minute, with jitter so that tablets coming online together spread out. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

function request(entry: OutboxEntry, version: number | undefined) {
  const def = collectionDef(entry.collection);
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id };
  if (entry.op !== 'create' && version !== undefined) headers['If-Match'] = String(version);
  const item = `${def.path}/${encodeURIComponent(entry.recordId)}`;
  if (entry.op === 'create') return { method: 'POST' as const, path: def.path, json: entry.body, headers };
  if (entry.op === 'update') return { method: 'PUT' as const, path: item, json: entry.body, headers };
  return { method: 'DELETE' as const, path: item, headers };
}

/** The server accepted the entry: it leaves the queue and the row takes the server's version. */
async function settle(db: PortalDb, entry: OutboxEntry, body: unknown): Promise<void> {
  const table = db.rows(entry.collection);
  await db.transaction('rw', db.outbox, table, async () => {
    await db.outbox.delete(entry.seq!);
    const later = await db.outbox.where('[collection+recordId]').equals([entry.collection, entry.recordId]).count();
    if (entry.op === 'delete') {
      if (later === 0) await table.delete(entry.recordId);
      return;
    }
    const server = body as MirroredRow;
    if (later === 0) {
      // Nothing else queued: the server's copy (normalised, with its version) is the truth.
      await table.put(toLocalRow(entry.collection, { ...server }));
    } else {
      // Later local changes stay on top; they are now based on the server's new version.
      await table.update(entry.recordId, { version: server.version, updatedAt: server.updatedAt });
    }
  });
}

async function stop(db: PortalDb, entry: OutboxEntry, state: 'conflict' | 'rejected', response: RawResponse) {
  const body = (response.body ?? { message: 'serverError' }) as NonNullable<OutboxEntry['error']>['body'];
  await db.outbox.update(entry.seq!, { state, error: { status: response.status, body } });
}

async function postpone(db: PortalDb, entry: OutboxEntry, now: number): Promise<number> {
  const attempts = entry.attempts + 1;
  const retryAt = now + backoffMs(attempts);
  await db.outbox.update(entry.seq!, { attempts, retryAt });
  return retryAt;
}

/**
 * Replays the outbox in order (ARCHITECTURE.md §3). A stopped entry (conflict, rejected) holds back
 * the later entries of its own record only; a network error or 5xx holds back the whole queue, so
 * order is kept.
 */
export async function replay(db: PortalDb, send: Send, now: () => number = Date.now): Promise<ReplayOutcome> {
  let sent = 0;
  for (;;) {
    const entries = await db.outbox.orderBy('seq').toArray();
    const blocked = new Set<string>();
    let progressed = false;
    for (const entry of entries) {
      const key = `${entry.collection}/${entry.recordId}`;
      if (entry.state !== 'pending') {
        blocked.add(key);
        continue;
      }
      if (blocked.has(key)) continue;
      if (entry.retryAt && entry.retryAt > now()) return { kind: 'retry', sent, retryAt: entry.retryAt };

      // If-Match carries the version the change is based on; a create has none to read.
      const row = entry.op === 'create' ? undefined : await db.rows(entry.collection).get(entry.recordId);
      const { method, path, json, headers } = request(entry, row?.version);
      let response: RawResponse;
      try {
        response = await send(method, path, { json, headers });
      } catch {
        return { kind: 'retry', sent, retryAt: await postpone(db, entry, now()) };
      }

      const { status } = response;
      if (status >= 200 && status < 300) {
        await settle(db, entry, response.body);
        sent += 1;
        progressed = true;
      } else if (status === 404 && entry.op === 'delete') {
        // Already gone on the server: the delete has nothing left to do.
        await settle(db, entry, null);
        sent += 1;
        progressed = true;
      } else if (status === 401) {
        return { kind: 'unauthorized', sent };
      } else if (status === 409 || (status === 404 && entry.op === 'update')) {
        // The record changed or vanished on the server meanwhile: the user decides.
        await stop(db, entry, 'conflict', response);
        blocked.add(key);
      } else if (status >= 500 || status === 429 || status === 408) {
        return { kind: 'retry', sent, retryAt: await postpone(db, entry, now()) };
      } else {
        await stop(db, entry, 'rejected', response);
        blocked.add(key);
      }
    }
    // Entries queued while this pass ran are picked up by another pass.
    if (!progressed || (await db.outbox.where('state').equals('pending').count()) === 0) {
      return { kind: 'idle', sent };
    }
  }
}
