import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';
import { integer, search } from './search';

// MRV / DCS per ship and year (docs/areas/bunkers-and-emissions.md): the chosen ship, the year in the address (default
// this year). The screen is a chunk of its own (mrv.lazy.tsx).

const mrvSearch = search({ yil: integer(2000, 2100, () => new Date().getUTCFullYear()) });

export const mrvRoute = createRoute({ getParentRoute: () => appRoute, path: '/mrv', validateSearch: mrvSearch });
export const mrvRoutes = [
  mrvRoute.lazy(withAreaMessages('mrv', () => import('./mrv.lazy').then((m) => m.mrvLazyRoute(mrvRoute)))),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = mrvRoutes;
