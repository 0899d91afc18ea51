import { CURRENCIES } from '../../../domain/currency';
import { deferredPayments, instrumentsDue } from '../../../domain/reports/flows';
import { instrumentKindLabels, instrumentStateLabels } from '../../../ui/records/instrument-labels';
import { L, methodLabels } from '../labels';
import { columns, methodTable, totalRow, type BuildContext, type ReportDefinition } from '../report-definition';
import { rowList, type ReportModel } from '../report-model';

// Report 5 (cek-kredi-odeme-raporu): payments by cheque, note and credit card.

function deferredReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = deferredPayments(ctx.data, ctx.filter);
  const due = instrumentsDue(ctx.data, ctx.filter);
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, { tarih: 'date', cari: 'text', yontem: 'text', belge: 'text', doviz: 'text', tutar: 'money' }),
        rows: rowList(
          report.rows.map((row) => ({
            id: row.id,
            cells: {
              tarih: row.tarih,
              cari: row.unvan,
              yontem: i18n._(methodLabels[row.odemeYontemi]),
              belge: row.belge,
              doviz: row.dovizCinsi,
              tutar: row.miktar,
            },
          })),
        ),
        totals: CURRENCIES.flatMap((currency) => {
          const mine = report.totals.filter((total) => total.dovizCinsi === currency);
          if (mine.length === 0) return [];
          const sum = Number(mine.reduce((total, row) => total + BigInt(row.miktar), 0n));
          return [totalRow(currency, { tarih: null, cari: i18n._(L.toplam), yontem: '', belge: '', doviz: currency, tutar: sum })];
        }),
      },
      methodTable(i18n, report.totals),
      {
        // The portfolio: issued cheques and notes still to be paid, due in the period.
        id: 'cekSenet',
        title: i18n._(L.cekSenetVadeleri),
        columns: columns(i18n, { vade: 'date', cari: 'text', tur: 'text', seriNo: 'text', durum: 'text', doviz: 'text', tutar: 'money' }),
        rows: rowList(
          due.rows.map((row) => ({
            id: row.id,
            cells: {
              vade: row.vadeTarihi,
              cari: row.unvan,
              tur: i18n._(instrumentKindLabels[row.tur]),
              seriNo: row.seriNo,
              durum: i18n._(instrumentStateLabels[row.durum]),
              doviz: row.dovizCinsi,
              tutar: row.miktar,
            },
          })),
        ),
        totals: [...due.totals].map(([currency, sum]) =>
          totalRow(`cekSenet-${currency}`, {
            vade: null,
            cari: i18n._(L.toplam),
            tur: '',
            seriNo: '',
            durum: '',
            doviz: currency,
            tutar: Number(sum),
          }),
        ),
      },
    ],
    charts: [],
  };
}

export const deferredPaymentsReport: ReportDefinition<'cek-kredi-odeme-raporu'> = {
  id: 'cek-kredi-odeme-raporu',
  defaultPeriod: 'thisYear',
  build: deferredReport,
};
