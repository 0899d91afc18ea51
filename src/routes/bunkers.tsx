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

// The router finds this module (router.ts); the route tree's types know its routes from here.
declare module './area-routes' {
  interface AreaRoutes {
    bunkers: typeof bdnRoutes;
  }
}
