import * as v from 'valibot';
import { billSchema, type BillFields, type BillInput } from '../domain/bill';
import { billTotals, lineAmounts, paymentTypeOf } from '../domain/bill-math';
import type { UploadedFile } from '../domain/file';
import { SCALES, toMajor } from '../domain/money';
import type { BillRow } from './bills';
import type { MirroredRow } from './db';
import type { KeptFileRef } from './files';
import { queueSave } from './local';
import { newRecordId } from './sync/outbox';

// Saving a bill: only its form and its detail page read it, so the bill list's first load carries
// neither the schema nor the totals engine (the list's reads are src/data/bills.ts).

const COLLECTION = 'fatura';

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
  return queueSave(COLLECTION, id, (recordId) => billRecord(fields, file, recordId) as unknown as MirroredRow);
}

/** The body that saves a bill as it is (turning a proforma into a bill changes a few of its fields). */
export function billInputOf(bill: BillRow): BillInput {
  return {
    tip: bill.tip,
    faturaTip: bill.faturaTip,
    faturaProformaNo: bill.faturaProformaNo,
    tarih: bill.tarih,
    dovizCinsi: bill.dovizCinsi,
    sirket: bill.sirket,
    cariHesap: bill.cariHesap,
    kalemler: bill.kalemler.map((line) => ({
      id: line.id,
      butceKodu: line.butceKodu,
      adi: line.adi,
      aciklama: line.aciklama,
      miktar: line.miktar,
      birim: line.birim,
      birimFiyat: line.birimFiyat,
      iskonto: line.iskonto,
      kdv: line.kdv,
    })),
    odemePlani: bill.odemePlani.map((row) => ({ id: row.id, tarih: row.tarih, miktar: row.miktar })),
    taksitSayisi: bill.taksitSayisi,
    aciklama: bill.aciklama,
    faturaFile: bill.faturaFile,
  };
}
