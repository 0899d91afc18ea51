import type { I18n } from '@lingui/core';
import { SCALES, toMajor } from '../../domain/money';
import type { AccountType } from '../../domain/account';
import type { ReportData, ReportFilter } from '../../domain/reports/inputs';
import { L } from './labels';
import type { MethodTotal } from '../../domain/reports/flows';
import { methodLabels } from './labels';
import { rowList, type ReportColumn, type ReportModel, type ReportRow, type ReportTableModel } from './report-model';

// What a finance report is (docs/areas/reports.md /finans-raporlari): its URL id, the account side a statement
// picks, the period it opens with, and how it turns a domain report (src/domain/reports)
// into the generic model the report frame renders, prints and exports. One file per report under
// ./reports; the list of them is ./catalog.ts.

export interface BuildContext {
  data: ReportData;
  filter: ReportFilter;
  /** The account chosen on a statement ('' for all). */
  account: string;
  today: string;
  i18n: I18n;
  companyName: (id: string) => string;
}

export interface ReportDefinition<Id extends string = string> {
  id: Id;
  /** Statements pick an account of this side; the other reports pick none. */
  side?: AccountType;
  /** The period the report opens with when the URL names none. */
  defaultPeriod: 'thisMonth' | 'thisYear';
  build: (ctx: BuildContext) => ReportModel;
  /** A report whose code is a chunk of its own: loaded before `build` is called. */
  load?: () => Promise<void>;
}

export const COLORS = ['blue.6', 'teal.6', 'yellow.6', 'orange.6', 'red.7', 'grape.6'];

/** A chart's value: charts draw major units (money cells stay minor units). */
export const major = (minor: number) => toMajor(minor, SCALES.amount);

/** A column: its kind, labelled by the label of its key; or its kind and the key of its label. */
type ColumnSpec = ReportColumn['kind'] | [ReportColumn['kind'], keyof typeof L];

/** A table's columns, in order, by key: `{ tarih: 'date', unvan: ['text', 'cari'] }`. */
export function columns(i18n: I18n, spec: Record<string, ColumnSpec>): ReportColumn[] {
  return Object.entries(spec).map(([key, column]) => {
    const [kind, label] = typeof column === 'string' ? [column, key as keyof typeof L] : column;
    return { key, label: i18n._(L[label]), kind };
  });
}

export const totalRow = (id: string, cells: ReportRow['cells']): ReportRow => ({ id: `total-${id}`, cells });

/** The columns of a "per payment method" table (the flow reports and deferred payments). */
export const methodColumns = (i18n: I18n) => columns(i18n, { yontem: 'text', doviz: 'text', adet: 'count', tutar: 'money' });

/** The "per payment method" table: one row per method and currency, no totals. */
export function methodTable(i18n: I18n, totals: readonly MethodTotal[]): ReportTableModel {
  return {
    id: 'methods',
    title: i18n._(L.yontemToplam),
    columns: methodColumns(i18n),
    rows: rowList(
      totals.map((total) => ({
        id: `${total.odemeYontemi}-${total.dovizCinsi}`,
        cells: { yontem: i18n._(methodLabels[total.odemeYontemi]), doviz: total.dovizCinsi, adet: total.count, tutar: total.miktar },
      })),
    ),
    totals: [],
  };
}

/** A report of one account side (payables and receivables, collections and payments, the two statements): its definition. */
export function sideReport<Id extends string, Side extends string>(
  id: Id,
  defaultPeriod: ReportDefinition['defaultPeriod'],
  side: Side,
  build: (side: Side, ctx: BuildContext) => ReportModel,
): ReportDefinition<Id> {
  return { id, defaultPeriod, build: (ctx) => build(side, ctx) };
}
