import { withAreaMessages } from '../data/i18n';
import type { CashFlowType } from '../domain/cash-flow';
import type { Currency } from '../domain/currency';
import { recordRoutes } from './record-routes';
import { flag, oneOf, search, text } from './search';

/**
 * The types and currencies of src/domain, repeated here because importing those modules would
 * bring their schemas into the entry chunk. The record types make the typecheck fail when one is
 * added there and not here.
 */
const types: Record<CashFlowType, true> = { odeme: true, tahsilat: true };
const TYPES = Object.keys(types) as CashFlowType[];
const currencies: Record<Currency, true> = { USD: true, TL: true, EURO: true, GBP: true };
const CURRENCY_CODES = Object.keys(currencies) as Currency[];

const tip = oneOf(TYPES, 'odeme');
const id = text();

/** `?tip=odeme|tahsilat` (odeme by default), the currency filter ('' for all), and `tl=true` for the TL equivalents (docs/areas/exchange-rates.md). */
const listSearch = search({ tip, dovizCinsi: oneOf(['', ...CURRENCY_CODES], ''), tl: flag() });

/** The form: the type, and the account and the bill when it is opened from one. */
const createSearch = search({ tip, cariHesap: id, fatura: id });

export const cashFlowRoutes = recordRoutes(
  '/finans/nakit-akis/$nakitAkisId',
  'form',
  withAreaMessages('cash-flows', () => import('./cash-flows.lazy')),
  { list: listSearch, create: createSearch },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = cashFlowRoutes;
