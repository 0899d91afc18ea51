import type { AccountType } from '../account';
import { BalanceTally, type CurrencyBalance } from '../account-balance';
import type { Bill, BillDirection } from '../bill';
import type { PaymentFigures, PlanFigures } from '../bill-math';
import { forEachOpenRow } from '../plan-rows-covered';
import type { BudgetCodeType } from '../budget-code';
import type { CashFlow, CashFlowType } from '../cash-flow';
import type { Currency } from '../currency';
import type { RateRow } from '../exchange-rates';
import type { InstrumentDirection, InstrumentKind, InstrumentState } from '../instruments';

// What every finance report reads (docs/areas/reports.md): plain records in integer minor units, the
// mirrored collections as the device holds them, already converted at the boundary
// (src/data/report-data.ts). No report fetches anything; each is a pure function.

/** A bill or proforma as the reports read it (amounts in minor units). */
export interface ReportBill extends Pick<Bill, 'tip' | 'faturaTip' | 'faturaProformaNo' | 'tarih' | 'dovizCinsi' | 'sirket' | 'cariHesap'> {
  id: string;
  odenecekTutar: number;
  odemePlani: readonly PlanFigures[];
  /** Each line's budget code id and its total with KDV (`tutar`). */
  kalemler: readonly { butceKodu: string; tutar: number }[];
}

/** A cash flow as the reports read it (`miktar` in minor units). */
export interface ReportFlow extends Pick<
  CashFlow,
  'tip' | 'tarih' | 'miktar' | 'dovizCinsi' | 'sirket' | 'cariHesap' | 'fatura' | 'odemeYontemi'
> {
  id: string;
}

export interface ReportAccount {
  id: string;
  unvan: string;
  cariTip: AccountType;
}

export interface ReportBudgetCode {
  id: string;
  kod: string;
  adi: string;
  tip: BudgetCodeType;
}

export interface ReportData {
  bills: readonly ReportBill[];
  flows: readonly ReportFlow[];
  accounts: readonly ReportAccount[];
  budgetCodes: readonly ReportBudgetCode[];
  /** The exchange rates (docs/areas/exchange-rates.md; ten-thousandths of TL per unit), shared by every company; none when absent. */
  rates?: readonly RateRow[];
  /** The cheques and notes (docs/areas/cheques.md; minor units); none when absent. */
  instruments?: readonly ReportInstrument[];
}

/** A cheque or note as the reports read it (`miktar` in minor units). */
export interface ReportInstrument {
  id: string;
  tur: InstrumentKind;
  yon: InstrumentDirection;
  durum: InstrumentState;
  seriNo: string;
  vadeTarihi: string;
  miktar: number;
  dovizCinsi: Currency;
  sirket: string;
  cariHesap: string;
}

/** The filters every report takes (kept in the URL by the screens). */
export interface ReportFilter {
  /** A company id, or '' for every company the user may see. */
  sirket: string;
  /** The period, inclusive, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** One currency, or 'all' (sums stay per currency: no conversion, docs/architecture.md §7). */
  currency: Currency | 'all';
}

export const inCompany = (record: { sirket: string }, filter: Pick<ReportFilter, 'sirket'>) =>
  filter.sirket === '' || record.sirket === filter.sirket;

export const inCurrency = (record: { dovizCinsi: Currency }, filter: Pick<ReportFilter, 'currency'>) =>
  filter.currency === 'all' || record.dovizCinsi === filter.currency;

export const inPeriod = (tarih: string, filter: Pick<ReportFilter, 'from' | 'to'>) => tarih >= filter.from && tarih <= filter.to;

/**
 * Orders by date, then by a tie-breaker text, so that equal inputs give equal reports. Each item's
 * tie-breaker is made once (a sort compares an item many times).
 */
export const byDateThen = <T extends object>(date: (item: T) => string, tie: (item: T) => string) => {
  const ties = new WeakMap<T, string>();
  const tieOf = (item: T) => {
    let key = ties.get(item);
    if (key === undefined) {
      key = tie(item);
      ties.set(item, key);
    }
    return key;
  };
  return (a: T, b: T): number => {
    const x = date(a);
    const y = date(b);
    if (x !== y) return x < y ? -1 : 1;
    const p = tieOf(a);
    const q = tieOf(b);
    return p < q ? -1 : p > q ? 1 : 0;
  };
};

/** The inner map of a two-level grouping (per currency, then per method, …), made on first use. */
export function innerMap<K, IK, V>(outer: Map<K, Map<IK, V>>, key: K): Map<IK, V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}

/** The account's name, or its id when the account is not on the device (yet). */
export function accountNames(accounts: readonly ReportAccount[]): (id: string) => string {
  const names = new Map<string, string>();
  for (let at = 0; at < accounts.length; at++) names.set(accounts[at]!.id, accounts[at]!.unvan);
  return (id) => names.get(id) ?? id;
}

/**
 * Each account's summary per currency as of `asOf`, from the bills and flows of the chosen company
 * dated on or before it: what accountBalances gives for the account's own bills and the flows of
 * its side, in one pass over the book (without the per-account maps and allocation records the
 * trial balance never reads). Accounts with bills come first, then those with flows only. Bill ids
 * are distinct (the device's primary keys).
 */
export function summariesAsOf(
  cariTip: AccountType,
  data: ReportData,
  filter: Pick<ReportFilter, 'sirket'>,
  asOf: string,
): Map<string, CurrencyBalance[]> {
  const direction: BillDirection = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const counted: CashFlowType = cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
  const typeOf = accountTypes(data);
  // Accounts in the order of their first bill, then of their first flow. Each
  // knows its side once (the flows counted here are all of one type, so an account's flows are
  // all of its side or none is), which spares a look-up per flow.
  const accounts = new Map<string, { tally: BalanceTally; counts: boolean }>();
  const accountOf = (cariHesap: string) => {
    let account = accounts.get(cariHesap);
    if (!account) {
      account = { tally: new BalanceTally(), counts: typeOf({ cariHesap, tip: counted }) === cariTip };
      accounts.set(cariHesap, account);
    }
    return account;
  };
  const bills: ReportBill[] = [];
  const accountOfBill: { tally: BalanceTally; counts: boolean }[] = [];
  const indexOf = new Map<string, number>();
  // Indexed loops over the book: a report runs once per call, mostly before the engine optimizes
  // it, and an unoptimized `for…of` makes an object per step (tens of thousands here).
  for (let at = 0; at < data.bills.length; at++) {
    const bill = data.bills[at]!;
    if (bill.tip !== direction || !inCompany(bill, filter) || bill.tarih > asOf) continue;
    indexOf.set(bill.id, bills.length);
    bills.push(bill);
    accountOfBill.push(accountOf(bill.cariHesap));
  }
  const paymentsOf = new Array<PaymentFigures[] | undefined>(bills.length);
  for (let at = 0; at < data.flows.length; at++) {
    const flow = data.flows[at]!;
    if (flow.tip !== counted || !inCompany(flow, filter) || flow.tarih > asOf) continue;
    let index = flow.fatura === null ? undefined : indexOf.get(flow.fatura);
    // Only the account's own bills are allocated to (accountBalances is given those alone).
    if (index !== undefined && bills[index]!.cariHesap !== flow.cariHesap) index = undefined;
    // An account with flows alone is listed only when they count.
    if (index === undefined && typeOf(flow) !== cariTip) continue;
    const account = index === undefined ? accountOf(flow.cariHesap) : accountOfBill[index]!;
    if (!account.counts) continue;
    if (account.tally.countFlow(flow, index === undefined ? undefined : bills[index]) && index !== undefined) {
      const list = paymentsOf[index];
      if (list) list.push(flow);
      else paymentsOf[index] = [flow];
    }
  }
  bills.forEach((bill, index) => {
    // A proforma's allocation counts in no balance: not worked out.
    if (bill.faturaTip === 'proforma') return;
    const tally = accountOfBill[index]!.tally;
    const fazla = forEachOpenRow(bill.odemePlani, paymentsOf[index] ?? NO_PAYMENTS, (row, odenen) =>
      tally.countUnpaidRow(bill, row.tarih, BigInt(row.miktar) - odenen),
    );
    tally.countBillTotal(bill, fazla);
  });
  const result = new Map<string, CurrencyBalance[]>();
  for (const [id, account] of accounts) result.set(id, account.tally.currencies());
  return result;
}

/**
 * The payments of each of `bills` (in their order: `result[i]` is `bills[i]`'s) as of `asOf`, as
 * accountBalances allocates them (billPaymentState, docs/architecture.md §7; planRowsCovered or forEachOpenRow give the
 * rows they cover, without the account summaries and allocation records): a bill's payments are
 * the flows of the side's type on the same account and in the same currency that name it, of the
 * chosen company, dated on or before `asOf`, in their given order. Each of `bills` must be of the
 * side's direction, of the chosen company and dated on or before `asOf`, and their ids distinct
 * (the device's primary keys).
 */
export function paymentsAsOf(
  cariTip: AccountType,
  data: Pick<ReportData, 'accounts' | 'bills' | 'flows'>,
  filter: Pick<ReportFilter, 'sirket'>,
  asOf: string,
  bills: readonly ReportBill[],
): (readonly PaymentFigures[])[] {
  const counted: CashFlowType = cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
  const typeOf = accountTypes(data);
  const indexOf = new Map<string, number>();
  bills.forEach((bill, index) => indexOf.set(bill.id, index));
  // A flow is a payment as it is ({ miktar, tarih }): no copy per flow.
  const paymentsOf = new Array<PaymentFigures[] | undefined>(bills.length);
  // An indexed loop: see summariesAsOf.
  for (let at = 0; at < data.flows.length; at++) {
    const flow = data.flows[at]!;
    if (flow.fatura === null || flow.tip !== counted) continue;
    const index = indexOf.get(flow.fatura);
    if (index === undefined) continue;
    const bill = bills[index]!;
    if (bill.cariHesap !== flow.cariHesap || bill.dovizCinsi !== flow.dovizCinsi) continue;
    if (flow.tarih > asOf || !inCompany(flow, filter) || typeOf(flow) !== cariTip) continue;
    const list = paymentsOf[index];
    if (list) list.push(flow);
    else paymentsOf[index] = [flow];
  }
  return bills.map((_, index) => paymentsOf[index] ?? NO_PAYMENTS);
}

const NO_PAYMENTS: readonly PaymentFigures[] = [];

/**
 * The side of a flow's account: as the device knows the account, else as its bills say, else as
 * the flow's type says (a payment goes to a supplier). A flow of the other type on an account
 * (a collection from a supplier) is not the account's: accountBalances leaves it out too.
 */
export function accountTypes(data: Pick<ReportData, 'accounts' | 'bills'>): (flow: Pick<ReportFlow, 'cariHesap' | 'tip'>) => AccountType {
  const known = new Map<string, AccountType>();
  for (const account of data.accounts) known.set(account.id, account.cariTip);
  // The bills are read only for an account the device does not know (rare): on the first such flow.
  let byBills: Map<string, AccountType> | null = null;
  const asBillsSay = (cariHesap: string): AccountType | undefined => {
    if (!byBills) {
      byBills = new Map();
      for (const bill of data.bills)
        if (!byBills.has(bill.cariHesap)) byBills.set(bill.cariHesap, bill.tip === 'gelen' ? 'tedarikci' : 'musteri');
    }
    return byBills.get(cariHesap);
  };
  return (flow) => known.get(flow.cariHesap) ?? asBillsSay(flow.cariHesap) ?? (flow.tip === 'odeme' ? 'tedarikci' : 'musteri');
}

/**
 * Whether a flow counts in its account's balance (docs/architecture.md §7, as accountBalances counts it): a payment of
 * a proforma in the proforma's currency does not, until the proforma becomes a bill.
 */
export function countsInBalance(flow: ReportFlow, billsById: ReadonlyMap<string, ReportBill>): boolean {
  if (flow.fatura === null) return true;
  const bill = billsById.get(flow.fatura);
  return !(bill && bill.dovizCinsi === flow.dovizCinsi && bill.faturaTip === 'proforma');
}

/** A running per-currency sum on BigInt, read out as integers of minor units. */
export class CurrencySums {
  private readonly sums = new Map<string, bigint>();

  add(key: string, minor: number | bigint): void {
    this.sums.set(key, (this.sums.get(key) ?? 0n) + BigInt(minor));
  }

  get(key: string): number {
    return Number(this.sums.get(key) ?? 0n);
  }

  has(key: string): boolean {
    return this.sums.has(key);
  }
}
