import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BalanceBill, BalanceFlow } from '../../../src/domain/account-balance';
import type { PaymentFigures } from '../../../src/domain/bill-math';
import type { CashFlowType, CASH_FLOW_SORT_FIELDS } from '../../../src/domain/cash-flow';
import type { CompanyScope } from '../../auth/auth-user';
import type { Db } from '../client';
import { companyListFilter, sortedPage, type CompanyListQuery } from './list-page';
import { cariHesap, fatura, nakitAkis, sirket } from '../schema';

export type CashFlowRow = typeof nakitAkis.$inferSelect;
export type CashFlowSortField = (typeof CASH_FLOW_SORT_FIELDS)[number];

export interface CashFlowListQuery extends CompanyListQuery<CashFlowSortField> {
  tip: CashFlowType | undefined;
}

const SORT_KEYS: Record<CashFlowSortField, SQL> = {
  tarih: sql`${nakitAkis.tarih}`,
  miktar: sql`${nakitAkis.miktar}`,
  createdAt: sql`${nakitAkis.createdAt}`,
  updatedAt: sql`${nakitAkis.updatedAt}`,
};

/** A live cash flow with its account's name, its company's name and its bill's number. */
export interface CashFlowWithNames {
  flow: CashFlowRow;
  cariHesapUnvan: string;
  sirketIsim: string;
  faturaProformaNo: string | null;
}

const withNames = (db: Db) =>
  db
    .select({ flow: nakitAkis, cariHesapUnvan: cariHesap.unvan, sirketIsim: sirket.isim, faturaProformaNo: fatura.faturaProformaNo })
    .from(nakitAkis)
    .innerJoin(cariHesap, eq(cariHesap.id, nakitAkis.cariHesap))
    .innerJoin(sirket, eq(sirket.id, nakitAkis.sirket))
    .leftJoin(fatura, eq(fatura.id, nakitAkis.fatura));

/** One page of live cash flows, sorted (ties broken by id so pages never overlap), and the total. */
export async function listCashFlows(db: Db, query: CashFlowListQuery): Promise<{ rows: CashFlowWithNames[]; total: number }> {
  const where = companyListFilter(nakitAkis, query, query.tip ? eq(nakitAkis.tip, query.tip) : undefined);
  return sortedPage(db, withNames(db).where(where).$dynamic(), nakitAkis, where, [SORT_KEYS[query.sortBy], nakitAkis.id], query);
}

/** Every live cash flow of one account in the companies the scope sees, newest first. */
export function cashFlowsOfAccount(db: Db, cariHesapId: string, scope: CompanyScope): Promise<CashFlowWithNames[]> {
  return withNames(db)
    .where(
      and(
        isNull(nakitAkis.deletedAt),
        eq(nakitAkis.cariHesap, cariHesapId),
        scope.all ? undefined : inArray(nakitAkis.sirket, scope.ids.length ? scope.ids : [cariHesapId]),
      ),
    )
    .orderBy(desc(nakitAkis.tarih), desc(nakitAkis.id));
}

/** The names one cash flow's detail shows. */
export async function cashFlowNames(db: Db, row: CashFlowRow): Promise<Omit<CashFlowWithNames, 'flow'>> {
  const [found] = await withNames(db).where(eq(nakitAkis.id, row.id));
  return {
    cariHesapUnvan: found?.cariHesapUnvan ?? '',
    sirketIsim: found?.sirketIsim ?? '',
    faturaProformaNo: found?.faturaProformaNo ?? null,
  };
}

/** The live payments naming each of the bills (docs/architecture.md §7), for their derived state and rules. */
export async function paymentsOfBills(db: Db, billIds: string[]): Promise<Map<string, PaymentFigures[]>> {
  const found = new Map<string, PaymentFigures[]>();
  if (billIds.length === 0) return found;
  const rows = await db
    .select({ faturaId: nakitAkis.fatura, miktar: nakitAkis.miktar, tarih: nakitAkis.tarih })
    .from(nakitAkis)
    .where(and(isNull(nakitAkis.deletedAt), inArray(nakitAkis.fatura, billIds)))
    .orderBy(asc(nakitAkis.tarih), asc(nakitAkis.createdAt), asc(nakitAkis.id));
  for (const row of rows) {
    if (!row.faturaId) continue;
    const list = found.get(row.faturaId) ?? [];
    list.push({ miktar: row.miktar, tarih: row.tarih });
    found.set(row.faturaId, list);
  }
  return found;
}

/**
 * The live bills and cash flows of the account `accountId` (a column or expression of the outer
 * query) as two JSON arrays (flows in order of tarih, createdAt, id): what accountBalances reads.
 * Every value is a string, a number (bigint minor units, safe integers) or JSON already, so the
 * arrays carry them unchanged. The account list selects these over its page (accounts-repository).
 */
export function balanceInputColumns(accountId: PgColumn): { bills: SQL<BalanceBill[]>; flows: SQL<BalanceFlow[]> } {
  // Columns written out with their table: drizzle leaves the table off the columns in the select
  // list of a query from a single table or subquery, which would bind them to the wrong one here.
  const q = (column: PgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;
  const f = fatura;
  const n = nakitAkis;
  return {
    bills: sql<BalanceBill[]>`(select coalesce(json_agg(json_build_object(
      'id', ${q(f.id)}, 'faturaTip', ${q(f.faturaTip)}, 'dovizCinsi', ${q(f.dovizCinsi)},
      'odenecekTutar', ${q(f.odenecekTutar)}, 'odemePlani', ${q(f.odemePlani)})), '[]'::json)
    from ${f} where ${q(f.cariHesap)} = ${q(accountId)} and ${q(f.deletedAt)} is null)`,
    flows: sql<BalanceFlow[]>`(select coalesce(json_agg(json_build_object(
      'id', ${q(n.id)}, 'tip', ${q(n.tip)}, 'dovizCinsi', ${q(n.dovizCinsi)},
      'tarih', ${q(n.tarih)}, 'miktar', ${q(n.miktar)}, 'fatura', ${q(n.fatura)})
      order by ${q(n.tarih)}, ${q(n.createdAt)}, ${q(n.id)}), '[]'::json)
    from ${n} where ${q(n.cariHesap)} = ${q(accountId)} and ${q(n.deletedAt)} is null)`,
  };
}

/**
 * Each account's balance inputs for the ids in `ids`: one statement for several accounts, with the
 * ids as one array parameter so that it is prepared once whatever their number.
 */
function balanceInputsQuery(db: Db) {
  const { bills, flows } = balanceInputColumns(cariHesap.id);
  return db
    .select({ id: cariHesap.id, bills, flows })
    .from(cariHesap)
    .where(sql`${cariHesap.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('cari_hesap_balance_inputs');
}

/** Prepared once per database handle: the account list runs it on every page. */
const preparedBalanceInputs = new WeakMap<Db, ReturnType<typeof balanceInputsQuery>>();

/** What accountBalances reads, for several accounts at once: their live bills and cash flows, in one round trip. */
export async function balanceInputsOf(db: Db, accountIds: string[]): Promise<Map<string, { bills: BalanceBill[]; flows: BalanceFlow[] }>> {
  const byAccount = new Map<string, { bills: BalanceBill[]; flows: BalanceFlow[] }>();
  if (accountIds.length === 0) return byAccount;
  for (const id of accountIds) byAccount.set(id, { bills: [], flows: [] });
  let query = preparedBalanceInputs.get(db);
  if (!query) preparedBalanceInputs.set(db, (query = balanceInputsQuery(db)));
  for (const { id, bills, flows } of await query.execute({ ids: accountIds })) byAccount.set(id, { bills, flows });
  return byAccount;
}
