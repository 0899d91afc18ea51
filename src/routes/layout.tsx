import { createRoute, redirect } from '@tanstack/react-router';
import { NotFoundScreen } from '../app/error-screens';
import { loadAppMessages } from '../data/i18n';
import { currentUser } from '../data/session';
import { rootRoute } from './root';

/** Every page of the main layout needs a signed-in user (docs/areas/shell.md). The layout itself loads on first use. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: () => {
    if (!currentUser()) throw redirect({ to: '/login' });
  },
  // The screens' catalog (lingui.config.ts) loads beside the layout's code, before it renders.
  loader: () => loadAppMessages(),
  notFoundComponent: NotFoundScreen,
}).lazy(() => import('./layout.lazy').then((m) => m.appLayoutRoute));
