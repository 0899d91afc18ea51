import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import { BankOrderListPage } from '../features/bank-orders/bank-order-list-page';

// The list is the area's first screen; the detail (with the letter) and the form are chunks of
// their own, loaded once the browser is idle. The PDF library loads only when a PDF is asked for.
const BankOrderDetailPage = lazyRouteComponent(() => import('../features/bank-orders/bank-order-detail-page'), 'BankOrderDetailPage');
const BankOrderFormPage = lazyRouteComponent(() => import('../features/bank-orders/bank-order-form-page'), 'BankOrderFormPage');
preloadWhenIdle(BankOrderDetailPage, BankOrderFormPage);

export const listRoute = createLazyRoute('/app/finans/banka-talimat')({
  component: function BankOrderList() {
    return <BankOrderListPage />;
  },
});

export const createFormRoute = createLazyRoute('/app/finans/banka-talimat/form')({
  component: function BankOrderCreate() {
    const { cariHesap, fatura } = createFormRoute.useSearch();
    return <BankOrderFormPage cariHesap={cariHesap} fatura={fatura} />;
  },
});

export const detailRoute = createLazyRoute('/app/finans/banka-talimat/$talimatId')({
  component: function BankOrderDetail() {
    const { talimatId } = detailRoute.useParams();
    return <BankOrderDetailPage id={talimatId} key={talimatId} />;
  },
});

export const editRoute = createLazyRoute('/app/finans/banka-talimat/$talimatId/edit')({
  component: function BankOrderEdit() {
    const { talimatId } = editRoute.useParams();
    return <BankOrderFormPage id={talimatId} key={talimatId} />;
  },
});
