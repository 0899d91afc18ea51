import { createRoute, redirect } from '@tanstack/react-router';
import { NotFoundScreen } from '../app/error-screens';
import { currentUser } from '../data/session';
import { rootRoute } from './root';

/** Every page of the main layout needs a signed-in user (SPEC §2). The layout itself loads on first use. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: () => {
    if (!currentUser()) throw redirect({ to: '/login' });
  },
  notFoundComponent: NotFoundScreen,
}).lazy(() => import('./layout.lazy').then((m) => m.appLayoutRoute));
