import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Account, AccountFields, AccountType, ACCOUNT_SORT_FIELDS } from '../../../src/domain/account';
import { turkishSortKey } from '../../../src/domain/collation';
import type { MirroredCollection } from '../../sync/collection';
import type { Db } from '../client';
import { cariHesap, sirket } from '../schema';

export type AccountRow = typeof cariHesap.$inferSelect;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/** The record of the mirror and of `GET /api/finans/cari-hesap/:id`: `sirket` is the company id. */
export function toAccountDto(row: AccountRow): Account {
  return {
    _id: row.id,
    cariTip: row.cariTip,
    sirket: row.sirketId,
    unvan: row.unvan,
    firmaYetkilisi: row.firmaYetkilisi,
    nitelik: row.nitelik,
    gsm: row.gsm,
    sabitTelefon: row.sabitTelefon,
    ePosta: row.ePosta,
    ulke: row.ulke,
    il: row.il,
    ilce: row.ilce,
    adres: row.adres,
    aciklama: row.aciklama,
    vergiDairesi: row.vergiDairesi,
    vergiNumarasi: row.vergiNumarasi,
    tcNumarasi: row.tcNumarasi,
    bankalar: row.bankalar,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Accounts (cari hesap): mirrored for every company the user may see (ARCHITECTURE.md §3). */
export const accountCollection: MirroredCollection<AccountRow, Account> = {
  name: 'cariHesap',
  table: cariHesap,
  companyColumn: cariHesap.sirketId,
  toDto: toAccountDto,
};

/** The columns a create or an update writes: the schema's output, and the name's sort key. */
export function accountValues(input: AccountFields): Record<string, unknown> {
  const { sirket: sirketId, ...fields } = input;
  return { ...fields, sirketId, unvanSort: turkishSortKey(fields.unvan) };
}

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

function listFilter(query: Pick<AccountListQuery, 'cariTip' | 'sirketIds'>): SQL | undefined {
  const { sirketIds } = query;
  let company: SQL | undefined;
  if (sirketIds?.length === 1) company = eq(cariHesap.sirketId, sirketIds[0] ?? '');
  else if (sirketIds) company = inArray(cariHesap.sirketId, sirketIds);
  // `deleted_at is null` and the leading columns match the partial list indexes (schema.ts).
  return and(isNull(cariHesap.deletedAt), company, eq(cariHesap.cariTip, query.cariTip));
}

/**
 * One page of live accounts with their company's name, and the number of all matching accounts.
 * One round trip: the count is an uncorrelated subquery, computed once. Only a page past the end
 * (no rows to carry the count) needs a second query. The tie-break on `id` makes pages disjoint.
 */
export function listAccountsQuery(db: Db, query: AccountListQuery) {
  const where = listFilter(query);
  const total = db.select({ n: count() }).from(cariHesap).where(where);
  const direction = query.descending ? desc : asc;
  return db
    .select({ account: cariHesap, sirketIsim: sirket.isim, total: sql<number>`(${total})`.mapWith(Number) })
    .from(cariHesap)
    .innerJoin(sirket, eq(sirket.id, cariHesap.sirketId))
    .where(where)
    .orderBy(direction(SORT_KEYS[query.sortBy]), direction(cariHesap.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function listAccounts(
  db: Db,
  query: AccountListQuery,
): Promise<{ rows: { account: AccountRow; sirketIsim: string }[]; total: number }> {
  const rows = await listAccountsQuery(db, query);
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  if (query.offset === 0) return { rows: [], total: 0 };
  const [row] = await db.select({ n: count() }).from(cariHesap).where(listFilter(query));
  return { rows: [], total: row?.n ?? 0 };
}

/** An account by id, tombstones included, with its company's name. `id` must be a valid uuid. */
export async function findAccount(db: Db, id: string): Promise<{ account: AccountRow; sirketIsim: string } | undefined> {
  const [row] = await db
    .select({ account: cariHesap, sirketIsim: sirket.isim })
    .from(cariHesap)
    .innerJoin(sirket, eq(sirket.id, cariHesap.sirketId))
    .where(eq(cariHesap.id, id))
    .limit(1);
  return row;
}

/** Live accounts of a company: a company that has any cannot be deleted. */
export async function countLiveAccounts(db: Db, sirketId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cariHesap)
    .where(and(eq(cariHesap.sirketId, sirketId), isNull(cariHesap.deletedAt)));
  return row?.n ?? 0;
}
