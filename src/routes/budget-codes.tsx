import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BUDGET_CODE_TYPES } from '../domain/budget-code';
import { BudgetCodeDetailPage } from '../features/budget-codes/budget-code-detail-page';
import { BudgetCodeFormPage } from '../features/budget-codes/budget-code-form-page';
import { BudgetCodeListPage } from '../features/budget-codes/budget-code-list-page';
import { SyncPage } from '../features/sync/sync-page';
import { appRoute } from './layout';

/** `?tip=gider|gelir`, gider by default (the tab the add button carries). */
const tipSearch = v.object({
  tip: v.optional(v.fallback(v.picklist(BUDGET_CODE_TYPES), 'gider'), 'gider'),
});

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu',
  validateSearch: tipSearch,
  component: function BudgetCodeList() {
    return <BudgetCodeListPage tip={listRoute.useSearch().tip} />;
  },
});

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/form',
  validateSearch: tipSearch,
  component: function BudgetCodeCreate() {
    return <BudgetCodeFormPage tip={createFormRoute.useSearch().tip} />;
  },
});

// A code is addressed by its code (SPEC §7: /finans/butce-kodu/{kod}) in the chart `?tip=`.
const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/$butceKodu',
  validateSearch: tipSearch,
  component: function BudgetCodeDetail() {
    const { butceKodu } = detailRoute.useParams();
    const { tip } = detailRoute.useSearch();
    return <BudgetCodeDetailPage param={butceKodu} tip={tip} key={`${tip}/${butceKodu}`} />;
  },
});

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/$butceKodu/edit',
  validateSearch: tipSearch,
  component: function BudgetCodeEdit() {
    const { butceKodu } = editRoute.useParams();
    const { tip } = editRoute.useSearch();
    return <BudgetCodeFormPage param={butceKodu} tip={tip} key={`${tip}/${butceKodu}`} />;
  },
});

const syncRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/senkronizasyon',
  component: SyncPage,
});

export const budgetCodeRoutes = [listRoute, createFormRoute, detailRoute, editRoute, syncRoute] as const;
