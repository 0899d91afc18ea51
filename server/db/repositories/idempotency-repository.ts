import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';

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
 * Claims a key for this transaction. `false` means the key was used before (the first use has
 * committed: a concurrent claim waits on the row until the other transaction ends).
 */
export async function claimIdempotencyKey(db: Db, request: KeyRequest): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    // Placeholders, replaced by storeOutcome before the transaction commits.
    .values({ ...request, status: 0, response: sql`'null'::json` })
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
