/** Currencies stored everywhere (docs/architecture.md §8); lists may also offer "all", never stored. */
export const CURRENCIES = ['USD', 'TL', 'EURO', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
