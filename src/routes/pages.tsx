import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// The dashboard loads on first use, a chunk of its own. Every other page of the menu is an area's
// screen (its own route module in this folder).

export const dashboardRoute = createRoute({ getParentRoute: () => appRoute, path: '/' }).lazy(
  withAreaMessages('dashboard', () => import('./dashboard.lazy').then((m) => m.dashboardRoute)),
);

export const pageRoutes = [dashboardRoute] as const;
