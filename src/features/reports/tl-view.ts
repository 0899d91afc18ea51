import type { I18n } from '@lingui/core';
import { addMonths } from '../../domain/calendar';
import { CURRENCIES, type Currency } from '../../domain/currency';
import { tlEquivalent, type RateRow } from '../../domain/exchange-rates';
import { dateOfDay, dayNumber } from '../../domain/reports/period';
import { L } from './labels';
import type { Cell, ReportColumn, ReportModel, ReportRow, ReportTableModel, RowList } from './report-model';

// The reports' "all currencies in TL" view (docs/areas/exchange-rates.md; `?tl=true`): beside each money column of
// a table with a currency column, its TL equivalent (tlEquivalent: the amount at the rate of the
// row's date, rounded half away from zero to the kuruş). A row dated by a month is valued at the
// month's last bulletin; a row without a date (a total, a balance) at the period's end. A missing
// rate leaves the TL cell empty and says "Kur yok" in the row's rate column, never 0.

const TL_SUFFIX = 'Tl';
const STATUS = 'kurDurumu';

const isCurrency = (value: Cell): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** The date whose rate a row takes: its own date, the day after its month, or the day after the period. */
function valuationDate(row: ReportRow, dates: readonly ReportColumn[], months: readonly ReportColumn[], afterPeriod: string): string {
  for (const column of dates) {
    const value = row.cells[column.key];
    if (typeof value === 'string' && value !== '') return value;
  }
  for (const column of months) {
    const value = row.cells[column.key];
    if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) return addMonths(`${value}-01`, 1);
  }
  return afterPeriod;
}

function tlTable(table: ReportTableModel, rates: readonly RateRow[], afterPeriod: string, i18n: I18n): ReportTableModel {
  if (!table.columns.some((column) => column.key === 'doviz')) return table;
  const money = table.columns.filter((column) => column.kind === 'money' && !column.tl);
  if (money.length === 0) return table;
  const dates = table.columns.filter((column) => column.kind === 'date');
  const months = table.columns.filter((column) => column.kind === 'month');
  const columns: ReportColumn[] = [];
  for (const column of table.columns) {
    columns.push(column);
    if (money.includes(column)) columns.push({ key: `${column.key}${TL_SUFFIX}`, label: `${column.label} (TL)`, kind: 'money', tl: true });
  }
  columns.push({ key: STATUS, label: i18n._(L.tl), kind: 'text' });
  const noRate = i18n._(L.kurYok);
  const convert = (row: ReportRow): ReportRow => {
    const currency = row.cells.doviz ?? null;
    const cells: Record<string, Cell> = { ...row.cells, [STATUS]: '' };
    if (!isCurrency(currency)) return { ...row, cells };
    const date = valuationDate(row, dates, months, afterPeriod);
    for (const column of money) {
      const value = row.cells[column.key];
      if (typeof value !== 'number') continue;
      const tl = tlEquivalent(rates, date, currency, value);
      cells[`${column.key}${TL_SUFFIX}`] = tl ? tl.tl : null;
      if (!tl) cells[STATUS] = noRate;
    }
    return { ...row, cells };
  };
  const rows: RowList = {
    length: table.rows.length,
    slice: (start, end) => table.rows.slice(start, end).map(convert),
    all: () => table.rows.all().map(convert),
  };
  return { ...table, columns, rows, totals: table.totals.map(convert) };
}

/** The model with the TL columns added; `periodEnd` is the report's last day. */
export function withTlColumns(model: ReportModel, rates: readonly RateRow[], periodEnd: string, i18n: I18n): ReportModel {
  const afterPeriod = dateOfDay(dayNumber(periodEnd) + 1);
  return { ...model, tables: model.tables.map((table) => tlTable(table, rates, afterPeriod, i18n)) };
}
