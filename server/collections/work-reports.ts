import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { workReportKind } from '../../src/domain/kinds/work-report';
import {
  WORK_REPORT_KINDS,
  WORK_REPORT_SORT_FIELDS,
  type WorkReport,
  type WorkReportKind,
  type WorkReportListResponse,
  workReportSchema,
} from '../../src/domain/work-report';
import { demoWorkReportBodies } from '../db/demo-work-reports';
import { rowsById, sqlListPage, toMillisecond, type ListDefinition } from '../db/repositories/sql-list';
import type { WorkReportRow } from '../db/repositories/work-reports-repository';
import { isRaporu } from '../db/schema';
import { optionalId, pageParams, parseListQuery, sortParams } from '../http/list-query';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Work reports (isRaporu; docs/areas/work-reports.md). The record, its mapping, one report per ship, kind and
// period (422 `duplicateWorkReport`) and the tombstone follow from the kind's definition
// (src/domain/kinds/work-report.ts, kind-collection.ts); scoping, grants, versions, idempotency,
// the files' visibility and history from the generic routes. This adds the list (by ship, kind,
// period), the name of the period's CHECK and the demo reports.

const listQuerySchema = v.object({
  ...pageParams(100),
  sirket: optionalId(),
  tur: v.optional(v.picklist(WORK_REPORT_KINDS)),
  donem: v.optional(v.pipe(v.string(), v.maxLength(8))),
  ...sortParams(WORK_REPORT_SORT_FIELDS, 'donem', '-1'),
});

const derived = kindCollection<typeof workReportKind, WorkReportRow>(workReportKind, isRaporu, {
  constraintErrors: { is_raporu_donem_check: { path: 'donem', message: 'invalid' } },
});

/** The list's filters (`GET /api/teknik/is-raporu`): a kind and a period. */
interface WorkReportListFilters {
  tur?: WorkReportKind | undefined;
  donem?: string | undefined;
}

/** The list in SQL (server/db/repositories/sql-list.ts); periods as their text orders. */
const workReportList: ListDefinition<(typeof WORK_REPORT_SORT_FIELDS)[number], WorkReportListFilters, WorkReport> = {
  table: isRaporu,
  sorts: {
    donem: { key: sql`${isRaporu.donem} collate "C"` },
    updatedAt: { key: toMillisecond(isRaporu.updatedAt) },
  },
  filters: {
    tur: (tur) => eq(isRaporu.tur, tur),
    donem: (donem) => eq(isRaporu.donem, donem),
  },
  load: rowsById(isRaporu, (row: WorkReportRow) => derived.toDto(row)),
  idOf: (report) => report._id,
};

export const workReports = serverCollection({
  ...derived,
  companyColumn: isRaporu.sirket,

  /** One page `{isRaporlari, totalCount}`, latest period first unless sorted otherwise. */
  async list({ db, query, scope }): Promise<WorkReportListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    const { items, total } = await sqlListPage(db, workReportList, {
      sirketIds,
      filters: { tur: q.tur, donem: q.donem },
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { isRaporlari: items, totalCount: total };
  },

  /** Each ship's last few weekly and monthly reports (server/db/demo-work-reports.ts). */
  demo: ({ companies, today }) =>
    companies.flatMap((sirket, index) => demoWorkReportBodies(sirket, index, today).map((body) => v.parse(workReportSchema, body))),
});
