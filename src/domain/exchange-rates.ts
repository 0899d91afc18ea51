// Exchange rates and TL equivalents (MODULES.md §7). A rate is TL per one unit of the currency, kept
// as a whole number of ten-thousandths (34,5678 TL → 345678); amounts are kuruş / cents. Arithmetic is
// on BigInt: no TL figure passes through a binary float.

import type { Currency } from './currency';
import { divRound, MAX_SCALED } from './money';

/** The currencies a bulletin rates (TL is the unit itself). */
export const RATED_CURRENCIES = ['USD', 'EURO', 'GBP'] as const satisfies readonly Currency[];
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Decimal places of a rate: ten-thousandths of a lira. */
export const RATE_SCALE = 4;
const RATE_UNIT = 10_000n;

export const RATE_SOURCES = ['tcmb', 'elle'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

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
