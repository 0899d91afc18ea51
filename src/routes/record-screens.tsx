import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RecordScreens } from './record-routes';

/** What a screen of a record area reads from its route: the validated search and the path's params. */
export interface ScreenProps<R extends AnyRoute> {
  search: R['types']['fullSearchSchema'];
  params: R['types']['allParams'];
}

type Render<R extends AnyRoute> = (props: ScreenProps<R>) => ReactNode;

/**
 * The lazy halves of a record area's four routes (record-routes.ts): each renders its screen from
 * its route's search and params.
 */
export function recordScreens<R extends readonly [AnyRoute, AnyRoute, AnyRoute, AnyRoute, ...AnyRoute[]]>(render: {
  list: Render<R[0]>;
  create: Render<R[1]>;
  detail: Render<R[2]>;
  edit: Render<R[3]>;
}): RecordScreens {
  const lazy = (part: keyof RecordScreens) => (route: AnyRoute) =>
    new LazyRoute<AnyRoute>({
      id: route.id,
      component: function RecordScreen() {
        const search = route.useSearch();
        const params = route.useParams();
        return render[part]({ search, params });
      },
    });
  return { list: lazy('list'), create: lazy('create'), detail: lazy('detail'), edit: lazy('edit') };
}
