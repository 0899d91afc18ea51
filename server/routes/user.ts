import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordChangeSchema, userCreateSchema, userSettingsSchema, userUpdateSchema } from '../../src/domain/user';
import { currentUser } from '../auth/require-user';
import { readSessionToken } from '../auth/session-cookie';
import { sha256Hex } from '../auth/tokens';
import type { Db } from '../db/client';
import { USER_BODY_LIMIT } from '../http/body-limits';
import { parseBody } from '../http/parse-body';
import { requireAdmin } from '../services/company-service';
import { changeOwnPassword, changeOwnSettings, changeUser, createUser, listUsers } from '../services/user-service';
import { runMutation } from '../sync/mutation';

type ItemRequest = { Params: { id: string } };

/** The session of the request, as stored (the token's hash): the one a password change keeps. */
function sessionId(request: FastifyRequest): string | undefined {
  const token = readSessionToken(request);
  return token ? sha256Hex(token) : undefined;
}

/**
 * Users (docs/architecture.md §9): administrators list, create and change them (no delete: a user is
 * deactivated); every user changes their own name, language and password under `/api/user/me`.
 */
export function userRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const base = '/api/user';

  app.get(base, async (request) => {
    requireAdmin(currentUser(request));
    return listUsers(db);
  });

  app.post(base, { bodyLimit: USER_BODY_LIMIT }, async (request, reply) => {
    const user = currentUser(request);
    requireAdmin(user);
    return runMutation(db, request, reply, async (tx) => ({
      status: 201,
      body: await createUser(tx, user, parseBody(userCreateSchema, request.body)),
    }));
  });

  app.put(`${base}/me`, async (request, reply) => {
    const user = currentUser(request);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await changeOwnSettings(tx, user, parseBody(userSettingsSchema, request.body)),
    }));
  });

  app.post(`${base}/me/password`, async (request, reply) => {
    const user = currentUser(request);
    return runMutation(db, request, reply, async (tx) => {
      const input = parseBody(passwordChangeSchema, request.body);
      await changeOwnPassword(tx, user, sessionId(request), input.current, input.password);
      return { status: 200, body: { ok: true } };
    });
  });

  app.put<ItemRequest>(`${base}/:id`, { bodyLimit: USER_BODY_LIMIT }, async (request, reply) => {
    const user = currentUser(request);
    requireAdmin(user);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await changeUser(tx, user, sessionId(request), request.params.id, parseBody(userUpdateSchema, request.body)),
    }));
  });
}
