import type { Cell as SheetCell, SheetData } from 'write-excel-file/browser';
import { toMajor, SCALES } from '../../domain/money';
import { cellOf, type Cell, type ReportColumn, type ReportRow, type ReportTableModel } from './report-model';

// XLSX with real number and date cells (write-excel-file, loaded only when the user exports):
// money as numbers with two decimals, dates as dates, a bold header row and bold totals rows;
// the first sheet is named after the report, one more sheet per extra table.

function cell(column: ReportColumn, value: Cell, bold: boolean): SheetCell {
  const style = bold ? { fontWeight: 'bold' as const } : {};
  if (value === null || value === '') return null;
  if (column.kind === 'money') return { type: Number, value: toMajor(Number(value), SCALES.amount), format: '#,##0.00', ...style };
  if (column.kind === 'count') return { type: Number, value: Number(value), ...style };
  if (column.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) {
    const [year, month, day] = String(value).split('-').map(Number) as [number, number, number];
    return { type: Date, value: new Date(Date.UTC(year, month - 1, day)), format: 'dd.mm.yyyy', ...style };
  }
  return { type: String, value: String(value), ...style };
}

function sheetData(table: ReportTableModel): SheetData {
  const header = table.columns.map((column) => ({ type: String, value: column.label, fontWeight: 'bold' as const }));
  const row = (entry: ReportRow, bold: boolean) => table.columns.map((column) => cell(column, cellOf(column, entry), bold));
  return [header, ...table.rows.all().map((entry) => row(entry, false)), ...table.totals.map((entry) => row(entry, true))];
}

/** Excel's limits on a sheet name: 31 characters, none of `[]:*?/\`. */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, '-').slice(0, 31);
}

/** The workbook of a report's tables. */
export async function reportXlsx(title: string, tables: readonly ReportTableModel[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const used = new Set<string>();
  const sheets = tables.map((table, index) => {
    let name = sheetName(index === 0 ? title : (table.title ?? `${title} ${index + 1}`));
    while (used.has(name)) name = sheetName(`${name.slice(0, 28)} ${used.size}`);
    used.add(name);
    return { data: sheetData(table), sheet: name, columns: table.columns.map((column) => ({ width: column.kind === 'text' ? 28 : 16 })) };
  });
  return writeXlsxFile(sheets).toBlob();
}
