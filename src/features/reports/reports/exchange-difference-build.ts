import type { I18n } from '@lingui/core';
import { RATE_SCALE } from '../../../domain/exchange-rates';
import { exchangeDifferenceReport, type DifferenceTotal, type UsedRate } from '../../../domain/reports/exchange-difference';
import { formatFigure } from '../../../ui/format';
import { L } from '../labels';
import { COLORS, columns, major, totalRow, type BuildContext } from '../report-definition';
import { rowList, type ReportColumn, type ReportModel, type ReportRow } from '../report-model';

// The realised exchange difference (kur-farki-raporu; docs/areas/exchange-rates.md): each payment of a
// foreign-currency bill in TL at the bill's rate and at the payment's, the gain or loss, and totals
// per account and month. The TL columns are kuruş; a row without a rate says so ("kur yok") and
// its TL cells stay empty, never 0.

const rateText = (i18n: I18n, rate: UsedRate | null) => (rate ? formatFigure(rate.dovizAlis, RATE_SCALE, RATE_SCALE) : i18n._(L.kurYok));

/** The TL cells of a sum, with how many rows it leaves out for a missing rate. */
function sumCells(i18n: I18n, sum: DifferenceTotal) {
  return {
    doviz: 'TL',
    adet: sum.count,
    tlFatura: sum.tlAtBill,
    tlOdeme: sum.tlAtPayment,
    fark: sum.fark,
    durum: sum.missing > 0 ? `${i18n._(L.kurYok)}: ${sum.missing}` : '',
  };
}

/** The TL columns are kuruş whatever the row's currency (the TL view converts none of them). */
const inTl = (list: ReportColumn[]) => list.map((column) => (TL_KEYS.has(column.key) ? { ...column, tl: true } : column));
const TL_KEYS = new Set(['tlFatura', 'tlOdeme', 'fark']);

/** The report's model (./exchange-difference.ts loads it with the report). */
export function buildExchangeDifference(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = exchangeDifferenceReport(ctx.data, ctx.data.rates ?? [], ctx.filter);
  const sumColumns = inTl(
    columns(i18n, {
      doviz: 'text',
      adet: 'count',
      tlFatura: 'money',
      tlOdeme: 'money',
      fark: 'money',
      durum: 'text',
    }),
  );
  // The main table's rows are made as the table shows them (a page at a time): a year of payments
  // is tens of thousands of rows, each with two rates to format.
  const mainRow = (row: (typeof report.rows)[number]): ReportRow => ({
    id: row.id,
    cells: {
      tarih: row.tarih,
      cari: row.unvan,
      belge: row.belge,
      faturaTarihi: row.faturaTarih,
      doviz: row.dovizCinsi,
      tutar: row.miktar,
      faturaKuru: rateText(i18n, row.billRate),
      odemeKuru: rateText(i18n, row.paymentRate),
      tlFatura: row.tlAtBill,
      tlOdeme: row.tlAtPayment,
      fark: row.fark,
      durum: row.fark === null ? i18n._(L.kurYok) : row.fark > 0 ? i18n._(L.kurFarkiGeliri) : row.fark < 0 ? i18n._(L.kurFarkiGideri) : '',
    },
  });
  const total = totalRow('TL', { cari: i18n._(L.toplam), ay: null, ...sumCells(i18n, report.total) });
  return {
    tables: [
      {
        id: 'main',
        columns: inTl(
          columns(i18n, {
            tarih: 'date',
            cari: 'text',
            belge: 'text',
            faturaTarihi: 'date',
            doviz: 'text',
            tutar: 'money',
            faturaKuru: 'text',
            odemeKuru: 'text',
            tlFatura: 'money',
            tlOdeme: 'money',
            fark: 'money',
            durum: 'text',
          }),
        ),
        rows: {
          length: report.rows.length,
          slice: (start, end) => report.rows.slice(start, end).map(mainRow),
          all: () => report.rows.map(mainRow),
        },
        totals: report.rows.length === 0 ? [] : [totalRow('TL', { tarih: null, cari: i18n._(L.toplam), ...sumCells(i18n, report.total) })],
      },
      {
        id: 'accounts',
        title: i18n._(L.cariToplam),
        columns: [...columns(i18n, { cari: 'text' }), ...sumColumns],
        rows: rowList(report.byAccount.map((sum) => ({ id: sum.cariHesap, cells: { cari: sum.unvan, ...sumCells(i18n, sum) } }))),
        totals: report.byAccount.length === 0 ? [] : [total],
      },
      {
        id: 'months',
        title: i18n._(L.aylikToplam),
        columns: [...columns(i18n, { ay: 'month' }), ...sumColumns],
        rows: rowList(report.byMonth.map((sum) => ({ id: sum.ay, cells: { ay: sum.ay, ...sumCells(i18n, sum) } }))),
        totals: report.byMonth.length === 0 ? [] : [total],
      },
    ],
    charts:
      report.byMonth.length === 0
        ? []
        : [
            {
              title: i18n._(L.kurFarki),
              data: report.byMonth.map((sum) => ({ label: `${sum.ay.slice(5, 7)}.${sum.ay.slice(0, 4)}`, fark: major(sum.fark) })),
              series: [{ name: 'fark', label: i18n._(L.fark), color: COLORS[0]! }],
            },
          ],
  };
}
