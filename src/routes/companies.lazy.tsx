import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import { CompanyListPage } from '../features/companies/company-list-page';

// The list is the area's first screen; the detail and the form (with the form library and the
// pickers) are chunks of their own, loaded once the browser is idle.
const CompanyDetailPage = lazyRouteComponent(() => import('../features/companies/company-detail-page'), 'CompanyDetailPage');
const CompanyFormPage = lazyRouteComponent(() => import('../features/companies/company-form-page'), 'CompanyFormPage');
preloadWhenIdle(CompanyDetailPage, CompanyFormPage);

export const listRoute = createLazyRoute('/app/sirket')({ component: CompanyListPage });

export const createFormRoute = createLazyRoute('/app/sirket/form')({ component: () => <CompanyFormPage /> });

export const detailRoute = createLazyRoute('/app/sirket/$sirketId')({
  component: function CompanyDetail() {
    const { sirketId } = detailRoute.useParams();
    return <CompanyDetailPage id={sirketId} key={sirketId} />;
  },
});

export const editRoute = createLazyRoute('/app/sirket/$sirketId/edit')({
  component: function CompanyEdit() {
    const { sirketId } = editRoute.useParams();
    return <CompanyFormPage id={sirketId} key={sirketId} />;
  },
});
