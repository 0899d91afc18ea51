import { createRouter, type AnyRouter } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import type { AreaRoute } from './area-routes';
import { appRoute } from './layout';
import { pageRoutes } from './pages';
import { companyChoiceRoute, loginRoute } from './public';
import { rootRoute } from './root';

/**
 * The `areaRoutes` of every area's route module (`src/routes/<area>.tsx`), found, not listed: a new
 * area's two files (`<area>.tsx`, `<area>.lazy.tsx`) are all the router needs
 * (docs/adding-a-record-kind.md §6). Eager and by one named export: the routes' small halves
 * (paths, search validation) are in the entry chunk as their static imports were, without a
 * namespace object per module; each screen still loads from its `.lazy.tsx` on first use. Each
 * module adds its routes' types to `AreaRoutes` (area-routes.ts), which types the tree below.
 */
const areaModules = import.meta.glob<AnyRoute | readonly AnyRoute[]>(
  ['./*.tsx', '!./*.lazy.tsx', '!./{layout,pages,public,record-screens,root}.tsx'],
  { eager: true, import: 'areaRoutes' },
);

/** The main layout's routes the area modules export (tests/unit/router-areas.test.ts: each once). */
export const areaRoutes = Object.values(areaModules).flat() as readonly AreaRoute[];

export const routeTree = rootRoute.addChildren([loginRoute, companyChoiceRoute, appRoute.addChildren([...pageRoutes, ...areaRoutes])]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
}

/**
 * Starts loading the lazy chunks of the routes that match `pathname` (src/routes/*.lazy.tsx). The
 * app calls it at start, so the first screen's code arrives while the session is being checked; a
 * failed load is retried when the router needs the route.
 */
export function preloadScreens(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
