import { createRoute } from '@tanstack/react-router';
import { CompanyDetailPage } from '../features/companies/company-detail-page';
import { CompanyFormPage } from '../features/companies/company-form-page';
import { CompanyListPage } from '../features/companies/company-list-page';
import { appRoute } from './layout';

const listRoute = createRoute({ getParentRoute: () => appRoute, path: '/sirket', component: CompanyListPage });

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sirket/form',
  component: () => <CompanyFormPage />,
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sirket/$sirketId',
  component: function CompanyDetail() {
    const { sirketId } = detailRoute.useParams();
    return <CompanyDetailPage id={sirketId} key={sirketId} />;
  },
});

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sirket/$sirketId/edit',
  component: function CompanyEdit() {
    const { sirketId } = editRoute.useParams();
    return <CompanyFormPage id={sirketId} key={sirketId} />;
  },
});

export const companyRoutes = [listRoute, createFormRoute, detailRoute, editRoute] as const;
