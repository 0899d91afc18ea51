// The catalogues of payroll (docs/areas/payroll.md §1), plain data: the record definitions
// (assignments' wage parts, the wage sheet `bordro`) read them before the first screen, without the
// sheet's arithmetic (src/domain/payroll.ts re-exports them).

/** The parts of a monthly wage (`ucretKalemleri.tur`), in the order a sheet lists them. */
export const WAGE_PART_TYPES = ['temel', 'sabit-mesai', 'izin', 'harclik', 'prim', 'diger'] as const;
export type WagePartType = (typeof WAGE_PART_TYPES)[number];

/** The deductions of a line (`kesintiler.tur`). */
export const DEDUCTION_TYPES = ['avans', 'kantin', 'aile-havalesi', 'diger'] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

/** The day base of a sheet (`gunEsasi`): the days of the month (default) or 30. */
export const DAY_BASES = ['takvim', '30'] as const;
export type DayBase = (typeof DAY_BASES)[number];

/** A sheet's life (`durum`): a draft is edited, approved, then paid; nothing goes back. */
export const SHEET_STATES = ['taslak', 'onaylandi', 'odendi'] as const;
export type SheetState = (typeof SHEET_STATES)[number];
