import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { billRecordOf, type Bill, type BillDirection, type BillKind, type BILL_SORT_FIELDS } from '../../../src/domain/bill';
import { textKey } from '../../../src/domain/text-key';
import type { CompanyScope } from '../../auth/auth-user';
import { recordOnWire } from '../../../src/domain/records/form-input';
import type { Db } from '../client';
import { companyListFilter, type CompanyListQuery } from './list-page';
import { cariHesap, fatura, faturaCounts, sirket } from '../schema';

export type BillRow = typeof fatura.$inferSelect;
export type BillSortField = (typeof BILL_SORT_FIELDS)[number];

/** The record of the mirror and of the API: integers back to major units (src/domain/bill.ts). */
export function toBillDto(row: BillRow): Bill {
  return { ...recordOnWire('fatura', billRecordOf(row.id, row)), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

export interface BillListQuery extends CompanyListQuery<BillSortField> {
  tip: BillDirection | undefined;
}

const SORT_KEYS: Record<BillSortField, SQL> = {
  tarih: sql`${fatura.tarih}`,
  faturaProformaNo: sql`${fatura.faturaProformaNo} collate "C"`,
  odenecekTutar: sql`${fatura.odenecekTutar}`,
  createdAt: sql`${fatura.createdAt}`,
  updatedAt: sql`${fatura.updatedAt}`,
};

/** A live bill with its account's name and its company's name. */
export interface BillWithNames {
  bill: BillRow;
  cariHesapUnvan: string;
  sirketIsim: string;
}

function listFilter(query: Pick<BillListQuery, 'tip' | 'sirketIds' | 'dovizCinsi'>): SQL | undefined {
  return companyListFilter(fatura, query, query.tip ? eq(fatura.tip, query.tip) : undefined);
}

const withNames = (db: Db) =>
  db
    .select({ bill: fatura, cariHesapUnvan: cariHesap.unvan, sirketIsim: sirket.isim })
    .from(fatura)
    .innerJoin(cariHesap, eq(cariHesap.id, fatura.cariHesap))
    .innerJoin(sirket, eq(sirket.id, fatura.sirket));

/**
 * The number of live bills the list matches: a sum over the counters the triggers keep
 * (fatura_counts), at most 64 rows per company, direction and currency, not a count of the bills.
 */
const totalQuery = (db: Db, query: BillListQuery) =>
  db
    .select({ n: sql<number>`coalesce(sum(${faturaCounts.live}), 0)`.mapWith(Number) })
    .from(faturaCounts)
    .where(
      and(
        query.tip ? eq(faturaCounts.tip, query.tip) : undefined,
        query.sirketIds ? inArray(faturaCounts.sirketId, query.sirketIds) : undefined,
        query.dovizCinsi ? eq(faturaCounts.dovizCinsi, query.dovizCinsi) : undefined,
      ),
    );

/** One page with the total on each row (an uncorrelated subquery, computed once): one round trip. */
function pageQuery(db: Db, query: BillListQuery) {
  const direction = query.descending ? desc : asc;
  return db
    .select({
      bill: fatura,
      cariHesapUnvan: cariHesap.unvan,
      sirketIsim: sirket.isim,
      total: sql<number>`(${totalQuery(db, query)})`.mapWith(Number),
    })
    .from(fatura)
    .innerJoin(cariHesap, eq(cariHesap.id, fatura.cariHesap))
    .innerJoin(sirket, eq(sirket.id, fatura.sirket))
    .where(listFilter(query))
    .orderBy(direction(SORT_KEYS[query.sortBy]), direction(fatura.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** One page of live bills, sorted (ties broken by id so pages never overlap), and the total. */
export async function listBills(db: Db, query: BillListQuery): Promise<{ rows: BillWithNames[]; total: number }> {
  const page = await pageQuery(db, query);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page.length > 0) return { rows, total: page[0]?.total ?? 0 };
  // No row to carry the total: a page past the end, or nothing at all.
  const [counted] = await totalQuery(db, query);
  return { rows, total: counted?.n ?? 0 };
}

/** The SQL the list runs for `query`: the page (with the total) and the total alone (for the benchmark's EXPLAIN). */
export function listBillsSql(
  db: Db,
  query: BillListQuery,
): { page: { sql: string; params: unknown[] }; total: { sql: string; params: unknown[] } } {
  return { page: pageQuery(db, query).toSQL(), total: totalQuery(db, query).toSQL() };
}

/** Every live bill of one account in the companies the scope sees, newest first. */
export function billsOfAccount(db: Db, cariHesapId: string, scope: CompanyScope): Promise<BillWithNames[]> {
  return withNames(db)
    .where(
      and(
        isNull(fatura.deletedAt),
        eq(fatura.cariHesap, cariHesapId),
        scope.all ? undefined : inArray(fatura.sirket, scope.ids.length ? scope.ids : [cariHesapId]),
      ),
    )
    .orderBy(desc(fatura.tarih), desc(fatura.id));
}

/** The account's and the company's names of one bill, for its detail. */
export async function namesOf(db: Db, row: BillRow): Promise<{ cariHesapUnvan: string; sirketIsim: string }> {
  const [account] = await db.select({ unvan: cariHesap.unvan }).from(cariHesap).where(eq(cariHesap.id, row.cariHesap));
  const [company] = await db.select({ isim: sirket.isim }).from(sirket).where(eq(sirket.id, row.sirket));
  return { cariHesapUnvan: account?.unvan ?? '', sirketIsim: company?.isim ?? '' };
}

/** A live bill other than `exceptId` with this number (by textKey) for this account, kind and direction (docs/architecture.md §7). */
/** The live bill of company `sirketId` imported from the e-Fatura `uuid` (other than `exceptId`). */
export async function findBillByEInvoice(db: Db, key: { sirketId: string; uuid: string; exceptId?: string }): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(fatura)
    .where(
      and(
        isNull(fatura.deletedAt),
        eq(fatura.sirket, key.sirketId),
        eq(fatura.eFaturaUuid, key.uuid),
        key.exceptId ? ne(fatura.id, key.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findBillNumber(
  db: Db,
  key: { cariHesapId: string; faturaTip: BillKind; tip: BillDirection; faturaProformaNo: string; exceptId?: string },
): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(fatura)
    .where(
      and(
        isNull(fatura.deletedAt),
        eq(fatura.cariHesap, key.cariHesapId),
        eq(fatura.faturaTip, key.faturaTip),
        eq(fatura.tip, key.tip),
        eq(fatura.faturaProformaNoKey, textKey(key.faturaProformaNo)),
        key.exceptId ? ne(fatura.id, key.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
