import { lazyRouteComponent } from '@tanstack/react-router';
import type { billRoutes } from './bills';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { BillListPage } from '../features/bills/bill-list-page';

// The list is the area's first screen; the detail and the form (with the form library, the
// pickers and the upload field) are chunks of their own, loaded once the browser is idle.
const BillDetailPage = lazyRouteComponent(() => import('../features/bills/bill-detail-page'), 'BillDetailPage');
const BillFormPage = lazyRouteComponent(() => import('../features/bills/bill-form-page'), 'BillFormPage');
preloadWhenIdle(BillDetailPage, BillFormPage);

export const screens: RecordScreens = recordScreens<typeof billRoutes>({
  list: ({ search }) => <BillListPage tip={search.tip} tl={search.tl} />,
  create: ({ search }) => <BillFormPage tip={search.tip} cariHesap={search.cariHesap} />,
  detail: ({ params }) => <BillDetailPage id={params.faturaId} key={params.faturaId} />,
  edit: ({ params }) => <BillFormPage id={params.faturaId} key={params.faturaId} />,
});
