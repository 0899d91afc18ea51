import { readdirSync } from 'node:fs';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COLLECTION_NAMES, kindOf, type CollectionName } from '../../src/domain/collections';
import type { AnyKind } from '../../src/domain/kinds/define';
import { MIRRORED_TABLES } from '../db/repositories/references-repository';
import type { MirroredRow, MirroredTable } from '../sync/collection';
import { kindCollection } from './kind-collection';
import { serverCollection, type ServerCollection } from './server-collection';

/**
 * Every declared collection's server side, by name: a missing or misspelled one does not compile.
 * A kind on the layer (src/domain/kinds/) with no rules of its own needs no file here: its server
 * side is derived from its definition and its table (derivedCollection). Adding a collection on
 * the server: its declaration (src/domain/collections.ts), its table in server/db/schema.ts under
 * the kind's name (`kindTable(definition)`) and a migration (`npm run db:generate`), and only if
 * it has rules of its own, its server side in a file of this folder, exported under any name
 * (`serverCollection({ name: 'denetim', … })`): the registry finds it there (ownCollectionsIn),
 * nothing lists it (docs/adding-a-record-kind.md §4). Routes, pull, removals, grants, the
 * company-delete check and the demo data follow from these.
 */
export type ServerRegistry = { readonly [C in CollectionName]: ServerCollection<C> };

/** The files of this folder that hold no kind's server side: the layer itself. */
const LAYER_FILES = new Set(['registry.ts', 'server-collection.ts', 'kind-collection.ts', 'referenced.ts']);

function isServerCollection(value: unknown): value is ServerCollection {
  if (typeof value !== 'object' || value === null) return false;
  const { name, toDto } = value as { name?: unknown; toDto?: unknown };
  return (COLLECTION_NAMES as readonly unknown[]).includes(name) && typeof toDto === 'function' && 'companyColumn' in value;
}

/**
 * The server sides the modules of `folder` export, by their collection's name: a kind's own file
 * is found by what it exports, so no shared file lists it. Two for one name fail at start.
 */
export async function ownCollectionsIn(folder: URL, skip: ReadonlySet<string> = LAYER_FILES): Promise<Partial<ServerRegistry>> {
  const files = readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !skip.has(file))
    .sort();
  const own: Partial<Record<CollectionName, ServerCollection>> = {};
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!isServerCollection(value)) continue;
      if (own[value.name] && own[value.name] !== value) throw new Error(`${value.name}: two server sides (${file} and another)`);
      own[value.name] = value;
    }
  }
  return own as Partial<ServerRegistry>;
}

/** The collections with rules of their own (a list, hooks, their CHECKs' errors, their demo data). */
export const OWN_COLLECTIONS: Partial<ServerRegistry> = await ownCollectionsIn(new URL('./', import.meta.url));

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
