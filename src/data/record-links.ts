import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionName } from '../domain/collections';
import { collection, isCollectionName, recordTitle } from '../domain/collection-declarations';
import { useLocal } from './local';
import { knownVersion, toRecord } from './sync/collections';

// What the record history reads of the device (docs/architecture.md §9): the record's server version,
// so the history asks again when a change of it reached the server, and the titles of the records
// its fields link to.

/**
 * The highest server version the device knows of a mirrored record (0 when it is not mirrored or
 * not here): it changes when a change made here reached the server, or another's was pulled.
 */
export function useRecordRevision(name: string, id: string): number {
  const local = useLocal();
  return (
    useLiveQuery(
      async () => (local && isCollectionName(name) ? knownVersion(await local.db.rows(name).get(id)) : 0),
      [local, name, id],
    ) ?? 0
  );
}

/** The collection a field of `name` links to (its declared reference), files and lines aside. */
export function linkTarget(name: string, field: string): CollectionName | undefined {
  if (!isCollectionName(name)) return undefined;
  const reference = collection(name).references.find((item) => item.field === field && !item.each && item.target !== 'file');
  return reference && isCollectionName(reference.target) ? reference.target : undefined;
}

/** A linked record's name as its own page titles it: a person by name and surname, others by their title fields. */
export function linkedTitle(target: CollectionName, record: Record<string, unknown>, show: (part: string) => string): string {
  if (target === 'personel') return [record.ad, record.soyad].filter((part) => typeof part === 'string' && part).join(' ');
  return recordTitle(target, record, show);
}

/**
 * The titles of the linked records `links` names (`target` and id), from the device: `target:id` →
 * title. A record not on this device has none (the history then shows its id).
 */
export function useLinkedTitles(
  links: readonly { target: CollectionName; id: string }[],
  show: (part: string) => string,
): ReadonlyMap<string, string> {
  const local = useLocal();
  const key = links.map((link) => `${link.target}:${link.id}`).join(',');
  return (
    useLiveQuery(
      async () => {
        const titles = new Map<string, string>();
        if (!local) return titles;
        for (const link of links) {
          const row = await local.db.rows(link.target).get(link.id);
          const title = row && !row._deleted ? linkedTitle(link.target, toRecord(row), show) : '';
          if (title) titles.set(`${link.target}:${link.id}`, title);
        }
        return titles;
      },
      // `key` names the links (a new array of the same links reads nothing again); `show` is a module function.
      [local, key],
    ) ?? EMPTY
  );
}

const EMPTY: ReadonlyMap<string, string> = new Map();
