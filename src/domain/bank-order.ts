import type * as v from 'valibot';
import type { Currency } from './currency';
import { BANK_ORDER_TEMPLATES, bankOrderKind, type BankOrder, type BankOrderTemplate } from './kinds/bank-order';
import { writeSchemaOf } from './kinds/schema';
import type { AccountNames, ListPage } from './list-page';

// Bank orders (banka talimatı): a letter to the company's bank to pay a supplier (docs/areas/bank-orders.md;
// docs/architecture.md §7, §10). The kind is defined field by field in src/domain/kinds/bank-order.ts;
// its write schema is the form's and the body of `POST`/`PUT /api/finans/banka-talimat`. `miktar`
// arrives in major units and leaves as minor units (money.ts).

export { BANK_ORDER_TEMPLATES, bankOrderKind, type BankOrder, type BankOrderTemplate };

/** The template a currency calls for: TL goes by EFT / havale, the others by SWIFT. */
export function templateOfCurrency(currency: Currency): BankOrderTemplate {
  return currency === 'TL' ? 'yurtici-tl' : 'swift-doviz';
}

/**
 * docs/areas/bank-orders.md "Payment instruction": ref (in capitals by Turkish rules), tarih, miktar
 * (at least 0,01: docs/decisions.md §1), dovizCinsi, both bank selections and cariHesap required. A
 * bank selection is the key of a bank account entry (bankAccountKey).
 */
export const bankOrderSchema = writeSchemaOf(bankOrderKind);

export type BankOrderInput = v.InferInput<typeof bankOrderSchema>;
/** A valid body: `miktar` in minor units, files and references as ids or null. */
export type BankOrderFields = v.InferOutput<typeof bankOrderSchema>;

/** A bank order as `GET /api/finans/banka-talimat…` answers it: the record and the names it refers to. */
export interface BankOrderView extends BankOrder, AccountNames {}

export type BankOrderListResponse = ListPage<'talimatlar', BankOrderView>;

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const BANK_ORDER_SORT_FIELDS = ['tarih', 'ref', 'miktar', 'createdAt', 'updatedAt'] as const;

/** Where an order stands: a draft, signed (its signed letter attached) or paid (its payment recorded). */
export type BankOrderState = 'taslak' | 'imzali' | 'odendi';

export function bankOrderState(order: { talimatFile: unknown; nakitAkis: string | null }): BankOrderState {
  if (order.nakitAkis) return 'odendi';
  return order.talimatFile ? 'imzali' : 'taslak';
}

/**
 * The key that names a bank account entry of a company or an account (entries have no id of their
 * own): its IBAN, or its account number when it has none, without spaces and in capitals.
 */
export function bankAccountKey(bank: { iban?: string; hesapNumarasi?: string }): string {
  const raw = bank.iban || bank.hesapNumarasi || '';
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The entry of `banks` a selection names, if any. */
export function findBankAccount<B extends { iban?: string; hesapNumarasi?: string }>(banks: readonly B[], key: string): B | undefined {
  const wanted = key.replace(/\s+/g, '').toUpperCase();
  return wanted === '' ? undefined : banks.find((bank) => bankAccountKey(bank) === wanted);
}

/**
 * The next reference for a company's order dated in `year`: `BT-<year>-<n>` with n one past the
 * highest number already used that year (four digits at least), so a gap left by a deletion is
 * never refilled and a hand-typed ref of another shape is ignored.
 */
export function proposeRef(existingRefs: Iterable<string>, year: number): string {
  const pattern = new RegExp(`^BT-${year}-(\\d+)$`, 'i');
  let highest = 0n;
  for (const ref of existingRefs) {
    const match = pattern.exec(ref.trim());
    const number = match?.[1] ? BigInt(match[1]) : 0n;
    if (number > highest) highest = number;
  }
  return `BT-${year}-${String(highest + 1n).padStart(4, '0')}`;
}

/** The purpose a letter states for an order made from a bill (the letter is Turkish, whatever the screen's language). */
export function billPurpose(faturaProformaNo: string): string {
  return faturaProformaNo.trim() ? `${faturaProformaNo.trim()} numaralı fatura ödemesi` : 'Fatura ödemesi';
}
