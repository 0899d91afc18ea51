// Time-charter hire statements (docs/areas/operations.md §1): the invoices of a time charter from
// delivery to redelivery, every line computed from whole minutes and rounded once, half away from
// zero, to the cent; totals are sums of rounded lines. Pure: the statement screen (on the device,
// offline) and `GET /api/operasyon/carter/:id/kira-hesabi` call the same function.
//
// Figures in a charter are integers as the domain holds them (docs/architecture.md §7.1): amounts
// and daily rates in minor units, fuel prices per tonne in ten-thousandths, tonnes and percentages
// in thousandths. The answer is in major units, as the API answers.

import { ceilDiv, daysScaled, MINUTES_PER_DAY, utcMinute, utcText } from './charter-time';
import type { Fuel } from './emissions';
import { divRound, pow10, SCALES, toMajor } from './money';
import type { OperationsFieldError } from './operations-errors';

/** Charter-party forms of a time charter. */
export const CP_FORMS = ['NYPE2015', 'NYPE93', 'BALTIME', 'DIGER'] as const;
export type CpForm = (typeof CP_FORMS)[number];

/** A hire statement's line kinds, in the order an invoice lists them. */
export const HIRE_LINE_KINDS = [
  'kira',
  'adres-komisyonu',
  'cve',
  'teslim-yakiti',
  'off-hire',
  'off-hire-komisyonu',
  'off-hire-yakiti',
  'ilohc',
  'iade-yakiti',
  'armator-masrafi',
] as const;
export type HireLineKind = (typeof HIRE_LINE_KINDS)[number];

/** Defaults where a charter leaves a field empty. */
export const DEFAULT_INVOICE_PERIOD_DAYS = 15;
export const DEFAULT_CVE_BASIS_DAYS = 30;

/**
 * The largest daily rate (hire, C/V/E, demurrage, despatch) taken as real: 100,000,000.00 a day in
 * any currency (a record VLCC or LNG carrier earned about 400,000 USD a day; this leaves room for
 * the same in lira). Beyond it is `absurdRate`. A percentage above 100 % is `absurdRate` too.
 */
export const MAX_DAILY_RATE = 10_000_000_000n;
/** The largest price per tonne of fuel taken as real: 100,000.0000 (ten-thousandths). */
export const MAX_FUEL_PRICE = 1_000_000_000n;
/** 100 % in thousandths of a percent. */
export const PERCENT_100 = 100_000n;
/** The longest invoice period: a year. */
export const MAX_INVOICE_PERIOD_DAYS = 366;

export interface FuelQuantity {
  yakit: Fuel;
  /** Tonnes in thousandths (kg). */
  miktarMt: number;
}

export interface FuelPrice {
  yakit: Fuel;
  /** Price per tonne in ten-thousandths. */
  birimFiyat: number;
}

export interface OffHire {
  /** UTC date-times. */
  baslangic: string;
  bitis: string;
  sebep?: string | null;
  /** Fuel burnt during the off-hire (owners' account). */
  yakit?: readonly FuelQuantity[] | null;
}

export interface OwnersExpense {
  tarih: string;
  aciklama?: string | null;
  /** Minor units. */
  tutar: number;
}

/** A time charter (`carter` with `tip: 'time'`) as the statement reads it. */
export interface TimeCharter {
  _id?: string;
  sirket?: string;
  tip?: 'time';
  cariHesap?: string;
  cpTarihi?: string | null;
  cpFormu?: CpForm | null;
  dovizCinsi?: string;
  /** Hire per day, minor units. */
  gunlukKira: number;
  teslim: { zaman: string; liman?: string | null };
  /** Empty while the charter runs: the statement then runs to `tahminiIade`. */
  iade?: { zaman?: string | null; liman?: string | null } | null;
  /** The estimated redelivery, a UTC date-time. */
  tahminiIade?: string | null;
  faturaPeriyoduGun?: number | null;
  /** Thousandths of a percent (2.5 % is 2500). */
  adresKomisyonuYuzde?: number | null;
  brokerajlar?: readonly { cariHesap: string; yuzde: number }[] | null;
  /** Cable/victualling/entertainment: `tutar` (minor units) per `esasGun` days. */
  cve?: { tutar: number; esasGun?: number | null } | null;
  /** Intermediate (lump sum) hold cleaning on redelivery, minor units. */
  ilohc?: number | null;
  yakitFiyatlari?: readonly FuelPrice[] | null;
  yakitTeslim?: readonly FuelQuantity[] | null;
  yakitIade?: readonly FuelQuantity[] | null;
  offHire?: readonly OffHire[] | null;
  armatorMasraflari?: readonly OwnersExpense[] | null;
  aciklama?: string | null;
}

/** A statement line in minor units; `gun` in days × 10⁴ (reading only). */
export interface HireLineMinor {
  tur: HireLineKind;
  aciklama: string;
  gun?: bigint;
  tutar: bigint;
  /** The off-hire's index in `offHire`, for its three lines. */
  offHire?: number;
}

export interface HireInvoiceMinor {
  no: number;
  /** UTC minutes. */
  baslangic: bigint;
  bitis: bigint;
  kalemler: HireLineMinor[];
  toplam: bigint;
  /** The owners' payable to each broker on this invoice's hire lines. */
  brokeraj: { cariHesap: string; tutar: bigint }[];
}

export interface HireStatementMinor {
  faturalar: HireInvoiceMinor[];
  toplam: bigint;
  brokeraj: { cariHesap: string; tutar: bigint }[];
}

/** The answer of `GET /api/operasyon/carter/:id/kira-hesabi`, amounts in major units. */
export interface HireStatement {
  faturalar: {
    no: number;
    baslangic: string;
    bitis: string;
    vade: string;
    kalemler: { tur: HireLineKind; aciklama: string; gun?: number; tutar: number }[];
    toplam: number;
    brokeraj: { cariHesap: string; tutar: number }[];
  }[];
  toplam: number;
  brokeraj: { cariHesap: string; tutar: number }[];
}

const big = (value: number | null | undefined): bigint => BigInt(value ?? 0);

/** A time-based amount: `round(minutes × rate ÷ (basisDays × 1440))`, once. */
export function timeAmount(minutes: bigint, ratePerBasis: bigint, basisDays: bigint = 1n): bigint {
  return divRound(minutes * ratePerBasis, basisDays * MINUTES_PER_DAY);
}

/** A percentage (thousandths) of an amount, rounded once. */
export function percentOf(amount: bigint, percent: bigint): bigint {
  return divRound(amount * percent, PERCENT_100);
}

/** Tonnes (10³) × price (10⁴) to cents (10²): ÷ 10⁵. */
const FUEL_TO_CENTS = (pow10(SCALES.quantity) * pow10(SCALES.unitPrice)) / pow10(SCALES.amount);

/** Σ tonnes × price of a list of fuels, rounded once to the cent (tonnes × 10³ × price × 10⁴ → cents: ÷ 10⁵). */
export function fuelValue(fuels: readonly FuelQuantity[], prices: readonly FuelPrice[]): bigint {
  let exact = 0n;
  for (const fuel of fuels) {
    const price = prices.find((p) => p.yakit === fuel.yakit);
    if (!price) throw new RangeError(`no price for ${fuel.yakit}`);
    exact += BigInt(fuel.miktarMt) * BigInt(price.birimFiyat);
  }
  return divRound(exact, FUEL_TO_CENTS);
}

const fuelText = (fuels: readonly FuelQuantity[]) => fuels.map((f) => `${f.yakit} ${toMajor(f.miktarMt, SCALES.quantity)} mt`).join(', ');

/** The end the statement runs to: redelivery, else the estimated redelivery. */
function endOf(charter: TimeCharter): { path: string; minute: bigint | undefined; given: boolean } {
  if (charter.iade?.zaman) return { path: 'iade.zaman', minute: utcMinute(charter.iade.zaman), given: true };
  if (charter.tahminiIade) return { path: 'tahminiIade', minute: utcMinute(charter.tahminiIade), given: true };
  return { path: 'tahminiIade', minute: undefined, given: false };
}

function rateErrors(errors: OperationsFieldError[], path: string, value: number | null | undefined, max: bigint): void {
  if (value === null || value === undefined) return;
  if (!Number.isSafeInteger(value)) errors.push({ path, message: 'invalid' });
  else if (value < 0) errors.push({ path, message: 'negativeRate' });
  else if (BigInt(value) > max) errors.push({ path, message: 'absurdRate' });
}

function fuelErrors(errors: OperationsFieldError[], path: string, fuels: readonly FuelQuantity[] | null | undefined, priced: Set<string>) {
  (fuels ?? []).forEach((fuel, i) => {
    rateErrors(errors, `${path}.${i}.miktarMt`, fuel.miktarMt, 10n ** 9n);
    if (!priced.has(fuel.yakit)) errors.push({ path: `${path}.${i}.yakit`, message: 'fuelPriceMissing' });
  });
}

/**
 * What is wrong with a time charter for its statement, by path (docs/areas/operations.md §1):
 * delivery not a date-time (`invalidDate`), no redelivery nor estimate (`required`), either at or
 * before delivery (`redeliveryBeforeDelivery`); an off-hire that ends at or before its start
 * (`endBeforeStart`), lies outside delivery–redelivery (`offHireOutsideCharter`) or overlaps an
 * earlier one (`offHireOverlap`); a rate, price or percentage below zero (`negativeRate`) or beyond
 * any real charter (`absurdRate`); an invoice period outside 1–366 days (`outOfRange`); a fuel with
 * no price (`fuelPriceMissing`) or priced twice (`duplicateFuel`). Empty when the statement can be made.
 */
export function hireStatementErrors(charter: TimeCharter): OperationsFieldError[] {
  const errors: OperationsFieldError[] = [];
  const start = utcMinute(charter.teslim?.zaman);
  if (start === undefined) errors.push({ path: 'teslim.zaman', message: charter.teslim?.zaman ? 'invalidDate' : 'required' });
  const end = endOf(charter);
  if (!end.given) errors.push({ path: end.path, message: 'required' });
  else if (end.minute === undefined) errors.push({ path: end.path, message: 'invalidDate' });
  else if (start !== undefined && end.minute <= start) errors.push({ path: end.path, message: 'redeliveryBeforeDelivery' });
  if (charter.gunlukKira === undefined || charter.gunlukKira === null) errors.push({ path: 'gunlukKira', message: 'required' });
  rateErrors(errors, 'gunlukKira', charter.gunlukKira, MAX_DAILY_RATE);
  rateErrors(errors, 'adresKomisyonuYuzde', charter.adresKomisyonuYuzde, PERCENT_100);
  (charter.brokerajlar ?? []).forEach((broker, i) => rateErrors(errors, `brokerajlar.${i}.yuzde`, broker.yuzde, PERCENT_100));
  if (charter.cve) {
    rateErrors(errors, 'cve.tutar', charter.cve.tutar, MAX_DAILY_RATE);
    const basis = charter.cve.esasGun;
    if (basis !== null && basis !== undefined && (!Number.isInteger(basis) || basis < 1 || basis > MAX_INVOICE_PERIOD_DAYS))
      errors.push({ path: 'cve.esasGun', message: 'outOfRange' });
  }
  rateErrors(errors, 'ilohc', charter.ilohc, MAX_DAILY_RATE);
  const period = charter.faturaPeriyoduGun;
  if (period !== null && period !== undefined && (!Number.isInteger(period) || period < 1 || period > MAX_INVOICE_PERIOD_DAYS))
    errors.push({ path: 'faturaPeriyoduGun', message: 'outOfRange' });
  const priced = new Set<string>();
  (charter.yakitFiyatlari ?? []).forEach((price, i) => {
    if (priced.has(price.yakit)) errors.push({ path: `yakitFiyatlari.${i}.yakit`, message: 'duplicateFuel' });
    priced.add(price.yakit);
    rateErrors(errors, `yakitFiyatlari.${i}.birimFiyat`, price.birimFiyat, MAX_FUEL_PRICE);
  });
  fuelErrors(errors, 'yakitTeslim', charter.yakitTeslim, priced);
  fuelErrors(errors, 'yakitIade', charter.yakitIade, priced);
  const spans: { from: bigint; to: bigint; index: number }[] = [];
  (charter.offHire ?? []).forEach((off, i) => {
    const from = utcMinute(off.baslangic);
    const to = utcMinute(off.bitis);
    if (from === undefined) errors.push({ path: `offHire.${i}.baslangic`, message: off.baslangic ? 'invalidDate' : 'required' });
    if (to === undefined) errors.push({ path: `offHire.${i}.bitis`, message: off.bitis ? 'invalidDate' : 'required' });
    fuelErrors(errors, `offHire.${i}.yakit`, off.yakit, priced);
    if (from === undefined || to === undefined) return;
    if (to <= from) return void errors.push({ path: `offHire.${i}.bitis`, message: 'endBeforeStart' });
    if ((start !== undefined && from < start) || (end.minute !== undefined && to > end.minute)) {
      errors.push({
        path: `offHire.${i}.${start !== undefined && from < start ? 'baslangic' : 'bitis'}`,
        message: 'offHireOutsideCharter',
      });
      return;
    }
    if (spans.some((other) => from < other.to && other.from < to))
      errors.push({ path: `offHire.${i}.baslangic`, message: 'offHireOverlap' });
    spans.push({ from, to, index: i });
  });
  (charter.armatorMasraflari ?? []).forEach((expense, i) =>
    rateErrors(errors, `armatorMasraflari.${i}.tutar`, expense.tutar, MAX_DAILY_RATE),
  );
  return errors;
}

/**
 * A time charter's statement in minor units (docs/areas/operations.md §1). The charter must be
 * valid (hireStatementErrors empty): otherwise a RangeError, never a statement with a line dropped.
 */
export function hireStatementMinor(charter: TimeCharter): HireStatementMinor {
  const errors = hireStatementErrors(charter);
  if (errors.length > 0) throw new RangeError(`invalid charter: ${errors.map((e) => `${e.path} ${e.message}`).join(', ')}`);
  const start = utcMinute(charter.teslim.zaman)!;
  const end = endOf(charter).minute!;
  const step = BigInt(charter.faturaPeriyoduGun ?? DEFAULT_INVOICE_PERIOD_DAYS) * MINUTES_PER_DAY;
  const rate = big(charter.gunlukKira);
  const address = big(charter.adresKomisyonuYuzde);
  const brokers = charter.brokerajlar ?? [];
  const prices = charter.yakitFiyatlari ?? [];
  const count = ceilDiv(end - start, step);

  const faturalar: HireInvoiceMinor[] = [];
  for (let i = 0n; i < count; i++) {
    const baslangic = start + i * step;
    const bitis = baslangic + step < end ? baslangic + step : end;
    faturalar.push({ no: Number(i + 1n), baslangic, bitis, kalemler: [], toplam: 0n, brokeraj: [] });
  }
  const first = faturalar[0]!;
  const last = faturalar.at(-1)!;

  for (const invoice of faturalar) {
    const minutes = invoice.bitis - invoice.baslangic;
    const hire = timeAmount(minutes, rate);
    invoice.kalemler.push({ tur: 'kira', aciklama: '', gun: daysScaled(minutes), tutar: hire });
    if (address !== 0n) invoice.kalemler.push({ tur: 'adres-komisyonu', aciklama: '', tutar: -percentOf(hire, address) });
    if (charter.cve && charter.cve.tutar !== 0) {
      const basis = BigInt(charter.cve.esasGun ?? DEFAULT_CVE_BASIS_DAYS);
      invoice.kalemler.push({
        tur: 'cve',
        aciklama: '',
        gun: daysScaled(minutes),
        tutar: timeAmount(minutes, big(charter.cve.tutar), basis),
      });
    }
  }
  const delivered = charter.yakitTeslim ?? [];
  if (delivered.length > 0)
    first.kalemler.push({ tur: 'teslim-yakiti', aciklama: fuelText(delivered), tutar: fuelValue(delivered, prices) });

  // An off-hire goes into the first invoice due (at its period's start) at or after the off-hire
  // ended; one that ended in the last period has none due after it and goes into the last invoice.
  (charter.offHire ?? []).forEach((off, index) => {
    const from = utcMinute(off.baslangic)!;
    const to = utcMinute(off.bitis)!;
    const invoice = faturalar.find((f) => f.baslangic >= to) ?? last;
    const minutes = to - from;
    const lost = timeAmount(minutes, rate);
    const reason = off.sebep ?? '';
    invoice.kalemler.push({ tur: 'off-hire', aciklama: reason, gun: daysScaled(minutes), tutar: -lost, offHire: index });
    if (address !== 0n)
      invoice.kalemler.push({ tur: 'off-hire-komisyonu', aciklama: reason, tutar: percentOf(lost, address), offHire: index });
    const fuels = off.yakit ?? [];
    if (fuels.length > 0)
      invoice.kalemler.push({ tur: 'off-hire-yakiti', aciklama: fuelText(fuels), tutar: -fuelValue(fuels, prices), offHire: index });
  });

  if (charter.ilohc) last.kalemler.push({ tur: 'ilohc', aciklama: '', tutar: big(charter.ilohc) });
  const redelivered = charter.yakitIade ?? [];
  if (redelivered.length > 0)
    last.kalemler.push({ tur: 'iade-yakiti', aciklama: fuelText(redelivered), tutar: -fuelValue(redelivered, prices) });
  for (const expense of charter.armatorMasraflari ?? [])
    last.kalemler.push({ tur: 'armator-masrafi', aciklama: expense.aciklama ?? '', tutar: -big(expense.tutar) });

  const brokerTotals = brokers.map((broker) => ({ cariHesap: broker.cariHesap, tutar: 0n }));
  let toplam = 0n;
  for (const invoice of faturalar) {
    invoice.toplam = invoice.kalemler.reduce((sum, line) => sum + line.tutar, 0n);
    toplam += invoice.toplam;
    // Brokerage: each broker's percentage of each hire line (hire and hire lost), rounded per line.
    invoice.brokeraj = brokers.map((broker, b) => {
      let owed = 0n;
      for (const line of invoice.kalemler)
        if (line.tur === 'kira' || line.tur === 'off-hire') owed += percentOf(line.tutar, big(broker.yuzde));
      brokerTotals[b]!.tutar += owed;
      return { cariHesap: broker.cariHesap, tutar: owed };
    });
  }
  return { faturalar, toplam, brokeraj: brokerTotals };
}

const major = (amount: bigint) => toMajor(amount, SCALES.amount);

/** A time charter's hire statement as `GET /api/operasyon/carter/:id/kira-hesabi` answers it (docs/areas/operations.md §1). */
export function hireStatement(charter: TimeCharter): HireStatement {
  const minor = hireStatementMinor(charter);
  return {
    faturalar: minor.faturalar.map((invoice) => ({
      no: invoice.no,
      baslangic: utcText(invoice.baslangic),
      bitis: utcText(invoice.bitis),
      vade: utcText(invoice.baslangic),
      kalemler: invoice.kalemler.map((line) => ({
        tur: line.tur,
        aciklama: line.aciklama,
        ...(line.gun === undefined ? {} : { gun: toMajor(line.gun, 4) }),
        tutar: major(line.tutar),
      })),
      toplam: major(invoice.toplam),
      brokeraj: invoice.brokeraj.map((b) => ({ cariHesap: b.cariHesap, tutar: major(b.tutar) })),
    })),
    toplam: major(minor.toplam),
    brokeraj: minor.brokeraj.map((b) => ({ cariHesap: b.cariHesap, tutar: major(b.tutar) })),
  };
}
