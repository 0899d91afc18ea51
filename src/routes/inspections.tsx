import { withAreaMessages } from '../data/i18n';
import { sortedRecordRoutes } from './record-routes';

// Inspections (docs/areas/inspections.md): the list at /denetleme-raporlari/gemi-denet-raporlari, its
// form and detail (inspections.lazy.tsx).

export const inspectionRoutes = sortedRecordRoutes(
  '/denetleme-raporlari/gemi-denet-raporlari/$denetimId',
  withAreaMessages('inspections', () => import('./inspections.lazy')),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = inspectionRoutes;
