import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// Payroll (docs/areas/payroll.md): the wage sheet of the chosen ship and a month, and each
// seafarer's wage account. The screens are a chunk of their own (payroll.lazy.tsx).

export const payrollRoute = createRoute({ getParentRoute: () => appRoute, path: '/personel-veri-platformu/payroll' });
export const wageAccountsRoute = createRoute({ getParentRoute: () => appRoute, path: '/finans/maas-hesaplari' });
export const payrollRoutes = [
  payrollRoute.lazy(withAreaMessages('payroll', () => import('./payroll.lazy').then((m) => m.payrollLazyRoute(payrollRoute)))),
  wageAccountsRoute.lazy(
    withAreaMessages('payroll', () => import('./payroll.lazy').then((m) => m.wageAccountsLazyRoute(wageAccountsRoute))),
  ),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = payrollRoutes;
