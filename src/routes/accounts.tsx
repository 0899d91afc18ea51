import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ACCOUNT_TYPES } from '../domain/account';
import { AccountDetailPage } from '../features/accounts/account-detail-page';
import { AccountFormPage } from '../features/accounts/account-form-page';
import { AccountListPage } from '../features/accounts/account-list-page';
import { appRoute } from './layout';

/** SPEC §2: `?cari_tip=tedarikci|musteri`, tedarikci by default. */
const typeSearch = v.object({
  cari_tip: v.optional(v.fallback(v.picklist(ACCOUNT_TYPES), 'tedarikci'), 'tedarikci'),
});

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler',
  validateSearch: typeSearch,
  component: function AccountList() {
    return <AccountListPage cariTip={listRoute.useSearch().cari_tip} />;
  },
});

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler/create',
  validateSearch: typeSearch,
  component: function AccountCreate() {
    return <AccountFormPage cariTip={createFormRoute.useSearch().cari_tip} />;
  },
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler/$cariHesapId',
  component: function AccountDetail() {
    const { cariHesapId } = detailRoute.useParams();
    return <AccountDetailPage id={cariHesapId} key={cariHesapId} />;
  },
});

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/cari-listeler/$cariHesapId/edit',
  component: function AccountEdit() {
    const { cariHesapId } = editRoute.useParams();
    return <AccountFormPage id={cariHesapId} key={cariHesapId} />;
  },
});

export const accountRoutes = [listRoute, createFormRoute, detailRoute, editRoute] as const;
