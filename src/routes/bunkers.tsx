import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Bunker delivery notes (docs/areas/bunkers-and-emissions.md): the register at /teknik/bdn-kayit, its form and detail
// (bunkers.lazy.tsx).

export const bdnRoutes = recordRoutes(
  '/teknik/bdn-kayit/$bdnId',
  'form',
  withAreaMessages('bunkers', () => import('./bunkers.lazy').then((m) => ({ screens: m.bdnScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = bdnRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    bunkers: typeof areaRoutes;
  }
}
