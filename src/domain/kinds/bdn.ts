import { BDN_SCALES, FUELS } from '../emissions';
import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** 1,000,000 t: far beyond any delivery, and an exact integer in kg. */
const MAX_QUANTITY = 1_000_000_000n;

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const BDN_SORT_FIELDS = ['tarih', 'bdnNo', 'yakit', 'miktarMt', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    bdn: true;
  }
}

/**
 * Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md): one ship (company) each, kept
 * three years. Figures are integers at BDN_SCALES on the device and in the table, major units on
 * the wire; the quantity above 0 (`aboveZero`). The supplier is an account of the ship's company
 * (`accountNotFound`, `accountOtherCompany`), the bill one of the ship's bills (`billNotFound`).
 */
export const bdnKind = defineKind({
  name: 'bdn',
  path: 'teknik/bdn',
  fields: {
    sirket: field.company(),
    bdnNo: field.text({ required: true, max: 60 }),
    tarih: field.date({ required: true }),
    liman: field.text({ max: 120 }),
    tedarikci: field.reference('cariHesap', { notFound: 'accountNotFound', otherCompany: 'accountOtherCompany' }),
    yakit: field.choice(FUELS),
    miktarMt: field.decimal(BDN_SCALES.miktarMt, { required: true, min: 1n, max: MAX_QUANTITY }),
    yogunluk15: field.decimal(BDN_SCALES.yogunluk15, { required: true, min: 1n, max: 20_000n }),
    kukurtYuzde: field.decimal(BDN_SCALES.kukurtYuzde, { required: true, min: 0n, max: 100_000n }),
    parlamaNoktasi: field.decimal(BDN_SCALES.parlamaNoktasi, { required: true, min: -2_000n, max: 5_000n }),
    viskozite: field.decimal(BDN_SCALES.viskozite, { min: 0n, max: 100_000n }),
    numuneMuhurleri: field.texts(10, 60),
    dosya: field.file(),
    fatura: field.reference('fatura', { notFound: 'billNotFound', otherCompany: 'billNotFound' }),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  // Read per company (the chosen ship) by date, and per bill (the bill's detail shows its BDN).
  indexes: ['sirket', '[sirket+tarih]', 'tarih', 'fatura'],
  titleFields: ['bdnNo', 'tarih'],
  list: {
    columns: ['bdnNo', 'sirket', 'tarih', 'liman', 'yakit', 'miktarMt', 'kukurtYuzde'],
    sorts: BDN_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'yakit', 'fatura'],
    key: 'bdnler',
    turkishSorts: ['bdnNo'],
    params: { tarihBas: { type: 'from', field: 'tarih' }, tarihSon: { type: 'to', field: 'tarih' } },
  },
  tombstone: { aciklama: '', liman: '', numuneMuhurleri: [] },
});

export type BdnDefinition = typeof bdnKind;
/** A BDN as `GET /api/sync` sends it (figures in major units) and the device mirrors it (as integers). */
export type Bdn = RecordOf<BdnDefinition>;
export type BdnValues = FieldsOf<BdnDefinition>;
