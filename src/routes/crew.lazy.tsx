import { LazyRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { poolRoutes } from './crew';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { PoolPage } from '../features/crew/pool-page';

// The pool and the crew list share the crew's device queries (this chunk); the crew list, a person's
// page and form are chunks of their own.
const PersonDetailPage = lazyRouteComponent(() => import('../features/crew/person-detail-page'), 'PersonDetailPage');
const PersonFormPage = lazyRouteComponent(() => import('../features/crew/person-form-page'), 'PersonFormPage');
const CrewListPage = lazyRouteComponent(() => import('../features/crew/crew-list-page'), 'CrewListPage');
preloadWhenIdle(PersonDetailPage, PersonFormPage, CrewListPage);

export const poolScreens: RecordScreens = recordScreens<typeof poolRoutes>({
  list: ({ search }) => <PoolPage filter={search} />,
  create: () => <PersonFormPage />,
  detail: ({ params }) => <PersonDetailPage id={params.personelId} key={params.personelId} />,
  edit: ({ params }) => <PersonFormPage id={params.personelId} key={params.personelId} />,
});

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
