import * as v from 'valibot';
import {
  BANK_ORDER_SORT_FIELDS,
  bankOrderKind,
  findBankAccount,
  type BankOrderFields,
  type BankOrderListResponse,
  type BankOrderView,
} from '../../src/domain/bank-order';
import { textKey } from '../../src/domain/text-key';
import type { FieldError } from '../../src/domain/validation';
import type { Db } from '../db/client';
import {
  bankOrderNames,
  findBankOrderRef,
  listBankOrders,
  type BankOrderRow,
  type BankOrderWithNames,
} from '../db/repositories/bank-orders-repository';
import { bankaTalimat } from '../db/schema';
import { companyListParams, listWindow, parseListQuery } from '../http/list-query';
import { kindCollection } from './kind-collection';
import { referenced } from './referenced';
import { serverCollection } from './server-collection';

// Bank orders (banka talimatı; docs/areas/bank-orders.md). The record, its mapping (`miktar` in major
// units on the wire, the signed letter looked up and its id in `talimat_file_id`), its account, bill
// and payment (live, visible, of its company: accountNotFound, accountOtherCompany, billNotFound,
// cashFlowNotFound), its foreign keys' errors and the tombstone follow from the kind's definition
// (src/domain/kinds/bank-order.ts, kind-collection.ts); scoping, grants, versions and idempotency
// from the generic routes. This adds the paged list, the ref's key and the order's own rules (each
// 422 with a field path and a translation key, all at once): the bank accounts are the company's
// and the account's in the order's currency, the bill and the payment are the same account's, the
// ref is the company's once however typed (its key's unique index). The company, account, bill and
// payment are read held until the write commits (server/collections/referenced.ts): none of them
// changes or goes meanwhile.

/** The list's query string; a broken parameter is 400 with its name as the path. */
const listQuerySchema = v.object({
  ...companyListParams(10, BANK_ORDER_SORT_FIELDS, 'tarih', '-1'),
});

const derived = kindCollection<typeof bankOrderKind, BankOrderRow>(bankOrderKind, bankaTalimat, {
  constraintErrors: { banka_talimat_ref_unique: { path: 'ref', message: 'duplicateRef' } },
});

function toBankOrderView({ order, cariHesapUnvan, sirketIsim }: BankOrderWithNames): BankOrderView {
  return { ...derived.toDto(order), cariHesapUnvan, sirketIsim };
}

/**
 * The rules beyond the derived reference checks (`derivedErrors`: a reference they refused is not
 * read again): the bank accounts, the bill's and the payment's account, the bill's currency, the ref
 * (`exceptId`: the order itself).
 */
async function orderErrors(
  tx: Db,
  input: BankOrderFields,
  exceptId: string | undefined,
  derivedErrors: readonly FieldError[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const refused = (path: string) => derivedErrors.some((error) => error.path === path);

  // The company's bank account, in the order's currency. (The company itself is checked by scope.)
  const companyBanks = await referenced.companyBanks(tx, input.sirket);
  const debit = companyBanks ? findBankAccount(companyBanks, input.sirketBankaSelection) : undefined;
  if (!debit) errors.push({ path: 'sirketBankaSelection', message: 'bankAccountNotFound' });
  else if (debit.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'sirketBankaSelection', message: 'bankCurrencyMismatch' });

  // The account's bank account, in the order's currency.
  const account = refused('cariHesap') ? undefined : await referenced.account(tx, input.cariHesap);
  if (account) {
    const credit = findBankAccount(account.bankalar, input.cariBankaSelection);
    if (!credit) errors.push({ path: 'cariBankaSelection', message: 'bankAccountNotFound' });
    else if (credit.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'cariBankaSelection', message: 'bankCurrencyMismatch' });
  }

  // The bill it pays: the same account's, in the order's currency.
  const bill = input.fatura === null || refused('fatura') ? undefined : await referenced.bill(tx, input.fatura);
  if (bill && bill.cariHesap !== input.cariHesap) errors.push({ path: 'fatura', message: 'billOtherAccount' });
  else if (bill && bill.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'dovizCinsi', message: 'billCurrencyMismatch' });

  // The payment recorded from it: a payment to the same account.
  const flow = input.nakitAkis === null || refused('nakitAkis') ? undefined : await referenced.cashFlow(tx, input.nakitAkis);
  if (flow && (flow.cariHesap !== input.cariHesap || flow.tip !== 'odeme'))
    errors.push({ path: 'nakitAkis', message: 'cashFlowOtherAccount' });

  // The reference: once per company among live orders.
  if (await findBankOrderRef(tx, input.sirket, input.ref, exceptId)) errors.push({ path: 'ref', message: 'duplicateRef' });
  return errors;
}

export const bankOrders = serverCollection<'bankaTalimat', BankOrderRow, BankOrderFields>({
  ...derived,
  companyColumn: bankaTalimat.sirket,
  /** The record's fields and the ref's key, which its unique index compares (textKey, server/db/text-keys.ts). */
  values: (input, files) => ({ ...derived.values(input, files), refKey: textKey(input.ref) }),

  /** One page `{talimatlar, totalCount}`, newest first unless sorted otherwise. */
  async list({ db, query, scope }): Promise<BankOrderListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    if (sirketIds?.length === 0) return { talimatlar: [], totalCount: 0 };
    const { rows, total } = await listBankOrders(db, {
      sirketIds,
      ...listWindow(q),
    });
    return { talimatlar: rows.map(toBankOrderView), totalCount: total };
  },

  async detail(db, row): Promise<BankOrderView> {
    return toBankOrderView({ order: row, ...(await bankOrderNames(db, row)) });
  },

  async beforeWrite(input, context) {
    const derivedErrors = (await derived.beforeWrite(input, context)) ?? [];
    // The order itself is no other order. (A create's own id is not excepted, as before the layer: a
    // create retried after its key expired is told duplicateRef, as a bill's number is.)
    return [...derivedErrors, ...(await orderErrors(context.tx, input, context.existing?.id, derivedErrors))];
  },
});
