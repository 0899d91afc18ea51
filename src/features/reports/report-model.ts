import type { Currency } from '../../domain/currency';

// The shape every report screen renders, prints and exports: tables of typed cells. Money cells
// are integers in minor units and are formatted by kind, never as floats (docs/architecture.md §7);
// each table that holds money has a currency column, so a money cell needs no currency of its own.

export type ColumnKind = 'text' | 'date' | 'money' | 'count' | 'month';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  /** A text column whose cells hold codes: each code's label, as shown, sorted and exported. */
  labels?: Readonly<Record<string, string>>;
  /** A money column already in TL (kuruş), whatever the row's currency: the TL view leaves it. */
  tl?: boolean;
}

export type Cell = string | number | null;

export interface ReportRow {
  /** Rows that are one of many alike (a statement's lines) go without: their place is their key. */
  id?: string;
  /** By column key. A report may hand over its own records here (fields beyond the columns are not read). */
  cells: Readonly<Record<string, Cell>>;
  /** Overdue rows are marked; opening balances and group rows are set apart. */
  mark?: 'overdue' | 'opening' | 'group';
  /** Indent (budget-code depth). */
  depth?: number;
}

/**
 * Rows on the screen at a time. A statement of a year's book has a hundred thousand lines: the
 * screen shows them a page at a time (sorted as a whole); print and the exports take them all.
 */
export const REPORT_PAGE_SIZE = 100;

/**
 * A table's rows. A statement of a year's book has a hundred thousand lines and the screen shows a
 * page of them: a long list makes its rows as they are asked for; sorting, export and print take
 * them all.
 */
export interface RowList {
  readonly length: number;
  /** The rows from `start` up to (not including) `end`. */
  slice(start: number, end: number): readonly ReportRow[];
  /** Every row. */
  all(): readonly ReportRow[];
}

/** The rows of a list made whole. */
export function rowList(rows: readonly ReportRow[]): RowList {
  return { length: rows.length, slice: (start, end) => rows.slice(start, end), all: () => rows };
}

export interface ReportTableModel {
  id: string;
  /** The main table has none; the others (aging, totals per method, per week) are titled. */
  title?: string;
  columns: ReportColumn[];
  rows: RowList;
  /** Totals rows, one per currency (and kind), kept under the rows whatever the sort. */
  totals: ReportRow[];
}

/** A row's cell in a column, as shown, sorted and exported (a code as its label). */
export function cellOf(column: ReportColumn, row: ReportRow): Cell {
  const value = row.cells[column.key] ?? null;
  return column.labels && typeof value === 'string' ? (column.labels[value] ?? value) : value;
}

export interface ChartSpec {
  title: string;
  /** One row per x value: `label` and a major-unit number per series. */
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  stacked?: boolean;
}

export interface ReportModel {
  tables: ReportTableModel[];
  charts: ChartSpec[];
}

export const EMPTY_MODEL: ReportModel = { tables: [], charts: [] };

/** Currency choices of the filter ('all' or one currency). */
export type CurrencyFilter = Currency | 'all';
