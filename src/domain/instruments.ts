// Cheques and promissory notes (MODULES.md §9): the moves an instrument may make, and the cash flows
// a move records. Pure: the device's screens and the server's rules call the same function.

import type { Currency } from './currency';

export const INSTRUMENT_KINDS = ['cek', 'senet'] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

export const INSTRUMENT_DIRECTIONS = ['alinan', 'verilen'] as const;
export type InstrumentDirection = (typeof INSTRUMENT_DIRECTIONS)[number];

export const INSTRUMENT_STATES = [
  'portfoyde',
  'ciro-edildi',
  'tahsile-verildi',
  'teminata-verildi',
  'iade-edildi',
  'tahsil-edildi',
  'karsiliksiz',
  'verildi',
  'odendi',
] as const;
export type InstrumentState = (typeof INSTRUMENT_STATES)[number];

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

/** A received instrument starts in the portfolio; an issued one as given. */
export function initialState(yon: InstrumentDirection): InstrumentState {
  return yon === 'alinan' ? 'portfoyde' : 'verildi';
}

/** The states an instrument in `durum` may move to. */
export function nextStates(yon: InstrumentDirection, durum: InstrumentState): readonly InstrumentState[] {
  return MOVES[yon][durum] ?? [];
}

export interface Movement {
  tarih: string;
  durum: InstrumentState;
  /** The endorsee (a supplier account) of an endorsement. */
  cariHesap?: string;
  aciklama?: string;
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

/** A cash flow a move records (through the outbox, like one typed in). */
export interface SettlementFlow {
  tip: 'odeme' | 'tahsilat';
  sirket: string;
  cariHesap: string;
  tarih: string;
  miktar: number;
  dovizCinsi: Currency;
  odemeYontemi: InstrumentKind;
}

export type MoveResult =
  | { ok: true; durum: InstrumentState; hareketler: Movement[]; flows: SettlementFlow[] }
  | { ok: false; error: 'invalidTransition' | 'endorseeRequired' };

/**
 * An instrument's move to `movement.durum`: the new state, the movement appended to the history
 * (newest last), and the cash flows it records. Collecting a received one or paying an issued one
 * records its collection or payment; an endorsement records the collection from the drawer's account
 * and the payment to the endorsee's.
 */
export function moveInstrument(instrument: InstrumentFigures, movement: Movement): MoveResult {
  if (!nextStates(instrument.yon, instrument.durum).includes(movement.durum)) return { ok: false, error: 'invalidTransition' };
  if (movement.durum === 'ciro-edildi' && !movement.cariHesap) return { ok: false, error: 'endorseeRequired' };
  const flow = (tip: SettlementFlow['tip'], cariHesap: string): SettlementFlow => ({
    tip,
    sirket: instrument.sirket,
    cariHesap,
    tarih: movement.tarih,
    miktar: instrument.miktar,
    dovizCinsi: instrument.dovizCinsi,
    odemeYontemi: instrument.tur,
  });
  const flows: SettlementFlow[] =
    movement.durum === 'tahsil-edildi'
      ? [flow('tahsilat', instrument.cariHesap)]
      : movement.durum === 'odendi'
        ? [flow('odeme', instrument.cariHesap)]
        : movement.durum === 'ciro-edildi'
          ? [flow('tahsilat', instrument.cariHesap), flow('odeme', movement.cariHesap!)]
          : [];
  return { ok: true, durum: movement.durum, hareketler: [...instrument.hareketler, movement], flows };
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
