import { COLLECTION_NAMES, type CollectionName } from '../../src/domain/collections';
import { accounts } from './accounts';
import { bankOrders } from './bank-orders';
import { bills } from './bills';
import { budgetCodes } from './budget-codes';
import { cashFlows } from './cash-flows';
import { bdns } from './bdn';
import { certificates } from './certificates';
import { documents } from './documents';
import { shipReports } from './ship-reports';
import { exchangeRates } from './exchange-rates';
import { readConfirmations } from './read-confirmations';
import { instruments } from './instruments';
import { assignments, people } from './personnel';
import { workReports } from './work-reports';
import type { ServerCollection } from './server-collection';

/**
 * Every declared collection's server side, by name: a missing or misspelled one does not compile.
 * Adding a collection on the server: its declaration (src/domain/collections.ts), its table in
 * server/db/schema.ts with `mirroredColumns()` and a migration (`npm run db:generate`), its DTO and
 * column mapping in server/db/repositories/, its server side and rules in server/collections/, and
 * its line here. Routes, pull, removals, grants and the company-delete check follow from these.
 */
export type ServerRegistry = { readonly [C in CollectionName]: ServerCollection<C> };

export const SERVER_COLLECTIONS: ServerRegistry = {
  butceKodu: budgetCodes,
  cariHesap: accounts,
  fatura: bills,
  nakitAkis: cashFlows,
  bankaTalimat: bankOrders,
  kur: exchangeRates,
  sertifika: certificates,
  dokuman: documents,
  okumaOnayi: readConfirmations,
  cekSenet: instruments,
  bdn: bdns,
  gemiRaporu: shipReports,
  isRaporu: workReports,
  personel: people,
  gorevlendirme: assignments,
};

/** The registry's collections in declaration order: what the routes and `GET /api/sync` cover. */
export function collectionsOf(registry: ServerRegistry): ServerCollection[] {
  return COLLECTION_NAMES.map((name): ServerCollection => registry[name]);
}
