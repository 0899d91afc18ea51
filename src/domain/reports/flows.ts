import type { CashFlowType, PaymentMethod } from '../cash-flow';
import { PAYMENT_METHODS } from '../cash-flow';
import { CURRENCIES, type Currency } from '../currency';
import type { InstrumentKind, InstrumentState } from '../instruments';
import { accountNames, byDateThen, inCompany, innerMap, inCurrency, inPeriod, type ReportData, type ReportFilter } from './inputs';
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
    .filter(
      (flow) =>
        flow.tip === 'odeme' &&
        DEFERRED_METHODS.includes(flow.odemeYontemi) &&
        inCompany(flow, filter) &&
        inCurrency(flow, filter) &&
        inPeriod(flow.tarih, filter),
    )
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

function methodTotals(
  rows: readonly { odemeYontemi: PaymentMethod; dovizCinsi: Currency; miktar: number; count?: number }[],
): MethodTotal[] {
  // One pass: per currency and method, how many and how much.
  const sums = new Map<Currency, Map<PaymentMethod, { count: number; miktar: bigint }>>();
  for (const row of rows) {
    const byMethod = innerMap(sums, row.dovizCinsi);
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
  type Group = { cariHesap: string; odemeYontemi: PaymentMethod; ay: string; dovizCinsi: Currency; count: number; miktar: bigint };
  // Per account, then per method|month|currency (short keys: the account's id is not copied into each).
  const groupsOf = new Map<string, Map<string, Group>>();
  const groups: Group[] = [];
  const months = new Map<string, { ay: string; dovizCinsi: Currency; miktar: bigint }>();
  for (const flow of data.flows) {
    if (flow.tip !== tip || !inCompany(flow, filter) || !inCurrency(flow, filter) || !inPeriod(flow.tarih, filter)) continue;
    const ay = monthOf(flow.tarih);
    const miktar = BigInt(flow.miktar);
    const mine = innerMap(groupsOf, flow.cariHesap);
    const key = `${flow.odemeYontemi}|${ay}|${flow.dovizCinsi}`;
    const group = mine.get(key);
    if (group) {
      group.count++;
      group.miktar += miktar;
    } else {
      const created: Group = {
        cariHesap: flow.cariHesap,
        odemeYontemi: flow.odemeYontemi,
        ay,
        dovizCinsi: flow.dovizCinsi,
        count: 1,
        miktar,
      };
      mine.set(key, created);
      groups.push(created);
    }
    const monthKey = `${ay}|${flow.dovizCinsi}`;
    const month = months.get(monthKey);
    if (month) month.miktar += miktar;
    else months.set(monthKey, { ay, dovizCinsi: flow.dovizCinsi, miktar });
  }
  // By month, then name|method|currency (each row's tie-breaker made once).
  const rows: FlowSummaryRow[] = groups
    .map((group) => {
      const unvan = nameOf(group.cariHesap);
      const row: FlowSummaryRow = {
        cariHesap: group.cariHesap,
        odemeYontemi: group.odemeYontemi,
        ay: group.ay,
        dovizCinsi: group.dovizCinsi,
        count: group.count,
        miktar: Number(group.miktar),
        unvan,
      };
      return { row, tie: `${unvan}|${group.odemeYontemi}|${group.dovizCinsi}` };
    })
    .sort((a, b) => (a.row.ay !== b.row.ay ? (a.row.ay < b.row.ay ? -1 : 1) : a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0))
    .map((entry) => entry.row);
  const sums = new Map<Currency, { count: number; miktar: bigint }>();
  for (const group of groups) {
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
    .sort(
      byDateThen(
        (month) => month.ay,
        (month) => month.dovizCinsi,
      ),
    );
  return { rows, byMethod: methodTotals(rows), totals, byMonth };
}

/** An issued cheque or note still to be paid, as the deferred payments report lists it. */
export interface InstrumentDue {
  id: string;
  vadeTarihi: string;
  unvan: string;
  tur: InstrumentKind;
  seriNo: string;
  durum: InstrumentState;
  dovizCinsi: Currency;
  miktar: number;
}

/**
 * Report 5's portfolio part: the issued cheques and notes still to be paid (given, or bounced and
 * not yet settled), due in the period, by due date, with their total per currency (BigInt sums).
 */
export function instrumentsDue(data: ReportData, filter: ReportFilter): { rows: InstrumentDue[]; totals: Map<Currency, bigint> } {
  const nameOf = accountNames(data.accounts);
  const rows = (data.instruments ?? [])
    .filter(
      (instrument) =>
        instrument.yon === 'verilen' &&
        (instrument.durum === 'verildi' || instrument.durum === 'karsiliksiz') &&
        inCompany(instrument, filter) &&
        inCurrency(instrument, filter) &&
        inPeriod(instrument.vadeTarihi, filter),
    )
    .map((instrument) => ({
      id: instrument.id,
      vadeTarihi: instrument.vadeTarihi,
      unvan: nameOf(instrument.cariHesap),
      tur: instrument.tur,
      seriNo: instrument.seriNo,
      durum: instrument.durum,
      dovizCinsi: instrument.dovizCinsi,
      miktar: instrument.miktar,
    }))
    .sort((a, b) => (a.vadeTarihi !== b.vadeTarihi ? (a.vadeTarihi < b.vadeTarihi ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const totals = new Map<Currency, bigint>();
  for (const row of rows) totals.set(row.dovizCinsi, (totals.get(row.dovizCinsi) ?? 0n) + BigInt(row.miktar));
  return { rows, totals };
}
