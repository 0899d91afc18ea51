import { inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCollectionName } from '../../src/domain/collection-declarations';
import { kpiPeriodErrors, kpiReport, type KpiReport } from '../../src/domain/kpi';
import { KPI_COLLECTIONS, kpiDataOf, type KpiRecords } from '../../src/domain/kpi-data';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { canSeeCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { ServerCollection } from '../collections/server-collection';
import type { Db } from '../db/client';
import { listCompanies } from '../db/repositories/companies-repository';
import { liveMirroredRows } from '../db/repositories/mirrored-repository';
import { HttpError } from '../errors';
import { optionalId, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import type { FieldError } from '../../src/domain/validation';

// Shipping KPIs (docs/areas/inspections.md, KPI): `GET /api/kpi?sirket=&baslangic=&bitis=`, both
// dates included. The records the figures read, of the ships the user may see (or the one named),
// as the device mirrors them (recordOnDevice), through the same functions the KPI page calls on the
// device (src/domain/kpi-data.ts, src/domain/kpi.ts): the answer is the page's, figure for figure.

export const KPI_PATH = '/api/kpi';

const querySchema = v.object({
  sirket: optionalId(),
  baslangic: v.optional(v.string()),
  bitis: v.optional(v.string()),
});

export function kpiRoutes(app: FastifyInstance, { db, collections }: { db: Db; collections: readonly ServerCollection[] }): void {
  const byName = new Map(collections.map((collection) => [collection.name as string, collection]));

  app.get(KPI_PATH, async (request): Promise<KpiReport> => {
    const scope = companyScope(currentUser(request));
    const q = parseQuery(querySchema, withoutBlanks(request.query));
    const period = { baslangic: q.baslangic, bitis: q.bitis };
    const errors = kpiPeriodErrors(period);
    if (errors.length > 0) throw HttpError.validation(errors as FieldError[]);
    const companies = await listCompanies(db, scope);
    if (q.sirket !== undefined && !canSeeCompany(scope, q.sirket)) throw HttpError.notFound();
    const ships = q.sirket === undefined ? companies.map((company) => company._id) : [q.sirket];

    const records: Record<string, unknown[]> = {
      sirket: companies.filter((company) => ships.includes(company._id)).map(({ _id, tip }) => ({ _id, tip })),
    };
    for (const name of KPI_COLLECTIONS) {
      const collection = byName.get(name);
      if (!isCollectionName(name) || !collection) continue;
      const ofShips: SQL[] = [];
      if (collection.companyColumn) {
        if (ships.length === 0) continue;
        ofShips.push(inArray(collection.companyColumn, ships));
      }
      const rows = await liveMirroredRows(db, collection.table, ...ofShips);
      records[name] = rows.map((row) => recordOnDevice(name, collection.toDto(row) as object));
    }
    return kpiReport(kpiDataOf(records as KpiRecords), { baslangic: period.baslangic!, bitis: period.bitis! }, ships);
  });
}
