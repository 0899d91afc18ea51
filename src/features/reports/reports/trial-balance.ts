import { trialBalance } from '../../../domain/reports/trial-balance';
import { L } from '../labels';
import { columns, totalRow, type BuildContext, type ReportDefinition } from '../report-definition';
import { rowList, type ReportModel } from '../report-model';

// Report 8 (total-hesap-raporu): every account's billed, paid, balance and credit per currency.

function trialBalanceReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = trialBalance(ctx.data, ctx.filter);
  const side = { tedarikci: i18n._(L.tedarikci), musteri: i18n._(L.musteri) };
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, {
          cari: 'text',
          tur: 'text',
          doviz: 'text',
          fatura: ['money', 'faturalanan'],
          odenen: 'money',
          bakiye: 'money',
          avans: 'money',
          taksit: ['money', 'sonrakiTaksit'],
          vade: ['date', 'sonrakiVade'],
        }),
        rows: rowList(
          report.rows.map((row) => ({
            id: `${row.cariHesap}-${row.dovizCinsi}`,
            cells: {
              cari: row.unvan,
              tur: side[row.cariTip],
              doviz: row.dovizCinsi,
              fatura: row.fatura,
              odenen: row.odenen,
              bakiye: row.bakiye,
              avans: row.avans,
              taksit: row.odenecekTaksit,
              vade: row.odemeTarihi,
            },
          })),
        ),
        totals: report.totals.map((total) =>
          totalRow(`${total.cariTip}-${total.dovizCinsi}`, {
            cari: i18n._(L.toplam),
            tur: side[total.cariTip],
            doviz: total.dovizCinsi,
            fatura: total.fatura,
            odenen: total.odenen,
            bakiye: total.bakiye,
            avans: total.avans,
            taksit: null,
            vade: null,
          }),
        ),
      },
    ],
    charts: [],
  };
}

export const accountTotalsReport: ReportDefinition<'total-hesap-raporu'> = {
  id: 'total-hesap-raporu',
  defaultPeriod: 'thisYear',
  build: trialBalanceReport,
};
