import type { ObservabilitySet } from 'dexie';
import { useEffect, useState } from 'react';
import type { CollectionName } from '../domain/collections';
import type { DeviceRow, PortalDb } from './db';
import { loadedDexie } from './live-query';
import { counts } from './sync/collections';

// Rows of the device's mirror kept in memory, converted, and kept current with the writes Dexie
// announces: each committed write, in this tab or another, comes with the keys it touched (its
// `storagemutated` event, which liveQuery runs on); a cache notes those keys and re-reads just them
// with bulkGet. A write of a range or a clear marks the whole table. The reports' data
// (report-data.ts) and the crew pool's documents (crew-documents.ts) are kept this way.

/** Past this many changed keys a table is read whole again (cheaper than one bulkGet of most of it). */
const WHOLE_TABLE_AFTER = 5000;

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One table's rows that are kept (by default those that count: live, not refused), converted, in
 * primary-key order (as `toArray` reads them). The first refresh reads the table whole, every later
 * one only the keys marked as written since (onTableWrites tells which).
 */
export class TableCache<C extends CollectionName, T> {
  rows = new Map<string, T>();
  /** No key in `rows` is greater (it may be greater than every key, after a delete). */
  private last = '';
  /** Keys written since the last read; 'all' before the first read and after a range write. */
  dirty: Set<string> | 'all' = 'all';

  constructor(
    readonly name: C,
    private readonly convert: (row: DeviceRow<C>) => T,
    private readonly keep: (row: DeviceRow<C> | undefined) => row is DeviceRow<C> = counts,
  ) {}

  markAll(): void {
    this.dirty = 'all';
  }

  mark(key: string): void {
    if (this.dirty !== 'all') this.dirty.add(key);
  }

  /** Reads what changed; whether anything did. */
  async refresh(db: PortalDb): Promise<boolean> {
    const dirty = this.dirty;
    if (dirty !== 'all' && dirty.size === 0) return false;
    this.dirty = new Set();
    try {
      const table = db.records(this.name);
      if (dirty === 'all' || dirty.size > WHOLE_TABLE_AFTER) {
        const rows = new Map<string, T>();
        let last = '';
        for (const row of await table.toArray()) {
          if (!this.keep(row)) continue;
          rows.set(row._id, this.convert(row));
          last = row._id;
        }
        this.rows = rows;
        this.last = last;
        return true;
      }
      // In key order: new records' ids (uuidv7) grow with time, so they mostly join at the end.
      const keys = [...dirty].sort(byId);
      const rows = await table.bulkGet(keys);
      let misplaced = false;
      keys.forEach((key, index) => {
        const row = rows[index];
        if (this.keep(row)) {
          if (!this.rows.has(key)) {
            if (key > this.last) this.last = key;
            else misplaced = true;
          }
          this.rows.set(key, this.convert(row));
        } else {
          this.rows.delete(key);
        }
      });
      // A new row takes its key's place, so that the reports read the rows in the same order as a
      // fresh read (their ties keep the input order).
      if (misplaced) this.rows = new Map([...this.rows].sort((a, b) => byId(a[0], b[0])));
      return true;
    } catch (error) {
      this.dirty = 'all';
      throw error;
    }
  }
}

/**
 * Calls `mark(table, key)` for each key a committed write to one of `tables` touched (`null`: a
 * range or the whole table), then `changed()` once per write; `closed()` instead once the database
 * was closed for good (signed out). Returns the unsubscribe.
 */
export function onTableWrites<N extends CollectionName>(
  db: PortalDb,
  tables: readonly N[],
  mark: (table: N, key: string | null) => void,
  changed: () => void,
  closed: () => void,
): () => void {
  // Dexie has loaded: the database is open (src/data/live-query.ts).
  const { on, RangeSet } = loadedDexie();
  const prefix = `idb://${db.name}/`;
  const parts = new Map(tables.map((table) => [`${prefix}${table}/`, table]));
  const onMutated = (written: ObservabilitySet) => {
    // Signed out: the database is closed for good, and its cache let go at the next write anywhere.
    if (db.hasBeenClosed()) {
      closed();
      return;
    }
    let touched = false;
    for (const [part, table] of parts) {
      const ranges = written[part];
      if (!ranges) continue;
      // A set from another tab arrives as a plain tree: RangeSet() makes it iterable again.
      for (const range of RangeSet(ranges)) {
        mark(table, typeof range.from === 'string' && range.from === range.to ? range.from : null);
        touched = true;
      }
    }
    if (touched) changed();
  };
  on('storagemutated', onMutated);
  return () => on('storagemutated').unsubscribe(onMutated);
}

/** A cache of rows per device database: `read` answers every write so far. */
export interface CachedRows<T> {
  read: (db: PortalDb) => Promise<T[]>;
  forget: (db: PortalDb) => void;
  /**
   * Calls `listener` after writes to the table (once per turn, after the cache has noted them).
   * A liveQuery does not see what the cache does not read again: a screen over a cache also runs
   * its query again when this calls (useCachedRowsVersion).
   */
  subscribe: (listener: () => void) => () => void;
}

/**
 * One table's kept rows, converted, per device database, kept current with its writes (one
 * refresh at a time: a second waits for the first).
 */
export function cachedRows<C extends CollectionName, T>(
  name: C,
  convert: (row: DeviceRow<C>) => T,
  keep?: (row: DeviceRow<C> | undefined) => row is DeviceRow<C>,
): CachedRows<T> {
  interface Entry {
    table: TableCache<C, T>;
    reading: Promise<unknown> | null;
    stop: () => void;
  }
  const entries = new WeakMap<PortalDb, Entry>();
  const listeners = new Set<() => void>();
  let notifying = false;
  const changed = () => {
    if (notifying || listeners.size === 0) return;
    // Coalesced: a sync writes page after page, the screens refresh once per turn.
    notifying = true;
    setTimeout(() => {
      notifying = false;
      for (const listener of listeners) listener();
    }, 0);
  };
  const forget = (db: PortalDb) => {
    entries.get(db)?.stop();
    entries.delete(db);
  };
  const entryOf = (db: PortalDb): Entry => {
    let entry = entries.get(db);
    if (!entry) {
      const table = new TableCache(name, convert, keep);
      const stop = onTableWrites(
        db,
        [name],
        (_table, key) => (key === null ? table.markAll() : table.mark(key)),
        changed,
        () => forget(db),
      );
      entry = { table, reading: null, stop };
      entries.set(db, entry);
    }
    return entry;
  };
  const refresh = async (db: PortalDb, entry: Entry): Promise<T[]> => {
    while (entry.reading) await entry.reading.catch(() => undefined);
    const pending = entry.table.refresh(db);
    entry.reading = pending;
    try {
      await pending;
    } finally {
      entry.reading = null;
    }
    return [...entry.table.rows.values()];
  };
  const read = (db: PortalDb): Promise<T[]> => refresh(db, entryOf(db));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { read, forget, subscribe };
}

/** A number that grows after each write to the caches' tables: a liveQuery's dependency, so that it runs again. */
export function useCachedRowsVersion(...caches: readonly CachedRows<unknown>[]): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const stops = caches.map((cache) => cache.subscribe(() => setVersion((previous) => previous + 1)));
    return () => stops.forEach((stop) => stop());
    // The caches are module constants: a change of the list is a change of their count only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, caches);
  return version;
}
