import { formatDate, formatMoney } from '../../ui/format';
import type { Cell, ColumnKind } from './report-model';

/** A cell as the table and the print show it (the language's number format, dates as 31.12.2026). */
export function displayCell(kind: ColumnKind, value: Cell): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return formatMoney(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'month': {
      const text = String(value);
      return /^\d{4}-\d{2}$/.test(text) ? `${text.slice(5, 7)}.${text.slice(0, 4)}` : text;
    }
    default:
      return String(value);
  }
}

/** Money in minor units as Turkish decimal text without grouping: 123456 → '1234,56'. */
export function csvMoney(minor: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${(abs / 100n).toString()},${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Sorting key of a cell: numbers as numbers, the rest as text. */
export function sortValue(value: Cell): string | number {
  return value === null ? '' : value;
}
