// Inspections and their deficiencies (docs/areas/inspections.md): the catalogues, when a deficiency
// is due, which are open and overdue, the next port state control window per regime, the internal
// ISM audit's due dates and a ship's inspection calendar. Pure: the device's screens and the
// server's answers call the same functions. Dates are calendar dates `YYYY-MM-DD`.

import { addDays, addMonths, isCalendarDate } from './calendar';
import type { InspectionFieldError } from './inspection-errors';

export const INSPECTION_TYPES = ['PSC', 'bayrak', 'vetting', 'klas', 'ic-denetim', 'dis-denetim'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

/** Port state control regimes (memoranda of understanding). */
export const PSC_REGIMES = ['paris', 'tokyo', 'uscg', 'diger'] as const;
export type PscRegime = (typeof PSC_REGIMES)[number];

/** The regimes with an inspection window by risk profile (pscWindow). */
export const WINDOW_REGIMES = ['paris', 'tokyo'] as const satisfies readonly PscRegime[];
export type WindowRegime = (typeof WINDOW_REGIMES)[number];

/** Ship risk profiles: high, standard, low. */
export const RISK_PROFILES = ['HRS', 'SRS', 'LRS'] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

/**
 * PSC action codes: 10 rectified, 12 all rectified (both closed at the inspection), 15 at the next
 * port, 16 within 14 days, 17 before departure, 18 within 3 months, 30 grounds for detention, 99
 * other (an observation, not a deficiency).
 */
export const ACTION_CODES = ['10', '12', '15', '16', '17', '18', '30', '99'] as const;
export type ActionCode = (typeof ACTION_CODES)[number];

/** The action code of an observation: never a deficiency, never counted. */
export const OBSERVATION_CODE = '99' satisfies ActionCode;

/** The codes a deficiency is closed with at the inspection itself. */
export const CLOSED_AT_INSPECTION: readonly ActionCode[] = ['10', '12'];

export function isActionCode(value: unknown): value is ActionCode {
  return typeof value === 'string' && (ACTION_CODES as readonly string[]).includes(value);
}

/** A deficiency (eksiklik) as the rules read it. */
export interface Deficiency {
  /** The row's own id (a non-conformity raised from it names it). */
  id?: string;
  /** The regime's deficiency code (e.g. 07105). */
  kod?: string;
  aciklama?: string;
  aksiyonKodu: ActionCode;
  ismIlgili?: boolean;
  kapanisTarihi?: string | null;
  kanit?: unknown;
}

/** An inspection (denetim) as the rules read it. */
export interface Inspection {
  _id?: string;
  sirket: string;
  tur: InspectionType;
  rejim?: PscRegime | '' | null;
  riskProfili?: RiskProfile | '' | null;
  tarih: string;
  liman?: string;
  planliKalkis?: string | null;
  sonrakiLimanVaris?: string | null;
  tutulma?: { var: boolean; serbestBirakma?: string | null } | null;
  eksiklikler: readonly Deficiency[];
}

/** When a deficiency is due: a date, `belirsiz` (at a next port not known yet), or null for an observation. */
export type DeficiencyDue = string | 'belirsiz' | null;

const given = (date: string | null | undefined): string | null => (date ? date : null);

/**
 * A deficiency's due date (docs/areas/inspections.md): 10 and 12 the inspection's date (closed
 * there); 16 fourteen days after it; 17 and 30 the planned departure, else the inspection's date
 * (before sailing); 18 three months after it, the day clamped to a shorter month's end (31 January →
 * 30 April); 15 the next port's arrival, else `belirsiz`; 99 null (an observation is never due).
 */
export function deficiencyDue(
  inspection: Pick<Inspection, 'tarih' | 'planliKalkis' | 'sonrakiLimanVaris'>,
  deficiency: Pick<Deficiency, 'aksiyonKodu'>,
): DeficiencyDue {
  switch (deficiency.aksiyonKodu) {
    case '10':
    case '12':
      return inspection.tarih;
    case '16':
      return addDays(inspection.tarih, 14);
    case '17':
    case '30':
      return given(inspection.planliKalkis) ?? inspection.tarih;
    case '18':
      return addMonths(inspection.tarih, 3);
    case '15':
      return given(inspection.sonrakiLimanVaris) ?? 'belirsiz';
    case '99':
      return null;
  }
}

/** Whether a deficiency counts as one (every code but 99). */
export function isDeficiency(deficiency: Pick<Deficiency, 'aksiyonKodu'>): boolean {
  return deficiency.aksiyonKodu !== OBSERVATION_CODE;
}

/**
 * The date a deficiency was closed: its closing date, or the inspection's for 10 and 12 (rectified
 * there); null while open. An observation is never open.
 */
export function closedOn(
  inspection: Pick<Inspection, 'tarih'>,
  deficiency: Pick<Deficiency, 'aksiyonKodu' | 'kapanisTarihi'>,
): string | null {
  if (deficiency.kapanisTarihi) return deficiency.kapanisTarihi;
  return CLOSED_AT_INSPECTION.includes(deficiency.aksiyonKodu) ? inspection.tarih : null;
}

/** Whether a deficiency is open on `date`: found by then and not closed by then; observations never are. */
export function isOpenDeficiency(
  inspection: Pick<Inspection, 'tarih'>,
  deficiency: Pick<Deficiency, 'aksiyonKodu' | 'kapanisTarihi'>,
  date: string,
): boolean {
  if (!isDeficiency(deficiency) || inspection.tarih > date) return false;
  const closed = closedOn(inspection, deficiency);
  return closed === null || closed > date;
}

/** Whether a deficiency is overdue on `date`: open, with a due date before `date` (`belirsiz` never is). */
export function isOverdue(
  inspection: Pick<Inspection, 'tarih' | 'planliKalkis' | 'sonrakiLimanVaris'>,
  deficiency: Pick<Deficiency, 'aksiyonKodu' | 'kapanisTarihi'>,
  date: string,
): boolean {
  if (!isOpenDeficiency(inspection, deficiency, date)) return false;
  const due = deficiencyDue(inspection, deficiency);
  return due !== null && due !== 'belirsiz' && due < date;
}

/** An open deficiency with its inspection, its place in the inspection, its due date and whether it is overdue. */
export interface OpenDeficiency<I extends Inspection> {
  denetim: I;
  /** Its index in the inspection's `eksiklikler`. */
  sira: number;
  eksiklik: I['eksiklikler'][number];
  vade: DeficiencyDue;
  gecikti: boolean;
}

/** The deficiencies open on `date`, overdue first, then by due date (`belirsiz` last), then by inspection date. */
export function openDeficiencies<I extends Inspection>(inspections: readonly I[], date: string): OpenDeficiency<I>[] {
  const open: OpenDeficiency<I>[] = [];
  for (const denetim of inspections) {
    denetim.eksiklikler.forEach((eksiklik, sira) => {
      if (!isOpenDeficiency(denetim, eksiklik, date)) return;
      open.push({ denetim, sira, eksiklik, vade: deficiencyDue(denetim, eksiklik), gecikti: isOverdue(denetim, eksiklik, date) });
    });
  }
  const dueKey = (vade: DeficiencyDue) => (vade === null || vade === 'belirsiz' ? '9999-12-31' : vade);
  return open.sort(
    (a, b) =>
      (a.gecikti === b.gecikti ? 0 : a.gecikti ? -1 : 1) ||
      dueKey(a.vade).localeCompare(dueKey(b.vade)) ||
      a.denetim.tarih.localeCompare(b.denetim.tarih),
  );
}

/**
 * Months after the last PSC inspection in a regime that the next one's window opens and closes, by
 * the ship's risk profile (Paris MoU: HRS 5–6, SRS 10–12, LRS 24–36; Tokyo MoU: HRS 2–4, SRS 5–8,
 * LRS 9–18).
 */
export const PSC_WINDOW_MONTHS: Record<WindowRegime, Record<RiskProfile, readonly [number, number]>> = {
  paris: { HRS: [5, 6], SRS: [10, 12], LRS: [24, 36] },
  tokyo: { HRS: [2, 4], SRS: [5, 8], LRS: [9, 18] },
};

/** A ship of no recorded risk profile is taken as standard risk. */
export const DEFAULT_RISK_PROFILE: RiskProfile = 'SRS';

/** A ship's PSC priority on a date: `I` after its window closed, `II` inside it, null before it opens. */
export type PscPriority = 'I' | 'II' | null;

export interface PscWindow {
  acilis: string;
  kapanis: string;
}

/**
 * The next PSC window after the last inspection in a regime (docs/areas/inspections.md): from the
 * window's months after the inspection (day clamped as addMonths does) to its last month's date, both
 * included. Null for a regime without windows (USCG, others).
 */
export function pscWindow(rejim: PscRegime, riskProfili: RiskProfile | '' | null | undefined, sonDenetim: string): PscWindow | null {
  if (rejim !== 'paris' && rejim !== 'tokyo') return null;
  const [from, to] = PSC_WINDOW_MONTHS[rejim][riskProfili || DEFAULT_RISK_PROFILE];
  return { acilis: addMonths(sonDenetim, from), kapanis: addMonths(sonDenetim, to) };
}

/** The priority on `date` of a window: `II` from its opening to its closing, `I` after it closed, null before. */
export function pscPriority(window: PscWindow, date: string): PscPriority {
  if (date > window.kapanis) return 'I';
  return date >= window.acilis ? 'II' : null;
}

/** An internal ISM audit is due 12 months after the last one, at the latest 15. */
export const INTERNAL_AUDIT_MONTHS = 12;
export const INTERNAL_AUDIT_LATEST_MONTHS = 15;

export interface InternalAuditDue {
  vade: string;
  enGec: string;
}

/** The next internal ISM audit after one on `son`: due 12 months later, at the latest 15 (day clamped). */
export function internalAuditDue(son: string): InternalAuditDue {
  return { vade: addMonths(son, INTERNAL_AUDIT_MONTHS), enGec: addMonths(son, INTERNAL_AUDIT_LATEST_MONTHS) };
}

export interface PscCalendarRow {
  rejim: WindowRegime;
  sonDenetim: string;
  acilis: string;
  kapanis: string;
  oncelik: PscPriority;
}

/** One ship's inspection calendar, as `GET /api/denetim/takvim` answers it. */
export interface InspectionCalendar {
  sirket: string;
  psc: PscCalendarRow[];
  icDenetim: { son: string | null; vade: string | null; enGec: string | null };
}

/**
 * A ship's inspection calendar on `date` (docs/areas/inspections.md), from its inspections up to that
 * date (later ones are not known then): per windowed regime it was inspected in (Paris, then Tokyo),
 * the last PSC inspection, the next window by that inspection's risk profile and the priority on
 * `date`; and the last internal audit with the next one's due dates (all null without one).
 */
export function inspectionCalendar(sirket: string, inspections: readonly Inspection[], date: string): InspectionCalendar {
  const known = inspections.filter((inspection) => inspection.sirket === sirket && inspection.tarih <= date);
  const latest = (items: readonly Inspection[]) =>
    items.reduce<Inspection | null>((last, item) => (last === null || item.tarih > last.tarih ? item : last), null);
  const psc: PscCalendarRow[] = [];
  for (const rejim of WINDOW_REGIMES) {
    const last = latest(known.filter((inspection) => inspection.tur === 'PSC' && inspection.rejim === rejim));
    if (!last) continue;
    const window = pscWindow(rejim, last.riskProfili, last.tarih)!;
    psc.push({ rejim, sonDenetim: last.tarih, ...window, oncelik: pscPriority(window, date) });
  }
  const audit = latest(known.filter((inspection) => inspection.tur === 'ic-denetim'));
  return {
    sirket,
    psc,
    icDenetim: audit ? { son: audit.tarih, ...internalAuditDue(audit.tarih) } : { son: null, vade: null, enGec: null },
  };
}

/**
 * What the rules refuse in an inspection's deficiencies, by path (422): an action code that does not
 * exist (`eksiklikler.0.aksiyonKodu`, `invalidCode`), a closing date that is not a date
 * (`invalidDate`) or is before the inspection (`closedBeforeInspection`).
 */
export function deficiencyErrors(inspection: {
  tarih: string;
  eksiklikler: readonly { aksiyonKodu?: unknown; kapanisTarihi?: string | null }[];
}): InspectionFieldError[] {
  const errors: InspectionFieldError[] = [];
  inspection.eksiklikler.forEach((deficiency, index) => {
    if (!isActionCode(deficiency.aksiyonKodu)) errors.push({ path: `eksiklikler.${index}.aksiyonKodu`, message: 'invalidCode' });
    const closed = deficiency.kapanisTarihi;
    if (!closed) return;
    if (!isCalendarDate(closed)) errors.push({ path: `eksiklikler.${index}.kapanisTarihi`, message: 'invalidDate' });
    else if (closed < inspection.tarih) errors.push({ path: `eksiklikler.${index}.kapanisTarihi`, message: 'closedBeforeInspection' });
  });
  return errors;
}
