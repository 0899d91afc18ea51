import { COLLECTION_NAMES, type CollectionName } from '../../src/domain/collections';
import { accounts } from './accounts';
import { budgetCodes } from './budget-codes';
import type { ServerCollection } from './server-collection';

/** Every declared collection's server side, by name: a missing or misspelled one does not compile. */
export type ServerRegistry = { readonly [C in CollectionName]: ServerCollection<C> };

export const SERVER_COLLECTIONS: ServerRegistry = {
  butceKodu: budgetCodes,
  cariHesap: accounts,
};

/** The registry's collections in declaration order: what the routes and `GET /api/sync` cover. */
export function collectionsOf(registry: ServerRegistry): ServerCollection[] {
  return COLLECTION_NAMES.map((name): ServerCollection => registry[name]);
}
