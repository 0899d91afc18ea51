import { and, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { isCalendarDate } from '../../src/domain/calendar';
import type { AnyKind, Field, ListParam } from '../../src/domain/kinds/define';
import { foldForSearch } from '../../src/domain/search-text';
import {
  rowsById,
  sqlListPage,
  toMillisecond,
  type ExactFilter,
  type ListDefinition,
  type ListSort,
  type ListTable,
} from '../db/repositories/sql-list';
import { sqlContains, sqlSearchFold, sqlTurkishSortKey } from '../db/sql-text';
import { optionalId, pageParams, parseListQuery, sortParams, yearInRange, yearParam } from '../http/list-query';
import type { MirroredTable } from '../sync/collection';
import type { ReadContext } from './server-collection';

/** A kind's table: its columns carry the kind's field names, its company column included (server/db/schema.ts). */
type KindTable = MirroredTable & ListTable;

// A kind's list derived from its definition's `list` (src/domain/kinds/define.ts ListDefinition;
// docs/adding-a-record-kind.md): `GET /api/<path>?page=&perPage=&sirket=&<filters>&sortBy=&sortingOrder=`
// answers one page `{<list.key>: records, totalCount}`, filtered, sorted and paged in SQL
// (server/db/repositories/sql-list.ts). Each filter's query parameter is checked by its field's
// type (a choice among its values, a reference an id, a text at most its length, a date a calendar
// date; a broken one is 400), each sort's order follows from its field's type (a date as is, blanks
// last when it may be blank; a moment and `updatedAt` to the millisecond; a choice and a text by their
// bytes, a text in `turkishSorts` in Turkish order; a number as is), then the id. A kind adds what
// no field says (KindListHooks): a filter computed as of a date, a join, the answer's extra values.

/** A list's parsed query string: page, perPage, sortBy, sortingOrder, sirket and every filter given. */
export type ListQuery = Readonly<Record<string, unknown>> & { sortBy: string; sortingOrder: '1' | '-1'; page: number; perPage: number };

/** A query parameter of the kind's own: its check, and its SQL condition if any (`value`: the parsed, never undefined). */
export interface OwnListParam {
  schema: v.GenericSchema;
  where?(value: never, q: ListQuery): SQL | undefined;
}

/** What a kind's list adds to what its definition derives. */
export interface KindListHooks<Row> {
  /** Query parameters after the definition's (a status as of a date, a due window). */
  params?: Readonly<Record<string, OwnListParam>>;
  /** The query once checked (a date's default), before it is read. */
  query?(q: ListQuery): ListQuery;
  /** A condition SQL cannot decide (ExactFilter), on the query. */
  exact?: ExactFilter<ListQuery, Record<string, unknown>>;
  /** One record of the answer from its row (default: the kind's record). */
  item?(row: Row, q: ListQuery): unknown;
  /** A page's records read otherwise (with names joined), each with its `_id`, in any order; `item` then unused. */
  load?(db: Parameters<ListDefinition<string, ListQuery, unknown>['load']>[0], ids: string[]): Promise<{ _id: string }[]>;
}

const calendarParam = () => v.optional(v.pipe(v.string(), v.check(isCalendarDate)));
const textParam = (max: number, upperCase = false) =>
  v.optional(upperCase ? v.pipe(v.string(), v.maxLength(max), v.toUpperCase()) : v.pipe(v.string(), v.maxLength(max)));

/** A filter's parameter check and condition: equality, as its field's type reads it. */
function equalityParam(kind: AnyKind, name: string, field: Field | undefined, column: PgColumn): OwnListParam {
  const where = (value: never) => eq(column, value);
  switch (field?.type) {
    case 'reference':
      return { schema: optionalId(), where };
    case 'choice':
      return { schema: v.optional(v.picklist(field.options)), where };
    case 'date':
      return { schema: calendarParam(), where };
    case 'text':
      if (field.max !== undefined) return { schema: textParam(field.max, field.upperCase), where };
  }
  throw new Error(`${kind.name}.list.filters: ${name} needs its type in list.params`);
}

/** A declared parameter's check and condition (define.ts ListParam). */
function declaredParam(param: ListParam, column: (name: string) => PgColumn): OwnListParam {
  switch (param.type) {
    case 'from':
      return { schema: calendarParam(), where: (date: never) => gte(column(param.field), date) };
    case 'to':
      return { schema: calendarParam(), where: (date: never) => lte(column(param.field), date) };
    case 'year':
      return {
        schema: v.optional(yearParam()),
        where: (year: number) =>
          and(gte(column(param.field), new Date(Date.UTC(year, 0, 1))), lt(column(param.field), new Date(Date.UTC(year + 1, 0, 1)))),
      };
    case 'equals':
      return { schema: textParam(param.max), where: (value: never) => eq(column(param.field), value) };
    case 'search': {
      const joined = sql.join(
        param.fields.map((name) => column(name)),
        sql.raw(` || ' ' || `),
      );
      return {
        schema: textParam(param.max),
        where: (search: string) => {
          const needle = foldForSearch(search);
          return needle === '' ? undefined : sqlContains(sqlSearchFold(joined), needle);
        },
      };
    }
  }
}

/** A sort's order as its field's type gives it (see the top of this file). */
function sortOf(kind: AnyKind, name: string, column: (name: string) => PgColumn, updatedAt: PgColumn): ListSort {
  if (name === 'updatedAt') return { key: toMillisecond(updatedAt) };
  const field = kind.fields[name];
  const c = column(name);
  switch (field?.type) {
    case 'dateTime':
      return { key: toMillisecond(c) };
    case 'date':
      return field.required ? { key: c } : { key: c, blank: sql`${c} is null` };
    case 'text':
      return kind.list.turkishSorts?.includes(name) ? { key: sqlTurkishSortKey(c) } : { key: sql`${c} collate "C"` };
    case 'choice':
      return { key: sql`${c} collate "C"` };
    default:
      return { key: c };
  }
}

/** A kind's derived list (`list` of its server collection), or none when its definition names no answer key. */
export function kindList<Row>(
  kind: AnyKind,
  table: KindTable,
  toDto: (row: Row) => unknown,
  hooks: KindListHooks<Row> = {},
): ((context: ReadContext) => Promise<Record<string, unknown>>) | undefined {
  const { list } = kind;
  if (!list.key) return undefined;
  const key = list.key;
  const columns: Readonly<Record<string, PgColumn>> = getTableColumns(table);
  const column = (name: string): PgColumn => {
    const found = columns[name];
    if (!found) throw new Error(`${kind.name}.list: no column carries ${name}`);
    return found;
  };

  const params: Record<string, OwnListParam> = {};
  for (const name of list.filters) {
    const declared = list.params?.[name];
    if (name === kind.companyField) params[name] = { schema: optionalId() };
    else params[name] = declared ? declaredParam(declared, column) : equalityParam(kind, name, kind.fields[name], column(name));
  }
  for (const [name, param] of Object.entries(list.params ?? {})) {
    if (!(name in params)) params[name] = declaredParam(param, column);
  }
  Object.assign(params, hooks.params);
  const years = Object.entries(list.params ?? {}).flatMap(([name, param]) => (param.type === 'year' ? [name] : []));

  const [first, ...rest] = list.sorts;
  if (first === undefined) throw new Error(`${kind.name}.list.sorts: none`);
  const schema = v.object({
    ...pageParams(list.perPage ?? 50),
    ...Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.schema])),
    ...sortParams([first, ...rest], list.defaultSort.field, list.defaultSort.order === 'desc' ? '-1' : '1'),
  });

  const definition: ListDefinition<string, ListQuery, unknown> = {
    table,
    sorts: Object.fromEntries(list.sorts.map((name) => [name, sortOf(kind, name, column, table.updatedAt)])),
    filters: Object.fromEntries(
      Object.entries(params).flatMap(([name, param]) =>
        param.where ? [[name, param.where as (value: unknown, q: ListQuery) => SQL]] : [],
      ),
    ),
    ...(hooks.exact ? { exact: hooks.exact } : {}),
    load: hooks.load ?? rowsById(table, (row: Row) => row),
    idOf: (item) => (item as { _id?: string; id: string })._id ?? (item as { id: string }).id,
  };
  const toItem = hooks.load
    ? (item: unknown) => item
    : (row: unknown, q: ListQuery) => (hooks.item ? hooks.item(row as Row, q) : toDto(row as Row));

  return async ({ db, query, scope }) => {
    const parsed = parseListQuery(schema as v.GenericSchema<unknown, ListQuery & { sirket?: string }>, query, scope);
    const checked = parsed.q as ListQuery;
    for (const name of years) yearInRange(checked[name] as number | undefined, name);
    const q = hooks.query ? hooks.query(checked) : checked;
    const { items, total } = await sqlListPage(db, definition, {
      sirketIds: parsed.sirketIds,
      filters: q,
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { [key]: items.map((item) => toItem(item, q)), totalCount: total };
  };
}
