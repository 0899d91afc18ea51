import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { search, text } from './search';

const id = text();

/** The form: opened from a bill (`?fatura=`), an account (`?cariHesap=`), a loan's instalment (`?kredi=&taksit=`), or from scratch. */
const formSearch = search({ cariHesap: id, fatura: id, kredi: id, taksit: id });

export const bankOrderRoutes = recordRoutes(
  '/finans/banka-talimat/$talimatId',
  'form',
  withAreaMessages('bank-orders', () => import('./bank-orders.lazy')),
  {
    create: formSearch,
  },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = bankOrderRoutes;
