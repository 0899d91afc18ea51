import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';

export interface KeyRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  /** The stable hash of the request's body (server/sync/mutation.ts). */
  bodyHash: string;
}

export interface StoredOutcome {
  method: string;
  path: string;
  status: number;
  /** The first request's body hash; null for a key stored before hashes were kept (it replays whatever the body). */
  bodyHash: string | null;
  /** The response body exactly as it was sent. */
  responseText: string;
}

/**
 * Stores a mutation's outcome under its key, in the mutation's transaction, if the key is free:
 * `false` when another use of the key has stored its outcome (a concurrent use holds the key's row
 * until its transaction ends: this waits for it, and is `false` if it committed).
 */
export async function storeFirstOutcome(db: Db, request: KeyRequest, status: number, responseText: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...request, status, response: sql`${responseText}::json` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findOutcome(db: Db, userId: string, key: string): Promise<StoredOutcome | undefined> {
  const [row] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      status: idempotencyKeys.status,
      bodyHash: idempotencyKeys.bodyHash,
      // ::text: the json value's text as stored, so the replay is byte-identical.
      responseText: sql<string>`${idempotencyKeys.response}::text`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/**
 * How long a key answers its retries: 90 days, far beyond a week offline. A retry after that
 * still cannot apply twice: the device's creates carry their own `_id` (409 with the record),
 * updates and deletes their `If-Match` version (409, or 404 for what is already deleted).
 */
export const KEY_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Forgets the outcomes stored before `before` (the `created_at` index serves the range). */
export async function deleteOutcomesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
