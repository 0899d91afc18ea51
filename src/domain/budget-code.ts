import * as v from 'valibot';

/** Stored values (docs/architecture.md §8): the two charts, and a code's status. */
export const BUDGET_CODE_TYPES = ['gider', 'gelir'] as const;
export const BUDGET_CODE_STATUSES = ['aktif', 'pasif'] as const;
export type BudgetCodeType = (typeof BUDGET_CODE_TYPES)[number];
export type BudgetCodeStatus = (typeof BUDGET_CODE_STATUSES)[number];

/** A dotted code of digit groups: `1`, `1.2`, `740.01.003`. */
const CODE_PATTERN = /^\d+(\.\d+)*$/;

/**
 * A required choice: anything but a non-empty string (missing, null from a cleared select) is
 * `required`; a string outside the list is `invalid`.
 */
function choice<const T extends readonly [string, ...string[]]>(options: T) {
  return v.pipe(v.string('required'), v.nonEmpty('required'), v.picklist(options, 'invalid'));
}

/**
 * The budget code form and the body of `POST`/`PUT /api/finans/butce-kodu` (docs/areas/budget-codes.md: kod, adi, tip
 * and durum required). The object's own message is what a missing key reports.
 */
export const budgetCodeSchema = v.object(
  {
    kod: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(50, 'tooLong'), v.regex(CODE_PATTERN, 'invalidCode')),
    adi: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'tooLong')),
    tip: choice(BUDGET_CODE_TYPES),
    durum: choice(BUDGET_CODE_STATUSES),
  },
  'required',
);
export type BudgetCodeInput = v.InferOutput<typeof budgetCodeSchema>;

/** A budget code as the API and the local mirror carry it. */
export interface BudgetCode {
  _id: string;
  kod: string;
  adi: string;
  tip: BudgetCodeType;
  durum: BudgetCodeStatus;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** How deep a code sits in its chart: the number of dot-separated parts (`740.01` → 2). */
export function budgetCodeDepth(kod: string): number {
  const trimmed = kod.trim();
  return trimmed === '' ? 0 : trimmed.split('.').length;
}

/** The code one level up (`740.01.003` → `740.01`); `null` for a top-level code. */
export function parentBudgetCode(kod: string): string | null {
  const trimmed = kod.trim();
  const dot = trimmed.lastIndexOf('.');
  return dot < 0 ? null : trimmed.slice(0, dot);
}

/** Compares two digit groups by value without overflowing: `2` < `10`, `01` = `1` by value. */
function compareGroups(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (/^\d+$/.test(x) && /^\d+$/.test(y) && x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Orders dotted codes as a tree, numerically part by part: `1.2` < `1.10`, and a parent comes
 * right before its children (`740` < `740.01` < `740.01.001` < `740.02`). Codes equal by value
 * (`1.01`, `1.1`) fall back to their text so that the order is total.
 */
export function compareBudgetCodes(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compareGroups(left[i] ?? '', right[i] ?? '');
    if (order !== 0) return order;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
