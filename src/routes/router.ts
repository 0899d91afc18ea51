import { createRouter } from '@tanstack/react-router';
import { accountRoutes } from './accounts';
import { budgetCodeRoutes } from './budget-codes';
import { companyRoutes } from './companies';
import { appRoute } from './layout';
import { pageRoutes } from './pages';
import { companyChoiceRoute, loginRoute } from './public';
import { rootRoute } from './root';

export const routeTree = rootRoute.addChildren([loginRoute, companyChoiceRoute, appRoute.addChildren([...pageRoutes, ...accountRoutes, ...budgetCodeRoutes, ...companyRoutes])]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
