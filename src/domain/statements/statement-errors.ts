// The error keys of bank statements (docs/areas/bank-statements.md) that the shared list
// (../error-key.ts) does not hold yet. The record kinds `ekstre` / `ekstreSatiri` and their server
// come later; they add these keys, with their texts in both languages, to ERROR_KEYS, and
// StatementFieldError then is FieldError.

import type { ErrorKey } from '../error-key';

export const STATEMENT_ERROR_KEYS = [
  /** A file that is none of the formats read (MT940, camt.053, a bank's CSV/XLSX through its mapping). */
  'notStatement',
  /** Opening balance + Σ lines ≠ closing balance (or a row's running balance ≠ the previous + its amount). */
  'statementBalanceMismatch',
  /** More lines than a statement file may hold (STATEMENT_LIMITS.lines). */
  'tooManyStatementLines',
  /** A line (`:61:`, `Ntry`, a row) whose amount, date or mark cannot be read. */
  'invalidStatementLine',
  /** The statement's account is none of the company's bank accounts (by IBAN). */
  'statementAccountUnknown',
  /** The statement's currency is not its bank account's. */
  'statementCurrencyMismatch',
  /** Every line of the file was imported before: nothing new (a repeated import). */
  'statementAlreadyImported',
  /** A column mapping's header row is in none of the first rows of the sheet. */
  'statementHeaderNotFound',
  /** A column mapping that names no date column, no amount column, or both a signed and debit/credit columns. */
  'invalidStatementMapping',
] as const;

export type StatementErrorKey = ErrorKey | (typeof STATEMENT_ERROR_KEYS)[number];

/** A field error as FieldError (../validation.ts) shapes it: a dotted path and a translation key. */
export interface StatementFieldError {
  path: string;
  message: StatementErrorKey;
}

/**
 * Why a file was refused: the key, and where when it is one place (`satir`, the 1-based line of the
 * file for MT940 and CSV, the entry's number in its statement for camt.053).
 */
export interface StatementError {
  error: StatementErrorKey;
  satir?: number;
}
