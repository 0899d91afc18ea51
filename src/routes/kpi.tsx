import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';
import { integer, search } from './search';

// Shipping KPIs per ship and fleet (docs/areas/inspections.md, KPI): the chosen ship, the year in the
// address (default this year). The screen is a chunk of its own (kpi.lazy.tsx).

const kpiSearch = search({ yil: integer(2000, 2100, () => new Date().getUTCFullYear()) });

export const kpiRoute = createRoute({ getParentRoute: () => appRoute, path: '/kpi', validateSearch: kpiSearch });
export const kpiRoutes = [
  kpiRoute.lazy(withAreaMessages('kpi', () => import('./kpi.lazy').then((m) => m.kpiLazyRoute(kpiRoute)))),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = kpiRoutes;
