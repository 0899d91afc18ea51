// Non-conformities (docs/areas/inspections.md): the ISM Code's cycle — raised, planned, carried out,
// verified by someone else, closed — as a state machine, what each move needs, and the overdue ones
// (derived, never stored). Pure: the device's buttons and the server's checks call the same functions.

import { addMonths, isCalendarDate } from './calendar';
import type { InspectionErrorKey, InspectionFieldError } from './inspection-errors';
import type { Deficiency, Inspection } from './inspections';

export const NC_SEVERITIES = ['gozlem', 'minor', 'major'] as const;
export type NcSeverity = (typeof NC_SEVERITIES)[number];

/** The states in the order the cycle runs through them. */
export const NC_STATES = ['acik', 'planlandi', 'uygulandi', 'dogrulandi', 'kapandi'] as const;
export type NcState = (typeof NC_STATES)[number];

/** A major non-conformity's due date is at most 3 months after it was raised. */
export const MAJOR_DUE_MONTHS = 3;

/** A non-conformity (uygunsuzluk) as the rules read it; `sorumlu` and `dogrulayan` are users' ids. */
export interface NonConformity {
  _id?: string;
  sirket: string;
  /** The inspection and its deficiency (the row's id) it was raised from, or none. */
  kaynak?: { denetim: string; eksiklik: string } | null;
  tarih: string;
  siddet: NcSeverity;
  tanim?: string;
  durum: NcState;
  kokNeden?: string | null;
  duzelticiFaaliyet?: string | null;
  sorumlu?: string | null;
  hedefTarih?: string | null;
  uygulamaTarihi?: string | null;
  /** The evidence: a file. */
  kanit?: unknown;
  dogrulayan?: string | null;
  etkin?: boolean | null;
  kapanisTarihi?: string | null;
}

type NcField =
  'kokNeden' | 'duzelticiFaaliyet' | 'sorumlu' | 'hedefTarih' | 'uygulamaTarihi' | 'kanit' | 'dogrulayan' | 'etkin' | 'kapanisTarihi';

/** The fields a move into each state needs (the button says so). */
export const MOVE_NEEDS: Record<Exclude<NcState, 'acik'>, readonly NcField[]> = {
  planlandi: ['kokNeden', 'duzelticiFaaliyet', 'sorumlu', 'hedefTarih'],
  uygulandi: ['uygulamaTarihi', 'kanit'],
  dogrulandi: ['dogrulayan', 'etkin'],
  kapandi: ['kapanisTarihi'],
};

const DATE_FIELDS: readonly NcField[] = ['hedefTarih', 'uygulamaTarihi', 'kapanisTarihi'];

/** The one state a non-conformity in `durum` may move to (a failed verification goes back: moveNonConformity). */
export function nextState(durum: NcState): NcState | null {
  return NC_STATES[NC_STATES.indexOf(durum) + 1] ?? null;
}

const reached = (durum: NcState, state: NcState) => NC_STATES.indexOf(durum) >= NC_STATES.indexOf(state);

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * What a non-conformity in `durum` must hold, by path: every field each move up to `durum` needed
 * (`required`), its dates real (`invalidDate`), a major one's due date at most 3 months after it was
 * raised (`majorDueTooLate`), the verifier someone other than the responsible
 * (`verifierIsResponsible`), and a verified or closed one found effective (`invalid`).
 */
export function stateErrors(nc: NonConformity, durum: NcState = nc.durum): InspectionFieldError[] {
  const errors: InspectionFieldError[] = [];
  for (const state of NC_STATES) {
    if (state === 'acik' || !reached(durum, state)) continue;
    for (const field of MOVE_NEEDS[state]) {
      const value = nc[field];
      if (!present(value)) errors.push({ path: field, message: 'required' });
      else if (DATE_FIELDS.includes(field) && !isCalendarDate(String(value))) errors.push({ path: field, message: 'invalidDate' });
    }
  }
  if (reached(durum, 'planlandi') && nc.siddet === 'major' && nc.hedefTarih && isCalendarDate(nc.hedefTarih) && isCalendarDate(nc.tarih)) {
    if (nc.hedefTarih > addMonths(nc.tarih, MAJOR_DUE_MONTHS)) errors.push({ path: 'hedefTarih', message: 'majorDueTooLate' });
  }
  if (reached(durum, 'dogrulandi') && present(nc.dogrulayan) && nc.dogrulayan === nc.sorumlu) {
    errors.push({ path: 'dogrulayan', message: 'verifierIsResponsible' });
  }
  if (reached(durum, 'dogrulandi') && typeof nc.etkin === 'boolean' && !nc.etkin) errors.push({ path: 'etkin', message: 'invalid' });
  return errors;
}

export type NcRefusal = { message: InspectionErrorKey; errors: InspectionFieldError[] };
export type NcMoveResult<N extends NonConformity> = { ok: true; value: N } | ({ ok: false } & NcRefusal);

/** The answer's top key for a set of field errors: the rule broken when it is one of the cycle's, else `validationFailed`. */
function refusal(errors: InspectionFieldError[]): NcRefusal {
  const rule = errors.find((error) => error.message === 'verifierIsResponsible' || error.message === 'majorDueTooLate');
  return { message: rule ? rule.message : 'validationFailed', errors };
}

const invalidTransition: NcRefusal = { message: 'invalidTransition', errors: [{ path: 'durum', message: 'invalidTransition' }] };

/**
 * A non-conformity's move to `hedef` with the fields the move sets (docs/areas/inspections.md):
 * `acik` → `planlandi` (root cause, action, responsible, due date) → `uygulandi` (date and evidence)
 * → `dogrulandi` (a verifier other than the responsible, and whether the action was effective) →
 * `kapandi` (the closing date). Verified as not effective (`etkin` false), it goes back to
 * `planlandi`: the failed implementation's date and evidence are cleared (a new action needs new
 * ones), the verifier and `etkin` false stay as its trace. Any other move is `invalidTransition`.
 */
export function moveNonConformity<N extends NonConformity>(nc: N, hedef: NcState, changes: Partial<NonConformity> = {}): NcMoveResult<N> {
  if (hedef !== nextState(nc.durum)) return { ok: false, ...invalidTransition };
  const moved = { ...nc, ...changes, durum: hedef } as N;
  const failedVerification = hedef === 'dogrulandi' && moved.etkin === false;
  const errors = stateErrors(moved).filter((error) => !(failedVerification && error.path === 'etkin'));
  if (errors.length > 0) return { ok: false, ...refusal(errors) };
  if (failedVerification) return { ok: true, value: { ...moved, durum: 'planlandi', uygulamaTarihi: null, kanit: null } };
  return { ok: true, value: moved };
}

/**
 * Whether a write may replace `before` (none for a create) with `after` (docs/areas/inspections.md),
 * as device and server check it: a create may be in any state whose moves' fields it holds; an
 * update keeps its state or makes the one allowed move (a failed verification included: from
 * `uygulandi` back to `planlandi` with a verifier and `etkin` false). Null, or the refusal.
 */
export function nonConformityWriteErrors(before: NonConformity | undefined, after: NonConformity): NcRefusal | null {
  if (before && before.durum !== after.durum) {
    const forward = after.durum === nextState(before.durum);
    const failedVerification = before.durum === 'uygulandi' && after.durum === 'planlandi' && after.etkin === false;
    if (!forward && !failedVerification) return invalidTransition;
    if (failedVerification) {
      const errors = stateErrors(after, 'planlandi');
      if (!present(after.dogrulayan)) errors.push({ path: 'dogrulayan', message: 'required' });
      else if (after.dogrulayan === after.sorumlu) errors.push({ path: 'dogrulayan', message: 'verifierIsResponsible' });
      return errors.length > 0 ? refusal(errors) : null;
    }
  }
  const errors = stateErrors(after);
  return errors.length > 0 ? refusal(errors) : null;
}

/** Whether a non-conformity is overdue on `date`: not closed and its due date before `date`. Derived, never stored. */
export function isNcOverdue(nc: Pick<NonConformity, 'durum' | 'hedefTarih'>, date: string): boolean {
  return nc.durum !== 'kapandi' && !!nc.hedefTarih && nc.hedefTarih < date;
}

/** Whether a non-conformity is open on `date`: raised by then and not closed by then. */
export function isNcOpen(nc: Pick<NonConformity, 'tarih' | 'durum' | 'kapanisTarihi'>, date: string): boolean {
  if (nc.tarih > date) return false;
  if (nc.durum !== 'kapandi') return true;
  return !!nc.kapanisTarihi && nc.kapanisTarihi > date;
}

/** The board: each state's non-conformities, overdue ones first, then by due date, then by date raised. */
export function nonConformityBoard<N extends NonConformity>(ncs: readonly N[], date: string): Record<NcState, N[]> {
  const board = Object.fromEntries(NC_STATES.map((state) => [state, [] as N[]])) as Record<NcState, N[]>;
  for (const nc of ncs) board[nc.durum].push(nc);
  const order = (a: N, b: N) => {
    const [late, later] = [isNcOverdue(a, date), isNcOverdue(b, date)];
    if (late !== later) return late ? -1 : 1;
    return (a.hedefTarih || '9999-12-31').localeCompare(b.hedefTarih || '9999-12-31') || a.tarih.localeCompare(b.tarih);
  };
  for (const state of NC_STATES) board[state].sort(order);
  return board;
}

/**
 * The non-conformity a deficiency raises in one action: open, dated the inspection, described as
 * the deficiency, linked to both; major for grounds of detention (30), minor otherwise.
 */
export function nonConformityFromDeficiency(
  inspection: Pick<Inspection, '_id' | 'sirket' | 'tarih'>,
  deficiency: Pick<Deficiency, 'id' | 'kod' | 'aciklama' | 'aksiyonKodu'>,
): NonConformity {
  return {
    sirket: inspection.sirket,
    kaynak: { denetim: inspection._id ?? '', eksiklik: deficiency.id ?? '' },
    tarih: inspection.tarih,
    siddet: deficiency.aksiyonKodu === '30' ? 'major' : 'minor',
    tanim: [deficiency.kod, deficiency.aciklama].filter(Boolean).join(' — '),
    durum: 'acik',
  };
}
