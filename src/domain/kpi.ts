// Shipping KPIs (docs/areas/inspections.md): BIMCO's Shipping KPI definitions computed from the
// records the portal holds — inspections, incidents, assignments, budgets, bills, ship reports,
// non-conformities and certificates — per ship and for the fleet, with each figure's inputs and its
// 0–100 rating, and the quarters of a trend. Pure: the KPI page (on the device, offline) and
// `GET /api/kpi` call the same functions.
//
// Every figure is exact: counts, days, kg and minor units are summed as BigInt, and a value is a
// quotient rounded half away from zero to 6 decimal places (VALUE_SCALE) before it becomes a number.
// Money (KPI002's budgets and bills) stays in minor units throughout.

import { addDays, addMonths, daysBetween, isRecordDate } from './calendar';
import { certificateTracker, type TrackedCertificate } from './certificates';
import { aboardSpan, isOfficerRank, signOnsOf, type AssignmentDates, type Rank } from './crew';
import { CURRENCIES, type Currency } from './currency';
import { co2Kg, FUELS, type Fuel } from './emissions';
import { LOST_TIME_INJURIES, TERMINATION_REASONS, type Incident, type SignOffReason } from './incidents';
import type { InspectionFieldError } from './inspection-errors';
import { isDeficiency, type Inspection } from './inspections';
import { divRound, parseDecimal, pow10, toMajor } from './money';
import { isNcOpen, type NonConformity } from './non-conformity';

/** A KPI's value carries 6 decimal places (an integer × 10⁶ until it becomes a number). */
export const VALUE_SCALE = 6;
const ONE = pow10(VALUE_SCALE);

/** The codes of the figures: BIMCO's as BIMCO writes them, then the portal's own registers. */
export const KPI_CODES = [
  'KPI026',
  'KPI014',
  'KPI027',
  'KPI017',
  'KPI022',
  'KPI002',
  'KPI005',
  /** Crew signed off after their planned sign-off date. */
  'GEC-DEGISIM',
  /** Non-conformities open at the period's end. */
  'ACIK-UYGUNSUZLUK',
  /** Non-conformities open and past their due date at the period's end. */
  'GECIKEN-UYGUNSUZLUK',
  /** Ship and company certificates overdue (expired or survey missed) or missing at the period's end. */
  'SERTIFIKA',
] as const;
export type KpiCode = (typeof KPI_CODES)[number];

/**
 * The rating's bounds (`minReq` rates 0, `target` 100), as integers × 10⁶: BIMCO's for KPI026
 * (8, 0), KPI014 (0.33, 1), KPI017 (2.5, 0.5), KPI022 (70 %, 95 %) and KPI005 (84, 36 g per
 * tonne-mile); the portal's for KPI027 (1, 0: one detention already fails) and KPI002 (10 %, 0 %).
 * The registers have no rating.
 */
export const KPI_BOUNDS: Partial<Record<KpiCode, { minReq: bigint; target: bigint }>> = {
  KPI026: { minReq: 8n * ONE, target: 0n },
  KPI014: { minReq: 330_000n, target: ONE },
  KPI027: { minReq: ONE, target: 0n },
  KPI017: { minReq: 2_500_000n, target: 500_000n },
  KPI022: { minReq: 70n * ONE, target: 95n * ONE },
  KPI002: { minReq: 10n * ONE, target: 0n },
  KPI005: { minReq: 84n * ONE, target: 36n * ONE },
};

/** A period, both dates included. */
export interface KpiPeriod {
  baslangic: string;
  bitis: string;
}

/** What the figures read of an assignment: its dates, the rank and why it ended. */
export interface KpiAssignment extends AssignmentDates {
  rutbe: Rank | string;
  ayrilmaNedeni?: SignOffReason | '' | null;
}

/** A budget line (butce): per company, year and budget code, in minor units. */
export interface BudgetLine {
  sirket: string;
  yil: number;
  /** The budget code's `_id`. */
  butceKodu: string;
  tutar: number;
  dovizCinsi: Currency;
  /** Additional authorised expenses (BIMCO's AAE) approved for the code during the year, minor units. */
  ekTutar?: number | null;
}

/** What KPI002 reads of a bill: its lines' budget codes and amounts (minor units, KDV apart). */
export interface KpiBill {
  sirket: string;
  tip: 'gelen' | 'giden';
  tarih: string;
  dovizCinsi: Currency;
  kalemler: readonly { butceKodu: string; tutar: number; kdvTutari: number }[];
}

/** What KPI005 reads of a ship report: fuel in kg, distance in tenths of a mile, cargo in kg. */
export interface KpiShipReport {
  sirket: string;
  /** UTC date-time. */
  zaman: string;
  mesafeNm: number;
  tuketim: Partial<Record<Fuel, number>>;
  yuk?: { miktarMt?: number | null } | null;
}

/** Converts an amount in minor units from one currency to another on a date; null without a rate. */
export type Converter = (amount: bigint, from: Currency, to: Currency, tarih: string) => bigint | null;

/** Every record the figures read; a kind left out reads as none. */
export interface KpiData {
  denetimler?: readonly Inspection[];
  olaylar?: readonly Incident[];
  gorevlendirmeler?: readonly KpiAssignment[];
  uygunsuzluklar?: readonly NonConformity[];
  butceler?: readonly BudgetLine[];
  faturalar?: readonly KpiBill[];
  raporlar?: readonly KpiShipReport[];
  /** The companies (ships) with their `tip`, for the certificates a company must hold. */
  sirketler?: readonly { _id: string; tip: string }[];
  sertifikalar?: readonly TrackedCertificate[];
  /** For KPI002's amounts in a currency other than the budget's; without it they are left out (and counted). */
  cevir?: Converter;
}

/** One figure: its value (null when there is no data, never 0), its 0–100 rating (null without a value or bounds) and its inputs. */
export interface KpiResult {
  kod: KpiCode;
  deger: number | null;
  puan: number | null;
  girdiler: Record<string, number | string | null>;
}

/**
 * The 0–100 rating of a value (all three × 10⁶): 100 × (value − minReq) ÷ (target − minReq), rounded
 * half away from zero to a whole number and clipped to 0–100 at both ends.
 */
export function ratingScaled(value: bigint, minReq: bigint, target: bigint): number {
  let numerator = (value - minReq) * 100n;
  let denominator = target - minReq;
  if (denominator < 0n) [numerator, denominator] = [-numerator, -denominator];
  const rating = divRound(numerator, denominator);
  return Number(rating < 0n ? 0n : rating > 100n ? 100n : rating);
}

/** A number with at most 6 decimals as an integer × 10⁶, read from its decimal text (no float arithmetic). */
function scaledOf(value: number): bigint {
  const parsed = parseDecimal(value, VALUE_SCALE);
  if (!parsed.ok) throw new RangeError(`not a value at ${VALUE_SCALE} places: ${value}`);
  return BigInt(parsed.value);
}

/** The rating of a value (as KPI values and bounds are written: 93.2, 70, 95). */
export function rating(value: number, minReq: number, target: number): number {
  return ratingScaled(scaledOf(value), scaledOf(minReq), scaledOf(target));
}

function result(kod: KpiCode, value: bigint | null, girdiler: KpiResult['girdiler']): KpiResult {
  const bounds = KPI_BOUNDS[kod];
  return {
    kod,
    deger: value === null ? null : toMajor(value, VALUE_SCALE),
    puan: value === null || !bounds ? null : ratingScaled(value, bounds.minReq, bounds.target),
    girdiler,
  };
}

/** numerator ÷ denominator × 10⁶ (the value's scale), rounded half away from zero; null when the denominator is 0. */
const quotient = (numerator: bigint, denominator: bigint): bigint | null =>
  denominator === 0n ? null : divRound(numerator * ONE, denominator);

const within = (date: string, period: KpiPeriod) => period.baslangic <= date && date <= period.bitis;
/**
 * Each record list's records by ship, built once per list: a page's figures ask for them per ship, KPI
 * and quarter. A list is read as given: one changed after a first call would be read stale (the
 * device and the server hand over a fresh array per query).
 */
const byShip = new WeakMap<readonly { sirket: string }[], Map<string, readonly { sirket: string }[]>>();
function ofShip<R extends { sirket: string }>(records: readonly R[] | undefined, sirket: string | undefined): readonly R[] {
  if (!records) return [];
  if (sirket === undefined) return records;
  let groups = byShip.get(records);
  if (!groups) {
    const built = new Map<string, R[]>();
    for (const record of records) {
      const own = built.get(record.sirket);
      if (own) own.push(record);
      else built.set(record.sirket, [record]);
    }
    byShip.set(records, (groups = built));
  }
  return (groups.get(sirket) ?? []) as readonly R[];
}
const count = (n: number) => BigInt(n);

function pscInspections(data: KpiData, period: KpiPeriod, sirket?: string): Inspection[] {
  return ofShip(data.denetimler, sirket).filter((inspection) => inspection.tur === 'PSC' && within(inspection.tarih, period));
}

/** KPI026 PSC deficiency ratio: deficiencies (code 99 left out) ÷ PSC inspections. */
export function pscDeficiencyRatio(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const inspections = pscInspections(data, period, sirket);
  const deficiencies = inspections.flatMap((inspection) => inspection.eksiklikler.filter(isDeficiency)).length;
  return result('KPI026', quotient(count(deficiencies), count(inspections.length)), {
    denetim: inspections.length,
    eksiklik: deficiencies,
  });
}

/** KPI014 flawless PSC: PSC inspections with no deficiency (observations aside) ÷ PSC inspections. */
export function flawlessPsc(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const inspections = pscInspections(data, period, sirket);
  const flawless = inspections.filter((inspection) => !inspection.eksiklikler.some(isDeficiency)).length;
  return result('KPI014', quotient(count(flawless), count(inspections.length)), { denetim: inspections.length, eksiksiz: flawless });
}

/** KPI027 PSC detentions: PSC inspections that detained the ship; no data without a PSC inspection. */
export function pscDetentions(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const inspections = pscInspections(data, period, sirket);
  const detentions = inspections.filter((inspection) => inspection.tutulma?.var === true).length;
  return result('KPI027', inspections.length === 0 ? null : count(detentions) * ONE, { denetim: inspections.length, tutulma: detentions });
}

/** The sign-ons of each assignment list, built once per list (a transfer's day is the ship joined's). */
const signOnsCache = new WeakMap<readonly KpiAssignment[], ReturnType<typeof signOnsOf>>();

/** Days aboard in the period of each assignment (docs/areas/crew.md: sign-on and sign-off days included, a same-day transfer's day the ship joined's). */
function daysAboardIn(assignments: readonly KpiAssignment[], everyone: readonly KpiAssignment[], period: KpiPeriod): bigint {
  let signOns = signOnsCache.get(everyone);
  if (!signOns) signOnsCache.set(everyone, (signOns = signOnsOf(everyone)));
  let days = 0n;
  for (const assignment of assignments) {
    const span = aboardSpan(assignment, signOns);
    const first = span.from > period.baslangic ? span.from : period.baslangic;
    const last = span.to < period.bitis ? span.to : period.bitis;
    if (first <= last) days += BigInt(daysBetween(first, last)) + 1n;
  }
  return days;
}

/**
 * KPI017 lost time injury frequency: lost time injuries (deaths, permanent disabilities, lost workday
 * cases) ÷ exposure hours × 10⁶; exposure = crew days aboard in the period × 24, from the assignments.
 */
export function lostTimeInjuryFrequency(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const injuries = ofShip(data.olaylar, sirket).filter(
    (incident) => LOST_TIME_INJURIES.includes(incident.tur) && within(incident.tarih, period),
  ).length;
  const days = daysAboardIn(ofShip(data.gorevlendirmeler, sirket), data.gorevlendirmeler ?? [], period);
  const hours = days * 24n;
  return result('KPI017', quotient(count(injuries) * 1_000_000n, hours), {
    lti: injuries,
    gunSayisi: Number(days),
    maruziyetSaati: Number(hours),
  });
}

/**
 * KPI022 officer retention: 100 − (officer terminations − unavoidable − beneficial) ÷ average
 * officers × 100. Terminations: officers' sign-offs in the period for any reason but the contract's
 * end; average officers: officer days aboard in the period ÷ the period's days.
 */
export function officerRetention(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const officers = ofShip(data.gorevlendirmeler, sirket).filter((assignment) => isOfficerRank(assignment.rutbe));
  const leaving = officers.filter((assignment) => !!assignment.inisTarihi && within(assignment.inisTarihi, period));
  const reason = (assignment: KpiAssignment) => assignment.ayrilmaNedeni || null;
  const terminations = leaving.filter((assignment) => TERMINATION_REASONS.includes(reason(assignment) as SignOffReason)).length;
  const unavoidable = leaving.filter((assignment) => reason(assignment) === 'kacinilmaz').length;
  const beneficial = leaving.filter((assignment) => reason(assignment) === 'yararli').length;
  const officerDays = daysAboardIn(officers, data.gorevlendirmeler ?? [], period);
  const periodDays = BigInt(daysBetween(period.baslangic, period.bitis)) + 1n;
  const counted = count(terminations) - count(unavoidable) - count(beneficial);
  // counted ÷ (officerDays ÷ periodDays) × 100 = counted × periodDays × 100 ÷ officerDays.
  const lost = quotient(counted * periodDays * 100n, officerDays);
  return result('KPI022', lost === null ? null : 100n * ONE - lost, {
    ayrilma: terminations,
    kacinilmaz: unavoidable,
    yararli: beneficial,
    zabitGunu: Number(officerDays),
    donemGunu: Number(periodDays),
    ortalamaZabit: toMajor(divRound(officerDays * ONE, periodDays), VALUE_SCALE),
  });
}

/** The currency most of `lines` are in; a tie to the first in CURRENCIES' order; null without lines. */
function budgetCurrency(lines: readonly BudgetLine[]): Currency | null {
  let best: Currency | null = null;
  let most = 0;
  for (const currency of CURRENCIES) {
    const n = lines.filter((line) => line.dovizCinsi === currency).length;
    if (n > most) [best, most] = [currency, n];
  }
  return best;
}

/**
 * KPI002 budget performance: |budget − (actual − AAE)| ÷ budget × 100, over the calendar years the
 * period touches (a budget is a year's). Budget: the ship's budget lines of those years; AAE: their
 * additional authorised expenses; actual: the net amounts (KDV apart) of incoming bills of those
 * years on the budgeted codes. In the currency most of the budget lines are in (a tie to the first
 * in CURRENCIES' order: the figure does not depend on the order the records come in); other currencies through
 * `cevir` (budgets at the year's end, bills at their date), else left out and counted.
 */
export function budgetPerformance(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const [firstYear, lastYear] = [Number(period.baslangic.slice(0, 4)), Number(period.bitis.slice(0, 4))];
  const lines = ofShip(data.butceler, sirket).filter((line) => line.yil >= firstYear && line.yil <= lastYear);
  const currency = budgetCurrency(lines);
  let [budget, additional, actual] = [0n, 0n, 0n];
  let leftOut = 0;
  const inCurrency = (amount: bigint, from: Currency, tarih: string): bigint | null => {
    if (from === currency) return amount;
    return data.cevir && currency ? data.cevir(amount, from, currency, tarih) : null;
  };
  for (const line of lines) {
    const yearEnd = `${String(line.yil).padStart(4, '0')}-12-31`;
    const amount = inCurrency(BigInt(line.tutar), line.dovizCinsi, yearEnd);
    const extra = inCurrency(BigInt(line.ekTutar ?? 0), line.dovizCinsi, yearEnd);
    if (amount === null || extra === null) {
      leftOut++;
      continue;
    }
    budget += amount;
    additional += extra;
  }
  const codes = new Set(lines.map((line) => line.butceKodu));
  const years = { baslangic: `${period.baslangic.slice(0, 4)}-01-01`, bitis: `${period.bitis.slice(0, 4)}-12-31` };
  for (const bill of ofShip(data.faturalar, sirket)) {
    if (bill.tip !== 'gelen' || !within(bill.tarih, years)) continue;
    const net = bill.kalemler
      .filter((line) => codes.has(line.butceKodu))
      .reduce((sum, line) => sum + BigInt(line.tutar) - BigInt(line.kdvTutari), 0n);
    if (net === 0n) continue;
    const amount = inCurrency(net, bill.dovizCinsi, bill.tarih);
    if (amount === null) leftOut++;
    else actual += amount;
  }
  const deviation = budget - (actual - additional);
  const value = budget > 0n ? quotient((deviation < 0n ? -deviation : deviation) * 100n, budget) : null;
  return result('KPI002', value, {
    dovizCinsi: currency,
    butce: Number(budget),
    gerceklesen: Number(actual),
    ekOnay: Number(additional),
    disarida: leftOut,
  });
}

/**
 * KPI005 CO₂ efficiency: grams of CO₂ per tonne-mile. CO₂ from the fuel the ship's reports of the
 * period consumed (by fuel, the emission factors of docs/areas/bunkers-and-emissions.md); transport
 * work: each report's cargo × the distance since the previous report.
 */
export function co2Efficiency(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const reports = ofShip(data.raporlar, sirket).filter((report) => within(report.zaman.slice(0, 10), period));
  const burnt = new Map<Fuel, bigint>();
  for (const report of reports) {
    for (const fuel of FUELS) {
      const kg = report.tuketim[fuel];
      if (kg) burnt.set(fuel, (burnt.get(fuel) ?? 0n) + BigInt(kg));
    }
  }
  let co2 = 0n;
  for (const [fuel, kg] of burnt) co2 += co2Kg(fuel, kg);
  // kg of cargo × tenths of a mile: tonne-miles × 10⁴.
  const work = reports.reduce((sum, report) => sum + BigInt(report.yuk?.miktarMt ?? 0) * BigInt(report.mesafeNm), 0n);
  // g ÷ tonne-miles = kg × 10³ ÷ (work ÷ 10⁴) = kg × 10⁷ ÷ work.
  return result('KPI005', quotient(co2 * 10_000_000n, work), {
    rapor: reports.length,
    co2Kg: Number(co2),
    tasimaIsiTonMil: toMajor(work, 4),
  });
}

/** Crew relieved late: assignments signed off in the period after their planned sign-off date; no data without a sign-off. */
export function crewRelievedLate(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const signOffs = ofShip(data.gorevlendirmeler, sirket).filter(
    (assignment) => !!assignment.inisTarihi && within(assignment.inisTarihi, period),
  );
  const late = signOffs.filter(
    (assignment) => !!assignment.planlananInisTarihi && assignment.inisTarihi! > assignment.planlananInisTarihi,
  ).length;
  return result('GEC-DEGISIM', signOffs.length === 0 ? null : count(late) * ONE, { inis: signOffs.length, geciken: late });
}

/**
 * Non-conformities open at the period's end, and those of them past their due date (a register: none
 * open is 0, a real figure).
 */
export function openNonConformities(data: KpiData, period: KpiPeriod, sirket?: string): [KpiResult, KpiResult] {
  const open = ofShip(data.uygunsuzluklar, sirket).filter((nc) => isNcOpen(nc, period.bitis));
  const overdue = open.filter((nc) => !!nc.hedefTarih && nc.hedefTarih < period.bitis);
  const major = open.filter((nc) => nc.siddet === 'major').length;
  return [
    result('ACIK-UYGUNSUZLUK', count(open.length) * ONE, { acik: open.length, major }),
    result('GECIKEN-UYGUNSUZLUK', count(overdue.length) * ONE, { geciken: overdue.length, acik: open.length }),
  ];
}

/**
 * Ship and company certificates overdue (expired, or a survey window missed) or missing at the
 * period's end, as the certificate tracker shows them (docs/areas/certificates.md); no data without
 * the company's record.
 */
export function certificatesOverdueOrMissing(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult {
  const companies = (data.sirketler ?? []).filter((company) => sirket === undefined || company._id === sirket);
  if (companies.length === 0) return result('SERTIFIKA', null, { gecikmis: null, eksik: null });
  const cells = certificateTracker(companies, data.sertifikalar ?? [], period.bitis).flatMap((row) => row.sertifikalar);
  const overdue = cells.filter((cell) => cell.durum === 'suresiDoldu' || cell.durum === 'gecikti').length;
  const missing = cells.filter((cell) => cell.durum === 'eksik').length;
  return result('SERTIFIKA', (count(overdue) + count(missing)) * ONE, { gecikmis: overdue, eksik: missing });
}

/** Every figure for one ship (`sirket`) or, undefined, the fleet: BIMCO's fleet figure is the formula over the fleet's summed inputs. */
export function kpis(data: KpiData, period: KpiPeriod, sirket?: string): KpiResult[] {
  return [
    pscDeficiencyRatio(data, period, sirket),
    flawlessPsc(data, period, sirket),
    pscDetentions(data, period, sirket),
    lostTimeInjuryFrequency(data, period, sirket),
    officerRetention(data, period, sirket),
    budgetPerformance(data, period, sirket),
    co2Efficiency(data, period, sirket),
    crewRelievedLate(data, period, sirket),
    ...openNonConformities(data, period, sirket),
    certificatesOverdueOrMissing(data, period, sirket),
  ];
}

/** The answer of `GET /api/kpi`. */
export interface KpiReport {
  gemiler: { sirket: string; kpiler: KpiResult[] }[];
  filo: { kpiler: KpiResult[] };
}

/** Each ship's figures and the fleet's (over the ships named) for a period. */
export function kpiReport(data: KpiData, period: KpiPeriod, sirketler: readonly string[]): KpiReport {
  const ships = new Set(sirketler);
  const fleetOnly = <R extends { sirket: string }>(records: readonly R[] | undefined) =>
    records?.filter((record) => ships.has(record.sirket));
  const fleet: KpiData = {
    ...data,
    denetimler: fleetOnly(data.denetimler),
    olaylar: fleetOnly(data.olaylar),
    gorevlendirmeler: fleetOnly(data.gorevlendirmeler),
    uygunsuzluklar: fleetOnly(data.uygunsuzluklar),
    butceler: fleetOnly(data.butceler),
    faturalar: fleetOnly(data.faturalar),
    raporlar: fleetOnly(data.raporlar),
    sirketler: data.sirketler?.filter((company) => ships.has(company._id)),
  };
  return {
    gemiler: sirketler.map((sirket) => ({ sirket, kpiler: kpis(data, period, sirket) })),
    filo: { kpiler: kpis(fleet, period) },
  };
}

const QUARTER_STARTS = ['01-01', '04-01', '07-01', '10-01'] as const;
const QUARTER_OF_MONTH = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4] as const;

/** A quarter of a trend: its label (`2026-Q1`) and its days inside the period. */
export interface KpiQuarter extends KpiPeriod {
  donem: string;
}

/** The calendar quarters a period touches, each cut to the period (its first and last may be partial). */
export function quartersOf(period: KpiPeriod): KpiQuarter[] {
  const quarters: KpiQuarter[] = [];
  const firstQuarter = QUARTER_OF_MONTH[Number(period.baslangic.slice(5, 7)) - 1]!;
  let start = `${period.baslangic.slice(0, 4)}-${QUARTER_STARTS[firstQuarter - 1]}`;
  while (start <= period.bitis) {
    const next = addMonths(start, 3);
    const end = addDays(next, -1);
    quarters.push({
      donem: `${start.slice(0, 4)}-Q${QUARTER_OF_MONTH[Number(start.slice(5, 7)) - 1]}`,
      baslangic: start < period.baslangic ? period.baslangic : start,
      bitis: end > period.bitis ? period.bitis : end,
    });
    start = next;
  }
  return quarters;
}

/** A ship's (or the fleet's) figures per quarter of the period: the trend. */
export function kpiTrend(data: KpiData, period: KpiPeriod, sirket?: string): (KpiQuarter & { kpiler: KpiResult[] })[] {
  return quartersOf(period).map((quarter) => ({ ...quarter, kpiler: kpis(data, quarter, sirket) }));
}

/**
 * What the rules refuse in a KPI period, by path (422): a date that is not one (`invalidDate`), an
 * end before the start (`endBeforeStart`).
 */
export function kpiPeriodErrors(period: { baslangic?: unknown; bitis?: unknown }): InspectionFieldError[] {
  const errors: InspectionFieldError[] = [];
  for (const path of ['baslangic', 'bitis'] as const) {
    const value = period[path];
    if (value === undefined || value === null || value === '') errors.push({ path, message: 'required' });
    else if (typeof value !== 'string' || !isRecordDate(value)) errors.push({ path, message: 'invalidDate' });
  }
  if (errors.length === 0 && (period.bitis as string) < (period.baslangic as string))
    errors.push({ path: 'bitis', message: 'endBeforeStart' });
  return errors;
}
