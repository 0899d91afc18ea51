import * as v from 'valibot';
import { workReportKind } from '../../src/domain/kinds/work-report';
import { workReportSchema } from '../../src/domain/work-report';
import { demoWorkReportBodies } from '../db/demo-work-reports';
import type { WorkReportRow } from '../db/repositories/work-reports-repository';
import { isRaporu } from '../db/schema';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Work reports (isRaporu; docs/areas/work-reports.md). The record, its mapping, one report per ship, kind and
// period (422 `duplicateWorkReport`) and the tombstone follow from the kind's definition
// (src/domain/kinds/work-report.ts, kind-collection.ts); scoping, grants, versions, idempotency,
// the files' visibility and history from the generic routes, its list `{isRaporlari, totalCount}`
// (by ship, kind, period) from the definition too (kind-list.ts). This adds the name of the
// period's CHECK and the demo reports.

const derived = kindCollection<typeof workReportKind, WorkReportRow>(workReportKind, isRaporu, {
  constraintErrors: { is_raporu_donem_check: { path: 'donem', message: 'invalid' } },
});

export const workReports = serverCollection({
  ...derived,
  companyColumn: isRaporu.sirket,

  /** Each ship's last few weekly and monthly reports (server/db/demo-work-reports.ts). */
  demo: ({ companies, today }) =>
    companies.flatMap((sirket, index) => demoWorkReportBodies(sirket, index, today).map((body) => v.parse(workReportSchema, body))),
});
