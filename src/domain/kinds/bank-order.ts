import { CURRENCIES } from '../currency';
import { defineKind, field, type RecordOf } from './define';

/** The letter's templates: a domestic TL transfer (EFT / havale) and a foreign-currency SWIFT transfer. */
export const BANK_ORDER_TEMPLATES = ['yurtici-tl', 'swift-doviz'] as const;
export type BankOrderTemplate = (typeof BANK_ORDER_TEMPLATES)[number];

declare module './define' {
  interface KindNames {
    bankaTalimat: true;
  }
}

/**
 * Bank orders (bankaTalimat; docs/areas/bank-orders.md, docs/architecture.md §7): letters to the
 * company's bank to pay an account, one company each. `ref`, `tarih`, `miktar` (at least 0,01:
 * docs/decisions.md §1), `dovizCinsi`, both bank selections and `cariHesap` are required; the ref is
 * kept in capitals by Turkish rules (`bt-fiş` is `BT-FİŞ`). The account is the company's
 * (`accountNotFound`, `accountOtherCompany`); the bill it pays and the payment recorded from it are
 * live and visible (`billNotFound`, `cashFlowNotFound`) and the same account's (`billOtherAccount`,
 * `cashFlowOtherAccount`: one of another company is of another account). The kind's own rules, on
 * the server (server/collections/bank-orders.ts): the bank selections name bank accounts of the
 * company and of the account in the order's currency, the bill and the payment are the account's,
 * and the ref is the company's once however typed (`duplicateRef`, by its textKey; the device says
 * so before it queues: src/data/bank-orders.ts).
 */
export const bankOrderKind = defineKind({
  name: 'bankaTalimat',
  path: 'finans/banka-talimat',
  fields: {
    ref: field.text({ required: true, max: 40 }),
    tarih: field.date({ required: true }),
    miktar: field.money({ required: true, min: 1n }),
    dovizCinsi: field.choice(CURRENCIES),
    aciklama: field.text({ max: 2000 }),
    sirket: field.company(),
    // The key of a bank account entry of the company's and of the account's (bankAccountKey, src/domain/bank-order.ts).
    sirketBankaSelection: field.text({ required: true, max: 64 }),
    cariBankaSelection: field.text({ required: true, max: 64 }),
    cariHesap: field.reference('cariHesap', { required: true, notFound: 'accountNotFound', otherCompany: 'accountOtherCompany' }),
    sablon: field.choice(BANK_ORDER_TEMPLATES, { default: 'yurtici-tl' }),
    // The signed letter: a draft has none.
    talimatFile: field.file(),
    fatura: field.reference('fatura', { notFound: 'billNotFound', otherCompany: 'billOtherAccount' }),
    nakitAkis: field.reference('nakitAkis', { notFound: 'cashFlowNotFound', otherCompany: 'cashFlowOtherAccount' }),
  },
  companyField: 'sirket',
  // No unique rule: the ref's uniqueness compares its folded key (textKey), which no derived rule does:
  // the kind's own. In capitals by Turkish rules (i → İ), whatever the locale.
  normalize: (order) => ({ ref: order.ref.toLocaleUpperCase('tr') }),
  // Read newest first, per company when one is chosen, per account and per bill.
  indexes: ['sirket', 'cariHesap', 'fatura', 'tarih', '[sirket+tarih]'],
  titleFields: ['ref', 'tarih'],
  list: {
    columns: ['tarih', 'ref', 'cariHesap', 'miktar', 'dovizCinsi'],
    sorts: ['tarih', 'ref', 'miktar', 'updatedAt'],
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'cariHesap', 'fatura'],
  },
  tombstone: { aciklama: '' },
});

export type BankOrderDefinition = typeof bankOrderKind;
/** A bank order as `GET /api/sync` sends it (`miktar` in major units) and the device mirrors it (`miktar` in minor units). */
export type BankOrder = RecordOf<BankOrderDefinition>;
