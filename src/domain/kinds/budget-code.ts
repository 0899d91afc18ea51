import { defineKind, field, type RecordOf } from './define';

/** Stored values (docs/architecture.md §8): the two charts, and a code's status. */
export const BUDGET_CODE_TYPES = ['gider', 'gelir'] as const;
export const BUDGET_CODE_STATUSES = ['aktif', 'pasif'] as const;
export type BudgetCodeType = (typeof BUDGET_CODE_TYPES)[number];
export type BudgetCodeStatus = (typeof BUDGET_CODE_STATUSES)[number];

/** A dotted code of digit groups: `1`, `1.2`, `740.01.003`. */
const CODE_PATTERN = /^\d+(\.\d+)*$/;

declare module './define' {
  interface KindNames {
    butceKodu: true;
  }
}

/**
 * Budget codes (butceKodu; docs/areas/budget-codes.md): one chart of expense and income codes per
 * `tip`, shared by every company. `kod` (a dotted code, `invalidCode` otherwise) is unique in its
 * chart among live codes (422 `codeTaken`); the tree's rules (a parent, no move with children) are
 * the kind's own (server/collections/budget-codes.ts, src/data/budget-codes.ts).
 */
export const budgetCodeKind = defineKind({
  name: 'butceKodu',
  path: 'finans/butce-kodu',
  fields: {
    kod: field.text({ required: true, max: 50, pattern: CODE_PATTERN, patternError: 'invalidCode' }),
    adi: field.text({ required: true, max: 200 }),
    tip: field.choice(BUDGET_CODE_TYPES),
    durum: field.choice(BUDGET_CODE_STATUSES),
  },
  companyField: null,
  unique: [{ fields: ['tip', 'kod'], scope: 'all', path: 'kod', error: 'codeTaken', index: 'butce_kodu_tip_kod_unique' }],
  indexes: ['tip', 'kod'],
  titleFields: ['kod', 'adi'],
  list: { columns: ['kod', 'adi', 'durum'], sorts: ['kod'], defaultSort: { field: 'kod', order: 'asc' }, filters: ['tip'] },
});

export type BudgetCodeDefinition = typeof budgetCodeKind;
/** A budget code as the API carries it and the device mirrors it. */
export type BudgetCode = RecordOf<BudgetCodeDefinition>;
