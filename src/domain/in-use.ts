import type { CollectionName } from './collections';
import { COLLECTION_NAMES, collection } from './collection-declarations';
import type { ErrorKey } from './error-key';

// Whether a record may be deleted while others refer to it (docs/architecture.md §7: what other records
// still refer to stays, 409), derived from the declarations' references read backwards. The server
// counts with SQL (server/db/repositories/references-repository.ts), the device with Dexie (src/data/delete-outcome.ts);
// both ask this one function, so a new collection's reference is a delete rule on both sides.

/** A field of `collection` that names records of another collection. */
export interface ReverseReference {
  collection: CollectionName;
  field: string;
  /** For a list of objects (a bill's lines): the field of each item that names the record. */
  each?: string;
  /** The error key a delete answers (409) while a live record refers through this field. */
  refusal: ErrorKey;
}

/** Every declared reference to a record of `target`, in declaration order (files excluded). */
export function referencesTo(target: CollectionName): ReverseReference[] {
  return COLLECTION_NAMES.flatMap((name) =>
    collection(name)
      .references.filter((reference) => reference.target === target)
      .map(({ field, each, refusal }) => ({ collection: name, field, ...(each ? { each } : {}), refusal: refusal ?? 'inUse' })),
  );
}

/**
 * Counts the live records that refer to `id` through `reference` (the device's rows, or the
 * server's within the delete's transaction). It may stop counting at one.
 */
export type CountReferring = (reference: ReverseReference, id: string) => Promise<number>;

/**
 * Why the record `id` of `target` may not be deleted: the refusal (error key, 409) of the first
 * reference that a live record still uses — a bill's payments (`billHasPayments`) before the
 * other references (`inUse`) — or null when nothing refers to it.
 */
export async function deleteRefusal(target: CollectionName, id: string, count: CountReferring): Promise<ErrorKey | null> {
  const all = referencesTo(target);
  const references = [
    ...all.filter((reference) => reference.refusal !== 'inUse'),
    ...all.filter((reference) => reference.refusal === 'inUse'),
  ];
  for (const reference of references) if ((await count(reference, id)) > 0) return reference.refusal;
  return null;
}
