import { useLiveQuery } from 'dexie-react-hooks';
import type { AccountType } from '../domain/account';
import { accountBalances, balanceBillOf, balanceFlowOf, type AccountBalances } from '../domain/account-balance';
import { billPaymentState, type BillPaymentState, type PaymentFigures } from '../domain/bill-math';
import type { CashFlowType } from '../domain/cash-flow';
import type { Currency } from '../domain/currency';
import { billsOfAccount, type BillRow } from './bills';
import type { MirroredRow, PortalDb, DeviceRecord, DeviceRow } from './db';
import { maxKey, minKey } from './live-query';
import { queueChange, useLocal } from './local';
import { readRecord, useRecord } from './kind-reads';
import { counts, isLive, toRecord } from './sync/collections';

const COLLECTION = 'nakitAkis';

/** A cash flow on the device: the server's record, or one made here whose receipt may still be kept. */
export type CashFlowRow = DeviceRecord<'nakitAkis'>;

export interface CashFlowQuery {
  tip: CashFlowType;
  /** '' for every company the user may see. */
  sirket: string;
  /** '' for every currency. */
  dovizCinsi: Currency | '';
  offset: number;
  limit: number;
}

/**
 * One page of the cash-flow list, newest first, and the total, computed on the device from the
 * `[tip+(sirket+)_sort]` index (`_sort` is the date; a row deleted here leaves it). A currency
 * filter reads the same range and keeps that currency's rows.
 */
export async function queryCashFlows(db: PortalDb, query: CashFlowQuery): Promise<{ rows: CashFlowRow[]; total: number }> {
  const table = db.records(COLLECTION);
  const range =
    query.sirket !== ''
      ? table.where('[tip+sirket+_sort]').between([query.tip, query.sirket, minKey], [query.tip, query.sirket, maxKey])
      : table.where('[tip+_sort]').between([query.tip, minKey], [query.tip, maxKey]);
  const currency = query.dovizCinsi;
  const chosen = currency === '' ? range : range.clone().filter((row) => row.dovizCinsi === currency);
  const [rows, total] = await Promise.all([
    chosen.clone().reverse().offset(query.offset).limit(query.limit).toArray(),
    chosen.clone().count(),
  ]);
  return { rows: rows.map((row) => toRecord(row)), total };
}

export function useCashFlowList(query: CashFlowQuery): { rows: CashFlowRow[]; total: number } | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local ? queryCashFlows(local.db, query) : { rows: [], total: 0 }),
    [local, query.tip, query.sirket, query.dovizCinsi, query.offset, query.limit],
  );
}

/** A cash flow by id; `null` when it is not on this device (or deleted here). */
export async function getCashFlow(db: PortalDb, id: string): Promise<CashFlowRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useCashFlow(id: string): CashFlowRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/** In the order the server applies payments (docs/architecture.md §7): by date, then by id (ids grow with time). */
function inPaymentOrder(flows: CashFlowRow[]): CashFlowRow[] {
  return flows.sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** The live cash flows of one account, oldest first. */
export async function flowsOfAccount(db: PortalDb, cariHesap: string): Promise<CashFlowRow[]> {
  const rows = await db.records(COLLECTION).where('cariHesap').equals(cariHesap).filter(isLive).toArray();
  return inPaymentOrder(rows.map((row) => toRecord(row)));
}

/** The cash flows that name one of `bills` and count (live, not refused: `counts`), by bill, oldest first. */
export async function flowsOfBills(db: PortalDb, bills: readonly string[]): Promise<Map<string, CashFlowRow[]>> {
  const found = new Map<string, CashFlowRow[]>();
  if (bills.length === 0) return found;
  const rows = await db.records(COLLECTION).where('fatura').anyOf([...bills]).filter(counts).toArray();
  for (const flow of inPaymentOrder(rows.map((row) => toRecord(row)))) {
    if (!flow.fatura) continue;
    const list = found.get(flow.fatura) ?? [];
    list.push(flow);
    found.set(flow.fatura, list);
  }
  return found;
}

/** What a bill's payments make of it (the same engine as the server's `durum`), and the payments. */
export interface BillPayments {
  state: BillPaymentState;
  flows: CashFlowRow[];
}

/** The payment state of `bill` from the payments that name it (`flows`, oldest first). */
export function billPaymentsOf(bill: Pick<BillRow, 'odemePlani'>, flows: CashFlowRow[]): BillPayments {
  const plan = bill.odemePlani.map((row) => ({ tarih: row.tarih, miktar: row.miktar }));
  const payments: PaymentFigures[] = flows.map((flow) => ({ id: flow._id, tarih: flow.tarih, miktar: flow.miktar }));
  return { state: billPaymentState(plan, payments), flows };
}

/** The payment state of each of `bills`, by id, from the payments on the device. */
export async function billPaymentStates(db: PortalDb, bills: readonly BillRow[]): Promise<Map<string, BillPayments>> {
  const flows = await flowsOfBills(
    db,
    bills.map((bill) => bill._id),
  );
  return new Map(bills.map((bill) => [bill._id, billPaymentsOf(bill, flows.get(bill._id) ?? [])]));
}

/** The live payments naming a bill, oldest first; [] for no bill. */
export function useCashFlowsOfBill(fatura: string): CashFlowRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && fatura ? ((await flowsOfBills(local.db, [fatura])).get(fatura) ?? []) : []), [local, fatura]);
}

export function useBillPaymentStates(bills: readonly BillRow[] | undefined): Map<string, BillPayments> | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && bills ? billPaymentStates(local.db, bills) : undefined), [local, bills]);
}

export function useBillPayments(bill: BillRow | null | undefined): BillPayments | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !bill) return undefined;
    return billPaymentsOf(bill, (await flowsOfBills(local.db, [bill._id])).get(bill._id) ?? []);
  }, [local, bill]);
}

/** An account's bills, cash flows and what they make of each other (docs/architecture.md §7), from the device. */
export interface AccountFinanceData {
  bills: BillRow[];
  flows: CashFlowRow[];
  /** Of the bills and flows that count: one the server refused to create is listed, not summed. */
  balances: AccountBalances;
}

export async function accountFinanceOf(db: PortalDb, cariHesap: string, cariTip: AccountType): Promise<AccountFinanceData> {
  const [bills, flows, refused] = await Promise.all([billsOfAccount(db, cariHesap), flowsOfAccount(db, cariHesap), refusedOfAccount(db, cariHesap)]);
  const counted = <T extends { _id: string }>(rows: T[]) => (refused.size === 0 ? rows : rows.filter((row) => !refused.has(row._id)));
  return { bills, flows, balances: accountBalances(cariTip, counted(bills).map(balanceBillOf), counted(flows).map(balanceFlowOf)) };
}

/** The ids of an account's live bills and flows that do not count (`counts`): creates the server refused. */
async function refusedOfAccount(db: PortalDb, cariHesap: string): Promise<Set<string>> {
  const notCounted = (row: MirroredRow) => isLive(row) && !counts(row);
  const tables = ['fatura', COLLECTION] as const;
  const lists = await Promise.all(tables.map((name) => db.rows(name).where('cariHesap').equals(cariHesap).filter(notCounted).primaryKeys()));
  return new Set(lists.flat());
}

/** Records by the account they are of (`cariHesap`), each account's in the order given. */
function byAccountId<R extends { cariHesap: string }>(records: readonly R[]): Map<string, R[]> {
  const result = new Map<string, R[]>();
  for (const record of records) {
    const list = result.get(record.cariHesap);
    if (list) list.push(record);
    else result.set(record.cariHesap, [record]);
  }
  return result;
}

/** Above this many accounts, balancesOfAccounts reads the bill and cash-flow tables whole. */
const MANY_ACCOUNTS = 200;

/**
 * The balances of several accounts at once (the account list): their bills and cash flows that
 * count (`counts`) read by account in two index queries, then accountBalances per account.
 */
export async function balancesOfAccounts(
  db: PortalDb,
  accounts: readonly { _id: string; cariTip: AccountType }[],
): Promise<Map<string, AccountBalances>> {
  const result = new Map<string, AccountBalances>();
  if (accounts.length === 0) return result;
  // A page of accounts: one `equals` read per account (each a plain getAll of the index range),
  // which beats one `anyOf` cursor walk. Many accounts (a sort by balance): the tables once.
  const wanted = new Set(accounts.map((account) => account._id));
  const byAccount = <C extends 'fatura' | typeof COLLECTION>(collection: C): Promise<DeviceRow<C>[]> =>
    accounts.length > MANY_ACCOUNTS
      ? db
          .records(collection)
          .toArray()
          .then((all) => all.filter((row) => counts(row) && wanted.has(String(row.cariHesap))))
      : Promise.all(accounts.map((account) => db.records(collection).where('cariHesap').equals(account._id).toArray())).then((lists) =>
          lists.flat().filter(counts),
        );
  const [billRows, flowRows] = await Promise.all([byAccount('fatura'), byAccount(COLLECTION)]);
  const billsBy = byAccountId<BillRow>(billRows.map((row) => toRecord(row)));
  const flowsBy = byAccountId<CashFlowRow>(flowRows.map((row) => toRecord(row)));
  for (const account of accounts) {
    const bills = billsBy.get(account._id) ?? [];
    const flows = inPaymentOrder(flowsBy.get(account._id) ?? []);
    result.set(account._id, accountBalances(account.cariTip, bills.map(balanceBillOf), flows.map(balanceFlowOf)));
  }
  return result;
}

export function useAccountFinance(cariHesap: string, cariTip: AccountType | undefined): AccountFinanceData | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local && cariTip ? accountFinanceOf(local.db, cariHesap, cariTip) : undefined),
    [local, cariHesap, cariTip],
  );
}

export async function deleteCashFlow(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
