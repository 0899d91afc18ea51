import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { asOfSearch } from './certificates';
import { appRoute } from './layout';
import { recordRoutes } from './record-routes';
import { listSearch, optionalOneOf, optionalText } from './search';

// The crew (docs/areas/crew.md): the pool with a person's page and form (crew.lazy.tsx), and the crew list
// of the chosen ship as of a date, one chunk (crew.lazy.tsx): the device's crew queries stay out of the
// screens' shared chunk. Search validation stays here.

/** One chunk for both screens, loaded from one place. */
const screens = withAreaMessages('crew', () => import('./crew.lazy'));

/** The pool's filters (`?rutbe=`, `?durum=`, `?uyruk=`, each all by default) and its sort. */
const poolSearch = listSearch({
  // A rank's shape only: src/domain/crew.ts would come into the entry chunk; the pool takes only its ranks.
  rutbe: optionalText({ pattern: /^[a-z-]+$/, maxLength: 40 }),
  durum: optionalOneOf(['gemide', 'izinde', 'musait'] as const),
  uyruk: optionalText({ maxLength: 60 }),
});

export const poolRoutes = recordRoutes(
  '/personel-veri-platformu/personel-havuzu/$personelId',
  'form',
  () => screens().then((m) => ({ screens: m.poolScreens })),
  { list: poolSearch },
);

const crewListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/personel-veri-platformu/personel-listesi',
  validateSearch: asOfSearch,
});

export const crewRoutes = [...poolRoutes, crewListRoute.lazy(() => screens().then((m) => m.crewListLazyRoute(crewListRoute)))] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = crewRoutes;
