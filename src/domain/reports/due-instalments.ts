import type { AccountType } from '../account';
import { CURRENCIES, type Currency } from '../currency';
import { forEachOpenRow } from '../plan-rows-covered';
import { accountNames, inCompany, innerMap, inCurrency, paymentsAsOf, type ReportData, type ReportFilter } from './inputs';
import { daysBetween, weekStart } from './period';

// Reports 9 (cari-borc-raporu, suppliers: what we owe) and 10 (cari-alacak-raporu, customers:
// what is owed to us): every plan row still unpaid today (allocation of all payments so far, docs/architecture.md §7),
// due by the period's end, by due date, so what is overdue comes first and is marked; grouped by
// the week it falls due in (weeks start on Monday) with what is due per week and currency.

export interface DueInstalment {
  billId: string;
  belge: string;
  cariHesap: string;
  unvan: string;
  dovizCinsi: Currency;
  tarih: string;
  /** The Monday of the due date's week. */
  hafta: string;
  /** The row's amount, what covers it, and what is still due (minor units). */
  miktar: number;
  odenen: number;
  kalan: number;
  /** Days late on `today` (0 when not yet due). */
  gecikme: number;
  overdue: boolean;
}

export interface WeekTotal {
  hafta: string;
  dovizCinsi: Currency;
  kalan: number;
  /** Whether anything in it is overdue. */
  overdue: boolean;
}

export interface DueTotals {
  dovizCinsi: Currency;
  kalan: number;
  overdue: number;
  /** Due in the week of `today` (not overdue). */
  thisWeek: number;
}

export interface DueInstalments {
  rows: DueInstalment[];
  weeks: WeekTotal[];
  totals: DueTotals[];
}

/** The open rows due on one date, with what the date gives every row of it, worked out once. */
interface DueDay {
  tarih: string;
  hafta: string;
  late: number;
  /** Each row with its tie-breaker after the date (its bill's, made once per bill). */
  entries: { row: DueInstalment; tie: string }[];
}

const byTie = (a: { tie: string }, b: { tie: string }): number => (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0);

export function dueInstalments(cariTip: AccountType, data: ReportData, filter: ReportFilter, today: string): DueInstalments {
  const direction = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const nameOf = accountNames(data.accounts);
  const bills = data.bills.filter(
    (bill) => bill.tip === direction && bill.faturaTip === 'fatura' && inCompany(bill, filter) && inCurrency(bill, filter),
  );
  // What is unpaid now: every payment recorded so far counts, whatever its date.
  const payments = paymentsAsOf(cariTip, data, filter, '9999-12-31', bills);
  // By due date, then by `unvan|belge|billId`, ties in the bills' and rows' order. Rows are
  // grouped by date (a few hundred dates for tens of thousands of rows): the date's lateness and
  // week are worked out once, the dates sorted, then each date's rows by their tie-breaker (a
  // stable sort keeps the given order of equal ones, as the sort of all rows did).
  const days = new Map<string, DueDay>();
  bills.forEach((bill, index) => {
    const unvan = nameOf(bill.cariHesap);
    let tie: string | undefined;
    forEachOpenRow(bill.odemePlani, payments[index]!, (row, odenen) => {
      if (row.tarih > filter.to) return;
      let day = days.get(row.tarih);
      if (!day) {
        day = { tarih: row.tarih, hafta: weekStart(row.tarih), late: daysBetween(row.tarih, today), entries: [] };
        days.set(row.tarih, day);
      }
      // join makes one flat string: a template literal makes a rope, which every comparison of the sort walks again.
      tie ??= [unvan, bill.faturaProformaNo, bill.id].join('|');
      day.entries.push({
        tie,
        row: {
          billId: bill.id,
          belge: bill.faturaProformaNo,
          cariHesap: bill.cariHesap,
          unvan,
          dovizCinsi: bill.dovizCinsi,
          tarih: row.tarih,
          hafta: day.hafta,
          miktar: row.miktar,
          odenen: Number(odenen),
          kalan: Number(BigInt(row.miktar) - odenen),
          gecikme: day.late > 0 ? day.late : 0,
          overdue: day.late > 0,
        },
      });
    });
  });
  const rows: DueInstalment[] = [];
  for (const day of [...days.values()].sort((a, b) => (a.tarih < b.tarih ? -1 : 1))) {
    day.entries.sort(byTie);
    // Indexed loops: an unoptimized `for…of` makes an object per step (see summariesAsOf).
    for (let at = 0; at < day.entries.length; at++) rows.push(day.entries[at]!.row);
  }
  const thisWeek = weekStart(today);
  const weeks = new Map<string, Map<Currency, { hafta: string; dovizCinsi: Currency; kalan: bigint; overdue: boolean }>>();
  const sums = new Map<Currency, { kalan: bigint; overdue: bigint; thisWeek: bigint }>();
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at]!;
    const kalan = BigInt(row.kalan);
    const byCurrency = innerMap(weeks, row.hafta);
    const week = byCurrency.get(row.dovizCinsi);
    if (week) {
      week.kalan += kalan;
      week.overdue ||= row.overdue;
    } else {
      byCurrency.set(row.dovizCinsi, { hafta: row.hafta, dovizCinsi: row.dovizCinsi, kalan, overdue: row.overdue });
    }
    let sum = sums.get(row.dovizCinsi);
    if (!sum) {
      sum = { kalan: 0n, overdue: 0n, thisWeek: 0n };
      sums.set(row.dovizCinsi, sum);
    }
    sum.kalan += kalan;
    if (row.overdue) sum.overdue += kalan;
    else if (row.hafta === thisWeek) sum.thisWeek += kalan;
  }
  const totals: DueTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const sum = sums.get(dovizCinsi);
    if (!sum) continue;
    totals.push({ dovizCinsi, kalan: Number(sum.kalan), overdue: Number(sum.overdue), thisWeek: Number(sum.thisWeek) });
  }
  // Rows are in date order, so weeks come in order of their Monday; within a week, by currency.
  const weekTotals: WeekTotal[] = [];
  for (const byCurrency of weeks.values()) {
    for (const dovizCinsi of CURRENCIES) {
      const week = byCurrency.get(dovizCinsi);
      if (week) weekTotals.push({ hafta: week.hafta, dovizCinsi, kalan: Number(week.kalan), overdue: week.overdue });
    }
  }
  return { rows, weeks: weekTotals, totals };
}
