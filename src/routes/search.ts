import type { SearchSchemaInput } from '@tanstack/react-router';

// The routes' search validation (validateSearch), in the entry chunk: a few lines instead of
// valibot, which the sign-in screen would otherwise load with the entry (its size budget:
// scripts/check-budgets.mjs). Each parameter takes the value in the address when it is valid and
// its default otherwise, as `v.optional(v.fallback(schema, default), default)` did; a parameter
// whose default is `undefined` is left out of the search when the address lacks it. Unknown
// parameters are dropped.

/** One search parameter: the address's value (already parsed: `?tl=true` is a boolean) to its value. */
export type Param<T> = (value: unknown) => T;

type Output<S extends Record<string, Param<unknown>>> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>;
} & { [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]> };

/** A route's search: every parameter may be left out of a link (it takes its default). */
export type SearchValidator<O> = (input: Partial<O> & SearchSchemaInput) => O;

export function search<const S extends Record<string, Param<unknown>>>(params: S): SearchValidator<Output<S>> {
  return (input) => {
    const out: Record<string, unknown> = {};
    for (const [key, param] of Object.entries(params)) {
      const value = param((input as Record<string, unknown>)[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as Output<S>;
  };
}

/** One of `options`, else `fallback`. */
export function oneOf<const T>(options: readonly T[], fallback: NoInfer<T>): Param<T> {
  return (value) => (options.includes(value as T) ? (value as T) : fallback);
}

/** A boolean, false by default; with `optional`, left out when the address lacks it. */
export function flag(): Param<boolean>;
export function flag(optional: 'optional'): Param<boolean | undefined>;
export function flag(optional?: 'optional'): Param<boolean | undefined> {
  return (value) => (value === undefined && optional ? undefined : typeof value === 'boolean' ? value : false);
}

/** A string matching `pattern` and at most `maxLength` long, else ''. */
export function text(rule: { pattern?: RegExp; maxLength?: number } = {}): Param<string> {
  return (value) =>
    typeof value === 'string' &&
    (!rule.pattern || rule.pattern.test(value)) &&
    (rule.maxLength === undefined || value.length <= rule.maxLength)
      ? value
      : '';
}

/** An integer from `min` to `max`, else `fallback()`; left out when the address lacks it. */
export function integer(min: number, max: number, fallback: () => number): Param<number | undefined> {
  return (value) =>
    value === undefined
      ? undefined
      : typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
        ? value
        : fallback();
}

/**
 * A list's sort in the address (docs/areas/shell.md): `sirala=tarih` ascending, `sirala=-tarih`
 * descending, `sirala=yok` none; left out for the list's default order. Which columns a list sorts
 * by is the list's business (src/ui/frames/list-sort.ts), so the route takes any column-shaped name.
 */
export const sortParam: Param<string | undefined> = (value) =>
  typeof value === 'string' && /^(yok|-?[A-Za-z][A-Za-z0-9]{0,39})$/.test(value) ? value : undefined;

/** A list route's search: its filters (each left out at its default) and its sort, `sirala`. */
export function listSearch<const S extends Record<string, Param<unknown>>>(filters: S) {
  return search({ ...filters, sirala: sortParam });
}

/** A filter of free text (a nationality) matching `pattern` and at most `maxLength` long, or left out (all). */
export function optionalText(rule: { pattern?: RegExp; maxLength: number }): Param<string | undefined> {
  const read = text(rule);
  return (value) => (typeof value === 'string' && value !== '' ? read(value) || undefined : undefined);
}

/** A filter that is one of `options`, or left out (all). */
export function optionalOneOf<const T>(options: readonly T[]): Param<T | undefined> {
  return (value) => (options.includes(value as T) ? (value as T) : undefined);
}
