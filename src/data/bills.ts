import { useLiveQuery } from 'dexie-react-hooks';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange, openedLocal, useLocal } from './local';
import { readRecord, useRecord } from './kind-reads';
import { textKey } from '../domain/text-key';
import { counts, isLive, toRecord } from './sync/collections';

const COLLECTION = 'fatura';

/** A bill on the device: the server's record, or one made here whose file may still be kept. */
export type BillRow = DeviceRecord<'fatura'>;

/** A bill by id; `null` when it is not on this device (or deleted here). */
export async function getBill(db: PortalDb, id: string): Promise<BillRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useBill(id: string): BillRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/** The numbers of `ids` by id ('' for an unnumbered bill): what a list of payments shows beside each. */
export function useBillNumbers(ids: readonly string[]): Map<string, string> | undefined {
  const local = useLocal();
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    if (!local || key === '') return new Map<string, string>();
    const rows = await local.db.records(COLLECTION).bulkGet(key.split(','));
    return new Map(rows.flatMap((row) => (row && isLive(row) ? [[String(row._id), String(row.faturaProformaNo ?? '')] as const] : [])));
  }, [local, key]);
}

/** The bills of one account, newest first (the account's finance tab). */
export async function billsOfAccount(db: PortalDb, cariHesap: string): Promise<BillRow[]> {
  const rows = await db.records(COLLECTION).where('cariHesap').equals(cariHesap).filter(isLive).toArray();
  return rows.map((row) => toRecord(row)).sort((a, b) => (a.tarih < b.tarih ? 1 : a.tarih > b.tarih ? -1 : 0));
}

export function useBillsOfAccount(cariHesap: string): BillRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? billsOfAccount(local.db, cariHesap) : []), [local, cariHesap]);
}

/**
 * Whether another bill of the account on this device has the number, for the same kind and
 * direction, however it was typed (textKey): what the server would refuse as `duplicateNumber`
 * (docs/architecture.md §7), said before the bill is queued, also offline. A bill the server refused to create does
 * not hold its number (`counts`).
 */
export async function billNumberTaken(
  db: PortalDb,
  bill: { cariHesap: string; faturaTip: string; tip: string; faturaProformaNo: string },
  exceptId?: string,
): Promise<boolean> {
  const key = textKey(bill.faturaProformaNo);
  if (key === '' || !bill.cariHesap) return false;
  const same = await db
    .records(COLLECTION)
    .where('cariHesap')
    .equals(bill.cariHesap)
    .filter(
      (row) =>
        counts(row) && row._id !== exceptId && row.faturaTip === bill.faturaTip && row.tip === bill.tip && textKey(String(row.faturaProformaNo ?? '')) === key,
    )
    .count();
  return same > 0;
}

/** billNumberTaken on the signed-in user's device. */
export async function isBillNumberTaken(bill: Parameters<typeof billNumberTaken>[1], exceptId?: string): Promise<boolean> {
  return billNumberTaken((await openedLocal()).db, bill, exceptId);
}

/**
 * Whether a bill of company `sirket` on this device (another than `exceptId`) was imported from the
 * e-Fatura `uuid`: what the server would refuse as `duplicateEInvoice` (docs/areas/e-invoice.md), said at once,
 * offline too. A bill the server refused to create does not hold it (`counts`).
 */
export async function eInvoiceImported(db: PortalDb, sirket: string, uuid: string, exceptId?: string): Promise<boolean> {
  const key = uuid.trim().toLowerCase();
  if (key === '' || !sirket) return false;
  const same = await db
    .records(COLLECTION)
    .filter((row) => counts(row) && row._id !== exceptId && row.sirket === sirket && String(row.eFaturaUuid ?? '') === key)
    .count();
  return same > 0;
}

export async function deleteBill(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
