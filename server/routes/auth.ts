import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginSchema } from '../../src/domain/auth';
import { signIn, signOut } from '../auth/auth-service';
import { AttemptCounter } from '../auth/sign-in-limits';
import { toUserDto } from '../auth/auth-user';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session-cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { parseBody } from '../http/parse-body';

/** The window both sign-in limits count in. */
const LIMIT_WINDOW_MS = 60_000;

export function authRoutes(
  app: FastifyInstance,
  { db, config, now = () => new Date() }: { db: Db; config: Config; now?: () => Date },
): void {
  // Every attempt from one address, whatever e-mail it names, counted before the body is read.
  const perAddress = new AttemptCounter(config.loginAddressRateLimit, LIMIT_WINDOW_MS);
  // Attempts at one e-mail from one address, cleared by a sign-in: guessing a user's password from
  // one address never locks the user out at another (behind a proxy, see TRUST_PROXY).
  const perAccount = new AttemptCounter(config.loginRateLimit, LIMIT_WINDOW_MS);
  const tooMany = (reply: FastifyReply, seconds: number) => {
    void reply.header('retry-after', String(seconds));
    return new HttpError(429, 'tooManyRequests');
  };

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      onRequest: async (request, reply) => {
        const wait = perAddress.hit(request.ip);
        if (wait !== undefined) throw tooMany(reply, wait);
      },
    },
    async (request, reply) => {
      const input = parseBody(loginSchema, request.body);
      const account = `${request.ip}|${input.email.toLowerCase()}`;
      const wait = perAccount.hit(account);
      if (wait !== undefined) throw tooMany(reply, wait);
      const { user, token, expiresAt } = await signIn(db, input, { idleMs: config.sessionIdleMs, now: now() });
      perAccount.clear(account);
      setSessionCookie(reply, token, expiresAt, config.cookieSecure);
      return toUserDto(user);
    },
  );

  app.get('/api/auth/login-check', { config: { public: true } }, async (request) => {
    const user = await app.loadUser(request);
    if (!user) throw HttpError.unauthorized();
    return toUserDto(user);
  });

  // GET, as the client calls it (docs/areas/companies-and-users.md). Signing out is harmless, so a forged request costs
  // the user nothing but a new sign-in.
  app.get('/api/auth/logout', { config: { public: true } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await signOut(db, token);
    clearSessionCookie(reply, config.cookieSecure);
    return { ok: true };
  });
}
