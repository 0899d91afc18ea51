import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import { BudgetCodeListPage } from '../features/budget-codes/budget-code-list-page';

// The list is the area's first screen; the detail and the form (with the form library and the
// pickers) are chunks of their own, loaded once the browser is idle.
const BudgetCodeDetailPage = lazyRouteComponent(() => import('../features/budget-codes/budget-code-detail-page'), 'BudgetCodeDetailPage');
const BudgetCodeFormPage = lazyRouteComponent(() => import('../features/budget-codes/budget-code-form-page'), 'BudgetCodeFormPage');
preloadWhenIdle(BudgetCodeDetailPage, BudgetCodeFormPage);

export const listRoute = createLazyRoute('/app/finans/butce-kodu')({
  component: function BudgetCodeList() {
    return <BudgetCodeListPage tip={listRoute.useSearch().tip} />;
  },
});

export const createFormRoute = createLazyRoute('/app/finans/butce-kodu/form')({
  component: function BudgetCodeCreate() {
    return <BudgetCodeFormPage tip={createFormRoute.useSearch().tip} />;
  },
});

export const detailRoute = createLazyRoute('/app/finans/butce-kodu/$butceKodu')({
  component: function BudgetCodeDetail() {
    const { butceKodu } = detailRoute.useParams();
    const { tip } = detailRoute.useSearch();
    return <BudgetCodeDetailPage param={butceKodu} tip={tip} key={`${tip}/${butceKodu}`} />;
  },
});

export const editRoute = createLazyRoute('/app/finans/butce-kodu/$butceKodu/edit')({
  component: function BudgetCodeEdit() {
    const { butceKodu } = editRoute.useParams();
    const { tip } = editRoute.useSearch();
    return <BudgetCodeFormPage param={butceKodu} tip={tip} key={`${tip}/${butceKodu}`} />;
  },
});
