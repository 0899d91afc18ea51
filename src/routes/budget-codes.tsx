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

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/$butceKodu',
  component: function BudgetCodeDetail() {
    const { butceKodu } = detailRoute.useParams();
    return <BudgetCodeDetailPage id={butceKodu} key={butceKodu} />;
  },
});

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/butce-kodu/$butceKodu/edit',
  component: function BudgetCodeEdit() {
    const { butceKodu } = editRoute.useParams();
    return <BudgetCodeFormPage id={butceKodu} key={butceKodu} />;
  },
});

const syncRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/senkronizasyon',
  component: SyncPage,
});

export const budgetCodeRoutes = [listRoute, createFormRoute, detailRoute, editRoute, syncRoute] as const;
