import { CURRENCIES, type Currency } from '../../domain/currency';
import { quickPeriod, type QuickPeriod } from '../../domain/reports/period';
import type { CurrencyFilter } from './report-model';

/** The report filters as the URL keeps them (src/routes/reports.tsx validates them); '' = default. */
export interface ReportSearch {
  from: string;
  to: string;
  doviz: string;
  cari: string;
  /** The "all currencies in TL" view (docs/areas/exchange-rates.md). */
  tl: boolean;
}

/** The period and currency a search means, defaults filled in. */
export function resolveSearch(
  search: Partial<ReportSearch>,
  fallback: QuickPeriod,
  today: string,
): { from: string; to: string; currency: CurrencyFilter; cari: string } {
  const period = search.from && search.to && search.from <= search.to ? { from: search.from, to: search.to } : quickPeriod(fallback, today);
  const currency = (CURRENCIES as readonly string[]).includes(search.doviz ?? '') ? (search.doviz as Currency) : 'all';
  return { ...period, currency, cari: search.cari ?? '' };
}
