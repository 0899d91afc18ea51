import { lazyRouteComponent } from '@tanstack/react-router';
import type { cashFlowRoutes } from './cash-flows';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { CashFlowListPage } from '../features/cash-flows/cash-flow-list-page';

// The list is the area's first screen; the detail and the form (with the pickers and the upload
// field) are chunks of their own, loaded once the browser is idle.
const CashFlowDetailPage = lazyRouteComponent(() => import('../features/cash-flows/cash-flow-detail-page'), 'CashFlowDetailPage');
const CashFlowFormPage = lazyRouteComponent(() => import('../features/cash-flows/cash-flow-form-page'), 'CashFlowFormPage');
preloadWhenIdle(CashFlowDetailPage, CashFlowFormPage);

export const screens: RecordScreens = recordScreens<typeof cashFlowRoutes>({
  list: ({ search }) => <CashFlowListPage tip={search.tip} dovizCinsi={search.dovizCinsi} tl={search.tl} />,
  create: ({ search }) => <CashFlowFormPage tip={search.tip} cariHesap={search.cariHesap} fatura={search.fatura} />,
  detail: ({ params }) => <CashFlowDetailPage id={params.nakitAkisId} key={params.nakitAkisId} />,
  edit: ({ params }) => <CashFlowFormPage id={params.nakitAkisId} key={params.nakitAkisId} />,
});
