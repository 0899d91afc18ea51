import * as v from 'valibot';
import {
  ACCOUNT_TYPE_OF_DIRECTION,
  BILL_DIRECTIONS,
  BILL_SORT_FIELDS,
  BUDGET_TYPE_OF_DIRECTION,
  type BillListResponse,
  type BillView,
  type BillFields,
} from '../../src/domain/bill';
import { billPaymentState, billTotals, type PaymentFigures } from '../../src/domain/bill-math';
import { SCALES, sumScaled, toMajor } from '../../src/domain/money';
import { textKey } from '../../src/domain/text-key';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, companyScope, type AuthUser } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import type { AccountRow } from '../db/repositories/accounts-repository';
import {
  billsOfAccount,
  billValues,
  findBillByEInvoice,
  findBillNumber,
  listBills,
  namesOf,
  toBillDto,
  type BillRow,
  type BillWithNames,
} from '../db/repositories/bills-repository';
import type { BudgetCodeRow } from '../db/repositories/budget-codes-repository';
import { paymentsOfBills } from '../db/repositories/cash-flows-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { cariHesap, fatura } from '../db/schema';
import { referenceConstraintErrors } from '../db/repositories/references-repository';
import { HttpError } from '../errors';
import { BILL_BODY_LIMIT } from '../http/body-limits';
import { companyListParams, listWindow, parseListQuery } from '../http/list-query';
import { isUuid } from '../sync/collection';
import { eInvoiceRoutes } from './e-invoice';
import { accountError, referenced } from './referenced';
import { serverCollection, type ServerCollection } from './server-collection';

// Bills and proformas (docs/areas/bills.md; docs/architecture.md §7). Scoping, grants, versions and
// idempotency come from the generic routes; this adds the paged list, the bills of one account,
// totals computed here from the lines, and the rules of docs/architecture.md §7 (each 422 with a field path and a
// translation key, all of them at once). What the rules read of other records is held until the
// write commits (server/collections/referenced.ts), so nothing slips between a check and the write
// it guards: a bill being changed or deleted is held FOR UPDATE first, so no payment of it is
// written meanwhile (`totalBelowPaid`, `billHasPayments`).

/**
 * The payments of each bill: the live cash flows that name it (docs/architecture.md §7), in date order. The derived
 * state and the rules that need them (`billHasPayments`, `totalBelowPaid`) read them through this;
 * tests may supply their own.
 */
export type PaymentsOfBills = (db: Db, billIds: string[]) => Promise<Map<string, PaymentFigures[]>>;

export const noPaymentsYet: PaymentsOfBills = async () => new Map();

/** The list's query string (docs/areas/bills.md); a broken parameter is 400 with its name as the path. */
const listQuerySchema = v.object({
  tip: v.optional(v.picklist(BILL_DIRECTIONS)),
  ...companyListParams(10, BILL_SORT_FIELDS, 'tarih', '-1'),
});

const amount = (minor: number) => toMajor(minor, SCALES.amount);

/** A bill as the API shows it: its record, the names it refers to, and what its payments make of it. */
export function toBillView(row: BillRow, names: { cariHesapUnvan: string; sirketIsim: string }, payments: PaymentFigures[]): BillView {
  const dto = toBillDto(row);
  const state = billPaymentState(row.odemePlani, payments);
  return {
    ...dto,
    odemePlani: dto.odemePlani.map((plan, index) => ({ ...plan, durum: state.rows[index]?.durum ?? 'odenmedi' })),
    toplamlar: { ...dto.toplamlar, odenmisTutar: amount(state.odenmisTutar) },
    durum: state.durum,
    odenecekTaksit: state.odenecekTaksit === null ? null : amount(state.odenecekTaksit),
    odemeTarihi: state.odemeTarihi,
    cariHesapUnvan: names.cariHesapUnvan,
    sirketIsim: names.sirketIsim,
  };
}

async function viewsOf(db: Db, rows: BillWithNames[], paymentsOf: PaymentsOfBills): Promise<BillView[]> {
  const payments = rows.length
    ? await paymentsOf(
        db,
        rows.map((row) => row.bill.id),
      )
    : new Map<string, PaymentFigures[]>();
  return rows.map(({ bill, ...names }) => toBillView(bill, names, payments.get(bill.id) ?? []));
}

/** The rules of docs/architecture.md §7 on a bill's account, budget codes and file; every broken one, with its path. */
async function referenceErrors(tx: Db, input: BillFields, user: AuthUser, existing: BillRow | undefined): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const scope = companyScope(user);

  // The account: live, of the bill's company, and of the type its direction needs.
  const account = await referenced.account(tx, input.cariHesap);
  const accountProblem = accountError(account, scope, input.sirket);
  if (accountProblem) errors.push(accountProblem);
  else if (account?.cariTip !== ACCOUNT_TYPE_OF_DIRECTION[input.tip]) errors.push({ path: 'cariHesap', message: 'accountTypeMismatch' });

  // Each line's budget code: live, active, and of the chart the direction needs. A code the bill
  // already had may have been made passive since: editing the bill keeps it.
  const ids = [...new Set(input.kalemler.map((line) => line.butceKodu))];
  const codes = await referenced.budgetCodes(tx, ids);
  const byId = new Map<string, BudgetCodeRow>(codes.map((code) => [code.id, code]));
  const kept = new Set(existing?.kalemler.map((line) => line.butceKodu) ?? []);
  input.kalemler.forEach((line, index) => {
    const code = byId.get(line.butceKodu);
    const path = `kalemler.${index}.butceKodu`;
    if (!code || code.deletedAt) errors.push({ path, message: 'budgetCodeNotFound' });
    else if (code.tip !== BUDGET_TYPE_OF_DIRECTION[input.tip]) errors.push({ path, message: 'budgetCodeTypeMismatch' });
    else if (code.durum !== 'aktif' && !kept.has(code.id)) errors.push({ path, message: 'budgetCodeInactive' });
  });

  // docs/architecture.md §7: the same bill is never entered twice (account, kind, direction, number however typed).
  if (textKey(input.faturaProformaNo) !== '' && errors.every((error) => error.path !== 'cariHesap')) {
    const taken = await findBillNumber(tx, {
      cariHesapId: input.cariHesap,
      faturaTip: input.faturaTip,
      tip: input.tip,
      faturaProformaNo: input.faturaProformaNo,
      exceptId: existing?.id,
    });
    if (taken) errors.push({ path: 'faturaProformaNo', message: 'duplicateNumber' });
  }

  // docs/areas/e-invoice.md: an e-Fatura becomes one live bill per company.
  if (
    input.eFaturaUuid !== '' &&
    (await findBillByEInvoice(tx, { sirketId: input.sirket, uuid: input.eFaturaUuid, exceptId: existing?.id }))
  ) {
    errors.push({ path: 'eFaturaUuid', message: 'duplicateEInvoice' });
  }
  return errors;
}

/** The bills collection, reading payments through `paymentsOf` (tests may give it payments). */
export function billsCollection(paymentsOf: PaymentsOfBills = paymentsOfBills): ServerCollection<'fatura', BillRow, BillFields> {
  return serverCollection<'fatura', BillRow, BillFields>({
    name: 'fatura',
    table: fatura,
    companyColumn: fatura.sirketId,
    toDto: toBillDto,
    values: billValues,
    bodyLimit: BILL_BODY_LIMIT,
    // The figures, file and references stay (small, and the foreign keys and checks need them).
    tombstone: { kalemler: [], odemePlani: [], aciklama: '' },
    constraintErrors: {
      fatura_number_unique: { path: 'faturaProformaNo', message: 'duplicateNumber' },
      fatura_e_fatura_uuid_unique: { path: 'eFaturaUuid', message: 'duplicateEInvoice' },
      ...referenceConstraintErrors('fatura'),
    },

    /**
     * `GET /api/finans/fatura/cari/:cariHesapId` → `{faturalar}`: the account's live bills, newest
     * first; and the e-Fatura draft, `POST /api/finans/e-fatura/ayristir` (./e-invoice.ts).
     */
    routes(app, { db, base }) {
      eInvoiceRoutes(app, { db });
      app.get<{ Params: { cariHesapId: string } }>(`${base}/cari/:cariHesapId`, async (request) => {
        const scope = companyScope(currentUser(request));
        const id = request.params.cariHesapId.toLowerCase();
        if (!isUuid(id)) throw HttpError.notFound();
        const account = await findMirrored<AccountRow>(db, cariHesap, id);
        if (!account || account.deletedAt || !canSeeCompany(scope, account.sirketId)) throw HttpError.notFound();
        return { faturalar: await viewsOf(db, await billsOfAccount(db, id, scope), paymentsOf) };
      });
    },

    /** One page in the spec's shape `{faturalar, totalCount}`, newest first unless sorted otherwise. */
    async list({ db, query, scope }): Promise<BillListResponse> {
      const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
      if (sirketIds?.length === 0) return { faturalar: [], totalCount: 0 };
      const { rows, total } = await listBills(db, {
        tip: q.tip,
        sirketIds,
        ...listWindow(q),
      });
      return { faturalar: await viewsOf(db, rows, paymentsOf), totalCount: total };
    },

    async detail(db, row): Promise<BillView> {
      const payments = await paymentsOf(db, [row.id]);
      return toBillView(row, await namesOf(db, row), payments.get(row.id) ?? []);
    },

    /** docs/architecture.md §7: account, budget codes, file, number (422); a total below what is paid (422 `totalBelowPaid`). */
    async beforeWrite(input, { tx, user, existing }) {
      const errors = await referenceErrors(tx, input, user, existing);
      if (existing) {
        const payments = (await paymentsOf(tx, [existing.id])).get(existing.id) ?? [];
        const paid = sumScaled(payments.map((p) => p.miktar));
        // A total lowered below what is paid; an over-paid bill may still be edited at its total
        // (what exceeds it is credit, docs/architecture.md §7).
        const total = BigInt(billTotals(input.kalemler).odenecekTutar);
        if (total < paid && total < BigInt(existing.odenecekTutar)) errors.push({ path: 'kalemler', message: 'totalBelowPaid' });
        // Its payments name it for its account, direction and currency (docs/architecture.md §7): a paid bill keeps them.
        if (payments.length > 0) {
          if (input.cariHesap !== existing.cariHesapId) errors.push({ path: 'cariHesap', message: 'billHasPayments' });
          if (input.tip !== existing.tip) errors.push({ path: 'tip', message: 'billHasPayments' });
          if (input.dovizCinsi !== existing.dovizCinsi) errors.push({ path: 'dovizCinsi', message: 'billHasPayments' });
        }
      }
      return errors;
    },
  });
}

export const bills = billsCollection();
