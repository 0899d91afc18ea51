import * as v from 'valibot';
import type { AccountFinance } from './account-balance';
import { ACCOUNT_TYPES, type AccountType } from './account-type';
import { checkedIbans } from './bank-account';
import { isValidTckn, isValidVkn } from './identifiers';
import { accountKind, type Account } from './kinds/account';
import { writeSchemaOf, type WriteOf } from './kinds/schema';
import type { ListPage } from './list-page';

// Counterparty accounts (cariHesap, `/api/finans/cari-hesap`; docs/areas/accounts.md): defined field
// by field in src/domain/kinds/account.ts; here the write schema with the rules whose checkers load
// with the forms (the VKN's, the TCKN's and the IBANs'), and the answers of the list.

export { ACCOUNT_TYPES, type AccountType };
export { ACCOUNT_SORT_FIELDS, accountKind, capitalizeFirst, type Account } from './kinds/account';

/** A new account's country: most counterparties are Turkish. */
export const DEFAULT_COUNTRY = 'Türkiye';

/** Türkiye, however it was typed: the VKN and TCKN checks apply only there. */
export function isTurkey(country: string | undefined): boolean {
  const value = (country ?? '').trim().toLocaleLowerCase('tr');
  return value === '' || ['türkiye', 'turkiye', 'turkey', 'tr', 'türkiye cumhuriyeti'].includes(value);
}

type Written = WriteOf<typeof accountKind>;

/** A Turkish number's check digits (`isValid`), checked only when it is given for an account in Türkiye. */
function turkishNumberCheck(
  key: 'vergiNumarasi' | 'tcNumarasi',
  isValid: (value: string) => boolean,
  message: 'invalidVkn' | 'invalidTckn',
): v.BaseValidation<Written, Written, v.BaseIssue<unknown>> {
  return v.forward(
    v.partialCheck([[key], ['ulke']], (input: Written) => input[key] === '' || !isTurkey(input.ulke) || isValid(input[key]), message),
    [key],
  );
}

/**
 * The account form and the body of `POST`/`PUT /api/finans/cari-hesap` (docs/areas/accounts.md):
 * accountKind's rules, then for an account in Türkiye the VKN's and the TCKN's check digits
 * (`invalidVkn`, `invalidTckn`) and every bank account's IBAN (`invalidIban`, kept compact).
 */
export const accountSchema = v.pipe(
  writeSchemaOf(accountKind),
  turkishNumberCheck('vergiNumarasi', isValidVkn, 'invalidVkn'),
  turkishNumberCheck('tcNumarasi', isValidTckn, 'invalidTckn'),
  ...checkedIbans<Written>('bankalar'),
);

export type AccountInput = v.InferInput<typeof accountSchema>;
export type AccountFields = v.InferOutput<typeof accountSchema>;

/** A row of `GET /api/finans/cari-hesap` (docs/areas/accounts.md: in the list, sirket is a list with isim). */
export interface AccountListRow extends Omit<Account, 'sirket'> {
  sirket: { _id: string; isim: string }[];
  /** Derived from its bills and cash flows, per currency (account-balance.ts). */
  finans: AccountFinance[];
}

export type AccountListResponse = ListPage<'cariler', AccountListRow>;
