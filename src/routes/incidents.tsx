import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Incidents (docs/areas/inspections.md): the list at /denetleme-raporlari/olay-raporlari, its form
// (incidents.lazy.tsx), with the inspections' catalog.

export const incidentRoutes = recordRoutes(
  '/denetleme-raporlari/olay-raporlari/$olayId',
  'form',
  withAreaMessages('inspections', () => import('./incidents.lazy').then((m) => ({ screens: m.incidentScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = incidentRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    incidents: typeof areaRoutes;
  }
}
