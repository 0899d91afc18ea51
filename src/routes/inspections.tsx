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

// The router finds this module (router.ts); the route tree's types know its routes from here.
declare module './area-routes' {
  interface AreaRoutes {
    inspections: typeof inspectionRoutes;
  }
}
