import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';
import { mirroredWriteLockShared } from './mirrored-repository';

export interface KeyRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
}

export interface StoredOutcome {
  method: string;
  path: string;
  status: number;
  /** The response body exactly as it was sent. */
  responseText: string;
}

/**
 * Takes the mirrored-write lock shared (lockMirroredWrites) and claims a key for this transaction,
 * in one statement: the insert's row comes from the lock's call, so the lock is held before the
 * key is written, and a mutation's first two steps cost one round trip. `false` means the key was
 * used before (the first use has committed: a concurrent claim waits on the row until the other
 * transaction ends).
 */
export async function lockAndClaimIdempotencyKey(db: Db, request: KeyRequest): Promise<boolean> {
  // The status and response are placeholders, replaced by storeOutcome before the transaction commits.
  const result = (await db.execute(sql`
    insert into ${idempotencyKeys} (user_id, key, method, path, status, response)
    select ${request.userId}, ${request.key}, ${request.method}, ${request.path}, 0, 'null'::json
    from (select ${mirroredWriteLockShared}) as locked
    on conflict do nothing
    returning key`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function findOutcome(db: Db, userId: string, key: string): Promise<StoredOutcome | undefined> {
  const [row] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      status: idempotencyKeys.status,
      // ::text: the json value's text as stored, so the replay is byte-identical.
      responseText: sql<string>`${idempotencyKeys.response}::text`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function storeOutcome(db: Db, userId: string, key: string, status: number, responseText: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, response: sql`${responseText}::json` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
