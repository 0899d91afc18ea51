import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { NonConformityBoardPage } from '../features/inspections/non-conformity-board-page';

/** The lazy half of the non-conformity board's route (non-conformities.tsx). */
export function nonConformityLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: NonConformityBoardPage });
}
