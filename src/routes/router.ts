import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { accountRoutes } from './accounts';
import { bankOrderRoutes } from './bank-orders';
import { billRoutes } from './bills';
import { budgetCodeRoutes } from './budget-codes';
import { bdnRoutes } from './bunkers';
import { cashFlowRoutes } from './cash-flows';
import { certificateRoutes } from './certificates';
import { companyRoutes } from './companies';
import { crewRoutes } from './crew';
import { exchangeRateRoutes } from './exchange-rates';
import { eInvoiceRoute } from './e-invoices';
import { instrumentRoutes } from './instruments';
import { inspectionRoutes } from './inspections';
import { loanRoutes } from './loans';
import { appRoute } from './layout';
import { libraryRoutes } from './library';
import { mrvRoutes } from './mrv';
import { pageRoutes } from './pages';
import { companyChoiceRoute, loginRoute } from './public';
import { reportRoutes } from './reports';
import { rootRoute } from './root';
import { shipReportRoutes } from './ship-reports';
import { userRoutes } from './users';
import { monthlyWorkReportRoutes, weeklyWorkReportRoutes } from './work-reports';

export const routeTree = rootRoute.addChildren([
  loginRoute,
  companyChoiceRoute,
  appRoute.addChildren([
    ...pageRoutes,
    ...accountRoutes,
    eInvoiceRoute,
    ...billRoutes,
    ...bankOrderRoutes,
    ...cashFlowRoutes,
    ...budgetCodeRoutes,
    ...exchangeRateRoutes,
    ...companyRoutes,
    ...userRoutes,
    ...reportRoutes,
    ...certificateRoutes,
    ...libraryRoutes,
    ...instrumentRoutes,
    ...bdnRoutes,
    ...shipReportRoutes,
    ...weeklyWorkReportRoutes,
    ...monthlyWorkReportRoutes,
    ...mrvRoutes,
    ...crewRoutes,
    ...inspectionRoutes,
    ...loanRoutes,
  ]),
]);

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
