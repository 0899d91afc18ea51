import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth';
import type { ScopeGrant } from '../../../src/domain/sync';
import type { Db } from '../db-type';
import { sessions, userSirket, users } from '../schema';

/** `id` is already the SHA-256 of the cookie token; the token itself is never stored. */
export async function insertSession(db: Db, session: { id: string; userId: string; expiresAt: Date; lastSeenAt: Date }): Promise<void> {
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
      expiresAt: sessions.expiresAt,
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

export type SessionUser = User & { grants: readonly ScopeGrant[]; lastSeenAt: Date };

/** The channel the triggers of migration 0016 notify on every write that changes a session's answer. */
export const SESSION_CHANGES = 'session_changes';

/** A session's answer kept in memory, and until when it holds at most. */
interface Remembered {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * Sessions' answers kept in memory, for a database that only this process can write (PGlite):
 * every request looks its session up, and on PGlite that query costs about as much as the request's
 * own work. The memory forgets everything on the database's notice that a user, a grant or a
 * session changed (SESSION_CHANGES), which arrives before the changing statement returns: a
 * sign-out, a deactivation or a grant change holds at once. Expiry and idleness are checked
 * against the remembered times on every use. A lookup that started before a notice is not kept.
 * On PostgreSQL, where other processes write, every request asks the database.
 */
class SessionMemory {
  private readonly entries = new Map<string, Remembered>();
  /** Bumped by every notice: a lookup begun under an older generation is not kept. */
  generation = 0;

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get(id: string, now: Date, idleSince: Date): SessionUser | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt > now && entry.user.lastSeenAt > idleSince) return entry.user;
    this.entries.delete(id);
    return undefined;
  }

  keep(id: string, entry: Remembered, generation: number): void {
    if (generation !== this.generation) return;
    // A bound, not a cache policy: an office's sessions are far fewer.
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(id, entry);
  }

  touch(id: string, at: Date): void {
    const entry = this.entries.get(id);
    if (entry) this.entries.set(id, { ...entry, user: { ...entry.user, lastSeenAt: at } });
  }
}

const memories = new WeakMap<Db, SessionMemory>();

/**
 * Keeps the sessions of `db` in memory from now on (see SessionMemory). `listen` subscribes to the
 * database's SESSION_CHANGES notices; call this only for a database no other process writes.
 */
export async function rememberSessions(db: Db, listen: (channel: string, onNotice: () => void) => Promise<unknown>): Promise<void> {
  const memory = new SessionMemory();
  await listen(SESSION_CHANGES, () => memory.forget());
  memories.set(db, memory);
}

/**
 * The user of a session that has neither expired by `now` nor been idle since `idleSince`, with the
 * companies granted to them and each grant's level (none are read for an administrator, who sees
 * every company), in one query (or none, from memory: rememberSessions).
 */
export async function findSessionUser(
  db: Db,
  id: string,
  { now, idleSince }: { now: Date; idleSince: Date },
): Promise<SessionUser | undefined> {
  const memory = memories.get(db);
  const remembered = memory?.get(id, now, idleSince);
  if (remembered) return remembered;
  const generation = memory?.generation ?? 0;
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({ id, now, idleSince });
  if (!row) return undefined;
  const user: SessionUser = {
    _id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    dil: row.dil,
    grants: Object.freeze(row.grants),
    lastSeenAt: row.lastSeenAt,
  };
  memory?.keep(id, { user, expiresAt: row.expiresAt }, generation);
  return user;
}

/** Marks the session used at `now`. */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  memories.get(db)?.touch(id, now);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, { now, idleSince }: { now: Date; idleSince: Date }): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)));
}
