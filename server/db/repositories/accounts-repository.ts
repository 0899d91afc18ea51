import { and, asc, desc, eq, fillPlaceholders, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AccountListRow, AccountType, ACCOUNT_SORT_FIELDS } from '../../../src/domain/account';
import type { BalanceBill, BalanceFlow } from '../../../src/domain/account-balance';
import type { Db } from '../client';
import { cariHesap, cariHesapCounts, sirket } from '../schema';
import { balanceInputColumns } from './cash-flows-repository';

export type AccountRow = typeof cariHesap.$inferSelect;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/**
 * A timestamp as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as a Date
 * keeps them). The colons are written `\x3A` so that pgbench, which runs this SQL in
 * bench/accounts-list.bench.ts, does not read `:MI` as one of its variables.
 */
const isoTime = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', E'YYYY-MM-DD"T"HH24\\x3AMI\\x3ASS.MS"Z"')`;

/**
 * A row of the list as PostgreSQL writes it, in JSON text: the record's fields as the kind's
 * toDto names them, but `sirket` as the spec's list has it (`[{_id, isim}]`), and without `finans`, which
 * the server computes (account-balance.ts). The list is the hot read: the server sends this text
 * as it is, rather than have node-postgres and drizzle convert twenty columns one by one, 20 times
 * per request, and serialise them again. tests/server/accounts-list.test.ts compares a row of the
 * list with the record itself.
 */
const listRecordFields = {
  _id: cariHesap.id,
  cariTip: cariHesap.cariTip,
  sirket: sql`json_build_array(json_build_object('_id', ${cariHesap.sirket}, 'isim', ${sirket.isim}))`,
  unvan: cariHesap.unvan,
  firmaYetkilisi: cariHesap.firmaYetkilisi,
  nitelik: cariHesap.nitelik,
  gsm: cariHesap.gsm,
  sabitTelefon: cariHesap.sabitTelefon,
  ePosta: cariHesap.ePosta,
  ulke: cariHesap.ulke,
  il: cariHesap.il,
  ilce: cariHesap.ilce,
  adres: cariHesap.adres,
  aciklama: cariHesap.aciklama,
  vergiDairesi: cariHesap.vergiDairesi,
  vergiNumarasi: cariHesap.vergiNumarasi,
  tcNumarasi: cariHesap.tcNumarasi,
  bankalar: cariHesap.bankalar,
  version: cariHesap.version,
  updatedAt: isoTime(cariHesap.updatedAt),
} satisfies Record<keyof Omit<AccountListRow, 'finans'>, PgColumn | SQL>;

/**
 * The fields above as one JSON object, in their order. json_build_object writes `"key" : value`
 * with spaces; row_to_json over a subquery writes none, but costs PostgreSQL a third more.
 */
const listRecordText = sql<string>`json_build_object(${sql.join(
  Object.entries(listRecordFields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})::text`;

export interface AccountListQuery {
  cariTip: AccountType;
  /** The companies to list; `undefined` lists every company (an administrator without a filter). */
  sirketIds: string[] | undefined;
  sortBy: AccountSortField;
  descending: boolean;
  limit: number;
  offset: number;
}

// Text fields other than the name sort by their own value, byte-wise, so both backends agree.
const SORT_KEYS: Record<AccountSortField, SQL> = {
  unvan: sql`${cariHesap.unvanSort} collate "C"`,
  firmaYetkilisi: sql`${cariHesap.firmaYetkilisi} collate "C"`,
  ulke: sql`${cariHesap.ulke} collate "C"`,
  il: sql`${cariHesap.il} collate "C"`,
  createdAt: sql`${cariHesap.createdAt}`,
  updatedAt: sql`${cariHesap.updatedAt}`,
};

/** Which companies a list covers: one, several (`= any`), or all (no filter). */
type CompanyMode = 'one' | 'some' | 'all';

function companyMode(sirketIds: string[] | undefined): CompanyMode {
  if (!sirketIds) return 'all';
  return sirketIds.length === 1 ? 'one' : 'some';
}

/** The company filter on `column`, with the ids as placeholders (`sirket`, `sirketIds`). */
function companyFilter(column: PgColumn, mode: CompanyMode): SQL | undefined {
  if (mode === 'one') return eq(column, sql.placeholder('sirket'));
  if (mode === 'some') return sql`${column} = any(${sql.placeholder('sirketIds')}::uuid[])`;
  return undefined;
}

/**
 * The number of live accounts the list matches: a sum over the counters the triggers keep
 * (cari_hesap_counts), at most 64 rows per company, not a count of the accounts themselves.
 */
function totalQuery(db: Db, mode: CompanyMode) {
  return db
    .select({ n: sql<number>`coalesce(sum(${cariHesapCounts.live}), 0)`.mapWith(Number) })
    .from(cariHesapCounts)
    .where(and(eq(cariHesapCounts.cariTip, sql.placeholder('cariTip')), companyFilter(cariHesapCounts.sirketId, mode)));
}

interface ListShape {
  sortBy: AccountSortField;
  descending: boolean;
  mode: CompanyMode;
}

/**
 * One page of live accounts: their ids and the total (an uncorrelated subquery, computed once).
 * The filter's columns lead the partial list indexes (schema.ts), so the page is read from the
 * index in order; the tie-break on `id` makes pages disjoint. It selects nothing else, so the rows
 * `offset` skips cost an index entry each, not a row. Values are placeholders: see listValues.
 */
function pageQuery(db: Db, { sortBy, descending, mode }: ListShape) {
  const direction = descending ? desc : asc;
  return db
    .select({
      id: cariHesap.id,
      total: sql<number>`(${totalQuery(db, mode)})`.as('total'),
      sortKey: sql`${SORT_KEYS[sortBy]}`.as('sort_key'),
    })
    .from(cariHesap)
    .where(and(isNull(cariHesap.deletedAt), companyFilter(cariHesap.sirket, mode), eq(cariHesap.cariTip, sql.placeholder('cariTip'))))
    .orderBy(direction(SORT_KEYS[sortBy]), direction(cariHesap.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

/**
 * The page's rows as JSON text with each account's balance inputs (its live bills and cash flows,
 * see balanceInputColumns), in one round trip. Both are made in the outer query, for the page's
 * rows only: in the page's own select list PostgreSQL would make them for the rows `offset` skips too.
 */
function listQuery(db: Db, shape: ListShape) {
  const direction = shape.descending ? desc : asc;
  const page = pageQuery(db, shape);
  return db
    .select({
      cariTip: cariHesap.cariTip,
      record: listRecordText,
      total: sql<number>`${page.total}`.mapWith(Number),
      ...balanceInputColumns(page.id),
    })
    .from(page)
    .innerJoin(cariHesap, eq(cariHesap.id, page.id))
    .innerJoin(sirket, eq(sirket.id, cariHesap.sirket))
    .orderBy(direction(page.sortKey), direction(page.id));
}

const shapeOf = (query: AccountListQuery): ListShape => ({
  sortBy: query.sortBy,
  descending: query.descending,
  mode: companyMode(query.sirketIds),
});

const listValues = (query: AccountListQuery) => ({
  cariTip: query.cariTip,
  sirket: query.sirketIds?.[0],
  sirketIds: query.sirketIds,
  limit: query.limit,
  offset: query.offset,
});

/** A row of the list: its JSON text without the balances (`finans`), and what they are computed from. */
export interface AccountListEntry {
  cariTip: AccountType;
  record: string;
  bills: BalanceBill[];
  flows: BalanceFlow[];
}

type PreparedList = ReturnType<ReturnType<typeof listQuery>['prepare']>;
type PreparedTotal = ReturnType<ReturnType<typeof totalQuery>['prepare']>;

/**
 * Prepared once per database handle and list shape (36 at most), because the list is the hot
 * read: building the query costs more CPU than PostgreSQL spends running it, and a named statement
 * is parsed and planned once per connection.
 */
const preparedLists = new WeakMap<Db, Map<string, { list: PreparedList; total: PreparedTotal }>>();

function prepared(db: Db, shape: ListShape) {
  let byShape = preparedLists.get(db);
  if (!byShape) preparedLists.set(db, (byShape = new Map()));
  const key = `${shape.sortBy}_${shape.descending ? 'desc' : 'asc'}_${shape.mode}`;
  let statements = byShape.get(key);
  if (!statements) {
    statements = {
      list: listQuery(db, shape).prepare(`cari_hesap_list_${key}`),
      total: totalQuery(db, shape.mode).prepare(`cari_hesap_total_${shape.mode}`),
    };
    byShape.set(key, statements);
  }
  return statements;
}

/** The SQL and parameters the list runs for `query` (for the benchmark's pgbench and EXPLAIN). */
export function listAccountsSql(db: Db, query: AccountListQuery): { sql: string; params: unknown[] } {
  const built = listQuery(db, shapeOf(query)).toSQL();
  return { sql: built.sql, params: fillPlaceholders(built.params, listValues(query)) };
}

export async function listAccounts(db: Db, query: AccountListQuery): Promise<{ rows: AccountListEntry[]; total: number }> {
  const statements = prepared(db, shapeOf(query));
  const values = listValues(query);
  const rows = await statements.list.execute(values);
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  // No row to carry the total: a page past the end, or nothing at all.
  const [row] = await statements.total.execute(values);
  return { rows: [], total: row?.n ?? 0 };
}
