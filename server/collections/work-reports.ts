import * as v from 'valibot';
import { workReportKind } from '../../src/domain/kinds/work-report';
import { WORK_REPORT_KINDS, WORK_REPORT_SORT_FIELDS, type WorkReport, type WorkReportListResponse } from '../../src/domain/work-report';
import { liveWorkReports, type WorkReportRow } from '../db/repositories/work-reports-repository';
import { isRaporu } from '../db/schema';
import { optionalId, pageParams, parseListQuery, sortParams } from '../http/list-query';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Work reports (isRaporu; MODULES.md §3). The record, its mapping, one report per ship, kind and
// period (422 `duplicateWorkReport`) and the tombstone follow from the kind's definition
// (src/domain/kinds/work-report.ts, kind-collection.ts); scoping, grants, versions, idempotency,
// the files' visibility and history from the generic routes. This adds the list (by ship, kind,
// period) and the name of the period's CHECK.

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

export const workReports = serverCollection({
  ...derived,
  companyColumn: isRaporu.sirket,

  /** One page `{isRaporlari, totalCount}`, latest period first unless sorted otherwise. */
  async list({ db, query, scope }): Promise<WorkReportListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    const descending = q.sortingOrder === '-1';
    const reports: WorkReport[] = (await liveWorkReports(db, sirketIds, q.tur))
      .filter((row) => q.donem === undefined || row.donem === q.donem)
      .map((row) => derived.toDto(row))
      .sort((a, b) => {
        const order = String(a[q.sortBy]).localeCompare(String(b[q.sortBy]));
        return (descending ? -order : order) || a._id.localeCompare(b._id);
      });
    const offset = (q.page - 1) * q.perPage;
    return { isRaporlari: reports.slice(offset, offset + q.perPage), totalCount: reports.length };
  },
});
