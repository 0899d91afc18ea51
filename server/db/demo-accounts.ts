import type { AccountInput } from '../../src/domain/account';
import accounts from './demo-accounts.json' with { type: 'json' };

// Demo counterparty accounts (docs/areas/accounts.md), kept as data in demo-accounts.json: fictitious firms, one
// company each (by its index in DEMO_COMPANIES; the demo user sees 0 and 1). The identifiers are
// real-looking on purpose: VKNs and TCKNs carry correct check digits, IBANs a correct mod-97
// checksum and the bank code of the bank named, and the SWIFT codes are those of the real banks. A
// few names start with Ç, Ş, İ, Ö, Ü, or C and I beside them, so the list shows Turkish alphabetical
// order. The seed writes them through the account schema, which checks every field.

/** A demo account and the index of its company in DEMO_COMPANIES. */
export type DemoAccount = Omit<AccountInput, 'sirket'> & { company: number };

export const DEMO_ACCOUNTS = accounts as DemoAccount[];
