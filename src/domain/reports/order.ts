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

/** Text in code-unit order (a report's numbers and dates: no locale). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The positions of `texts` in their order, equal ones in their given order (a stable sort). */
export function positionsByText(texts: readonly string[]): number[] {
  const order = texts.map((_, index) => index);
  // Bills are mostly entered in their numbers' order: then there is nothing to sort.
  for (let at = 1; at < texts.length; at++) {
    if (texts[at - 1]! > texts[at]!) return order.sort((a, b) => byText(texts[a]!, texts[b]!));
  }
  return order;
}
