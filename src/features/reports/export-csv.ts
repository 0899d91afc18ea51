import { csvMoney, displayCell } from './cell-format';
import { cellOf, type Cell, type ReportColumn, type ReportTableModel } from './report-model';

// CSV as Turkish Excel opens it: UTF-8 with a byte-order mark, `;` between fields, a decimal
// comma, dates as 31.12.2026; the header row first and the totals rows last.

function field(column: ReportColumn, value: Cell): string {
  if (value === null || value === '') return '';
  const text =
    column.kind === 'money' ? csvMoney(Number(value)) : column.kind === 'count' ? String(value) : displayCell(column.kind, value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a table, BOM first. */
export function tableCsv(table: ReportTableModel): string {
  const lines = [table.columns.map((column) => field({ ...column, kind: 'text' }, column.label)).join(';')];
  for (const row of [...table.rows.all(), ...table.totals])
    lines.push(table.columns.map((column) => field(column, cellOf(column, row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name from a report's title and period: 'Odeme-Raporu_2026-01-01_2026-12-31'. */
export function exportName(title: string, from: string, to: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base}_${from}_${to}`;
}
