// One shape for every bank statement read (docs/areas/bank-statements.md §1): MT940, camt.053 and a
// bank's CSV/XLSX export all become a ParsedStatement, amounts signed in minor units read from their
// decimal text (never through a float), dates `YYYY-MM-DD`. Here too the rules that do not depend on
// the format: the balance check, the keys a repeated line is known by, the limits, the account check.

import type { Currency } from '../currency';
import { isValidIban, normalizeIban } from '../identifiers';
import { MAX_SCALED, SCALES } from '../money';
import { textKey } from '../text-key';
import type { StatementFormat } from './catalogue';
import type { StatementError, StatementErrorKey } from './statement-errors';

export { STATEMENT_FORMATS, type StatementFormat } from './catalogue';

/**
 * What one import may hold (docs/areas/bank-statements.md §4): a file of at most 15 MB and 10,000
 * lines over all its statements. A file past them is refused whole (`fileTooLarge`,
 * `tooManyStatementLines`), before anything is imported.
 */
export const STATEMENT_LIMITS = {
  /** 15 MB. */
  bytes: 15_728_640,
  lines: 10_000,
} as const;

/** The ISO 4217 codes of a statement and the currencies the records keep. */
export const STATEMENT_CURRENCIES: Readonly<Record<string, Currency>> = {
  TRY: 'TL',
  TRL: 'TL',
  TL: 'TL',
  USD: 'USD',
  EUR: 'EURO',
  EURO: 'EURO',
  GBP: 'GBP',
};

/** The currency a statement's code names (`TRY` → `TL`, `EUR` → `EURO`), or undefined. */
export function currencyOfCode(code: string): Currency | undefined {
  return STATEMENT_CURRENCIES[code.trim().toUpperCase()];
}

/** The other side of a line: its name and IBAN as the bank gives them ('' when not given). */
export interface Counterparty {
  ad: string;
  iban: string;
}

/** A balance: its date and its amount, signed, in minor units. */
export interface StatementBalance {
  tarih: string;
  tutar: number;
}

/** A line of a statement, as `ekstreSatiri` will keep it. */
export interface ParsedStatementLine {
  /** 1-based position of the line in its statement. */
  sira: number;
  /** The booking (entry) date. */
  tarih: string;
  /** The value date. */
  valor: string;
  /** Signed, minor units: positive money in (a collection), negative money out (a payment, a charge). */
  tutar: number;
  /** The line's own reference (MT940's customer reference, camt's EndToEndId, a row's reference column); '' when none. */
  referans: string;
  /** The bank's reference (MT940's after `//`, camt's AcctSvcrRef, a receipt number); '' when none. */
  bankaReferansi: string;
  /** The transaction's type code as the bank gives it (MT940 `NTRF`, camt's proprietary code); '' when none. */
  islemKodu: string;
  aciklama: string;
  karsiTaraf: Counterparty;
  /** The line exactly as the file wrote it (MT940's `:61:` and `:86:` lines, a camt `Ntry`'s text, a row's cells joined by tabs). */
  ham: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account: its IBAN (no spaces, capitals) when the file gives one, else the account as written. */
  hesap: string;
  /** The account's IBAN when `hesap` is one, else ''. */
  iban: string;
  /** The ISO code as written (`TRY`); '' when the file gives none. */
  paraBirimi: string;
  /** The records' currency of it; null when the file gives none or names another (the account's then). */
  dovizCinsi: Currency | null;
  /** The statement's number (MT940 `:28C:`, camt `ElctrncSeqNb`/`LglSeqNb`/`Id`); '' when none. */
  ekstreNo: string;
  /** The message's own reference (MT940 `:20:`, camt `Stmt/Id`); '' when none. */
  referans: string;
  /** Null when the file gives none (a CSV export without a balance column). */
  acilisBakiyesi: StatementBalance | null;
  kapanisBakiyesi: StatementBalance | null;
  satirlar: ParsedStatementLine[];
}

export type StatementParseResult = { ok: true; ekstreler: ParsedStatement[] } | ({ ok: false } & StatementError);

/** A refusal as the parsers answer it. */
export function refused(error: StatementErrorKey, satir?: number): { ok: false } & StatementError {
  return satir === undefined ? { ok: false, error } : { ok: false, error, satir };
}

const GROUPED_COMMA = /^\d{1,3}(?:[.\s\u00a0\u202f']\d{3})+(?:,\d*)?$/;
const PLAIN_COMMA = /^\d+(?:,\d*)?$/;
const GROUPED_DOT = /^\d{1,3}(?:[,\s\u00a0\u202f']\d{3})+(?:\.\d*)?$/;
const PLAIN_DOT = /^\d*(?:\.\d*)?$/;
/** The shortest text of a JavaScript number with one or two decimals (a spreadsheet's number cell). */
const NUMBER_TEXT = /^\d+\.\d{1,2}$/;

/**
 * An amount's text as minor units (kuruş, cents), read digit by digit through BigInt, never through
 * a float (docs/areas/bank-statements.md §1): `1.234,56` → 123456, `0,05` → 5, `1234` → 123400,
 * `-1.234,56`, `1.234,56-` and `(1.234,56)` → −123456. `decimal` is the file's decimal mark; the
 * other mark, spaces and apostrophes group thousands, in threes only (`1.2345` is refused). A
 * currency code or sign around it (`TL`, `TRY`, `₺`, `$`, `€`) is dropped. With a decimal comma, a
 * spreadsheet number cell's own text (`1234.5`, `1.5`: one dot and one or two decimals, which no
 * grouping of thousands has) reads as written. Null when it is no amount, has more than two
 * decimals (never rounded away) or is beyond MAX_SCALED.
 */
export function amountOfText(value: string, decimal: ',' | '.' = ','): number | null {
  let text = value
    .trim()
    .replace(/^(?:TRY|TL|USD|EUR|EURO|GBP|₺|\$|€|£)\s*/i, '')
    .replace(/\s*(?:TRY|TL|USD|EUR|EURO|GBP|₺|\$|€|£)$/i, '')
    .trim();
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (/^[-+−]/.test(text)) {
    negative = negative !== /^[-−]/.test(text);
    text = text.slice(1).trim();
  } else if (/[-+−]$/.test(text)) {
    negative = negative !== /[-−]$/.test(text);
    text = text.slice(0, -1).trim();
  }
  let whole: string;
  let fraction: string;
  if (decimal === ',' && NUMBER_TEXT.test(text)) {
    [whole = '', fraction = ''] = text.split('.');
  } else if (decimal === ',' && (GROUPED_COMMA.test(text) || PLAIN_COMMA.test(text))) {
    const [integer = '', decimals = ''] = text.split(',');
    [whole, fraction] = [integer.replace(/[.\s\u00a0\u202f']/g, ''), decimals];
  } else if (decimal === '.' && (GROUPED_DOT.test(text) || PLAIN_DOT.test(text))) {
    const [integer = '', decimals = ''] = text.split('.');
    [whole, fraction] = [integer.replace(/[,\s\u00a0\u202f']/g, ''), decimals];
  } else return null;
  if (whole === '' && fraction === '') return null;
  if (fraction.replace(/0+$/, '').length > SCALES.amount) return null;
  const magnitude = BigInt(`${whole || '0'}${fraction.slice(0, SCALES.amount).padEnd(SCALES.amount, '0')}`);
  if (magnitude > MAX_SCALED) return null;
  return Number(negative ? -magnitude : magnitude);
}

/** An IBAN as the records keep it (no spaces, capitals) when `value` is a real one, else ''. */
export function ibanOf(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact !== '' && isValidIban(compact) ? normalizeIban(compact) : '';
}

/** The first real IBAN written in a text (`IBAN: TR33 0006 1005 …`), or ''. */
export function ibanInText(text: string): string {
  for (const match of text.toUpperCase().matchAll(/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?/g)) {
    // The longest run first, then shorter ones: a reference may follow the IBAN without a space.
    const run = match[0].replace(/ /g, '');
    for (let end = run.length; end >= 15; end--) {
      const iban = ibanOf(run.slice(0, end));
      if (iban) return iban;
    }
  }
  return '';
}

/**
 * What is wrong with a statement's balances (docs/areas/bank-statements.md §2): opening + Σ lines
 * must equal closing, exactly, in minor units (`statementBalanceMismatch`, with the difference
 * closing − (opening + Σ)). A statement that gives neither balance has nothing to check (null); one
 * that gives only one of them is a mismatch.
 */
export function statementBalanceError(
  statement: Pick<ParsedStatement, 'acilisBakiyesi' | 'kapanisBakiyesi' | 'satirlar'>,
): { message: 'statementBalanceMismatch'; hesaplanan: number; fark: number } | null {
  const { acilisBakiyesi: opening, kapanisBakiyesi: closing } = statement;
  if (opening === null && closing === null) return null;
  let total = BigInt(opening?.tutar ?? 0);
  for (const line of statement.satirlar) total += BigInt(line.tutar);
  if (opening === null || closing === null) return { message: 'statementBalanceMismatch', hesaplanan: Number(total), fark: 0 };
  const difference = BigInt(closing.tutar) - total;
  return difference === 0n ? null : { message: 'statementBalanceMismatch', hesaplanan: Number(total), fark: Number(difference) };
}

/** MT940's placeholder for "no reference", and camt's. */
const NO_REFERENCE = new Set(['', 'nonref', 'notprovided', 'none']);

/** A line's reference for the duplicate key: its own, else the bank's; '' when neither is a real one. */
function duplicateReference(line: Pick<ParsedStatementLine, 'referans' | 'bankaReferansi'>): string {
  for (const reference of [line.referans, line.bankaReferansi]) {
    const key = textKey(reference);
    if (!NO_REFERENCE.has(key)) return key;
  }
  return '';
}

/**
 * The keys a line already imported is known by (docs/areas/bank-statements.md §2): the same account,
 * statement and line number; or the same account, date, amount and reference. The second only when
 * the line has a real reference: two bank charges of 5,00 on one day without one are two charges.
 * A statement without a number (a CSV export) has only the second key.
 */
export function lineDuplicateKeys(
  statement: Pick<ParsedStatement, 'hesap' | 'ekstreNo'>,
  line: Pick<ParsedStatementLine, 'sira' | 'tarih' | 'tutar' | 'referans' | 'bankaReferansi'>,
): string[] {
  const account = statement.hesap.replace(/\s+/g, '').toUpperCase();
  const keys: string[] = [];
  const number = textKey(statement.ekstreNo);
  if (number !== '') keys.push(`no|${account}|${number}|${line.sira}`);
  const reference = duplicateReference(line);
  if (reference !== '') keys.push(`ref|${account}|${line.tarih}|${line.tutar}|${reference}`);
  return keys;
}

/**
 * The lines of a statement to import and those to skip (docs/areas/bank-statements.md §2): a line
 * whose key is among `known` (the lines imported before) or among those of an earlier line of the
 * same import (a file that repeats a statement) is skipped and counted, never doubled.
 */
export function splitImported<L extends ParsedStatementLine>(
  statement: Pick<ParsedStatement, 'hesap' | 'ekstreNo'> & { satirlar: readonly L[] },
  known: ReadonlySet<string>,
): { yeni: L[]; atlanan: L[]; anahtarlar: string[] } {
  const seen = new Set<string>();
  const yeni: L[] = [];
  const atlanan: L[] = [];
  for (const line of statement.satirlar) {
    const keys = lineDuplicateKeys(statement, line);
    if (keys.some((key) => known.has(key) || seen.has(key))) atlanan.push(line);
    else yeni.push(line);
    for (const key of keys) seen.add(key);
  }
  return { yeni, atlanan, anahtarlar: [...seen] };
}

/** What the account check reads of the company's bank accounts. */
export interface StatementBankAccount {
  iban?: string;
  hesapNumarasi?: string;
  dovizCinsi: Currency;
}

/**
 * The company's bank account a statement is for (docs/areas/bank-statements.md §4): by IBAN (or the
 * account number the file gives instead), and in its currency. `statementAccountUnknown` when it
 * is none of them, `statementCurrencyMismatch` when the statement's currency is not the account's.
 */
export function statementAccount<B extends StatementBankAccount>(
  statement: Pick<ParsedStatement, 'hesap' | 'dovizCinsi' | 'paraBirimi'>,
  banks: readonly B[],
): { ok: true; banka: B } | { ok: false; error: 'statementAccountUnknown' | 'statementCurrencyMismatch' } {
  const wanted = statement.hesap.replace(/[\s-]/g, '').toUpperCase();
  const bank = banks.find((entry) => {
    const iban = (entry.iban ?? '').replace(/\s+/g, '').toUpperCase();
    const number = (entry.hesapNumarasi ?? '').replace(/[\s-]/g, '').toUpperCase();
    return wanted !== '' && (iban === wanted || number === wanted);
  });
  if (!bank) return { ok: false, error: 'statementAccountUnknown' };
  if (statement.paraBirimi !== '' && statement.dovizCinsi !== bank.dovizCinsi) return { ok: false, error: 'statementCurrencyMismatch' };
  return { ok: true, banka: bank };
}

/** The lines of every statement of a file, counted: more than STATEMENT_LIMITS.lines is refused. */
export function tooManyLines(statements: readonly Pick<ParsedStatement, 'satirlar'>[]): boolean {
  let count = 0n;
  for (const statement of statements) count += BigInt(statement.satirlar.length);
  return count > BigInt(STATEMENT_LIMITS.lines);
}

/**
 * A statement file's bytes as text: UTF-8 (a BOM dropped), else Windows-1254, the Turkish code page
 * many banks' systems still write (ş, ğ, ı, İ).
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}
