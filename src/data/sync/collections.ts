import { turkishSortKey } from '../../domain/collation';
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
  /** The local row for a record from the server: adds what the device indexes on (sort keys). */
  toRow?(record: Record<string, unknown>): MirroredRow;
}

function pick(fields: readonly string[]) {
  return (row: MirroredRow) => {
    const body: Record<string, unknown> = {};
    for (const field of fields) if (row[field] !== undefined) body[field] = row[field];
    return body;
  };
}

const ACCOUNT_FIELDS = [
  '_id', 'cariTip', 'sirket', 'unvan', 'firmaYetkilisi', 'nitelik', 'gsm', 'sabitTelefon', 'ePosta', 'ulke', 'il',
  'ilce', 'adres', 'aciklama', 'vergiDairesi', 'vergiNumarasi', 'tcNumarasi', 'bankalar',
] as const;

export const COLLECTIONS: Record<string, CollectionDef> = {
  butceKodu: { name: 'butceKodu', path: 'finans/butce-kodu', toBody: pick(['_id', 'kod', 'adi', 'tip', 'durum']) },
  cariHesap: {
    name: 'cariHesap',
    path: 'finans/cari-hesap',
    toBody: pick(ACCOUNT_FIELDS),
    toRow: (record) => ({ ...record, _id: String(record._id), _sort: turkishSortKey(String(record.unvan ?? '')) }),
  },
};

/** The local row for a server record of `collection`. */
export function toLocalRow(collection: string, record: Record<string, unknown>): MirroredRow {
  const def = COLLECTIONS[collection];
  return def?.toRow ? def.toRow(record) : (record as MirroredRow);
}

export function collectionDef(name: string): CollectionDef {
  const def = COLLECTIONS[name];
  if (!def) throw new Error(`unknown collection ${name}`);
  return def;
}
