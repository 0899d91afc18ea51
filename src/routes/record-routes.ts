import { createRoute, type AnyRoute, type AnyValidator, type Constrain, type DefaultValidator, type LazyRoute } from '@tanstack/react-router';
import type { AnySchema, BaseIssue, BaseSchema } from 'valibot';
import { appRoute } from './layout';

type Search = BaseSchema<Record<string, unknown>, Record<string, unknown>, BaseIssue<unknown>>;
/** A search schema as createRoute takes it (TypeScript cannot resolve its constraint on a type parameter). */
type Validator<S> = Constrain<S, AnyValidator, DefaultValidator>;

/** The lazy halves of an area's four routes (its `<area>.lazy.tsx`), each made for its route. */
export interface RecordScreens {
  list: (route: AnyRoute) => LazyRoute<AnyRoute>;
  create: (route: AnyRoute) => LazyRoute<AnyRoute>;
  detail: (route: AnyRoute) => LazyRoute<AnyRoute>;
  edit: (route: AnyRoute) => LazyRoute<AnyRoute>;
}

/**
 * The four routes of a record area: its list at `path`, the new-record form at `path/<create>`,
 * a record at `path/$<param>` and its edit form below it. Each loads its screen on first use from
 * the area's lazy file; the search validation stays here, in the entry chunk, so links and
 * redirects are checked without loading the screens.
 */
export function recordRoutes<
  const Path extends string,
  const Create extends 'create' | 'form',
  const Param extends string,
  ListSearch extends Search = AnySchema,
  CreateSearch extends Search = AnySchema,
  RecordSearch extends Search = AnySchema,
>(spec: {
  path: Path;
  create: Create;
  param: Param;
  screens: () => Promise<{ screens: RecordScreens }>;
  listSearch?: ListSearch;
  createSearch?: CreateSearch;
  recordSearch?: RecordSearch;
}) {
  const lazy = (part: keyof RecordScreens, route: AnyRoute) => () => spec.screens().then((m) => m.screens[part](route));
  const listRoute = createRoute({ getParentRoute: () => appRoute, path: spec.path, validateSearch: spec.listSearch as Validator<ListSearch> });
  const createFormRoute = createRoute({
    getParentRoute: () => appRoute,
    path: `${spec.path}/${spec.create}` as `${Path}/${Create}`,
    validateSearch: spec.createSearch as Validator<CreateSearch>,
  });
  const detailRoute = createRoute({
    getParentRoute: () => appRoute,
    path: `${spec.path}/$${spec.param}` as `${Path}/$${Param}`,
    validateSearch: spec.recordSearch as Validator<RecordSearch>,
  });
  const editRoute = createRoute({
    getParentRoute: () => appRoute,
    path: `${spec.path}/$${spec.param}/edit` as `${Path}/$${Param}/edit`,
    validateSearch: spec.recordSearch as Validator<RecordSearch>,
  });
  return [
    listRoute.lazy(lazy('list', listRoute)),
    createFormRoute.lazy(lazy('create', createFormRoute)),
    detailRoute.lazy(lazy('detail', detailRoute)),
    editRoute.lazy(lazy('edit', editRoute)),
  ] as const;
}
