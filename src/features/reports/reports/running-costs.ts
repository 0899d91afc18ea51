import { runningCosts } from '../../../domain/reports/running-costs';
import { L } from '../labels';
import { COLORS, columns, major, totalRow, type BuildContext, type ReportDefinition } from '../report-definition';
import { rowList, type ReportModel } from '../report-model';

// Report 3 (rc-raporlari): a ship's running costs per budget group and month.

function runningCostReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = runningCosts(ctx.data, ctx.filter);
  const monthColumns = report.months.map((month) => ({
    key: `m${month}`,
    label: `${month.slice(5, 7)}.${month.slice(0, 4)}`,
    kind: 'money' as const,
  }));
  const perMonth = (values: number[]) => Object.fromEntries(report.months.map((month, i) => [`m${month}`, values[i] ?? 0]));
  return {
    tables: [
      {
        id: 'main',
        columns: [
          ...columns(i18n, { sirket: 'text', grup: 'text', doviz: 'text' }),
          ...monthColumns,
          ...columns(i18n, { total: ['money', 'toplam'], perDay: ['money', 'gunluk'] }),
        ],
        rows: rowList(
          report.rows.map((row) => ({
            id: `${row.sirket}-${row.dovizCinsi}-${row.grup}`,
            cells: {
              sirket: ctx.companyName(row.sirket),
              grup: row.grupAdi ? `${row.grup} ${row.grupAdi}` : row.grup,
              doviz: row.dovizCinsi,
              ...perMonth(row.months),
              total: row.total,
              perDay: row.perDay,
            },
          })),
        ),
        totals: report.totals.map((total) =>
          totalRow(total.dovizCinsi, {
            sirket: i18n._(L.toplam),
            grup: '',
            doviz: total.dovizCinsi,
            ...perMonth(total.months),
            total: total.total,
            perDay: total.perDay,
          }),
        ),
      },
    ],
    charts:
      report.totals.length === 0
        ? []
        : [
            {
              title: i18n._(L.aylikToplam),
              data: report.months.map((month, i) => ({
                label: `${month.slice(5, 7)}.${month.slice(0, 4)}`,
                ...Object.fromEntries(report.totals.map((total) => [total.dovizCinsi, major(total.months[i] ?? 0)])),
              })),
              series: report.totals.map((total, index) => ({
                name: total.dovizCinsi,
                label: total.dovizCinsi,
                color: COLORS[index] ?? 'gray.6',
              })),
            },
          ],
  };
}

export const runningCostsReport: ReportDefinition<'rc-raporlari'> = {
  id: 'rc-raporlari',
  defaultPeriod: 'thisYear',
  build: runningCostReport,
};
