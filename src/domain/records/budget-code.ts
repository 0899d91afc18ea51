import type { BudgetCode, BudgetCodeInput } from '../budget-code';

// A budget code, mapped once (docs/architecture.md §2): the fields a write stores, and the record the
// API answers and the device mirrors. The server writes and answers with these
// (server/db/repositories/budget-codes-repository.ts); the device makes its optimistic row with the
// same two (src/data/budget-codes.ts).

/** A budget code as stored: its four fields (one chart per `tip`, shared by every company). */
export type StoredBudgetCode = Pick<BudgetCode, 'kod' | 'adi' | 'tip' | 'durum'>;

/** What a write stores. */
export function storedBudgetCodeOf(input: BudgetCodeInput): StoredBudgetCode {
  return { kod: input.kod, adi: input.adi, tip: input.tip, durum: input.durum };
}

/** The record of the API and of the mirror, without what the server stamps on a write. */
export function budgetCodeRecordOf(id: string, stored: StoredBudgetCode): Omit<BudgetCode, 'version' | 'updatedAt'> {
  return { _id: id, kod: stored.kod, adi: stored.adi, tip: stored.tip, durum: stored.durum };
}
