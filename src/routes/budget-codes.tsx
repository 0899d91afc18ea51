import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import type { BudgetCodeType } from '../domain/budget-code';
import { appRoute } from './layout';
import { recordRoutes } from './record-routes';
import { oneOf, search } from './search';

// The sync view has a chunk of its own.

/**
 * The chart types of src/domain/budget-code.ts, repeated like the account types in accounts.tsx:
 * importing that module would bring its form schema into the entry chunk.
 */
const budgetCodeTypes: Record<BudgetCodeType, true> = { gider: true, gelir: true };
const BUDGET_CODE_TYPES = Object.keys(budgetCodeTypes) as BudgetCodeType[];

/** `?tip=gider|gelir`, gider by default (the tab the add button carries). */
const tipSearch = search({ tip: oneOf(BUDGET_CODE_TYPES, 'gider') });

// A code is addressed by its code (docs/areas/budget-codes.md: /finans/butce-kodu/{kod}) in the chart `?tip=`.
const codeRoutes = recordRoutes(
  '/finans/butce-kodu/$butceKodu',
  'form',
  withAreaMessages('budget-codes', () => import('./budget-codes.lazy')),
  {
    list: tipSearch,
    create: tipSearch,
    record: tipSearch,
  },
);

const syncRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/senkronizasyon',
}).lazy(withAreaMessages('sync', () => import('./sync.lazy').then((m) => m.syncRoute)));

export const budgetCodeRoutes = [...codeRoutes, syncRoute] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = budgetCodeRoutes;
