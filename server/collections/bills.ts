import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  ACCOUNT_TYPE_OF_DIRECTION,
  BILL_DIRECTIONS,
  BILL_SORT_FIELDS,
  billKind,
  BUDGET_TYPE_OF_DIRECTION,
  storedBillOf,
  type BillListResponse,
  type BillView,
  type BillFields,
} from '../../src/domain/bill';
import { billPaymentState, billTotals, type PaymentFigures } from '../../src/domain/bill-math';
import { SCALES, sumScaled, toMajor } from '../../src/domain/money';
import { textKey } from '../../src/domain/text-key';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import type { AccountRow } from '../db/repositories/accounts-repository';
import {
  billsOfAccount,
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
import { HttpError } from '../errors';
import { BILL_BODY_LIMIT } from '../http/body-limits';
import { companyListParams, listWindow, parseListQuery } from '../http/list-query';
import { isUuid } from '../sync/collection';
import { eInvoiceRoutes } from './e-invoice';
import { kindCollection } from './kind-collection';
import { referenced } from './referenced';
import { serverCollection } from './server-collection';

// Bills and proformas (fatura; docs/areas/bills.md; docs/architecture.md §7). The write schema, the
// account's and the lines' budget codes' reference checks (live, visible, of the bill's company), the
// e-Fatura's uniqueness, the constraint errors and the tombstone follow from the kind's definition
// (src/domain/kinds/bill.ts, kind-collection.ts); the record with its lines' amounts and totals from
// src/domain/bill.ts; scoping, grants, versions and idempotency from the generic routes. This adds
// the paged list, the bills of one account, and the rest of the rules of docs/architecture.md §7 (each 422 with a field path and a
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

/**
 * The rules of docs/architecture.md §7 on a bill's account, budget codes and number, beside the
 * derived ones (`derivedErrors`: the account and each line's code live, visible and of the bill's
 * company; the e-Fatura once per company); every broken one, with its path, in the order of the
 * fields.
 */
async function referenceErrors(
  tx: Db,
  input: BillFields,
  derivedErrors: readonly FieldError[],
  existing: BillRow | undefined,
): Promise<FieldError[]> {
  const derivedAt = (path: string) => derivedErrors.filter((error) => error.path === path);
  const errors: FieldError[] = derivedAt('cariHesap');

  // The account: of the type its direction needs.
  if (errors.length === 0) {
    const account = await referenced.account(tx, input.cariHesap);
    if (account?.cariTip !== ACCOUNT_TYPE_OF_DIRECTION[input.tip]) errors.push({ path: 'cariHesap', message: 'accountTypeMismatch' });
  }

  // Each line's budget code: of the chart the direction needs, and active. A code the bill already
  // had may have been made passive since: editing the bill keeps it.
  const codes = await referenced.budgetCodes(tx, [...new Set(input.kalemler.map((line) => line.butceKodu))]);
  const byId = new Map<string, BudgetCodeRow>(codes.map((code) => [code.id, code]));
  const kept = new Set(existing?.kalemler.map((line) => line.butceKodu) ?? []);
  input.kalemler.forEach((line, index) => {
    const path = `kalemler.${index}.butceKodu`;
    const code = byId.get(line.butceKodu);
    const missing = derivedAt(path);
    if (missing.length > 0 || !code) errors.push(...missing);
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
  // docs/areas/e-invoice.md: an e-Fatura becomes one live bill per company (the kind's unique rule).
  const listed = new Set(errors);
  return [...errors, ...derivedErrors.filter((error) => !listed.has(error))];
}

/** The bills collection, reading payments through `paymentsOf` (tests may give it payments). */
export function billsCollection(paymentsOf: PaymentsOfBills = paymentsOfBills) {
  const derived = kindCollection<typeof billKind, BillRow>(billKind, fatura, {
    constraintErrors: { fatura_number_unique: { path: 'faturaProformaNo', message: 'duplicateNumber' } },
  });
  return serverCollection({
    ...derived,
    companyColumn: fatura.sirket,
    // Its record carries what the domain derives: the lines' amounts and the totals (src/domain/bill.ts).
    toDto: toBillDto,
    values: (input: BillFields, files) => {
      if (!files.faturaFile) throw new Error('a bill is written with its file looked up (the write route)');
      return { ...storedBillOf(input, files.faturaFile, randomUUID), faturaFileId: input.faturaFile };
    },
    bodyLimit: BILL_BODY_LIMIT,

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
        if (!account || account.deletedAt || !canSeeCompany(scope, account.sirket)) throw HttpError.notFound();
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
    async beforeWrite(input, context) {
      const { tx, existing } = context;
      const errors = await referenceErrors(tx, input, (await derived.beforeWrite(input, context)) ?? [], existing);
      if (existing) {
        const payments = (await paymentsOf(tx, [existing.id])).get(existing.id) ?? [];
        const paid = sumScaled(payments.map((p) => p.miktar));
        // A total lowered below what is paid; an over-paid bill may still be edited at its total
        // (what exceeds it is credit, docs/architecture.md §7).
        const total = BigInt(billTotals(input.kalemler).odenecekTutar);
        if (total < paid && total < BigInt(existing.odenecekTutar)) errors.push({ path: 'kalemler', message: 'totalBelowPaid' });
        // Its payments name it for its account, direction and currency (docs/architecture.md §7): a paid bill keeps them.
        if (payments.length > 0) {
          if (input.cariHesap !== existing.cariHesap) errors.push({ path: 'cariHesap', message: 'billHasPayments' });
          if (input.tip !== existing.tip) errors.push({ path: 'tip', message: 'billHasPayments' });
          if (input.dovizCinsi !== existing.dovizCinsi) errors.push({ path: 'dovizCinsi', message: 'billHasPayments' });
        }
      }
      return errors;
    },
  });
}

export const bills = billsCollection();
