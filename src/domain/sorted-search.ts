/**
 * The index of the first item of `sorted` for which `after` is true, in a list where `after` is false
 * for a prefix and true for the rest (a binary search); `sorted.length` when it is true for none.
 */
export function firstIndexWhere<T>(sorted: readonly T[], after: (item: T) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(sorted[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}
