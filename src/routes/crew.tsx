import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { appRoute } from './layout';
import { recordRoutes } from './record-routes';

// The crew (MODULES.md §4): the pool with a person's page and form (crew.lazy.tsx), and the crew list
// of the chosen ship as of a date (crew-list.lazy.tsx). Search validation stays here.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The crew list's "as of" date ('' is today). */
const crewListSearch = v.object({ tarih: v.optional(v.fallback(v.pipe(v.string(), v.regex(DATE)), ''), '') });

export const poolRoutes = recordRoutes('/personel-veri-platformu/personel-havuzu/$personelId', 'form', () =>
  import('./crew.lazy').then((m) => ({ screens: m.poolScreens })),
);

const crewListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/personel-veri-platformu/personel-listesi',
  validateSearch: crewListSearch,
});

export const crewRoutes = [
  ...poolRoutes,
  crewListRoute.lazy(() => import('./crew-list.lazy').then((m) => m.crewListLazyRoute(crewListRoute))),
] as const;
