import * as v from 'valibot';
import { billTotals, totalsTooLarge, planTotal, WITHHOLDING_RATES, type BillTotals, type PaidState } from './bill-math';
import { CURRENCIES, type Currency } from './currency';
import type { UploadedFile } from './file';
import { pow10, SCALES } from './money';
import { calendarDate, choice, decimal, fileRef, optionalText, uuid } from './schema-fields';

// Bills and proformas (fatura): docs/areas/bills.md; docs/architecture.md §7, §8. The schema is the form's and
// the body of `POST`/`PUT /api/finans/fatura`. Money arrives in major units (a JSON number or
// decimal text) and leaves the schema as integers at its scale (money.ts); errors are translation
// keys: `required`, `invalid`, `tooManyDecimals`, `tooLarge`, `atLeastOne`, `aboveZero`, `outOfRange`,
// `invalidDate`, `planTotalMismatch`.

export const BILL_DIRECTIONS = ['gelen', 'giden'] as const;
export type BillDirection = (typeof BILL_DIRECTIONS)[number];
export const BILL_KINDS = ['fatura', 'proforma'] as const;
export type BillKind = (typeof BILL_KINDS)[number];
export const PAYMENT_TYPES = ['pesin', 'taksit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** docs/architecture.md §8: the 11 units of a line. */
export const UNITS = ['adet', 'kg', 'lt', 'metre', 'gr', 'ton', 'kutu', 'koli', 'yil', 'metrekup', 'kubik-ton'] as const;
export type Unit = (typeof UNITS)[number];
/** KDV rates the form offers (docs/architecture.md §7); any other 0–100 may be typed. */
export const KDV_RATES = [0, 1, 10, 20] as const;

/** The account type a bill's direction needs: a bill comes from a supplier, goes to a customer. */
export const ACCOUNT_TYPE_OF_DIRECTION = { gelen: 'tedarikci', giden: 'musteri' } as const;
/** The budget-code chart of a bill's lines: an incoming bill is an expense, an outgoing one income. */
export const BUDGET_TYPE_OF_DIRECTION = { gelen: 'gider', giden: 'gelir' } as const;

/** Limits that keep a body and its figures sane (`outOfRange` / `tooLong` past them). */
export const MAX_LINES = 500;
export const MAX_PLAN_ROWS = 360;

const percent = () => decimal(SCALES.percent, { min: 0n, max: pow10(SCALES.percent) * 100n });

/**
 * A line's withholding rate (tevkifat, docs/areas/e-invoice.md): a whole percent, 0 or 20–100 in tens, as a
 * number or its text (the form's select); `outOfRange` for any other.
 */
const withholdingRate = v.pipe(
  v.union([v.number('invalid'), v.pipe(v.string('invalid'), v.trim(), v.regex(/^\d{1,3}$/, 'invalid'), v.transform(Number))], 'invalid'),
  // A refused rate leaves the line untyped (as `decimal` does), so the totals' checks never read it.
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if ((WITHHOLDING_RATES as readonly number[]).includes(dataset.value)) return dataset.value;
    addIssue({ message: 'outOfRange' });
    return NEVER;
  }),
);

/** A row's own id: kept when the client sent one, else the server gives one (uuid). */
const rowId = v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(64, 'tooLong')), '');

/**
 * A line (kalem): docs/areas/bills.md, adi, birim, butceKodu and kdv required; birimFiyat and miktar above 0
 * (docs/decisions.md §1: 0,85 TL per litre and half a ton are real lines, not "at least 1").
 */
export const billLineSchema = v.object(
  {
    id: rowId,
    /** The budget code's `_id`. */
    butceKodu: uuid('required'),
    adi: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'tooLong')),
    aciklama: optionalText(1000),
    miktar: decimal(SCALES.quantity, { min: 1n }),
    birim: choice(UNITS),
    birimFiyat: decimal(SCALES.unitPrice, { min: 1n }),
    iskonto: v.optional(percent(), 0),
    kdv: percent(),
    tevkifatOrani: v.optional(withholdingRate, 0),
  },
  'required',
);

/** A row of the payment plan: a due date and an amount (≥ 0). */
export const planRowSchema = v.object(
  {
    id: rowId,
    tarih: calendarDate,
    miktar: decimal(SCALES.amount, { min: 0n }),
  },
  'required',
);

export const billSchema = v.pipe(
  v.object(
    {
      tip: choice(BILL_DIRECTIONS),
      faturaTip: choice(BILL_KINDS),
      faturaProformaNo: optionalText(60),
      tarih: calendarDate,
      dovizCinsi: choice(CURRENCIES),
      // As on the account: a body without the key is also told to choose a company.
      sirket: v.optional(uuid('chooseCompany'), ''),
      cariHesap: uuid('required'),
      kalemler: v.pipe(v.array(billLineSchema, 'required'), v.minLength(1, 'required'), v.maxLength(MAX_LINES, 'outOfRange')),
      odemePlani: v.pipe(v.array(planRowSchema, 'required'), v.minLength(1, 'required'), v.maxLength(MAX_PLAN_ROWS, 'outOfRange')),
      taksitSayisi: v.pipe(
        v.number('required'),
        v.integer('invalid'),
        v.minValue(1, 'atLeastOne'),
        v.maxValue(MAX_PLAN_ROWS, 'outOfRange'),
      ),
      aciklama: optionalText(2000),
      faturaFile: fileRef,
      // The UBL-TR invoice's UUID when the bill was made from an e-Fatura (docs/areas/e-invoice.md): one live
      // bill per company and UUID (422 `duplicateEInvoice`). '' for a bill typed by hand.
      eFaturaUuid: v.optional(v.pipe(v.string('invalid'), v.trim(), v.toLowerCase(), v.maxLength(64, 'tooLong')), ''),
      // Sent by the form (docs/areas/bills.md lists it) but derived from the plan: one row is peşin.
      odemeTip: v.optional(v.picklist(PAYMENT_TYPES, 'invalid')),
    },
    'required',
  ),
  v.forward(
    v.partialCheck([['kalemler']], (input) => !totalsTooLarge(input.kalemler), 'tooLarge'),
    ['kalemler'],
  ),
  // docs/architecture.md §7: the plan's rows add up to what is to be paid, exactly.
  v.forward(
    v.partialCheck(
      [['kalemler'], ['odemePlani']],
      (input) => totalsTooLarge(input.kalemler) || planTotal(input.odemePlani) === billTotals(input.kalemler).odenecekTutar,
      'planTotalMismatch',
    ),
    ['odemePlani'],
  ),
);

export type BillInput = v.InferInput<typeof billSchema>;
/** A valid body: figures as integers at their scales, `faturaFile` the file's id. */
export type BillFields = v.InferOutput<typeof billSchema>;
export type BillLineFields = v.InferOutput<typeof billLineSchema>;
export type PlanRowFields = v.InferOutput<typeof planRowSchema>;

// The record as the API carries it: figures in major units (JSON numbers). The device keeps the
// same shape with every figure as an integer at its scale (records/form-input.ts: RECORD_FIGURES).

export interface BillLine {
  id: string;
  butceKodu: string;
  adi: string;
  aciklama: string;
  miktar: number;
  birim: Unit;
  birimFiyat: number;
  iskonto: number;
  kdv: number;
  kdvTutari: number;
  tutar: number;
  /** The withheld percent of the KDV (20–100 in tens); absent when nothing is withheld (docs/areas/e-invoice.md). */
  tevkifatOrani?: number;
  /** kdvTutari × tevkifatOrani %; present with the rate. */
  tevkifatTutari?: number;
}

export interface PlanRow {
  id: string;
  tarih: string;
  miktar: number;
}

/** A bill as the device mirrors it (and `GET /api/sync` sends it): what it was written with, and its totals. */
export interface Bill {
  _id: string;
  tip: BillDirection;
  faturaTip: BillKind;
  faturaProformaNo: string;
  tarih: string;
  dovizCinsi: Currency;
  sirket: string;
  cariHesap: string;
  kalemler: BillLine[];
  odemePlani: PlanRow[];
  taksitSayisi: number;
  /** Derived from the plan's length. */
  odemeTip: PaymentType;
  aciklama: string;
  faturaFile: UploadedFile;
  /** The e-Fatura's UUID (lower case) when the bill was imported from one; absent otherwise. */
  eFaturaUuid?: string;
  /** Computed by the server from the lines (major units on the wire, minor units on the device). */
  toplamlar: { [K in keyof BillTotals]: number };
  version: number;
  updatedAt: string;
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

export interface BillListResponse {
  faturalar: BillView[];
  totalCount: number;
}

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const BILL_SORT_FIELDS = ['tarih', 'faturaProformaNo', 'odenecekTutar', 'createdAt', 'updatedAt'] as const;
