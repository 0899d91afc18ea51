import * as v from 'valibot';
import { isRecordYear } from '../../src/domain/calendar';
import { CURRENCIES, type Currency } from '../../src/domain/currency';
import { canSeeCompany, type CompanyScope } from '../auth/auth-user';
import { HttpError } from '../errors';
import { isUuid } from '../sync/collection';
import { parseQuery } from './parse-query';

// The pieces every paged list's query string (docs/architecture.md §6) and the pull's (`GET /api/sync`) are made
// of, once: a broken parameter is 400 with its name as the path (server/http/parse-query.ts).

/** A whole number of at most `digits` digits, at least `min`. */
export const wholeNumber = (digits: number, min = 1) =>
  v.pipe(v.string('invalid'), v.regex(new RegExp(`^\\d{1,${digits}}$`), 'invalid'), v.transform(Number), v.minValue(min, 'invalid'));

/** `page` (default 1) and `perPage` (at most 200, default `perPage`). */
export function pageParams(perPage: number) {
  return {
    page: v.optional(wholeNumber(6), '1'),
    perPage: v.optional(v.pipe(wholeNumber(3), v.maxValue(200)), String(perPage)),
  };
}

/** An optional record id (`?sirket=`, `?cariHesap=`), lower-cased. */
export const optionalId = () => v.optional(v.pipe(v.string(), v.check(isUuid), v.toLowerCase()));

/** A year parameter (`?yil=`): digits (else 400, malformed); whether it is a year at all is yearInRange's. */
export const yearParam = () => v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/**
 * A parsed year parameter, if it names a year from FIRST_YEAR to LAST_YEAR (src/domain/calendar.ts);
 * otherwise 422 `outOfRange` on `path`, so that `yil=9999` is neither a database error nor `yil=0026`
 * a query of 1926 (issue 46).
 */
export function yearInRange<Y extends number | undefined>(year: Y, path = 'yil'): Y {
  if (year !== undefined && !isRecordYear(year)) throw HttpError.validation([{ path, message: 'outOfRange' }]);
  return year;
}

/** `dovizCinsi`: one currency or `all`. */
export const currencyParam = () => v.optional(v.picklist([...CURRENCIES, 'all']));

/** `sortBy` among `fields` and `sortingOrder` (`1` or `-1`), with their defaults. */
export function sortParams<const F extends readonly [string, ...string[]]>(fields: F, sortBy: F[number], sortingOrder: '1' | '-1') {
  return {
    sortBy: v.optional(v.picklist(fields), sortBy),
    sortingOrder: v.optional(v.picklist(['1', '-1']), sortingOrder),
  };
}

/** An empty parameter (`?sirket=` is "Hepsi", all companies) counts as an absent one. */
export function withoutBlanks(query: unknown): Record<string, unknown> {
  const entries = Object.entries(query !== null && typeof query === 'object' ? query : {});
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** Which companies to list: the one asked for if visible, else all visible; `[]` means none. */
export function companiesToList(scope: CompanyScope, requested: string | undefined): string[] | undefined {
  if (requested !== undefined) return canSeeCompany(scope, requested) ? [requested] : [];
  return scope.all ? undefined : scope.ids;
}

/** The rows a parsed list query asks for: its currency (none for `all`), order and page. */
export function listWindow<S extends string>(q: {
  dovizCinsi?: Currency | 'all' | undefined;
  sortBy: S;
  sortingOrder: '1' | '-1';
  page: number;
  perPage: number;
}) {
  return {
    dovizCinsi: q.dovizCinsi === 'all' ? undefined : (q.dovizCinsi as Currency | undefined),
    sortBy: q.sortBy,
    descending: q.sortingOrder === '-1',
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
  };
}

/** A company records' paged list: its page, company (`sirket`), currency and order. */
export function companyListParams<const F extends readonly [string, ...string[]]>(
  perPage: number,
  fields: F,
  sortBy: F[number],
  sortingOrder: '1' | '-1',
) {
  return { ...pageParams(perPage), sirket: optionalId(), dovizCinsi: currencyParam(), ...sortParams(fields, sortBy, sortingOrder) };
}

/** A list's query string, parsed (blanks absent), and the companies it lists (`[]`: none visible). */
export function parseListQuery<S extends v.GenericSchema<unknown, { sirket?: string | undefined }>>(
  schema: S,
  query: unknown,
  scope: CompanyScope,
) {
  const q: v.InferOutput<S> = parseQuery(schema, withoutBlanks(query));
  return { q, sirketIds: companiesToList(scope, q.sirket) };
}
