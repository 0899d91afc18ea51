import { flowSummary } from '../../../domain/reports/flows';
import { L, methodLabels } from '../labels';
import { COLORS, columns, major, methodTable, sideReport, totalRow, type BuildContext } from '../report-definition';
import { rowList, type ReportModel } from '../report-model';

// Reports 6 and 7 (tahsilat-raporu, odeme-raporu): collections or payments per month, account and
// method.

function flowReport(tip: 'odeme' | 'tahsilat', ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = flowSummary(tip, ctx.data, ctx.filter);
  const currencies = report.totals.map((total) => total.dovizCinsi);
  const months = [...new Set(report.byMonth.map((month) => month.ay))];
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, { ay: 'month', cari: 'text', yontem: 'text', doviz: 'text', adet: 'count', tutar: 'money' }),
        rows: rowList(
          report.rows.map((row) => ({
            id: `${row.ay}-${row.cariHesap}-${row.odemeYontemi}-${row.dovizCinsi}`,
            cells: {
              ay: row.ay,
              cari: row.unvan,
              yontem: i18n._(methodLabels[row.odemeYontemi]),
              doviz: row.dovizCinsi,
              adet: row.count,
              tutar: row.miktar,
            },
          })),
        ),
        totals: report.totals.map((total) =>
          totalRow(total.dovizCinsi, {
            ay: null,
            cari: i18n._(L.toplam),
            yontem: '',
            doviz: total.dovizCinsi,
            adet: total.count,
            tutar: total.miktar,
          }),
        ),
      },
      methodTable(i18n, report.byMethod),
    ],
    charts:
      months.length === 0
        ? []
        : [
            {
              title: i18n._(L.aylikToplam),
              data: months.map((ay) => ({
                label: `${ay.slice(5, 7)}.${ay.slice(0, 4)}`,
                ...Object.fromEntries(
                  currencies.map((currency) => [
                    currency,
                    major(report.byMonth.find((m) => m.ay === ay && m.dovizCinsi === currency)?.miktar ?? 0),
                  ]),
                ),
              })),
              series: currencies.map((currency, index) => ({ name: currency, label: currency, color: COLORS[index] ?? 'gray.6' })),
            },
          ],
  };
}

export const collectionsReport = sideReport('tahsilat-raporu', 'thisYear', 'tahsilat', flowReport);

export const paymentsReport = sideReport('odeme-raporu', 'thisYear', 'odeme', flowReport);
