import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/currency';
import type { Db } from '../client';

// The pieces a paged list of a mirrored collection is made of, once (docs/architecture.md §6: `page`, `perPage`,
// `sortBy`, `sortingOrder`, `sirket`, `dovizCinsi`), parsed by server/http/list-query.ts.

/** Which rows of a list, in what order: the page `listWindow` makes of the query string. */
export interface PageWindow<S extends string> {
  sortBy: S;
  descending: boolean;
  limit: number;
  offset: number;
}

/** A list of a company's records in one currency or all, by page. */
export interface CompanyListQuery<S extends string> extends PageWindow<S> {
  /** The companies to list; `undefined` lists every company (an administrator without a filter). */
  sirketIds: string[] | undefined;
  dovizCinsi: Currency | undefined;
}

interface CompanyTable {
  deletedAt: PgColumn;
  sirket: PgColumn;
  dovizCinsi: PgColumn;
}

/** The live rows of `table` in the companies and currency asked for, and what else is given. */
export function companyListFilter(
  table: CompanyTable,
  query: Omit<CompanyListQuery<string>, keyof PageWindow<string>>,
  ...more: (SQL | undefined)[]
) {
  return and(
    isNull(table.deletedAt),
    ...more,
    query.sirketIds ? inArray(table.sirket, query.sirketIds) : undefined,
    query.dovizCinsi ? eq(table.dovizCinsi, query.dovizCinsi) : undefined,
  );
}

/**
 * One page of `select` (filtered already), sorted by `keys` in the window's direction — the last
 * key the table's id, so that pages never overlap — and the number of rows of `table` `where` matches.
 */
export async function sortedPage<T extends PgSelect>(
  db: Db,
  select: T,
  table: PgTable,
  where: SQL | undefined,
  keys: (SQL | PgColumn)[],
  window: PageWindow<string>,
): Promise<{ rows: Awaited<T>; total: number }> {
  const direction = window.descending ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    select
      .orderBy(...keys.map((key) => direction(key)))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as Awaited<T>, total: counted?.n ?? 0 };
}
