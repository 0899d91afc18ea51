// ISO 20022 camt.053 bank-to-customer statements (docs/areas/bank-statements.md §1.2), read with
// fast-xml-parser (the XML library the e-Fatura inbox uses) into ParsedStatement. Versions 001.02
// to 001.13 alike: the elements read kept their names (a party's name moved into `Pty` in 001.08,
// both are read).

import { XMLParser } from 'fast-xml-parser';
import { ublShapeError } from '../e-invoice-shape';
import { MAX_SCALED, SCALES } from '../money';
import { isCalendarDate } from '../calendar';
import {
  currencyOfCode,
  ibanOf,
  refused,
  STATEMENT_LIMITS,
  type ParsedStatement,
  type ParsedStatementLine,
  type StatementBalance,
  type StatementParseResult,
} from './statement';
import { attribute, child, list, text } from '../xml-nodes';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Othr'].includes(name),
});

/**
 * The shape a statement's XML may have before it is parsed: 10,000 entries of a few dozen elements
 * each, far fewer attributes, no deep nesting (a hostile document costs one pass over its text).
 */
const CAMT_SHAPE = { lines: 0, elements: 1_500_000, attributes: 200_000, attributesPerElement: 32, depth: 64 } as const;

/** An xs:decimal amount (`1234.56`, at most two decimals) as minor units, or null. */
export function camtAmount(value: string): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > SCALES.amount) return null;
  const minor = BigInt(`${whole}${fraction.slice(0, SCALES.amount).padEnd(SCALES.amount, '0')}`);
  return minor > MAX_SCALED ? null : Number(minor);
}

/** A `Dt` or `DtTm` (its day as written: `2026-12-01T09:30:00+03:00` is 2026-12-01), or null. */
function dateOf(node: unknown): string | null {
  const value = text(child(node, 'Dt')) || text(child(node, 'DtTm'));
  const date = value.slice(0, 10);
  return isCalendarDate(date) ? date : null;
}

/** A party's name: `Nm` (to 001.07) or `Pty/Nm` (001.08 on). */
const nameOf = (party: unknown) => text(child(party, 'Nm')) || text(child(party, 'Pty', 'Nm'));
/** An account's IBAN, or its other identification when it has none. */
const accountOf = (account: unknown) => text(child(account, 'Id', 'IBAN')) || text(child(account, 'Id', 'Othr', 'Id'));

function balances(statement: unknown): { acilis: StatementBalance | null; kapanis: StatementBalance | null; gecersiz: boolean } {
  let acilis: StatementBalance | null = null;
  let kapanis: StatementBalance | null = null;
  let gecersiz = false;
  for (const balance of list(statement, 'Bal')) {
    const code = text(child(balance, 'Tp', 'CdOrPrtry', 'Cd')).toUpperCase();
    if (code !== 'OPBD' && code !== 'PRCD' && code !== 'CLBD') continue;
    const amount = camtAmount(text(child(balance, 'Amt')));
    const tarih = dateOf(child(balance, 'Dt'));
    if (amount === null || tarih === null) {
      gecersiz = true;
      continue;
    }
    const entry = { tarih, tutar: text(child(balance, 'CdtDbtInd')).toUpperCase() === 'DBIT' ? -amount : amount };
    // The opening booked balance (OPBD), else the previous closing (PRCD) some banks give instead.
    if (code === 'OPBD' || (code === 'PRCD' && acilis === null)) acilis = entry;
    else if (code === 'CLBD') kapanis = entry;
  }
  return { acilis, kapanis, gecersiz };
}

/** The text of an entry's remittance information, its parties and references, from its transaction details. */
function details(entry: unknown, credit: boolean) {
  const transactions = list(entry, 'NtryDtls').flatMap((item) => list(item, 'TxDtls'));
  const unstructured: string[] = [];
  const structured: string[] = [];
  let endToEnd = '';
  let servicerRef = '';
  let ad = '';
  let iban = '';
  for (const transaction of transactions) {
    const remittance = child(transaction, 'RmtInf');
    unstructured.push(...list(remittance, 'Ustrd').map(text).filter(Boolean));
    for (const item of list(remittance, 'Strd')) {
      const reference = text(child(item, 'CdtrRefInf', 'Ref'));
      if (reference) structured.push(reference);
      for (const document of list(item, 'RfrdDocInf')) {
        const number = text(child(document, 'Nb'));
        if (number) structured.push(number);
      }
    }
    const refs = child(transaction, 'Refs');
    endToEnd ||= text(child(refs, 'EndToEndId'));
    servicerRef ||= text(child(refs, 'AcctSvcrRef'));
    // The other side: the debtor of a credit (who paid us), the creditor of a debit (whom we paid).
    const parties = child(transaction, 'RltdPties');
    ad ||= nameOf(child(parties, credit ? 'Dbtr' : 'Cdtr')) || nameOf(child(parties, credit ? 'UltmtDbtr' : 'UltmtCdtr'));
    iban ||= accountOf(child(parties, credit ? 'DbtrAcct' : 'CdtrAcct'));
    if (unstructured.length === 0 && structured.length === 0) {
      const additional = text(child(transaction, 'AddtlTxInf'));
      if (additional) unstructured.push(additional);
    }
  }
  return { unstructured, structured, endToEnd, servicerRef, ad, iban };
}

/** The entry's own text, for `ham`: its elements as the file wrote them, found by position in the file. */
function rawEntries(xml: string): string[] {
  const found: string[] = [];
  for (const match of xml.matchAll(/<(?:[\w.-]+:)?Ntry(?:\s[^>]*)?>[\s\S]*?<\/(?:[\w.-]+:)?Ntry>/g)) found.push(match[0]);
  return found;
}

/**
 * A camt.053 document (docs/areas/bank-statements.md §1.2): each `BkToCstmrStmt/Stmt` a statement —
 * `Acct/Id/IBAN` and `Acct/Ccy`, `Bal` OPBD (or PRCD) and CLBD, and a line per booked `Ntry` (`Amt`
 * with `@Ccy`, `CdtDbtInd`, `BookgDt`, `ValDt`, `AcctSvcrRef`, and from its `TxDtls` the
 * `EndToEndId`, the other party's name and IBAN (`Dbtr`/`DbtrAcct` of a credit, `Cdtr`/`CdtrAcct`
 * of a debit) and `RmtInf/Ustrd`). Pending and information entries (`Sts` PDNG, INFO) are not
 * lines. A document that is no camt.053 is `notStatement` (a DOCTYPE is refused before parsing: no
 * entity is ever expanded); an entry whose amount, mark or date cannot be read is
 * `invalidStatementLine` with its number in its statement.
 */
export function parseCamt053(xml: string): StatementParseResult {
  if (/<!DOCTYPE/i.test(xml) || !/BkToCstmrStmt/.test(xml)) return refused('notStatement');
  let entryCount = 0;
  for (const _ of xml.matchAll(/<(?:[\w.-]+:)?Ntry[\s>]/g)) {
    entryCount++;
    if (entryCount > STATEMENT_LIMITS.lines) return refused('tooManyStatementLines');
  }
  if (ublShapeError(xml, CAMT_SHAPE) === 'eInvoiceTooComplex') return refused('notStatement');
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    return refused('notStatement');
  }
  const root = child(document, 'Document', 'BkToCstmrStmt') ?? child(document, 'BkToCstmrStmt');
  const stmts = list(root, 'Stmt');
  if (!root || stmts.length === 0) return refused('notStatement');
  const raws = rawEntries(xml);
  let rawIndex = 0;

  const statements: ParsedStatement[] = [];
  for (const stmt of stmts) {
    const account = child(stmt, 'Acct');
    const accountText = accountOf(account);
    const { acilis, kapanis, gecersiz } = balances(stmt);
    if (accountText === '' || gecersiz) return refused('notStatement');
    const entries = list(stmt, 'Ntry');
    const currency =
      text(child(account, 'Ccy')) || attribute(child(entries[0], 'Amt'), 'Ccy') || attribute(child(list(stmt, 'Bal')[0], 'Amt'), 'Ccy');
    const satirlar: ParsedStatementLine[] = [];
    let position = 0;
    for (const entry of entries) {
      position++;
      const ham = raws[rawIndex] ?? '';
      rawIndex++;
      const status = (text(child(entry, 'Sts', 'Cd')) || text(child(entry, 'Sts'))).toUpperCase();
      if (status === 'PDNG' || status === 'INFO') continue;
      const amount = camtAmount(text(child(entry, 'Amt')));
      const mark = text(child(entry, 'CdtDbtInd')).toUpperCase();
      const tarih = dateOf(child(entry, 'BookgDt'));
      const valor = dateOf(child(entry, 'ValDt')) ?? tarih;
      if (amount === null || (mark !== 'CRDT' && mark !== 'DBIT') || tarih === null || valor === null) {
        return refused('invalidStatementLine', position);
      }
      const credit = mark === 'CRDT';
      const read = details(entry, credit);
      const additional = text(child(entry, 'AddtlNtryInf'));
      const description = [...read.unstructured, ...read.structured].join(' ').trim() || additional;
      const code =
        text(child(entry, 'BkTxCd', 'Prtry', 'Cd')) ||
        [
          text(child(entry, 'BkTxCd', 'Domn', 'Cd')),
          text(child(entry, 'BkTxCd', 'Domn', 'Fmly', 'Cd')),
          text(child(entry, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd')),
        ]
          .filter(Boolean)
          .join('/');
      const endToEnd = read.endToEnd.toUpperCase() === 'NOTPROVIDED' ? '' : read.endToEnd;
      satirlar.push({
        sira: satirlar.length + 1,
        tarih,
        valor,
        tutar: credit ? amount : -amount,
        referans: endToEnd,
        bankaReferansi: text(child(entry, 'AcctSvcrRef')) || read.servicerRef,
        islemKodu: code,
        aciklama: description,
        karsiTaraf: { ad: read.ad, iban: ibanOf(read.iban) },
        ham,
      });
    }
    const iban = ibanOf(accountText);
    statements.push({
      format: 'camt053',
      hesap: iban || accountText,
      iban,
      paraBirimi: currency.toUpperCase(),
      dovizCinsi: currencyOfCode(currency) ?? null,
      ekstreNo: text(child(stmt, 'ElctrncSeqNb')) || text(child(stmt, 'LglSeqNb')) || text(child(stmt, 'Id')),
      referans: text(child(stmt, 'Id')),
      acilisBakiyesi: acilis,
      kapanisBakiyesi: kapanis,
      satirlar,
    });
  }
  return { ok: true, ekstreler: statements };
}
