import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_HEADER } from '../../src/domain/sync';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { userForSession } from './auth-service';
import type { AuthUser } from './auth-user';
import { readSessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `loadUser` (or the global guard) from the `sid` cookie; null when not signed in. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Resolves the session of the request; throws 401 when there is none. */
    requireUser: (request: FastifyRequest) => Promise<AuthUser>;
    /** Resolves the session of the request, if any. */
    loadUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  }
  interface FastifyContextConfig {
    /** The route answers without a session (sign-in, login check, logout). */
    public?: boolean;
  }
}

/**
 * The user a request claims to be made for (`X-Portal-User`: the device database's user) must be
 * the session's: a tab of one user must never read or write as another who signed in meanwhile in
 * another tab (docs/architecture.md §4.1). 401 `userChanged` otherwise; no header, no check.
 */
function checkClaimedUser(request: FastifyRequest, user: AuthUser): void {
  const claimed = request.headers[USER_HEADER.toLowerCase()];
  if (claimed === undefined) return;
  if (typeof claimed !== 'string' || claimed.toLowerCase() !== user._id) throw new HttpError(401, 'userChanged');
}

/**
 * Every /api route requires a session unless it says `config: { public: true }`: routes added
 * later are protected without having to remember it, and checked against `X-Portal-User` too. The
 * public routes (sign-in, login check, sign-out) ignore that header: they are how a user changes.
 */
export function installAuth(
  app: FastifyInstance,
  db: Db,
  { sessionIdleMs, now = () => new Date() }: { sessionIdleMs: number; now?: () => Date },
): void {
  app.decorateRequest('user', null);

  const loadUser = async (request: FastifyRequest): Promise<AuthUser | null> => {
    if (request.user) return request.user;
    const token = readSessionToken(request);
    request.user = (token && (await userForSession(db, token, { idleMs: sessionIdleMs, now: now() }))) || null;
    return request.user;
  };
  const requireUser = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await loadUser(request);
    if (!user) throw HttpError.unauthorized();
    return user;
  };
  app.decorate('loadUser', loadUser);
  app.decorate('requireUser', requireUser);

  app.addHook('preHandler', async (request) => {
    // Matched route pattern, not the raw URL: the 404 handler and static files are not API routes.
    const route = request.routeOptions.url ?? '';
    if (request.is404 || !route.startsWith('/api/') || request.routeOptions.config.public) return;
    checkClaimedUser(request, await requireUser(request));
  });
}

/** The signed-in user of a protected route (the guard has already run). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw HttpError.unauthorized();
  return request.user;
}
