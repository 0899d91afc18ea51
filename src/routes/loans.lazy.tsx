import { lazyRouteComponent } from '@tanstack/react-router';
import type { loanRoutes } from './loans';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { LoanListPage } from '../features/loans/loan-list-page';

// The list is the area's first screen; the detail and the form are chunks of their own, loaded once
// the browser is idle.
const LoanDetailPage = lazyRouteComponent(() => import('../features/loans/loan-detail-page'), 'LoanDetailPage');
const LoanFormPage = lazyRouteComponent(() => import('../features/loans/loan-form-page'), 'LoanFormPage');
preloadWhenIdle(LoanDetailPage, LoanFormPage);

export const loanScreens: RecordScreens = recordScreens<typeof loanRoutes>({
  list: ({ search }) => <LoanListPage sirala={search.sirala} />,
  create: () => <LoanFormPage />,
  detail: ({ params }) => <LoanDetailPage id={params.krediId} key={params.krediId} />,
  edit: ({ params }) => <LoanFormPage id={params.krediId} key={params.krediId} />,
});
