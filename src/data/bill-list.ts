import type { Collection } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { BillDirection } from '../domain/bill';
import type { BillSortField } from './bill-list-sort';
import type { BillRow } from './bills';
import type { PortalDb, DeviceRow } from './db';
import { maxKey, minKey } from './live-query';
import { useLocal } from './local';
import { isLive, toRecord } from './sync/collections';

export type { BillSortField };

/** A search reads the tab in date order and stops after this many matches (the list says so). */
export const BILL_SEARCH_CAP = 1000;

export interface BillPageQuery {
  tip: BillDirection;
  /** '' for every company the user may see. */
  sirket: string;
  sortBy: BillSortField;
  /** 1 ascending, -1 descending (docs/areas/bills.md). */
  sortingOrder: 1 | -1;
  offset: number;
  limit: number;
  /** Keeps the bills the search matches; none keeps every bill of the tab. */
  matches?: ((row: BillRow) => boolean) | undefined;
}

export interface BillPage {
  /** The bills of the page asked for. */
  rows: BillRow[];
  /** How many bills match (every bill of the tab without a search). */
  total: number;
  /** Every bill of the tab, searched or not (the page header's count). */
  all: number;
  /** The search stopped at BILL_SEARCH_CAP matches: there may be more. */
  capped: boolean;
}

/**
 * One page of the bill list, computed on the device (docs/architecture.md §2). By date (the default)
 * the page and the count read the `[tip+(sirket+)_sort]` index alone, so a page costs the same for
 * 100 bills or 50,000; by another column the tab's bills are read and sorted in memory. A search
 * walks the tab in date order and stops after BILL_SEARCH_CAP matches. Rows deleted on the device
 * have no `_sort` and are in none of these indexes.
 */
export async function queryBillPage(db: PortalDb, query: BillPageQuery): Promise<BillPage> {
  const table = db.records('fatura');
  const range =
    query.sirket !== ''
      ? table.where('[tip+sirket+_sort]').between([query.tip, query.sirket, minKey], [query.tip, query.sirket, maxKey])
      : table.where('[tip+_sort]').between([query.tip, minKey], [query.tip, maxKey]);
  const byDate = (order: 1 | -1): Collection<DeviceRow<'fatura'>, string> => (order === -1 ? range.clone().reverse() : range.clone());
  const all = await range.clone().count();
  const { matches } = query;

  if (query.sortBy === 'tarih' && !matches) {
    const rows = await byDate(query.sortingOrder).offset(query.offset).limit(query.limit).toArray();
    return { rows: rows.map((row) => toRecord(row)), total: all, all, capped: false };
  }

  const order = query.sortBy === 'tarih' ? query.sortingOrder : -1;
  let rows: BillRow[];
  let capped = false;
  if (matches) {
    // One past the cap tells whether the search was cut.
    const found = await byDate(order)
      .filter((row) => isLive(row) && matches(toRecord(row)))
      .limit(BILL_SEARCH_CAP + 1)
      .toArray();
    capped = found.length > BILL_SEARCH_CAP;
    rows = found.slice(0, BILL_SEARCH_CAP).map((row) => toRecord(row));
  } else {
    rows = (await byDate(order).toArray()).map((row) => toRecord(row));
  }
  if (query.sortBy !== 'tarih') {
    // Loaded on the first sort by another column, not with the list. Promise.resolve keeps the
    // live query's zone across an await that is not Dexie's (dexie-react-hooks' rule).
    const { sortBills } = await Promise.resolve(import('./bill-list-sort'));
    await sortBills(db, rows, query.sortBy, query.sortingOrder);
  }
  return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length, all, capped };
}

/** The page of the bill list for `query`, live; undefined until the first answer. */
export function useBillPage(query: BillPageQuery): BillPage | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local ? queryBillPage(local.db, query) : { rows: [], total: 0, all: 0, capped: false }),
    [local, query.tip, query.sirket, query.sortBy, query.sortingOrder, query.offset, query.limit, query.matches],
  );
}
