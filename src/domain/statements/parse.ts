// One entry for a dropped or uploaded statement file (docs/areas/bank-statements.md §1, §4): its size
// checked, its text decoded, its format recognised, then read by that format's parser.

import { parseCamt053 } from './camt053';
import { parseDelimited, parseTableStatement, type StatementMapping, type TableStatementOptions } from './csv-mapping';
import { parseMt940 } from './mt940';
import { decodeStatementBytes, refused, STATEMENT_LIMITS, tooManyLines, type StatementParseResult } from './statement';

export type StatementKind = 'mt940' | 'camt053' | 'tablo' | null;

/**
 * The format a statement's text is in: camt.053 when it is XML of a `BkToCstmrStmt`, MT940 when a
 * line starts with `:20:` and another with `:25:` or `:61:` (its envelope allowed), a table
 * otherwise when a column mapping is given; null when it is none of them.
 */
export function statementKind(text: string, hasMapping = false): StatementKind {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('<')) return /BkToCstmrStmt/.test(head) ? 'camt053' : null;
  if (/(^|[\r\n]|\{4:\s*)\s*:20:/.test(head) && /(^|[\r\n]):(25|61):/.test(head)) return 'mt940';
  return hasMapping ? 'tablo' : null;
}

/**
 * A statement file read (docs/areas/bank-statements.md §1): over STATEMENT_LIMITS.bytes is
 * `fileTooLarge`, a text of no format `notStatement`; a CSV needs its bank's mapping (an XLSX's rows
 * go to parseTableStatement directly). More than STATEMENT_LIMITS.lines lines over all its
 * statements is `tooManyStatementLines`.
 */
export function parseStatementFile(
  bytes: Uint8Array,
  mapping?: StatementMapping,
  options: TableStatementOptions = {},
): StatementParseResult {
  if (bytes.byteLength > STATEMENT_LIMITS.bytes) return refused('fileTooLarge');
  const text = decodeStatementBytes(bytes);
  const kind = statementKind(text, mapping !== undefined);
  let result: StatementParseResult;
  if (kind === 'camt053') result = parseCamt053(text);
  else if (kind === 'mt940') result = parseMt940(text);
  else if (kind === 'tablo' && mapping) result = parseTableStatement(parseDelimited(text), mapping, options);
  else return refused('notStatement');
  if (result.ok && tooManyLines(result.ekstreler)) return refused('tooManyStatementLines');
  return result;
}
