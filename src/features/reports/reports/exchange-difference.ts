import { EMPTY_MODEL, type ReportModel } from '../report-model';
import type { BuildContext, ReportDefinition } from '../report-definition';

// The realised exchange difference (kur-farki-raporu; docs/areas/exchange-rates.md). Its computation and columns
// (./exchange-difference-build.ts) come when the report is opened: the reports' first load stays
// within its budget.

let build: ((ctx: BuildContext) => ReportModel) | undefined;

export const exchangeDifferenceReportDefinition: ReportDefinition<'kur-farki-raporu'> = {
  id: 'kur-farki-raporu',
  defaultPeriod: 'thisYear',
  load: async () => {
    build ??= (await import('./exchange-difference-build')).buildExchangeDifference;
  },
  build: (ctx) => (build ? build(ctx) : EMPTY_MODEL),
};
