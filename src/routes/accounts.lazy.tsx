import { createLazyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import { AccountListPage } from '../features/accounts/account-list-page';

// The list is the area's first screen; the detail and the form (with the form library and the
// pickers) are chunks of their own, loaded once the browser is idle.
const AccountDetailPage = lazyRouteComponent(() => import('../features/accounts/account-detail-page'), 'AccountDetailPage');
const AccountFormPage = lazyRouteComponent(() => import('../features/accounts/account-form-page'), 'AccountFormPage');
preloadWhenIdle(AccountDetailPage, AccountFormPage);

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
