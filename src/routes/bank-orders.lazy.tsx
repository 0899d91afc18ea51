import { lazyRouteComponent } from '@tanstack/react-router';
import type { bankOrderRoutes } from './bank-orders';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { BankOrderListPage } from '../features/bank-orders/bank-order-list-page';

// The list is the area's first screen; the detail (with the letter) and the form are chunks of
// their own, loaded once the browser is idle. The PDF library loads only when a PDF is asked for.
const BankOrderDetailPage = lazyRouteComponent(() => import('../features/bank-orders/bank-order-detail-page'), 'BankOrderDetailPage');
const BankOrderFormPage = lazyRouteComponent(() => import('../features/bank-orders/bank-order-form-page'), 'BankOrderFormPage');
preloadWhenIdle(BankOrderDetailPage, BankOrderFormPage);

export const screens: RecordScreens = recordScreens<typeof bankOrderRoutes>({
  list: () => <BankOrderListPage />,
  create: ({ search }) => (
    <BankOrderFormPage cariHesap={search.cariHesap} fatura={search.fatura} kredi={search.kredi} taksit={search.taksit} />
  ),
  detail: ({ params }) => <BankOrderDetailPage id={params.talimatId} key={params.talimatId} />,
  edit: ({ params }) => <BankOrderFormPage id={params.talimatId} key={params.talimatId} />,
});
