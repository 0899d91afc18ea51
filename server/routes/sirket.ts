import type { FastifyInstance } from 'fastify';
import { companyScope } from '../auth/auth-user';
import type { ServerCollection } from '../collections/server-collection';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findCompany, listCompanies } from '../db/repositories/companies-repository';
import { HttpError } from '../errors';
import { BANK_ACCOUNTS_BODY_LIMIT } from '../http/body-limits';
import { addCompany, changeCompany, removeCompany, requireAdmin } from '../services/company-service';
import { runMutation } from '../sync/mutation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Sorting in JS: PGlite and PostgreSQL do not share the same collations.
const byTurkishName = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

type ItemRequest = { Params: { id: string } };

/**
 * Companies (docs/areas/companies-and-users.md). Reads are scoped by the user's grants; writes are for administrators only.
 * Writes go through runMutation for its `Idempotency-Key`. A company is never deleted while a
 * record is being written for it: the records' foreign keys hold its row (removeCompany).
 */
export function sirketRoutes(app: FastifyInstance, { db, collections }: { db: Db; collections: readonly ServerCollection[] }): void {
  const base = '/api/sirket';

  app.get(base, async (request) => {
    const companies = await listCompanies(db, companyScope(currentUser(request)));
    return companies.sort((a, b) => byTurkishName.compare(a.isim, b.isim));
  });

  app.get<ItemRequest>(`${base}/:id`, async (request) => {
    const { id } = request.params;
    // Unknown, malformed and not granted all look the same, so ids of other companies don't leak.
    const company = UUID.test(id) ? await findCompany(db, id.toLowerCase(), companyScope(currentUser(request))) : undefined;
    if (!company) throw HttpError.notFound();
    return company;
  });

  app.post(base, { bodyLimit: BANK_ACCOUNTS_BODY_LIMIT }, async (request, reply) => {
    const user = currentUser(request);
    requireAdmin(user);
    return runMutation(db, request, reply, async (tx) => ({ status: 201, body: await addCompany(tx, user, request.body) }));
  });

  app.put<ItemRequest>(`${base}/:id`, { bodyLimit: BANK_ACCOUNTS_BODY_LIMIT }, async (request, reply) => {
    const user = currentUser(request);
    requireAdmin(user);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await changeCompany(tx, user, request.params.id, request.body),
    }));
  });

  app.delete<ItemRequest>(`${base}/:id`, async (request, reply) => {
    const user = currentUser(request);
    requireAdmin(user);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await removeCompany(tx, user, request.params.id, collections),
    }));
  });
}
