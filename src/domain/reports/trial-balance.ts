import { ACCOUNT_TYPES, type AccountType } from '../account-type';
import { CURRENCIES, type Currency } from '../currency';
import { accountNames, inCurrency, summariesAsOf, type ReportData, type ReportFilter } from './inputs';
import { compareCurrencies } from './order';

// Report 8 (total-hesap-raporu): every account's summary per currency on the period's last day,
// straight from account-balance.ts (docs/architecture.md §7): billed, paid, balance, credit and the next instalment;
// totals per currency make the trial balance.

export interface TrialBalanceTotals {
  cariTip: AccountType;
  dovizCinsi: Currency;
  fatura: number;
  odenen: number;
  bakiye: number;
  avans: number;
}

/** One account's line: its totals, with the next instalment due. */
export interface TrialBalanceRow extends TrialBalanceTotals {
  cariHesap: string;
  unvan: string;
  odenecekTaksit: number | null;
  odemeTarihi: string | null;
}

/** As `localeCompare(…, 'tr')` orders, with one collator for the whole sort. */
const byName = new Intl.Collator('tr').compare;

export function trialBalance(data: ReportData, filter: ReportFilter): { rows: TrialBalanceRow[]; totals: TrialBalanceTotals[] } {
  const nameOf = accountNames(data.accounts);
  const rows: TrialBalanceRow[] = [];
  for (const cariTip of ACCOUNT_TYPES) {
    for (const [cariHesap, currencies] of summariesAsOf(cariTip, data, filter, filter.to)) {
      for (const currency of currencies) {
        if (!inCurrency(currency, filter)) continue;
        rows.push({ cariHesap, unvan: nameOf(cariHesap), cariTip, ...currency });
      }
    }
  }
  rows.sort((a, b) =>
    a.cariTip !== b.cariTip
      ? a.cariTip === 'tedarikci'
        ? -1
        : 1
      : a.dovizCinsi !== b.dovizCinsi
        ? compareCurrencies(a.dovizCinsi, b.dovizCinsi)
        : byName(a.unvan, b.unvan),
  );
  // One pass: per side and currency.
  const sums = new Map<string, { fatura: bigint; odenen: bigint; bakiye: bigint; avans: bigint }>();
  for (const row of rows) {
    const key = `${row.cariTip}|${row.dovizCinsi}`;
    const sum = sums.get(key);
    if (sum) {
      sum.fatura += BigInt(row.fatura);
      sum.odenen += BigInt(row.odenen);
      sum.bakiye += BigInt(row.bakiye);
      sum.avans += BigInt(row.avans);
    } else {
      sums.set(key, { fatura: BigInt(row.fatura), odenen: BigInt(row.odenen), bakiye: BigInt(row.bakiye), avans: BigInt(row.avans) });
    }
  }
  const totals: TrialBalanceTotals[] = [];
  for (const cariTip of ACCOUNT_TYPES) {
    for (const dovizCinsi of CURRENCIES) {
      const sum = sums.get(`${cariTip}|${dovizCinsi}`);
      if (sum)
        totals.push({
          cariTip,
          dovizCinsi,
          fatura: Number(sum.fatura),
          odenen: Number(sum.odenen),
          bakiye: Number(sum.bakiye),
          avans: Number(sum.avans),
        });
    }
  }
  return { rows, totals };
}
