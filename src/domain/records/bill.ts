import type { Bill, BillFields, BillLine, PaymentType, PlanRow } from '../bill';
import { billTotals, lineAmounts, paymentTypeOf, type BillTotals } from '../bill-math';
import type { Currency } from '../currency';
import { SCALES, toMajor } from '../money';
import { textKey } from '../text-key';

// A bill, mapped once (ARCHITECTURE.md §3, §5): a valid write becomes the stored bill (figures as
// integers at their scales, lines with their amounts and the totals by the domain engine), and the
// stored bill becomes the record the API answers (figures in major units; the device keeps it with
// its figures as integers: form-input.ts, recordOnDevice). The server writes and answers with these
// (server/db/repositories/bills-repository.ts); the device
// makes its optimistic row with the same two (src/data/bill-save.ts), so both are the same record.

/**
 * A bill's line as stored: the fields of the record's line (BillLine), its figures as integers at
 * their scales (src/domain/money.ts): `miktar` thousandths, `birimFiyat` ten-thousandths, `iskonto`
 * and `kdv` thousandths of a percent, `kdvTutari` and `tutar` minor units (src/domain/bill-math.ts).
 */
export type StoredBillLine = BillLine;

/** A payment-plan row as stored: the record's row (PlanRow), the amount in minor units. */
export type StoredPlanRow = PlanRow;

/** A bill as stored (the server's columns, named as the table names them): figures as integers. */
export interface StoredBill<File> extends BillTotals {
  sirketId: string;
  cariHesapId: string;
  tip: Bill['tip'];
  faturaTip: Bill['faturaTip'];
  faturaProformaNo: string;
  /** The number as it is compared for uniqueness (§5: however typed). */
  faturaProformaNoKey: string;
  tarih: string;
  dovizCinsi: Currency;
  kalemler: StoredBillLine[];
  odemePlani: StoredPlanRow[];
  taksitSayisi: number;
  odemeTip: PaymentType;
  aciklama: string;
  faturaFile: File;
}

/**
 * What a valid write stores: the lines with their amounts and the totals computed by the domain
 * engine (totals a client sent were dropped by the schema), the payment type from the plan's
 * length, and `newId()` for lines and plan rows that came without an id.
 */
export function storedBillOf<File>(fields: BillFields, file: File, newId: () => string): StoredBill<File> {
  const kalemler: StoredBillLine[] = fields.kalemler.map((line) => {
    const amounts = lineAmounts(line);
    return {
      id: line.id || newId(),
      butceKodu: line.butceKodu,
      adi: line.adi,
      aciklama: line.aciklama,
      miktar: line.miktar,
      birim: line.birim,
      birimFiyat: line.birimFiyat,
      iskonto: line.iskonto,
      kdv: line.kdv,
      kdvTutari: amounts.kdvTutari,
      tutar: amounts.tutar,
    };
  });
  const odemePlani: StoredPlanRow[] = fields.odemePlani.map((row) => ({ id: row.id || newId(), tarih: row.tarih, miktar: row.miktar }));
  return {
    sirketId: fields.sirket,
    cariHesapId: fields.cariHesap,
    tip: fields.tip,
    faturaTip: fields.faturaTip,
    faturaProformaNo: fields.faturaProformaNo,
    faturaProformaNoKey: textKey(fields.faturaProformaNo),
    tarih: fields.tarih,
    dovizCinsi: fields.dovizCinsi,
    kalemler,
    odemePlani,
    taksitSayisi: fields.taksitSayisi,
    odemeTip: paymentTypeOf(odemePlani.length),
    aciklama: fields.aciklama,
    faturaFile: file,
    ...billTotals(fields.kalemler),
  };
}

/** A bill's record without what the server stamps on a write (its version and time). */
export type BillRecord<File = Bill['faturaFile']> = Omit<Bill, 'faturaFile' | 'version' | 'updatedAt'> & { faturaFile: File };

const amount = (minor: number) => toMajor(minor, SCALES.amount);

/** The record of the API (and of the pull) from the stored bill: integers back to major units (§5). */
export function billRecordOf<File>(id: string, stored: Omit<StoredBill<File>, 'faturaProformaNoKey'>): BillRecord<File> {
  return {
    _id: id,
    tip: stored.tip,
    faturaTip: stored.faturaTip,
    faturaProformaNo: stored.faturaProformaNo,
    tarih: stored.tarih,
    dovizCinsi: stored.dovizCinsi,
    sirket: stored.sirketId,
    cariHesap: stored.cariHesapId,
    kalemler: stored.kalemler.map((line) => ({
      id: line.id,
      butceKodu: line.butceKodu,
      adi: line.adi,
      aciklama: line.aciklama,
      miktar: toMajor(line.miktar, SCALES.quantity),
      birim: line.birim,
      birimFiyat: toMajor(line.birimFiyat, SCALES.unitPrice),
      iskonto: toMajor(line.iskonto, SCALES.percent),
      kdv: toMajor(line.kdv, SCALES.percent),
      kdvTutari: amount(line.kdvTutari),
      tutar: amount(line.tutar),
    })),
    odemePlani: stored.odemePlani.map((row) => ({ id: row.id, tarih: row.tarih, miktar: amount(row.miktar) })),
    taksitSayisi: stored.taksitSayisi,
    odemeTip: stored.odemeTip,
    aciklama: stored.aciklama,
    faturaFile: stored.faturaFile,
    toplamlar: {
      araToplam: amount(stored.araToplam),
      toplamIskontoTutar: amount(stored.toplamIskontoTutar),
      indirimliTutar: amount(stored.indirimliTutar),
      toplamKdvTutar: amount(stored.toplamKdvTutar),
      odenecekTutar: amount(stored.odenecekTutar),
    },
  };
}
