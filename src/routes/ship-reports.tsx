import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Ship reports (docs/areas/bunkers-and-emissions.md): the list and the bridge's quick form (ship-reports.lazy.tsx).

export const shipReportRoutes = recordRoutes(
  '/operasyon/haftalik-gemi-durum-raporu/$raporId',
  'form',
  withAreaMessages('ship-reports', () => import('./ship-reports.lazy').then((m) => ({ screens: m.shipReportScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = shipReportRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    shipReports: typeof areaRoutes;
  }
}
