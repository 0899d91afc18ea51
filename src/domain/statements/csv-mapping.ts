// Turkish banks' CSV/XLSX exports (docs/areas/bank-statements.md §1.3), read through a column mapping
// saved per bank: a pure function over the sheet's rows of cells (`string[][]`). The screen reads a
// CSV's text with `parseDelimited` below and an XLSX's first sheet into the same rows.

import { addDays, isCalendarDate } from '../calendar';
import type { Currency } from '../currency';
import { textKey } from '../text-key';
import {
  amountOfText,
  currencyOfCode,
  ibanInText,
  ibanOf,
  refused,
  STATEMENT_LIMITS,
  type ParsedStatement,
  type ParsedStatementLine,
  type StatementParseResult,
} from './statement';

export const STATEMENT_DATE_FORMATS = ['DD.MM.YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/** The columns a mapping can name; each by the header labels it may carry (any one of them, compared by textKey). */
export interface StatementColumns {
  tarih: readonly string[];
  valor?: readonly string[];
  aciklama?: readonly string[];
  /** One signed amount (`tutarTuru: 'isaretli'`). */
  tutar?: readonly string[];
  /** Debit and credit in two columns (`tutarTuru: 'borcAlacak'`), each written without a sign. */
  borc?: readonly string[];
  alacak?: readonly string[];
  /** The running balance after the row. */
  bakiye?: readonly string[];
  referans?: readonly string[];
  /** The receipt's number (dekont no), the bank's reference. */
  dekontNo?: readonly string[];
  karsiTarafAd?: readonly string[];
  karsiTarafIban?: readonly string[];
}

/** A bank's export as the screen saves it once per bank (docs/areas/bank-statements.md §1.3). */
export interface StatementMapping {
  /** The bank's name as the user sees it. */
  banka: string;
  sutunlar: StatementColumns;
  tarihBicimi: StatementDateFormat;
  ondalik: ',' | '.';
  tutarTuru: 'isaretli' | 'borcAlacak';
  /** Labels of the cells above or below the table that carry the opening and closing balances (the value in a later cell of their row). */
  acilisEtiketleri?: readonly string[];
  kapanisEtiketleri?: readonly string[];
  /** Labels of the cell that carries the account's currency (`Döviz Cinsi: TL`). */
  paraBirimiEtiketleri?: readonly string[];
}

/** How far down the sheet the header row is looked for. */
const HEADER_SEARCH_ROWS = 50;

/**
 * Sample mappings of three Turkish banks' account-activity exports (docs/areas/bank-statements.md
 * §1.3). MODULES.md names no bank; these follow the columns the banks' internet branches write
 * (Excel and CSV alike) and are a starting point the user corrects once and saves.
 */
export const SAMPLE_MAPPINGS: Readonly<Record<'garanti' | 'isbank' | 'yapikredi', StatementMapping>> = {
  garanti: {
    banka: 'Garanti BBVA',
    sutunlar: {
      tarih: ['Tarih', 'İşlem Tarihi'],
      valor: ['Valör', 'Valör Tarihi'],
      aciklama: ['Açıklama'],
      tutar: ['Tutar', 'Tutar (TL)'],
      bakiye: ['Bakiye', 'Bakiye (TL)'],
      dekontNo: ['Dekont No'],
      referans: ['Referans'],
    },
    tarihBicimi: 'DD.MM.YYYY',
    ondalik: ',',
    tutarTuru: 'isaretli',
    paraBirimiEtiketleri: ['Döviz Cinsi', 'Para Birimi'],
  },
  isbank: {
    banka: 'Türkiye İş Bankası',
    sutunlar: {
      tarih: ['Tarih/Saat', 'Tarih'],
      aciklama: ['Açıklama'],
      tutar: ['İşlem Tutarı', 'Tutar'],
      bakiye: ['Bakiye'],
      dekontNo: ['Dekont No', 'Fiş No'],
      karsiTarafAd: ['Karşı Taraf', 'Gönderen / Alıcı'],
      karsiTarafIban: ['Karşı Taraf IBAN'],
    },
    tarihBicimi: 'DD/MM/YYYY',
    ondalik: ',',
    tutarTuru: 'isaretli',
    acilisEtiketleri: ['Devreden Bakiye', 'Açılış Bakiyesi'],
    kapanisEtiketleri: ['Kapanış Bakiyesi', 'Son Bakiye'],
    paraBirimiEtiketleri: ['Para Birimi', 'Döviz Cinsi'],
  },
  yapikredi: {
    banka: 'Yapı Kredi',
    sutunlar: {
      tarih: ['İşlem Tarihi', 'Tarih'],
      valor: ['Valör'],
      aciklama: ['Açıklama', 'İşlem Açıklaması'],
      borc: ['Borç'],
      alacak: ['Alacak'],
      bakiye: ['Bakiye'],
      referans: ['Referans No', 'Referans'],
    },
    tarihBicimi: 'DD.MM.YYYY',
    ondalik: ',',
    tutarTuru: 'borcAlacak',
    paraBirimiEtiketleri: ['Hesap Para Birimi', 'Döviz Cinsi'],
  },
};

/**
 * A CSV's text as rows of cells: `;`, `,` or tab as the separator (the one the first 30 non-empty
 * lines hold most of, outside quotes, unless given), double quotes around a cell that holds one, `""` a
 * quote inside it, a BOM dropped, line ends of any system.
 */
export function parseDelimited(text: string, separator?: ';' | ',' | '\t'): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const sep = separator ?? guessSeparator(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function guessSeparator(text: string): ';' | ',' | '\t' {
  // The first lines may be a title without any separator: the one most of the first 30 lines hold.
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((item) => item.trim() !== '')
    .slice(0, 30)
    .map((line) => line.replace(/"[^"]*"/g, ''));
  let best: ';' | ',' | '\t' = ';';
  let most = 0;
  for (const sep of ['\t', ';', ','] as const) {
    let count = 0;
    for (const line of lines) for (const char of line) if (char === sep) count++;
    if (count > most) {
      best = sep;
      most = count;
    }
  }
  return best;
}

/**
 * A date cell in the mapping's format as YYYY-MM-DD, or null: a time after it is dropped
 * (`01.12.2026 14:35`), a two-digit year is 20xx, and a spreadsheet's day number (days since
 * 1899-12-30, as an XLSX date cell holds it) is read as the day it is.
 */
export function dateOfCell(value: string, format: StatementDateFormat): string | null {
  const text = value.trim().split(/[\sT]/)[0] ?? '';
  if (/^\d{5}$/.test(text)) {
    const date = addDays('1899-12-30', Number(text));
    return isCalendarDate(date) ? date : null;
  }
  let parts: RegExpExecArray | null;
  let date: string;
  const year = (y: string) => (y.length === 2 ? `20${y}` : y);
  if (format === 'YYYY-MM-DD') {
    parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
    if (!parts) return null;
    date = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  } else {
    const sep = format.charAt(2) === '/' ? '/' : format.charAt(2);
    parts = new RegExp(`^(\\d{1,2})\\${sep}(\\d{1,2})\\${sep}(\\d{2}|\\d{4})$`).exec(text);
    if (!parts) return null;
    const [first = '', second = ''] = [parts[1]!.padStart(2, '0'), parts[2]!.padStart(2, '0')];
    const [day, month] = format === 'MM/DD/YYYY' ? [second, first] : [first, second];
    date = `${year(parts[3]!)}-${month}-${day}`;
  }
  return isCalendarDate(date) ? date : null;
}

type ColumnName = keyof StatementColumns;

/** Where each column of the mapping is in the header row. */
type ColumnIndex = Partial<Record<ColumnName, number>>;

function findHeader(rows: readonly (readonly string[])[], columns: StatementColumns): { row: number; index: ColumnIndex } | null {
  const wanted = Object.entries(columns) as [ColumnName, readonly string[] | undefined][];
  let rowNumber = 0;
  for (const row of rows) {
    if (rowNumber >= HEADER_SEARCH_ROWS) break;
    const keys = row.map((cell) => textKey(cell));
    const index: ColumnIndex = {};
    for (const [name, labels] of wanted) {
      if (!labels) continue;
      const labelKeys = labels.map(textKey);
      const at = keys.findIndex((key) => labelKeys.includes(key));
      if (at !== -1) index[name] = at;
    }
    const hasAmount = index.tutar !== undefined || (index.borc !== undefined && index.alacak !== undefined);
    if (index.tarih !== undefined && hasAmount) return { row: rowNumber, index };
    rowNumber++;
  }
  return null;
}

/** A labelled value outside the table: the first non-empty cell after a cell carrying one of `labels` (a colon after it allowed). */
function labelledValue(rows: readonly (readonly string[])[], labels: readonly string[] | undefined): string | null {
  if (!labels || labels.length === 0) return null;
  const keys = labels.map(textKey);
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      const cell = row[i]!;
      const [label = '', inline = ''] = cell.split(/:(.*)/s);
      if (!keys.includes(textKey(label))) continue;
      if (inline.trim() !== '') return inline.trim();
      const after = row.slice(i + 1).find((item) => item.trim() !== '');
      if (after !== undefined) return after.trim();
    }
  }
  return null;
}

function mappingError(mapping: StatementMapping): boolean {
  const { tutar, borc, alacak, tarih } = mapping.sutunlar;
  if (!tarih || tarih.length === 0) return true;
  if (mapping.tutarTuru === 'isaretli') return !tutar || tutar.length === 0;
  return !borc || borc.length === 0 || !alacak || alacak.length === 0;
}

/** What a table statement needs besides its rows: the account and currency when the sheet does not say them. */
export interface TableStatementOptions {
  /** The account's IBAN (the one the user chose), used when the sheet carries none. */
  hesap?: string;
  dovizCinsi?: Currency;
}

/**
 * A bank's export through its mapping (docs/areas/bank-statements.md §1.3). The header row is the
 * first of the top 50 that carries the date label and the amount's (one signed column, or both debit
 * and credit). Below it, a row whose date cell is no date (a total, a note, the footer) is skipped;
 * a row with a date whose amount cannot be read is `invalidStatementLine` (its 1-based row). Debit
 * and credit columns are written without a sign: credit − debit is the line. Rows newest first (as
 * several banks write them) are put in date order. The balances: labelled cells above or below the
 * table when the mapping names them, else from the running balance column (the first row's balance
 * less its amount, the last row's balance), and each row's balance must follow from the one before
 * (`statementBalanceMismatch`, its row). The account is the IBAN in the sheet (above the table), else
 * `options.hesap`.
 */
export function parseTableStatement(
  rows: readonly (readonly string[])[],
  mapping: StatementMapping,
  options: TableStatementOptions = {},
): StatementParseResult {
  if (mappingError(mapping)) return refused('invalidStatementMapping');
  const header = findHeader(rows, mapping.sutunlar);
  if (!header) return refused('statementHeaderNotFound');
  const { index } = header;
  const cell = (row: readonly string[], name: ColumnName) => {
    const at = index[name];
    return at === undefined ? '' : (row[at] ?? '').trim();
  };

  type Row = ParsedStatementLine & { bakiye: number | null; satir: number };
  const read: Row[] = [];
  let count = 0;
  for (let r = header.row + 1; r < rows.length; r++) {
    const row = rows[r]!;
    const tarih = dateOfCell(cell(row, 'tarih'), mapping.tarihBicimi);
    if (tarih === null) continue;
    count++;
    if (count > STATEMENT_LIMITS.lines) return refused('tooManyStatementLines');
    let tutar: number | null;
    if (mapping.tutarTuru === 'isaretli') tutar = amountOfText(cell(row, 'tutar'), mapping.ondalik);
    else {
      const [debitText, creditText] = [cell(row, 'borc'), cell(row, 'alacak')];
      const debit = debitText === '' ? 0 : amountOfText(debitText, mapping.ondalik);
      const credit = creditText === '' ? 0 : amountOfText(creditText, mapping.ondalik);
      tutar = debit === null || credit === null || (debitText === '' && creditText === '') ? null : Number(BigInt(credit) - abs(debit));
    }
    const balanceText = cell(row, 'bakiye');
    const bakiye = balanceText === '' ? null : amountOfText(balanceText, mapping.ondalik);
    if (tutar === null || (balanceText !== '' && bakiye === null)) return refused('invalidStatementLine', r + 1);
    const valor = index.valor === undefined ? tarih : (dateOfCell(cell(row, 'valor'), mapping.tarihBicimi) ?? tarih);
    const ibanText = cell(row, 'karsiTarafIban');
    const aciklama = cell(row, 'aciklama').replace(/\s+/g, ' ');
    read.push({
      sira: 0,
      tarih,
      valor,
      tutar,
      referans: cell(row, 'referans'),
      bankaReferansi: cell(row, 'dekontNo'),
      islemKodu: '',
      aciklama,
      karsiTaraf: {
        ad: cell(row, 'karsiTarafAd'),
        iban: ibanOf(ibanText) || (index.karsiTarafIban === undefined ? ibanInText(aciklama) : ''),
      },
      ham: row.join('\t'),
      bakiye,
      satir: r + 1,
    });
  }
  if (read.length === 0 && count === 0) return refused('notStatement');

  // Newest first when the dates fall (or, on one day, when the running balances follow read backwards).
  const first = read[0];
  const last = read[read.length - 1];
  if (first && last && (first.tarih > last.tarih || (first.tarih === last.tarih && followsBackwards(read)))) read.reverse();

  // Each row's running balance follows from the one before.
  for (let i = 1; i < read.length; i++) {
    const [before, row] = [read[i - 1]!, read[i]!];
    if (before.bakiye !== null && row.bakiye !== null && BigInt(before.bakiye) + BigInt(row.tutar) !== BigInt(row.bakiye)) {
      return refused('statementBalanceMismatch', row.satir);
    }
  }

  const firstRow = read[0];
  const lastRow = read[read.length - 1];
  const labelledOpening = amountOrNull(labelledValue(rows, mapping.acilisEtiketleri), mapping.ondalik);
  const labelledClosing = amountOrNull(labelledValue(rows, mapping.kapanisEtiketleri), mapping.ondalik);
  const openingAmount =
    labelledOpening ?? (firstRow && firstRow.bakiye !== null ? Number(BigInt(firstRow.bakiye) - BigInt(firstRow.tutar)) : null);
  const closingAmount = labelledClosing ?? (lastRow && lastRow.bakiye !== null ? lastRow.bakiye : null);

  const above = rows.slice(0, header.row);
  const sheetIban = above.map((row) => ibanInText(row.join(' '))).find(Boolean) ?? '';
  const iban = sheetIban || ibanOf(options.hesap ?? '');
  const currencyText = labelledValue(above, mapping.paraBirimiEtiketleri) ?? '';
  const dovizCinsi = currencyOfCode(currencyText) ?? options.dovizCinsi ?? null;
  const satirlar: ParsedStatementLine[] = read.map(({ bakiye: _b, satir: _s, ...line }, position) => ({ ...line, sira: position + 1 }));
  const statement: ParsedStatement = {
    format: 'tablo',
    hesap: iban || (options.hesap ?? '').replace(/\s+/g, '').toUpperCase(),
    iban,
    paraBirimi: currencyText !== '' && currencyOfCode(currencyText) ? currencyText.toUpperCase() : '',
    dovizCinsi,
    ekstreNo: '',
    referans: '',
    acilisBakiyesi: openingAmount === null ? null : { tarih: firstRow?.tarih ?? '', tutar: openingAmount },
    kapanisBakiyesi: closingAmount === null ? null : { tarih: lastRow?.tarih ?? '', tutar: closingAmount },
    satirlar,
  };
  return { ok: true, ekstreler: [statement] };
}

const abs = (value: number) => (value < 0 ? -BigInt(value) : BigInt(value));

function amountOrNull(text: string | null, decimal: ',' | '.'): number | null {
  return text === null ? null : amountOfText(text, decimal);
}

/** Whether the running balances hold when the rows are read from the last to the first (and not in the order given). */
function followsBackwards(rows: readonly { tutar: number; bakiye: number | null }[]): boolean {
  const holds = (ordered: readonly { tutar: number; bakiye: number | null }[]) =>
    ordered.every((row, i) => {
      const before = ordered[i - 1];
      return !before || before.bakiye === null || row.bakiye === null || BigInt(before.bakiye) + BigInt(row.tutar) === BigInt(row.bakiye);
    });
  return !holds(rows) && holds([...rows].reverse());
}
