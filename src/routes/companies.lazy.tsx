import { lazyRouteComponent } from '@tanstack/react-router';
import type { companyRoutes } from './companies';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { CompanyListPage } from '../features/companies/company-list-page';

// The list is the area's first screen; the detail and the form (with the form library and the
// pickers) are chunks of their own, loaded once the browser is idle.
const CompanyDetailPage = lazyRouteComponent(() => import('../features/companies/company-detail-page'), 'CompanyDetailPage');
const CompanyFormPage = lazyRouteComponent(() => import('../features/companies/company-form-page'), 'CompanyFormPage');
preloadWhenIdle(CompanyDetailPage, CompanyFormPage);

export const screens: RecordScreens = recordScreens<typeof companyRoutes>({
  list: () => <CompanyListPage />,
  create: () => <CompanyFormPage />,
  detail: ({ params }) => <CompanyDetailPage id={params.sirketId} key={params.sirketId} />,
  edit: ({ params }) => <CompanyFormPage id={params.sirketId} key={params.sirketId} />,
});
