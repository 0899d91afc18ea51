import type { KpiCode } from './kpi';

/**
 * The figures with a 0–100 rating (./kpi.ts, KPI_BOUNDS), in the KPI page's order: the lines of its
 * quarterly trend. Apart from ./kpi.ts, so that the page's first render does not load the rules.
 */
export const RATED_KPI_CODES: readonly KpiCode[] = ['KPI026', 'KPI014', 'KPI027', 'KPI017', 'KPI022', 'KPI002', 'KPI005'];
