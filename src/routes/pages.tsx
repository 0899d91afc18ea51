import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import type { PagePath } from '../app/pages';
import { appRoute } from './layout';

// Screens load on first use: the dashboard is a chunk of its own, the placeholder pages share one
// (placeholder.lazy.tsx). Search validation stays here.

const placeholder = withAreaMessages('placeholder', () => import('./placeholder.lazy'));

/** A page of the main layout whose content a later issue builds; until then it shows its title. */
function titled<const P extends Exclude<PagePath, '/'>>(path: P) {
  const route = createRoute({ getParentRoute: () => appRoute, path });
  return route.lazy(() => placeholder().then((m) => m.placeholderRoute(route, path)));
}

export const dashboardRoute = createRoute({ getParentRoute: () => appRoute, path: '/' }).lazy(
  withAreaMessages('dashboard', () => import('./dashboard.lazy').then((m) => m.dashboardRoute)),
);

export const pageRoutes = [dashboardRoute, titled('/finans/maas-hesaplari')] as const;
