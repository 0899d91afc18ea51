import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth';
import type { ScopeGrant } from '../../../src/domain/sync';
import type { Db } from '../client';
import { sessions, userSirket, users } from '../schema';

/** `id` is already the SHA-256 of the cookie token; the token itself is never stored. */
export async function insertSession(
  db: Db,
  session: { id: string; userId: string; expiresAt: Date; lastSeenAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

function sessionUserQuery(db: Db) {
  const granted = sql`(select json_agg(json_build_object('_id', ${userSirket.sirketId}, 'yetki', ${userSirket.yetki}))
    from ${userSirket} where ${userSirket.userId} = ${users.id})`;
  const grants = sql<ScopeGrant[]>`case when ${users.isAdmin} then '[]'::json else coalesce(${granted}, '[]'::json) end`;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      dil: users.dil,
      grants,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.aktif, true),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

/** Prepared once per database handle: it runs on every request. */
const prepared = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

export type SessionUser = User & { grants: ScopeGrant[]; lastSeenAt: Date };

/**
 * The user of a session that has neither expired by `now` nor been idle since `idleSince`, with the
 * companies granted to them and each grant's level (none are read for an administrator, who sees
 * every company), in one query.
 */
export async function findSessionUser(
  db: Db,
  id: string,
  { now, idleSince }: { now: Date; idleSince: Date },
): Promise<SessionUser | undefined> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({ id, now, idleSince });
  return (
    row && {
      _id: row.id,
      name: row.name,
      email: row.email,
      isAdmin: row.isAdmin,
      dil: row.dil,
      grants: row.grants,
      lastSeenAt: row.lastSeenAt,
    }
  );
}

/** Marks the session used at `now`. */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, { now, idleSince }: { now: Date; idleSince: Date }): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)));
}
