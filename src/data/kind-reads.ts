import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionName } from '../domain/collections';
import type { DeviceRecord, MirroredFields, PortalDb } from './db';
import { queueChange, useLocal } from './local';
import { isLive, toRecord } from './sync/collections';

// The reads every kind's device module makes alike (docs/architecture.md §2): one record by id, live
// on this device, and a kind's list read again after each write it touches. A module keeps only its
// own reads (its indexes, its order, its derived figures).

/** A record of `collection` by id; `null` when it is not on this device (or deleted here). */
export async function readRecord<C extends CollectionName>(db: PortalDb, collection: C, id: string): Promise<DeviceRecord<C> | null> {
  const row = await db.records(collection).get(id);
  return row && isLive(row) ? (toRecord(row) as DeviceRecord<C>) : null;
}

/**
 * The live records of `collection` of a company ('' for every company on the device), in no order;
 * `keep`: which rows (default: the live ones). Whole ranges (IndexedDB's getAll) through the
 * collection's `sirket` index, filtered here.
 */
export async function readCompanyRecords<C extends CollectionName>(
  db: PortalDb,
  collection: C,
  sirket: string,
  keep: (row: MirroredFields) => boolean = isLive,
): Promise<DeviceRecord<C>[]> {
  const table = db.records(collection);
  const rows = sirket ? await table.where('sirket').equals(sirket).toArray() : await table.toArray();
  return rows.filter(keep).map((row) => toRecord(row) as DeviceRecord<C>);
}

/**
 * A record read live through `read` (readRecord, or the module's own read of one record): `undefined`
 * while read, `null` without an id or when there is none.
 */
export function useDeviceRecord<T>(id: string, read: (db: PortalDb, id: string) => Promise<T | null>): T | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && id ? read(local.db, id) : null), [local, id]);
}

/** A record of `collection` by id, live: `undefined` while read, `null` when there is none. */
export function useRecord<C extends CollectionName>(collection: C, id: string): DeviceRecord<C> | null | undefined {
  return useDeviceRecord(id, (db, key) => readRecord(db, collection, key));
}

/**
 * A kind's rows read live through `read` (the module's own query): `undefined` while read, none
 * before the device database opens. `deps`: what the query reads besides the database.
 */
export function useDeviceRows<T>(read: (db: PortalDb) => Promise<T[]>, deps: unknown[]): T[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? read(local.db) : []), [local, ...deps]);
}

/**
 * The reads and the delete of a kind read per company (the chosen ship), which every such device
 * module makes alike: its list in `order` (`query`, `useList`), one record (`get`, `useOne`) and the
 * queued delete (`remove`). A module adds its own reads beside them.
 */
export function companyKindReads<C extends CollectionName>(collection: C, order: (a: DeviceRecord<C>, b: DeviceRecord<C>) => number) {
  const query = async (db: PortalDb, sirket: string): Promise<DeviceRecord<C>[]> => (await readCompanyRecords(db, collection, sirket)).sort(order);
  return {
    query,
    useList: (sirket: string): DeviceRecord<C>[] | undefined => useDeviceRows((db) => query(db, sirket), [sirket]),
    get: (db: PortalDb, id: string): Promise<DeviceRecord<C> | null> => readRecord(db, collection, id),
    useOne: (id: string): DeviceRecord<C> | null | undefined => useRecord(collection, id),
    remove: async (id: string): Promise<void> => {
      await queueChange(collection, 'delete', { _id: id });
    },
  };
}
