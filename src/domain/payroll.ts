// Payroll (docs/areas/payroll.md): the monthly wage sheet (portage bill) of a ship from the
// assignments aboard, its statutory figures for a Turkish seafarer, the split of a balance among the
// beneficiaries (allotments) and each seafarer's wage account. Pure: the sheet screen (on the device,
// offline) and `POST /api/personel/bordro` call the same function.
//
// Amounts are integers as the domain holds them (docs/architecture.md §7): kuruş / cents; overtime
// hours in thousandths; allotment shares in thousandths of a percent; a rate in ten-thousandths of TL
// per unit (docs/areas/exchange-rates.md). Every figure is rounded once, half away from zero; totals
// are sums of rounded lines. The answer (`wageSheet`) is in major units, as the API answers.

import { daysInMonth } from './calendar';
import { DAY_BASES, DEDUCTION_TYPES, type DayBase, type DeductionType, type SheetState, type WagePartType } from './payroll-catalogues';
import { daysAboard, type AssignmentDates, type Rank } from './crew';
import type { Currency } from './currency';
import type { ErrorKey } from './error-key';
import { rateFor, toTl, type RateRow } from './exchange-rates';
import { divRound, pow10, SCALES, sumScaled, toMajor } from './money';
import {
  PAYROLL_RATES,
  PERCENT_100,
  statutoryFigures,
  type PayrollRates,
  type StatutoryMinor,
  type StatutorySettings,
} from './payroll-rates';

export { DAY_BASES, DEDUCTION_TYPES, SHEET_STATES, WAGE_PART_TYPES } from './payroll-catalogues';
export type { DayBase, DeductionType, SheetState, WagePartType } from './payroll-catalogues';

/** Labels of the wage parts in both languages. */
export const WAGE_PART_LABELS: Record<WagePartType, { tr: string; en: string }> = {
  temel: { tr: 'Temel ücret', en: 'Basic wage' },
  'sabit-mesai': { tr: 'Sabit fazla mesai', en: 'Fixed overtime' },
  izin: { tr: 'İzin ücreti', en: 'Leave pay' },
  harclik: { tr: 'Harçlık', en: 'Allowance' },
  prim: { tr: 'Prim', en: 'Bonus' },
  diger: { tr: 'Diğer', en: 'Other' },
};

export const DEDUCTION_LABELS: Record<DeductionType, { tr: string; en: string }> = {
  avans: { tr: 'Avans (gemide nakit)', en: 'Cash advance on board' },
  kantin: { tr: 'Kantin', en: 'Slop chest' },
  'aile-havalesi': { tr: 'Aile havalesi', en: 'Allotment' },
  diger: { tr: 'Diğer', en: 'Other' },
};

export const DEFAULT_DAY_BASE: DayBase = 'takvim';

export const DAY_BASE_LABELS: Record<DayBase, { tr: string; en: string }> = {
  takvim: { tr: 'Ayın takvim günü', en: 'Calendar days of the month' },
  '30': { tr: '30 gün', en: '30 days' },
};

/** A sheet's life (`durum`): a draft is edited, approved, then paid; nothing goes back. */
export const SHEET_MOVES: Record<SheetState, readonly SheetState[]> = {
  taslak: ['onaylandi'],
  onaylandi: ['odendi'],
  odendi: [],
};

/** The ILO minimum basic monthly wage of an able seafarer (JMC), cents of USD, from the year given. */
export const ILO_AB_MINIMUM: readonly { from: number; usd: bigint }[] = [
  { from: 2025, usd: 673_00n },
  { from: 2026, usd: 690_00n },
];

/**
 * The error and warning keys of payroll that the shared list (./error-key.ts) does not hold yet; the
 * server of `bordro` adds them, with their texts in both languages, to ERROR_KEYS.
 */
export const PAYROLL_ERROR_KEYS = [
  /** A sheet for a month in which no one was aboard the ship. */
  'noCrewAboard',
  /** A line for an assignment not aboard the sheet's ship in its month. */
  'notAboardInPeriod',
  /** Two lines for one assignment. */
  'duplicateLine',
  /** Overtime hours below zero. */
  'negativeOvertime',
  /** A deduction, a wage part or an overtime rate below zero. */
  'negativeAmount',
  /** Allotments (deductions `aile-havalesi`, or a beneficiary's fixed amounts) above the earnings or balance. */
  'allotmentExceedsEarnings',
  /** Beneficiaries' shares above 100 %. */
  'sharesOver100',
  /** A beneficiary with neither or both of `pay` and `tutar`. */
  'shareOrAmount',
  /** The wage parts of one assignment in more than one currency. */
  'mixedWageCurrency',
  /** An approved or paid sheet edited. */
  'sheetNotDraft',
  /** Warning: a basic wage below the ILO minimum for an able seafarer. */
  'belowIloMinimum',
  /** Warning: no statutory rates for the sheet's year (no statutory figures). */
  'payrollRatesMissing',
] as const;

export type PayrollErrorKey = ErrorKey | (typeof PAYROLL_ERROR_KEYS)[number];

/** A field error as FieldError (./validation.ts) shapes it: a dotted path and a translation key. */
export interface PayrollFieldError {
  path: string;
  message: PayrollErrorKey;
}

/** One monthly part of a wage (`ucretKalemleri`), `tutar` in minor units. */
export interface WagePart {
  tur: WagePartType;
  tutar: number;
  dovizCinsi: Currency;
}

/** What the sheet reads of an assignment (§4 with the wage's parts). */
export interface PayrollAssignment extends AssignmentDates {
  rutbe?: Rank | '' | null;
  ucretKalemleri?: readonly WagePart[] | null;
  /** Overtime rate per hour, minor units of the wage's currency. */
  fazlaMesaiSaatUcreti?: number | null;
}

/** A beneficiary of allotments: a share `pay` (thousandths of a percent) or a fixed `tutar` (minor units). */
export interface Beneficiary {
  ad: string;
  iban: string;
  pay?: number | null;
  tutar?: number | null;
}

/** What payroll reads of a person. */
export interface PayrollPerson {
  _id: string;
  ad?: string;
  soyad?: string;
  tcKimlikNo?: string;
  uyruk?: string;
  /** The seafarer's own account, where the balance goes. */
  iban?: string;
  lehdarlar?: readonly Beneficiary[] | null;
}

/** What the office types into a draft's line (PUT): overtime hours (thousandths) and deductions (minor units). */
export interface LineEntry {
  gorevlendirme: string;
  fazlaMesaiSaat?: number | null;
  kesintiler?: readonly { tur: DeductionType; tutar: number }[] | null;
}

/** The statutory options of a sheet: the company's settings and the year's base of each person so far. */
export interface SheetStatutory extends StatutorySettings {
  /** Rates of the sheet (ten-thousandths of TL per unit) by currency, e.g. from `sheetRates`. */
  kurlar?: Partial<Record<Currency, number>>;
  /** Each person's income-tax base of the earlier months of the year, kuruş. */
  kumulatifMatrahlar?: Readonly<Record<string, number>>;
  /** Rates to use instead of PAYROLL_RATES (a test, a year not yet in the table). */
  oranlar?: PayrollRates;
}

export interface WageSheetInput {
  sirket: string;
  /** `YYYY-MM`. */
  donem: string;
  gunEsasi?: DayBase;
  /** The assignments of the people concerned, on any ship (a same-day transfer's day is the ship joined's). */
  gorevlendirmeler: readonly PayrollAssignment[];
  satirlar?: readonly LineEntry[];
  /** The people, for the statutory figures (a Turkish seafarer) and the ILO check. */
  personeller?: readonly PayrollPerson[];
  /** Given: statutory figures for each Turkish seafarer whose wage has a TL base. */
  yasal?: SheetStatutory;
}

/** A line's person, days and parts, its amounts as `Amount` (bigint minor units, or major units on the wire). */
interface WageLineParts<Amount> {
  personel: string;
  gorevlendirme: string;
  dovizCinsi: Currency;
  gun: number;
  kazanclar: { tur: WagePartType; tutar: Amount }[];
  fazlaMesai: { saat: Amount; tutar: Amount };
  kesintiler: { tur: DeductionType; tutar: Amount }[];
}

/** A line in minor units. */
export interface WageLineMinor extends WageLineParts<bigint> {
  kazanc: bigint;
  kesinti: bigint;
  bakiye: bigint;
  /** The rate of a foreign-currency wage's TL base, ten-thousandths. */
  kur?: number;
  yasal?: StatutoryMinor;
}

export interface SheetTotalsMinor {
  kazanc: bigint;
  kesinti: bigint;
  bakiye: bigint;
}

export interface WageSheetMinor {
  sirket: string;
  donem: string;
  gunEsasi: DayBase;
  satirlar: WageLineMinor[];
  toplamlar: Partial<Record<Currency, SheetTotalsMinor>>;
  uyarilar: PayrollFieldError[];
}

/** The statutory figures as the API answers them (TL, major units). */
export interface StatutoryAnswer {
  sgkIsci: number;
  issizlikIsci: number;
  gelirVergisi: number;
  damgaVergisi: number;
  net: number;
  sgkIsveren: number;
  issizlikIsveren: number;
  isverenMaliyeti: number;
  sgkToplam: number;
}

/** A line of `POST /api/personel/bordro`, major units. */
export interface WageLine extends WageLineParts<number> {
  /** TL per unit the TL base was worked out at (a foreign-currency wage with statutory figures). */
  kur?: number;
  yasal?: StatutoryAnswer;
  bakiye: number;
}

/** The sheet of `POST /api/personel/bordro`, major units. */
export interface WageSheet {
  sirket: string;
  donem: string;
  gunEsasi: DayBase;
  satirlar: WageLine[];
  toplamlar: Partial<Record<Currency, { kazanc: number; kesinti: number; bakiye: number }>>;
  uyarilar: PayrollFieldError[];
}

const DONEM = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad2 = (n: number) => String(n).padStart(2, '0');
const HOURS = pow10(SCALES.quantity);

/** The first and last day of a period `YYYY-MM`, its year, month and days; null when not a period. */
export function periodOf(donem: string): { from: string; to: string; year: number; month: number; days: number } | null {
  const match = DONEM.exec(donem);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  const days = daysInMonth(year, month);
  return { from: `${donem}-01`, to: `${donem}-${pad2(days)}`, year, month, days };
}

/**
 * The rates of a sheet's foreign-currency wages (docs/areas/payroll.md §3): §7's rate of a document
 * dated the day after the month's end, i.e. the latest bulletin dated within or before the month's
 * last day. Currencies without a rate are left out (their lines get no statutory figures).
 */
export function sheetRates(rates: Iterable<RateRow>, donem: string, currencies: readonly Currency[]): Partial<Record<Currency, number>> {
  const period = periodOf(donem);
  if (!period) return {};
  const list = [...rates];
  const next = period.month === 12 ? `${period.year + 1}-01-01` : `${period.year}-${pad2(period.month + 1)}-01`;
  const result: Partial<Record<Currency, number>> = {};
  for (const currency of currencies) {
    const rate = rateFor(list, next, currency);
    if (rate) result[currency] = rate.dovizAlis;
  }
  return result;
}

/** Whether statutory figures apply: a Turkish seafarer (a TCKN, or Turkish nationality). */
export function isTurkishSeafarer(person: PayrollPerson | undefined): boolean {
  if (!person) return false;
  if (person.tcKimlikNo) return true;
  return /^(tr|tur|tc|t\.c\.|türk|turk|türkiye|turkiye|turkey|turkish)$/i.test((person.uyruk ?? '').trim());
}

/**
 * The days a line pays (docs/areas/payroll.md §2): days aboard in the month (sign-on and sign-off
 * days included; a same-day transfer's day is the ship joined's); on a 30-day base a whole month is
 * 30 and a part-month its days aboard, at most 30.
 */
export function paidDays(aboard: number, monthDays: number, base: DayBase): number {
  if (base === 'takvim') return aboard;
  if (aboard >= monthDays) return 30;
  return aboard < 30 ? aboard : 30;
}

/** A monthly part for `days` of a month of `base` days, rounded half away from zero (MODULES §10's rule). */
export function partForDays(monthly: number | bigint, days: number, base: number): bigint {
  return divRound(BigInt(monthly) * BigInt(days), BigInt(base));
}

/** Overtime: hours (thousandths) × the hourly rate (minor units), rounded once. */
export function overtimeAmount(hours: number | bigint, rate: number | bigint): bigint {
  return divRound(BigInt(hours) * BigInt(rate), HOURS);
}

/** The aboard assignments of the sheet's ship in its month, with their days, in sign-on order. */
export function assignmentsAboard(
  input: Pick<WageSheetInput, 'sirket' | 'donem' | 'gorevlendirmeler'>,
): { assignment: PayrollAssignment; days: number }[] {
  const period = periodOf(input.donem);
  if (!period) return [];
  const byPerson = new Map<string, PayrollAssignment[]>();
  for (const a of input.gorevlendirmeler) {
    const list = byPerson.get(a.personel);
    if (list) list.push(a);
    else byPerson.set(a.personel, [a]);
  }
  const aboard: { assignment: PayrollAssignment; days: number }[] = [];
  for (const a of input.gorevlendirmeler) {
    if (a.sirket !== input.sirket) continue;
    const days = daysAboard(a, byPerson.get(a.personel) ?? [], period.from, period.to);
    if (days > 0) aboard.push({ assignment: a, days });
  }
  return aboard.sort((x, y) =>
    x.assignment.binisTarihi < y.assignment.binisTarihi
      ? -1
      : x.assignment.binisTarihi > y.assignment.binisTarihi
        ? 1
        : x.assignment._id < y.assignment._id
          ? -1
          : 1,
  );
}

/** The currency of an assignment's wage: its parts' (TL when it has none). */
function wageCurrency(a: PayrollAssignment): Currency {
  return a.ucretKalemleri?.[0]?.dovizCinsi ?? 'TL';
}

/**
 * What is wrong with a sheet's input, by path (docs/areas/payroll.md §4): a period that is not
 * `YYYY-MM` (`donem`: `invalid`), a day base not in DAY_BASES (`gunEsasi`: `invalid`); no one aboard
 * the ship in the month (`donem`: `noCrewAboard`); a line for an assignment not aboard it then
 * (`satirlar.i.gorevlendirme`: `notAboardInPeriod`) or given twice (`duplicateLine`); overtime hours
 * below zero (`satirlar.i.fazlaMesaiSaat`: `negativeOvertime`); a deduction of an unknown kind
 * (`…kesintiler.j.tur`: `invalid`) or below zero (`…kesintiler.j.tutar`: `negativeAmount`); allotments
 * (`aile-havalesi`) above the line's earnings (`…kesintiler.j.tutar` of the last one:
 * `allotmentExceedsEarnings`); a wage's parts in two currencies or below zero
 * (`gorevlendirmeler.k.ucretKalemleri`: `mixedWageCurrency`, `negativeAmount`). Empty when the sheet
 * can be made.
 */
export function wageSheetErrors(input: WageSheetInput): PayrollFieldError[] {
  const errors: PayrollFieldError[] = [];
  const period = periodOf(input.donem);
  if (!period) errors.push({ path: 'donem', message: 'invalid' });
  if (input.gunEsasi !== undefined && !DAY_BASES.includes(input.gunEsasi)) errors.push({ path: 'gunEsasi', message: 'invalid' });
  if (!period) return errors;
  const aboard = assignmentsAboard(input);
  if (aboard.length === 0) errors.push({ path: 'donem', message: 'noCrewAboard' });
  input.gorevlendirmeler.forEach((a, k) => {
    const parts = a.ucretKalemleri ?? [];
    if (parts.some((part) => part.dovizCinsi !== parts[0]?.dovizCinsi))
      errors.push({ path: `gorevlendirmeler.${k}.ucretKalemleri`, message: 'mixedWageCurrency' });
    parts.forEach((part, p) => {
      if (part.tutar < 0) errors.push({ path: `gorevlendirmeler.${k}.ucretKalemleri.${p}.tutar`, message: 'negativeAmount' });
    });
    if ((a.fazlaMesaiSaatUcreti ?? 0) < 0) errors.push({ path: `gorevlendirmeler.${k}.fazlaMesaiSaatUcreti`, message: 'negativeAmount' });
  });
  const byId = new Map(aboard.map((row) => [row.assignment._id, row]));
  const seen = new Set<string>();
  const base = input.gunEsasi ?? DEFAULT_DAY_BASE;
  (input.satirlar ?? []).forEach((entry, i) => {
    const row = byId.get(entry.gorevlendirme);
    if (!row) errors.push({ path: `satirlar.${i}.gorevlendirme`, message: 'notAboardInPeriod' });
    else if (seen.has(entry.gorevlendirme)) errors.push({ path: `satirlar.${i}.gorevlendirme`, message: 'duplicateLine' });
    seen.add(entry.gorevlendirme);
    if ((entry.fazlaMesaiSaat ?? 0) < 0) errors.push({ path: `satirlar.${i}.fazlaMesaiSaat`, message: 'negativeOvertime' });
    let allotted = 0n;
    let lastAllotment = -1;
    (entry.kesintiler ?? []).forEach((deduction, j) => {
      if (!DEDUCTION_TYPES.includes(deduction.tur)) errors.push({ path: `satirlar.${i}.kesintiler.${j}.tur`, message: 'invalid' });
      if (deduction.tutar < 0) errors.push({ path: `satirlar.${i}.kesintiler.${j}.tutar`, message: 'negativeAmount' });
      else if (deduction.tur === 'aile-havalesi') {
        allotted += BigInt(deduction.tutar);
        lastAllotment = j;
      }
    });
    if (row && lastAllotment >= 0) {
      const earnings = lineEarnings(row.assignment, row.days, period.days, base, entry.fazlaMesaiSaat ?? 0);
      if (allotted > earnings.kazanc)
        errors.push({ path: `satirlar.${i}.kesintiler.${lastAllotment}.tutar`, message: 'allotmentExceedsEarnings' });
    }
  });
  return errors;
}

/** The earnings of an assignment's line: each part for the paid days, overtime, and their sum. */
function lineEarnings(a: PayrollAssignment, aboard: number, monthDays: number, base: DayBase, hours: number) {
  const gun = paidDays(aboard, monthDays, base);
  const divisor = base === 'takvim' ? monthDays : 30;
  const kazanclar = (a.ucretKalemleri ?? []).map((part) => ({ tur: part.tur, tutar: partForDays(part.tutar, gun, divisor) }));
  const fazlaMesai = { saat: BigInt(hours), tutar: overtimeAmount(hours, a.fazlaMesaiSaatUcreti ?? 0) };
  return { gun, kazanclar, fazlaMesai, kazanc: sumScaled(kazanclar.map((k) => k.tutar)) + fazlaMesai.tutar };
}

/** The ILO minimum for an AB in the year (cents of USD), or null before the table. */
export function iloMinimum(year: number): bigint | null {
  let found: bigint | null = null;
  for (const row of ILO_AB_MINIMUM) if (row.from <= year) found = row.usd;
  return found;
}

/**
 * Whether an assignment's monthly basic wage (`temel` parts) is below the ILO minimum for an AB:
 * cadets (`stajyer`) are not compared; a wage in another currency than USD is compared through the
 * sheet's rates (TL via the USD rate), and not at all when a rate is missing.
 */
export function belowIloMinimum(a: PayrollAssignment, year: number, kurlar: Partial<Record<Currency, number>> = {}): boolean {
  const minimum = iloMinimum(year);
  if (minimum === null || a.rutbe === 'stajyer') return false;
  const parts = (a.ucretKalemleri ?? []).filter((part) => part.tur === 'temel');
  if (parts.length === 0) return false;
  const currency = wageCurrency(a);
  const basic = sumScaled(parts.map((part) => part.tutar));
  if (currency === 'USD') return basic < minimum;
  const usd = kurlar.USD;
  if (usd === undefined) return false;
  const rate = currency === 'TL' ? 10_000 : kurlar[currency];
  if (rate === undefined) return false;
  // basic × rate ÷ usdRate < minimum, compared exactly.
  return basic * BigInt(rate) < minimum * BigInt(usd);
}

/**
 * The wage sheet of a ship's month (docs/areas/payroll.md §2), in minor units: a line per assignment
 * aboard in the month (wageSheetErrors first: this one assumes a valid input), each monthly part ×
 * paid days ÷ base rounded per part, overtime hours × rate, the deductions typed in, the balance;
 * the statutory figures of a Turkish seafarer when `yasal` is given; totals per currency as sums of
 * the rounded lines; warnings (`uyarilar`) for a basic wage below the ILO minimum and missing rates.
 */
export function wageSheetMinor(input: WageSheetInput): WageSheetMinor {
  const period = periodOf(input.donem);
  if (!period) throw new RangeError(`not a period: ${input.donem}`);
  const base = input.gunEsasi ?? DEFAULT_DAY_BASE;
  const entries = new Map((input.satirlar ?? []).map((entry) => [entry.gorevlendirme, entry]));
  const people = new Map((input.personeller ?? []).map((person) => [person._id, person]));
  const uyarilar: PayrollFieldError[] = [];
  const rates = input.yasal ? (input.yasal.oranlar ?? PAYROLL_RATES[period.year]) : undefined;
  if (input.yasal && !rates) uyarilar.push({ path: 'donem', message: 'payrollRatesMissing' });
  const kurlar = input.yasal?.kurlar ?? {};
  const toplamlar: Partial<Record<Currency, SheetTotalsMinor>> = {};
  const satirlar = assignmentsAboard(input).map(({ assignment, days }, i): WageLineMinor => {
    const entry = entries.get(assignment._id);
    const earnings = lineEarnings(assignment, days, period.days, base, entry?.fazlaMesaiSaat ?? 0);
    const kesintiler = (entry?.kesintiler ?? []).map((d) => ({ tur: d.tur, tutar: BigInt(d.tutar) }));
    const kesinti = sumScaled(kesintiler.map((d) => d.tutar));
    const dovizCinsi = wageCurrency(assignment);
    const line: WageLineMinor = {
      personel: assignment.personel,
      gorevlendirme: assignment._id,
      dovizCinsi,
      gun: earnings.gun,
      kazanclar: earnings.kazanclar,
      fazlaMesai: earnings.fazlaMesai,
      kesintiler,
      kazanc: earnings.kazanc,
      kesinti,
      bakiye: earnings.kazanc - kesinti,
    };
    if (belowIloMinimum(assignment, period.year, kurlar)) uyarilar.push({ path: `satirlar.${i}`, message: 'belowIloMinimum' });
    if (rates && isTurkishSeafarer(people.get(assignment.personel))) {
      const rate = dovizCinsi === 'TL' ? undefined : kurlar[dovizCinsi];
      if (dovizCinsi !== 'TL' && rate === undefined) uyarilar.push({ path: `satirlar.${i}.yasal`, message: 'rateMissing' });
      else {
        if (rate !== undefined) line.kur = rate;
        const brut = rate === undefined ? earnings.kazanc : BigInt(toTl(earnings.kazanc, rate));
        const kumulatif = input.yasal?.kumulatifMatrahlar?.[assignment.personel] ?? 0;
        line.yasal = statutoryFigures(
          rates,
          { brut, gun: days, ayinGunu: period.days, ay: period.month, kumulatifMatrah: BigInt(kumulatif) },
          input.yasal ?? {},
        );
      }
    }
    const total = (toplamlar[dovizCinsi] ??= { kazanc: 0n, kesinti: 0n, bakiye: 0n });
    total.kazanc += line.kazanc;
    total.kesinti += line.kesinti;
    total.bakiye += line.bakiye;
    return line;
  });
  return { sirket: input.sirket, donem: input.donem, gunEsasi: base, satirlar, toplamlar, uyarilar };
}

const major = (value: bigint) => toMajor(value, SCALES.amount);

function statutoryAnswer(y: StatutoryMinor): StatutoryAnswer {
  return {
    sgkIsci: major(y.sgkIsci),
    issizlikIsci: major(y.issizlikIsci),
    gelirVergisi: major(y.gelirVergisi),
    damgaVergisi: major(y.damgaVergisi),
    net: major(y.net),
    sgkIsveren: major(y.sgkIsveren),
    issizlikIsveren: major(y.issizlikIsveren),
    isverenMaliyeti: major(y.isverenMaliyeti),
    sgkToplam: major(y.sgkToplam),
  };
}

/** A line in major units, as `POST /api/personel/bordro` answers it. */
export function wageLineAnswer(line: WageLineMinor): WageLine {
  const answer: WageLine = {
    personel: line.personel,
    gorevlendirme: line.gorevlendirme,
    dovizCinsi: line.dovizCinsi,
    gun: line.gun,
    kazanclar: line.kazanclar.map((k) => ({ tur: k.tur, tutar: major(k.tutar) })),
    fazlaMesai: { saat: toMajor(line.fazlaMesai.saat, SCALES.quantity), tutar: major(line.fazlaMesai.tutar) },
    kesintiler: line.kesintiler.map((k) => ({ tur: k.tur, tutar: major(k.tutar) })),
    bakiye: major(line.bakiye),
  };
  if (line.kur !== undefined) answer.kur = toMajor(line.kur, 4);
  if (line.yasal) answer.yasal = statutoryAnswer(line.yasal);
  return answer;
}

/** The wage sheet (wageSheetMinor) in major units: the answer of `POST /api/personel/bordro`. */
export function wageSheet(input: WageSheetInput): WageSheet {
  const sheet = wageSheetMinor(input);
  const toplamlar: WageSheet['toplamlar'] = {};
  for (const [currency, total] of Object.entries(sheet.toplamlar) as [Currency, SheetTotalsMinor][])
    toplamlar[currency] = { kazanc: major(total.kazanc), kesinti: major(total.kesinti), bakiye: major(total.bakiye) };
  return { ...sheet, satirlar: sheet.satirlar.map(wageLineAnswer), toplamlar };
}

/** Whether a sheet in `from` may move to `to` (`invalidTransition` otherwise). */
export function sheetMoveError(from: SheetState, to: SheetState): PayrollFieldError | null {
  return SHEET_MOVES[from]?.includes(to) ? null : { path: 'durum', message: 'invalidTransition' };
}

/** Whether a sheet in `state` may be edited: a draft only (`sheetNotDraft`: a correction is a line next month). */
export function sheetEditError(state: SheetState): PayrollFieldError | null {
  return state === 'taslak' ? null : { path: 'durum', message: 'sheetNotDraft' };
}

/**
 * What is wrong with a person's beneficiaries (`lehdarlar.i…`): one of `pay` and `tutar` each
 * (`shareOrAmount`), neither below zero (`negativeAmount`), a share at most 100 % (`outOfRange`) and
 * the shares together at most 100 % (`lehdarlar`: `sharesOver100`).
 */
export function beneficiaryErrors(lehdarlar: readonly Beneficiary[]): PayrollFieldError[] {
  const errors: PayrollFieldError[] = [];
  let shares = 0n;
  lehdarlar.forEach((b, i) => {
    const hasShare = b.pay !== null && b.pay !== undefined;
    const hasAmount = b.tutar !== null && b.tutar !== undefined;
    if (!b.ad) errors.push({ path: `lehdarlar.${i}.ad`, message: 'required' });
    if (!b.iban) errors.push({ path: `lehdarlar.${i}.iban`, message: 'required' });
    if (hasShare === hasAmount) return void errors.push({ path: `lehdarlar.${i}.pay`, message: 'shareOrAmount' });
    if (hasShare) {
      if (b.pay! < 0) errors.push({ path: `lehdarlar.${i}.pay`, message: 'negativeAmount' });
      else if (BigInt(b.pay!) > PERCENT_100) errors.push({ path: `lehdarlar.${i}.pay`, message: 'outOfRange' });
      else shares += BigInt(b.pay!);
    } else if (b.tutar! < 0) errors.push({ path: `lehdarlar.${i}.tutar`, message: 'negativeAmount' });
  });
  if (shares > PERCENT_100) errors.push({ path: 'lehdarlar', message: 'sharesOver100' });
  return errors;
}

export interface AllotmentSplit {
  /** Each beneficiary's part, in the order given. */
  lehdarlar: { ad: string; iban: string; tutar: bigint }[];
  /** What is left for the seafarer's own IBAN. */
  kalan: bigint;
}

/**
 * A line's balance split among the beneficiaries (docs/areas/payroll.md §5): the fixed amounts
 * first, in full; then each share (thousandths of a percent) of what remains. The shares' total is
 * rounded once (half away from zero) and dealt out by largest remainder (ties to the earlier
 * beneficiary), so the parts and the seafarer's remainder sum exactly to the balance, and shares of
 * 100 % leave nothing over. A balance of 0 or less pays no one. Fixed amounts above the balance are
 * refused (a RangeError `allotmentExceedsEarnings`: allotmentErrors says it first).
 */
export function splitAllotments(balance: number | bigint, lehdarlar: readonly Beneficiary[]): AllotmentSplit {
  const total = BigInt(balance);
  if (total <= 0n) return { lehdarlar: lehdarlar.map((b) => ({ ad: b.ad, iban: b.iban, tutar: 0n })), kalan: total };
  const fixed = sumScaled(lehdarlar.map((b) => (b.pay === null || b.pay === undefined ? (b.tutar ?? 0) : 0)));
  if (fixed > total) throw new RangeError('allotmentExceedsEarnings');
  const rest = total - fixed;
  const shareOf = (b: Beneficiary) => (b.pay === null || b.pay === undefined ? null : BigInt(b.pay));
  const shares = sumScaled(lehdarlar.map((b) => shareOf(b) ?? 0n));
  const dealt = divRound(rest * shares, PERCENT_100);
  const parts = lehdarlar.map((b) => {
    const share = shareOf(b);
    if (share === null) return { floor: BigInt(b.tutar ?? 0), remainder: -1n };
    const exact = rest * share;
    return { floor: exact / PERCENT_100, remainder: exact % PERCENT_100 };
  });
  let left = dealt - sumScaled(parts.filter((p) => p.remainder >= 0n).map((p) => p.floor));
  const order = parts
    .map((p, index) => ({ ...p, index }))
    .filter((p) => p.remainder >= 0n)
    .sort((a, b) => (a.remainder === b.remainder ? (a.index < b.index ? -1 : 1) : a.remainder > b.remainder ? -1 : 1));
  const extra = new Set<number>();
  for (const p of order) {
    if (left <= 0n) break;
    extra.add(p.index);
    left -= 1n;
  }
  const out = lehdarlar.map((b, index) => ({ ad: b.ad, iban: b.iban, tutar: parts[index]!.floor + (extra.has(index) ? 1n : 0n) }));
  return { lehdarlar: out, kalan: total - sumScaled(out.map((o) => o.tutar)) };
}

/** Fixed allotments above a line's balance (`lehdarlar`: `allotmentExceedsEarnings`), or null. */
export function allotmentError(balance: number | bigint, lehdarlar: readonly Beneficiary[]): PayrollFieldError | null {
  const fixed = sumScaled(lehdarlar.map((b) => (b.pay === null || b.pay === undefined ? (b.tutar ?? 0) : 0)));
  return BigInt(balance) > 0n && fixed > BigInt(balance) ? { path: 'lehdarlar', message: 'allotmentExceedsEarnings' } : null;
}

/** A sheet as the wage account reads it (a stored `bordro`). */
export interface StoredSheet {
  donem: string;
  durum: SheetState;
  satirlar: readonly Pick<WageLineMinor, 'personel' | 'dovizCinsi' | 'kazanc' | 'kesintiler'>[];
}

/** A payment of wages (a bank order's cash flow): to the seafarer or a beneficiary, for a period. */
export interface WagePayment {
  personel: string;
  /** The sheet's period paid; the payment date's month when empty. */
  donem?: string | null;
  tarih: string;
  /** Minor units. */
  tutar: number;
  dovizCinsi: Currency;
}

export interface WageAccountMonth {
  donem: string;
  dovizCinsi: Currency;
  /** Earnings of the approved and paid sheets. */
  kazanilan: bigint;
  /** Settled aboard: advances, slop chest, other deductions (allotments are paid, not settled). */
  mahsup: bigint;
  /** Paid by bank: balances and allotments. */
  odenen: bigint;
  /** kazanilan − mahsup − odenen. */
  kalan: bigint;
  /** The owed total up to and including this month. */
  kumulatifKalan: bigint;
}

/**
 * A seafarer's wage account by month and currency (docs/areas/payroll.md §6): what the approved and
 * paid sheets earned, what was settled aboard (deductions other than allotments), what was paid
 * (payments of the period), and what is still owed, month by month and running on; in period order,
 * then currency.
 */
export function wageAccount(personel: string, sheets: readonly StoredSheet[], payments: readonly WagePayment[]): WageAccountMonth[] {
  const rows = new Map<string, WageAccountMonth>();
  const row = (donem: string, dovizCinsi: Currency) => {
    const key = `${donem}|${dovizCinsi}`;
    let found = rows.get(key);
    if (!found) {
      found = { donem, dovizCinsi, kazanilan: 0n, mahsup: 0n, odenen: 0n, kalan: 0n, kumulatifKalan: 0n };
      rows.set(key, found);
    }
    return found;
  };
  for (const sheet of sheets) {
    if (sheet.durum === 'taslak') continue;
    for (const line of sheet.satirlar) {
      if (line.personel !== personel) continue;
      const r = row(sheet.donem, line.dovizCinsi);
      r.kazanilan += BigInt(line.kazanc);
      r.mahsup += sumScaled(line.kesintiler.filter((d) => d.tur !== 'aile-havalesi').map((d) => d.tutar));
    }
  }
  for (const payment of payments) {
    if (payment.personel !== personel) continue;
    row(payment.donem || payment.tarih.slice(0, 7), payment.dovizCinsi).odenen += BigInt(payment.tutar);
  }
  const sorted = [...rows.values()].sort((a, b) =>
    a.donem < b.donem ? -1 : a.donem > b.donem ? 1 : a.dovizCinsi < b.dovizCinsi ? -1 : a.dovizCinsi > b.dovizCinsi ? 1 : 0,
  );
  const running = new Map<Currency, bigint>();
  for (const r of sorted) {
    r.kalan = r.kazanilan - r.mahsup - r.odenen;
    r.kumulatifKalan = (running.get(r.dovizCinsi) ?? 0n) + r.kalan;
    running.set(r.dovizCinsi, r.kumulatifKalan);
  }
  return sorted;
}

/** What a paid line pays out: its balance and its allotments (deductions settled aboard stay aboard). */
export function lineToPay(line: {
  bakiye: number | bigint | null;
  kesintiler: readonly { tur: DeductionType; tutar: number | bigint | null }[];
}): bigint {
  const allotments = sumScaled(line.kesintiler.filter((d) => d.tur === 'aile-havalesi').map((d) => d.tutar ?? 0));
  return BigInt(line.bakiye ?? 0) + allotments;
}

/** A bank transfer of a sheet's pay-out: to a beneficiary (`lehdar`) or to the seafarer (`personel`). */
export interface WageTransfer {
  personel: string;
  alici: 'lehdar' | 'personel';
  ad: string;
  iban: string;
  /** Minor units. */
  tutar: bigint;
  dovizCinsi: Currency;
}

/** The lines of a stored sheet as the pay-out and the wage account read them. */
export type PaidLine = {
  personel?: string | null;
  dovizCinsi: Currency;
  bakiye: number | bigint | null;
  kesintiler: readonly { tur: DeductionType; tutar: number | bigint | null }[];
};

/**
 * The transfers that pay a sheet out (docs/areas/payroll.md §5): each line's balance with its
 * allotments (`lineToPay`) split among the person's beneficiaries (`splitAllotments`), what they
 * leave to the seafarer's own IBAN; nothing for a line that pays nothing. Throws a RangeError
 * `allotmentExceedsEarnings` when a person's fixed allotments are above what the line pays.
 */
export function payoutTransfers(lines: readonly PaidLine[], people: readonly PayrollPerson[]): WageTransfer[] {
  const byId = new Map(people.map((person) => [person._id, person]));
  const transfers: WageTransfer[] = [];
  for (const line of lines) {
    const personel = line.personel ?? '';
    const person = byId.get(personel);
    const split = splitAllotments(lineToPay(line), person?.lehdarlar ?? []);
    for (const part of split.lehdarlar) {
      if (part.tutar > 0n)
        transfers.push({ personel, alici: 'lehdar', ad: part.ad, iban: part.iban, tutar: part.tutar, dovizCinsi: line.dovizCinsi });
    }
    if (split.kalan > 0n) {
      const ad = [person?.ad, person?.soyad].filter(Boolean).join(' ');
      transfers.push({ personel, alici: 'personel', ad, iban: person?.iban ?? '', tutar: split.kalan, dovizCinsi: line.dovizCinsi });
    }
  }
  return transfers;
}

/** A stored sheet's line's earnings: its parts and its overtime (the stored line keeps no total). */
export function storedLineEarnings(line: {
  kazanclar: readonly { tutar: number | bigint | null }[];
  fazlaMesai?: { tutar?: number | bigint | null } | null;
}): bigint {
  return sumScaled(line.kazanclar.map((part) => part.tutar ?? 0)) + BigInt(line.fazlaMesai?.tutar ?? 0);
}

/** The payments a paid sheet made (its transfers, each person's total per currency), for `wageAccount`. */
export function sheetPayments(sheet: { donem: string; durum: SheetState; satirlar: readonly PaidLine[] }): WagePayment[] {
  if (sheet.durum !== 'odendi') return [];
  const totals = new Map<string, WagePayment>();
  for (const line of sheet.satirlar) {
    const personel = line.personel ?? '';
    const key = `${personel}|${line.dovizCinsi}`;
    const paid = totals.get(key) ?? { personel, donem: sheet.donem, tarih: `${sheet.donem}-01`, tutar: 0, dovizCinsi: line.dovizCinsi };
    // A line that pays nothing (advances above the earnings) pays nothing: what it is short is still owed by the seafarer.
    const pays = lineToPay(line);
    paid.tutar = Number(BigInt(paid.tutar) + (pays > 0n ? pays : 0n));
    totals.set(key, paid);
  }
  return [...totals.values()];
}

/** A sheet as the device stores it (no line totals): what `wageAccounts` reads. */
export type DeviceSheet = { donem: string; durum: SheetState; satirlar: readonly (PaidLine & Parameters<typeof storedLineEarnings>[0])[] };

/**
 * Every seafarer's wage account from the stored sheets (the page `/finans/maas-hesaplari`): the
 * earnings of each approved or paid line, and as paid what each paid sheet paid out.
 */
export function wageAccounts(sheets: readonly DeviceSheet[]): Map<string, WageAccountMonth[]> {
  const stored: StoredSheet[] = sheets.map((sheet) => ({
    donem: sheet.donem,
    durum: sheet.durum,
    satirlar: sheet.satirlar.map((line) => ({
      personel: line.personel ?? '',
      dovizCinsi: line.dovizCinsi,
      kazanc: storedLineEarnings(line),
      kesintiler: line.kesintiler.map((d) => ({ tur: d.tur, tutar: BigInt(d.tutar ?? 0) })),
    })),
  }));
  const payments = sheets.flatMap(sheetPayments);
  const people = new Set(stored.flatMap((sheet) => sheet.satirlar.map((line) => line.personel)));
  return new Map([...people].map((personel) => [personel, wageAccount(personel, stored, payments)]));
}

/** A person's wage account in one currency, all months summed (the wage accounts' list). */
export type WageAccountTotal = Pick<WageAccountMonth, 'dovizCinsi' | 'kazanilan' | 'mahsup' | 'odenen' | 'kalan'>;

/** `wageAccount`'s months summed per currency, in the months' order of first appearance. */
export function wageAccountTotals(months: readonly WageAccountMonth[]): WageAccountTotal[] {
  const totals = new Map<Currency, WageAccountTotal>();
  for (const month of months) {
    const total = totals.get(month.dovizCinsi) ?? { dovizCinsi: month.dovizCinsi, kazanilan: 0n, mahsup: 0n, odenen: 0n, kalan: 0n };
    total.kazanilan += month.kazanilan;
    total.mahsup += month.mahsup;
    total.odenen += month.odenen;
    total.kalan += month.kalan;
    totals.set(month.dovizCinsi, total);
  }
  return [...totals.values()];
}

/** A period `YYYY-MM` as the screens and the papers write it: `MM.YYYY`. */
export function periodText(donem: string): string {
  return `${donem.slice(5)}.${donem.slice(0, 4)}`;
}
