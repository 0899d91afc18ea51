import { useLiveQuery } from 'dexie-react-hooks';
import { compareBudgetCodes, type BudgetCode } from '../domain/budget-code';
import type { MirroredRow } from './db';
import { requireLocal, useLocal } from './local';
import { enqueue, newRecordId } from './sync/outbox';

const COLLECTION = 'butceKodu';

export type BudgetCodeRow = Omit<BudgetCode, 'version' | 'updatedAt'> & Partial<Pick<BudgetCode, 'version' | 'updatedAt'>>;
export type BudgetCodeInput = Omit<BudgetCodeRow, '_id' | 'version' | 'updatedAt'>;

/** One chart (gider or gelir), sorted as a tree: 740, 740.01, 740.01.001, 740.02, … */
export function useBudgetCodes(tip: string): BudgetCodeRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return [];
    const rows = await local.db.rows(COLLECTION).where('tip').equals(tip).toArray();
    return (rows.filter((row) => !row._deleted) as unknown as BudgetCodeRow[]).sort((a, b) =>
      compareBudgetCodes(a.kod, b.kod),
    );
  }, [local, tip]);
}

/** A budget code by id; `null` when it does not exist on this device. */
export function useBudgetCode(id: string): BudgetCodeRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return null;
    const row = await local.db.rows(COLLECTION).get(id);
    return row && !row._deleted ? (row as unknown as BudgetCodeRow) : null;
  }, [local, id]);
}

/** Is this code already used in the chart by another record (on this device)? */
export async function isBudgetCodeTaken(tip: string, kod: string, exceptId?: string): Promise<boolean> {
  const { db } = requireLocal();
  const rows = await db.rows(COLLECTION).where('kod').equals(kod).toArray();
  return rows.some((row) => row.tip === tip && row._id !== exceptId && !row._deleted);
}

/** Saves locally and queues the change; returns the record's id. */
export async function saveBudgetCode(input: BudgetCodeInput, id?: string): Promise<string> {
  const { db, engine } = requireLocal();
  const recordId = id ?? newRecordId();
  await enqueue(db, COLLECTION, id ? 'update' : 'create', { ...input, _id: recordId } as MirroredRow);
  engine.kick();
  return recordId;
}

export async function deleteBudgetCode(id: string): Promise<void> {
  const { db, engine } = requireLocal();
  await enqueue(db, COLLECTION, 'delete', { _id: id });
  engine.kick();
}
