import { createLazyRoute } from '@tanstack/react-router';
import { CompanyDetailPage } from '../features/companies/company-detail-page';
import { CompanyFormPage } from '../features/companies/company-form-page';
import { CompanyListPage } from '../features/companies/company-list-page';

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
