import { kpiReport, kpiTrend, type KpiPeriod } from '../../domain/kpi';
import { kpiDataOf, type KpiRecords } from '../../domain/kpi-data';

// The KPI page's computation (src/domain/kpi.ts over src/domain/kpi-data.ts), a chunk of its own:
// the page's first render (its header and year) does not wait for the figures' rules, which load
// beside the device's records.

/** Each ship's figures and the fleet's over `period`, and the trend by quarter of `sirket` (undefined: the fleet). */
export function computeKpis(records: KpiRecords, period: KpiPeriod, ships: readonly string[], sirket: string | undefined) {
  const data = kpiDataOf(records);
  return { report: kpiReport(data, period, ships), trend: kpiTrend(data, period, sirket) };
}

export type KpiComputation = ReturnType<typeof computeKpis>;
