import { CURRENCIES } from '../currency';
import { defineKind, field, type RecordOf } from './define';

export const CASH_FLOW_TYPES = ['odeme', 'tahsilat'] as const;
export type CashFlowType = (typeof CASH_FLOW_TYPES)[number];
/** docs/architecture.md §8: bank transfer, cash, credit card, bank cheque, bond. */
export const PAYMENT_METHODS = ['havale', 'nakit', 'kredi-karti', 'cek', 'senet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const CASH_FLOW_SORT_FIELDS = ['tarih', 'miktar', 'createdAt', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    nakitAkis: true;
  }
}

/**
 * Cash flows (nakitAkis; docs/areas/cash-flows.md, docs/architecture.md §7): payments to suppliers
 * and collections from customers, one company and one account each (`accountNotFound`,
 * `accountOtherCompany`), at least 0,01 (docs/decisions.md §1), with their receipt. The bill a flow
 * pays is optional (none: the payment is credit); a bill gone or not visible is `billNotFound`, one
 * of another company `billOtherAccount`, and a bill with live payments is not deleted
 * (`billHasPayments`). That the bill is the same account's, direction and currency is the server's
 * own rule (server/collections/cash-flows.ts).
 */
export const cashFlowKind = defineKind({
  name: 'nakitAkis',
  path: 'finans/nakit-akis',
  fields: {
    tip: field.choice(CASH_FLOW_TYPES),
    tarih: field.date({ required: true }),
    miktar: field.money({ required: true, min: 1n }),
    dovizCinsi: field.choice(CURRENCIES),
    sirket: field.company(),
    cariHesap: field.reference('cariHesap', { required: true, notFound: 'accountNotFound', otherCompany: 'accountOtherCompany' }),
    fatura: field.reference('fatura', { notFound: 'billNotFound', otherCompany: 'billOtherAccount', refusal: 'billHasPayments' }),
    odemeYontemi: field.choice(PAYMENT_METHODS),
    aciklama: field.text({ max: 2000 }),
    dekontFile: field.file({ required: true }),
  },
  companyField: 'sirket',
  // Read newest first per type, per company when one is chosen, per account and per bill. The date
  // is indexed as `_sort` (the declaration's local key, src/domain/collections.ts), as a bill's is,
  // so that a row deleted here leaves the list.
  indexes: ['sirket', 'cariHesap', 'fatura', '[tip+_sort]', '[tip+sirket+_sort]'],
  titleFields: ['tarih', 'aciklama'],
  list: {
    columns: ['tarih', 'tip', 'cariHesap', 'fatura', 'odemeYontemi', 'miktar'],
    sorts: ['tarih', 'miktar', 'updatedAt'],
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'tip', 'cariHesap'],
  },
  tombstone: { aciklama: '' },
});

export type CashFlowDefinition = typeof cashFlowKind;
/** A cash flow as `GET /api/sync` sends it (`miktar` in major units) and the device mirrors it (`miktar` in minor units). */
export type CashFlow = RecordOf<CashFlowDefinition>;
