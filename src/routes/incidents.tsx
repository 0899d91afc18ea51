import { createRoute } from '@tanstack/react-router';
import { withAreaMessages } from '../data/i18n';
import { appRoute } from './layout';

// Incidents (docs/areas/inspections.md): the list at /denetleme-raporlari/olay-raporlari, its form a
// dialog of the list; a chunk of its own (incidents.lazy.tsx) with the inspections' catalog.

export const incidentRoute = createRoute({ getParentRoute: () => appRoute, path: '/denetleme-raporlari/olay-raporlari' });
export const incidentRoutes = [
  incidentRoute.lazy(withAreaMessages('inspections', () => import('./incidents.lazy').then((m) => m.incidentLazyRoute(incidentRoute)))),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = incidentRoutes;
