import type * as v from 'valibot';
import { budgetKind } from './kinds/budget';
import { writeSchemaOf } from './kinds/schema';

// Budgets (butce; docs/areas/inspections.md, KPI): the write schema derived from the kind's
// definition, for the form, the server and the tests.

export const budgetSchema = writeSchemaOf(budgetKind);
export type BudgetInput = v.InferInput<typeof budgetSchema>;
export type BudgetFields = v.InferOutput<typeof budgetSchema>;
export { budgetKind, BUDGET_SORT_FIELDS, MAX_BUDGET_YEAR, MIN_BUDGET_YEAR, type BudgetRecord } from './kinds/budget';
