import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth';
import type { ScopeGrant } from '../../../src/domain/sync';
import type { Db } from '../client';
import type { Language, UserAccount } from '../../../src/domain/user';
import { sessions, userSirket, users } from '../schema';

export interface UserWithHash extends User {
  passwordHash: string;
  aktif: boolean;
  dil: Language;
}

function withHash(row: typeof users.$inferSelect): UserWithHash {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    passwordHash: row.passwordHash,
    aktif: row.aktif,
    dil: row.dil,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithHash | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row && withHash(row);
}

export async function findUserById(db: Db, id: string): Promise<UserWithHash | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row && withHash(row);
}

/** Every user with their grants, for the administrators' list; sorted by name by the caller. */
export async function listUserAccounts(db: Db, id?: string): Promise<UserAccount[]> {
  const rows = await db
    .select()
    .from(users)
    .where(id === undefined ? undefined : eq(users.id, id))
    .orderBy(asc(users.email));
  const grants = await db
    .select()
    .from(userSirket)
    .where(id === undefined ? undefined : eq(userSirket.userId, id));
  return rows.map((row) => ({
    _id: row.id,
    isim: row.name,
    email: row.email,
    admin: row.isAdmin,
    aktif: row.aktif,
    dil: row.dil,
    sirketler: grants
      .filter((grant) => grant.userId === row.id)
      .map((grant) => ({ _id: grant.sirketId, yetki: grant.yetki }))
      .sort((a, b) => (a._id < b._id ? -1 : 1)),
    sonGiris: row.sonGiris ? row.sonGiris.toISOString() : null,
  }));
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<{ email: string; name: string; passwordHash: string; isAdmin: boolean; aktif: boolean; dil: Language }>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Stores a new hash of the same password, unless the password was changed meanwhile. */
export async function replacePasswordHash(db: Db, id: string, from: string, to: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: to })
    .where(and(eq(users.id, id), eq(users.passwordHash, from)));
}

export async function touchSignIn(db: Db, id: string, at: Date): Promise<void> {
  await db.update(users).set({ sonGiris: at }).where(eq(users.id, id));
}

/** Replaces every grant of the user with `grants`. */
export async function replaceGrants(db: Db, userId: string, grants: ScopeGrant[]): Promise<void> {
  await db.delete(userSirket).where(eq(userSirket.userId, userId));
  if (grants.length === 0) return;
  await db.insert(userSirket).values(grants.map((grant) => ({ userId, sirketId: grant._id, yetki: grant.yetki })));
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.aktif, true)));
  return row?.n ?? 0;
}

/** Ends every session of the user, but the one `keep` (a session id, the token's hash). */
export async function endSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(db: Db, user: { email: string; name: string; passwordHash: string; isAdmin: boolean }): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

/** Grants the companies at one level (write by default); an existing grant keeps its level. */
export async function grantCompanies(db: Db, userId: string, sirketIds: string[], yetki: ScopeGrant['yetki'] = 'yazma'): Promise<void> {
  if (sirketIds.length === 0) return;
  await db
    .insert(userSirket)
    .values(sirketIds.map((sirketId) => ({ userId, sirketId, yetki })))
    .onConflictDoNothing();
}

export async function grantsOf(db: Db, userId: string): Promise<ScopeGrant[]> {
  const rows = await db.select({ _id: userSirket.sirketId, yetki: userSirket.yetki }).from(userSirket).where(eq(userSirket.userId, userId));
  return rows;
}
