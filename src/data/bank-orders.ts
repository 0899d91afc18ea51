import { useLiveQuery } from 'dexie-react-hooks';
import type { BankOrderInput } from '../domain/bank-order';
import { formValuesOf } from '../domain/records/form-input';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange, openedLocal, useLocal } from './local';
import { readRecord, useDeviceRows, useRecord } from './kind-reads';
import { textKey } from '../domain/text-key';
import { counts, isLive, toRecord } from './sync/collections';

const COLLECTION = 'bankaTalimat';

/** A bank order on the device: the server's record, or one made here whose letter may still be kept. */
export type BankOrderRow = DeviceRecord<'bankaTalimat'>;

/** Every live order of a company ('' for every company the user may see), newest first. */
export async function queryBankOrders(db: PortalDb, sirket: string): Promise<BankOrderRow[]> {
  const table = db.records(COLLECTION);
  const rows = sirket ? await table.where('sirket').equals(sirket).filter(isLive).toArray() : await table.filter(isLive).toArray();
  return rows.map((row) => toRecord(row)).sort((a, b) => (a.tarih < b.tarih ? 1 : a.tarih > b.tarih ? -1 : 0));
}

export function useBankOrderList(sirket: string): BankOrderRow[] | undefined {
  return useDeviceRows((db) => queryBankOrders(db, sirket), [sirket]);
}

/** An order by id; `null` when it is not on this device (or deleted here). */
export async function getBankOrder(db: PortalDb, id: string): Promise<BankOrderRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useBankOrder(id: string): BankOrderRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/** The refs of a company's live orders, for the next ref's proposal (src/domain/bank-order.ts). */
export function useBankOrderRefs(sirket: string): string[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !sirket) return [];
    const rows = await local.db.records(COLLECTION).where('sirket').equals(sirket).filter(isLive).toArray();
    return rows.map((row) => String(row.ref ?? ''));
  }, [local, sirket]);
}

/**
 * Whether another order of the company on this device has the ref, however it was typed
 * (textKey): what the server would refuse as `duplicateRef`, said before the order is queued.
 */
export async function bankOrderRefTaken(db: PortalDb, sirket: string, ref: string, exceptId?: string): Promise<boolean> {
  const key = textKey(ref);
  if (key === '' || !sirket) return false;
  const same = await db
    .records(COLLECTION)
    .where('sirket')
    .equals(sirket)
    .filter((row) => counts(row) && row._id !== exceptId && textKey(String(row.ref ?? '')) === key)
    .count();
  return same > 0;
}

/** bankOrderRefTaken on the signed-in user's device. */
export async function isBankOrderRefTaken(sirket: string, ref: string, exceptId?: string): Promise<boolean> {
  return bankOrderRefTaken((await openedLocal()).db, sirket, ref, exceptId);
}

/** The body that saves an order as it is, for the changes its detail page makes (letter, payment). */
export function bankOrderInput(order: BankOrderRow): BankOrderInput {
  // Its write fields, the amount as decimal text (src/domain/records/form-input.ts); the letter is the save's own argument.
  const { talimatFile: _letter, ...input } = formValuesOf('bankaTalimat', order);
  return input;
}

export async function deleteBankOrder(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
