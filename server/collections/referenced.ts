import { eq, inArray } from 'drizzle-orm';
import type { BudgetCodeType } from '../../src/domain/budget-code';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, type CompanyScope } from '../auth/auth-user';
import type { Db } from '../db/client';
import type { AccountRow } from '../db/repositories/accounts-repository';
import type { BillRow } from '../db/repositories/bills-repository';
import { findBudgetCodeInChart, type BudgetCodeRow } from '../db/repositories/budget-codes-repository';
import type { CashFlowRow } from '../db/repositories/cash-flows-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { butceKodu, cariHesap, fatura, nakitAkis, sirket } from '../db/schema';

// The records a collection's rules read of other records, each held until the write's transaction
// ends: how a rule stays true when writes run side by side (two API processes on one PostgreSQL,
// or one process's pool). The mirrored-write lock orders nothing here: writers take it shared,
// only so that pulls can tell which cursors are settled (mirrored-repository.ts).
//
// The protocol, two row locks that conflict:
// - a write reads every record its rules need of another one through `referenced` below: FOR
//   SHARE. Nobody changes or deletes that record until the write commits; writers naming the same
//   record (many payments of one bill) hold it together and do not wait for each other.
// - a write that changes or deletes a record holds it FOR UPDATE before its rules run
//   (collection-routes.ts), and only then reads what refers to it: the in-use checks, a bill's
//   payments (`billHasPayments`, `totalBelowPaid`), a code's children (`hasChildren`), an account's
//   bills (`accountHasBills`).
// So of a write naming a record and a write changing or deleting it, one waits for the other to
// commit, then sees what it did: each statement of a READ COMMITTED transaction reads anew, and a
// row locked after a wait is re-read at its latest version and re-checked against the query's
// conditions (a deleted parent code no longer matches `deleted_at is null`). A payment and a bill's
// delete: the payment waits and finds the bill deleted (422 `billNotFound`), or the delete waits
// and finds the payment (409 `billHasPayments`); never both committed. tests/server/races.test.ts
// races each pair on two processes.
//
// What the database enforces itself needs no lock: uniqueness (bill numbers, bank-order refs,
// budget codes: unique indexes) and that a company or a stored file still exists (foreign keys).
// PGlite runs one transaction at a time; the locks are taken there too and wait for nothing.

export const referenced = {
  /** The account a bill, cash flow or bank order names (live or not: the rule tells). */
  account: (tx: Db, id: string) => findMirrored<AccountRow>(tx, cariHesap, id, 'share'),

  /** The bill a cash flow or a bank order pays. */
  bill: (tx: Db, id: string) => findMirrored<BillRow>(tx, fatura, id, 'share'),

  /** The payment a bank order records. */
  cashFlow: (tx: Db, id: string) => findMirrored<CashFlowRow>(tx, nakitAkis, id, 'share'),

  /** The budget codes a bill's lines are booked under, by id (tombstones included). */
  budgetCodes: (tx: Db, ids: string[]): Promise<BudgetCodeRow[]> =>
    tx.select().from(butceKodu).where(inArray(butceKodu.id, ids)).for('share'),

  /** The live code `kod` of the chart `tip`: a new or moved code's parent. */
  budgetCodeInChart: (tx: Db, tip: BudgetCodeType, kod: string) => findBudgetCodeInChart(tx, tip, kod, 'share'),

  /** A company's bank accounts, which a bank order debits. */
  async companyBanks(tx: Db, id: string) {
    const [row] = await tx.select({ bankalar: sirket.bankalar }).from(sirket).where(eq(sirket.id, id)).for('share');
    return row?.bankalar;
  },
};

/**
 * What is wrong with the account a record of the company `sirket` names (read through
 * `referenced.account`): gone or not visible (`accountNotFound`), or of another company
 * (`accountOtherCompany`); undefined when it is fine.
 */
export function accountError(account: AccountRow | undefined, scope: CompanyScope, sirket: string): FieldError | undefined {
  if (!account || account.deletedAt || !canSeeCompany(scope, account.sirket)) return { path: 'cariHesap', message: 'accountNotFound' };
  if (account.sirket !== sirket) return { path: 'cariHesap', message: 'accountOtherCompany' };
  return undefined;
}
