import type { Bill, BillFields, BillLine, PaymentType, PlanRow } from '../bill';
import { billTotals, lineAmounts, paymentTypeOf, type BillTotals } from '../bill-math';
import type { Currency } from '../currency';
import { textKey } from '../text-key';

// A bill, mapped once (docs/architecture.md §2, §7): a valid write becomes the stored bill (figures as
// integers at their scales, lines with their amounts and the totals by the domain engine), and the
// stored bill becomes its record, figures still integers as the device keeps them. The server
// answers with it in major units (form-input.ts, recordOnWire, server/db/repositories/
// bills-repository.ts); the device makes its optimistic row with the same two
// (src/data/bill-save.ts), so both are the same record.

/**
 * A bill's line as stored: the fields of the record's line (BillLine), its figures as integers at
 * their scales (src/domain/money.ts): `miktar` thousandths, `birimFiyat` ten-thousandths, `iskonto`
 * and `kdv` thousandths of a percent, `kdvTutari` and `tutar` minor units (src/domain/bill-math.ts).
 */
export type StoredBillLine = BillLine;

/** A payment-plan row as stored: the record's row (PlanRow), the amount in minor units. */
export type StoredPlanRow = PlanRow;

/**
 * A bill as stored (the server's columns, named as the table names them): figures as integers; the
 * withheld total is 0 without withholding.
 */
export interface StoredBill<File> extends Required<BillTotals> {
  sirketId: string;
  cariHesapId: string;
  tip: Bill['tip'];
  faturaTip: Bill['faturaTip'];
  faturaProformaNo: string;
  /** The number as it is compared for uniqueness (docs/architecture.md §7: however typed). */
  faturaProformaNoKey: string;
  tarih: string;
  dovizCinsi: Currency;
  kalemler: StoredBillLine[];
  odemePlani: StoredPlanRow[];
  taksitSayisi: number;
  odemeTip: PaymentType;
  aciklama: string;
  faturaFile: File;
  /** The e-Fatura's UUID, '' for a bill typed by hand. */
  eFaturaUuid: string;
}

/**
 * A line as the bill stores and records it: its fields in this order, and nothing else a row may
 * carry; the withholding rate and amount only when the line withholds (a bill without withholding is
 * as it was before it, docs/areas/e-invoice.md).
 */
function lineOf(line: StoredBillLine): StoredBillLine {
  return {
    id: line.id,
    butceKodu: line.butceKodu,
    adi: line.adi,
    aciklama: line.aciklama,
    miktar: line.miktar,
    birim: line.birim,
    birimFiyat: line.birimFiyat,
    iskonto: line.iskonto,
    kdv: line.kdv,
    kdvTutari: line.kdvTutari,
    tutar: line.tutar,
    ...(line.tevkifatOrani ? { tevkifatOrani: line.tevkifatOrani, tevkifatTutari: line.tevkifatTutari ?? 0 } : {}),
  };
}

/** The totals a bill stores: the engine's, the withheld total 0 when nothing is withheld. */
function storedTotals(lines: BillFields['kalemler']): Required<BillTotals> {
  const totals = billTotals(lines);
  return { ...totals, toplamTevkifatTutar: totals.toplamTevkifatTutar ?? 0 };
}

/**
 * What a valid write stores: the lines with their amounts and the totals computed by the domain
 * engine (totals a client sent were dropped by the schema), the payment type from the plan's
 * length, and `newId()` for lines and plan rows that came without an id.
 */
export function storedBillOf<File>(fields: BillFields, file: File, newId: () => string): StoredBill<File> {
  const kalemler = fields.kalemler.map((line) => lineOf({ ...line, ...lineAmounts(line), id: line.id || newId() }));
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
    eFaturaUuid: fields.eFaturaUuid,
    ...storedTotals(fields.kalemler),
  };
}

/** A bill's record without what the server stamps on a write (its version and time). */
export type BillRecord<File = Bill['faturaFile']> = Omit<Bill, 'faturaFile' | 'version' | 'updatedAt'> & { faturaFile: File };

/**
 * The record from the stored bill, its figures as integers as the device keeps them; the API and the
 * pull carry them in major units (recordOnWire, docs/architecture.md §7).
 */
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
    kalemler: stored.kalemler.map(lineOf),
    odemePlani: stored.odemePlani.map((row) => ({ id: row.id, tarih: row.tarih, miktar: row.miktar })),
    taksitSayisi: stored.taksitSayisi,
    odemeTip: stored.odemeTip,
    aciklama: stored.aciklama,
    faturaFile: stored.faturaFile,
    // Only for a bill imported from an e-Fatura: a bill typed by hand is as it was (docs/areas/e-invoice.md).
    ...(stored.eFaturaUuid ? { eFaturaUuid: stored.eFaturaUuid } : {}),
    toplamlar: {
      araToplam: stored.araToplam,
      toplamIskontoTutar: stored.toplamIskontoTutar,
      indirimliTutar: stored.indirimliTutar,
      toplamKdvTutar: stored.toplamKdvTutar,
      // Only when something is withheld: a bill without withholding is as it was (docs/areas/e-invoice.md).
      ...(stored.toplamTevkifatTutar ? { toplamTevkifatTutar: stored.toplamTevkifatTutar } : {}),
      odenecekTutar: stored.odenecekTutar,
    },
  };
}
