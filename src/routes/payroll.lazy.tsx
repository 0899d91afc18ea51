import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { PayrollPage } from '../features/payroll/payroll-page';

/** The lazy half of the payroll route (payroll.tsx). */
export function payrollLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: PayrollPage });
}
