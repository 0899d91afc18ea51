import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** The lazy half of every placeholder page (pages.tsx): one chunk shared by all of them. */
export function placeholderRoute<TRoute extends AnyRoute>(route: TRoute, title: MessageDescriptor): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({ id: route.id, component: () => <PlaceholderPage title={title} /> });
}
