import { lazyRouteComponent } from '@tanstack/react-router';
import type { loanRoutes } from './loans';
import type { RecordScreens } from './record-routes';
import { sortedRecordScreens } from './record-screens';
import { LoanListPage } from '../features/loans/loan-list-page';

// The list is the area's first screen; the detail and the form are chunks of their own, loaded once
// the browser is idle.

export const screens: RecordScreens = sortedRecordScreens<typeof loanRoutes>('krediId', {
  list: LoanListPage,
  detail: lazyRouteComponent(() => import('../features/loans/loan-detail-page'), 'LoanDetailPage'),
  form: lazyRouteComponent(() => import('../features/loans/loan-form-page'), 'LoanFormPage'),
});
