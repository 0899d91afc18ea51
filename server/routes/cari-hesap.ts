import type { FastifyInstance } from 'fastify';
import { companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { createAccount, deleteAccount, getAccount, listAccountPage, updateAccount } from '../services/account-service';
import { ifMatchVersion } from '../sync/headers';
import { runMutation } from '../sync/mutation';

type ItemRequest = { Params: { id: string } };

/**
 * Counterparty accounts (SPEC §7), a mirrored collection scoped by company: writes take
 * `Idempotency-Key`, updates and deletes `If-Match` (server/sync/mutation.ts).
 */
export function cariHesapRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const base = '/api/finans/cari-hesap';
  const scopeOf = (request: Parameters<typeof currentUser>[0]) => companyScope(currentUser(request));

  app.get(base, async (request) => listAccountPage(db, request.query, scopeOf(request)));

  app.get<ItemRequest>(`${base}/:id`, async (request) => getAccount(db, request.params.id, scopeOf(request)));

  app.post(base, async (request, reply) => {
    const scope = scopeOf(request);
    return runMutation(db, request, reply, async (tx) => ({ status: 201, body: await createAccount(tx, request.body, scope) }));
  });

  app.put<ItemRequest>(`${base}/:id`, async (request, reply) => {
    const scope = scopeOf(request);
    const expected = ifMatchVersion(request);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await updateAccount(tx, request.params.id, request.body, expected, scope),
    }));
  });

  app.delete<ItemRequest>(`${base}/:id`, async (request, reply) => {
    const scope = scopeOf(request);
    const expected = ifMatchVersion(request);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await deleteAccount(tx, request.params.id, expected, scope),
    }));
  });
}
