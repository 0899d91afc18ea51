import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { pageTitles, type PagePath } from '../app/pages';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/**
 * The lazy half of every placeholder page (pages.tsx): one chunk shared by all of them. The title
 * is looked up here, not in pages.tsx, so the page titles stay out of the entry chunk (they load
 * with the main layout, whose menu shows them).
 */
export function placeholderRoute<TRoute extends AnyRoute>(route: TRoute, path: PagePath): LazyRoute<TRoute> {
  const title = pageTitles[path];
  return new LazyRoute<TRoute>({ id: route.id, component: () => <PlaceholderPage title={title} /> });
}
