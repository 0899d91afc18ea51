import type { AccountType } from '../account';
import type { Currency } from '../currency';
import { CURRENCIES } from '../currency';
import {
  accountNames,
  accountTypes,
  balancesAsOf,
  byDateThen,
  countsInBalance,
  inCompany,
  inCurrency,
  type ReportData,
  type ReportFilter,
} from './inputs';
import { daysBetween } from './period';

// Reports 1 and 2 (SPEC §2 tedarikci-cari-raporlari, musteri-cari-raporlari): an account
// statement per currency. What the account billed increases its balance, what was paid or
// collected decreases it, so the balance is always fatura − odenen (account-balance.ts): what we
// owe a supplier, what a customer owes us. Borç and alacak are named the way Turkish ledgers
// name them for each side: a supplier's bill is alacak and our payment borç; a customer's bill is
// borç and the collection alacak.

export interface StatementLine {
  cariHesap: string;
  unvan: string;
  dovizCinsi: Currency;
  tarih: string;
  /** `acilis` the opening balance at the period's start; a bill; a payment or collection. */
  kind: 'acilis' | 'fatura' | 'odeme';
  /** The bill's number, or for a payment the number of the bill it names ('' when none). */
  belge: string;
  /** What the account billed (minor units). */
  fatura: number;
  /** What was paid or collected (minor units). */
  odenen: number;
  borc: number;
  alacak: number;
  /** The account's balance in this currency after this line: billed − paid so far. */
  bakiye: number;
}

export const AGING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of a plan row due on `due`, seen on `asOf`. */
export function agingBucket(due: string, asOf: string): AgingBucket {
  const late = daysBetween(due, asOf);
  if (late <= 0) return 'notDue';
  if (late <= 30) return 'd1to30';
  if (late <= 60) return 'd31to60';
  if (late <= 90) return 'd61to90';
  return 'over90';
}

export interface AgingRow {
  cariHesap: string;
  unvan: string;
  dovizCinsi: Currency;
  buckets: Record<AgingBucket, number>;
  total: number;
}

export interface StatementTotals {
  dovizCinsi: Currency;
  acilis: number;
  fatura: number;
  odenen: number;
  kapanis: number;
  aging: Record<AgingBucket, number>;
}

export interface Statement {
  lines: StatementLine[];
  aging: AgingRow[];
  /** Per currency present, in the order of CURRENCIES. */
  totals: StatementTotals[];
}

const emptyBuckets = (): Record<AgingBucket, bigint> => ({ notDue: 0n, d1to30: 0n, d31to60: 0n, d61to90: 0n, over90: 0n });
const numbers = (buckets: Record<AgingBucket, bigint>) =>
  Object.fromEntries(AGING_BUCKETS.map((key) => [key, Number(buckets[key])])) as Record<AgingBucket, number>;

/**
 * The statement of one account (`account`) or of all accounts of a side (`''`), in the period:
 * an opening line per account and currency with what was billed and paid before `from`, then each
 * bill and payment in date order (bills before payments on the same day) with the running
 * balance; and the aging of the plan rows still unpaid on `to` (allocation as of `to`, §5).
 * Proformas and payments of proformas count nowhere (§5).
 */
export function accountStatement(cariTip: AccountType, data: ReportData, filter: ReportFilter, account = ''): Statement {
  const direction = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const counted = cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
  const nameOf = accountNames(data.accounts);
  const mine = (record: { cariHesap: string; sirket: string; dovizCinsi: Currency }) =>
    (account === '' || record.cariHesap === account) && inCompany(record, filter) && inCurrency(record, filter);
  const billsById = new Map(data.bills.map((bill) => [bill.id, bill]));
  // As accountBalances sees the book on `to`: a bill dated later is not on it yet.
  const billsOnBook = new Map(data.bills.filter((bill) => bill.tarih <= filter.to && inCompany(bill, filter)).map((bill) => [bill.id, bill]));
  const typeOf = accountTypes(data);

  type Event = Omit<StatementLine, 'bakiye' | 'borc' | 'alacak' | 'unvan'>;
  const events: Event[] = [];
  for (const bill of data.bills) {
    if (bill.tip !== direction || bill.faturaTip !== 'fatura' || !mine(bill) || bill.tarih > filter.to) continue;
    events.push({ cariHesap: bill.cariHesap, dovizCinsi: bill.dovizCinsi, tarih: bill.tarih, kind: 'fatura', belge: bill.faturaProformaNo, fatura: bill.odenecekTutar, odenen: 0 });
  }
  for (const flow of data.flows) {
    if (flow.tip !== counted || typeOf(flow) !== cariTip || !mine(flow) || flow.tarih > filter.to || !countsInBalance(flow, billsOnBook)) continue;
    const belge = flow.fatura === null ? '' : (billsById.get(flow.fatura)?.faturaProformaNo ?? '');
    events.push({ cariHesap: flow.cariHesap, dovizCinsi: flow.dovizCinsi, tarih: flow.tarih, kind: 'odeme', belge, fatura: 0, odenen: flow.miktar });
  }
  const kindOrder = (event: Event) => (event.kind === 'fatura' ? '0' : '1');
  events.sort(byDateThen((event) => event.tarih, (event) => `${kindOrder(event)}${event.belge}`));

  const side = (fatura: number, odenen: number) =>
    cariTip === 'tedarikci' ? { borc: odenen, alacak: fatura } : { borc: fatura, alacak: odenen };
  const running = new Map<string, bigint>();
  const opening = new Map<string, { cariHesap: string; dovizCinsi: Currency; fatura: bigint; odenen: bigint }>();
  const lines: StatementLine[] = [];
  for (const event of events) {
    const key = `${event.cariHesap}|${event.dovizCinsi}`;
    if (event.tarih < filter.from) {
      const entry = opening.get(key) ?? { cariHesap: event.cariHesap, dovizCinsi: event.dovizCinsi, fatura: 0n, odenen: 0n };
      entry.fatura += BigInt(event.fatura);
      entry.odenen += BigInt(event.odenen);
      opening.set(key, entry);
    }
    running.set(key, (running.get(key) ?? 0n) + BigInt(event.fatura) - BigInt(event.odenen));
    if (event.tarih >= filter.from) {
      lines.push({ ...event, unvan: nameOf(event.cariHesap), ...side(event.fatura, event.odenen), bakiye: Number(running.get(key) ?? 0n) });
    }
  }
  const openingLines: StatementLine[] = [...opening.values()].map((entry) => {
    const bakiye = entry.fatura - entry.odenen;
    return {
      cariHesap: entry.cariHesap,
      unvan: nameOf(entry.cariHesap),
      dovizCinsi: entry.dovizCinsi,
      tarih: filter.from,
      kind: 'acilis',
      belge: '',
      fatura: 0,
      odenen: 0,
      ...(bakiye >= 0n ? side(Number(bakiye), 0) : side(0, Number(-bakiye))),
      bakiye: Number(bakiye),
    };
  });
  openingLines.sort(byDateThen((line) => line.dovizCinsi, (line) => `${line.unvan}|${line.cariHesap}`));

  // Aging: the unpaid part of every plan row still open on `to`, by how late it is then.
  const balances = balancesAsOf(cariTip, data, filter, filter.to);
  const agingOf = new Map<string, { cariHesap: string; dovizCinsi: Currency; buckets: Record<AgingBucket, bigint> }>();
  for (const bill of data.bills) {
    if (bill.tip !== direction || bill.faturaTip !== 'fatura' || !mine(bill) || bill.tarih > filter.to) continue;
    const state = balances.get(bill.cariHesap)?.bills.get(bill.id);
    if (!state) continue;
    for (const row of state.rows) {
      if (row.durum === 'odendi') continue;
      const key = `${bill.cariHesap}|${bill.dovizCinsi}`;
      const entry = agingOf.get(key) ?? { cariHesap: bill.cariHesap, dovizCinsi: bill.dovizCinsi, buckets: emptyBuckets() };
      entry.buckets[agingBucket(row.tarih, filter.to)] += BigInt(row.miktar) - BigInt(row.odenen);
      agingOf.set(key, entry);
    }
  }
  const aging: AgingRow[] = [...agingOf.values()]
    .map((entry) => ({
      cariHesap: entry.cariHesap,
      unvan: nameOf(entry.cariHesap),
      dovizCinsi: entry.dovizCinsi,
      buckets: numbers(entry.buckets),
      total: Number(AGING_BUCKETS.reduce((sum, key) => sum + entry.buckets[key], 0n)),
    }))
    .sort(byDateThen((row) => row.dovizCinsi, (row) => row.unvan));

  const totals: StatementTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const open = [...opening.values()].filter((entry) => entry.dovizCinsi === dovizCinsi);
    const inPeriod = lines.filter((line) => line.dovizCinsi === dovizCinsi);
    const aged = [...agingOf.values()].filter((entry) => entry.dovizCinsi === dovizCinsi);
    if (open.length === 0 && inPeriod.length === 0 && aged.length === 0) continue;
    const acilis = open.reduce((sum, entry) => sum + entry.fatura - entry.odenen, 0n);
    const fatura = inPeriod.reduce((sum, line) => sum + BigInt(line.fatura), 0n);
    const odenen = inPeriod.reduce((sum, line) => sum + BigInt(line.odenen), 0n);
    const buckets = emptyBuckets();
    for (const entry of aged) for (const key of AGING_BUCKETS) buckets[key] += entry.buckets[key];
    totals.push({ dovizCinsi, acilis: Number(acilis), fatura: Number(fatura), odenen: Number(odenen), kapanis: Number(acilis + fatura - odenen), aging: numbers(buckets) });
  }
  return { lines: [...openingLines, ...lines], aging, totals };
}
