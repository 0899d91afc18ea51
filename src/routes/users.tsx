import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// The users' screens load on first use (users.lazy.tsx, one chunk for the area).
const screens = withAreaMessages('users', () => import('./users.lazy'));

const userListRoute = createRoute({ getParentRoute: () => appRoute, path: '/user/user-add' }).lazy(() =>
  screens().then((m) => m.userListRoute),
);

const settingsRoute = createRoute({ getParentRoute: () => appRoute, path: '/user/settings' }).lazy(() =>
  screens().then((m) => m.settingsRoute),
);

export const userRoutes = [userListRoute, settingsRoute] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = userRoutes;
