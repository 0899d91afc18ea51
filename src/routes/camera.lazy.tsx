import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { CapturePage } from '../features/capture/capture-page';

/** The lazy half of the capture tray's route (camera.tsx). */
export function cameraLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: CapturePage });
}
