import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Inspections (docs/areas/inspections.md): the list at /denetleme-raporlari/gemi-denet-raporlari, its
// form and detail (inspections.lazy.tsx).

export const inspectionRoutes = recordRoutes(
  '/denetleme-raporlari/gemi-denet-raporlari/$denetimId',
  'form',
  withAreaMessages('inspections', () => import('./inspections.lazy').then((m) => ({ screens: m.inspectionScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = inspectionRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    inspections: typeof areaRoutes;
  }
}
