import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { isWellFormedToken, newToken, sameToken } from './tokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit anti-forgery token (docs/architecture.md §6, docs/architecture.md §6). The cookie is readable by the
 * client's script so it can echo it in a header; another site can neither read it nor set the
 * header. An onRequest hook on the root instance covers every route, including ones added later.
 *
 * docs/architecture.md §6 asks for it under /api; it is checked on every write whatever the path, because there are
 * no writes outside /api and a path test could be dodged with an encoded URL ('/%61pi/...').
 */
export function installXsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const hasValidCookie = isWellFormedToken(cookie);
    if (!hasValidCookie) {
      reply.setCookie(XSRF_COOKIE, newToken(), { path: '/', sameSite: 'lax', secure: options.secure, httpOnly: false });
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!hasValidCookie || typeof header !== 'string' || !sameToken(header, cookie)) {
      throw new HttpError(403, 'invalidCsrfToken');
    }
  });
}
