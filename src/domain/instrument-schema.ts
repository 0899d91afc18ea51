import * as v from 'valibot';
import { CURRENCIES, type Currency } from './currency';
import type { UploadedFile } from './file';
import {
  INSTRUMENT_DIRECTIONS,
  INSTRUMENT_KINDS,
  INSTRUMENT_STATES,
  initialState,
  type InstrumentDirection,
  type InstrumentKind,
  type InstrumentState,
  type Movement,
} from './instruments';
import { SCALES } from './money';
import { calendarDate, choice, decimal, fileRef, optionalText, uuid } from './schema-fields';

// The record of cheques and promissory notes (`cekSenet`, `/api/finans/cek-senet`; docs/areas/cheques.md):
// its write schema and the record the API and the device carry. The moves are instruments.ts's.

/** An optional id: absent, null or blank means none. */
const optionalId = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), uuid('invalid')], 'invalid')), null),
  v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
);

/** One entry of the history: when, the state it reached, the endorsee of an endorsement, a note. */
const movementSchema = v.pipe(
  v.object(
    {
      tarih: calendarDate,
      durum: choice(INSTRUMENT_STATES),
      cariHesap: v.optional(v.union([v.literal(''), uuid('invalid')], 'invalid')),
      iban: v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(34, 'tooLong'))),
      aciklama: optionalText(500),
      // The cash flow the move recorded: the server's; a client sends back what it was given.
      nakitAkis: v.optional(v.union([v.literal(''), uuid('invalid')], 'invalid')),
    },
    'invalid',
  ),
  v.transform((movement): Movement => {
    const { cariHesap, iban, nakitAkis, ...rest } = movement;
    return { ...rest, ...(cariHesap ? { cariHesap } : {}), ...(iban ? { iban } : {}), ...(nakitAkis ? { nakitAkis } : {}) };
  }),
);

/** The body of `POST`/`PUT /api/finans/cek-senet`: `miktar` in major units, stored as minor units. */
export const instrumentSchema = v.pipe(
  v.object(
    {
      tur: choice(INSTRUMENT_KINDS),
      yon: choice(INSTRUMENT_DIRECTIONS),
      sirket: v.optional(uuid('chooseCompany'), ''),
      cariHesap: uuid('required'),
      borclu: optionalText(200),
      banka: optionalText(100),
      sube: optionalText(100),
      hesapNo: optionalText(50),
      seriNo: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(50, 'tooLong')),
      duzenlemeTarihi: calendarDate,
      vadeTarihi: calendarDate,
      miktar: decimal(SCALES.amount, { min: 1n }),
      dovizCinsi: choice(CURRENCIES),
      // Absent on a create: the direction's initial state.
      durum: v.optional(v.union([v.literal(''), choice(INSTRUMENT_STATES)], 'invalid'), ''),
      hareketler: v.optional(v.pipe(v.array(movementSchema, 'invalid'), v.maxLength(100, 'tooLarge')), []),
      dosya: fileRef,
      nakitAkis: optionalId,
    },
    'required',
  ),
  v.forward(
    v.partialCheck([['duzenlemeTarihi'], ['vadeTarihi']], (input) => input.vadeTarihi >= input.duzenlemeTarihi, 'outOfRange'),
    ['vadeTarihi'],
  ),
  v.transform((input) => ({ ...input, durum: (input.durum || initialState(input.yon)) as InstrumentState })),
);

export type InstrumentInput = v.InferInput<typeof instrumentSchema>;
/** A valid body: `miktar` in minor units, `dosya` the scan's id, `durum` given or the initial one. */
export type InstrumentFields = v.InferOutput<typeof instrumentSchema>;

/** A cheque or note as `GET /api/sync` sends it (`miktar` in major units) and the device mirrors it (minor units). */
export interface Instrument {
  _id: string;
  tur: InstrumentKind;
  yon: InstrumentDirection;
  sirket: string;
  cariHesap: string;
  borclu: string;
  banka: string;
  sube: string;
  hesapNo: string;
  seriNo: string;
  duzenlemeTarihi: string;
  vadeTarihi: string;
  miktar: number;
  dovizCinsi: Currency;
  durum: InstrumentState;
  hareketler: Movement[];
  dosya: UploadedFile;
  nakitAkis: string | null;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** An instrument as the list and the detail answer it: with its account's and company's names. */
export interface InstrumentView extends Instrument {
  cariHesapUnvan: string;
  sirketIsim: string;
}

/** `GET /api/finans/cek-senet`. */
export interface InstrumentListResponse {
  cekSenetler: InstrumentView[];
  totalCount: number;
}

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const INSTRUMENT_SORT_FIELDS = ['vadeTarihi', 'duzenlemeTarihi', 'miktar', 'updatedAt'] as const;
