import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { PayrollPage } from '../features/payroll/payroll-page';
import { WageAccountsPage } from '../features/payroll/wage-accounts-page';

/** The lazy half of the payroll route (payroll.tsx). */
export function payrollLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: PayrollPage });
}

/** The lazy half of the wage accounts' route (payroll.tsx). */
export function wageAccountsLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: WageAccountsPage });
}
