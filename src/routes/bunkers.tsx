import { withAreaMessages } from '../data/i18n';
import { sortedRecordRoutes } from './record-routes';

// Bunker delivery notes (docs/areas/bunkers-and-emissions.md): the register at /teknik/bdn-kayit, its form and detail
// (bunkers.lazy.tsx).

export const bdnRoutes = sortedRecordRoutes(
  '/teknik/bdn-kayit/$bdnId',
  withAreaMessages('bunkers', () => import('./bunkers.lazy')),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = bdnRoutes;
