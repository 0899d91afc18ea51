// An account's two kinds, apart from the account's schema (src/domain/account.ts) so that a screen
// that only lists the kinds (the trial balance) does not load the schema and the IBAN check.

export const ACCOUNT_TYPES = ['tedarikci', 'musteri'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
