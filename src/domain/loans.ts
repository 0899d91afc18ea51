// Loans (docs/areas/loans.md): a ship's mortgage loan, its repayment schedule period by period and
// its security cover as of a date. Pure: the loan's screens (on the device, offline) and
// `GET /api/finans/kredi/:id/plan` and `…/teminat` call the same functions.
//
// Figures are integers as the domain holds them (docs/architecture.md §7.1): amounts in minor units
// (cents / kuruş); interest rates (fixed rate, margin, floor, reference) in hundred-thousandths of a
// percent, the five decimals Term SOFR is published with (5.25 % is 525,000); the minimum cover and
// the cover ratio in thousandths of a percent (130 % is 130,000). Arithmetic is on BigInt only
// (tests/unit/money-no-float.test.ts checks this module). Interest is rounded once per period, half
// away from zero, to the minor unit (docs/areas/loans.md §3). `loanSchedule` and `securityCover`
// answer in major units, as the API does; the `…Minor` functions keep minor units for the domain.

import { addMonths, daysBetween, isRecordDate } from './calendar';
import type { Currency } from './currency';
import type { ErrorKey } from './error-key';
import { divRound, MAX_SCALED, SCALES, toMajor } from './money';
import { firstIndexWhere } from './sorted-search';

/** A field error as FieldError (./validation.ts) shapes it: a dotted path and a translation key. */
export interface LoanFieldError {
  path: string;
  message: ErrorKey;
}

/** Interest types (`faiz.tur`): a fixed rate, or a floating one (reference rate + margin). */
export const INTEREST_TYPES = ['sabit', 'degisken'] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

export const INTEREST_TYPE_LABELS: Record<InterestType, { tr: string; en: string }> = {
  sabit: { tr: 'Sabit faiz', en: 'Fixed rate' },
  degisken: { tr: 'Değişken faiz (referans + marj)', en: 'Floating rate (reference + margin)' },
};

/** Day-count conventions (`faiz.gunSayimi`), spelt as agreements spell them. */
export const DAY_COUNTS = ['ACT/360', 'ACT/365', '30/360'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

export const DAY_COUNT_LABELS: Record<DayCount, { tr: string; en: string }> = {
  'ACT/360': { tr: 'Gerçek gün / 360', en: 'Actual / 360' },
  'ACT/365': { tr: 'Gerçek gün / 365', en: 'Actual / 365 (fixed)' },
  '30/360': { tr: '30 / 360 (her ay 30 gün)', en: '30 / 360 (bond basis)' },
};

/** The days of a year each convention divides by. */
export const DAY_COUNT_BASIS: Record<DayCount, bigint> = { 'ACT/360': 360n, 'ACT/365': 365n, '30/360': 360n };

/**
 * How the principal is repaid: instalments listed as the agreement lists them (`taksitler`), or
 * equal principal instalments with a balloon in the last, made from `taksitPlani {adet, periyotAy, balon}`.
 */
export const REPAYMENT_STYLES = ['liste', 'esit-anapara'] as const;
export type RepaymentStyle = (typeof REPAYMENT_STYLES)[number];

export const REPAYMENT_STYLE_LABELS: Record<RepaymentStyle, { tr: string; en: string }> = {
  liste: { tr: 'Sözleşmedeki taksitler', en: 'Instalments as agreed' },
  'esit-anapara': { tr: 'Eşit anapara + balon', en: 'Equal principal + balloon' },
};

/** Decimal places of an interest rate: hundred-thousandths of a percent (Term SOFR's five decimals). */
export const LOAN_RATE_SCALE = 5;
/** 100 % at LOAN_RATE_SCALE. */
export const RATE_100 = 10_000_000n;
/** 100 % at SCALES.percent (the minimum cover and the cover ratio). */
export const COVER_100 = 100_000n;
/** The largest rate taken as real (fixed, margin, floor, reference; either sign): 100 %. */
export const MAX_RATE = RATE_100;
/** The largest minimum cover taken as real: 1,000 %. */
export const MAX_COVER = 1_000_000n;
/** The most instalments a plan makes (50 years monthly), and the longest step between them (10 years). */
export const MAX_INSTALMENTS = 600;
export const MAX_PERIOD_MONTHS = 120;

export interface LoanInterest {
  tur: InterestType;
  /** The fixed rate (`tur: 'sabit'`). */
  sabitYuzde?: number | null;
  /** The margin over the reference (`tur: 'degisken'`); negative only down to the floor. */
  marjYuzde?: number | null;
  /** The floor of a floating rate (reference + margin); 0 when the loan states none. */
  tabanYuzde?: number | null;
  gunSayimi: DayCount;
}

/** The reference rate of the interest period starting `baslangic`. */
export interface Fixing {
  baslangic: string;
  referansYuzde: number;
}

export interface Instalment {
  tarih: string;
  /** Principal due, minor units. */
  anapara: number;
}

/** Equal principal instalments every `periyotAy` months from the drawdown, plus `balon` in the last. */
export interface InstalmentPlan {
  adet: number;
  periyotAy: number;
  balon?: number | null;
}

export interface Valuation {
  tarih: string;
  /** Minor units of the loan's currency. */
  deger: number;
  eksper?: string | null;
}

/** A prepayment of principal on `tarih` (outside the instalments), minor units. */
export interface Prepayment {
  tarih: string;
  tutar: number;
}

export interface Mortgage {
  /** 1 for a first preferred mortgage. */
  derece: number;
  tutar: number;
  tescilTarihi: string;
}

/** A loan (`kredi`) as the rules read it; the fields are named as the record kind names them. */
export interface Loan {
  _id?: string;
  sirket?: string;
  /** The lending bank (an account). */
  banka?: string | null;
  /** The loan agreement (a contract, `sozlesme`). */
  sozlesme?: string | null;
  /** The amount drawn, minor units. */
  tutar: number;
  dovizCinsi?: Currency;
  /** The drawdown date. */
  kullanimTarihi: string;
  faiz: LoanInterest;
  fixingler?: readonly Fixing[] | null;
  /** The instalments as agreed; when empty, made from `taksitPlani`. */
  taksitler?: readonly Instalment[] | null;
  taksitPlani?: InstalmentPlan | null;
  /** The minimum security cover, thousandths of a percent (130 % is 130,000). */
  teminatOraniYuzde?: number | null;
  degerlemeler?: readonly Valuation[] | null;
  ipotek?: Mortgage | null;
  /** Prepayments made (docs/areas/loans.md §4). */
  erkenOdemeler?: readonly Prepayment[] | null;
}

/** A period of the schedule in minor units; rates at LOAN_RATE_SCALE. */
export interface LoanPeriodMinor {
  baslangic: string;
  bitis: string;
  /** The days the interest is counted on (30/360 days under 30/360). */
  gun: number;
  oranYuzde: bigint;
  /** Floating and no fixing of its own yet: the last known reference carried forward (or none: 0). */
  tahmini: boolean;
  acilisBakiye: bigint;
  faiz: bigint;
  /** Principal repaid on `bitis`: the instalment and any prepayment. */
  anapara: bigint;
  /** The prepayment part of `anapara`. */
  erkenOdeme: bigint;
  kapanisBakiye: bigint;
}

export interface LoanScheduleMinor {
  donemler: LoanPeriodMinor[];
  toplamFaiz: bigint;
  toplamAnapara: bigint;
}

/** The answer of `GET /api/finans/kredi/:id/plan`, amounts and rates in major units. */
export interface LoanSchedule {
  donemler: {
    baslangic: string;
    bitis: string;
    gun: number;
    oranYuzde: number;
    tahmini: boolean;
    acilisBakiye: number;
    faiz: number;
    anapara: number;
    erkenOdeme: number;
    kapanisBakiye: number;
  }[];
  toplamFaiz: number;
  toplamAnapara: number;
}

const big = (value: number | null | undefined): bigint => BigInt(value ?? 0);
const year = (date: string) => BigInt(date.slice(0, 4));
const month = (date: string) => BigInt(date.slice(5, 7));
const day = (date: string) => BigInt(date.slice(8, 10));

/**
 * The days `from` → `to` counts under a convention: actual days for ACT/360 and ACT/365; for 30/360
 * the bond basis (ISDA 2006 4.16(f)): a 31st that starts the period counts as the 30th, and a 31st
 * that ends it counts as the 30th when the period started on the 30th or 31st.
 */
export function dayCount(from: string, to: string, convention: DayCount): bigint {
  if (convention !== '30/360') return BigInt(daysBetween(from, to));
  const d1 = day(from) === 31n ? 30n : day(from);
  const d2 = day(to) === 31n && d1 === 30n ? 30n : day(to);
  return 360n * (year(to) - year(from)) + 30n * (month(to) - month(from)) + (d2 - d1);
}

/** Interest on `balance` at `rate` (LOAN_RATE_SCALE) for `days` ÷ `basis`, rounded once (docs/areas/loans.md §3). */
export function periodInterest(balance: bigint, rate: bigint, days: bigint, basis: bigint): bigint {
  return divRound(balance * rate * days, basis * RATE_100);
}

/**
 * The instalments of an equal-principal plan (docs/areas/loans.md §2): `adet` instalments every
 * `periyotAy` months from the drawdown (each date counted from the drawdown, so the 31st stays the
 * month's end), each (amount − balloon) ÷ adet rounded down to the minor unit, the last taking
 * what rounding left plus the balloon.
 */
export function equalPrincipalInstalments(tutar: number, kullanimTarihi: string, plan: InstalmentPlan): Instalment[] {
  const count = BigInt(plan.adet);
  const balloon = big(plan.balon);
  const spread = BigInt(tutar) - balloon;
  const each = spread / count;
  const instalments: Instalment[] = [];
  for (let k = 1n; k <= count; k++) {
    const anapara = k === count ? spread - each * (count - 1n) + balloon : each;
    instalments.push({ tarih: addMonths(kullanimTarihi, Number(k * BigInt(plan.periyotAy))), anapara: Number(anapara) });
  }
  return instalments;
}

/** The loan's instalments in date order: as listed, else made from its plan, else none. */
export function loanInstalments(loan: Loan): Instalment[] {
  if (loan.taksitler && loan.taksitler.length > 0)
    return [...loan.taksitler].sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : 0));
  if (loan.taksitPlani) return equalPrincipalInstalments(loan.tutar, loan.kullanimTarihi, loan.taksitPlani);
  return [];
}

const sumOf = (values: readonly { anapara?: number; tutar?: number }[]) => values.reduce((sum, v) => sum + big(v.anapara ?? v.tutar), 0n);

/** Whether a rate (LOAN_RATE_SCALE) is given and within `min`–MAX_RATE; its error otherwise. */
function rateErrors(errors: LoanFieldError[], path: string, value: number | null | undefined, required: boolean, min = -MAX_RATE): boolean {
  let message: LoanFieldError['message'] | undefined;
  if (value === null || value === undefined) message = required ? 'required' : undefined;
  else if (!Number.isSafeInteger(value)) message = 'invalid';
  else if (BigInt(value) > MAX_RATE || BigInt(value) < min) message = 'outOfRange';
  if (message) errors.push({ path, message });
  return message === undefined;
}

function amountErrors(errors: LoanFieldError[], path: string, value: number | null | undefined, min: bigint): boolean {
  let message: LoanFieldError['message'] | undefined;
  if (value === null || value === undefined) message = 'required';
  else if (!Number.isSafeInteger(value)) message = 'invalid';
  else if (BigInt(value) > MAX_SCALED) message = 'tooLarge';
  else if (BigInt(value) < min) message = min > 0n ? 'aboveZero' : 'outOfRange';
  if (message) errors.push({ path, message });
  return message === undefined;
}

function dateErrors(errors: LoanFieldError[], path: string, value: string | null | undefined): boolean {
  const message = !value ? 'required' : isRecordDate(value) ? undefined : 'invalidDate';
  if (message) errors.push({ path, message });
  return message === undefined;
}

/**
 * What is wrong with a loan's terms for its schedule, by path (docs/areas/loans.md §5): the amount
 * (`required`, `aboveZero`, `tooLarge`), the drawdown (`required`, `invalidDate`), the rates
 * (`required`, `outOfRange`, a negative margin below the floor: `marginBelowFloor`), the instalments (none:
 * `atLeastOne`; on or before the drawdown: `instalmentBeforeDrawdown`; two on a date:
 * `duplicateInstalmentDate`; more than the loan: `instalmentsExceedLoan`), the plan (`outOfRange`),
 * the fixings (outside the loan's life: `fixingOutsideLoan`; two for one period: `duplicateFixing`),
 * the prepayments (`prepaymentOutsideLoan`, `prepaymentExceedsBalance`), the minimum cover and the
 * mortgage. Empty when the schedule can be made. Valuations are loanErrors' (they need today).
 */
export function loanTermErrors(loan: Loan): LoanFieldError[] {
  return checkTerms(loan).errors;
}

/** The number of `dates` (in order) on or before `date`: the index of the interest period it falls in. */
const periodIndex = (dates: readonly string[], date: string) => firstIndexWhere(dates, (other) => other > date);

/** loanTermErrors, and the instalments in date order when they could be made. */
function checkTerms(loan: Loan): { errors: LoanFieldError[]; instalments: Instalment[] } {
  const errors: LoanFieldError[] = [];
  const amountOk = amountErrors(errors, 'tutar', loan.tutar, 1n);
  const drawdownOk = dateErrors(errors, 'kullanimTarihi', loan.kullanimTarihi);
  const faiz = loan.faiz;
  if (!faiz) errors.push({ path: 'faiz', message: 'required' });
  else {
    if (!INTEREST_TYPES.includes(faiz.tur)) errors.push({ path: 'faiz.tur', message: faiz.tur ? 'invalid' : 'required' });
    if (!DAY_COUNTS.includes(faiz.gunSayimi)) errors.push({ path: 'faiz.gunSayimi', message: faiz.gunSayimi ? 'invalid' : 'required' });
    if (faiz.tur === 'sabit') rateErrors(errors, 'faiz.sabitYuzde', faiz.sabitYuzde, true, 0n);
    else if (faiz.tur === 'degisken') {
      const floorOk = rateErrors(errors, 'faiz.tabanYuzde', faiz.tabanYuzde, false);
      // A margin may be negative only down to the floor (a margin above zero is never refused).
      const margin = rateErrors(errors, 'faiz.marjYuzde', faiz.marjYuzde, true) ? BigInt(faiz.marjYuzde!) : 0n;
      if (floorOk && margin < 0n && margin < big(faiz.tabanYuzde)) errors.push({ path: 'faiz.marjYuzde', message: 'marginBelowFloor' });
    }
  }

  const listed = loan.taksitler ?? [];
  let instalments: Instalment[] = [];
  if (listed.length > 0) {
    const seen = new Set<string>();
    let valid = true;
    listed.forEach((instalment, i) => {
      const dateOk = dateErrors(errors, `taksitler.${i}.tarih`, instalment.tarih);
      valid = amountErrors(errors, `taksitler.${i}.anapara`, instalment.anapara, 0n) && dateOk && valid;
      if (!dateOk) return;
      if (drawdownOk && instalment.tarih <= loan.kullanimTarihi)
        errors.push({ path: `taksitler.${i}.tarih`, message: 'instalmentBeforeDrawdown' });
      if (seen.has(instalment.tarih)) errors.push({ path: `taksitler.${i}.tarih`, message: 'duplicateInstalmentDate' });
      seen.add(instalment.tarih);
    });
    if (valid && amountOk && sumOf(listed) > BigInt(loan.tutar)) errors.push({ path: 'taksitler', message: 'instalmentsExceedLoan' });
    if (valid) instalments = loanInstalments(loan);
  } else if (loan.taksitPlani) {
    const plan = loan.taksitPlani;
    const countOk = Number.isSafeInteger(plan.adet) && plan.adet >= 1 && plan.adet <= MAX_INSTALMENTS;
    const stepOk = Number.isSafeInteger(plan.periyotAy) && plan.periyotAy >= 1 && plan.periyotAy <= MAX_PERIOD_MONTHS;
    if (!countOk)
      errors.push({ path: 'taksitPlani.adet', message: plan.adet === undefined || plan.adet === null ? 'required' : 'outOfRange' });
    if (!stepOk)
      errors.push({
        path: 'taksitPlani.periyotAy',
        message: plan.periyotAy === undefined || plan.periyotAy === null ? 'required' : 'outOfRange',
      });
    const balloonOk = plan.balon === null || plan.balon === undefined || amountErrors(errors, 'taksitPlani.balon', plan.balon, 0n);
    if (balloonOk && amountOk && big(plan.balon) > BigInt(loan.tutar))
      errors.push({ path: 'taksitPlani.balon', message: 'instalmentsExceedLoan' });
    else if (balloonOk && amountOk && countOk && stepOk && drawdownOk) {
      instalments = loanInstalments(loan);
      // A plan running past the last year a record may name (docs/architecture.md §6) is a typo.
      if (!isRecordDate(instalments.at(-1)!.tarih)) {
        errors.push({ path: 'taksitPlani.adet', message: 'outOfRange' });
        instalments = [];
      }
    }
  } else {
    errors.push({ path: 'taksitler', message: 'atLeastOne' });
  }

  const last = instalments.at(-1)?.tarih;
  const dates = instalments.map((instalment) => instalment.tarih);
  if (faiz?.tur === 'degisken') {
    const periodOf = new Map<number, number>();
    (loan.fixingler ?? []).forEach((fixing, i) => {
      const dateOk = dateErrors(errors, `fixingler.${i}.baslangic`, fixing.baslangic);
      rateErrors(errors, `fixingler.${i}.referansYuzde`, fixing.referansYuzde, true);
      if (!dateOk || !drawdownOk || last === undefined) return;
      if (fixing.baslangic < loan.kullanimTarihi || fixing.baslangic >= last)
        return void errors.push({ path: `fixingler.${i}.baslangic`, message: 'fixingOutsideLoan' });
      const period = periodIndex(dates, fixing.baslangic);
      if (periodOf.has(period)) errors.push({ path: `fixingler.${i}.baslangic`, message: 'duplicateFixing' });
      periodOf.set(period, i);
    });
  }

  const prepayments = loan.erkenOdemeler ?? [];
  const prepaymentDates = prepayments.map((prepayment, i) => {
    const dateOk = dateErrors(errors, `erkenOdemeler.${i}.tarih`, prepayment.tarih);
    const amountOkHere = amountErrors(errors, `erkenOdemeler.${i}.tutar`, prepayment.tutar, 1n);
    if (!dateOk || !drawdownOk || last === undefined) return false;
    if (prepayment.tarih <= loan.kullanimTarihi || prepayment.tarih > last) {
      errors.push({ path: `erkenOdemeler.${i}.tarih`, message: 'prepaymentOutsideLoan' });
      return false;
    }
    return amountOkHere;
  });
  if (amountOk && prepaymentDates.every(Boolean)) {
    // Each prepayment at most the balance after everything due on or before its date (and the
    // prepayments listed before it on that date).
    prepayments.forEach((prepayment, i) => {
      const owed =
        BigInt(loan.tutar) -
        sumOf(instalments.slice(0, periodIndex(dates, prepayment.tarih))) -
        sumOf(prepayments.filter((other, j) => other.tarih < prepayment.tarih || (other.tarih === prepayment.tarih && j < i)));
      if (BigInt(prepayment.tutar) > owed) errors.push({ path: `erkenOdemeler.${i}.tutar`, message: 'prepaymentExceedsBalance' });
    });
  }

  const cover = loan.teminatOraniYuzde;
  if (cover !== null && cover !== undefined) {
    if (!Number.isSafeInteger(cover)) errors.push({ path: 'teminatOraniYuzde', message: 'invalid' });
    else if (cover <= 0 || BigInt(cover) > MAX_COVER) errors.push({ path: 'teminatOraniYuzde', message: 'outOfRange' });
  }
  if (loan.ipotek) {
    const degree = loan.ipotek.derece;
    if (!Number.isSafeInteger(degree) || degree < 1 || degree > 9) errors.push({ path: 'ipotek.derece', message: 'outOfRange' });
    amountErrors(errors, 'ipotek.tutar', loan.ipotek.tutar, 1n);
    dateErrors(errors, 'ipotek.tescilTarihi', loan.ipotek.tescilTarihi);
  }
  return { errors, instalments };
}

/**
 * Everything wrong with a loan, by path (docs/areas/loans.md §5): its terms (loanTermErrors) and its
 * valuations: a date (`required`, `invalidDate`), not after `today` (`valuationInFuture`), a value
 * above zero (`aboveZero`).
 */
export function loanErrors(loan: Loan, today: string): LoanFieldError[] {
  const errors = loanTermErrors(loan);
  (loan.degerlemeler ?? []).forEach((valuation, i) => {
    if (dateErrors(errors, `degerlemeler.${i}.tarih`, valuation.tarih) && valuation.tarih > today)
      errors.push({ path: `degerlemeler.${i}.tarih`, message: 'valuationInFuture' });
    amountErrors(errors, `degerlemeler.${i}.deger`, valuation.deger, 1n);
  });
  return errors;
}

/** A date a period ends on: an instalment's, a prepayment's, or both; with the amount prepaid on it. */
interface Boundary {
  tarih: string;
  prepayment: bigint;
}

/**
 * The loan's schedule in minor units (docs/areas/loans.md §3–§4). The periods run from the drawdown
 * between the instalment dates (and the dates of prepayments, which end a period of their own);
 * each period's interest is opening balance × rate × days ÷ basis, rounded once. A floating rate is
 * the interest period's reference + margin, never below the floor; a period with no fixing of its
 * own carries the last known reference forward (`tahmini`). A prepayment reduces the instalments
 * in inverse order of maturity (the balloon first), so the schedule ends earlier. The schedule
 * stops when the balance reaches zero. The loan's terms must be valid (loanTermErrors empty):
 * otherwise a RangeError, never a schedule with an instalment dropped.
 */
export function loanScheduleMinor(loan: Loan, prepayments: readonly Prepayment[] = loan.erkenOdemeler ?? []): LoanScheduleMinor {
  const { errors, instalments } = checkTerms({ ...loan, erkenOdemeler: prepayments });
  if (errors.length > 0) throw new RangeError(`invalid loan: ${errors.map((e) => `${e.path} ${e.message}`).join(', ')}`);
  const { faiz } = loan;
  const basis = DAY_COUNT_BASIS[faiz.gunSayimi];
  const instalmentDates = instalments.map((instalment) => instalment.tarih);

  // The interest periods as agreed (from the drawdown, between instalment dates) and their
  // references: a period's own fixing, else the last known one carried forward.
  const own: (bigint | undefined)[] = instalments.map(() => undefined);
  if (faiz.tur === 'degisken')
    for (const fixing of loan.fixingler ?? []) own[periodIndex(instalmentDates, fixing.baslangic)] = BigInt(fixing.referansYuzde);
  const references: { reference: bigint; own: boolean }[] = [];
  let known: bigint | undefined;
  for (const reference of own) {
    if (reference !== undefined) known = reference;
    references.push({ reference: known ?? 0n, own: reference !== undefined });
  }
  const floor = big(faiz.tabanYuzde);
  const rateOf = (date: string): { rate: bigint; estimated: boolean } => {
    if (faiz.tur === 'sabit') return { rate: big(faiz.sabitYuzde), estimated: false };
    const { reference, own } = references[periodIndex(instalmentDates, date)]!;
    const rate = reference + big(faiz.marjYuzde);
    return { rate: rate < floor ? floor : rate, estimated: !own };
  };

  // Instalment amounts still due, reduced by prepayments in inverse order of maturity.
  const due = instalments.map((instalment) => BigInt(instalment.anapara));
  const indexOf = new Map(instalmentDates.map((tarih, i) => [tarih, i]));
  const boundaries = new Map<string, Boundary>();
  const at = (tarih: string) => boundaries.get(tarih) ?? boundaries.set(tarih, { tarih, prepayment: 0n }).get(tarih)!;
  instalments.forEach((instalment) => at(instalment.tarih));
  for (const prepayment of prepayments) at(prepayment.tarih).prepayment += BigInt(prepayment.tutar);
  const dates = [...boundaries.values()].sort((a, b) => (a.tarih < b.tarih ? -1 : 1));

  const donemler: LoanPeriodMinor[] = [];
  let balance = BigInt(loan.tutar);
  let start = loan.kullanimTarihi;
  let toplamFaiz = 0n;
  let toplamAnapara = 0n;
  for (const boundary of dates) {
    if (balance === 0n) break;
    const index = indexOf.get(boundary.tarih);
    const scheduled = index === undefined ? 0n : due[index]!;
    // A prepayment on an instalment date is applied after that instalment, to the later ones.
    let left = boundary.prepayment;
    for (let i = due.length - 1; i >= 0 && left > 0n; i--) {
      if (instalments[i]!.tarih <= boundary.tarih) break;
      const take = due[i]! < left ? due[i]! : left;
      due[i] = due[i]! - take;
      left -= take;
    }
    const days = dayCount(start, boundary.tarih, faiz.gunSayimi);
    const { rate, estimated } = rateOf(start);
    const interest = periodInterest(balance, rate, days, basis);
    const wanted = scheduled + boundary.prepayment;
    const principal = wanted < balance ? wanted : balance;
    donemler.push({
      baslangic: start,
      bitis: boundary.tarih,
      gun: Number(days),
      oranYuzde: rate,
      tahmini: estimated,
      acilisBakiye: balance,
      faiz: interest,
      anapara: principal,
      erkenOdeme: boundary.prepayment,
      kapanisBakiye: balance - principal,
    });
    toplamFaiz += interest;
    toplamAnapara += principal;
    balance -= principal;
    start = boundary.tarih;
  }
  return { donemler, toplamFaiz, toplamAnapara };
}

const major = (amount: bigint) => toMajor(amount, SCALES.amount);

/** The loan's schedule as `GET /api/finans/kredi/:id/plan` answers it (docs/areas/loans.md §3). */
export function loanSchedule(loan: Loan, prepayments?: readonly Prepayment[]): LoanSchedule {
  const minor = loanScheduleMinor(loan, prepayments);
  return {
    donemler: minor.donemler.map((period) => ({
      baslangic: period.baslangic,
      bitis: period.bitis,
      gun: period.gun,
      oranYuzde: toMajor(period.oranYuzde, LOAN_RATE_SCALE),
      tahmini: period.tahmini,
      acilisBakiye: major(period.acilisBakiye),
      faiz: major(period.faiz),
      anapara: major(period.anapara),
      erkenOdeme: major(period.erkenOdeme),
      kapanisBakiye: major(period.kapanisBakiye),
    })),
    toplamFaiz: major(minor.toplamFaiz),
    toplamAnapara: major(minor.toplamAnapara),
  };
}

/**
 * The scheduled balance after everything due on or before `tarih` (docs/areas/loans.md §4): the
 * closing balance of the last period ending on or before it; the amount drawn before the first.
 */
export function balanceOn(schedule: LoanScheduleMinor, tutar: number, tarih: string): bigint {
  let balance = BigInt(tutar);
  for (const period of schedule.donemler) {
    if (period.bitis > tarih) break;
    balance = period.kapanisBakiye;
  }
  return balance;
}

/** The periods whose instalment falls due from `from` to `to`, both included (the dashboard's 30 days). */
export function instalmentsDue(schedule: LoanScheduleMinor, from: string, to: string): LoanPeriodMinor[] {
  return schedule.donemler.filter((period) => period.bitis >= from && period.bitis <= to);
}

/** The next instalment due on or after `tarih`, if any is left. */
export function nextInstalment(schedule: LoanScheduleMinor, tarih: string): LoanPeriodMinor | undefined {
  return schedule.donemler.find((period) => period.bitis >= tarih);
}

/**
 * The valuation that holds on `tarih`: the latest dated on or before it; of two on that date, the
 * lower (as a bank reads two brokers' valuations of one day).
 */
export function valuationOn(valuations: readonly Valuation[], tarih: string): Valuation | undefined {
  let found: Valuation | undefined;
  for (const valuation of valuations) {
    if (valuation.tarih > tarih) continue;
    if (!found || valuation.tarih > found.tarih || (valuation.tarih === found.tarih && valuation.deger < found.deger)) found = valuation;
  }
  return found;
}

export interface CoverFigures {
  /** Valuation ÷ balance in thousandths of a percent, rounded down; null with nothing owed. */
  oranYuzde: bigint | null;
  /** The prepayment that restores the minimum; 0 when the cover holds. */
  eksikOdeme: bigint;
}

/**
 * Cover of a balance by a valuation against a minimum (docs/areas/loans.md §4), all in minor units
 * and thousandths of a percent. Below the minimum, the prepayment that restores it is
 * balance − valuation ÷ (minimum ÷ 100), rounded up to the minor unit so that paying it does restore
 * the minimum (1,000,000.00 against 1,200,000.00 at 130 %: 76,923.08). The ratio is rounded down, so
 * a cover just short never reads as the minimum.
 */
export function coverFigures(bakiye: bigint, deger: bigint, minimumYuzde: bigint): CoverFigures {
  if (bakiye <= 0n) return { oranYuzde: null, eksikOdeme: 0n };
  const oranYuzde = (deger * COVER_100) / bakiye;
  if (deger * COVER_100 >= minimumYuzde * bakiye) return { oranYuzde, eksikOdeme: 0n };
  // The largest balance the valuation covers at the minimum, rounded down: what is above it is owed.
  return { oranYuzde, eksikOdeme: bakiye - (deger * COVER_100) / minimumYuzde };
}

export interface SecurityCoverMinor {
  tarih: string;
  /** The valuation that holds on `tarih`; null when there is none yet. */
  deger: bigint | null;
  bakiye: bigint;
  oranYuzde: bigint | null;
  /** Null when there is no valuation or the loan states no minimum. */
  eksikOdeme: bigint | null;
}

/**
 * The security cover as of `tarih` from a balance, the valuations and the minimum (docs/areas/loans.md
 * §4): the latest valuation on or before `tarih` ÷ the balance.
 */
export function securityCoverMinor(
  bakiye: bigint,
  degerlemeler: readonly Valuation[],
  minimumYuzde: number | null | undefined,
  tarih: string,
): SecurityCoverMinor {
  const valuation = valuationOn(degerlemeler, tarih);
  if (!valuation) return { tarih, deger: null, bakiye, oranYuzde: null, eksikOdeme: null };
  const deger = BigInt(valuation.deger);
  const figures = coverFigures(bakiye, deger, big(minimumYuzde));
  return {
    tarih,
    deger,
    bakiye,
    oranYuzde: figures.oranYuzde,
    eksikOdeme: minimumYuzde === null || minimumYuzde === undefined ? null : figures.eksikOdeme,
  };
}

/** The answer of `GET /api/finans/kredi/:id/teminat?tarih=`, in major units. */
export interface SecurityCover {
  tarih: string;
  deger: number | null;
  bakiye: number;
  oranYuzde: number | null;
  eksikOdeme: number | null;
}

/**
 * A loan's security cover as of `tarih` as `GET /api/finans/kredi/:id/teminat` answers it
 * (docs/areas/loans.md §4): against the scheduled balance after the instalments (and prepayments)
 * due on or before `tarih`. The loan's terms must be valid (a RangeError otherwise).
 */
export function securityCover(loan: Loan, tarih: string, prepayments?: readonly Prepayment[]): SecurityCover {
  const schedule = loanScheduleMinor(loan, prepayments);
  const cover = securityCoverMinor(balanceOn(schedule, loan.tutar, tarih), loan.degerlemeler ?? [], loan.teminatOraniYuzde, tarih);
  return {
    tarih,
    deger: cover.deger === null ? null : major(cover.deger),
    bakiye: major(cover.bakiye),
    oranYuzde: cover.oranYuzde === null ? null : toMajor(cover.oranYuzde, SCALES.percent),
    eksikOdeme: cover.eksikOdeme === null ? null : major(cover.eksikOdeme),
  };
}
