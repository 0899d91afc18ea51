// Exchange rates and TL equivalents (MODULES.md §7). A rate is TL per one unit of the currency, kept
// as a whole number of ten-thousandths (34,5678 TL → 345678); amounts are kuruş / cents. Arithmetic is
// on BigInt: no TL figure passes through a binary float.

import { XMLParser } from 'fast-xml-parser';
import * as v from 'valibot';
import { calendarDate, choice, decimal, optionalText } from './bill';
import { isCalendarDate } from './calendar';
import type { Currency } from './currency';
import { divRound, MAX_SCALED, parseDecimal } from './money';

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

/** A stored rate: TL per unit in ten-thousandths. */
export interface BulletinRate {
  dovizCinsi: RatedCurrency;
  dovizAlis: number;
  dovizSatis: number;
  efektifAlis: number;
  efektifSatis: number;
}

export interface Bulletin {
  tarih: string;
  bulten: string;
  kurlar: BulletinRate[];
}

const BULLETIN_CODES: Record<string, RatedCurrency> = { USD: 'USD', EUR: 'EURO', GBP: 'GBP' };

const bulletinParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Currency',
});

/**
 * TCMB's daily bulletin (`today.xml`: root `Tarih_Date` with `Tarih`, `Date`, `Bulten_No`; a
 * `Currency` per code with `Unit` and the four rates) as the rates of our currencies, each divided by
 * its `Unit` and kept in ten-thousandths. Null when the file is not such a bulletin or lacks one of
 * our currencies' four rates (422: nothing is stored). A DOCTYPE is refused before parsing.
 */
export function parseTcmbBulletin(xml: string): Bulletin | null {
  if (/<!DOCTYPE/i.test(xml)) return null;
  let root: Record<string, unknown> | undefined;
  try {
    root = (bulletinParser.parse(xml) as Record<string, Record<string, unknown> | undefined>).Tarih_Date;
  } catch {
    return null;
  }
  if (!root) return null;
  const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(String(root['@Tarih'] ?? ''));
  const bulten = String(root['@Bulten_No'] ?? '');
  if (!day || !isCalendarDate(`${day[3]}-${day[2]}-${day[1]}`)) return null;
  const kurlar: BulletinRate[] = [];
  for (const currency of (root.Currency ?? []) as Record<string, unknown>[]) {
    const dovizCinsi = BULLETIN_CODES[String(currency['@CurrencyCode'] ?? currency['@Kod'] ?? '')];
    if (!dovizCinsi || kurlar.some((rate) => rate.dovizCinsi === dovizCinsi)) continue;
    const unit = parseDecimal(String(currency.Unit ?? ''), 0);
    if (!unit.ok || unit.value < 1) return null;
    const figures = ['ForexBuying', 'ForexSelling', 'BanknoteBuying', 'BanknoteSelling'].map((name) =>
      parseDecimal(String(currency[name] ?? ''), RATE_SCALE),
    );
    if (!figures.every((figure) => figure.ok && figure.value > 0)) return null;
    const [dovizAlis, dovizSatis, efektifAlis, efektifSatis] = figures.map((figure) =>
      Number(divRound(BigInt(figure.ok ? figure.value : 0), BigInt(unit.value))),
    );
    kurlar.push({ dovizCinsi, dovizAlis: dovizAlis!, dovizSatis: dovizSatis!, efektifAlis: efektifAlis!, efektifSatis: efektifSatis! });
  }
  if (kurlar.length !== RATED_CURRENCIES.length) return null;
  return {
    tarih: `${day[3]}-${day[2]}-${day[1]}`,
    bulten,
    kurlar: RATED_CURRENCIES.map((code) => kurlar.find((rate) => rate.dovizCinsi === code)!),
  };
}

/**
 * A rate as the form and `POST`/`PUT /api/finans/kur` take it: the four rates in TL per unit with at
 * most 4 decimals, above 0, each kept as a whole number of ten-thousandths. `bulten` is the TCMB
 * bulletin's number (empty for a rate entered by hand).
 */
export const exchangeRateSchema = v.object(
  {
    tarih: calendarDate,
    dovizCinsi: choice(RATED_CURRENCIES),
    dovizAlis: decimal(RATE_SCALE, { min: 1n }),
    dovizSatis: decimal(RATE_SCALE, { min: 1n }),
    efektifAlis: decimal(RATE_SCALE, { min: 1n }),
    efektifSatis: decimal(RATE_SCALE, { min: 1n }),
    kaynak: choice(RATE_SOURCES),
    bulten: optionalText(40),
  },
  'required',
);
export type ExchangeRateInput = v.InferInput<typeof exchangeRateSchema>;
/** A valid body: the four rates in ten-thousandths. */
export type ExchangeRateFields = v.InferOutput<typeof exchangeRateSchema>;

/** A rate as the API and the mirror carry it: the four rates in TL per unit (major units, 4 decimals). */
export interface ExchangeRate {
  _id: string;
  tarih: string;
  dovizCinsi: RatedCurrency;
  dovizAlis: number;
  dovizSatis: number;
  efektifAlis: number;
  efektifSatis: number;
  kaynak: RateSource;
  /** The TCMB bulletin's number; '' for a rate entered by hand. */
  bulten: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** `GET /api/finans/kur` (MODULES.md §7). */
export interface ExchangeRateListResponse {
  kurlar: ExchangeRate[];
  totalCount: number;
}

/** `GET /api/finans/kur/gecerli`: the rate a document of a date uses; `dovizAlis` in TL per unit. */
export interface ValidRate {
  tarih: string;
  bulten: string;
  dovizAlis: number;
}

export const EXCHANGE_RATE_SORT_FIELDS = ['tarih', 'dovizCinsi'] as const;
