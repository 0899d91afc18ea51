import * as v from 'valibot';
import type { BillDirection } from './bill';
import { calendarDate, choice, decimal, fileRef, optionalText, uuid } from './schema-fields';
import { CURRENCIES, type Currency } from './currency';
import type { UploadedFile } from './file';
import { SCALES } from './money';

// Cash flows (nakit akış): payments to suppliers and collections from customers (docs/areas/cash-flows.md;
// docs/architecture.md §7, §8). The schema is the form's and the body of `POST`/`PUT
// /api/finans/nakit-akis`. `miktar` arrives in major units and leaves as minor units (money.ts).

export const CASH_FLOW_TYPES = ['odeme', 'tahsilat'] as const;
export type CashFlowType = (typeof CASH_FLOW_TYPES)[number];
/** docs/architecture.md §8: bank transfer, cash, credit card, bank cheque, bond. */
export const PAYMENT_METHODS = ['havale', 'nakit', 'kredi-karti', 'cek', 'senet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** docs/architecture.md §7: a bill `gelen` (from a supplier) is paid by `odeme`, a bill `giden` by `tahsilat`. */
export const FLOW_TYPE_OF_DIRECTION = { gelen: 'odeme', giden: 'tahsilat' } as const satisfies Record<BillDirection, CashFlowType>;
/** The flows that count in an account's `odenen`: payments to a supplier, collections from a customer. */
export const FLOW_TYPE_OF_ACCOUNT = { tedarikci: 'odeme', musteri: 'tahsilat' } as const satisfies Record<string, CashFlowType>;
/** The other way round: who a flow type is made with, and which bills it pays. */
export const ACCOUNT_TYPE_OF_FLOW = { odeme: 'tedarikci', tahsilat: 'musteri' } as const satisfies Record<CashFlowType, string>;
export const DIRECTION_OF_FLOW = { odeme: 'gelen', tahsilat: 'giden' } as const satisfies Record<CashFlowType, BillDirection>;

/** The bill a cash flow pays: optional; absent, null or blank means none (the payment is credit). */
const billRef = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), uuid('invalid')], 'invalid')), null),
  v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
);

/** docs/areas/cash-flows.md "Receipt": tarih, miktar (at least 0,01: docs/decisions.md §1), dovizCinsi, cariHesap, dekontFile, tip, odemeYontemi required. */
export const cashFlowSchema = v.object(
  {
    tip: choice(CASH_FLOW_TYPES),
    tarih: calendarDate,
    miktar: decimal(SCALES.amount, { min: 1n }),
    dovizCinsi: choice(CURRENCIES),
    // As on the account and the bill: a body without the key is also told to choose a company.
    sirket: v.optional(uuid('chooseCompany'), ''),
    cariHesap: uuid('required'),
    fatura: billRef,
    odemeYontemi: choice(PAYMENT_METHODS),
    aciklama: optionalText(2000),
    dekontFile: fileRef,
  },
  'required',
);

export type CashFlowInput = v.InferInput<typeof cashFlowSchema>;
/** A valid body: `miktar` in minor units, `dekontFile` the file's id, `fatura` an id or null. */
export type CashFlowFields = v.InferOutput<typeof cashFlowSchema>;

/** A cash flow as `GET /api/sync` sends it (`miktar` in major units) and the device mirrors it (`miktar` in minor units). */
export interface CashFlow {
  _id: string;
  tip: CashFlowType;
  tarih: string;
  miktar: number;
  dovizCinsi: Currency;
  sirket: string;
  cariHesap: string;
  fatura: string | null;
  odemeYontemi: PaymentMethod;
  aciklama: string;
  dekontFile: UploadedFile;
  version: number;
  updatedAt: string;
}

/**
 * A cash flow as `GET /api/finans/nakit-akis…` answers it (docs/areas/cash-flows.md: `sirket {isim}`, `cariHesap
 * {_id, unvan}`): the record with its company and account as objects that carry their names. Writes
 * send, and the pull and a write's answer carry, the plain ids of `CashFlow`.
 */
export interface CashFlowView extends Omit<CashFlow, 'sirket' | 'cariHesap'> {
  sirket: { _id: string; isim: string };
  cariHesap: { _id: string; unvan: string };
  /** The number of the bill it pays ('' when none or unnumbered). */
  faturaProformaNo: string;
}

export interface CashFlowListResponse {
  nakitAkislar: CashFlowView[];
  totalCount: number;
}

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const CASH_FLOW_SORT_FIELDS = ['tarih', 'miktar', 'createdAt', 'updatedAt'] as const;
