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

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = bankOrderRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    bankOrders: typeof areaRoutes;
  }
}
