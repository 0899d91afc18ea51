import type { FastifyInstance } from 'fastify';
import { companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findCompany, listCompanies } from '../db/repositories/companies-repository';
import { HttpError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Sorting in JS: PGlite and PostgreSQL do not share the same collations.
const byTurkishName = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

export function sirketRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/sirket', async (request) => {
    const companies = await listCompanies(db, companyScope(currentUser(request)));
    return companies.sort((a, b) => byTurkishName.compare(a.isim, b.isim));
  });

  app.get<{ Params: { id: string } }>('/api/sirket/:id', async (request) => {
    const { id } = request.params;
    // Unknown, malformed and not granted all look the same, so ids of other companies don't leak.
    const company = UUID.test(id) ? await findCompany(db, id.toLowerCase(), companyScope(currentUser(request))) : undefined;
    if (!company) throw HttpError.notFound();
    return company;
  });
}
