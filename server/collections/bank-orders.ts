import * as v from 'valibot';
import {
  BANK_ORDER_SORT_FIELDS,
  findBankAccount,
  type BankOrderFields,
  type BankOrderListResponse,
  type BankOrderView,
} from '../../src/domain/bank-order';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, companyScope, type AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import {
  bankOrderNames,
  bankOrderValues,
  findBankOrderRef,
  listBankOrders,
  toBankOrderDto,
  type BankOrderRow,
  type BankOrderWithNames,
} from '../db/repositories/bank-orders-repository';
import { bankaTalimat } from '../db/schema';
import { referenceConstraintErrors } from '../db/repositories/references-repository';
import { companyListParams, listWindow, parseListQuery } from '../http/list-query';
import { accountError, referenced } from './referenced';
import { serverCollection } from './server-collection';

// Bank orders (banka talimatı; docs/areas/bank-orders.md). Scoping, grants, versions and idempotency come from
// the generic routes; this adds the paged list and the order's own rules (each 422 with a field
// path and a translation key, all at once): the bank accounts are the company's and the account's
// in the order's currency, the ref is the company's once (a unique index), the bill and the payment
// are the same account's. The company, account, bill and payment are read held until the write
// commits (server/collections/referenced.ts): none of them changes or goes meanwhile.

/** The list's query string; a broken parameter is 400 with its name as the path. */
const listQuerySchema = v.object({
  ...companyListParams(10, BANK_ORDER_SORT_FIELDS, 'tarih', '-1'),
});

function toBankOrderView({ order, cariHesapUnvan, sirketIsim }: BankOrderWithNames): BankOrderView {
  return { ...toBankOrderDto(order), cariHesapUnvan, sirketIsim };
}

/** The rules on an order's company bank, account, bank account, bill, payment, ref and letter. */
async function orderErrors(tx: Db, input: BankOrderFields, user: AuthUser, existing: BankOrderRow | undefined): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const scope = companyScope(user);

  // The company's bank account, in the order's currency. (The company itself is checked by scope.)
  const companyBanks = await referenced.companyBanks(tx, input.sirket);
  const debit = companyBanks ? findBankAccount(companyBanks, input.sirketBankaSelection) : undefined;
  if (!debit) errors.push({ path: 'sirketBankaSelection', message: 'bankAccountNotFound' });
  else if (debit.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'sirketBankaSelection', message: 'bankCurrencyMismatch' });

  // The account: live, visible, of the order's company; its bank account in the order's currency.
  const account = await referenced.account(tx, input.cariHesap);
  const accountProblem = accountError(account, scope, input.sirket);
  if (accountProblem) errors.push(accountProblem);
  else if (account) {
    const credit = findBankAccount(account.bankalar, input.cariBankaSelection);
    if (!credit) errors.push({ path: 'cariBankaSelection', message: 'bankAccountNotFound' });
    else if (credit.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'cariBankaSelection', message: 'bankCurrencyMismatch' });
  }

  // The bill it pays: live, visible, the same account's, in the order's currency.
  if (input.fatura !== null) {
    const bill = await referenced.bill(tx, input.fatura);
    if (!bill || bill.deletedAt || !canSeeCompany(scope, bill.sirket)) errors.push({ path: 'fatura', message: 'billNotFound' });
    else if (bill.cariHesap !== input.cariHesap) errors.push({ path: 'fatura', message: 'billOtherAccount' });
    else if (bill.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'dovizCinsi', message: 'billCurrencyMismatch' });
  }

  // The payment recorded from it: live, visible, a payment to the same account.
  if (input.nakitAkis !== null) {
    const flow = await referenced.cashFlow(tx, input.nakitAkis);
    if (!flow || flow.deletedAt || !canSeeCompany(scope, flow.sirket)) errors.push({ path: 'nakitAkis', message: 'cashFlowNotFound' });
    else if (flow.cariHesap !== input.cariHesap || flow.tip !== 'odeme')
      errors.push({ path: 'nakitAkis', message: 'cashFlowOtherAccount' });
  }

  // The reference: once per company among live orders.
  if (await findBankOrderRef(tx, input.sirket, input.ref, existing?.id)) errors.push({ path: 'ref', message: 'duplicateRef' });
  return errors;
}

export const bankOrders = serverCollection<'bankaTalimat', BankOrderRow, BankOrderFields>({
  name: 'bankaTalimat',
  table: bankaTalimat,
  companyColumn: bankaTalimat.sirketId,
  toDto: toBankOrderDto,
  values: bankOrderValues,
  tombstone: { aciklama: '' },
  constraintErrors: {
    banka_talimat_ref_unique: { path: 'ref', message: 'duplicateRef' },
    ...referenceConstraintErrors('bankaTalimat'),
  },

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

  async beforeWrite(input, { tx, user, existing }) {
    return orderErrors(tx, input, user, existing);
  },
});
