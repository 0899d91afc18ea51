import type { CollectionName } from '../../domain/collections';
import { localKeysOf } from '../../domain/collection-declarations';
import type { MirroredFields, MirroredRow } from '../db';

// The device's view of a mirrored collection, derived from its declaration (src/domain/collections.ts).

/**
 * Fields that exist only on the device: never sent, never shown in a form. Here rather than in
 * ../db.ts, which loads Dexie: the screens read rows through this module before it has loaded.
 */
export const LOCAL_FIELDS = ['version', 'updatedAt', '_deleted', '_server', '_refused'] as const;

/** The local row for a record: the record plus the keys the device reads it by (`_sort`). */
export function toLocalRow(name: CollectionName, record: Record<string, unknown>): MirroredRow {
  return { ...record, ...localKeysOf(name, record), _id: String(record._id) };
}

/** What a tombstone leaves on the device: its version, so an older state pulled late is ignored. */
export function tombstoneRow(id: string, version: number): MirroredRow {
  return { _id: id, version, _deleted: 1 };
}

/**
 * A row as screens and forms see it: the record's own fields, without anything the device keeps
 * for itself (`_sort`, `_deleted`, `_server`).
 */
export function toRecord<R extends MirroredFields>(row: R): Omit<R, DeviceKey> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === '_id' || !key.startsWith('_')) record[key] = value;
  }
  return record as Omit<R, DeviceKey>;
}

/** The keys a row carries for the device alone. */
type DeviceKey = '_sort' | '_deleted' | '_server' | '_refused';

/** The record's fields a form edits: no version, no local keys. */
export function toFormValues(row: MirroredRow): Record<string, unknown> {
  const values: Record<string, unknown> = toRecord(row);
  for (const field of LOCAL_FIELDS) delete values[field];
  return values;
}

/** Whether a row is shown: not deleted here and not a tombstone. */
export function isLive<R extends MirroredFields>(row: R | undefined): row is R {
  return row !== undefined && row._deleted === undefined;
}

/**
 * Whether a row counts in balances, reports and cards: live, and not a record the server refused
 * to create (`_refused`: it exists on this device only, until fixed or discarded). The one test of
 * every sum the device makes from its mirror.
 */
export function counts<R extends MirroredFields>(row: R | undefined): row is R {
  return isLive(row) && row._refused === undefined;
}

/** The highest server version the device knows of a row, pulled-behind-queued-changes included. */
export function knownVersion(row: MirroredRow | undefined): number {
  if (!row) return 0;
  return Math.max(row.version ?? 0, Number(row._server?.version ?? 0));
}
