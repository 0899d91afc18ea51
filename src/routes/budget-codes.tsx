import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { BudgetCodeType } from '../domain/budget-code';
import { appRoute } from './layout';

// The screens load on first use (budget-codes.lazy.tsx, one chunk for the area; the sync view has
// a chunk of its own); the search validation stays here.

/**
 * The chart types of src/domain/budget-code.ts, repeated like the account types in accounts.tsx:
 * importing that module would bring its form schema into the entry chunk.
 */
const budgetCodeTypes: Record<BudgetCodeType, true> = { gider: true, gelir: true };
const BUDGET_CODE_TYPES = Object.keys(budgetCodeTypes) as BudgetCodeType[];

/** `?tip=gider|gelir`, gider by default (the tab the add button carries). */
const tipSearch = v.object({
  tip: v.optional(v.fallback(v.picklist(BUDGET_CODE_TYPES), 'gider'), 'gider'),
});

const screens = () => import('./budget-codes.lazy');

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu',
  validateSearch: tipSearch,
}).lazy(() => screens().then((m) => m.listRoute));

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/form',
  validateSearch: tipSearch,
}).lazy(() => screens().then((m) => m.createFormRoute));

// A code is addressed by its code (SPEC §7: /finans/butce-kodu/{kod}) in the chart `?tip=`.
const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/$butceKodu',
  validateSearch: tipSearch,
}).lazy(() => screens().then((m) => m.detailRoute));

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/$butceKodu/edit',
  validateSearch: tipSearch,
}).lazy(() => screens().then((m) => m.editRoute));

const syncRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/senkronizasyon',
}).lazy(() => import('./sync.lazy').then((m) => m.syncRoute));

export const budgetCodeRoutes = [listRoute, createFormRoute, detailRoute, editRoute, syncRoute] as const;
