import { CURRENCIES } from '../currency';
import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** The years a budget may be for. */
export const MIN_BUDGET_YEAR = 2000;
export const MAX_BUDGET_YEAR = 2100;

/** What a list of budgets may be sorted by. */
export const BUDGET_SORT_FIELDS = ['yil', 'tutar', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    butce: true;
  }
}

declare module '../error-key' {
  interface KindErrorKeys {
    /** A second budget of a ship for the same year and budget code (its text: src/features/budgets/error-texts.ts). */
    duplicateBudget: true;
  }
}

/**
 * Budgets (butce; docs/areas/inspections.md §KPI): a ship's (company's) budget for a year and a
 * budget code, in minor units of its currency, with the additional authorised expenses approved
 * during the year (`ekTutar`, BIMCO's AAE). They feed the budget performance figure (KPI002,
 * src/domain/kpi.ts) beside the bills' lines of the same code. One per ship, year and code.
 */
export const budgetKind = defineKind({
  name: 'butce',
  path: 'finans/butce',
  fields: {
    sirket: field.company(),
    yil: field.decimal(0, { required: true, min: BigInt(MIN_BUDGET_YEAR), max: BigInt(MAX_BUDGET_YEAR) }),
    butceKodu: field.reference('butceKodu', { required: true, notFound: 'budgetCodeNotFound' }),
    tutar: field.money({ required: true, min: 1n }),
    dovizCinsi: field.choice(CURRENCIES),
    ekTutar: field.money({ min: 0n }),
    aciklama: field.text({ max: 500 }),
  },
  companyField: 'sirket',
  unique: [{ fields: ['yil', 'butceKodu'], scope: 'company', path: 'butceKodu', error: 'duplicateBudget', index: 'butce_yil_kod_unique' }],
  // Read per company (the chosen ship) and year: the budgets page and the KPI page's KPI002.
  indexes: ['sirket', '[sirket+yil]', 'butceKodu'],
  titleFields: ['yil', 'butceKodu'],
  list: {
    columns: ['sirket', 'yil', 'butceKodu', 'tutar', 'dovizCinsi', 'ekTutar'],
    sorts: BUDGET_SORT_FIELDS,
    defaultSort: { field: 'yil', order: 'desc' },
    filters: ['sirket', 'butceKodu'],
    key: 'butceler',
    perPage: 100,
  },
  errors: ['duplicateBudget'],
  tombstone: { aciklama: '' },
});

export type BudgetDefinition = typeof budgetKind;
/** A budget as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type BudgetRecord = RecordOf<BudgetDefinition>;
export type BudgetValues = FieldsOf<BudgetDefinition>;
