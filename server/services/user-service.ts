import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { USER_AUDIT } from '../../src/domain/audit';
import type { ScopeGrant } from '../../src/domain/sync';
import type { UserAccount, UserCreateInput, UserSettingsInput, UserUpdateInput } from '../../src/domain/user';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { companyExists } from '../db/repositories/companies-repository';
import {
  countActiveAdmins,
  endSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  listUserAccounts,
  replaceGrants,
  updateUser,
} from '../db/repositories/users-repository';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import { recordAudit, type AuditWrite } from '../sync/audit';
import { isUuid } from '../sync/collection';

// Users and their grants (docs/architecture.md §9): administrators manage them, every user manages
// their own name, language and password. Each write is recorded in the history in its transaction.

/** A password changed: the history says so, never what it was or is. */
const PASSWORD_MARK = '********';

type Wire = Record<string, unknown>;

/** A user as the history records them: the list's fields, without the last sign-in. */
function auditShape(account: UserAccount, passwordChanged = false): Wire {
  const { sonGiris: _ignored, ...rest } = account;
  return passwordChanged ? { ...rest, password: PASSWORD_MARK } : rest;
}

async function accountOf(db: Db, id: string): Promise<UserAccount | undefined> {
  const [account] = await listUserAccounts(db, id);
  return account;
}

/** The user a path names, or 404: malformed and unknown ids look the same. */
async function existingAccount(db: Db, param: string): Promise<UserAccount> {
  const account = isUuid(param) ? await accountOf(db, param.toLowerCase()) : undefined;
  if (!account) throw HttpError.notFound();
  return account;
}

async function checkCompanies(db: Db, grants: ScopeGrant[]): Promise<void> {
  for (const [index, grant] of grants.entries()) {
    if (!(await companyExists(db, grant._id))) {
      throw HttpError.validation([{ path: `sirketler.${index}._id`, message: 'notFound' }]);
    }
  }
}

async function checkEmailFree(db: Db, email: string, self?: string): Promise<void> {
  const taken = await findUserByEmail(db, email);
  if (taken && taken._id !== self) throw HttpError.validation([{ path: 'email', message: 'emailTaken' }]);
}

/** Twelve random bytes in base64url: sixteen characters, never a common password. */
function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

export async function listUsers(db: Db): Promise<UserAccount[]> {
  const collator = new Intl.Collator('tr', { sensitivity: 'base' });
  return (await listUserAccounts(db)).sort((a, b) => collator.compare(a.isim, b.isim));
}

export async function createUser(db: Db, actor: AuthUser, input: UserCreateInput): Promise<UserAccount & { password?: string }> {
  await checkEmailFree(db, input.email);
  await checkCompanies(db, input.sirketler);
  const password = input.password ?? generatedPassword();
  const id = await insertUser(db, {
    email: input.email,
    name: input.isim,
    passwordHash: await hashPassword(password),
    isAdmin: input.admin,
  });
  await replaceGrants(db, id, input.sirketler);
  const account = await existingAccount(db, id);
  await recordAudit(db, {
    action: 'create',
    user: actor,
    collection: USER_AUDIT,
    recordId: id,
    sirketId: null,
    before: null,
    after: auditShape(account),
  });
  return input.password === undefined ? { ...account, password } : account;
}

/**
 * The last active administrator stays one (409 `lastAdmin`). The administrators' rows are locked
 * first, so two administrators demoting each other at once cannot both succeed.
 */
async function checkAdminsLeft(db: Db): Promise<void> {
  if ((await countActiveAdmins(db)) === 0) throw new HttpError(409, 'lastAdmin');
}

async function lockAdmins(db: Db): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.aktif, true)))
    .for('update');
}

export async function changeUser(
  db: Db,
  actor: AuthUser,
  actorSession: string | undefined,
  param: string,
  input: UserUpdateInput,
): Promise<UserAccount> {
  await lockAdmins(db);
  const before = await existingAccount(db, param);
  await checkEmailFree(db, input.email, before._id);
  await checkCompanies(db, input.sirketler);
  await updateUser(db, before._id, {
    email: input.email,
    name: input.isim,
    isAdmin: input.admin,
    aktif: input.aktif,
    ...(input.password === undefined ? {} : { passwordHash: await hashPassword(input.password) }),
  });
  await replaceGrants(db, before._id, input.sirketler);
  if (before.admin && before.aktif && !(input.admin && input.aktif)) await checkAdminsLeft(db);
  // Deactivated: every session ends. A new password: every session but the one setting it.
  if (!input.aktif) await endSessions(db, before._id);
  else if (input.password !== undefined) await endSessions(db, before._id, actor._id === before._id ? actorSession : undefined);
  const after = await existingAccount(db, before._id);
  await auditUserUpdate(db, actor, before._id, auditShape(before), auditShape(after, input.password !== undefined));
  return after;
}

/** Records an update of a user account in the audit (no company: docs/architecture.md §9). */
function auditUserUpdate(db: Db, user: AuditWrite['user'], recordId: string, before: AuditWrite['before'], after: AuditWrite['after']) {
  return recordAudit(db, { action: 'update', user, collection: USER_AUDIT, recordId, sirketId: null, before, after });
}

export async function changeOwnSettings(db: Db, actor: AuthUser, input: UserSettingsInput): Promise<UserAccount> {
  const before = await existingAccount(db, actor._id);
  await updateUser(db, actor._id, { name: input.isim, dil: input.dil });
  const after = await existingAccount(db, actor._id);
  await auditUserUpdate(db, { _id: actor._id, name: after.isim }, actor._id, auditShape(before), auditShape(after));
  return after;
}

/** The current password must match (422 on `current`); every other session of the user ends. */
export async function changeOwnPassword(
  db: Db,
  actor: AuthUser,
  actorSession: string | undefined,
  current: string,
  password: string,
): Promise<void> {
  const found = await findUserById(db, actor._id);
  if (!found || !(await verifyPassword(current, found.passwordHash))) {
    throw HttpError.validation([{ path: 'current', message: 'wrongPassword' }]);
  }
  if (current === password) throw HttpError.validation([{ path: 'password', message: 'passwordUnchanged' }]);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, actor._id));
  await endSessions(db, actor._id, actorSession);
  const account = await existingAccount(db, actor._id);
  await auditUserUpdate(db, actor, actor._id, auditShape(account), auditShape(account, true));
}
