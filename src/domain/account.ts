import * as v from 'valibot';
import type { AccountFinance } from './account-balance';
import { ACCOUNT_TYPES, type AccountType } from './account-type';
import { bankAccountsSchema, type BankAccountOutput } from './bank-account';
import { isValidTckn, isValidVkn } from './identifiers';

export { ACCOUNT_TYPES, type AccountType };

/** A new account's country: most counterparties are Turkish. */
export const DEFAULT_COUNTRY = 'Türkiye';

/** Türkiye, however it was typed: the VKN and TCKN checks apply only there. */
export function isTurkey(country: string | undefined): boolean {
  const value = (country ?? '').trim().toLocaleLowerCase('tr');
  return value === '' || ['türkiye', 'turkiye', 'turkey', 'tr', 'türkiye cumhuriyeti'].includes(value);
}

/** docs/areas/accounts.md: the first letter of the name is capitalised on save, the Turkish way (i → İ). */
export function capitalizeFirst(value: string): string {
  return value.length === 0 ? value : value.charAt(0).toLocaleUpperCase('tr') + value.slice(1);
}

const optionalText = (max: number) => v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'tooLong')), '');

/**
 * The account form and the body of `POST`/`PUT /api/finans/cari-hesap` (docs/areas/accounts.md). Errors are keys:
 * `chooseCompany` when no company is chosen, `invalidEmail` ('This should be a valid email').
 */
export const accountSchema = v.pipe(
  v.object(
    {
      cariTip: v.pipe(v.string('required'), v.nonEmpty('required'), v.picklist(ACCOUNT_TYPES, 'invalid')),
      // Optional with '' so that a body without the key is also told to choose a company.
      sirket: v.optional(v.pipe(v.string('chooseCompany'), v.nonEmpty('chooseCompany'), v.uuid('chooseCompany')), ''),
      unvan: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'tooLong'), v.transform(capitalizeFirst)),
      firmaYetkilisi: optionalText(120),
      nitelik: optionalText(120),
      gsm: optionalText(30),
      sabitTelefon: optionalText(30),
      ePosta: v.optional(
        v.pipe(
          v.string('invalid'),
          v.trim(),
          v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), 'invalidEmail'),
        ),
        '',
      ),
      ulke: optionalText(80),
      il: optionalText(80),
      ilce: optionalText(80),
      adres: optionalText(500),
      aciklama: optionalText(2000),
      vergiDairesi: optionalText(120),
      vergiNumarasi: optionalText(20),
      tcNumarasi: optionalText(20),
      bankalar: bankAccountsSchema,
    },
    'required',
  ),
  // docs/areas/accounts.md: the tax number is required only when there is no identity number.
  v.forward(
    v.partialCheck([['vergiNumarasi'], ['tcNumarasi']], (input) => input.vergiNumarasi !== '' || input.tcNumarasi !== '', 'required'),
    ['vergiNumarasi'],
  ),
  v.forward(
    v.partialCheck(
      [['vergiNumarasi'], ['ulke']],
      (input) => input.vergiNumarasi === '' || !isTurkey(input.ulke) || isValidVkn(input.vergiNumarasi),
      'invalidVkn',
    ),
    ['vergiNumarasi'],
  ),
  v.forward(
    v.partialCheck(
      [['tcNumarasi'], ['ulke']],
      (input) => input.tcNumarasi === '' || !isTurkey(input.ulke) || isValidTckn(input.tcNumarasi),
      'invalidTckn',
    ),
    ['tcNumarasi'],
  ),
  // Suppliers are paid by bank: at least one account (the form starts with one empty row).
  v.forward(
    v.partialCheck([['cariTip'], ['bankalar']], (input) => input.cariTip !== 'tedarikci' || input.bankalar.length > 0, 'required'),
    ['bankalar'],
  ),
  // Customers carry no bank accounts (docs/areas/accounts.md: suppliers only).
  v.transform((input) => (input.cariTip === 'musteri' ? { ...input, bankalar: [] } : input)),
);

export type AccountInput = v.InferInput<typeof accountSchema>;
export type AccountFields = v.InferOutput<typeof accountSchema>;

/** An account as the local mirror and `GET /api/finans/cari-hesap/:id` carry it. */
export interface Account extends Omit<AccountFields, 'bankalar'> {
  _id: string;
  bankalar: BankAccountOutput[];
  version: number;
  updatedAt: string;
}

/** A row of `GET /api/finans/cari-hesap` (docs/areas/accounts.md: in the list, sirket is a list with isim). */
export interface AccountListRow extends Omit<Account, 'sirket'> {
  sirket: { _id: string; isim: string }[];
  /** Derived from its bills and cash flows, per currency (account-balance.ts). */
  finans: AccountFinance[];
}

export interface AccountListResponse {
  cariler: AccountListRow[];
  totalCount: number;
}

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const ACCOUNT_SORT_FIELDS = ['unvan', 'firmaYetkilisi', 'ulke', 'il', 'createdAt', 'updatedAt'] as const;
