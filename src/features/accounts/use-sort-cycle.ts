import { useState } from 'react';

export interface SortState<F extends string> {
  field: F | null;
  order: 1 | -1;
}

/**
 * docs/areas/accounts.md: a header's first click sorts descending, the second ascending, the third removes the
 * sort; another header starts its own cycle.
 */
export function nextSort<F extends string>(current: SortState<F>, field: F): SortState<F> {
  if (current.field !== field) return { field, order: -1 };
  if (current.order === -1) return { field, order: 1 };
  return { field: null, order: 1 };
}

export function useSortCycle<F extends string>(initial: SortState<F>) {
  const [sort, setSort] = useState(initial);
  return { sort, toggle: (field: F) => setSort((current) => nextSort(current, field)) };
}
