import type * as v from 'valibot';
import type { BillDirection } from './bill';
import { cashFlowKind, type CashFlow, type CashFlowType } from './kinds/cash-flow';
import { writeSchemaOf } from './kinds/schema';
import type { ListPage } from './list-page';

// Cash flows (nakit akış): payments to suppliers and collections from customers (docs/areas/cash-flows.md;
// docs/architecture.md §7, §8). The kind is defined field by field in src/domain/kinds/cash-flow.ts;
// its write schema is the form's and the body of `POST`/`PUT /api/finans/nakit-akis`. `miktar`
// arrives in major units and leaves as minor units (money.ts).

export {
  CASH_FLOW_SORT_FIELDS,
  CASH_FLOW_TYPES,
  PAYMENT_METHODS,
  cashFlowKind,
  type CashFlow,
  type CashFlowType,
  type PaymentMethod,
} from './kinds/cash-flow';

/** docs/architecture.md §7: a bill `gelen` (from a supplier) is paid by `odeme`, a bill `giden` by `tahsilat`. */
export const FLOW_TYPE_OF_DIRECTION = { gelen: 'odeme', giden: 'tahsilat' } as const satisfies Record<BillDirection, CashFlowType>;
/** The flows that count in an account's `odenen`: payments to a supplier, collections from a customer. */
export const FLOW_TYPE_OF_ACCOUNT = { tedarikci: 'odeme', musteri: 'tahsilat' } as const satisfies Record<string, CashFlowType>;
/** The other way round: who a flow type is made with, and which bills it pays. */
export const ACCOUNT_TYPE_OF_FLOW = { odeme: 'tedarikci', tahsilat: 'musteri' } as const satisfies Record<CashFlowType, string>;
export const DIRECTION_OF_FLOW = { odeme: 'gelen', tahsilat: 'giden' } as const satisfies Record<CashFlowType, BillDirection>;

/** docs/areas/cash-flows.md "Receipt": tarih, miktar (at least 0,01: docs/decisions.md §1), dovizCinsi, cariHesap, dekontFile, tip, odemeYontemi required. */
export const cashFlowSchema = writeSchemaOf(cashFlowKind);

export type CashFlowInput = v.InferInput<typeof cashFlowSchema>;
/** A valid body: `miktar` in minor units, `dekontFile` the file's id, `fatura` an id or null. */
export type CashFlowFields = v.InferOutput<typeof cashFlowSchema>;

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

export type CashFlowListResponse = ListPage<'nakitAkislar', CashFlowView>;
