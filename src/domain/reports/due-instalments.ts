import type { AccountType } from '../account';
import { CURRENCIES, type Currency } from '../currency';
import { accountNames, balancesAsOf, byDateThen, inCompany, inCurrency, type ReportData, type ReportFilter } from './inputs';
import { daysBetween, weekStart } from './period';

// Reports 9 (cari-borc-raporu, suppliers: what we owe) and 10 (cari-alacak-raporu, customers:
// what is owed to us): every plan row still unpaid today (allocation of all payments so far, §5),
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

export function dueInstalments(cariTip: AccountType, data: ReportData, filter: ReportFilter, today: string): DueInstalments {
  const direction = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const nameOf = accountNames(data.accounts);
  // What is unpaid now: every payment recorded so far counts, whatever its date.
  const balances = balancesAsOf(cariTip, data, filter, '9999-12-31');
  const rows: DueInstalment[] = [];
  for (const bill of data.bills) {
    if (bill.tip !== direction || bill.faturaTip !== 'fatura' || !inCompany(bill, filter) || !inCurrency(bill, filter)) continue;
    const state = balances.get(bill.cariHesap)?.bills.get(bill.id);
    if (!state) continue;
    for (const row of state.rows) {
      if (row.durum === 'odendi' || row.tarih > filter.to) continue;
      const late = daysBetween(row.tarih, today);
      rows.push({
        billId: bill.id,
        belge: bill.faturaProformaNo,
        cariHesap: bill.cariHesap,
        unvan: nameOf(bill.cariHesap),
        dovizCinsi: bill.dovizCinsi,
        tarih: row.tarih,
        hafta: weekStart(row.tarih),
        miktar: row.miktar,
        odenen: row.odenen,
        kalan: Number(BigInt(row.miktar) - BigInt(row.odenen)),
        gecikme: late > 0 ? late : 0,
        overdue: late > 0,
      });
    }
  }
  rows.sort(byDateThen((row) => row.tarih, (row) => `${row.unvan}|${row.belge}|${row.billId}`));
  const weeks = new Map<string, { hafta: string; dovizCinsi: Currency; kalan: bigint; overdue: boolean }>();
  for (const row of rows) {
    const key = `${row.hafta}|${row.dovizCinsi}`;
    const week = weeks.get(key) ?? { hafta: row.hafta, dovizCinsi: row.dovizCinsi, kalan: 0n, overdue: false };
    week.kalan += BigInt(row.kalan);
    week.overdue ||= row.overdue;
    weeks.set(key, week);
  }
  const thisWeek = weekStart(today);
  const totals: DueTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const mine = rows.filter((row) => row.dovizCinsi === dovizCinsi);
    if (mine.length === 0) continue;
    const sum = (list: DueInstalment[]) => Number(list.reduce((total, row) => total + BigInt(row.kalan), 0n));
    totals.push({
      dovizCinsi,
      kalan: sum(mine),
      overdue: sum(mine.filter((row) => row.overdue)),
      thisWeek: sum(mine.filter((row) => !row.overdue && row.hafta === thisWeek)),
    });
  }
  return {
    rows,
    weeks: [...weeks.values()]
      .map((week) => ({ ...week, kalan: Number(week.kalan) }))
      .sort(byDateThen((week) => week.hafta, (week) => String(CURRENCIES.indexOf(week.dovizCinsi)))),
    totals,
  };
}
