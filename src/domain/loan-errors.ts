// The error keys of loans' own rules (docs/areas/loans.md §5): the kind's own keys, declared on
// `KindErrorKeys` and listed in its definition (./kinds/loan.ts), their texts in both languages in
// src/features/loans/error-texts.ts (docs/adding-a-record-kind.md §1).

export const LOAN_ERROR_KEYS = [
  /** Instalments (or the balloon of an equal-principal plan) that add up to more than the loan. */
  'instalmentsExceedLoan',
  /** An instalment due on or before the drawdown. */
  'instalmentBeforeDrawdown',
  /** Two instalments on one date. */
  'duplicateInstalmentDate',
  /** A fixing dated before the drawdown or on or after the last instalment. */
  'fixingOutsideLoan',
  /** Two fixings for one interest period. */
  'duplicateFixing',
  /** A valuation dated after today. */
  'valuationInFuture',
  /** A negative margin below the floor the loan states (0 when it states none). */
  'marginBelowFloor',
  /** A prepayment dated on or before the drawdown or after the last instalment. */
  'prepaymentOutsideLoan',
  /** A prepayment larger than the balance still owed on its date. */
  'prepaymentExceedsBalance',
] as const;

export type LoanOnlyErrorKey = (typeof LOAN_ERROR_KEYS)[number];
