import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { MrvPage } from '../features/mrv/mrv-page';

/** The lazy half of the MRV route (mrv.tsx). */
export function mrvLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({
    id: route.id,
    component: function MrvScreen() {
      const search = route.useSearch() as { yil?: number };
      return <MrvPage yil={search.yil ?? new Date().getUTCFullYear()} />;
    },
  });
}
