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
      // ::text: the json value's text as stored, so the replay is byte-identical.
      responseText: sql<string>`${idempotencyKeys.response}::text`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}
