import { count, eq } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth';
import type { ScopeGrant } from '../../../src/domain/sync';
import type { Db } from '../client';
import { userSirket, users } from '../schema';

export interface UserWithHash extends User {
  passwordHash: string;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithHash | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row && { _id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, passwordHash: row.passwordHash };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(
  db: Db,
  user: { email: string; name: string; passwordHash: string; isAdmin: boolean },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

/** Grants the companies at one level (write by default); an existing grant keeps its level. */
export async function grantCompanies(
  db: Db,
  userId: string,
  sirketIds: string[],
  yetki: ScopeGrant['yetki'] = 'yazma',
): Promise<void> {
  if (sirketIds.length === 0) return;
  await db
    .insert(userSirket)
    .values(sirketIds.map((sirketId) => ({ userId, sirketId, yetki })))
    .onConflictDoNothing();
}

export async function grantsOf(db: Db, userId: string): Promise<ScopeGrant[]> {
  const rows = await db
    .select({ _id: userSirket.sirketId, yetki: userSirket.yetki })
    .from(userSirket)
    .where(eq(userSirket.userId, userId));
  return rows;
}
