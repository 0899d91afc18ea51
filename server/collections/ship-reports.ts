import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { mrvResponse, shipEmissions, type MrvResponse } from '../../src/domain/emissions';
import { isUuid } from '../sync/collection';
import { shipReportKind } from '../../src/domain/ship-report';
import { canSeeCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { liveBdns } from '../db/repositories/bdn-repository';
import { findCompany } from '../db/repositories/companies-repository';
import { liveShipReports, type ShipReportRow } from '../db/repositories/ship-reports-repository';
import { gemiRaporu } from '../db/schema';
import { HttpError } from '../errors';
import { withoutBlanks, yearInRange, yearParam } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Ship reports (gemiRaporu; docs/areas/bunkers-and-emissions.md). The record, its mapping (figures in
// major units and times in ISO 8601 on the wire), its rules, one report per ship and time (422
// `duplicateReport`, its unique rule) and the tombstone follow from the kind's definition
// (src/domain/kinds/ship-report.ts, kind-collection.ts); scoping, grants, versions, idempotency and
// history from the generic routes, its list `{raporlar, totalCount}` (by ship, year, state) from the
// definition too (kind-list.ts). This adds the MRV year.

export const MRV_PATH = '/api/mrv';

const mrvQuerySchema = v.object({
  sirket: v.pipe(v.string(), v.check(isUuid), v.toLowerCase()),
  yil: yearParam(),
});

/** `GET /api/mrv?sirket=&yil=`: one ship's year of fuel and CO₂ from its reports and BDNs (shipEmissions). */
function mrvRoutes(app: FastifyInstance, { db }: { db: Db; base: string }): void {
  app.get(MRV_PATH, async (request): Promise<MrvResponse> => {
    const user = currentUser(request);
    const q = parseQuery(mrvQuerySchema, withoutBlanks(request.query));
    yearInRange(q.yil);
    const scope = companyScope(user);
    const company = canSeeCompany(scope, q.sirket) ? await findCompany(db, q.sirket, scope) : undefined;
    if (!company) throw new HttpError(404, 'notFound');
    const reports = (await liveShipReports(db, [q.sirket], q.yil)).map((row) => ({ ...row, zaman: row.zaman.toISOString() }));
    const bdns = (await liveBdns(db, [q.sirket])).filter((row) => row.tarih.startsWith(`${q.yil}-`));
    return mrvResponse(q.yil, company.gemi ?? null, shipEmissions(reports, bdns, q.yil));
  });
}

const derived = kindCollection<typeof shipReportKind, ShipReportRow>(shipReportKind, gemiRaporu);

export const shipReports = serverCollection({
  ...derived,
  companyColumn: gemiRaporu.sirket,
  routes: mrvRoutes,
});
