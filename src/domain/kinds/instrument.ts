import { CURRENCIES } from '../currency';
import { INSTRUMENT_DIRECTIONS, INSTRUMENT_KINDS, INSTRUMENT_STATES, initialState } from '../instrument-catalogue';
import type { Movement } from '../instruments';
import { defineKind, field, type RecordOf } from './define';

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const INSTRUMENT_SORT_FIELDS = ['vadeTarihi', 'duzenlemeTarihi', 'miktar', 'updatedAt'] as const;

/** A record's id typed as text (in any case; kept in lower case). */
const ID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One entry of the history: when, the state it reached, the endorsee of an endorsement, our bank
 * account (IBAN) of a move at the bank, a note, the cash flow it recorded (the server's). The
 * endorsee is checked by the kind's own rule (new entries only: server/collections/instruments.ts),
 * not as a reference: an old entry's account is history.
 */
const movementFields = {
  tarih: field.date({ required: true }),
  durum: field.choice(INSTRUMENT_STATES),
  cariHesap: field.text({ pattern: ID_TEXT, lowerCase: true }),
  iban: field.text({ max: 34 }),
  aciklama: field.text({ max: 500 }),
  nakitAkis: field.text({ pattern: ID_TEXT, lowerCase: true }),
} as const;

/** A movement as the record keeps it: an endorsee, an IBAN and a cash flow only when it has one. */
function keptMovement(
  movement: { cariHesap: string; iban: string; nakitAkis: string } & Omit<Movement, 'cariHesap' | 'iban' | 'nakitAkis'>,
) {
  const { cariHesap, iban, nakitAkis, ...rest } = movement;
  return { ...rest, ...(cariHesap ? { cariHesap } : {}), ...(iban ? { iban } : {}), ...(nakitAkis ? { nakitAkis } : {}) };
}

declare module './define' {
  interface KindNames {
    cekSenet: true;
  }
}

/**
 * Cheques and promissory notes (cekSenet; docs/areas/cheques.md): received or issued, one company
 * and one account each (`accountNotFound`, `accountOtherCompany`), due on or after their issue
 * (`outOfRange`), with their scan. A create without a state starts in its direction's initial one;
 * the moves and the cash flows they book are instruments.ts's and the server's own rules.
 */
export const instrumentKind = defineKind({
  name: 'cekSenet',
  path: 'finans/cek-senet',
  fields: {
    tur: field.choice(INSTRUMENT_KINDS),
    yon: field.choice(INSTRUMENT_DIRECTIONS),
    sirket: field.company(),
    cariHesap: field.reference('cariHesap', { required: true, notFound: 'accountNotFound', otherCompany: 'accountOtherCompany' }),
    borclu: field.text({ max: 200 }),
    banka: field.text({ max: 100 }),
    sube: field.text({ max: 100 }),
    hesapNo: field.text({ max: 50 }),
    seriNo: field.text({ required: true, max: 50 }),
    duzenlemeTarihi: field.date({ required: true }),
    vadeTarihi: field.date({ required: true }),
    miktar: field.money({ required: true, min: 1n }),
    dovizCinsi: field.choice(CURRENCIES),
    // Left out on a create: the direction's initial state (normalize).
    durum: field.choice(INSTRUMENT_STATES, { default: '' }),
    hareketler: field.list(movementFields, 100, 'tooLarge'),
    dosya: field.file({ required: true }),
    // The cash flow its receipt booked: the server's (instrumentFlowFixed when a client names another).
    nakitAkis: field.reference('nakitAkis'),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: ['duzenlemeTarihi', 'vadeTarihi'],
      path: 'vadeTarihi',
      message: 'outOfRange',
      test: (instrument) => instrument.vadeTarihi >= instrument.duzenlemeTarihi,
    },
  ],
  normalize: (instrument) => ({
    durum: instrument.durum || initialState(instrument.yon),
    hareketler: instrument.hareketler.map(keptMovement) as typeof instrument.hareketler,
  }),
  // Read per company (the chosen ship) and per account, in due order.
  indexes: ['sirket', 'cariHesap', 'vadeTarihi'],
  titleFields: ['seriNo', 'vadeTarihi'],
  list: {
    columns: ['seriNo', 'tur', 'yon', 'cariHesap', 'vadeTarihi', 'miktar', 'durum'],
    sorts: INSTRUMENT_SORT_FIELDS,
    defaultSort: { field: 'vadeTarihi', order: 'asc' },
    filters: ['sirket', 'yon', 'tur', 'durum', 'cariHesap', 'dovizCinsi'],
    key: 'cekSenetler',
  },
  tombstone: { borclu: '', banka: '', sube: '', hesapNo: '', hareketler: [] },
});

export type InstrumentDefinition = typeof instrumentKind;
/**
 * A cheque or note as `GET /api/sync` sends it (`miktar` in major units) and the device mirrors it
 * (minor units); its history's entries carry an endorsee, an IBAN and a cash flow only when they have one.
 */
export type Instrument = Omit<RecordOf<InstrumentDefinition>, 'hareketler'> & { hareketler: Movement[] };
