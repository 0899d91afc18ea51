import type { ExchangeRateFields, RatedCurrency } from '../../src/domain/exchange-rates';
import { generator } from './demo-random';

// The demo's exchange rates (docs/areas/exchange-rates.md): a TCMB-like bulletin for every business day of the year
// that ends today, so that the demo's TL views find a rate for every bill and payment. Each
// currency drifts upward with a small deterministic wobble (a seeded pseudo-random walk: the same
// day of the seed gives the same rates), in ten-thousandths of a lira per unit as the chart keeps them.

/** Where each currency starts a year ago and ends today, in ten-thousandths of a lira. */
const LEVELS: Record<RatedCurrency, { from: number; to: number }> = {
  USD: { from: 40_6500, to: 43_4800 },
  EURO: { from: 46_7200, to: 49_6300 },
  GBP: { from: 53_8100, to: 57_5400 },
};

/** TCMB's spreads, in ten-thousandths of the forex buying rate. */
const FOREX_SPREAD = 18;
const BANKNOTE_BELOW = 7;
const BANKNOTE_ABOVE = 15;

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** Scales an integer rate by (10,000 + parts) / 10,000, rounded to the ten-thousandth. */
const spread = (rate: number, parts: number) => Math.round((rate * (10_000 + parts)) / 10_000);

/**
 * The bulletins of the 365 days that end on `today` (weekends skipped, as TCMB publishes none), three
 * rates each, oldest first; `bulten` numbers the business days of each year as TCMB does.
 */
export function demoExchangeRates(today: string): ExchangeRateFields[] {
  const days: string[] = [];
  for (let back = 364; back >= 0; back--) {
    const date = addDays(today, -back);
    if (!isWeekend(date)) days.push(date);
  }
  const rates: ExchangeRateFields[] = [];
  const random = generator(34);
  const wobble: Record<RatedCurrency, number> = { USD: 0, EURO: 0, GBP: 0 };
  let year = '';
  let number = 0;
  for (const [index, tarih] of days.entries()) {
    if (tarih.slice(0, 4) !== year) [year, number] = [tarih.slice(0, 4), 0];
    number += 1;
    const bulten = `${year}/${number}`;
    const progress = days.length > 1 ? index / (days.length - 1) : 1;
    for (const dovizCinsi of ['USD', 'EURO', 'GBP'] as const) {
      const { from, to } = LEVELS[dovizCinsi];
      // A walk of up to ±0.25 % a day, pulled back towards the trend so it never strays above ~2 %.
      wobble[dovizCinsi] = wobble[dovizCinsi] * 0.9 + (random() - 0.5) * 0.005;
      const trend = from + (to - from) * progress;
      const dovizAlis = Math.round(trend * (1 + wobble[dovizCinsi]));
      const dovizSatis = spread(dovizAlis, FOREX_SPREAD);
      rates.push({
        tarih,
        dovizCinsi,
        dovizAlis,
        dovizSatis,
        efektifAlis: spread(dovizAlis, -BANKNOTE_BELOW),
        efektifSatis: spread(dovizSatis, BANKNOTE_ABOVE),
        kaynak: 'tcmb',
        bulten,
      });
    }
  }
  return rates;
}
