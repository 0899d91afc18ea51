import { useLiveQuery } from 'dexie-react-hooks';
import type { AccountType } from '../domain/account';
import type { AccountBalances } from '../domain/account-balance';
import { turkishSortKey } from '../domain/collation';
import type { Currency } from '../domain/currency';
import { balancesOfAccounts } from './cash-flows';
import type { PortalDb, DeviceRecord } from './db';
import { maxKey, minKey } from './live-query';
import { queueChange, useLocal } from './local';
import { isLive, toRecord } from './sync/collections';

const COLLECTION = 'cariHesap';

export type AccountRow = DeviceRecord<'cariHesap'>;

/** The figures of an account's balance in one currency the list sorts by (docs/architecture.md §7). */
export type BalanceSortField = 'fatura' | 'odenen' | 'bakiye' | 'odemeTarihi';
export type AccountSortField = 'unvan' | 'firmaYetkilisi' | 'il' | 'ulke' | BalanceSortField;

const BALANCE_FIELDS: readonly string[] = ['fatura', 'odenen', 'bakiye', 'odemeTarihi'] satisfies BalanceSortField[];

/** The sort key of one balance figure: accounts with nothing in the currency sort as zero (dates: last). */
function balanceKey(balances: AccountBalances | undefined, currency: Currency, field: BalanceSortField): number | string {
  const balance = balances?.currencies.find((entry) => entry.dovizCinsi === currency);
  if (field === 'odemeTarihi') return balance?.odemeTarihi ?? '9999-99-99';
  return balance ? balance[field] : 0;
}

export interface AccountQuery {
  cariTip: AccountType;
  /** '' for every company the user may see. */
  sirket: string;
  sortBy: AccountSortField | null;
  /** 1 ascending, -1 descending (docs/areas/accounts.md). */
  sortingOrder: 1 | -1;
  /** How many rows from the top: page × perPage, as the list scrolls. */
  limit: number;
  /** The currency a balance figure is sorted in; a balance sort needs one. */
  dovizCinsi?: Currency | null;
}

/**
 * One page (from the top) of the account list and the total, computed on the device. Sorted by
 * name it reads straight from the `[cariTip+(sirket+)_sort]` index, so a page costs the same for
 * 100 accounts or 10,000.
 */
export async function queryAccounts(db: PortalDb, query: AccountQuery): Promise<{ rows: AccountRow[]; total: number }> {
  const table = db.records(COLLECTION);
  const byCompany = query.sirket !== '';
  // Rows deleted on this device have no `_sort` and so are not in these indexes (see enqueue).
  const range = byCompany
    ? table.where('[cariTip+sirket+_sort]').between([query.cariTip, query.sirket, minKey], [query.cariTip, query.sirket, maxKey])
    : table.where('[cariTip+_sort]').between([query.cariTip, minKey], [query.cariTip, maxKey]);
  const total = await range.clone().count();

  if (query.sortBy === 'unvan' || query.sortBy === null) {
    // No sort chosen: the index order (name ascending) is as good as any and costs nothing.
    const ordered = query.sortBy === 'unvan' && query.sortingOrder === -1 ? range.clone().reverse() : range.clone();
    const rows = await ordered.limit(query.limit).toArray();
    return { rows: rows.map((row) => toRecord(row)), total };
  }
  const field = query.sortBy;
  const all = (await range.clone().toArray()).map((row) => toRecord(row));
  if (BALANCE_FIELDS.includes(field)) {
    const currency = query.dovizCinsi;
    if (!currency) return { rows: all.slice(0, query.limit), total };
    const balances = await balancesOfAccounts(db, all);
    const keyed = all.map((row) => ({ row, key: balanceKey(balances.get(row._id), currency, field as BalanceSortField) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * query.sortingOrder);
    return { rows: keyed.slice(0, query.limit).map((entry) => entry.row), total };
  }
  const keyed = all.map((row) => ({ row, key: turkishSortKey(String(row[field as keyof AccountRow] ?? '')) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * query.sortingOrder);
  return { rows: keyed.slice(0, query.limit).map((entry) => entry.row), total };
}

export function useAccountList(query: AccountQuery): { rows: AccountRow[]; total: number } | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local ? queryAccounts(local.db, query) : { rows: [], total: 0 }),
    [local, query.cariTip, query.sirket, query.sortBy, query.sortingOrder, query.limit, query.dovizCinsi],
  );
}

/** An account by id; `null` when it is not on this device (or deleted here). */
export function useAccount(id: string): AccountRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return null;
    const row = await local.db.records(COLLECTION).get(id);
    return row && isLive(row) ? toRecord(row) : null;
  }, [local, id]);
}

export async function deleteAccount(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}

/** The balances of the accounts a list shows (docs/architecture.md §7), from the device. */
export function useAccountBalances(rows: readonly AccountRow[] | undefined): Map<string, AccountBalances> | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && rows ? balancesOfAccounts(local.db, rows) : undefined), [local, rows]);
}
