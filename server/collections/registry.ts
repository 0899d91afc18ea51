import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COLLECTION_NAMES, kindOf, type CollectionName } from '../../src/domain/collections';
import type { AnyKind } from '../../src/domain/kinds/define';
import { MIRRORED_TABLES } from '../db/repositories/references-repository';
import type { MirroredRow, MirroredTable } from '../sync/collection';
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
import { kindCollection } from './kind-collection';
import { readConfirmations } from './read-confirmations';
import { instruments } from './instruments';
import { inspections } from './inspections';
import { loans } from './loans';
import { assignments, people } from './personnel';
import { workReports } from './work-reports';
import { serverCollection, type ServerCollection } from './server-collection';

/**
 * Every declared collection's server side, by name: a missing or misspelled one does not compile.
 * A kind on the layer (src/domain/kinds/) with no rules of its own needs no line here: its server
 * side is derived from its definition and its table (derivedCollection). Adding a collection on
 * the server: its declaration (src/domain/collections.ts), its table in server/db/schema.ts under
 * the kind's name (`kindTable(definition)`) and a migration (`npm run db:generate`), and only if
 * it has rules of its own, its server side in server/collections/ and its line in OWN_COLLECTIONS.
 * Routes, pull, removals, grants, the company-delete check and the demo data follow from these.
 */
export type ServerRegistry = { readonly [C in CollectionName]: ServerCollection<C> };

/** The collections with rules of their own (a list, hooks, their CHECKs' errors, their demo data). */
export const OWN_COLLECTIONS: Partial<ServerRegistry> = {
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
  denetim: inspections,
  kredi: loans,
};

/**
 * A kind's server side from its definition and table alone (kind-collection.ts, server-collection.ts
 * defaults): its record, checks and constraint errors derived, scoped by its company column, listed
 * by the generic route.
 */
export function derivedCollection<C extends CollectionName>(name: C, table: MirroredTable = MIRRORED_TABLES[name]): ServerCollection<C> {
  const definition = kindOf(name);
  const columns: Readonly<Record<string, PgColumn>> = getTableColumns(table);
  const companyColumn = definition.companyField === null ? null : columns[definition.companyField];
  if (companyColumn === undefined) throw new Error(`${name}: its table has no column for its company field`);
  const derived = kindCollection<AnyKind, MirroredRow>(definition, table);
  const anyName: CollectionName = name;
  const collection: ServerCollection = serverCollection({ ...derived, name: anyName, companyColumn });
  return collection as ServerCollection<C>;
}

/** The registry: each collection's own server side, or the one derived from its kind's definition. */
export function registryOf(own: Partial<ServerRegistry>): ServerRegistry {
  const registry: Partial<Record<CollectionName, ServerCollection>> = {};
  for (const name of COLLECTION_NAMES) registry[name] = own[name] ?? derivedCollection(name);
  return registry as ServerRegistry;
}

export const SERVER_COLLECTIONS: ServerRegistry = registryOf(OWN_COLLECTIONS);

/** The registry's collections in declaration order: what the routes and `GET /api/sync` cover. */
export function collectionsOf(registry: ServerRegistry): ServerCollection[] {
  return COLLECTION_NAMES.map((name): ServerCollection => registry[name]);
}
