// The catalogues of cheques and promissory notes (docs/areas/cheques.md): kinds, directions,
// states and the state a new one starts in. Apart from the moves (instruments.ts, which re-exports
// these) so that the kind's definition (src/domain/kinds/instrument.ts), which the sync engine
// reads before the first screen, does not carry the moves into every route's first load.

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

/** A received instrument starts in the portfolio; an issued one as given. */
export function initialState(yon: InstrumentDirection): InstrumentState {
  return yon === 'alinan' ? 'portfoyde' : 'verildi';
}
