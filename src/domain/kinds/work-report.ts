import { isPeriodOf, JOB_STATES, WORK_REPORT_KINDS } from '../work-report-periods';
import { defineKind, field, type FieldsOf, type RecordOf, type ValuesOf } from './define';

/** At most this many jobs and files per report: a ship's week or month, not a maintenance system. */
export const MAX_JOBS = 100;
export const MAX_REPORT_FILES = 20;

/** What a list of reports may be sorted by. */
export const WORK_REPORT_SORT_FIELDS = ['donem', 'updatedAt'] as const;

/** A job on a report's checklist. */
const jobFields = {
  baslik: field.text({ required: true, max: 200 }),
  durum: field.choice(JOB_STATES),
  aciklama: field.text({ max: 1000 }),
} as const;

declare module './define' {
  interface KindNames {
    isRaporu: true;
  }
}

/**
 * Work reports (isRaporu; docs/areas/work-reports.md): a ship's weekly or monthly report of its jobs, open
 * defects and photos. One report per ship, kind and period (422 `duplicateWorkReport`); `donem` has
 * the shape its kind asks for (`invalid`): src/domain/work-report-periods.ts.
 */
export const workReportKind = defineKind({
  name: 'isRaporu',
  path: 'teknik/is-raporu',
  fields: {
    sirket: field.company(),
    tur: field.choice(WORK_REPORT_KINDS),
    donem: field.text({ required: true }),
    isler: field.list(jobFields, MAX_JOBS),
    arizalar: field.text({ max: 4000 }),
    dosyalar: field.files(MAX_REPORT_FILES),
  },
  companyField: 'sirket',
  unique: [{ fields: ['tur', 'donem'], scope: 'company', path: 'donem', error: 'duplicateWorkReport', index: 'is_raporu_donem_unique' }],
  checks: [{ fields: ['tur', 'donem'], path: 'donem', message: 'invalid', test: (report) => isPeriodOf(report.tur, report.donem) }],
  // Read per company (the chosen ship) and kind, in period order; a kind's period is checked as typed.
  indexes: ['sirket', '[sirket+tur+donem]'],
  titleFields: ['donem'],
  list: {
    columns: ['sirket', 'donem', 'isler', 'arizalar', 'dosyalar'],
    sorts: WORK_REPORT_SORT_FIELDS,
    defaultSort: { field: 'donem', order: 'desc' },
    filters: ['sirket', 'tur', 'donem'],
    key: 'isRaporlari',
    perPage: 100,
    params: { donem: { type: 'equals', field: 'donem', max: 8 } },
  },
  // The files stay named: a deleted report keeps them, as a deleted record's file column does (its history links them).
  tombstone: { isler: [], arizalar: '' },
});

export type WorkReportDefinition = typeof workReportKind;
export type WorkReportJob = ValuesOf<typeof jobFields>;
/** A work report as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type WorkReport = RecordOf<WorkReportDefinition>;
export type WorkReportValues = FieldsOf<WorkReportDefinition>;
