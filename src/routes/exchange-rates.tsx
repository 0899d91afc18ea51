import { withAreaMessages } from '../data/i18n';
import type { RatedCurrency } from '../domain/exchange-rates';
import { recordRoutes } from './record-routes';
import { oneOf, search } from './search';

/**
 * The rated currencies of src/domain/exchange-rates.ts, repeated like the currencies in
 * cash-flows.tsx: importing that module would bring its schema into the entry chunk. The record
 * type makes the typecheck fail when one is added there and not here.
 */
const rated: Record<RatedCurrency, true> = { USD: true, EURO: true, GBP: true };
const RATED = Object.keys(rated) as RatedCurrency[];

/** `?doviz=USD|EURO|GBP` (USD by default): the currency whose rates the list and its chart show. */
const currencySearch = search({ doviz: oneOf(RATED, 'USD') });

// Exchange rates (docs/areas/exchange-rates.md): one chart shared by every company, like the budget codes.
export const exchangeRateRoutes = recordRoutes(
  '/finans/kur/$kurId',
  'form',
  withAreaMessages('exchange-rates', () => import('./exchange-rates.lazy')),
  { list: currencySearch, create: currencySearch },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = exchangeRateRoutes;
