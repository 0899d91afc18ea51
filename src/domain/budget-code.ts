import * as v from 'valibot';
import { budgetCodeKind } from './kinds/budget-code';
import { fieldSchema, writeSchemaOf } from './kinds/schema';

export * from './kinds/budget-code';

/**
 * The budget code form and the body of `POST`/`PUT /api/finans/butce-kodu` (docs/areas/budget-codes.md: kod, adi, tip
 * and durum required), from the kind's definition (src/domain/kinds/budget-code.ts).
 */
export const budgetCodeSchema = writeSchemaOf(budgetCodeKind);
export type BudgetCodeInput = v.InferOutput<typeof budgetCodeSchema>;

const codeSchema = fieldSchema(budgetCodeKind.fields.kod);

/** Whether `kod` is a code a write may name (a path's `{kod}`). */
export function isBudgetCode(kod: string): boolean {
  return v.is(codeSchema, kod);
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
