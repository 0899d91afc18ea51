import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { BANK_ORDER_SORT_FIELDS } from '../../../src/domain/bank-order';
import { textKey } from '../../../src/domain/text-key';
import type { Db } from '../client';
import { companyListFilter, sortedPage, type CompanyListQuery } from './list-page';
import { bankaTalimat, cariHesap, sirket } from '../schema';

// Bank orders' SQL (docs/areas/bank-orders.md): the paged list with the names it shows, and the
// ref's uniqueness by its key. The record and its mapping follow from the kind's definition
// (src/domain/kinds/bank-order.ts, server/collections/kind-collection.ts).

export type BankOrderRow = typeof bankaTalimat.$inferSelect;
export type BankOrderSortField = (typeof BANK_ORDER_SORT_FIELDS)[number];

export type BankOrderListQuery = CompanyListQuery<BankOrderSortField>;

const SORT_KEYS: Record<BankOrderSortField, SQL> = {
  tarih: sql`${bankaTalimat.tarih}`,
  ref: sql`${bankaTalimat.ref}`,
  miktar: sql`${bankaTalimat.miktar}`,
  createdAt: sql`${bankaTalimat.createdAt}`,
  updatedAt: sql`${bankaTalimat.updatedAt}`,
};

/** A live bank order with its account's name and its company's name. */
export interface BankOrderWithNames {
  order: BankOrderRow;
  cariHesapUnvan: string;
  sirketIsim: string;
}

const withNames = (db: Db) =>
  db
    .select({ order: bankaTalimat, cariHesapUnvan: cariHesap.unvan, sirketIsim: sirket.isim })
    .from(bankaTalimat)
    .innerJoin(cariHesap, eq(cariHesap.id, bankaTalimat.cariHesap))
    .innerJoin(sirket, eq(sirket.id, bankaTalimat.sirket));

/** One page of live bank orders, sorted (ties broken by id so pages never overlap), and the total. */
export async function listBankOrders(db: Db, query: BankOrderListQuery): Promise<{ rows: BankOrderWithNames[]; total: number }> {
  const where = companyListFilter(bankaTalimat, query);
  return sortedPage(db, withNames(db).where(where).$dynamic(), bankaTalimat, where, [SORT_KEYS[query.sortBy], bankaTalimat.id], query);
}

/** The names one bank order's detail shows. */
export async function bankOrderNames(db: Db, row: BankOrderRow): Promise<Omit<BankOrderWithNames, 'order'>> {
  const [found] = await withNames(db).where(eq(bankaTalimat.id, row.id));
  return { cariHesapUnvan: found?.cariHesapUnvan ?? '', sirketIsim: found?.sirketIsim ?? '' };
}

/** Whether another live order of the company already has the reference, by textKey (docs/areas/bank-orders.md). */
export async function findBankOrderRef(db: Db, sirketId: string, ref: string, exceptId: string | undefined): Promise<boolean> {
  const rows = await db
    .select({ id: bankaTalimat.id })
    .from(bankaTalimat)
    .where(
      and(
        eq(bankaTalimat.sirket, sirketId),
        eq(bankaTalimat.refKey, textKey(ref)),
        isNull(bankaTalimat.deletedAt),
        exceptId ? ne(bankaTalimat.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
