import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import { CashFlowListPage } from '../features/cash-flows/cash-flow-list-page';

// The list is the area's first screen; the detail and the form (with the pickers and the upload
// field) are chunks of their own, loaded once the browser is idle.
const CashFlowDetailPage = lazyRouteComponent(() => import('../features/cash-flows/cash-flow-detail-page'), 'CashFlowDetailPage');
const CashFlowFormPage = lazyRouteComponent(() => import('../features/cash-flows/cash-flow-form-page'), 'CashFlowFormPage');
preloadWhenIdle(CashFlowDetailPage, CashFlowFormPage);

export const listRoute = createLazyRoute('/app/finans/nakit-akis')({
  component: function CashFlowList() {
    const { tip, dovizCinsi } = listRoute.useSearch();
    return <CashFlowListPage tip={tip} dovizCinsi={dovizCinsi} />;
  },
});

export const createFormRoute = createLazyRoute('/app/finans/nakit-akis/form')({
  component: function CashFlowCreate() {
    const { tip, cariHesap, fatura } = createFormRoute.useSearch();
    return <CashFlowFormPage tip={tip} cariHesap={cariHesap} fatura={fatura} />;
  },
});

export const detailRoute = createLazyRoute('/app/finans/nakit-akis/$nakitAkisId')({
  component: function CashFlowDetail() {
    const { nakitAkisId } = detailRoute.useParams();
    return <CashFlowDetailPage id={nakitAkisId} key={nakitAkisId} />;
  },
});

export const editRoute = createLazyRoute('/app/finans/nakit-akis/$nakitAkisId/edit')({
  component: function CashFlowEdit() {
    const { nakitAkisId } = editRoute.useParams();
    return <CashFlowFormPage id={nakitAkisId} key={nakitAkisId} />;
  },
});
