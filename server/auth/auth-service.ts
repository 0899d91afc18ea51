import type { LoginInput, User } from '../../src/domain/auth';
import type { Db } from '../db/client';
import { deleteOutcomesBefore, KEY_RETENTION_MS } from '../db/repositories/idempotency-repository';
import { deleteExpiredSessions, deleteSession, findSessionUser, insertSession, touchSession } from '../db/repositories/sessions-repository';
import { findUserByEmail, grantsOf, replacePasswordHash, touchSignIn } from '../db/repositories/users-repository';
import { HttpError } from '../errors';
import type { AuthUser } from './auth-user';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { newToken, sha256Hex } from './tokens';

/** A session ends this long after sign-in however busy it is; idle sessions end sooner (Config). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How stale `last_seen_at` may get before a request writes it again: the API's hot path reads the
 * session on every request and writes at most once a minute per session.
 */
export const LAST_SEEN_GRANULARITY_MS = 60 * 1000;

/** One answer for an unknown e-mail and a wrong password, so neither reveals which it was. */
const loginFailed = () => new HttpError(401, 'loginFailed', [{ path: 'password', message: 'wrongCredentials' }]);

async function withGrants(db: Db, user: User): Promise<AuthUser> {
  // Administrators see every company, so their grant list is never read.
  const grants = user.isAdmin ? [] : await grantsOf(db, user._id);
  return { _id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin, dil: user.dil, grants };
}

export interface SignedIn {
  user: AuthUser;
  /** The raw token for the cookie; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export async function signIn(db: Db, input: LoginInput, { idleMs, now = new Date() }: { idleMs: number; now?: Date }): Promise<SignedIn> {
  const found = await findUserByEmail(db, input.email);
  if (!found) {
    await verifyPassword(input.password, await decoyHash());
    throw loginFailed();
  }
  // A deactivated user is told no more than a wrong password would tell.
  if (!(await verifyPassword(input.password, found.passwordHash)) || !found.aktif) throw loginFailed();
  // A hash from before the cost was raised is made again now that the password is known.
  if (needsRehash(found.passwordHash)) {
    await replacePasswordHash(db, found._id, found.passwordHash, await hashPassword(input.password));
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { id: sha256Hex(token), userId: found._id, expiresAt, lastSeenAt: now });
  await touchSignIn(db, found._id, now);
  // Sign-ins are rare enough to sweep expired sessions and old idempotency keys here instead of
  // running a timer.
  await deleteExpiredSessions(db, { now, idleSince: new Date(now.getTime() - idleMs) });
  await deleteOutcomesBefore(db, new Date(now.getTime() - KEY_RETENTION_MS));
  return { user: await withGrants(db, found), token, expiresAt };
}

/**
 * The user of the session `token`, if it has neither reached its 30 days nor sat unused for
 * `idleMs`; a used session is marked seen (at most once a minute).
 */
export async function userForSession(
  db: Db,
  token: string,
  { idleMs, now = new Date() }: { idleMs: number; now?: Date },
): Promise<AuthUser | undefined> {
  const id = sha256Hex(token);
  const user = await findSessionUser(db, id, { now, idleSince: new Date(now.getTime() - idleMs) });
  if (user && now.getTime() - user.lastSeenAt.getTime() >= LAST_SEEN_GRANULARITY_MS) await touchSession(db, id, now);
  return user && { _id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin, dil: user.dil, grants: user.grants };
}

export async function signOut(db: Db, token: string): Promise<void> {
  await deleteSession(db, sha256Hex(token));
}
