import { createLazyRoute } from '@tanstack/react-router';
import { AccountDetailPage } from '../features/accounts/account-detail-page';
import { AccountFormPage } from '../features/accounts/account-form-page';
import { AccountListPage } from '../features/accounts/account-list-page';

export const listRoute = createLazyRoute('/app/finans/cari-listeler')({
  component: function AccountList() {
    return <AccountListPage cariTip={listRoute.useSearch().cari_tip} />;
  },
});

export const createFormRoute = createLazyRoute('/app/finans/cari-listeler/create')({
  component: function AccountCreate() {
    return <AccountFormPage cariTip={createFormRoute.useSearch().cari_tip} />;
  },
});

export const detailRoute = createLazyRoute('/app/finans/cari-listeler/$cariHesapId')({
  component: function AccountDetail() {
    const { cariHesapId } = detailRoute.useParams();
    return <AccountDetailPage id={cariHesapId} key={cariHesapId} />;
  },
});

export const editRoute = createLazyRoute('/app/finans/cari-listeler/$cariHesapId/edit')({
  component: function AccountEdit() {
    const { cariHesapId } = editRoute.useParams();
    return <AccountFormPage id={cariHesapId} key={cariHesapId} />;
  },
});
