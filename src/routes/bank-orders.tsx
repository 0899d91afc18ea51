import { withAreaMessages } from '../data/i18n';
import * as v from 'valibot';
import { recordRoutes } from './record-routes';

const id = v.optional(v.fallback(v.string(), ''), '');

/** The form: opened from a bill (`?fatura=`) or an account (`?cariHesap=`), or from scratch. */
const formSearch = v.object({ cariHesap: id, fatura: id });

export const bankOrderRoutes = recordRoutes(
  '/finans/banka-talimat/$talimatId',
  'form',
  withAreaMessages('bank-orders', () => import('./bank-orders.lazy')),
  {
    create: formSearch,
  },
);
