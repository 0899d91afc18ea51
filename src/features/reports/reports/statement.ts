import {
  AGING_BUCKETS,
  accountStatement,
  type AgingBucket,
  type AgingRow,
  type Statement,
  type StatementLine,
} from '../../../domain/reports/statement';
import type { AccountType } from '../../../domain/account';
import { agingLabels, L } from '../labels';
import { COLORS, columns, major, sideReport, totalRow, type BuildContext, type ReportDefinition } from '../report-definition';
import { rowList, type ChartSpec, type ReportModel, type ReportRow, type RowList } from '../report-model';

// Reports 1 and 2 (tedarikci-cari-raporlari, musteri-cari-raporlari): the account statement of a
// side, with its aging table and chart.

/** Accounts drawn one by one in an aging chart; the rest share one bar. */
export const AGING_CHART_ACCOUNTS = 10;

/**
 * The aging chart's bars: the accounts owing (or owed) the most, each its own bar, and the others
 * summed in one (a book of thousands of accounts would draw thousands of bars).
 */
export function agingChartRows(rows: readonly AgingRow[], othersLabel: (count: number) => string): Record<string, string | number>[] {
  const largest = [...rows].sort((a, b) => (a.total !== b.total ? (a.total > b.total ? -1 : 1) : a.unvan.localeCompare(b.unvan, 'tr')));
  const bar = (label: string, buckets: Record<AgingBucket, number>) => ({
    label,
    ...Object.fromEntries(AGING_BUCKETS.map((key) => [key, major(buckets[key])])),
  });
  // One account left over is drawn as itself, not as 'others (1)'.
  const drawn = largest.length <= AGING_CHART_ACCOUNTS + 1 ? largest.length : AGING_CHART_ACCOUNTS;
  const bars = largest.slice(0, drawn).map((row) => bar(row.unvan, row.buckets));
  const rest = largest.slice(drawn);
  if (rest.length === 0) return bars;
  const sums = Object.fromEntries(
    AGING_BUCKETS.map((key) => [key, Number(rest.reduce((sum, row) => sum + BigInt(row.buckets[key]), 0n))]),
  ) as Record<AgingBucket, number>;
  return [...bars, bar(othersLabel(rest.length), sums)];
}

/** A statement's lines as table rows, made as a page asks for them (the cells are the lines themselves). */
function statementRows(report: Statement): RowList {
  const row = (line: StatementLine): ReportRow => (line.kind === 'acilis' ? { mark: 'opening', cells: line } : { cells: line });
  let all: readonly ReportRow[] | undefined;
  return {
    length: report.lineCount,
    slice: (start, end) => report.linesUpTo(end).slice(start, end).map(row),
    all: () => (all ??= report.lines.map(row)),
  };
}

function statement(cariTip: AccountType, ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = accountStatement(cariTip, ctx.data, ctx.filter, ctx.account);
  const kindLabels: Record<StatementLine['kind'], string> = {
    acilis: i18n._(L.acilis),
    fatura: i18n._(L.fatura),
    odeme: i18n._(cariTip === 'tedarikci' ? L.odeme : L.tahsilat),
  };
  const main = {
    id: 'main',
    // The columns read the statement's own lines (a hundred thousand of them in a year's book:
    // no copy is made of each); the entry's kind shows as its label.
    columns: columns(i18n, {
      tarih: 'date',
      unvan: ['text', 'cari'],
      kind: ['text', 'islem'],
      belge: 'text',
      dovizCinsi: ['text', 'doviz'],
      borc: 'money',
      alacak: 'money',
      bakiye: 'money',
    }).map((column) => (column.key === 'kind' ? { ...column, labels: kindLabels } : column)),
    rows: statementRows(report),
    // Per currency: opening + billed − paid = closing, in the side's borç / alacak columns.
    totals: report.totals.map((total) => {
      const billed = cariTip === 'tedarikci' ? { borc: total.odenen, alacak: total.fatura } : { borc: total.fatura, alacak: total.odenen };
      return totalRow(total.dovizCinsi, {
        tarih: null,
        unvan: i18n._(L.toplam),
        kind: '',
        belge: '',
        dovizCinsi: total.dovizCinsi,
        ...billed,
        bakiye: total.kapanis,
      });
    }),
  };
  const aging = {
    id: 'aging',
    title: i18n._(L.yaslandirma),
    columns: [
      ...columns(i18n, { cari: 'text', doviz: 'text' }),
      ...AGING_BUCKETS.map((key) => ({ key, label: i18n._(agingLabels[key]), kind: 'money' as const })),
      ...columns(i18n, { total: ['money', 'toplam'] }),
    ],
    rows: rowList(
      report.aging.map((row) => ({
        id: `${row.cariHesap}-${row.dovizCinsi}`,
        cells: { cari: row.unvan, doviz: row.dovizCinsi, ...row.buckets, total: row.total },
      })),
    ),
    totals: report.totals.map((total) =>
      totalRow(`aging-${total.dovizCinsi}`, {
        cari: i18n._(L.toplam),
        doviz: total.dovizCinsi,
        ...total.aging,
        total: Number(AGING_BUCKETS.reduce((sum, key) => sum + BigInt(total.aging[key]), 0n)),
      }),
    ),
  };
  const charts: ChartSpec[] = report.totals.map((total) => ({
    title: `${i18n._(L.yaslandirma)} · ${total.dovizCinsi}`,
    data: agingChartRows(
      report.aging.filter((row) => row.dovizCinsi === total.dovizCinsi),
      (count) => `${i18n._(L.diger)} (${count})`,
    ),
    series: AGING_BUCKETS.map((key, index) => ({ name: key, label: i18n._(agingLabels[key]), color: COLORS[index] ?? 'gray.6' })),
    stacked: true,
  }));
  return { tables: [main, aging], charts: charts.filter((chart) => chart.data.length > 0) };
}

/** A statement picks an account of its side. */
const statementOf = <Id extends string>(id: Id, side: AccountType): ReportDefinition<Id> => ({
  ...sideReport(id, 'thisYear', side, statement),
  side,
});

export const supplierStatement = statementOf('tedarikci-cari-raporlari', 'tedarikci');

export const customerStatement = statementOf('musteri-cari-raporlari', 'musteri');
