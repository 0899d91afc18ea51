import type { Currency } from '../currency';
import { defineKind, field, type RecordOf } from './define';

/** The currencies a bulletin rates (TL is the unit itself). */
export const RATED_CURRENCIES = ['USD', 'EURO', 'GBP'] as const satisfies readonly Currency[];
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Decimal places of a rate: ten-thousandths of a lira. */
export const RATE_SCALE = 4;

export const RATE_SOURCES = ['tcmb', 'elle'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const EXCHANGE_RATE_SORT_FIELDS = ['tarih', 'dovizCinsi'] as const;

declare module './define' {
  interface KindNames {
    kur: true;
  }
}

/**
 * Exchange rates (kur; docs/areas/exchange-rates.md): one chart shared by every company, one live
 * rate per date and currency (422 `duplicateRate`). The four rates in TL per unit with at most 4
 * decimals, above 0 (`aboveZero`), integers of ten-thousandths on the device and in the table;
 * `bulten` is the TCMB bulletin's number ('' for a rate entered by hand).
 */
export const exchangeRateKind = defineKind({
  name: 'kur',
  path: 'finans/kur',
  fields: {
    tarih: field.date({ required: true }),
    dovizCinsi: field.choice(RATED_CURRENCIES),
    dovizAlis: field.decimal(RATE_SCALE, { required: true, min: 1n }),
    dovizSatis: field.decimal(RATE_SCALE, { required: true, min: 1n }),
    efektifAlis: field.decimal(RATE_SCALE, { required: true, min: 1n }),
    efektifSatis: field.decimal(RATE_SCALE, { required: true, min: 1n }),
    kaynak: field.choice(RATE_SOURCES),
    bulten: field.text({ max: 40 }),
  },
  companyField: null,
  unique: [{ fields: ['tarih', 'dovizCinsi'], scope: 'all', path: 'dovizCinsi', error: 'duplicateRate', index: 'kur_tarih_doviz_unique' }],
  // Read by currency, newest bulletin first (rateFor), and by date (a day's bulletin).
  indexes: ['tarih', '[dovizCinsi+tarih]'],
  titleFields: ['tarih', 'dovizCinsi'],
  list: {
    columns: ['tarih', 'dovizCinsi', 'dovizAlis', 'dovizSatis', 'efektifAlis', 'efektifSatis', 'kaynak'],
    sorts: EXCHANGE_RATE_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['tarih', 'dovizCinsi'],
  },
});

export type ExchangeRateDefinition = typeof exchangeRateKind;
/** A rate as the API carries it (TL per unit, 4 decimals) and the device mirrors it (ten-thousandths). */
export type ExchangeRate = RecordOf<ExchangeRateDefinition>;
