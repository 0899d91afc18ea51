import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { bankOrderSchema, type BankOrder, type BankOrderFields, type BankOrderInput } from '../domain/bank-order';
import type { UploadedFile } from '../domain/file';
import { SCALES, toMajor } from '../domain/money';
import type { MirroredRow, PortalDb } from './db';
import type { KeptFileRef } from './files';
import { requireLocal, useLocal } from './local';
import { isLive, toRecord } from './sync/collections';
import { enqueue, newRecordId } from './sync/outbox';

const COLLECTION = 'bankaTalimat';

/** A bank order on the device: the server's record, or one made here whose letter may still be kept. */
export type BankOrderRow = Omit<BankOrder, 'talimatFile' | 'version' | 'updatedAt'> & {
  talimatFile: UploadedFile | KeptFileRef | null;
} & Partial<Pick<BankOrder, 'version' | 'updatedAt'>>;

/** Every live order of a company ('' for every company the user may see), newest first. */
export async function queryBankOrders(db: PortalDb, sirket: string): Promise<BankOrderRow[]> {
  const table = db.rows(COLLECTION);
  const rows = sirket ? await table.where('sirket').equals(sirket).filter(isLive).toArray() : await table.filter(isLive).toArray();
  return rows.map((row) => toRecord(row) as BankOrderRow).sort((a, b) => (a.tarih < b.tarih ? 1 : a.tarih > b.tarih ? -1 : 0));
}

export function useBankOrderList(sirket: string): BankOrderRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? queryBankOrders(local.db, sirket) : []), [local, sirket]);
}

/** An order by id; `null` when it is not on this device (or deleted here). */
export async function getBankOrder(db: PortalDb, id: string): Promise<BankOrderRow | null> {
  const row = await db.rows(COLLECTION).get(id);
  return row && isLive(row) ? (toRecord(row) as BankOrderRow) : null;
}

export function useBankOrder(id: string): BankOrderRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && id ? getBankOrder(local.db, id) : null), [local, id]);
}

/** The refs of a company's live orders, for the next ref's proposal (src/domain/bank-order.ts). */
export function useBankOrderRefs(sirket: string): string[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !sirket) return [];
    const rows = await local.db.rows(COLLECTION).where('sirket').equals(sirket).filter(isLive).toArray();
    return rows.map((row) => String(row.ref ?? ''));
  }, [local, sirket]);
}

/** The record a valid body makes, as the server makes it (server/db/repositories/bank-orders-repository.ts). */
export function bankOrderRecord(fields: BankOrderFields, file: UploadedFile | KeptFileRef | null, id: string): BankOrderRow {
  return {
    _id: id,
    ref: fields.ref,
    tarih: fields.tarih,
    miktar: toMajor(fields.miktar, SCALES.amount),
    dovizCinsi: fields.dovizCinsi,
    aciklama: fields.aciklama,
    sirket: fields.sirket,
    sirketBankaSelection: fields.sirketBankaSelection,
    cariBankaSelection: fields.cariBankaSelection,
    cariHesap: fields.cariHesap,
    sablon: fields.sablon,
    talimatFile: file,
    fatura: fields.fatura,
    nakitAkis: fields.nakitAkis,
  };
}

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the order on the
 * device and queues it. `file` is the signed letter (uploaded or kept on the device) or null.
 */
export async function saveBankOrder(input: BankOrderInput, file: UploadedFile | KeptFileRef | null, id?: string): Promise<string> {
  const fields = v.parse(bankOrderSchema, { ...input, talimatFile: file });
  const { db, engine } = requireLocal();
  const recordId = id ?? newRecordId();
  await enqueue(db, COLLECTION, id ? 'update' : 'create', bankOrderRecord(fields, file, recordId) as unknown as MirroredRow);
  engine.kick();
  return recordId;
}

/** The body that saves an order as it is, for the changes its detail page makes (letter, payment). */
export function bankOrderInput(order: BankOrderRow): BankOrderInput {
  return {
    ref: order.ref,
    tarih: order.tarih,
    miktar: order.miktar,
    dovizCinsi: order.dovizCinsi,
    aciklama: order.aciklama,
    sirket: order.sirket,
    sirketBankaSelection: order.sirketBankaSelection,
    cariBankaSelection: order.cariBankaSelection,
    cariHesap: order.cariHesap,
    sablon: order.sablon,
    fatura: order.fatura,
    nakitAkis: order.nakitAkis,
  };
}

export async function deleteBankOrder(id: string): Promise<void> {
  const { db, engine } = requireLocal();
  await enqueue(db, COLLECTION, 'delete', { _id: id });
  engine.kick();
}
