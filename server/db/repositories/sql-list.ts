import { and, asc, count, desc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

// One paged list of a company's records, in SQL (issue 45, docs/architecture.md §6): the live rows of the companies
// the user may see, filtered, sorted and paged by the database, whatever the kind. A kind declares
// only what is its own (ListDefinition): its sortable fields as SQL expressions, its filters as SQL
// predicates, and how a page's rows are read. The order always ends on the id, ascending in either
// direction (the order the lists had when they sorted in memory), so that pages never overlap.

/** A field the list sorts by. */
export interface ListSort {
  /** The value ordered by: a column, or an expression (a Turkish sort key, a time to the millisecond). */
  key: SQL | PgColumn;
  /** True for a blank value, listed after every other one in either direction; none: no blanks. */
  blank?: SQL;
}

/**
 * The table of a company's records: its id, tombstone and company columns (the company named
 * `sirket` on a kind defined in src/domain/kinds, `sirketId` on the older tables).
 */
export type ListTable = { id: PgColumn; deletedAt: PgColumn } & ({ sirketId: PgColumn } | { sirket: PgColumn });

/** The company column of a list's table. */
const companyColumn = (table: ListTable): PgColumn => ('sirketId' in table ? table.sirketId : table.sirket);

/**
 * A condition the database cannot decide (a status computed as of a date by a domain function):
 * the rows the SQL filters keep are read in the list's order, narrowly (`columns`), and `keep`
 * decides each; the page is then cut from those kept. Only when `applies` to the request.
 */
export interface ExactFilter<F, N> {
  applies(filters: F): boolean;
  columns: Record<string, PgColumn | SQL>;
  keep(row: N, filters: F): boolean;
}

/**
 * What a kind's list is made of. `F` is its parsed filters (each optional); `Item` one row of its
 * answer, read for a page's ids by `load` (in any order).
 */
export interface ListDefinition<S extends string, F, Item> {
  table: PgTable & ListTable;
  sorts: Record<S, ListSort>;
  /** Each filter's SQL predicate for its value (the whole filters given, for those read together); none: no condition. */
  filters: { [K in keyof F]?: (value: NonNullable<F[K]>, filters: F) => SQL | undefined };
  exact?: ExactFilter<F, Record<string, unknown>>;
  load(db: Db, ids: string[]): Promise<Item[]>;
  idOf(item: Item): string;
}

/** One request of a list: the companies (`undefined`: every company), the filters and the window. */
export interface ListRequest<S extends string, F> {
  sirketIds: string[] | undefined;
  filters: F;
  sortBy: S;
  descending: boolean;
  limit: number;
  offset: number;
}

/** The condition of a request: live, of its companies, and every filter given. */
export function listWhere<S extends string, F, Item>(definition: ListDefinition<S, F, Item>, request: ListRequest<S, F>): SQL | undefined {
  const { table } = definition;
  const conditions: (SQL | undefined)[] = [isNull(table.deletedAt)];
  if (request.sirketIds) conditions.push(inArray(companyColumn(table), request.sirketIds));
  for (const [name, value] of Object.entries(request.filters as Record<string, unknown>)) {
    if (value === undefined) continue;
    const predicate = (definition.filters as Record<string, ((value: unknown, filters: F) => SQL | undefined) | undefined>)[name];
    conditions.push(predicate?.(value, request.filters));
  }
  return and(...conditions);
}

/** The order of a request: blanks last, the field in the direction asked, then the id ascending. */
export function listOrder<S extends string>(sorts: Record<S, ListSort>, table: ListTable, sortBy: S, descending: boolean): SQL[] {
  const sort = sorts[sortBy];
  const direction = descending ? desc : asc;
  return [...(sort.blank ? [asc(sort.blank)] : []), direction(sort.key), asc(table.id)];
}

/** The page's items in the order of `ids`. */
async function loaded<Item>(db: Db, definition: { load(db: Db, ids: string[]): Promise<Item[]>; idOf(item: Item): string }, ids: string[]) {
  if (ids.length === 0) return [];
  const byId = new Map((await definition.load(db, ids)).map((item) => [definition.idOf(item), item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}

/**
 * One page of a kind's list and the number of rows it matches. The page's ids and the total come
 * from one statement (the total an uncorrelated subquery, computed once), then the page's rows;
 * a page past the end counts on its own. With an exact filter that applies, see ExactFilter.
 */
export async function sqlListPage<S extends string, F, Item>(
  db: Db,
  definition: ListDefinition<S, F, Item>,
  request: ListRequest<S, F>,
): Promise<{ items: Item[]; total: number }> {
  if (request.sirketIds?.length === 0) return { items: [], total: 0 };
  const { table } = definition;
  const where = listWhere(definition, request);
  const order = listOrder(definition.sorts, table, request.sortBy, request.descending);

  const exact = definition.exact;
  if (exact?.applies(request.filters)) {
    const candidates = await db
      .select({ ...exact.columns, __id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order);
    const kept = candidates.filter((row) => exact.keep(row, request.filters)).map((row) => row.__id as string);
    const ids = kept.slice(request.offset, request.offset + request.limit);
    return { items: await loaded(db, definition, ids), total: kept.length };
  }

  const total = db.select({ n: count() }).from(table).where(where);
  const page = await db
    .select({ id: table.id, total: sql<number>`(${total})`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(request.limit)
    .offset(request.offset);
  const ids = page.map((row) => row.id as string);
  if (page.length > 0) return { items: await loaded(db, definition, ids), total: page[0]!.total };
  const [counted] = await total;
  return { items: [], total: counted?.n ?? 0 };
}

/** A definition's default reading of a page: its table's rows by id, each as `toItem` makes it. */
export function rowsById<Row, Item>(table: PgTable & ListTable, toItem: (row: Row) => Item) {
  return async (db: Db, ids: string[]): Promise<Item[]> => {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(inArray(table.id, ids))) as Row[];
    return rows.map(toItem);
  };
}

/**
 * Every live row of the companies (`undefined`: every company; `[]`: none) meeting `conditions`, in
 * `order`: a read that takes them all (a ship's few dozen reports or BDNs a year), not a list's page.
 */
export async function liveRowsOf<Row>(
  db: Db,
  table: PgTable & ListTable,
  sirketIds: string[] | undefined,
  conditions: (SQL | undefined)[] = [],
  order: SQL[] = [],
): Promise<Row[]> {
  if (sirketIds?.length === 0) return [];
  const companies = sirketIds ? inArray(companyColumn(table), sirketIds) : undefined;
  return (await db
    .select()
    .from(table as PgTable)
    .where(and(isNull(table.deletedAt), companies, ...conditions))
    .orderBy(...order)) as Row[];
}

/** A time ordered as its ISO text (`toISOString`) orders: to the millisecond, ties to the id. */
export const toMillisecond = (column: PgColumn): SQL => sql`date_trunc('milliseconds', ${column})`;
