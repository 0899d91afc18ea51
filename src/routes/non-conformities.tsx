import { createRoute } from '@tanstack/react-router';
import { withAreaMessages } from '../data/i18n';
import { appRoute } from './layout';

// Non-conformities (docs/areas/inspections.md): the board at /denetleme-raporlari/uygunsuzluk-raporlari,
// a chunk of its own (non-conformities.lazy.tsx) with the inspections' catalog.

export const nonConformityRoute = createRoute({ getParentRoute: () => appRoute, path: '/denetleme-raporlari/uygunsuzluk-raporlari' });
export const nonConformityRoutes = [
  nonConformityRoute.lazy(
    withAreaMessages('inspections', () => import('./non-conformities.lazy').then((m) => m.nonConformityLazyRoute(nonConformityRoute))),
  ),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = nonConformityRoutes;
