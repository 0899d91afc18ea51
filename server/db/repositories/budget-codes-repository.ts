import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { BudgetCodeType } from '../../../src/domain/budget-code';
import type { Db } from '../client';
import { butceKodu } from '../schema';
import type { RowLock } from './mirrored-repository';

export type BudgetCodeRow = typeof butceKodu.$inferSelect;

/** Live codes, of one chart or both, unsorted: callers sort with compareBudgetCodes. */
export async function listBudgetCodes(db: Db, tip?: BudgetCodeType): Promise<BudgetCodeRow[]> {
  return db
    .select()
    .from(butceKodu)
    .where(and(isNull(butceKodu.deletedAt), tip ? eq(butceKodu.tip, tip) : undefined));
}

/** Live codes with this `kod`, in either chart (at most one per chart). */
export async function findBudgetCodesByKod(db: Db, kod: string): Promise<BudgetCodeRow[]> {
  return db
    .select()
    .from(butceKodu)
    .where(and(eq(butceKodu.kod, kod), isNull(butceKodu.deletedAt)));
}

/** A live code with this `kod` in the chart `tip`, held with `lock` when given. */
export async function findBudgetCodeInChart(db: Db, tip: BudgetCodeType, kod: string, lock?: RowLock): Promise<BudgetCodeRow | undefined> {
  const query = db
    .select()
    .from(butceKodu)
    .where(and(eq(butceKodu.tip, tip), eq(butceKodu.kod, kod), isNull(butceKodu.deletedAt)))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** Whether the chart `tip` has a live code under `kod` (`740.01` under `740`). */
export async function hasLiveChildren(db: Db, tip: BudgetCodeType, kod: string): Promise<boolean> {
  const prefix = `${kod}.`;
  const rows = await db
    .select({ id: butceKodu.id })
    .from(butceKodu)
    .where(
      and(
        eq(butceKodu.tip, tip),
        isNull(butceKodu.deletedAt),
        // Not LIKE: a prefix compared as text needs no escaping.
        sql`left(${butceKodu.kod}, ${prefix.length}) = ${prefix}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Rows of any state, tombstones included: zero only on a database that never had a code. */
export async function countBudgetCodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(butceKodu);
  return row?.n ?? 0;
}
