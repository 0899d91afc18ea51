import {
  createRoute,
  type AnyRoute,
  type AnyValidator,
  type Constrain,
  type DefaultValidator,
  type LazyRoute,
} from '@tanstack/react-router';
import { appRoute } from './layout';
import { listSearch, type SearchValidator } from './search';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Search = SearchValidator<any>;
type AnySearch = SearchValidator<Record<string, never>>;
/** A search validator as createRoute takes it (TypeScript cannot resolve its constraint on a type parameter). */
type Validator<S> = Constrain<S, AnyValidator, DefaultValidator>;

/** The lazy halves of an area's four routes (its `<area>.lazy.tsx`), each made for its route. */
export interface RecordScreens {
  list: (route: AnyRoute) => LazyRoute<AnyRoute>;
  create: (route: AnyRoute) => LazyRoute<AnyRoute>;
  detail: (route: AnyRoute) => LazyRoute<AnyRoute>;
  edit: (route: AnyRoute) => LazyRoute<AnyRoute>;
}

interface Searches<List, Create, Record> {
  list?: List;
  create?: Create;
  /** The detail's and the edit form's. */
  record?: Record;
}

/**
 * The four routes of a record area, from the address of one record (`/finans/cari-listeler/$cariHesapId`):
 * the list above it, the new-record form at `<list>/<create>`, the record and its edit form
 * (`…/edit`). Each loads its screen on first use from the area's lazy file (record-screens.tsx);
 * the search validation stays here, in the entry chunk, so links and redirects are checked
 * without loading the screens.
 */
export function recordRoutes<
  const Path extends string,
  const Param extends string,
  const Create extends 'create' | 'form',
  ListSearch extends Search = AnySearch,
  CreateSearch extends Search = AnySearch,
  RecordSearch extends Search = AnySearch,
>(
  record: `${Path}/$${Param}`,
  create: Create,
  screens: () => Promise<{ screens: RecordScreens }>,
  search: Searches<ListSearch, CreateSearch, RecordSearch> = {},
) {
  const path = record.slice(0, record.lastIndexOf('/$')) as Path;
  const lazy = (part: keyof RecordScreens, route: AnyRoute) => () => screens().then((m) => m.screens[part](route));
  const listRoute = createRoute({ getParentRoute: () => appRoute, path, validateSearch: search.list as Validator<ListSearch> });
  const createFormRoute = createRoute({
    getParentRoute: () => appRoute,
    path: `${path}/${create}` as `${Path}/${Create}`,
    validateSearch: search.create as Validator<CreateSearch>,
  });
  const detailRoute = createRoute({
    getParentRoute: () => appRoute,
    path: record,
    validateSearch: search.record as Validator<RecordSearch>,
  });
  const editRoute = createRoute({
    getParentRoute: () => appRoute,
    path: `${record}/edit` as `${Path}/$${Param}/edit`,
    validateSearch: search.record as Validator<RecordSearch>,
  });
  return [
    listRoute.lazy(lazy('list', listRoute)),
    createFormRoute.lazy(lazy('create', createFormRoute)),
    detailRoute.lazy(lazy('detail', detailRoute)),
    editRoute.lazy(lazy('edit', editRoute)),
  ] as const;
}

/**
 * The four routes of a record area whose list takes only its sort (`?sirala=`) and whose new-record
 * form is at `<list>/form`; the lazy module exports `screens` (`sortedRecordScreens`).
 */
export function sortedRecordRoutes<const Path extends string, const Param extends string>(
  record: `${Path}/$${Param}`,
  screens: () => Promise<{ screens: RecordScreens }>,
) {
  return recordRoutes(record, 'form', screens, { list: listSearch({}) });
}
