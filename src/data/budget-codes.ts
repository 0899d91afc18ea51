import { useLiveQuery } from 'dexie-react-hooks';
import { compareBudgetCodes, parentBudgetCode } from '../domain/budget-code';
import { budgetCodeKind } from '../domain/kinds/budget-code';
import { recordOfWrite } from '../domain/kinds/record';
import type { Dependency, PortalDb, DeviceRecord, DeviceRow } from './db';
import { uniqueClashesOnDevice } from './kind-unique';
import { queueChange, queueSave, openedLocal, useLocal } from './local';
import { isLive, toRecord } from './sync/collections';

const COLLECTION = 'butceKodu';

export type BudgetCodeRow = DeviceRecord<'butceKodu'>;
export type BudgetCodeInput = Omit<BudgetCodeRow, '_id' | 'version' | 'updatedAt'>;

/** One chart (gider or gelir), sorted as a tree: 740, 740.01, 740.01.001, 740.02, … */
export function useBudgetCodes(tip: string): BudgetCodeRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return [];
    const rows = await local.db.records(COLLECTION).where('tip').equals(tip).toArray();
    return rows
      .filter(isLive)
      .map((row) => toRecord(row))
      .sort((a, b) => compareBudgetCodes(a.kod, b.kod));
  }, [local, tip]);
}

/** The live code `kod` of the chart `tip` on this device. */
async function findByCode(db: PortalDb, tip: string, kod: string): Promise<DeviceRow<typeof COLLECTION> | undefined> {
  const rows = await db.records(COLLECTION).where('kod').equals(kod).toArray();
  return rows.find((row) => row.tip === tip && isLive(row));
}

/**
 * A budget code by its code (the spec's route: /finans/butce-kodu/{kod}) in the chart `tip`, or by
 * `_id`; `null` when it does not exist on this device.
 */
export function useBudgetCode(kod: string, tip: string): BudgetCodeRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return null;
    const row = (await findByCode(local.db, tip, kod)) ?? (await local.db.records(COLLECTION).get(kod));
    return row && isLive(row) ? toRecord(row) : null;
  }, [local, kod, tip]);
}

/** Is this code already used in the chart by another record (on this device; the kind's `unique`)? */
export async function isBudgetCodeTaken(code: BudgetCodeInput, exceptId?: string): Promise<boolean> {
  return (await uniqueClashesOnDevice((await openedLocal()).db, budgetCodeKind, code, exceptId)).length > 0;
}

/** Does the parent of this code exist in the chart (on this device)? Top-level codes have none. */
export async function hasParentCode(tip: string, kod: string): Promise<boolean> {
  const parent = parentBudgetCode(kod);
  return parent === null || (await findByCode((await openedLocal()).db, tip, parent)) !== undefined;
}

/** Saves locally and queues the change; returns the record's id. A child waits for its parent. */
export async function saveBudgetCode(input: BudgetCodeInput, id?: string): Promise<string> {
  const parentKod = parentBudgetCode(input.kod);
  const parent = parentKod === null ? undefined : await findByCode((await openedLocal()).db, input.tip, parentKod);
  const dependsOn: Dependency[] = parent ? [{ collection: COLLECTION, recordId: parent._id }] : [];
  const noFiles = () => {
    throw new Error('a budget code carries no files');
  };
  return queueSave(COLLECTION, id, (recordId) => recordOfWrite(budgetCodeKind, recordId, input, noFiles), { dependsOn });
}

export async function deleteBudgetCode(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}

/** Live codes directly or indirectly under `kod` in the chart (on this device). */
export async function countChildCodes(tip: string, kod: string): Promise<number> {
  const rows = await (await openedLocal()).db.records(COLLECTION).where('tip').equals(tip).toArray();
  return rows.filter((row) => isLive(row) && String(row.kod).startsWith(`${kod}.`)).length;
}
