import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { billSchema, type Bill, type BillFields, type BillInput } from '../domain/bill';
import { billTotals, lineAmounts, paymentTypeOf } from '../domain/bill-math';
import type { UploadedFile } from '../domain/file';
import { SCALES, toMajor } from '../domain/money';
import type { MirroredRow, PortalDb } from './db';
import type { KeptFileRef } from './files';
import { requireLocal, useLocal } from './local';
import { isLive, toRecord } from './sync/collections';
import { enqueue, newRecordId } from './sync/outbox';

const COLLECTION = 'fatura';

/** A bill on the device: the server's record, or one made here whose file may still be kept. */
export type BillRow = Omit<Bill, 'faturaFile' | 'version' | 'updatedAt'> & {
  faturaFile: UploadedFile | KeptFileRef;
} & Partial<Pick<Bill, 'version' | 'updatedAt'>>;

/** A bill by id; `null` when it is not on this device (or deleted here). */
export async function getBill(db: PortalDb, id: string): Promise<BillRow | null> {
  const row = await db.rows(COLLECTION).get(id);
  return row && isLive(row) ? (toRecord(row) as BillRow) : null;
}

export function useBill(id: string): BillRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? getBill(local.db, id) : null), [local, id]);
}

/** The numbers of `ids` by id ('' for an unnumbered bill): what a list of payments shows beside each. */
export function useBillNumbers(ids: readonly string[]): Map<string, string> | undefined {
  const local = useLocal();
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    if (!local || key === '') return new Map<string, string>();
    const rows = await local.db.rows(COLLECTION).bulkGet(key.split(','));
    return new Map(rows.flatMap((row) => (row && isLive(row) ? [[String(row._id), String(row.faturaProformaNo ?? '')] as const] : [])));
  }, [local, key]);
}

/** The bills of one account, newest first (the account's finance tab). */
export async function billsOfAccount(db: PortalDb, cariHesap: string): Promise<BillRow[]> {
  const rows = await db.rows(COLLECTION).where('cariHesap').equals(cariHesap).filter(isLive).toArray();
  return rows.map((row) => toRecord(row) as BillRow).sort((a, b) => (a.tarih < b.tarih ? 1 : a.tarih > b.tarih ? -1 : 0));
}

export function useBillsOfAccount(cariHesap: string): BillRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? billsOfAccount(local.db, cariHesap) : []), [local, cariHesap]);
}

const amount = (minor: number) => toMajor(minor, SCALES.amount);

/**
 * The record a bill's validated fields make, as the server makes it (server/db/repositories/
 * bills-repository.ts): line amounts and totals by the domain engine, figures back in major units,
 * the payment type from the plan's length. The device shows it at once; the server's copy replaces
 * it when the write is acknowledged.
 */
export function billRecord(fields: BillFields, file: UploadedFile | KeptFileRef, id: string): BillRow {
  const totals = billTotals(fields.kalemler);
  return {
    _id: id,
    tip: fields.tip,
    faturaTip: fields.faturaTip,
    faturaProformaNo: fields.faturaProformaNo,
    tarih: fields.tarih,
    dovizCinsi: fields.dovizCinsi,
    sirket: fields.sirket,
    cariHesap: fields.cariHesap,
    kalemler: fields.kalemler.map((line) => {
      const figures = lineAmounts(line);
      return {
        id: line.id || newRecordId(),
        butceKodu: line.butceKodu,
        adi: line.adi,
        aciklama: line.aciklama,
        miktar: toMajor(line.miktar, SCALES.quantity),
        birim: line.birim,
        birimFiyat: toMajor(line.birimFiyat, SCALES.unitPrice),
        iskonto: toMajor(line.iskonto, SCALES.percent),
        kdv: toMajor(line.kdv, SCALES.percent),
        kdvTutari: amount(figures.kdvTutari),
        tutar: amount(figures.tutar),
      };
    }),
    odemePlani: fields.odemePlani.map((row) => ({ id: row.id || newRecordId(), tarih: row.tarih, miktar: amount(row.miktar) })),
    taksitSayisi: fields.taksitSayisi,
    odemeTip: paymentTypeOf(fields.odemePlani.length),
    aciklama: fields.aciklama,
    faturaFile: file,
    toplamlar: {
      araToplam: amount(totals.araToplam),
      toplamIskontoTutar: amount(totals.toplamIskontoTutar),
      indirimliTutar: amount(totals.indirimliTutar),
      toplamKdvTutar: amount(totals.toplamKdvTutar),
      odenecekTutar: amount(totals.odenecekTutar),
    },
  };
}

/**
 * Validates with the shared schema (the form prevents invalid input; a ValiError is thrown
 * otherwise), stores the bill with its totals on the device and queues it. `file` is the uploaded
 * file, or the reference of a file kept on the device (src/data/files.ts: `refOf`), which the
 * replay uploads first.
 */
export async function saveBill(input: BillInput, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const fields = v.parse(billSchema, { ...input, faturaFile: file });
  const { db, engine } = requireLocal();
  const recordId = id ?? newRecordId();
  await enqueue(db, COLLECTION, id ? 'update' : 'create', billRecord(fields, file, recordId) as unknown as MirroredRow);
  engine.kick();
  return recordId;
}

export async function deleteBill(id: string): Promise<void> {
  const { db, engine } = requireLocal();
  await enqueue(db, COLLECTION, 'delete', { _id: id });
  engine.kick();
}
