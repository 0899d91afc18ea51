import { withAreaMessages } from '../data/i18n';
import { INSTRUMENT_DIRECTIONS, INSTRUMENT_STATES } from '../domain/instrument-catalogue';
import type { DueWindow } from '../domain/instruments';
import { recordRoutes } from './record-routes';
import { listSearch, optionalOneOf } from './search';

/**
 * The due windows of src/domain/instruments.ts, repeated because that module carries the moves;
 * the record type fails the typecheck when one is added there and not here.
 */
const dueWindows: Record<DueWindow, true> = { hafta: true, ay: true, gecmis: true };

/** The portfolio's filters (`?yon=`, `?durum=`, `?vade=`, each all by default) and its sort. */
const portfolioSearch = listSearch({
  yon: optionalOneOf(INSTRUMENT_DIRECTIONS),
  durum: optionalOneOf(INSTRUMENT_STATES),
  vade: optionalOneOf(Object.keys(dueWindows) as DueWindow[]),
});

// Cheques and promissory notes (docs/areas/cheques.md): the portfolio, an instrument with its moves, its form.
export const instrumentRoutes = recordRoutes(
  '/finans/cek-senet/$cekSenetId',
  'create',
  withAreaMessages('instruments', () => import('./instruments.lazy')),
  { list: portfolioSearch },
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = instrumentRoutes;
