import { incomeExpense } from '../../../domain/reports/income-expense';
import { L } from '../labels';
import { columns, major, totalRow, type BuildContext, type ReportDefinition } from '../report-definition';
import { rowList, type ReportModel } from '../report-model';

// Report 4 (yil-sonu-gelir-gider-raporu): the year's income and expense on the budget-code chart.

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

function incomeExpenseReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = incomeExpense(ctx.data, ctx.filter);
  const monthCells = (values: number[]) => Object.fromEntries(MONTHS.map((month, i) => [`m${month}`, values[i] ?? 0]));
  const tipLabel = { gider: i18n._(L.gider), gelir: i18n._(L.gelir) };
  return {
    tables: [
      {
        id: 'main',
        columns: [
          ...columns(i18n, { kod: 'text', ad: 'text', tur: 'text', doviz: 'text' }),
          ...MONTHS.map((month) => ({ key: `m${month}`, label: `${month}.${report.year}`, kind: 'money' as const })),
          ...columns(i18n, { total: ['money', 'toplam'] }),
        ],
        rows: rowList(
          report.rows.map((row) => ({
            id: `${row.dovizCinsi}-${row.tip}-${row.kod}`,
            depth: row.depth,
            mark: row.depth <= 1 ? 'group' : undefined,
            cells: {
              kod: row.kod,
              ad: row.adi,
              tur: tipLabel[row.tip],
              doviz: row.dovizCinsi,
              ...monthCells(row.months),
              total: row.total,
            },
          })),
        ),
        totals: report.totals.flatMap((total) =>
          (
            [
              ['gelir', total.gelir, total.gelirTotal],
              ['gider', total.gider, total.giderTotal],
              ['net', total.net, total.netTotal],
            ] as const
          ).map(([line, months, sum]) =>
            totalRow(`${line}-${total.dovizCinsi}`, {
              kod: i18n._(L[line]),
              ad: '',
              tur: '',
              doviz: total.dovizCinsi,
              ...monthCells(months),
              total: sum,
            }),
          ),
        ),
      },
    ],
    charts: report.totals.map((total) => ({
      title: `${i18n._(L.gelirGider)} ${report.year} · ${total.dovizCinsi}`,
      data: MONTHS.map((month, i) => ({ label: month, gelir: major(total.gelir[i] ?? 0), gider: major(total.gider[i] ?? 0) })),
      series: [
        { name: 'gelir', label: i18n._(L.gelir), color: 'teal.6' },
        { name: 'gider', label: i18n._(L.gider), color: 'red.6' },
      ],
    })),
  };
}

export const yearEndReport: ReportDefinition<'yil-sonu-gelir-gider-raporu'> = {
  id: 'yil-sonu-gelir-gider-raporu',
  defaultPeriod: 'thisYear',
  build: incomeExpenseReport,
};
