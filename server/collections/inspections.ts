import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import { inspectionCalendar, type Inspection, type InspectionCalendar } from '../../src/domain/inspections';
import { inspectionKind, type InspectionRecord } from '../../src/domain/kinds/inspection';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { companyScope, canSeeCompany } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { demoInspectionBodies } from '../db/demo-inspections';
import { listCompanies } from '../db/repositories/companies-repository';
import { denetim } from '../db/schema';
import { optionalId, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { HttpError } from '../errors';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Inspections (denetim; docs/areas/inspections.md). The record, its checks (a regime for PSC only,
// no deficiency closed before the inspection, a release only for a detention), its mapping and
// tombstone follow from the kind's definition (src/domain/kinds/inspection.ts, kind-collection.ts);
// scoping, grants, versions, idempotency, the report file's visibility and history from the generic
// routes, its list `{denetimler, totalCount}` from the definition too (kind-list.ts). This adds each ship's calendar
// (`GET /api/denetim/takvim`, from src/domain/inspections.ts) and the demo inspections.

type InspectionRow = typeof denetim.$inferSelect;

const derived = kindCollection<typeof inspectionKind, InspectionRow>(inspectionKind, denetim);
const toDto = (row: InspectionRow): InspectionRecord => derived.toDto(row);

/** The list's answer (MODULES §6 shape, docs/areas/inspections.md). */
export interface InspectionListResponse {
  denetimler: InspectionRecord[];
  totalCount: number;
}

export const INSPECTION_CALENDAR_PATH = '/api/denetim/takvim';

const calendarQuerySchema = v.object({
  sirket: optionalId(),
  tarih: v.optional(v.pipe(v.string(), v.check(isCalendarDate))),
});

/** The live inspections of `companies`, as the rules read them. */
async function inspectionsOf(db: Db, companies: readonly string[]): Promise<Inspection[]> {
  if (companies.length === 0) return [];
  const rows = await db
    .select()
    .from(denetim)
    .where(and(inArray(denetim.sirket, [...companies]), isNull(denetim.deletedAt)));
  return rows.map(toDto);
}

/**
 * `GET /api/denetim/takvim?sirket=&tarih=`: a ship's inspection calendar on a date (today by
 * default): the next PSC window per regime and the internal audit's due dates, from
 * `inspectionCalendar`. With `sirket`, that ship's `{sirket, psc, icDenetim}` (404 for a company the
 * user may not see); without, `{tarih, gemiler: [...]}` for every visible company.
 */
function calendarRoutes(app: FastifyInstance, { db }: { db: Db; base: string }): void {
  app.get(INSPECTION_CALENDAR_PATH, async (request): Promise<InspectionCalendar | { tarih: string; gemiler: InspectionCalendar[] }> => {
    const scope = companyScope(currentUser(request));
    const q = parseQuery(calendarQuerySchema, withoutBlanks(request.query));
    const tarih = q.tarih ?? localDate();
    if (q.sirket !== undefined) {
      if (!canSeeCompany(scope, q.sirket)) throw HttpError.notFound();
      return inspectionCalendar(q.sirket, await inspectionsOf(db, [q.sirket]), tarih);
    }
    const companies = (await listCompanies(db, scope)).map((company) => company._id);
    const inspections = await inspectionsOf(db, companies);
    return { tarih, gemiler: companies.map((sirket) => inspectionCalendar(sirket, inspections, tarih)) };
  });
}

export const inspections = serverCollection({
  ...derived,
  companyColumn: denetim.sirket,
  routes: calendarRoutes,

  /** Each ship's last year of inspections (server/db/demo-inspections.ts). */
  demo: ({ companies, today }) =>
    companies.flatMap((sirket, index) =>
      demoInspectionBodies(sirket, index, today).map((body) => v.parse(writeSchemaOf(inspectionKind), body)),
    ),
});
