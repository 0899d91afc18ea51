import { CURRENCIES, type Currency } from '../currency';

// Orders of report rows. Kept apart from the money files that tests/unit/money-no-float.test.ts
// checks: comparing positions is integer arithmetic on indexes, not on amounts.

/** Currencies in the order of CURRENCIES (USD, TL, EURO, GBP). */
export const compareCurrencies = (a: Currency, b: Currency) => CURRENCIES.indexOf(a) - CURRENCIES.indexOf(b);

/** The number of items (or of the `count` each stands for). */
export function countOf(items: readonly { count?: number }[]): number {
  let total = 0;
  for (const item of items) total += item.count ?? 1;
  return total;
}

/**
 * Each distinct text's rank in the order `<` gives texts (UTF-16 code units; the default sort's
 * order): equal texts share a rank. Sorting ranks then orders as sorting the texts would, with
 * each text compared in one sort of the distinct ones (no comparator called per pair of rows).
 */
export function textRanks(texts: readonly string[]): Map<string, number> {
  const distinct = [...new Set(texts)].sort();
  const ranks = new Map<string, number>();
  for (let rank = 0; rank < distinct.length; rank++) ranks.set(distinct[rank]!, rank);
  return ranks;
}

/**
 * The positions 0…count−1 ordered by `keys` (the first the most significant), equal ones in
 * position order: a stable counting sort per key, the least significant first. Each key gives
 * every position a small non-negative integer (a rank), so ordering takes no comparisons.
 */
export function orderByRanks(count: number, keys: readonly (readonly number[])[]): Int32Array {
  let order = new Int32Array(count);
  for (let position = 0; position < count; position++) order[position] = position;
  for (let which = keys.length - 1; which >= 0; which--) {
    const key = keys[which]!;
    let most = 0;
    for (let position = 0; position < count; position++) if (key[position]! > most) most = key[position]!;
    // Where each rank's positions start in the next order.
    const starts = new Int32Array(most + 2);
    for (let position = 0; position < count; position++) starts[key[position]! + 1]!++;
    for (let rank = 1; rank < starts.length; rank++) starts[rank]! += starts[rank - 1]!;
    const next = new Int32Array(count);
    for (let at = 0; at < count; at++) {
      const position = order[at]!;
      next[starts[key[position]!]!++] = position;
    }
    order = next;
  }
  return order;
}
