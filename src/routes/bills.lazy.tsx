import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import { BillListPage } from '../features/bills/bill-list-page';

// The list is the area's first screen; the detail and the form (with the form library, the
// pickers and the upload field) are chunks of their own, loaded once the browser is idle.
const BillDetailPage = lazyRouteComponent(() => import('../features/bills/bill-detail-page'), 'BillDetailPage');
const BillFormPage = lazyRouteComponent(() => import('../features/bills/bill-form-page'), 'BillFormPage');
preloadWhenIdle(BillDetailPage, BillFormPage);

export const listRoute = createLazyRoute('/app/finans/fatura-proforma')({
  component: function BillList() {
    return <BillListPage tip={listRoute.useSearch().tip} />;
  },
});

export const createFormRoute = createLazyRoute('/app/finans/fatura-proforma/create')({
  component: function BillCreate() {
    const { tip, cariHesap } = createFormRoute.useSearch();
    return <BillFormPage tip={tip} cariHesap={cariHesap} />;
  },
});

export const detailRoute = createLazyRoute('/app/finans/fatura-proforma/$faturaId')({
  component: function BillDetail() {
    const { faturaId } = detailRoute.useParams();
    return <BillDetailPage id={faturaId} key={faturaId} />;
  },
});

export const editRoute = createLazyRoute('/app/finans/fatura-proforma/$faturaId/edit')({
  component: function BillEdit() {
    const { faturaId } = editRoute.useParams();
    return <BillFormPage id={faturaId} key={faturaId} />;
  },
});
