// Work reports (isRaporu; docs/areas/work-reports.md): the kind's definition (src/domain/kinds/work-report.ts),
// its periods and jobs (./work-report-periods.ts) and the write schema derived from the definition.
// One report per ship, kind and period (422 `duplicateWorkReport`, the definition's `unique`, checked
// by the server and on the device).

import type * as v from 'valibot';
import { workReportKind, type WorkReport } from './kinds/work-report';
import { writeSchemaOf } from './kinds/schema';
import type { ListPage } from './list-page';

export * from './work-report-periods';
export {
  MAX_JOBS,
  MAX_REPORT_FILES,
  WORK_REPORT_SORT_FIELDS,
  workReportKind,
  type WorkReport,
  type WorkReportJob,
} from './kinds/work-report';

/**
 * A work report as the form and `POST`/`PUT /api/teknik/is-raporu` take it: `donem` of the shape
 * its kind asks for (`invalid` otherwise), its jobs, the open defects and its files (ids, uploaded
 * files or files kept on the device; ids either way).
 */
export const workReportSchema = writeSchemaOf(workReportKind);

export type WorkReportInput = v.InferInput<typeof workReportSchema>;
export type WorkReportFields = v.InferOutput<typeof workReportSchema>;

/** `GET /api/teknik/is-raporu`. */
export type WorkReportListResponse = ListPage<'isRaporlari', WorkReport>;
