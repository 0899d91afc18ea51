import { createRoute, redirect } from '@tanstack/react-router';
import { NotFoundScreen } from '../app/error-screens';
import { AppLayout } from '../app/layout/app-layout';
import { currentUser } from '../data/session';
import { rootRoute } from './root';

/** Every page of the main layout needs a signed-in user (SPEC §2). */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: () => {
    if (!currentUser()) throw redirect({ to: '/login' });
  },
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
});
