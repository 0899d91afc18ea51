import { customerStatement, supplierStatement } from './reports/statement';
import { runningCostsReport } from './reports/running-costs';
import { yearEndReport } from './reports/income-expense';
import { deferredPaymentsReport } from './reports/deferred';
import { collectionsReport, paymentsReport } from './reports/flows';
import { accountTotalsReport } from './reports/trial-balance';
import { payablesReport, receivablesReport } from './reports/due';
import { exchangeDifferenceReportDefinition } from './reports/exchange-difference';
import type { ReportDefinition } from './report-definition';

/** The ten finance reports (docs/areas/reports.md /finans-raporlari) and the exchange difference (docs/areas/exchange-rates.md), in the menu's order. */
export const REPORTS = [
  supplierStatement,
  customerStatement,
  runningCostsReport,
  yearEndReport,
  deferredPaymentsReport,
  collectionsReport,
  paymentsReport,
  accountTotalsReport,
  payablesReport,
  receivablesReport,
  exchangeDifferenceReportDefinition,
] as const;

export type ReportId = (typeof REPORTS)[number]['id'];

const byId = new Map<string, ReportDefinition>(REPORTS.map((report) => [report.id, report]));

export function reportById(id: ReportId): ReportDefinition<ReportId> {
  return byId.get(id) as ReportDefinition<ReportId>;
}
