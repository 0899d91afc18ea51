import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { search, text } from './search';

const id = text();

/** The form: opened from a bill (`?fatura=`) or an account (`?cariHesap=`), or from scratch. */
const formSearch = search({ cariHesap: id, fatura: id });

export const bankOrderRoutes = recordRoutes(
  '/finans/banka-talimat/$talimatId',
  'form',
  withAreaMessages('bank-orders', () => import('./bank-orders.lazy')),
  {
    create: formSearch,
  },
);

// The router finds this module (router.ts); the route tree's types know its routes from here.
declare module './area-routes' {
  interface AreaRoutes {
    bankOrders: typeof bankOrderRoutes;
  }
}
