// Cheques and promissory notes (docs/areas/cheques.md): the moves an instrument may make, and the cash flows
// a move records. Pure: the device's screens and the server's rules call the same function.

import { daysBetween } from './calendar';
import type { Currency } from './currency';
import { initialState, type InstrumentDirection, type InstrumentKind, type InstrumentState } from './instrument-catalogue';

export {
  INSTRUMENT_DIRECTIONS,
  INSTRUMENT_KINDS,
  INSTRUMENT_STATES,
  initialState,
  type InstrumentDirection,
  type InstrumentKind,
  type InstrumentState,
} from './instrument-catalogue';

/** Where each state may move, per direction; any other move is `invalidTransition`. */
const MOVES: Record<InstrumentDirection, Partial<Record<InstrumentState, readonly InstrumentState[]>>> = {
  alinan: {
    portfoyde: ['ciro-edildi', 'tahsile-verildi', 'teminata-verildi', 'iade-edildi'],
    'tahsile-verildi': ['tahsil-edildi', 'karsiliksiz'],
    karsiliksiz: ['iade-edildi', 'tahsil-edildi'],
  },
  verilen: {
    verildi: ['odendi', 'karsiliksiz'],
  },
};

/** The states an instrument in `durum` may move to. */
export function nextStates(yon: InstrumentDirection, durum: InstrumentState): readonly InstrumentState[] {
  return MOVES[yon][durum] ?? [];
}

export interface Movement {
  /** The value date of the move. */
  tarih: string;
  durum: InstrumentState;
  /** The endorsee (a supplier account) of an endorsement. */
  cariHesap?: string;
  /** Our bank account (IBAN) of a move at the bank. */
  iban?: string;
  aciklama?: string;
  /** The cash flow the move recorded: set by the server, never by a client (instrumentFlowFixed). */
  nakitAkis?: string;
}

/** What a move reads of an instrument. */
export interface InstrumentFigures {
  tur: InstrumentKind;
  yon: InstrumentDirection;
  sirket: string;
  cariHesap: string;
  miktar: number;
  dovizCinsi: Currency;
  durum: InstrumentState;
  hareketler: readonly Movement[];
}

/** A cash flow an instrument's receipt or move records (the server writes it in the same transaction). */
export interface SettlementFlow {
  tip: 'odeme' | 'tahsilat';
  sirket: string;
  cariHesap: string;
  tarih: string;
  miktar: number;
  dovizCinsi: Currency;
  odemeYontemi: InstrumentKind;
}

/**
 * What a move does to the books (docs/areas/cheques.md): records a cash flow (`flow`, linked to the move),
 * reverses the receipt's (`reverse`: its collection or payment is taken back), or nothing.
 */
export type Booking = { flow: SettlementFlow } | 'reverse' | null;

export type MoveResult =
  | { ok: true; durum: InstrumentState; hareketler: Movement[]; booking: Booking }
  | { ok: false; error: 'invalidTransition' | 'endorseeRequired' };

function flowOf(instrument: InstrumentFigures, tip: SettlementFlow['tip'], cariHesap: string, tarih: string): SettlementFlow {
  return {
    tip,
    sirket: instrument.sirket,
    cariHesap,
    tarih,
    miktar: instrument.miktar,
    dovizCinsi: instrument.dovizCinsi,
    odemeYontemi: instrument.tur,
  };
}

/** The date an instrument was received or issued: its opening entry's, else its issue date. */
export function receiptDate(instrument: { yon: InstrumentDirection; duzenlemeTarihi: string; hareketler: readonly Movement[] }): string {
  const first = instrument.hareketler[0];
  return first && first.durum === initialState(instrument.yon) ? first.tarih : instrument.duzenlemeTarihi;
}

/**
 * The cash flow receiving or issuing an instrument records (docs/areas/cheques.md, Logo's cheque slips):
 * a customer's cheque or note is a collection from them (`tahsilat`) the day it is received, an
 * issued one a payment to the supplier (`odeme`) the day it is issued; by `cek` or `senet`.
 */
export function receiptFlow(instrument: InstrumentFigures & { duzenlemeTarihi: string }): SettlementFlow {
  return flowOf(instrument, instrument.yon === 'alinan' ? 'tahsilat' : 'odeme', instrument.cariHesap, receiptDate(instrument));
}

/**
 * What a move from `instrument.durum` to `movement.durum` books: an endorsement pays the endorsee
 * (`odeme`, dated the move); a bounce (`karsiliksiz`) and returning a held cheque to its drawer
 * (`iade-edildi` from the portfolio) reverse the receipt; a bounced cheque collected after all
 * (`karsiliksiz` → `tahsil-edildi`) is collected from the customer again. Collecting at the bank
 * and paying an issued one at the bank touch only the bank: nothing.
 */
export function moveBooking(instrument: InstrumentFigures, movement: Movement): Booking {
  if (instrument.yon === 'verilen') return movement.durum === 'karsiliksiz' ? 'reverse' : null;
  switch (movement.durum) {
    case 'ciro-edildi':
      return { flow: flowOf(instrument, 'odeme', movement.cariHesap!, movement.tarih) };
    case 'karsiliksiz':
      return 'reverse';
    case 'iade-edildi':
      return instrument.durum === 'karsiliksiz' ? null : 'reverse';
    case 'tahsil-edildi':
      return instrument.durum === 'karsiliksiz' ? { flow: flowOf(instrument, 'tahsilat', instrument.cariHesap, movement.tarih) } : null;
    default:
      return null;
  }
}

/**
 * An instrument's move to `movement.durum`: the new state, the movement appended to the history
 * (newest last), and what it books (moveBooking).
 */
export function moveInstrument(instrument: InstrumentFigures, movement: Movement): MoveResult {
  if (!nextStates(instrument.yon, instrument.durum).includes(movement.durum)) return { ok: false, error: 'invalidTransition' };
  if (movement.durum === 'ciro-edildi' && !movement.cariHesap) return { ok: false, error: 'endorseeRequired' };
  return { ok: true, durum: movement.durum, hareketler: [...instrument.hareketler, movement], booking: moveBooking(instrument, movement) };
}

/** Whether a move's value date falls before the instrument's due date (the dialog warns, never refuses). */
export function beforeDue(vadeTarihi: string, tarih: string): boolean {
  return tarih < vadeTarihi;
}

/** The portfolio's totals per state and currency, in minor units (BigInt sums). */
export function portfolioTotals(
  instruments: Iterable<Pick<InstrumentFigures, 'durum' | 'dovizCinsi' | 'miktar'>>,
): Map<InstrumentState, Map<Currency, bigint>> {
  const totals = new Map<InstrumentState, Map<Currency, bigint>>();
  for (const { durum, dovizCinsi, miktar } of instruments) {
    const byCurrency = totals.get(durum) ?? new Map<Currency, bigint>();
    byCurrency.set(dovizCinsi, (byCurrency.get(dovizCinsi) ?? 0n) + BigInt(miktar));
    totals.set(durum, byCurrency);
  }
  return totals;
}

/**
 * Whether `hareketler` is a history an instrument of `yon` may have: from its initial state (an
 * opening entry in that state is allowed first), each entry a move `moveInstrument` allows, ending
 * in `durum`. The first refusal's key, or null.
 */
export function historyError(
  yon: InstrumentDirection,
  durum: InstrumentState,
  hareketler: readonly Movement[],
): 'invalidTransition' | 'endorseeRequired' | null {
  const start = initialState(yon);
  let current: InstrumentState = start;
  const moves = hareketler[0]?.durum === start ? hareketler.slice(1) : hareketler;
  for (const movement of moves) {
    const result = moveInstrument(
      { tur: 'cek', yon, sirket: '', cariHesap: '', miktar: 0, dovizCinsi: 'TL', durum: current, hareketler: [] },
      movement,
    );
    if (!result.ok) return result.error;
    current = result.durum;
  }
  return current === durum ? null : 'invalidTransition';
}

/**
 * Whether a write of an instrument may replace `before` (none for a create) with `after`: its
 * history only grows (what was written stays, newest last), its direction stays once it has moved,
 * and the history is one `historyError` accepts. Device and server call it; the first refusal's key
 * with the field it is about, or null.
 */
export function writeError(
  before: Pick<InstrumentFigures, 'yon' | 'durum' | 'hareketler'> | undefined,
  after: Pick<InstrumentFigures, 'yon' | 'durum' | 'hareketler'>,
): { path: 'durum' | 'hareketler' | 'yon'; message: 'invalidTransition' | 'endorseeRequired' } | null {
  if (before) {
    const kept = before.hareketler.every((movement, index) => sameMovement(movement, after.hareketler[index]));
    if (!kept) return { path: 'hareketler', message: 'invalidTransition' };
    if (before.yon !== after.yon && before.durum !== initialState(before.yon)) return { path: 'yon', message: 'invalidTransition' };
  }
  const error = historyError(after.yon, after.durum, after.hareketler);
  return error ? { path: 'durum', message: error } : null;
}

function sameMovement(a: Movement, b: Movement | undefined): boolean {
  return (
    b !== undefined &&
    a.tarih === b.tarih &&
    a.durum === b.durum &&
    (a.cariHesap || null) === (b.cariHesap || null) &&
    (a.iban || null) === (b.iban || null) &&
    (a.aciklama ?? '') === (b.aciklama ?? '')
  );
}

/** The states an instrument is settled or gone in: nothing more happens to it. */
export const CLOSED_STATES: readonly InstrumentState[] = ['ciro-edildi', 'iade-edildi', 'tahsil-edildi', 'odendi'];

/** Whether an instrument in `durum` still awaits its due date (the portfolio's open part). */
export function isOpen(durum: InstrumentState): boolean {
  return !CLOSED_STATES.includes(durum);
}

export const DUE_WINDOWS = ['hafta', 'ay', 'gecmis'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

/**
 * Whether an instrument due `vadeTarihi` falls in `window` as of `today` (calendar dates): due in
 * the 7 days from today (`hafta`), in the 31 days from today (`ay`), or past due while still open
 * (`gecmis`).
 */
export function isDueIn(window: DueWindow, instrument: { vadeTarihi: string; durum: InstrumentState }, today: string): boolean {
  if (!isOpen(instrument.durum)) return false;
  if (window === 'gecmis') return instrument.vadeTarihi < today;
  const days = daysBetween(today, instrument.vadeTarihi);
  return days >= 0 && days <= (window === 'hafta' ? 7 : 31);
}

/** The portfolio's filters (the list's query string and the screen's). */
export interface InstrumentFilter {
  yon?: InstrumentDirection | undefined;
  tur?: InstrumentKind | undefined;
  durum?: InstrumentState | undefined;
  cariHesap?: string | undefined;
  dovizCinsi?: Currency | undefined;
  vade?: DueWindow | undefined;
}

/** Whether an instrument passes `filter` as of `today`. */
export function matchesFilter(
  filter: InstrumentFilter,
  instrument: Pick<InstrumentFigures, 'yon' | 'tur' | 'durum' | 'cariHesap' | 'dovizCinsi'> & { vadeTarihi: string },
  today: string,
): boolean {
  return (
    (filter.yon === undefined || instrument.yon === filter.yon) &&
    (filter.tur === undefined || instrument.tur === filter.tur) &&
    (filter.durum === undefined || instrument.durum === filter.durum) &&
    (filter.cariHesap === undefined || instrument.cariHesap === filter.cariHesap) &&
    (filter.dovizCinsi === undefined || instrument.dovizCinsi === filter.dovizCinsi) &&
    (filter.vade === undefined || isDueIn(filter.vade, instrument, today))
  );
}

/** The portfolio's order: by due date, then by id (pages never overlap). */
export function byDueDate(a: { vadeTarihi: string; _id: string }, b: { vadeTarihi: string; _id: string }): number {
  return a.vadeTarihi.localeCompare(b.vadeTarihi) || a._id.localeCompare(b._id);
}
