import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { IncidentListPage } from '../features/inspections/incident-list-page';

/** The lazy half of the incidents' route (incidents.tsx). */
export function incidentLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: IncidentListPage });
}
