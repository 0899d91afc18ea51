// A bank's XLSX export read as the rows of a table statement (docs/areas/bank-statements.md §1.3):
// the first sheet's cells as text — numbers as the file writes them (never through a float), a date
// cell as its day number (days since 1899-12-30, which dateOfCell reads) — then written as a
// semicolon-separated text the import reads with the bank's mapping like any CSV export.

/** Days between 1899-12-30 (a spreadsheet's day 0) and 1970-01-01. */
const EPOCH_DAYS = 25_569n;
const DAY_MS = 86_400_000n;

/** A cell's text: a number's own text, a date's day number, a boolean's word, nothing for an empty cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return String(BigInt(value.getTime()) / DAY_MS + EPOCH_DAYS);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value as string | number).trim();
}

/** Rows written as `;`-separated text, a cell with `;`, a quote or a line break quoted (parseDelimited reads it back). */
export function delimitedOfRows(rows: readonly (readonly unknown[])[]): string {
  return rows
    .map((row) =>
      row
        .map(cellText)
        .map((text) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text))
        .join(';'),
    )
    .join('\r\n');
}

/** Whether a file's first bytes are a ZIP's (an XLSX is one). */
export function isZip(head: Uint8Array): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The first sheet of an XLSX as `;`-separated text (read-excel-file, loaded only when an XLSX is dropped; numbers kept as text). */
export async function xlsxAsDelimited(bytes: ArrayBuffer): Promise<string> {
  const { readSheet } = await import('read-excel-file/universal');
  const rows = await readSheet(bytes, 1, { parseNumber: (text: string) => text, trim: true });
  return delimitedOfRows(rows);
}
