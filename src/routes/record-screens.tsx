import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { preloadWhenIdle } from './preload-when-idle';
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

/** A screen loaded from a chunk of its own (`lazyRouteComponent`), which can start loading early. */
type Screen<P> = ComponentType<P> & { preload?: () => Promise<void> | undefined };

/**
 * The screens of a record area whose list takes only its sort (`sortedRecordRoutes`): the list is the
 * area's first screen; the form (new and edit) and the detail are chunks of their own, loaded once
 * the first pull has ended and the browser is idle (`preloadWhenIdle`). `param` is the record's id
 * in the address. The detail defaults to the form (a record whose page is its form); `edit:
 * 'detail'` shows the detail at the edit address too (a record that is not edited).
 */
export function sortedRecordScreens<R extends readonly [AnyRoute, AnyRoute, AnyRoute, AnyRoute, ...AnyRoute[]]>(
  param: string,
  screens: {
    list: ComponentType<{ sirala?: string | undefined }>;
    form: Screen<{ id?: string }>;
    detail?: Screen<{ id: string }>;
    edit?: 'form' | 'detail';
  },
): RecordScreens {
  const { list: List, form: Form, detail: Detail = Form, edit = 'form' } = screens;
  const Edit = edit === 'detail' ? Detail : Form;
  preloadWhenIdle(...new Set([Detail, Form]));
  const idOf = (params: ScreenProps<AnyRoute>['params']) => (params as Record<string, string>)[param]!;
  return recordScreens<R>({
    list: ({ search }) => <List sirala={(search as { sirala?: string }).sirala} />,
    create: () => <Form />,
    detail: ({ params }) => <Detail id={idOf(params)} key={idOf(params)} />,
    edit: ({ params }) => <Edit id={idOf(params)} key={idOf(params)} />,
  });
}
