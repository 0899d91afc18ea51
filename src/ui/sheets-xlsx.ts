import type { Cell as SheetCell, SheetData } from 'write-excel-file/browser';

// Sheets of a header and rows as XLSX (write-excel-file, loaded only when the user exports): the
// certificate tracker's (a row per ship, a column per type; what falls due), the MRV year's and
// the crew list of a ship on a date.

export interface TrackerSheet {
  name: string;
  /** Lines above the header (a form's title and particulars), each in bold, then an empty row. */
  preamble?: string[];
  header: string[];
  /** Text cells, dates as 'YYYY-MM-DD' (written as real dates), or numbers. */
  rows: (string | number | null)[][];
}

function cell(value: string | number | null): SheetCell {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { type: Number, value };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return { type: Date, value: new Date(Date.UTC(year, month - 1, day)), format: 'dd.mm.yyyy' };
  }
  return { type: String, value };
}

export async function trackerXlsx(sheets: readonly TrackerSheet[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(
    sheets.map((sheet) => {
      const preamble: SheetData = sheet.preamble?.length
        ? [...sheet.preamble.map((line) => [{ type: String, value: line, fontWeight: 'bold' as const }]), [null]]
        : [];
      const data: SheetData = [
        ...preamble,
        sheet.header.map((label) => ({ type: String, value: label, fontWeight: 'bold' as const })),
        ...sheet.rows.map((row) => row.map(cell)),
      ];
      return { data, sheet: sheet.name.replace(/[[\]:*?/\\]/g, '-').slice(0, 31), columns: sheet.header.map(() => ({ width: 18 })) };
    }),
  ).toBlob();
}
