import type { AccountType } from '../account';
import { ACCOUNT_TYPES } from '../account';
import { CURRENCIES, type Currency } from '../currency';
import { accountNames, balancesAsOf, inCurrency, type ReportData, type ReportFilter } from './inputs';
import { compareCurrencies } from './order';

// Report 8 (total-hesap-raporu): every account's summary per currency on the period's last day,
// straight from account-balance.ts (§5): billed, paid, balance, credit and the next instalment;
// totals per currency make the trial balance.

export interface TrialBalanceRow {
  cariHesap: string;
  unvan: string;
  cariTip: AccountType;
  dovizCinsi: Currency;
  fatura: number;
  odenen: number;
  bakiye: number;
  avans: number;
  odenecekTaksit: number | null;
  odemeTarihi: string | null;
}

export interface TrialBalanceTotals {
  cariTip: AccountType;
  dovizCinsi: Currency;
  fatura: number;
  odenen: number;
  bakiye: number;
  avans: number;
}

export function trialBalance(data: ReportData, filter: ReportFilter): { rows: TrialBalanceRow[]; totals: TrialBalanceTotals[] } {
  const nameOf = accountNames(data.accounts);
  const rows: TrialBalanceRow[] = [];
  for (const cariTip of ACCOUNT_TYPES) {
    for (const [cariHesap, balances] of balancesAsOf(cariTip, data, filter, filter.to)) {
      for (const currency of balances.currencies) {
        if (!inCurrency(currency, filter)) continue;
        rows.push({ cariHesap, unvan: nameOf(cariHesap), cariTip, ...currency });
      }
    }
  }
  rows.sort((a, b) =>
    a.cariTip !== b.cariTip
      ? a.cariTip === 'tedarikci' ? -1 : 1
      : a.dovizCinsi !== b.dovizCinsi
        ? compareCurrencies(a.dovizCinsi, b.dovizCinsi)
        : a.unvan.localeCompare(b.unvan, 'tr'),
  );
  const totals: TrialBalanceTotals[] = [];
  for (const cariTip of ACCOUNT_TYPES) {
    for (const dovizCinsi of CURRENCIES) {
      const mine = rows.filter((row) => row.cariTip === cariTip && row.dovizCinsi === dovizCinsi);
      if (mine.length === 0) continue;
      const sum = (pick: (row: TrialBalanceRow) => number) => Number(mine.reduce((total, row) => total + BigInt(pick(row)), 0n));
      totals.push({ cariTip, dovizCinsi, fatura: sum((r) => r.fatura), odenen: sum((r) => r.odenen), bakiye: sum((r) => r.bakiye), avans: sum((r) => r.avans) });
    }
  }
  return { rows, totals };
}
