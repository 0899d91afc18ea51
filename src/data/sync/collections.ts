import type { MirroredRow } from '../db';

/**
 * A mirrored collection (ARCHITECTURE.md §3) as the client sees it: its Dexie table, its REST
 * resource, and the fields a write sends. A new collection plugs into pull and outbox by adding an
 * entry here and a table in SCHEMA_VERSIONS.
 */
export interface CollectionDef {
  /** Name in Dexie and in the sync protocol. */
  name: string;
  /** REST resource under /api, without slashes at the ends. */
  path: string;
  /** The request body for a create or update, from a local row. */
  toBody(row: MirroredRow): Record<string, unknown>;
}

function pick(fields: readonly string[]) {
  return (row: MirroredRow) => {
    const body: Record<string, unknown> = {};
    for (const field of fields) if (row[field] !== undefined) body[field] = row[field];
    return body;
  };
}

export const COLLECTIONS: Record<string, CollectionDef> = {
  butceKodu: { name: 'butceKodu', path: 'finans/butce-kodu', toBody: pick(['_id', 'kod', 'adi', 'tip', 'durum']) },
};

export function collectionDef(name: string): CollectionDef {
  const def = COLLECTIONS[name];
  if (!def) throw new Error(`unknown collection ${name}`);
  return def;
}
