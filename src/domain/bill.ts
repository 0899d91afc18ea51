import type * as v from 'valibot';
import { billTotals, lineAmounts, paymentTypeOf, type BillTotals, type PaidState } from './bill-math';
import { billKind, type BillWritten, type PaymentType } from './kinds/bill';
import { writeSchemaOf } from './kinds/schema';
import { textKey } from './text-key';
import type { ListPage } from './list-page';

// Bills and proformas (fatura): docs/areas/bills.md; docs/architecture.md §7, §8. The kind is defined
// field by field in src/domain/kinds/bill.ts; its write schema is the form's and the body of
// `POST`/`PUT /api/finans/fatura`. Money arrives in major units (a JSON number or decimal text) and
// leaves the schema as integers at its scale (money.ts); errors are translation keys: `required`,
// `invalid`, `tooManyDecimals`, `tooLarge`, `atLeastOne`, `aboveZero`, `outOfRange`, `invalidDate`,
// `planTotalMismatch`. What a bill derives from its lines (their amounts, the totals) is mapped here
// once, for the device and the server alike.

export {
  BILL_DIRECTIONS,
  BILL_KINDS,
  BILL_SORT_FIELDS,
  billKind,
  MAX_LINES,
  MAX_PLAN_ROWS,
  PAYMENT_TYPES,
  UNITS,
  type BillDirection,
  type BillKind,
  type PaymentType,
  type Unit,
} from './kinds/bill';

/** KDV rates the form offers (docs/architecture.md §7); any other 0–100 may be typed. */
export const KDV_RATES = [0, 1, 10, 20] as const;

/** The account type a bill's direction needs: a bill comes from a supplier, goes to a customer. */
export const ACCOUNT_TYPE_OF_DIRECTION = { gelen: 'tedarikci', giden: 'musteri' } as const;
/** The budget-code chart of a bill's lines: an incoming bill is an expense, an outgoing one income. */
export const BUDGET_TYPE_OF_DIRECTION = { gelen: 'gider', giden: 'gelir' } as const;

export const billSchema = writeSchemaOf(billKind);

export type BillInput = v.InferInput<typeof billSchema>;
/** A valid body: figures as integers at their scales, `faturaFile` the file's id. */
export type BillFields = v.InferOutput<typeof billSchema>;
export type BillLineFields = BillFields['kalemler'][number];
export type PlanRowFields = BillFields['odemePlani'][number];

/**
 * A line as the record keeps it: its written fields and its amounts (minor units; the other figures
 * integers at their scales on the device, major units on the wire: records/form-input.ts).
 */
export interface BillLine extends Omit<BillWritten['kalemler'][number], 'tevkifatOrani'> {
  kdvTutari: number;
  tutar: number;
  /** The withheld percent of the KDV (20–100 in tens); absent when nothing is withheld (docs/areas/e-invoice.md). */
  tevkifatOrani?: number;
  /** kdvTutari × tevkifatOrani %; present with the rate. */
  tevkifatTutari?: number;
}

export type PlanRow = BillWritten['odemePlani'][number];

/** A bill as the device mirrors it (and `GET /api/sync` sends it): what it was written with, and its totals. */
export interface Bill extends Omit<BillWritten, 'kalemler' | 'eFaturaUuid'> {
  kalemler: BillLine[];
  /** Derived from the plan's length. */
  odemeTip: PaymentType;
  /** The e-Fatura's UUID (lower case) when the bill was imported from one; absent otherwise. */
  eFaturaUuid?: string;
  /** Computed by the server from the lines (major units on the wire, minor units on the device). */
  toplamlar: { [K in keyof BillTotals]: number };
}

/**
 * A bill as `GET /api/finans/fatura…` answers it: the record plus what its payments make of it
 * (derived, never stored: docs/architecture.md §7), the account's name and the company's.
 */
export interface BillView extends Omit<Bill, 'odemePlani' | 'toplamlar'> {
  odemePlani: (PlanRow & { durum: PaidState })[];
  toplamlar: Bill['toplamlar'] & { odenmisTutar: number };
  durum: PaidState;
  odenecekTaksit: number | null;
  odemeTarihi: string | null;
  cariHesapUnvan: string;
  sirketIsim: string;
}

export type BillListResponse = ListPage<'faturalar', BillView>;

// ---------------------------------------------------------------------------------------------
// The record a write makes (docs/architecture.md §2, §7): one shape on the device, the wire and the
// server (the table's properties are the fields' names). The server stores it with its totals in
// columns and the number's key (server/collections/bills.ts); the device mirrors it at once
// (src/data/bill-save.ts), so both are the same record.

/** A line as the table stores it: the record's line. */
export type StoredBillLine = BillLine;
/** A payment-plan row as the table stores it: the record's row. */
export type StoredPlanRow = PlanRow;

/**
 * A bill as stored: the record's fields, the totals in their columns (the withheld total 0 without
 * withholding), the number's key (docs/architecture.md §7: however typed) and the e-Fatura's UUID ''
 * for a bill typed by hand.
 */
export type StoredBill<File> = Omit<Bill, 'faturaFile' | 'toplamlar' | 'eFaturaUuid' | '_id' | 'version' | 'updatedAt'> &
  Required<BillTotals> & { faturaFile: File; faturaProformaNoKey: string; eFaturaUuid: string };

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

/**
 * What a valid write stores: the lines with their amounts and the totals computed by the domain
 * engine (a client sends none), and `newId()` for lines and plan rows that came without an id.
 */
export function storedBillOf<File>(fields: BillFields, file: File, newId: () => string): StoredBill<File> {
  const totals = billTotals(fields.kalemler);
  return {
    ...fields,
    kalemler: fields.kalemler.map((line) => lineOf({ ...line, ...lineAmounts(line), id: line.id || newId() })),
    odemePlani: fields.odemePlani.map((row) => ({ id: row.id || newId(), tarih: row.tarih, miktar: row.miktar })),
    // docs/areas/bills.md: the payment type follows from the plan's length (a form's own is ignored).
    odemeTip: paymentTypeOf(fields.odemePlani.length),
    faturaFile: file,
    faturaProformaNoKey: textKey(fields.faturaProformaNo),
    ...totals,
    toplamTevkifatTutar: totals.toplamTevkifatTutar ?? 0,
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
    sirket: stored.sirket,
    cariHesap: stored.cariHesap,
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
