import { withAreaMessages } from '../data/i18n';
import { sortedRecordRoutes } from './record-routes';

// Ship reports (docs/areas/bunkers-and-emissions.md): the list and the bridge's quick form (ship-reports.lazy.tsx).

export const shipReportRoutes = sortedRecordRoutes(
  '/operasyon/haftalik-gemi-durum-raporu/$raporId',
  withAreaMessages('ship-reports', () => import('./ship-reports.lazy')),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = shipReportRoutes;
