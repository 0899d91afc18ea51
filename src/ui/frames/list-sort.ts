// A list's sort as its address carries it (`sirala`, validated by src/routes/search.ts sortParam):
// `tarih` ascending, `-tarih` descending, `yok` none (docs/areas/shell.md); left out for the default.

/** One key of a list's sort: a column's id, descending or not (TanStack Table's ColumnSort). */
export interface SortKey {
  id: string;
  desc: boolean;
}

/** `sirala=yok`: the user took the sort off (the list's own order). */
const NO_SORT = 'yok';

/** The sort a list shows for its address's `sirala`: a column it has, else its default. */
export function parseSort(value: string | undefined, columns: readonly string[], fallback: readonly SortKey[]): SortKey[] {
  if (value === NO_SORT) return [];
  if (value === undefined) return [...fallback];
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return columns.includes(id) ? [{ id, desc }] : [...fallback];
}

/** The address's `sirala` for a sort the user chose: left out when it is the list's default. */
export function sortValue(sorting: readonly SortKey[], fallback: readonly SortKey[]): string | undefined {
  const [first] = sorting;
  if (!first) return fallback.length === 0 ? undefined : NO_SORT;
  if (fallback.length === 1 && fallback[0]!.id === first.id && fallback[0]!.desc === first.desc) return undefined;
  return `${first.desc ? '-' : ''}${first.id}`;
}
