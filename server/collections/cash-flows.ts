import * as v from 'valibot';
import {
  CASH_FLOW_SORT_FIELDS,
  CASH_FLOW_TYPES,
  cashFlowKind,
  FLOW_TYPE_OF_DIRECTION,
  type CashFlowListResponse,
  type CashFlowView,
  type CashFlowFields,
} from '../../src/domain/cash-flow';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany } from '../auth/auth-user';
import type { Db } from '../db/client';
import type { AccountRow } from '../db/repositories/accounts-repository';
import {
  cashFlowNames,
  cashFlowsOfAccount,
  listCashFlows,
  type CashFlowRow,
  type CashFlowWithNames,
} from '../db/repositories/cash-flows-repository';
import { instrumentOfFlow } from '../db/repositories/instruments-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { cariHesap, nakitAkis } from '../db/schema';
import { HttpError } from '../errors';
import { companyListParams, listWindow, optionalId, parseListQuery } from '../http/list-query';
import { kindCollection } from './kind-collection';
import { referenced } from './referenced';
import { serverCollection } from './server-collection';

// Cash flows: payments and collections (nakitAkis; docs/areas/cash-flows.md; docs/architecture.md §7).
// The record, its mapping (`miktar` in major units on the wire), its account and bill (live,
// visible, of its company: accountNotFound, accountOtherCompany, billNotFound, billOtherAccount)
// and the tombstone follow from the kind's definition (src/domain/kinds/cash-flow.ts,
// kind-collection.ts); scoping, grants, versions and idempotency from the generic routes. This adds
// the paged list, the flows of one account (`?cariHesap=`), and the rules of docs/architecture.md
// §7 on the bill paid (each 422 with a field path and a translation key, all at once). The account
// and the bill are read held until the write commits (server/collections/referenced.ts): a bill
// deleted or changed meanwhile waits for this payment, or this payment for it.

/** The list's query string (docs/areas/cash-flows.md); a broken parameter is 400 with its name as the path. */
const listQuerySchema = v.object({
  tip: v.optional(v.picklist(CASH_FLOW_TYPES)),
  ...companyListParams(10, CASH_FLOW_SORT_FIELDS, 'tarih', '-1'),
  cariHesap: optionalId(),
});

const derived = kindCollection<typeof cashFlowKind, CashFlowRow>(cashFlowKind, nakitAkis);

/** A cash flow as the API shows it: its record and the names it refers to. */
function toCashFlowView({ flow, cariHesapUnvan, sirketIsim, faturaProformaNo }: CashFlowWithNames): CashFlowView {
  const dto = derived.toDto(flow);
  return {
    ...dto,
    sirket: { _id: dto.sirket, isim: sirketIsim },
    cariHesap: { _id: dto.cariHesap, unvan: cariHesapUnvan },
    faturaProformaNo: faturaProformaNo ?? '',
  };
}

/**
 * docs/architecture.md §7 beyond the derived reference checks: the bill a flow pays is the same
 * account's (`billOtherAccount`), of the matching direction (`billTypeMismatch`) and currency
 * (`billCurrencyMismatch`).
 */
async function billErrors(tx: Db, input: CashFlowFields, derivedErrors: readonly FieldError[]): Promise<FieldError[]> {
  if (input.fatura === null || derivedErrors.some((error) => error.path === 'fatura')) return [];
  const bill = await referenced.bill(tx, input.fatura);
  if (!bill) return [];
  if (bill.cariHesap !== input.cariHesap) return [{ path: 'fatura', message: 'billOtherAccount' }];
  const errors: FieldError[] = [];
  if (FLOW_TYPE_OF_DIRECTION[bill.tip] !== input.tip) errors.push({ path: 'fatura', message: 'billTypeMismatch' });
  if (bill.dovizCinsi !== input.dovizCinsi) errors.push({ path: 'dovizCinsi', message: 'billCurrencyMismatch' });
  return errors;
}

export const cashFlows = serverCollection({
  ...derived,
  companyColumn: nakitAkis.sirket,

  /**
   * One page in the spec's shape `{nakitAkislar, totalCount}`, newest first unless sorted otherwise;
   * with `?cariHesap=` every live cash flow of that account, `{nakitAkislar}` (docs/areas/cash-flows.md).
   */
  async list({ db, query, scope }): Promise<CashFlowListResponse | { nakitAkislar: CashFlowView[] }> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    if (q.cariHesap !== undefined) {
      const account = await findMirrored<AccountRow>(db, cariHesap, q.cariHesap);
      if (!account || account.deletedAt || !canSeeCompany(scope, account.sirket)) throw HttpError.notFound();
      return { nakitAkislar: (await cashFlowsOfAccount(db, q.cariHesap, scope)).map(toCashFlowView) };
    }
    if (sirketIds?.length === 0) return { nakitAkislar: [], totalCount: 0 };
    const { rows, total } = await listCashFlows(db, {
      tip: q.tip,
      sirketIds,
      ...listWindow(q),
    });
    return { nakitAkislar: rows.map(toCashFlowView), totalCount: total };
  },

  async detail(db, row): Promise<CashFlowView> {
    return toCashFlowView({ flow: row, ...(await cashFlowNames(db, row)) });
  },

  /**
   * docs/architecture.md §7: the account in the company; the bill the same account's, direction and currency; the
   * receipt (422). A flow a cheque or note booked (docs/areas/cheques.md) keeps its figures: only the bill
   * it pays and its note may change (422 instrumentFlowFixed).
   */
  async beforeWrite(input, context) {
    const { tx, existing } = context;
    const derivedErrors = (await derived.beforeWrite(input, context)) ?? [];
    const errors = [...derivedErrors, ...(await billErrors(tx, input, derivedErrors))];
    if (existing && (await instrumentOfFlow(tx, existing.id))) {
      const same =
        input.tip === existing.tip &&
        input.sirket === existing.sirket &&
        input.cariHesap === existing.cariHesap &&
        input.tarih === existing.tarih &&
        input.miktar === existing.miktar &&
        input.dovizCinsi === existing.dovizCinsi &&
        input.odemeYontemi === existing.odemeYontemi;
      if (!same) errors.push({ path: '', message: 'instrumentFlowFixed' });
    }
    return errors;
  },

  /** A flow a cheque or note booked goes only with its move (409 instrumentFlowFixed). */
  async beforeDelete(row, { tx }) {
    if (await instrumentOfFlow(tx, row.id)) throw new HttpError(409, 'instrumentFlowFixed');
  },
});
