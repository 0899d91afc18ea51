import { billTotals, planTotal, totalsTooLarge, WITHHOLDING_RATES } from '../bill-math';
import { CURRENCIES } from '../currency';
import { pow10, SCALES } from '../money';
import { defineKind, field, type RecordOf } from './define';

export const BILL_DIRECTIONS = ['gelen', 'giden'] as const;
export type BillDirection = (typeof BILL_DIRECTIONS)[number];
export const BILL_KINDS = ['fatura', 'proforma'] as const;
export type BillKind = (typeof BILL_KINDS)[number];
export const PAYMENT_TYPES = ['pesin', 'taksit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** docs/architecture.md §8: the 11 units of a line. */
export const UNITS = ['adet', 'kg', 'lt', 'metre', 'gr', 'ton', 'kutu', 'koli', 'yil', 'metrekup', 'kubik-ton'] as const;
export type Unit = (typeof UNITS)[number];

/** Limits that keep a body and its figures sane (`outOfRange` past them). */
export const MAX_LINES = 500;
export const MAX_PLAN_ROWS = 360;

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const BILL_SORT_FIELDS = ['tarih', 'faturaProformaNo', 'odenecekTutar', 'createdAt', 'updatedAt'] as const;

/** A percent in thousandths, 0–100 (`outOfRange` past it). */
const percent = { min: 0n, max: pow10(SCALES.percent) * 100n } as const;

/** A row's own id: kept when the client sent one, else the server gives one (src/domain/bill.ts). */
const rowId = () => field.text({ max: 64 });

/**
 * A line (kalem; docs/areas/bills.md): adi, birim, butceKodu and kdv required; birimFiyat and miktar
 * above 0 (docs/decisions.md §1: 0,85 TL per litre and half a ton are real lines, not "at least 1");
 * the withholding rate (tevkifat, docs/areas/e-invoice.md) a whole percent, 0 or 20–100 in tens. Its
 * amounts (kdvTutari, tutar, tevkifatTutari) are the domain's (src/domain/bill.ts), never written.
 */
const lineFields = {
  id: rowId(),
  butceKodu: field.reference('butceKodu', { required: true, notFound: 'budgetCodeNotFound' }),
  adi: field.text({ required: true, max: 200 }),
  aciklama: field.text({ max: 1000 }),
  miktar: field.decimal(SCALES.quantity, { required: true, min: 1n }),
  birim: field.choice(UNITS),
  birimFiyat: field.decimal(SCALES.unitPrice, { required: true, min: 1n }),
  iskonto: field.decimal(SCALES.percent, { required: true, default: 0, ...percent }),
  kdv: field.decimal(SCALES.percent, { required: true, ...percent }),
  tevkifatOrani: field.decimal(0, { required: true, default: 0, only: WITHHOLDING_RATES }),
} as const;

/** A row of the payment plan: a due date and an amount (≥ 0). */
const planRowFields = {
  id: rowId(),
  tarih: field.date({ required: true }),
  miktar: field.money({ required: true, min: 0n }),
} as const;

declare module './define' {
  interface KindNames {
    fatura: true;
  }
}

/**
 * Bills and proformas (fatura; docs/areas/bills.md, docs/architecture.md §7): one company and one
 * account each (`accountNotFound`, `accountOtherCompany`), lines booked under live budget codes
 * (`budgetCodeNotFound`), a payment plan that adds up to what is to be paid (`planTotalMismatch`),
 * the file. An e-Fatura becomes one live bill per company (`duplicateEInvoice`). The payment type
 * follows from the plan's length, and the lines' amounts and the totals are the domain's
 * (src/domain/bill.ts), never written; the account's type, the codes' chart and state and the number once per
 * account are the server's own rules (server/collections/bills.ts).
 */
export const billKind = defineKind({
  name: 'fatura',
  path: 'finans/fatura',
  fields: {
    tip: field.choice(BILL_DIRECTIONS),
    faturaTip: field.choice(BILL_KINDS),
    faturaProformaNo: field.text({ max: 60 }),
    tarih: field.date({ required: true }),
    dovizCinsi: field.choice(CURRENCIES),
    sirket: field.company(),
    cariHesap: field.reference('cariHesap', { required: true, notFound: 'accountNotFound', otherCompany: 'accountOtherCompany' }),
    kalemler: field.list(lineFields, MAX_LINES, 'outOfRange', 1),
    odemePlani: field.list(planRowFields, MAX_PLAN_ROWS, 'outOfRange', 1),
    taksitSayisi: field.decimal(0, { required: true, min: 1n, max: BigInt(MAX_PLAN_ROWS) }),
    aciklama: field.text({ max: 2000 }),
    faturaFile: field.file({ required: true }),
    // The UBL-TR invoice's UUID when the bill was made from an e-Fatura (docs/areas/e-invoice.md); '' for a bill typed by hand.
    eFaturaUuid: field.text({ max: 64, lowerCase: true }),
  },
  companyField: 'sirket',
  unique: [
    { fields: ['eFaturaUuid'], scope: 'company', path: 'eFaturaUuid', error: 'duplicateEInvoice', index: 'fatura_e_fatura_uuid_unique' },
  ],
  checks: [
    { fields: ['kalemler'], path: 'kalemler', message: 'tooLarge', test: (bill) => !totalsTooLarge(bill.kalemler) },
    {
      // docs/architecture.md §7: the plan's rows add up to what is to be paid, exactly.
      fields: ['kalemler', 'odemePlani'],
      path: 'odemePlani',
      message: 'planTotalMismatch',
      test: (bill) => totalsTooLarge(bill.kalemler) || planTotal(bill.odemePlani) === billTotals(bill.kalemler).odenecekTutar,
    },
  ],
  // Read newest first per direction, per company when one is chosen, and per account. The date is
  // indexed as `_sort` (the declaration's local key, src/domain/collections.ts) so that a row
  // deleted on the device leaves the list's index and a page and its count read the index alone.
  // No index of `sirket` alone: nothing reads bills by company but the list, and each index is one
  // more entry per bill written (the first sync writes 50,000; bench/README.md, "bills-device").
  indexes: ['cariHesap', '[tip+_sort]', '[tip+sirket+_sort]'],
  titleFields: ['faturaProformaNo', 'tarih'],
  list: {
    columns: ['faturaProformaNo', 'faturaTip', 'tarih', 'cariHesap', 'dovizCinsi'],
    sorts: ['tarih', 'faturaProformaNo', 'updatedAt'],
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'tip', 'dovizCinsi'],
  },
  // The figures, file and references stay (small, and the foreign keys and checks need them).
  tombstone: { kalemler: [], odemePlani: [], aciklama: '' },
});

export type BillDefinition = typeof billKind;
/** A bill's written fields as the record keeps them (src/domain/bill.ts adds the lines' amounts and the totals). */
export type BillWritten = RecordOf<BillDefinition>;
