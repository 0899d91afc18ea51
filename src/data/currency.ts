import { CURRENCIES, type Currency } from '../domain/currency';
import { STORAGE_KEYS, readString, writeString } from './storage';
import { createStore, useStore } from './store';

/** A currency, or 'all' (offered by the customer list, never stored on a record). */
export type CurrencyChoice = Currency | 'all';

function parse(value: string | null): CurrencyChoice | null {
  return value === 'all' || (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as CurrencyChoice) : null;
}

/** The chosen currency (docs/areas/shell.md: localStorage `dovizCinsi`); null when none was chosen. */
export const currencyStore = createStore<CurrencyChoice | null>(parse(readString(STORAGE_KEYS.currency)));

export function setCurrency(value: CurrencyChoice | null): void {
  writeString(STORAGE_KEYS.currency, value);
  currencyStore.set(value);
}

export function useCurrency(): CurrencyChoice | null {
  return useStore(currencyStore);
}
