import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { KpiPage } from '../features/kpi/kpi-page';

/** The lazy half of the KPI route (kpi.tsx). */
export function kpiLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({
    id: route.id,
    component: function KpiScreen() {
      const search = route.useSearch() as { yil?: number };
      return <KpiPage yil={search.yil ?? new Date().getUTCFullYear()} />;
    },
  });
}
