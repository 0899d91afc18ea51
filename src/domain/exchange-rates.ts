// Exchange rates and TL equivalents (docs/areas/exchange-rates.md). A rate is TL per one unit of the currency, kept
// as a whole number of ten-thousandths (34,5678 TL → 345678); amounts are kuruş / cents. Arithmetic is
// on BigInt: no TL figure passes through a binary float.

import { firstIndexWhere } from './sorted-search';
import type * as v from 'valibot';
import type { Currency } from './currency';
import { exchangeRateKind, type ExchangeRate } from './kinds/exchange-rate';
import { writeSchemaOf } from './kinds/schema';
import { divRound, MAX_SCALED } from './money';
import type { ListPage } from './list-page';

export {
  EXCHANGE_RATE_SORT_FIELDS,
  exchangeRateKind,
  RATE_SCALE,
  RATE_SOURCES,
  RATED_CURRENCIES,
  type ExchangeRate,
  type RatedCurrency,
  type RateSource,
} from './kinds/exchange-rate';

/** Ten-thousandths of a lira (RATE_SCALE). */
const RATE_UNIT = 10_000n;

/** What `rateFor` reads of a stored rate. */
export interface RateRow {
  tarih: string;
  dovizCinsi: string;
  dovizAlis: number;
}

/**
 * The rate of a document dated `date` in `currency` (Turkish practice: the previous business day's
 * rate): the forex buying rate of the latest bulletin dated strictly before `date`; null when there is
 * none (`rateMissing`). TL is always 1.
 */
export function rateFor(rates: Iterable<RateRow>, date: string, currency: Currency): { tarih: string; dovizAlis: number } | null {
  if (currency === 'TL') return { tarih: date, dovizAlis: Number(RATE_UNIT) };
  let best: RateRow | null = null;
  for (const rate of rates) {
    if (rate.dovizCinsi !== currency || rate.tarih >= date) continue;
    if (!best || rate.tarih > best.tarih) best = rate;
  }
  return best ? { tarih: best.tarih, dovizAlis: best.dovizAlis } : null;
}

/**
 * rateFor over fixed `rates`, for a caller that asks it once per row (the kur farkı report): each
 * currency's rates sorted once, a date found by binary search and remembered, so a report of tens of
 * thousands of payments does not read every rate for each.
 */
export function rateLookup(rates: Iterable<RateRow>): (date: string, currency: Currency) => { tarih: string; dovizAlis: number } | null {
  const byCurrency = new Map<string, RateRow[]>();
  for (const rate of rates) {
    const list = byCurrency.get(rate.dovizCinsi);
    if (list) list.push(rate);
    else byCurrency.set(rate.dovizCinsi, [rate]);
  }
  for (const list of byCurrency.values()) list.sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : 0));
  const known = new Map<string, { tarih: string; dovizAlis: number } | null>();
  return (date, currency) => {
    if (currency === 'TL') return rateFor([], date, currency);
    const key = `${currency}|${date}`;
    const remembered = known.get(key);
    if (remembered !== undefined) return remembered;
    const list = byCurrency.get(currency) ?? [];
    // The first rate dated on or after `date`; the one before it is the latest strictly before.
    const first = firstIndexWhere(list, (rate) => rate.tarih >= date);
    const best = list[first - 1] ?? null;
    const found = best ? { tarih: best.tarih, dovizAlis: best.dovizAlis } : null;
    known.set(key, found);
    return found;
  };
}

/**
 * An amount in kuruş / cents of a currency, in kuruş at `rate` (ten-thousandths of TL per unit),
 * rounded half away from zero to the kuruş. Refused (RangeError) beyond the largest exact amount.
 */
export function toTl(amount: number | bigint, rate: number | bigint): number {
  const tl = divRound(BigInt(amount) * BigInt(rate), RATE_UNIT);
  if (tl > MAX_SCALED || tl < -MAX_SCALED) throw new RangeError('tooLarge');
  return Number(tl);
}

export interface ExchangeDifference {
  /** The payment's amount in TL at the bill's rate. */
  tlAtBill: number;
  /** The same amount in TL at the payment's rate. */
  tlAtPayment: number;
  /** Positive: a gain (kur farkı geliri); negative: a loss (kur farkı gideri). */
  fark: number;
}

/**
 * The realised exchange difference of a payment of `amount` (kuruş / cents) towards a
 * foreign-currency bill: a receivable (`giden`) collected at a higher rate gains, a payable
 * (`gelen`) paid at a higher rate loses.
 */
export function exchangeDifference(
  direction: 'gelen' | 'giden',
  amount: number,
  billRate: number,
  paymentRate: number,
): ExchangeDifference {
  const tlAtBill = toTl(amount, billRate);
  const tlAtPayment = toTl(amount, paymentRate);
  const [from, to] = direction === 'giden' ? [tlAtBill, tlAtPayment] : [tlAtPayment, tlAtBill];
  return { tlAtBill, tlAtPayment, fark: Number(BigInt(to) - BigInt(from)) };
}

/**
 * A rate as the form and `POST`/`PUT /api/finans/kur` take it: the four rates in TL per unit with at
 * most 4 decimals, above 0, each kept as a whole number of ten-thousandths. `bulten` is the TCMB
 * bulletin's number (empty for a rate entered by hand).
 */
export const exchangeRateSchema = writeSchemaOf(exchangeRateKind);
export type ExchangeRateInput = v.InferInput<typeof exchangeRateSchema>;
/** A valid body: the four rates in ten-thousandths. */
export type ExchangeRateFields = v.InferOutput<typeof exchangeRateSchema>;

/** `GET /api/finans/kur` (docs/areas/exchange-rates.md). */
export type ExchangeRateListResponse = ListPage<'kurlar', ExchangeRate>;

/** `GET /api/finans/kur/gecerli`: the rate a document of a date uses; `dovizAlis` in TL per unit. */
export interface ValidRate {
  tarih: string;
  bulten: string;
  dovizAlis: number;
}

/** A document's amount in TL and the rate it was worked out at (ten-thousandths of TL per unit). */
export interface TlEquivalent {
  /** Kuruş. */
  tl: number;
  rate: { tarih: string; dovizAlis: number };
}

/** The calendar day after `date` (YYYY-MM-DD). */
function dayAfter(date: string): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + 1);
  return moment.toISOString().slice(0, 10);
}

/**
 * The TL equivalent on `today` of a balance of `amount` (kuruş / cents) in `currency`: at the latest
 * rate dated on or before `today` (today's bulletin once it is in, else the last one before), rounded
 * half away from zero to the kuruş; null when there is no rate yet, never a 0.
 */
export function tlToday(rates: Iterable<RateRow>, today: string, currency: Currency, amount: number): TlEquivalent | null {
  const equivalent = tlEquivalent(rates, dayAfter(today), currency, amount);
  return equivalent && currency === 'TL' ? { ...equivalent, rate: { ...equivalent.rate, tarih: today } } : equivalent;
}

/**
 * The TL equivalent of a document dated `date` for `amount` (kuruş / cents) in `currency`: the
 * amount at the document's rate (rateFor), rounded half away from zero to the kuruş; a TL amount is
 * itself. Null when the rate is missing: a missing rate is never a TL figure of 0.
 */
export function tlEquivalent(rates: Iterable<RateRow>, date: string, currency: Currency, amount: number): TlEquivalent | null {
  const rate = rateFor(rates, date, currency);
  return rate ? { tl: currency === 'TL' ? amount : toTl(amount, rate.dovizAlis), rate } : null;
}
