import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { CrewListPage } from '../features/crew/crew-list-page';

/** The lazy half of the crew list's route (crew.tsx). */
export function crewListLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({
    id: route.id,
    component: function CrewListScreen() {
      const search = route.useSearch() as { tarih: string };
      return <CrewListPage tarih={search.tarih} />;
    },
  });
}
