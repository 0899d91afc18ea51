// SWIFT MT940 customer statements (docs/areas/bank-statements.md §1.1), read into ParsedStatement.
//
// Hand-written rather than through a library (mt940-js, mt940js and the like): the import keeps each
// line's raw text exactly as the bank wrote it (`ham`, what the accountant and an auditor compare),
// reads every amount from its decimal-comma text to minor units without a float (the libraries
// return JavaScript numbers), and reads the Turkish banks' free-text `:86:` beside the structured
// one. The format is small: a dozen tags of fixed layout.

import {
  ibanInText,
  ibanOf,
  currencyOfCode,
  refused,
  STATEMENT_LIMITS,
  type ParsedStatement,
  type ParsedStatementLine,
  type StatementParseResult,
} from './statement';
import { MAX_SCALED, SCALES } from '../money';
import { isCalendarDate } from '../calendar';

/** The tags read; any other line continues the tag before it (a multi-line `:86:`, `:61:`'s details). */
const TAG = /^:(20|21|25|28C?|60[FM]|61|86|62[FM]|64|65|13D?|34F|90[CD]|NS):/;

/** `:61:` value date YYMMDD, entry date MMDD, mark, funds code, amount, type, the customer's reference (which may hold a `/`) up to `//`, the bank's. */
const LINE_61 = /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+,\d*)([NFS][A-Z0-9]{3})(.*?)(?:\/\/(.*))?$/;
/** `:60F:`, `:62F:`, … mark, date YYMMDD, currency, amount. */
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d+,\d*)$/;

/** An MT940 amount (`1234,56`, the comma always there, decimals optional) as minor units, or null. */
export function mt940Amount(text: string): number | null {
  const match = /^(\d+),(\d*)$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > SCALES.amount) return null;
  const minor = BigInt(`${whole}${fraction.slice(0, SCALES.amount).padEnd(SCALES.amount, '0')}`);
  return minor > MAX_SCALED ? null : Number(minor);
}

/** YYMMDD as YYYY-MM-DD (years 70–99 are 19xx, the rest 20xx), or null when it is no date. */
function dateOfYymmdd(text: string): string | null {
  const yy = text.slice(0, 2);
  const date = `${yy >= '70' ? '19' : '20'}${yy}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
  return isCalendarDate(date) ? date : null;
}

/**
 * The entry date (MMDD) beside its value date: the same year, except across the new year (a value
 * date in January booked on 31 December, or the other way round).
 */
function entryDate(valueDate: string, mmdd: string): string | null {
  const year = valueDate.slice(0, 4);
  const month = valueDate.slice(5, 7);
  let entryYear = year;
  if (month === '01' && mmdd.startsWith('12')) entryYear = String(Number(year) - 1);
  else if (month === '12' && mmdd.startsWith('01')) entryYear = String(Number(year) + 1);
  const date = `${entryYear.padStart(4, '0')}-${mmdd.slice(0, 2)}-${mmdd.slice(2, 4)}`;
  return isCalendarDate(date) ? date : null;
}

interface Field {
  tag: string;
  /** The tag's text, its lines kept apart. */
  lines: string[];
  /** The 1-based line of the file it starts on. */
  at: number;
  /** Its raw lines, the tag included. */
  raw: string[];
}

/** Details of a `:86:`: description and counterparty, from its subfields when structured, else its free text. */
export interface Mt940Details {
  aciklama: string;
  ad: string;
  iban: string;
  /** The transaction code (GVC, the three digits before the first `?`), when structured. */
  kod: string;
}

/**
 * A `:86:` read (docs/areas/bank-statements.md §1.1). Structured (`166?00…?20…`, the German
 * "Mehrzweckfeld", which several Turkish banks also write): `?00` the booking text, `?20`–`?29` and
 * `?60`–`?63` the purpose, `?31` the counterparty's IBAN or account, `?32`/`?33` its name. Free text
 * (most Turkish banks: `EFT GELEN - ABC DENIZCILIK - FT-2026-0012`): all of it is the description,
 * and an IBAN written in it is the counterparty's.
 */
export function mt940Details(lines: readonly string[]): Mt940Details {
  const joined = lines.join('');
  const structured = /^(\d{3})?([?])(\d{2})/.exec(joined);
  if (!structured) {
    const text = joinFree(lines, 65);
    return { aciklama: text, ad: '', iban: ibanInText(text), kod: '' };
  }
  const subfields = new Map<string, string[]>();
  for (const match of joined.slice((structured[1] ?? '').length).matchAll(/\?(\d{2})([^?]*)/g)) {
    const [, code = '', value = ''] = match;
    subfields.set(code, [...(subfields.get(code) ?? []), value]);
  }
  const pick = (codes: string[]) => codes.flatMap((code) => subfields.get(code) ?? []);
  const purpose = joinFree(pick(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63']), 27);
  const bookingText = pick(['00']).join(' ').trim();
  const account = pick(['31']).join('').trim();
  const ad = joinFree(pick(['32', '33']), 27);
  return {
    aciklama: [bookingText, purpose].filter(Boolean).join(' ').trim() || ad,
    ad,
    iban: ibanOf(account) || ibanInText(purpose),
    kod: structured[1] ?? '',
  };
}

/** Pieces of a text cut at `full` characters: one without a space after a full piece (cut inside a word), with a space after a shorter one. */
function joinFree(pieces: readonly string[], full: number): string {
  let text = '';
  let last = '';
  for (const piece of pieces) {
    text = text === '' ? piece : `${text}${last.length >= full ? '' : ' '}${piece}`;
    last = piece;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** A message's fields: lines of a tag and the lines that continue it, up to `-` (the message's end). */
function messagesOf(text: string): Field[][] | { error: 'notStatement'; satir: number } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const messages: Field[][] = [];
  let fields: Field[] = [];
  let current: Field | null = null;
  let lineNumber = 0;
  for (const original of lines) {
    lineNumber++;
    // SWIFT's envelope: `{1:…}{2:…}{3:{…}}{4:` before the text, `-}` and `{5:…}` after it.
    let line = original.replace(/^(?:\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*\{4:/, '').trimEnd();
    if (/^-\}?(\{5:.*)?$/.test(line) || /^\{5:/.test(line)) {
      if (fields.length > 0) messages.push(fields);
      fields = [];
      current = null;
      continue;
    }
    line = line.replace(/-\}$/, '');
    if (line.trim() === '') continue;
    const tag = TAG.exec(line);
    if (tag) {
      // A new `:20:` starts a new message even without a `-` before it.
      if (tag[1] === '20' && fields.length > 0) {
        messages.push(fields);
        fields = [];
      }
      current = { tag: tag[1]!, lines: [line.slice(tag[0].length)], at: lineNumber, raw: [original.trimEnd()] };
      fields.push(current);
    } else if (current) {
      current.lines.push(line);
      current.raw.push(original.trimEnd());
    } else if (messages.length === 0 && fields.length === 0) {
      // Text before the first tag: a bank's own header line; nothing to read.
      continue;
    } else return { error: 'notStatement', satir: lineNumber };
  }
  if (fields.length > 0) messages.push(fields);
  return messages;
}

function balanceOf(field: Field | undefined): { tarih: string; tutar: number; paraBirimi: string } | null | 'invalid' {
  if (!field) return null;
  const match = BALANCE.exec(field.lines.join('').trim());
  if (!match) return 'invalid';
  const [, mark, yymmdd = '', currency = '', amountText = ''] = match;
  const tarih = dateOfYymmdd(yymmdd);
  const amount = mt940Amount(amountText);
  if (tarih === null || amount === null) return 'invalid';
  return { tarih, tutar: mark === 'D' ? -amount : amount, paraBirimi: currency };
}

/**
 * An MT940 file (docs/areas/bank-statements.md §1.1): one statement per message (`:20:` … `-`), as
 * many as the file holds, each with `:25:` its account (an IBAN, with a currency after it or not,
 * or a bank's own account number), `:28C:` its number, `:60F:`/`:60M:` the opening and
 * `:62F:`/`:62M:` the closing balance, and per `:61:` (with the `:86:` after it) a line. A file that
 * is no MT940 is `notStatement`; a `:61:` or balance that cannot be read is `invalidStatementLine`
 * with its line of the file; more than STATEMENT_LIMITS.lines lines is `tooManyStatementLines`.
 */
export function parseMt940(text: string): StatementParseResult {
  const messages = messagesOf(text);
  if (!Array.isArray(messages)) return refused(messages.error, messages.satir);
  const statements: ParsedStatement[] = [];
  let lineCount = 0;
  for (const fields of messages) {
    const first = (tag: string) => fields.find((field) => field.tag === tag);
    const account = first('25');
    const opening = fields.find((field) => field.tag === '60F' || field.tag === '60M');
    if (!account || !opening || !first('20')) return refused('notStatement', fields[0]?.at);
    const openingBalance = balanceOf(opening);
    if (openingBalance === 'invalid' || openingBalance === null) return refused('invalidStatementLine', opening.at);
    const closingField = fields.find((field) => field.tag === '62F' || field.tag === '62M');
    const closingBalance = balanceOf(closingField);
    if (closingBalance === 'invalid') return refused('invalidStatementLine', closingField?.at);

    // `:25:` is `TR33…`, `TR33… TRY`, `BANKCODE/ACCOUNT`: an IBAN in it when there is one.
    const accountText = account.lines.join('').trim();
    const withoutCurrency = accountText.replace(/[\s/]*[A-Z]{3}$/, '');
    const iban = ibanOf(accountText) || ibanOf(withoutCurrency);
    const currency = openingBalance.paraBirimi;

    const satirlar: ParsedStatementLine[] = [];
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index]!;
      if (field.tag !== '61') continue;
      lineCount++;
      if (lineCount > STATEMENT_LIMITS.lines) return refused('tooManyStatementLines');
      const match = LINE_61.exec(field.lines[0]!.trim());
      if (!match) return refused('invalidStatementLine', field.at);
      const [, valueText = '', entryText, mark = '', , amountText = '', type = '', customerRef = '', bankRef = ''] = match;
      const valor = dateOfYymmdd(valueText);
      const tarih = valor === null ? null : entryText ? entryDate(valor, entryText) : valor;
      const amount = mt940Amount(amountText);
      if (valor === null || tarih === null || amount === null) return refused('invalidStatementLine', field.at);
      // C credit and RD (the reversal of a debit) bring money in; D and RC take it out.
      const tutar = mark === 'C' || mark === 'RD' ? amount : -amount;
      const next = fields[index + 1];
      const details = next?.tag === '86' ? next : undefined;
      const read = details ? mt940Details(details.lines) : { aciklama: '', ad: '', iban: '', kod: '' };
      const supplementary = field.lines.slice(1).join(' ').trim();
      const referans = customerRef.trim();
      satirlar.push({
        sira: satirlar.length + 1,
        tarih,
        valor,
        tutar,
        referans: referans.toUpperCase() === 'NONREF' ? '' : referans,
        bankaReferansi: bankRef.trim(),
        islemKodu: type,
        aciklama: read.aciklama || supplementary,
        karsiTaraf: { ad: read.ad, iban: read.iban },
        ham: [...field.raw, ...(details?.raw ?? [])].join('\n'),
      });
    }
    statements.push({
      format: 'mt940',
      hesap: iban || accountText,
      iban,
      paraBirimi: currency,
      dovizCinsi: currencyOfCode(currency) ?? null,
      ekstreNo: (first('28C') ?? first('28'))?.lines.join('').trim() ?? '',
      referans: first('20')!.lines.join('').trim(),
      acilisBakiyesi: { tarih: openingBalance.tarih, tutar: openingBalance.tutar },
      kapanisBakiyesi: closingBalance ? { tarih: closingBalance.tarih, tutar: closingBalance.tutar } : null,
      satirlar,
    });
  }
  if (statements.length === 0) return refused('notStatement');
  return { ok: true, ekstreler: statements };
}
