import { dueInstalments } from '../../../domain/reports/due-instalments';
import type { AccountType } from '../../../domain/account';
import { L } from '../labels';
import { columns, sideReport, totalRow, type BuildContext } from '../report-definition';
import { rowList, type ReportModel } from '../report-model';

// Reports 9 and 10 (cari-borc-raporu, cari-alacak-raporu): the instalments falling due, by week.

function dueReport(cariTip: AccountType, ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = dueInstalments(cariTip, ctx.data, ctx.filter, ctx.today);
  const overdue = i18n._(L.gecikmis);
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, {
          vade: 'date',
          hafta: 'date',
          cari: 'text',
          belge: 'text',
          doviz: 'text',
          taksit: 'money',
          odenen: 'money',
          kalan: 'money',
          gecikme: 'count',
          durum: 'text',
        }),
        rows: rowList(
          report.rows.map((row, index) => ({
            id: `${row.billId}-${index}`,
            mark: row.overdue ? 'overdue' : undefined,
            cells: {
              vade: row.tarih,
              hafta: row.hafta,
              cari: row.unvan,
              belge: row.belge,
              doviz: row.dovizCinsi,
              taksit: row.miktar,
              odenen: row.odenen,
              kalan: row.kalan,
              gecikme: row.gecikme,
              durum: row.overdue ? overdue : '',
            },
          })),
        ),
        totals: report.totals.map((total) =>
          totalRow(total.dovizCinsi, {
            vade: null,
            hafta: null,
            cari: i18n._(L.toplam),
            belge: '',
            doviz: total.dovizCinsi,
            taksit: null,
            odenen: null,
            kalan: total.kalan,
            gecikme: null,
            durum: '',
          }),
        ),
      },
      {
        id: 'weeks',
        title: i18n._(L.haftaToplam),
        columns: columns(i18n, { hafta: 'date', doviz: 'text', kalan: 'money', durum: 'text' }),
        rows: rowList(
          report.weeks.map((week) => ({
            id: `${week.hafta}-${week.dovizCinsi}`,
            mark: week.overdue ? 'overdue' : undefined,
            cells: { hafta: week.hafta, doviz: week.dovizCinsi, kalan: week.kalan, durum: week.overdue ? overdue : '' },
          })),
        ),
        totals: [],
      },
    ],
    charts: [],
  };
}

export const payablesReport = sideReport('cari-borc-raporu', 'thisMonth', 'tedarikci', dueReport);

export const receivablesReport = sideReport('cari-alacak-raporu', 'thisMonth', 'musteri', dueReport);
