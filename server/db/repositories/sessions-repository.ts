import { and, eq, gt, lte } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth';
import type { Db } from '../client';
import { sessions, users } from '../schema';

/** `id` is already the SHA-256 of the cookie token; the token itself is never stored. */
export async function insertSession(db: Db, session: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The user of a session that has not expired yet. */
export async function findSessionUser(db: Db, id: string, now: Date): Promise<User | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  return row && { _id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
