import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// Payroll (docs/areas/payroll.md): the wage sheet of the chosen ship and a month. The screen is a
// chunk of its own (payroll.lazy.tsx).

export const payrollRoute = createRoute({ getParentRoute: () => appRoute, path: '/personel-veri-platformu/payroll' });
export const payrollRoutes = [
  payrollRoute.lazy(withAreaMessages('payroll', () => import('./payroll.lazy').then((m) => m.payrollLazyRoute(payrollRoute)))),
] as const;

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = payrollRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    payroll: typeof areaRoutes;
  }
}
