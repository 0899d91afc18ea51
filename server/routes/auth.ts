import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSchema } from '../../src/domain/auth';
import { signIn, signOut } from '../auth/auth-service';
import { toUserDto } from '../auth/auth-user';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session-cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { parseBody } from '../http/parse-body';

/** Rate-limit key: the address being tried from this IP, so one attacker cannot lock out everyone. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export function authRoutes(
  app: FastifyInstance,
  { db, config, now = () => new Date() }: { db: Db; config: Config; now?: () => Date },
): void {
  app.post(
    '/api/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: 60_000,
          // After body parsing, so the key can include the e-mail address.
          hook: 'preHandler',
          keyGenerator: loginKey,
          errorResponseBuilder: () => new HttpError(429, 'tooManyRequests'),
        },
      },
    },
    async (request, reply) => {
      const input = parseBody(loginSchema, request.body);
      const { user, token, expiresAt } = await signIn(db, input, { idleMs: config.sessionIdleMs, now: now() });
      setSessionCookie(reply, token, expiresAt, config.cookieSecure);
      return toUserDto(user);
    },
  );

  app.get('/api/auth/login-check', { config: { public: true } }, async (request) => {
    const user = await app.loadUser(request);
    if (!user) throw HttpError.unauthorized();
    return toUserDto(user);
  });

  // GET, as the client calls it (SPEC §7). Signing out is harmless, so a forged request costs
  // the user nothing but a new sign-in.
  app.get('/api/auth/logout', { config: { public: true } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await signOut(db, token);
    clearSessionCookie(reply, config.cookieSecure);
    return { ok: true };
  });
}
