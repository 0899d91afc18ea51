import { withAreaMessages } from '../data/i18n';
import type { BillDirection } from '../domain/bill';
import { recordRoutes } from './record-routes';
import { flag, oneOf, search, text } from './search';

/**
 * The directions of src/domain/bill.ts, repeated here because importing that module would bring
 * its schema and the money engine into the entry chunk. The record type makes the typecheck fail
 * when a direction is added there and not here.
 */
const directions: Record<BillDirection, true> = { gelen: true, giden: true };
const DIRECTIONS = Object.keys(directions) as BillDirection[];

const tip = oneOf(DIRECTIONS, 'gelen');

/** `?tip=gelen|giden`, gelen by default; `tl=true` adds the TL equivalents (docs/areas/exchange-rates.md). */
const listSearch = search({ tip, tl: flag() });

/** The form: the direction, and the account when it is opened from one. */
const createSearch = search({ tip, cariHesap: text() });

export const billRoutes = recordRoutes(
  '/finans/fatura-proforma/$faturaId',
  'create',
  withAreaMessages('bills', () => import('./bills.lazy')),
  { list: listSearch, create: createSearch },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = billRoutes;
