import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth';
import type { ScopeGrant } from '../../../src/domain/sync';
import type { Db } from '../client';
import { sessions, userSirket, users } from '../schema';

/** `id` is already the SHA-256 of the cookie token; the token itself is never stored. */
export async function insertSession(db: Db, session: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

function sessionUserQuery(db: Db) {
  const granted = sql`(select json_agg(json_build_object('_id', ${userSirket.sirketId}, 'yetki', ${userSirket.yetki}))
    from ${userSirket} where ${userSirket.userId} = ${users.id})`;
  const grants = sql<ScopeGrant[]>`case when ${users.isAdmin} then '[]'::json else coalesce(${granted}, '[]'::json) end`;
  return db
    .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, dil: users.dil, grants })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.aktif, true)),
    )
    .limit(1)
    .prepare('session_user');
}

/** Prepared once per database handle: it runs on every request. */
const prepared = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/**
 * The user of a session that has not expired yet, with the companies granted to them and each
 * grant's level (none are read for an administrator, who sees every company), in one query.
 */
export async function findSessionUser(db: Db, id: string, now: Date): Promise<(User & { grants: ScopeGrant[] }) | undefined> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({ id, now });
  return row && { _id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, dil: row.dil, grants: row.grants };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
