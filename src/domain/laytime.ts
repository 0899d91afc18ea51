// Voyage laytime, demurrage and despatch (docs/areas/operations.md §2): per port, from the statement
// of facts in the port's local wall-clock time, time counted against the allowance, time excepted
// (deductions, and under SHEX Sundays and holidays), time on demurrage and time saved, all in whole
// minutes (a deduction counting part of its time in hundred-thousandths of a minute, so nothing is
// rounded before the money); demurrage and despatch rounded once, half away from zero, to the cent.
// Pure: the voyage screen (on the device, offline) and `GET /api/operasyon/carter/:id/laytime` call
// the same function.
//
// Figures are integers as the domain holds them (docs/architecture.md §7.1): daily rates in minor
// units, tonnes, hours and percentages in thousandths. The answer is in major units and hours.

import { addDays, isCalendarDate } from './calendar';
import {
  ceilDiv,
  dateOfMinute,
  floorDiv,
  hoursScaled,
  isSunday,
  MINUTES_PER_DAY,
  MINUTES_PER_HOUR,
  wallMinute,
  wallText,
} from './charter-time';
import { MAX_DAILY_RATE, PERCENT_100 } from './hire-statement';
import { divRound, SCALES, toMajor } from './money';
import type { OperationsFieldError } from './operations-errors';

export const PORT_KINDS = ['yukleme', 'tahliye'] as const;
export type PortKind = (typeof PORT_KINDS)[number];

/** Statement-of-facts events: arrived, notice of readiness tendered, berthed, commenced, completed, sailed. */
export const SOF_EVENTS = ['VARIS', 'NOR_VERILDI', 'YANASTI', 'BASLADI', 'BITTI', 'KALKIS'] as const;
export type SofEvent = (typeof SOF_EVENTS)[number];

export const DEDUCTION_REASONS = ['YAGMUR', 'KAYDIRMA', 'ARIZA', 'GREV', 'DIGER'] as const;
export type DeductionReason = (typeof DEDUCTION_REASONS)[number];

/** Sundays and holidays included, or excepted. */
export const WORKING_TERMS = ['SHINC', 'SHEX'] as const;
export type WorkingTerms = (typeof WORKING_TERMS)[number];

/** Despatch on all time saved, or on working time saved. */
export const DESPATCH_BASES = ['ATS', 'WTS'] as const;
export type DespatchBasis = (typeof DESPATCH_BASES)[number];

/** Each port alone, or one allowance for all ports (reversible). */
export const LAYTIME_TYPES = ['ayri', 'tersinir'] as const;
export type LaytimeType = (typeof LAYTIME_TYPES)[number];

/** Freight per tonne or lump sum. */
export const FREIGHT_BASES = ['mt', 'goturu'] as const;
export type FreightBasis = (typeof FREIGHT_BASES)[number];

/** Turn time after NOR when the port names none: 6 hours (thousandths). */
export const DEFAULT_TURN_TIME = 6_000;
export const DEFAULT_TIME_BAR_DAYS = 90;
/** Despatch when the charter names none: WTS (BIMCO Laytime Definitions 2013: "laytime saved" is working time). */
export const DEFAULT_DESPATCH_BASIS: DespatchBasis = 'WTS';
/** A port's offset from UTC in minutes: UTC−12:00 to UTC+14:00. */
export const UTC_OFFSET_RANGE = { min: -720, max: 840 } as const;
/** The longest turn time taken as real: 72 hours (thousandths). */
export const MAX_TURN_TIME = 72_000;

/** An exact minute counted at a percentage: 100 % of a minute is 100,000 units. */
const UNIT = PERCENT_100;

export interface SofEntry {
  olay: SofEvent;
  /** Local wall-clock `YYYY-MM-DDTHH:mm`. */
  zaman: string;
}

export interface Deduction {
  /** Local wall-clock `YYYY-MM-DDTHH:mm`. */
  baslangic: string;
  bitis: string;
  sebep?: DeductionReason | null;
  /** The share of the time that still counts, thousandths of a percent: 0 excluded … 100,000 counts. */
  sayilanYuzde?: number | null;
  /** Excepted on demurrage too (otherwise, once on demurrage, it counts). */
  demurragedaDaDus?: boolean | null;
}

export interface LaytimePort {
  tur: PortKind;
  liman: string;
  /** The port's offset from UTC in minutes (e.g. 180 for Türkiye). */
  utcFarkDakika: number;
  /** The allowance in hours, thousandths; or `oranMtGun`. */
  izinSaat?: number | null;
  /** Tonnes a day, thousandths: the allowance is `miktarMt ÷ oranMtGun × 24 h`, rounded up to the minute. */
  oranMtGun?: number | null;
  calisma: WorkingTerms;
  /** Local dates `YYYY-MM-DD`. */
  tatiller?: readonly string[] | null;
  /** Turn time after NOR in hours, thousandths (default 6 h). */
  donusSaat?: number | null;
  olaylar: readonly SofEntry[];
  kesintiler?: readonly Deduction[] | null;
}

/** A voyage charter (`carter` with `tip: 'spot'`) as laytime reads it. */
export interface VoyageCharter {
  _id?: string;
  sirket?: string;
  tip?: 'spot';
  cariHesap?: string;
  cpTarihi?: string | null;
  dovizCinsi?: string;
  /** Tonnes in thousandths. */
  yuk?: { tanim?: string | null; miktarMt?: number | null } | null;
  /** `oran`: per tonne in ten-thousandths (`mt`) or the lump sum in minor units (`goturu`); commission in thousandths of a percent. */
  navlun?: { esas: FreightBasis; oran: number; komisyonYuzde?: number | null } | null;
  /** Minor units per day. */
  demurrageGunluk: number;
  /** Minor units per day; default half of demurrage. */
  despatchGunluk?: number | null;
  despatchEsasi?: DespatchBasis | null;
  laytimeTipi?: LaytimeType | null;
  /** Default true: once on demurrage, always on demurrage. */
  birKezDemurrage?: boolean | null;
  /** Default 90 days after the last port's completion. */
  zamanAsimiGun?: number | null;
  limanlar: readonly LaytimePort[];
}

/** One local day of a port's laytime, hours. */
export interface LaytimeDay {
  tarih: string;
  sayilanSaat: number;
  haricSaat: number;
  demurrageSaat: number;
}

/** One port's result, hours and major units. */
export interface LaytimePortResult {
  liman: string;
  izinSaat: number;
  sayilanSaat: number;
  haricSaat: number;
  demurrageSaat: number;
  despatchSaat: number;
  demurrage: number;
  despatch: number;
  /** The local instant (`YYYY-MM-DDTHH:mm`) laytime ran out at this port, or null. */
  laytimeBitis: string | null;
  gunler: LaytimeDay[];
}

export interface LaytimeTotals {
  demurrage: number;
  despatch: number;
  /** despatch − demurrage: negative when the owners are owed. */
  net: number;
  limanlar: LaytimePortResult[];
}

/** The answer of `GET /api/operasyon/carter/:id/laytime`. */
export interface LaytimeResult {
  /** The ports as the charter's `laytimeTipi` counts them (separate by default). */
  limanlar: LaytimePortResult[];
  ayri: LaytimeTotals;
  tersinir: LaytimeTotals;
  /** The claim's time bar: a date (`YYYY-MM-DD`, the last completion's local date + `zamanAsimiGun`), null without a completion. */
  zamanAsimi: string | null;
}

// ——— validation ———

const ORDER: readonly (readonly [SofEvent, SofEvent])[] = [
  ['VARIS', 'NOR_VERILDI'],
  ['VARIS', 'YANASTI'],
  ['VARIS', 'BASLADI'],
  ['YANASTI', 'BASLADI'],
  ['BASLADI', 'BITTI'],
  ['NOR_VERILDI', 'BITTI'],
  ['YANASTI', 'BITTI'],
  ['BITTI', 'KALKIS'],
  ['YANASTI', 'KALKIS'],
  ['VARIS', 'KALKIS'],
];

function numberErrors(errors: OperationsFieldError[], path: string, value: number | null | undefined, max: bigint): void {
  if (value === null || value === undefined) return;
  if (!Number.isSafeInteger(value)) errors.push({ path, message: 'invalid' });
  else if (value < 0) errors.push({ path, message: 'negativeRate' });
  else if (BigInt(value) > max) errors.push({ path, message: 'absurdRate' });
}

/**
 * What is wrong with a voyage charter for laytime, by path (docs/areas/operations.md §2): a rate
 * below zero (`negativeRate`) or beyond any real charter (`absurdRate`); no port (`atLeastOne`); a
 * port's offset outside UTC−12 … +14 (`outOfRange`), no allowance (`required`), a rate of loading
 * of 0 (`aboveZero`), a holiday that is not a date (`invalidDate`); an event not a wall-clock time
 * (`invalidDate`), twice (`duplicateSofEvent`), earlier than one that must precede it
 * (`sofOutOfOrder`, on the later event), no completion or neither NOR nor commencement
 * (`required`); a deduction that ends at or before its start (`endBeforeStart`), lies outside the
 * port's first to last event (`deductionOutsidePort`) or counts outside 0–100 % (`outOfRange`).
 */
export function laytimeErrors(charter: VoyageCharter): OperationsFieldError[] {
  const errors: OperationsFieldError[] = [];
  if (charter.demurrageGunluk === undefined || charter.demurrageGunluk === null)
    errors.push({ path: 'demurrageGunluk', message: 'required' });
  numberErrors(errors, 'demurrageGunluk', charter.demurrageGunluk, MAX_DAILY_RATE);
  numberErrors(errors, 'despatchGunluk', charter.despatchGunluk, MAX_DAILY_RATE);
  if (charter.navlun) {
    numberErrors(errors, 'navlun.oran', charter.navlun.oran, charter.navlun.esas === 'mt' ? 10n ** 10n : 10n ** 15n);
    numberErrors(errors, 'navlun.komisyonYuzde', charter.navlun.komisyonYuzde, PERCENT_100);
  }
  numberErrors(errors, 'yuk.miktarMt', charter.yuk?.miktarMt, 10n ** 12n);
  const bar = charter.zamanAsimiGun;
  if (bar !== null && bar !== undefined && (!Number.isInteger(bar) || bar < 1 || bar > 3660))
    errors.push({ path: 'zamanAsimiGun', message: 'outOfRange' });
  if (charter.limanlar.length === 0) errors.push({ path: 'limanlar', message: 'atLeastOne' });
  charter.limanlar.forEach((port, p) => {
    const at = `limanlar.${p}`;
    const offset = port.utcFarkDakika;
    if (!Number.isInteger(offset) || offset < UTC_OFFSET_RANGE.min || offset > UTC_OFFSET_RANGE.max)
      errors.push({ path: `${at}.utcFarkDakika`, message: 'outOfRange' });
    const hasHours = port.izinSaat !== null && port.izinSaat !== undefined;
    const hasRate = port.oranMtGun !== null && port.oranMtGun !== undefined;
    if (!hasHours && !hasRate) errors.push({ path: `${at}.izinSaat`, message: 'required' });
    numberErrors(errors, `${at}.izinSaat`, port.izinSaat, 10n ** 9n);
    if (!hasHours && hasRate) {
      if (port.oranMtGun === 0) errors.push({ path: `${at}.oranMtGun`, message: 'aboveZero' });
      numberErrors(errors, `${at}.oranMtGun`, port.oranMtGun, 10n ** 12n);
      if (!charter.yuk?.miktarMt) errors.push({ path: 'yuk.miktarMt', message: 'required' });
    }
    numberErrors(errors, `${at}.donusSaat`, port.donusSaat, BigInt(MAX_TURN_TIME));
    (port.tatiller ?? []).forEach((date, i) => {
      if (!isCalendarDate(date)) errors.push({ path: `${at}.tatiller.${i}`, message: 'invalidDate' });
    });
    const seen = new Map<SofEvent, bigint>();
    let first: bigint | undefined;
    let last: bigint | undefined;
    port.olaylar.forEach((entry, i) => {
      const minute = wallMinute(entry.zaman);
      if (!(SOF_EVENTS as readonly string[]).includes(entry.olay))
        return void errors.push({ path: `${at}.olaylar.${i}.olay`, message: 'invalid' });
      if (minute === undefined)
        return void errors.push({ path: `${at}.olaylar.${i}.zaman`, message: entry.zaman ? 'invalidDate' : 'required' });
      if (seen.has(entry.olay)) return void errors.push({ path: `${at}.olaylar.${i}.olay`, message: 'duplicateSofEvent' });
      seen.set(entry.olay, minute);
      if (first === undefined || minute < first) first = minute;
      if (last === undefined || minute > last) last = minute;
    });
    for (const [before, after] of ORDER) {
      const a = seen.get(before);
      const b = seen.get(after);
      if (a === undefined || b === undefined || b >= a) continue;
      const index = port.olaylar.findIndex((entry) => entry.olay === after);
      const path = `${at}.olaylar.${index}.zaman`;
      if (!errors.some((error) => error.path === path)) errors.push({ path, message: 'sofOutOfOrder' });
    }
    if (!seen.has('BITTI')) errors.push({ path: `${at}.olaylar`, message: 'required' });
    else if (!seen.has('NOR_VERILDI') && !seen.has('BASLADI')) errors.push({ path: `${at}.olaylar`, message: 'required' });
    (port.kesintiler ?? []).forEach((deduction, i) => {
      const from = wallMinute(deduction.baslangic);
      const to = wallMinute(deduction.bitis);
      const here = `${at}.kesintiler.${i}`;
      if (from === undefined) errors.push({ path: `${here}.baslangic`, message: deduction.baslangic ? 'invalidDate' : 'required' });
      if (to === undefined) errors.push({ path: `${here}.bitis`, message: deduction.bitis ? 'invalidDate' : 'required' });
      const share = deduction.sayilanYuzde;
      if (share !== null && share !== undefined && (!Number.isInteger(share) || share < 0 || BigInt(share) > PERCENT_100))
        errors.push({ path: `${here}.sayilanYuzde`, message: 'outOfRange' });
      if (from === undefined || to === undefined) return;
      if (to <= from) return void errors.push({ path: `${here}.bitis`, message: 'endBeforeStart' });
      if (first !== undefined && from < first) errors.push({ path: `${here}.baslangic`, message: 'deductionOutsidePort' });
      else if (last !== undefined && to > last) errors.push({ path: `${here}.bitis`, message: 'deductionOutsidePort' });
    });
  });
  return errors;
}

// ——— the count ———

interface Exception {
  from: bigint;
  to: bigint;
  /** Units of a minute that still count (0 … 100,000). */
  share: bigint;
  onDemurrage: boolean;
}

interface PortPlan {
  port: LaytimePort;
  allowance: bigint;
  commence: bigint;
  end: bigint;
  holidays: Set<string>;
  exceptions: Exception[];
  boundaries: bigint[];
}

interface PortCount {
  counted: bigint;
  excepted: bigint;
  demurrage: bigint;
  /** The wall minute laytime ran out here, or null. */
  expiry: bigint | null;
  /** Allowance left at completion (units). */
  left: bigint;
  days: Map<string, { counted: bigint; excepted: bigint; demurrage: bigint }>;
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/** The allowance of a port in minutes: hours rounded up to the minute, or tonnes ÷ rate × 24 h rounded up. */
export function allowanceMinutes(port: Pick<LaytimePort, 'izinSaat' | 'oranMtGun'>, miktarMt: number | null | undefined): bigint {
  if (port.izinSaat !== null && port.izinSaat !== undefined) return ceilDiv(BigInt(port.izinSaat) * MINUTES_PER_HOUR, 1000n);
  return ceilDiv(BigInt(miktarMt ?? 0) * MINUTES_PER_DAY, BigInt(port.oranMtGun ?? 1));
}

function planPort(port: LaytimePort, miktarMt: number | null | undefined): PortPlan {
  const at = new Map(port.olaylar.map((entry) => [entry.olay, wallMinute(entry.zaman)!]));
  const end = at.get('BITTI')!;
  const nor = at.get('NOR_VERILDI');
  const started = at.get('BASLADI');
  const turn = ceilDiv(BigInt(port.donusSaat ?? DEFAULT_TURN_TIME) * MINUTES_PER_HOUR, 1000n);
  let commence = nor === undefined ? started! : started === undefined ? nor + turn : minBig(nor + turn, started);
  commence = minBig(commence, end);
  const exceptions = (port.kesintiler ?? []).map((d) => ({
    from: wallMinute(d.baslangic)!,
    to: wallMinute(d.bitis)!,
    share: BigInt(d.sayilanYuzde ?? 0),
    onDemurrage: d.demurragedaDaDus === true,
  }));
  const boundaries = [...new Set(exceptions.flatMap((e) => [e.from, e.to]))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    port,
    allowance: allowanceMinutes(port, miktarMt) * UNIT,
    commence,
    end,
    holidays: new Set(port.tatiller ?? []),
    exceptions,
    boundaries,
  };
}

/** The share of a minute that counts from `t` on (to the next boundary), on laytime or on demurrage. */
function shareAt(plan: PortPlan, t: bigint, onDemurrage: boolean, onceOnDemurrage: boolean): bigint {
  const all = !onDemurrage || !onceOnDemurrage;
  let share = UNIT;
  if (all && plan.port.calisma === 'SHEX' && (isSunday(t) || plan.holidays.has(dateOfMinute(t)))) return 0n;
  for (const e of plan.exceptions) if (e.from <= t && t < e.to && (all || e.onDemurrage) && e.share < share) share = e.share;
  return share;
}

/** The next instant after `t` where the share may change: a local midnight or a deduction's edge. */
function nextEdge(plan: PortPlan, t: bigint, cursor: { i: number }): bigint {
  while (cursor.i < plan.boundaries.length && plan.boundaries[cursor.i]! <= t) cursor.i++;
  const midnight = (floorDiv(t, MINUTES_PER_DAY) + 1n) * MINUTES_PER_DAY;
  const boundary = plan.boundaries[cursor.i];
  return boundary !== undefined && boundary < midnight ? boundary : midnight;
}

/**
 * Counts one port from commencement to completion with `available` units of allowance left; with
 * `expired` laytime had already run out (at an earlier port, reversible), so all is on demurrage.
 */
function countPort(plan: PortPlan, available: bigint, expired: boolean, onceOnDemurrage: boolean): PortCount {
  const result: PortCount = { counted: 0n, excepted: 0n, demurrage: 0n, expiry: null, left: available, days: new Map() };
  const day = (t: bigint) => {
    const date = dateOfMinute(t);
    let entry = result.days.get(date);
    if (!entry) result.days.set(date, (entry = { counted: 0n, excepted: 0n, demurrage: 0n }));
    return entry;
  };
  let onDemurrage = expired;
  if (!expired && available === 0n) {
    result.expiry = plan.commence;
    onDemurrage = true;
  }
  const cursor = { i: 0 };
  let t = plan.commence;
  while (t < plan.end) {
    const edge = nextEdge(plan, t, cursor);
    const to = edge < plan.end ? edge : plan.end;
    const share = shareAt(plan, t, onDemurrage, onceOnDemurrage);
    const width = to - t;
    const entry = day(t);
    if (!onDemurrage) {
      const gain = width * share;
      if (share > 0n && gain >= result.left) {
        const need = ceilDiv(result.left, share);
        result.counted += result.left;
        result.excepted += need * UNIT - result.left;
        entry.counted += result.left;
        entry.excepted += need * UNIT - result.left;
        result.left = 0n;
        result.expiry = t + need;
        onDemurrage = true;
        t += need;
        continue;
      }
      result.counted += gain;
      result.left -= gain;
      result.excepted += width * UNIT - gain;
      entry.counted += gain;
      entry.excepted += width * UNIT - gain;
    } else {
      result.demurrage += width * share;
      result.excepted += width * (UNIT - share);
      entry.demurrage += width * share;
      entry.excepted += width * (UNIT - share);
    }
    t = to;
  }
  return result;
}

/** ATS: the wall minutes from completion to where the `left` units of laytime would have run out, with the port's exceptions. */
function allTimeSaved(plan: PortPlan, left: bigint): bigint {
  if (left === 0n) return 0n;
  const cursor = { i: 0 };
  let t = plan.end;
  let remaining = left;
  for (;;) {
    const edge = nextEdge(plan, t, cursor);
    const share = shareAt(plan, t, false, false);
    const gain = (edge - t) * share;
    if (share > 0n && gain >= remaining) return t + ceilDiv(remaining, share) - plan.end;
    remaining -= gain;
    t = edge;
  }
}

const hours = (units: bigint) => toMajor(hoursScaled(units, UNIT), 4);
const money = (units: bigint, rate: bigint) => divRound(units * rate, MINUTES_PER_DAY * UNIT);
const major = (amount: bigint) => toMajor(amount, SCALES.amount);

function portRow(
  plan: PortPlan,
  count: PortCount,
  despatchUnits: bigint,
  rates: { demurrage: bigint; despatch: bigint },
): { row: LaytimePortResult; demurrage: bigint; despatch: bigint } {
  const demurrage = money(count.demurrage, rates.demurrage);
  const despatch = money(despatchUnits, rates.despatch);
  const row: LaytimePortResult = {
    liman: plan.port.liman,
    izinSaat: hours(plan.allowance),
    sayilanSaat: hours(count.counted),
    haricSaat: hours(count.excepted),
    demurrageSaat: hours(count.demurrage),
    despatchSaat: hours(despatchUnits),
    demurrage: major(demurrage),
    despatch: major(despatch),
    laytimeBitis: count.expiry === null ? null : wallText(count.expiry),
    gunler: [...count.days].map(([tarih, d]) => ({
      tarih,
      sayilanSaat: hours(d.counted),
      haricSaat: hours(d.excepted),
      demurrageSaat: hours(d.demurrage),
    })),
  };
  return { row, demurrage, despatch };
}

function totals(limanlar: LaytimePortResult[], demurrage: bigint, despatch: bigint): LaytimeTotals {
  return { demurrage: major(demurrage), despatch: major(despatch), net: major(despatch - demurrage), limanlar };
}

/**
 * A voyage's laytime (docs/areas/operations.md §2): per port, separate and reversible, with the
 * claim's time bar. The charter must be valid (laytimeErrors empty): otherwise a RangeError.
 */
export function laytime(charter: VoyageCharter): LaytimeResult {
  const errors = laytimeErrors(charter);
  if (errors.length > 0) throw new RangeError(`invalid charter: ${errors.map((e) => `${e.path} ${e.message}`).join(', ')}`);
  const demurrageRate = BigInt(charter.demurrageGunluk);
  const rates = {
    demurrage: demurrageRate,
    despatch:
      charter.despatchGunluk === null || charter.despatchGunluk === undefined
        ? divRound(demurrageRate, 2n)
        : BigInt(charter.despatchGunluk),
  };
  const ats = (charter.despatchEsasi ?? DEFAULT_DESPATCH_BASIS) === 'ATS';
  const once = charter.birKezDemurrage ?? true;
  const plans = charter.limanlar.map((port) => planPort(port, charter.yuk?.miktarMt));
  const saved = (plan: PortPlan, left: bigint) => (ats ? allTimeSaved(plan, left) * UNIT : left);

  // Separate: each port alone; demurrage and despatch rounded once per port.
  const separate = plans.map((plan) => {
    const count = countPort(plan, plan.allowance, false, once);
    return portRow(plan, count, saved(plan, count.left), rates);
  });
  const ayri = totals(
    separate.map((s) => s.row),
    separate.reduce((sum, s) => sum + s.demurrage, 0n),
    separate.reduce((sum, s) => sum + s.despatch, 0n),
  );

  // Reversible: one allowance, the ports counted in order; despatch on what is left after the last
  // port; the totals rounded once on all the minutes.
  let left = plans.reduce((sum, plan) => sum + plan.allowance, 0n);
  let expired = false;
  let demurrageUnits = 0n;
  const counts = plans.map((plan) => {
    const count = countPort(plan, left, expired, once);
    left = count.left;
    expired = expired || count.expiry !== null;
    demurrageUnits += count.demurrage;
    return count;
  });
  const despatchUnits = plans.length > 0 ? saved(plans.at(-1)!, left) : 0n;
  const reversibleRows = plans.map((plan, i) => portRow(plan, counts[i]!, i === plans.length - 1 ? despatchUnits : 0n, rates).row);
  const tersinir = totals(reversibleRows, money(demurrageUnits, rates.demurrage), money(despatchUnits, rates.despatch));

  // The time bar: from the last completion in UTC (ports carry their own offsets), on its local date.
  let lastPlan: PortPlan | undefined;
  let lastUtc: bigint | undefined;
  for (const plan of plans) {
    const utc = plan.end - BigInt(plan.port.utcFarkDakika);
    if (lastUtc === undefined || utc > lastUtc) [lastPlan, lastUtc] = [plan, utc];
  }
  const zamanAsimi = lastPlan ? addDays(dateOfMinute(lastPlan.end), charter.zamanAsimiGun ?? DEFAULT_TIME_BAR_DAYS) : null;
  return { limanlar: (charter.laytimeTipi ?? 'ayri') === 'tersinir' ? tersinir.limanlar : ayri.limanlar, ayri, tersinir, zamanAsimi };
}
