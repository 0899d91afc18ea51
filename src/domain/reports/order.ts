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
