import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { cashFlowSchema, type CashFlow, type CashFlowInput } from '../domain/cash-flow';
import type { UploadedFile } from '../domain/file';
import { SCALES, toMajor } from '../domain/money';
import type { MirroredRow } from './db';
import type { KeptFileRef } from './files';
import { requireLocal, useLocal } from './local';
import { isLive, toRecord } from './sync/collections';
import { enqueue, newRecordId } from './sync/outbox';

const COLLECTION = 'nakitAkis';

/** A cash flow on the device: the server's record, or one made here whose receipt may still be kept. */
export type CashFlowRow = Omit<CashFlow, 'dekontFile' | 'version' | 'updatedAt'> & {
  dekontFile: UploadedFile | KeptFileRef;
} & Partial<Pick<CashFlow, 'version' | 'updatedAt'>>;

/** The live payments naming a bill, oldest first: what its paid state is derived from (§5). */
export function useCashFlowsOfBill(fatura: string): CashFlowRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !fatura) return [];
    const rows = await local.db.rows(COLLECTION).where('fatura').equals(fatura).filter(isLive).toArray();
    return rows.map((row) => toRecord(row) as CashFlowRow).sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : 0));
  }, [local, fatura]);
}

/**
 * Validates with the shared schema, stores the cash flow on the device and queues it (it works
 * offline; the replay sends its receipt first when that is still kept on the device).
 */
export async function saveCashFlow(input: Omit<CashFlowInput, 'dekontFile'>, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const fields = v.parse(cashFlowSchema, { ...input, dekontFile: file });
  const { db, engine } = requireLocal();
  const recordId = id ?? newRecordId();
  const row: CashFlowRow = {
    _id: recordId,
    tip: fields.tip,
    tarih: fields.tarih,
    miktar: toMajor(fields.miktar, SCALES.amount),
    dovizCinsi: fields.dovizCinsi,
    sirket: fields.sirket,
    cariHesap: fields.cariHesap,
    fatura: fields.fatura,
    odemeYontemi: fields.odemeYontemi,
    aciklama: fields.aciklama,
    dekontFile: file,
  };
  await enqueue(db, COLLECTION, id ? 'update' : 'create', row as unknown as MirroredRow);
  engine.kick();
  return recordId;
}

/** The live payments of several bills by bill id, oldest first: a list's paid states at once. */
export function usePaymentsOfBills(billIds: readonly string[]): Map<string, CashFlowRow[]> | undefined {
  const local = useLocal();
  // The ids' joined text stands for the list, so a new array of the same ids reads nothing again.
  const key = billIds.join(',');
  return useLiveQuery(async () => {
    const byBill = new Map<string, CashFlowRow[]>();
    if (!local || billIds.length === 0) return byBill;
    const rows = await local.db.rows(COLLECTION).where('fatura').anyOf([...billIds]).filter(isLive).toArray();
    for (const row of rows.map((r) => toRecord(r) as CashFlowRow).sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : 0))) {
      if (!row.fatura) continue;
      byBill.set(row.fatura, [...(byBill.get(row.fatura) ?? []), row]);
    }
    return byBill;
  }, [local, key]);
}
