import { ACCOUNT_TYPES } from '../account-type';
import { CURRENCIES } from '../currency';
import { defineKind, field, type RecordOf, type ValuesOf } from './define';
import { EMAIL } from './person';

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const ACCOUNT_SORT_FIELDS = ['unvan', 'firmaYetkilisi', 'ulke', 'il', 'createdAt', 'updatedAt'] as const;

/** The most bank accounts one account or company keeps (`tooMany` past it): a sane record size. */
export const MAX_BANK_ACCOUNTS = 50;

/**
 * A bank account of a supplier or a company (docs/areas/accounts.md): its name, currency, bank and
 * SWIFT code (`invalidSwift`, kept in capitals) required; an IBAN when there is no account number.
 * That the IBAN is a real one (`invalidIban`, kept compact) is src/domain/bank-account.ts's rule: its
 * checker (ibantools) loads with the forms, not with the sync engine.
 */
export const bankAccountFields = {
  hesapAdi: field.text({ required: true, max: 120 }),
  dovizCinsi: field.choice(CURRENCIES),
  bankaIsmi: field.text({ required: true, max: 120 }),
  hesapNumarasi: field.text({ max: 40 }),
  hesapEkNumarasi: field.text({ max: 20 }),
  iban: field.text(),
  swiftCode: field.text({
    required: true,
    max: 11,
    upperCase: true,
    pattern: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/i,
    patternError: 'invalidSwift',
  }),
  routing: field.text({ max: 20 }),
} as const;

export type BankAccountOutput = ValuesOf<typeof bankAccountFields>;

/** The bank accounts of an account or a company: at most MAX_BANK_ACCOUNTS (`tooMany`), each with an IBAN or an account number. */
export const bankAccountsField = field.list(bankAccountFields, MAX_BANK_ACCOUNTS, undefined, undefined, [
  { fields: ['iban', 'hesapNumarasi'], path: 'iban', message: 'required', test: (bank) => bank.iban !== '' || bank.hesapNumarasi !== '' },
]);

/** docs/areas/accounts.md: the first letter of the name is capitalised on save, the Turkish way (i → İ). */
export function capitalizeFirst(value: string): string {
  return value.length === 0 ? value : value.charAt(0).toLocaleUpperCase('tr') + value.slice(1);
}

/**
 * Counterparty accounts (cariHesap; docs/areas/accounts.md): suppliers and customers, one company
 * each. The name is capitalised on save; the e-mail checked when given (`invalidEmail`); the tax
 * number required when there is no identity number; a supplier keeps at least one bank account, a
 * customer none. The VKN's and TCKN's check digits are src/domain/account.ts's rules (their checkers
 * load with the forms). Read in Turkish order of the name (`_sort`, a local key:
 * src/domain/collections.ts).
 */
export const accountKind = defineKind({
  name: 'cariHesap',
  path: 'finans/cari-hesap',
  fields: {
    cariTip: field.choice(ACCOUNT_TYPES),
    // A company id that is not one is told to choose a company too (docs/areas/accounts.md).
    sirket: field.company('chooseCompany'),
    unvan: field.text({ required: true, max: 200 }),
    firmaYetkilisi: field.text({ max: 120 }),
    nitelik: field.text({ max: 120 }),
    gsm: field.text({ max: 30 }),
    sabitTelefon: field.text({ max: 30 }),
    ePosta: field.text({ pattern: EMAIL, patternError: 'invalidEmail' }),
    ulke: field.text({ max: 80 }),
    il: field.text({ max: 80 }),
    ilce: field.text({ max: 80 }),
    adres: field.text({ max: 500 }),
    aciklama: field.text({ max: 2000 }),
    vergiDairesi: field.text({ max: 120 }),
    vergiNumarasi: field.text({ max: 20 }),
    tcNumarasi: field.text({ max: 20 }),
    bankalar: bankAccountsField,
  },
  companyField: 'sirket',
  checks: [
    {
      fields: ['vergiNumarasi', 'tcNumarasi'],
      path: 'vergiNumarasi',
      message: 'required',
      test: (account) => account.vergiNumarasi !== '' || account.tcNumarasi !== '',
    },
    // Suppliers are paid by bank: at least one account (the form starts with one empty row).
    {
      fields: ['cariTip', 'bankalar'],
      path: 'bankalar',
      message: 'required',
      test: (account) => account.cariTip !== 'tedarikci' || account.bankalar.length > 0,
    },
  ],
  // The name capitalised; customers carry no bank accounts.
  normalize: (account) => ({
    unvan: capitalizeFirst(account.unvan),
    ...(account.cariTip === 'musteri' ? { bankalar: [] } : {}),
  }),
  // Read in Turkish order (`_sort`) per type, and per company when one is chosen.
  indexes: ['sirket', '[cariTip+_sort]', '[cariTip+sirket+_sort]'],
  titleFields: ['unvan'],
  list: {
    columns: ['unvan', 'firmaYetkilisi', 'ulke', 'il'],
    sorts: ['unvan', 'firmaYetkilisi', 'ulke', 'il', 'updatedAt'],
    defaultSort: { field: 'unvan', order: 'asc' },
    filters: ['sirket', 'cariTip'],
  },
  tombstone: {
    unvan: '',
    firmaYetkilisi: '',
    nitelik: '',
    gsm: '',
    sabitTelefon: '',
    ePosta: '',
    ulke: '',
    il: '',
    ilce: '',
    adres: '',
    aciklama: '',
    vergiDairesi: '',
    vergiNumarasi: '',
    tcNumarasi: '',
    bankalar: [],
  },
});

export type AccountDefinition = typeof accountKind;
/** An account as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type Account = RecordOf<AccountDefinition>;
