import * as v from 'valibot';
import type { FieldError } from '../../src/domain/validation';
import {
  WORK_REPORT_KINDS,
  WORK_REPORT_SORT_FIELDS,
  type WorkReportFields,
  type WorkReportListResponse,
} from '../../src/domain/work-report';
import { referenceConstraintErrors } from '../db/repositories/references-repository';
import {
  hasWorkReportFor,
  workReportList,
  toWorkReportDto,
  workReportValues,
  type WorkReportRow,
} from '../db/repositories/work-reports-repository';
import { sqlListPage } from '../db/repositories/sql-list';
import { isRaporu } from '../db/schema';
import { HttpError } from '../errors';
import { optionalId, pageParams, parseListQuery, sortParams } from '../http/list-query';
import { serverCollection } from './server-collection';

// Work reports (isRaporu; MODULES.md §3). Scoping, grants, versions, idempotency, the files'
// visibility and history come from the declaration and the generic routes; the schema holds the
// record's rules (the period's shape per kind). This adds the list (by ship, kind, period) and one
// report per ship, kind and period (422 `duplicateWorkReport`).

const duplicateWorkReport: FieldError = { path: 'donem', message: 'duplicateWorkReport' };

const listQuerySchema = v.object({
  ...pageParams(100),
  sirket: optionalId(),
  tur: v.optional(v.picklist(WORK_REPORT_KINDS)),
  donem: v.optional(v.pipe(v.string(), v.maxLength(8))),
  ...sortParams(WORK_REPORT_SORT_FIELDS, 'donem', '-1'),
});

export const workReports = serverCollection<'isRaporu', WorkReportRow, WorkReportFields>({
  name: 'isRaporu',
  table: isRaporu,
  companyColumn: isRaporu.sirketId,
  toDto: toWorkReportDto,
  values: workReportValues,
  // The files stay named: a deleted report keeps them, as a deleted record's file column does (its history links them).
  tombstone: { isler: [], arizalar: '' },
  constraintErrors: {
    is_raporu_donem_unique: duplicateWorkReport,
    is_raporu_donem_check: { path: 'donem', message: 'invalid' },
    ...referenceConstraintErrors('isRaporu'),
  },

  /** 422 `duplicateWorkReport`: the ship has a live report of this kind and period already. */
  async beforeWrite(input, { tx, existing }) {
    if (await hasWorkReportFor(tx, input.sirket, input.tur, input.donem, existing?.id)) throw HttpError.validation([duplicateWorkReport]);
  },

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
});
