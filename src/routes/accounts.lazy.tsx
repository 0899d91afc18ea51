import { lazyRouteComponent } from '@tanstack/react-router';
import type { accountRoutes } from './accounts';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { AccountListPage } from '../features/accounts/account-list-page';

// The list is the area's first screen; the detail and the form (with the form library and the
// pickers) are chunks of their own, loaded once the browser is idle.
const AccountDetailPage = lazyRouteComponent(() => import('../features/accounts/account-detail-page'), 'AccountDetailPage');
const AccountFormPage = lazyRouteComponent(() => import('../features/accounts/account-form-page'), 'AccountFormPage');
preloadWhenIdle(AccountDetailPage, AccountFormPage);

export const screens: RecordScreens = recordScreens<typeof accountRoutes>({
  list: ({ search }) => <AccountListPage cariTip={search.cari_tip} tl={search.tl} />,
  create: ({ search }) => <AccountFormPage cariTip={search.cari_tip} />,
  detail: ({ params, search }) => <AccountDetailPage id={params.cariHesapId} tl={search.tl} key={params.cariHesapId} />,
  edit: ({ params }) => <AccountFormPage id={params.cariHesapId} key={params.cariHesapId} />,
});
