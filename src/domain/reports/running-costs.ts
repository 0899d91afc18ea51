import { compareBudgetCodes } from '../budget-code';
import { CURRENCIES, type Currency } from '../currency';
import { divRound } from '../money';
import { inCompany, inCurrency, inPeriod, type ReportData, type ReportFilter } from './inputs';
import { compareCurrencies } from './order';
import { monthOf, monthsOf, periodDays } from './period';

// Report 3 (rc-raporlari): a ship's running costs, the incoming bills (not proformas) of each
// company in the period by budget-code group (the top level of the chart: `740` for
// `740.01.003`) and month, with what they cost per day of the period. Amounts are the lines'
// totals with KDV; sums per currency.

export interface RunningCostRow {
  sirket: string;
  dovizCinsi: Currency;
  /** The group's code and name (the name '' when the code is not on the device). */
  grup: string;
  grupAdi: string;
  /** Per month of the period (`monthsOf`), minor units. */
  months: number[];
  total: number;
  perDay: number;
}

export interface RunningCostTotals {
  dovizCinsi: Currency;
  months: number[];
  total: number;
  perDay: number;
}

export interface RunningCosts {
  months: string[];
  /** Days in the period, inclusive. */
  days: number;
  rows: RunningCostRow[];
  totals: RunningCostTotals[];
}

/** An amount per day, rounded half away from zero to the cent. */
export function perDay(total: number | bigint, days: number): number {
  return days <= 0 ? 0 : Number(divRound(BigInt(total), BigInt(days)));
}

export function runningCosts(data: ReportData, filter: ReportFilter): RunningCosts {
  const months = monthsOf(filter.from, filter.to);
  const days = periodDays(filter.from, filter.to);
  const codes = new Map(data.budgetCodes.map((code) => [code.id, code]));
  const groupName = new Map(
    data.budgetCodes.filter((code) => !code.kod.includes('.')).map((code) => [`${code.tip}|${code.kod}`, code.adi]),
  );
  const rows = new Map<string, { sirket: string; dovizCinsi: Currency; grup: string; months: bigint[] }>();
  for (const bill of data.bills) {
    if (
      bill.tip !== 'gelen' ||
      bill.faturaTip !== 'fatura' ||
      !inCompany(bill, filter) ||
      !inCurrency(bill, filter) ||
      !inPeriod(bill.tarih, filter)
    )
      continue;
    const index = months.indexOf(monthOf(bill.tarih));
    for (const line of bill.kalemler) {
      const kod = codes.get(line.butceKodu)?.kod ?? '';
      const grup = kod.split('.')[0] ?? '';
      const key = `${bill.sirket}|${bill.dovizCinsi}|${grup}`;
      const row = rows.get(key) ?? { sirket: bill.sirket, dovizCinsi: bill.dovizCinsi, grup, months: months.map(() => 0n) };
      row.months[index] = (row.months[index] ?? 0n) + BigInt(line.tutar);
      rows.set(key, row);
    }
  }
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  const result: RunningCostRow[] = [...rows.values()]
    .sort((a, b) =>
      a.sirket !== b.sirket
        ? a.sirket < b.sirket
          ? -1
          : 1
        : a.dovizCinsi !== b.dovizCinsi
          ? compareCurrencies(a.dovizCinsi, b.dovizCinsi)
          : compareBudgetCodes(a.grup, b.grup),
    )
    .map((row) => ({
      sirket: row.sirket,
      dovizCinsi: row.dovizCinsi,
      grup: row.grup,
      grupAdi: groupName.get(`gider|${row.grup}`) ?? '',
      months: row.months.map(Number),
      total: Number(sum(row.months)),
      perDay: perDay(sum(row.months), days),
    }));
  const totals: RunningCostTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const mine = [...rows.values()].filter((row) => row.dovizCinsi === dovizCinsi);
    if (mine.length === 0) continue;
    const perMonth = months.map((_, i) => sum(mine.map((row) => row.months[i] ?? 0n)));
    totals.push({ dovizCinsi, months: perMonth.map(Number), total: Number(sum(perMonth)), perDay: perDay(sum(perMonth), days) });
  }
  return { months, days, rows: result, totals };
}
