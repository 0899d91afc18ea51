import type { CashFlowType, PaymentMethod } from '../cash-flow';
import { PAYMENT_METHODS } from '../cash-flow';
import { CURRENCIES, type Currency } from '../currency';
import { accountNames, byDateThen, inCompany, inCurrency, inPeriod, type ReportData, type ReportFilter } from './inputs';
import { countOf } from './order';
import { monthOf } from './period';

// Reports 5, 6 and 7: the cash flows of the period. Every flow the user recorded counts here,
// whatever it pays (a bill, a proforma or nothing): these reports list money that moved, not
// balances.

/** Methods that are not paid on the day: cheque, bond (senet) and credit card (report 5). */
export const DEFERRED_METHODS: readonly PaymentMethod[] = ['cek', 'senet', 'kredi-karti'];

export interface DeferredPayment {
  id: string;
  tarih: string;
  cariHesap: string;
  unvan: string;
  odemeYontemi: PaymentMethod;
  dovizCinsi: Currency;
  miktar: number;
  /** The number of the bill it pays ('' when none). */
  belge: string;
}

export interface MethodTotal {
  odemeYontemi: PaymentMethod;
  dovizCinsi: Currency;
  count: number;
  miktar: number;
}

/** Report 5 (cek-kredi-odeme-raporu): payments by cheque, bond or credit card, in date order, with totals per method. */
export function deferredPayments(data: ReportData, filter: ReportFilter): { rows: DeferredPayment[]; totals: MethodTotal[] } {
  const nameOf = accountNames(data.accounts);
  const billNo = new Map(data.bills.map((bill) => [bill.id, bill.faturaProformaNo]));
  const rows = data.flows
    .filter((flow) => flow.tip === 'odeme' && DEFERRED_METHODS.includes(flow.odemeYontemi) && inCompany(flow, filter) && inCurrency(flow, filter) && inPeriod(flow.tarih, filter))
    .map((flow) => ({
      id: flow.id,
      tarih: flow.tarih,
      cariHesap: flow.cariHesap,
      unvan: nameOf(flow.cariHesap),
      odemeYontemi: flow.odemeYontemi,
      dovizCinsi: flow.dovizCinsi,
      miktar: flow.miktar,
      belge: flow.fatura === null ? '' : (billNo.get(flow.fatura) ?? ''),
    }))
    // By date, then id (the tie-breaker is a field already: compared in place).
    .sort((a, b) => (a.tarih !== b.tarih ? (a.tarih < b.tarih ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { rows, totals: methodTotals(rows) };
}

function methodTotals(rows: readonly { odemeYontemi: PaymentMethod; dovizCinsi: Currency; miktar: number; count?: number }[]): MethodTotal[] {
  // One pass: per currency and method, how many and how much.
  const sums = new Map<Currency, Map<PaymentMethod, { count: number; miktar: bigint }>>();
  for (const row of rows) {
    let byMethod = sums.get(row.dovizCinsi);
    if (!byMethod) {
      byMethod = new Map();
      sums.set(row.dovizCinsi, byMethod);
    }
    const sum = byMethod.get(row.odemeYontemi);
    if (sum) {
      if (row.count === undefined) sum.count++;
      else sum.count = countOf([sum, row]);
      sum.miktar += BigInt(row.miktar);
    } else {
      byMethod.set(row.odemeYontemi, { count: row.count ?? 1, miktar: BigInt(row.miktar) });
    }
  }
  const totals: MethodTotal[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const byMethod = sums.get(dovizCinsi);
    if (!byMethod) continue;
    for (const odemeYontemi of PAYMENT_METHODS) {
      const sum = byMethod.get(odemeYontemi);
      if (sum) totals.push({ odemeYontemi, dovizCinsi, count: sum.count, miktar: Number(sum.miktar) });
    }
  }
  return totals;
}

export interface FlowSummaryRow {
  cariHesap: string;
  unvan: string;
  odemeYontemi: PaymentMethod;
  /** `YYYY-MM`. */
  ay: string;
  dovizCinsi: Currency;
  count: number;
  miktar: number;
}

export interface CurrencyTotal {
  dovizCinsi: Currency;
  count: number;
  miktar: number;
}

export interface FlowSummary {
  rows: FlowSummaryRow[];
  /** Per currency and method. */
  byMethod: MethodTotal[];
  /** Per currency. */
  totals: CurrencyTotal[];
  /** Per currency and month, for the chart. */
  byMonth: { ay: string; dovizCinsi: Currency; miktar: number }[];
}

/**
 * Reports 6 (tahsilat-raporu, `tahsilat`) and 7 (odeme-raporu, `odeme`): the period's flows of
 * one type summed by account, method and month, with totals per method and per currency.
 */
export function flowSummary(tip: CashFlowType, data: ReportData, filter: ReportFilter): FlowSummary {
  const nameOf = accountNames(data.accounts);
  const groups = new Map<string, { cariHesap: string; odemeYontemi: PaymentMethod; ay: string; dovizCinsi: Currency; count: number; miktar: bigint }>();
  const months = new Map<string, { ay: string; dovizCinsi: Currency; miktar: bigint }>();
  for (const flow of data.flows) {
    if (flow.tip !== tip || !inCompany(flow, filter) || !inCurrency(flow, filter) || !inPeriod(flow.tarih, filter)) continue;
    const ay = monthOf(flow.tarih);
    const key = `${flow.cariHesap}|${flow.odemeYontemi}|${ay}|${flow.dovizCinsi}`;
    const group = groups.get(key) ?? { cariHesap: flow.cariHesap, odemeYontemi: flow.odemeYontemi, ay, dovizCinsi: flow.dovizCinsi, count: 0, miktar: 0n };
    group.count++;
    group.miktar += BigInt(flow.miktar);
    groups.set(key, group);
    const monthKey = `${ay}|${flow.dovizCinsi}`;
    const month = months.get(monthKey) ?? { ay, dovizCinsi: flow.dovizCinsi, miktar: 0n };
    month.miktar += BigInt(flow.miktar);
    months.set(monthKey, month);
  }
  const rows: FlowSummaryRow[] = [...groups.values()]
    .map((group) => ({ ...group, unvan: nameOf(group.cariHesap), miktar: Number(group.miktar) }))
    .sort(byDateThen((row) => row.ay, (row) => `${row.unvan}|${row.odemeYontemi}|${row.dovizCinsi}`));
  const sums = new Map<Currency, { count: number; miktar: bigint }>();
  for (const group of groups.values()) {
    const sum = sums.get(group.dovizCinsi);
    if (sum) {
      sum.count = countOf([sum, group]);
      sum.miktar += group.miktar;
    } else {
      sums.set(group.dovizCinsi, { count: group.count, miktar: group.miktar });
    }
  }
  const totals: CurrencyTotal[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const sum = sums.get(dovizCinsi);
    if (sum) totals.push({ dovizCinsi, count: sum.count, miktar: Number(sum.miktar) });
  }
  const byMonth = [...months.values()]
    .map((month) => ({ ay: month.ay, dovizCinsi: month.dovizCinsi, miktar: Number(month.miktar) }))
    .sort(byDateThen((month) => month.ay, (month) => month.dovizCinsi));
  return { rows, byMethod: methodTotals(rows), totals, byMonth };
}
