import { BUDGET_TYPE_OF_DIRECTION } from '../bill';
import { budgetCodeDepth, compareBudgetCodes, parentBudgetCode, type BudgetCodeType } from '../budget-code';
import { CURRENCIES, type Currency } from '../currency';
import { inCompany, inCurrency, type ReportData, type ReportFilter } from './inputs';
import { compareCurrencies } from './order';
import { monthIndex } from './period';

// Report 4 (yil-sonu-gelir-gider-raporu): the year's bills (not proformas) on the budget-code
// chart, expense (gider, incoming bills) and income (gelir, outgoing bills), a column per month
// and the year's total; a parent code shows its own lines plus all its children's. The net result
// is income − expense. Lines are counted with KDV, in the bill's month; sums per currency.

export interface IncomeExpenseRow {
  tip: BudgetCodeType;
  dovizCinsi: Currency;
  kod: string;
  adi: string;
  depth: number;
  /** January to December, minor units. */
  months: number[];
  total: number;
}

export interface IncomeExpenseTotals {
  dovizCinsi: Currency;
  gelir: number[];
  gider: number[];
  /** gelir − gider per month. */
  net: number[];
  gelirTotal: number;
  giderTotal: number;
  netTotal: number;
}

export interface IncomeExpense {
  year: number;
  rows: IncomeExpenseRow[];
  totals: IncomeExpenseTotals[];
}

const twelve = () => Array.from({ length: 12 }, () => 0n);

/** The year is the one the period starts in. */
export function incomeExpense(data: ReportData, filter: ReportFilter): IncomeExpense {
  const year = Number(filter.from.slice(0, 4));
  const prefix = `${String(year).padStart(4, '0')}-`;
  const codes = new Map(data.budgetCodes.map((code) => [code.id, code]));
  const names = new Map(data.budgetCodes.map((code) => [`${code.tip}|${code.kod}`, code.adi]));
  // tip|currency|kod → months; a line adds to its code and to every ancestor.
  const sums = new Map<string, { tip: BudgetCodeType; dovizCinsi: Currency; kod: string; months: bigint[] }>();
  /** The months of a code and each of its ancestors, per tip and currency: looked up once per line's code. */
  const chains = new Map<string, bigint[][]>();
  const chainOf = (tip: BudgetCodeType, dovizCinsi: Currency, butceKodu: string): bigint[][] => {
    const chainKey = `${tip}|${dovizCinsi}|${butceKodu}`;
    let chain = chains.get(chainKey);
    if (!chain) {
      chain = [];
      let kod: string | null = codes.get(butceKodu)?.kod ?? '?';
      while (kod !== null) {
        const key = `${tip}|${dovizCinsi}|${kod}`;
        let entry = sums.get(key);
        if (!entry) {
          entry = { tip, dovizCinsi, kod, months: twelve() };
          sums.set(key, entry);
        }
        chain.push(entry.months);
        kod = parentBudgetCode(kod);
      }
      chains.set(chainKey, chain);
    }
    return chain;
  };
  const leaves = new Map<string, bigint[]>();
  for (const bill of data.bills) {
    if (
      bill.faturaTip !== 'fatura' ||
      bill.kalemler.length === 0 ||
      !bill.tarih.startsWith(prefix) ||
      !inCompany(bill, filter) ||
      !inCurrency(bill, filter)
    )
      continue;
    const tip = BUDGET_TYPE_OF_DIRECTION[bill.tip];
    const month = monthIndex(bill.tarih);
    const direct = `${tip}|${bill.dovizCinsi}`;
    let months = leaves.get(direct);
    if (!months) {
      months = twelve();
      leaves.set(direct, months);
    }
    for (const line of bill.kalemler) {
      const amount = BigInt(line.tutar);
      months[month] = (months[month] ?? 0n) + amount;
      for (const entry of chainOf(tip, bill.dovizCinsi, line.butceKodu)) entry[month] = (entry[month] ?? 0n) + amount;
    }
  }
  const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
  const rows: IncomeExpenseRow[] = [...sums.values()]
    .sort((a, b) =>
      a.dovizCinsi !== b.dovizCinsi
        ? compareCurrencies(a.dovizCinsi, b.dovizCinsi)
        : a.tip !== b.tip
          ? a.tip === 'gider'
            ? -1
            : 1
          : compareBudgetCodes(a.kod, b.kod),
    )
    .map((entry) => ({
      tip: entry.tip,
      dovizCinsi: entry.dovizCinsi,
      kod: entry.kod,
      adi: names.get(`${entry.tip}|${entry.kod}`) ?? '',
      depth: budgetCodeDepth(entry.kod),
      months: entry.months.map(Number),
      total: Number(sum(entry.months)),
    }));
  const totals: IncomeExpenseTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const gelir = leaves.get(`gelir|${dovizCinsi}`);
    const gider = leaves.get(`gider|${dovizCinsi}`);
    if (!gelir && !gider) continue;
    const inc = gelir ?? twelve();
    const exp = gider ?? twelve();
    const net = inc.map((value, i) => value - (exp[i] ?? 0n));
    totals.push({
      dovizCinsi,
      gelir: inc.map(Number),
      gider: exp.map(Number),
      net: net.map(Number),
      gelirTotal: Number(sum(inc)),
      giderTotal: Number(sum(exp)),
      netTotal: Number(sum(net)),
    });
  }
  return { year, rows, totals };
}
