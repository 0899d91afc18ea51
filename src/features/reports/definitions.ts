import type { I18n } from '@lingui/core';
import { CURRENCIES } from '../../domain/currency';
import { SCALES, toMajor } from '../../domain/money';
import { dueInstalments } from '../../domain/reports/due-instalments';
import { deferredPayments, flowSummary } from '../../domain/reports/flows';
import { incomeExpense } from '../../domain/reports/income-expense';
import type { ReportData, ReportFilter } from '../../domain/reports/inputs';
import { runningCosts } from '../../domain/reports/running-costs';
import { accountStatement, AGING_BUCKETS, type AgingBucket, type AgingRow, type Statement, type StatementLine } from '../../domain/reports/statement';
import { trialBalance } from '../../domain/reports/trial-balance';
import { agingLabels, L, methodLabels } from './labels';
import { rowList, type ChartSpec, type ReportColumn, type ReportModel, type ReportRow, type RowList } from './report-model';

// The ten reports (SPEC §2 /finans-raporlari) as tables and charts: each turns a domain report
// (src/domain/reports) into the generic model the report frame renders, prints and exports.

export const REPORT_IDS = [
  'tedarikci-cari-raporlari',
  'musteri-cari-raporlari',
  'rc-raporlari',
  'yil-sonu-gelir-gider-raporu',
  'cek-kredi-odeme-raporu',
  'tahsilat-raporu',
  'odeme-raporu',
  'total-hesap-raporu',
  'cari-borc-raporu',
  'cari-alacak-raporu',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export interface BuildContext {
  data: ReportData;
  filter: ReportFilter;
  /** The account chosen on a statement ('' for all). */
  account: string;
  today: string;
  i18n: I18n;
  companyName: (id: string) => string;
}

const COLORS = ['blue.6', 'teal.6', 'yellow.6', 'orange.6', 'red.7', 'grape.6'];
const major = (minor: number) => toMajor(minor, SCALES.amount);

function columns(i18n: I18n, list: [string, keyof typeof L | string, ReportColumn['kind']][]): ReportColumn[] {
  return list.map(([key, label, kind]) => ({ key, label: label in L ? i18n._(L[label as keyof typeof L]) : label, kind }));
}

const totalRow = (id: string, cells: ReportRow['cells']): ReportRow => ({ id: `total-${id}`, cells });

/** Accounts drawn one by one in an aging chart; the rest share one bar. */
export const AGING_CHART_ACCOUNTS = 10;

/**
 * The aging chart's bars: the accounts owing (or owed) the most, each its own bar, and the others
 * summed in one (a book of thousands of accounts would draw thousands of bars).
 */
export function agingChartRows(rows: readonly AgingRow[], othersLabel: (count: number) => string): Record<string, string | number>[] {
  const largest = [...rows].sort((a, b) => (a.total !== b.total ? (a.total > b.total ? -1 : 1) : a.unvan.localeCompare(b.unvan, 'tr')));
  const bar = (label: string, buckets: Record<AgingBucket, number>) => ({ label, ...Object.fromEntries(AGING_BUCKETS.map((key) => [key, major(buckets[key])])) });
  // One account left over is drawn as itself, not as 'others (1)'.
  const drawn = largest.length <= AGING_CHART_ACCOUNTS + 1 ? largest.length : AGING_CHART_ACCOUNTS;
  const bars = largest.slice(0, drawn).map((row) => bar(row.unvan, row.buckets));
  const rest = largest.slice(drawn);
  if (rest.length === 0) return bars;
  const sums = Object.fromEntries(AGING_BUCKETS.map((key) => [key, Number(rest.reduce((sum, row) => sum + BigInt(row.buckets[key]), 0n))])) as Record<AgingBucket, number>;
  return [...bars, bar(othersLabel(rest.length), sums)];
}

/** A statement's lines as table rows, made as a page asks for them (the cells are the lines themselves). */
function statementRows(report: Statement): RowList {
  const row = (line: StatementLine): ReportRow => {
    const cells = line as unknown as ReportRow['cells'];
    return line.kind === 'acilis' ? { mark: 'opening', cells } : { cells };
  };
  let all: readonly ReportRow[] | undefined;
  return {
    length: report.lineCount,
    slice: (start, end) => report.linesUpTo(end).slice(start, end).map(row),
    all: () => (all ??= report.lines.map(row)),
  };
}

function statement(cariTip: 'tedarikci' | 'musteri', ctx: BuildContext): ReportModel {
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
    columns: columns(i18n, [
      ['tarih', 'tarih', 'date'],
      ['unvan', 'cari', 'text'],
      ['kind', 'islem', 'text'],
      ['belge', 'belge', 'text'],
      ['dovizCinsi', 'doviz', 'text'],
      ['borc', 'borc', 'money'],
      ['alacak', 'alacak', 'money'],
      ['bakiye', 'bakiye', 'money'],
    ]).map((column) => (column.key === 'kind' ? { ...column, labels: kindLabels } : column)),
    rows: statementRows(report),
    // Per currency: opening + billed − paid = closing, in the side's borç / alacak columns.
    totals: report.totals.map((total) => {
      const billed = cariTip === 'tedarikci' ? { borc: total.odenen, alacak: total.fatura } : { borc: total.fatura, alacak: total.odenen };
      return totalRow(total.dovizCinsi, { tarih: null, unvan: i18n._(L.toplam), kind: '', belge: '', dovizCinsi: total.dovizCinsi, ...billed, bakiye: total.kapanis });
    }),
  };
  const aging = {
    id: 'aging',
    title: i18n._(L.yaslandirma),
    columns: [
      ...columns(i18n, [
        ['cari', 'cari', 'text'],
        ['doviz', 'doviz', 'text'],
      ]),
      ...AGING_BUCKETS.map((key) => ({ key, label: i18n._(agingLabels[key]), kind: 'money' as const })),
      ...columns(i18n, [['total', 'toplam', 'money']]),
    ],
    rows: rowList(report.aging.map((row) => ({ id: `${row.cariHesap}-${row.dovizCinsi}`, cells: { cari: row.unvan, doviz: row.dovizCinsi, ...row.buckets, total: row.total } }))),
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

function runningCostReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = runningCosts(ctx.data, ctx.filter);
  const monthColumns = report.months.map((month) => ({ key: `m${month}`, label: `${month.slice(5, 7)}.${month.slice(0, 4)}`, kind: 'money' as const }));
  const perMonth = (values: number[]) => Object.fromEntries(report.months.map((month, i) => [`m${month}`, values[i] ?? 0]));
  return {
    tables: [
      {
        id: 'main',
        columns: [
          ...columns(i18n, [
            ['sirket', 'sirket', 'text'],
            ['grup', 'grup', 'text'],
            ['doviz', 'doviz', 'text'],
          ]),
          ...monthColumns,
          ...columns(i18n, [
            ['total', 'toplam', 'money'],
            ['perDay', 'gunluk', 'money'],
          ]),
        ],
        rows: rowList(report.rows.map((row) => ({
          id: `${row.sirket}-${row.dovizCinsi}-${row.grup}`,
          cells: { sirket: ctx.companyName(row.sirket), grup: row.grupAdi ? `${row.grup} ${row.grupAdi}` : row.grup, doviz: row.dovizCinsi, ...perMonth(row.months), total: row.total, perDay: row.perDay },
        }))),
        totals: report.totals.map((total) =>
          totalRow(total.dovizCinsi, { sirket: i18n._(L.toplam), grup: '', doviz: total.dovizCinsi, ...perMonth(total.months), total: total.total, perDay: total.perDay }),
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
              series: report.totals.map((total, index) => ({ name: total.dovizCinsi, label: total.dovizCinsi, color: COLORS[index] ?? 'gray.6' })),
            },
          ],
  };
}

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
          ...columns(i18n, [
            ['kod', 'kod', 'text'],
            ['ad', 'ad', 'text'],
            ['tur', 'tur', 'text'],
            ['doviz', 'doviz', 'text'],
          ]),
          ...MONTHS.map((month) => ({ key: `m${month}`, label: `${month}.${report.year}`, kind: 'money' as const })),
          ...columns(i18n, [['total', 'toplam', 'money']]),
        ],
        rows: rowList(report.rows.map((row) => ({
          id: `${row.dovizCinsi}-${row.tip}-${row.kod}`,
          depth: row.depth,
          mark: row.depth <= 1 ? 'group' : undefined,
          cells: { kod: row.kod, ad: row.adi, tur: tipLabel[row.tip], doviz: row.dovizCinsi, ...monthCells(row.months), total: row.total },
        }))),
        totals: report.totals.flatMap((total) => [
          totalRow(`gelir-${total.dovizCinsi}`, { kod: i18n._(L.gelir), ad: '', tur: '', doviz: total.dovizCinsi, ...monthCells(total.gelir), total: total.gelirTotal }),
          totalRow(`gider-${total.dovizCinsi}`, { kod: i18n._(L.gider), ad: '', tur: '', doviz: total.dovizCinsi, ...monthCells(total.gider), total: total.giderTotal }),
          totalRow(`net-${total.dovizCinsi}`, { kod: i18n._(L.net), ad: '', tur: '', doviz: total.dovizCinsi, ...monthCells(total.net), total: total.netTotal }),
        ]),
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

function deferredReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = deferredPayments(ctx.data, ctx.filter);
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, [
          ['tarih', 'tarih', 'date'],
          ['cari', 'cari', 'text'],
          ['yontem', 'yontem', 'text'],
          ['belge', 'belge', 'text'],
          ['doviz', 'doviz', 'text'],
          ['tutar', 'tutar', 'money'],
        ]),
        rows: rowList(report.rows.map((row) => ({
          id: row.id,
          cells: { tarih: row.tarih, cari: row.unvan, yontem: i18n._(methodLabels[row.odemeYontemi]), belge: row.belge, doviz: row.dovizCinsi, tutar: row.miktar },
        }))),
        totals: CURRENCIES.flatMap((currency) => {
          const mine = report.totals.filter((total) => total.dovizCinsi === currency);
          if (mine.length === 0) return [];
          const sum = Number(mine.reduce((total, row) => total + BigInt(row.miktar), 0n));
          return [totalRow(currency, { tarih: null, cari: i18n._(L.toplam), yontem: '', belge: '', doviz: currency, tutar: sum })];
        }),
      },
      {
        id: 'methods',
        title: i18n._(L.yontemToplam),
        columns: columns(i18n, [
          ['yontem', 'yontem', 'text'],
          ['doviz', 'doviz', 'text'],
          ['adet', 'adet', 'count'],
          ['tutar', 'tutar', 'money'],
        ]),
        rows: rowList(report.totals.map((total) => ({
          id: `${total.odemeYontemi}-${total.dovizCinsi}`,
          cells: { yontem: i18n._(methodLabels[total.odemeYontemi]), doviz: total.dovizCinsi, adet: total.count, tutar: total.miktar },
        }))),
        totals: [],
      },
    ],
    charts: [],
  };
}

function flowReport(tip: 'odeme' | 'tahsilat', ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = flowSummary(tip, ctx.data, ctx.filter);
  const currencies = report.totals.map((total) => total.dovizCinsi);
  const months = [...new Set(report.byMonth.map((month) => month.ay))];
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, [
          ['ay', 'ay', 'month'],
          ['cari', 'cari', 'text'],
          ['yontem', 'yontem', 'text'],
          ['doviz', 'doviz', 'text'],
          ['adet', 'adet', 'count'],
          ['tutar', 'tutar', 'money'],
        ]),
        rows: rowList(report.rows.map((row) => ({
          id: `${row.ay}-${row.cariHesap}-${row.odemeYontemi}-${row.dovizCinsi}`,
          cells: { ay: row.ay, cari: row.unvan, yontem: i18n._(methodLabels[row.odemeYontemi]), doviz: row.dovizCinsi, adet: row.count, tutar: row.miktar },
        }))),
        totals: report.totals.map((total) => totalRow(total.dovizCinsi, { ay: null, cari: i18n._(L.toplam), yontem: '', doviz: total.dovizCinsi, adet: total.count, tutar: total.miktar })),
      },
      {
        id: 'methods',
        title: i18n._(L.yontemToplam),
        columns: columns(i18n, [
          ['yontem', 'yontem', 'text'],
          ['doviz', 'doviz', 'text'],
          ['adet', 'adet', 'count'],
          ['tutar', 'tutar', 'money'],
        ]),
        rows: rowList(report.byMethod.map((total) => ({
          id: `${total.odemeYontemi}-${total.dovizCinsi}`,
          cells: { yontem: i18n._(methodLabels[total.odemeYontemi]), doviz: total.dovizCinsi, adet: total.count, tutar: total.miktar },
        }))),
        totals: [],
      },
    ],
    charts:
      months.length === 0
        ? []
        : [
            {
              title: i18n._(L.aylikToplam),
              data: months.map((ay) => ({
                label: `${ay.slice(5, 7)}.${ay.slice(0, 4)}`,
                ...Object.fromEntries(currencies.map((currency) => [currency, major(report.byMonth.find((m) => m.ay === ay && m.dovizCinsi === currency)?.miktar ?? 0)])),
              })),
              series: currencies.map((currency, index) => ({ name: currency, label: currency, color: COLORS[index] ?? 'gray.6' })),
            },
          ],
  };
}

function trialBalanceReport(ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = trialBalance(ctx.data, ctx.filter);
  const side = { tedarikci: i18n._(L.tedarikci), musteri: i18n._(L.musteri) };
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, [
          ['cari', 'cari', 'text'],
          ['tur', 'tur', 'text'],
          ['doviz', 'doviz', 'text'],
          ['fatura', 'faturalanan', 'money'],
          ['odenen', 'odenen', 'money'],
          ['bakiye', 'bakiye', 'money'],
          ['avans', 'avans', 'money'],
          ['taksit', 'sonrakiTaksit', 'money'],
          ['vade', 'sonrakiVade', 'date'],
        ]),
        rows: rowList(report.rows.map((row) => ({
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
        }))),
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

function dueReport(cariTip: 'tedarikci' | 'musteri', ctx: BuildContext): ReportModel {
  const { i18n } = ctx;
  const report = dueInstalments(cariTip, ctx.data, ctx.filter, ctx.today);
  const overdue = i18n._(L.gecikmis);
  return {
    tables: [
      {
        id: 'main',
        columns: columns(i18n, [
          ['vade', 'vade', 'date'],
          ['hafta', 'hafta', 'date'],
          ['cari', 'cari', 'text'],
          ['belge', 'belge', 'text'],
          ['doviz', 'doviz', 'text'],
          ['taksit', 'taksit', 'money'],
          ['odenen', 'odenen', 'money'],
          ['kalan', 'kalan', 'money'],
          ['gecikme', 'gecikme', 'count'],
          ['durum', 'durum', 'text'],
        ]),
        rows: rowList(report.rows.map((row, index) => ({
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
        }))),
        totals: report.totals.map((total) =>
          totalRow(total.dovizCinsi, { vade: null, hafta: null, cari: i18n._(L.toplam), belge: '', doviz: total.dovizCinsi, taksit: null, odenen: null, kalan: total.kalan, gecikme: null, durum: '' }),
        ),
      },
      {
        id: 'weeks',
        title: i18n._(L.haftaToplam),
        columns: columns(i18n, [
          ['hafta', 'hafta', 'date'],
          ['doviz', 'doviz', 'text'],
          ['kalan', 'kalan', 'money'],
          ['durum', 'durum', 'text'],
        ]),
        rows: rowList(report.weeks.map((week) => ({
          id: `${week.hafta}-${week.dovizCinsi}`,
          mark: week.overdue ? 'overdue' : undefined,
          cells: { hafta: week.hafta, doviz: week.dovizCinsi, kalan: week.kalan, durum: week.overdue ? overdue : '' },
        }))),
        totals: [],
      },
    ],
    charts: [],
  };
}

export const REPORTS: Record<ReportId, (ctx: BuildContext) => ReportModel> = {
  'tedarikci-cari-raporlari': (ctx) => statement('tedarikci', ctx),
  'musteri-cari-raporlari': (ctx) => statement('musteri', ctx),
  'rc-raporlari': runningCostReport,
  'yil-sonu-gelir-gider-raporu': incomeExpenseReport,
  'cek-kredi-odeme-raporu': deferredReport,
  'tahsilat-raporu': (ctx) => flowReport('tahsilat', ctx),
  'odeme-raporu': (ctx) => flowReport('odeme', ctx),
  'total-hesap-raporu': trialBalanceReport,
  'cari-borc-raporu': (ctx) => dueReport('tedarikci', ctx),
  'cari-alacak-raporu': (ctx) => dueReport('musteri', ctx),
};

/** Statements pick an account; the other reports do not. */
export const ACCOUNT_SIDE: Partial<Record<ReportId, 'tedarikci' | 'musteri'>> = {
  'tedarikci-cari-raporlari': 'tedarikci',
  'musteri-cari-raporlari': 'musteri',
};

/** The period a report opens with when the URL names none. */
export const DEFAULT_PERIOD: Record<ReportId, 'thisMonth' | 'thisYear'> = {
  'tedarikci-cari-raporlari': 'thisYear',
  'musteri-cari-raporlari': 'thisYear',
  'rc-raporlari': 'thisYear',
  'yil-sonu-gelir-gider-raporu': 'thisYear',
  'cek-kredi-odeme-raporu': 'thisYear',
  'tahsilat-raporu': 'thisYear',
  'odeme-raporu': 'thisYear',
  'total-hesap-raporu': 'thisYear',
  'cari-borc-raporu': 'thisMonth',
  'cari-alacak-raporu': 'thisMonth',
};
