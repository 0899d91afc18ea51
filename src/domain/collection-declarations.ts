import { turkishSortKey } from './collation';
// The build replaces this import by the declarations as data (scripts/collection-declarations.ts).
import { COLLECTIONS, type CollectionName, type CollectionRecords, type Declarations } from './collections';
import { eachId, type CollectionDeclaration } from './kinds/declaration';

// The mirrored collections' declarations (./collections.ts) as the sync engine, the device's stores,
// the outbox and the sync view read them: names, paths, company fields, write fields, indexes,
// references, title fields, sort keys and figures. Everything here is plain data derived from the
// kinds' definitions. A production build gives this module the declarations as data, computed from
// ./collections.ts when it builds (scripts/collection-declarations.ts): the main layout's chunk then
// holds no kind's definition (its checks, list, labels and the domain modules they import), which
// load with the kind's screens, and a new kind adds only its declaration's few hundred bytes to
// every signed-in route (docs/architecture.md §2). The server and the tests read ./collections.ts as
// it is.

export type { CollectionDeclaration, MirroredRecord, Reference } from './kinds/declaration';

const DECLARATIONS: Declarations = COLLECTIONS;

export const COLLECTION_NAMES = Object.keys(DECLARATIONS) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(DECLARATIONS, name);
}

/** The declaration of `name`, typed by its record. */
export function collection<C extends CollectionName>(name: C): CollectionDeclaration<CollectionRecords[C]> {
  return DECLARATIONS[name];
}

/** The body a write of `record` sends: its write fields and `_id`, nothing local. */
export function writeBody<C extends CollectionName>(name: C, record: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { _id: record._id };
  for (const field of collection(name).writeFields) if (record[field] !== undefined) body[field] = record[field];
  return body;
}

/**
 * A record as the device mirrors it, from a detail answer (`GET /api/{path}/:id`). A detail may
 * name the record's company and the records it refers to as objects that carry their names
 * (docs/architecture.md §8: a cash flow's `sirket {_id, isim}` and `cariHesap {_id, unvan}`); the mirror, the pull
 * and the writes name them by their plain `_id`. Files stay as they are: the mirror keeps them whole.
 */
export function mirroredRecordOf(name: CollectionName, detail: Record<string, unknown>): Record<string, unknown> {
  const { companyField, references } = collection(name);
  const record = { ...detail };
  const fields = references
    .filter((reference) => reference.target !== 'file' && !reference.each)
    .map((reference) => reference.field as string);
  if (companyField) fields.push(companyField);
  for (const field of fields) {
    const value = record[field];
    if (value !== null && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string') {
      record[field] = (value as { _id: string })._id;
    }
  }
  return record;
}

/**
 * The records and files a record refers to, from its declared references: a queued write of it
 * waits until these are on the server (docs/architecture.md §4.2).
 */
export function referencesOf(name: CollectionName, record: Record<string, unknown>): { target: string; id: string }[] {
  const found: { target: string; id: string }[] = [];
  for (const { field, target, each } of collection(name).references) {
    const value = record[field];
    for (const item of Array.isArray(value) ? value : [value]) {
      // An id, or an object naming one: an uploaded file `{_id, …}`, a file kept on the device `{keptId, …}`,
      // a line `{butceKodu, …}` (`each`).
      // A list of files (`each: '_id'`) names a file kept on the device by its `keptId`.
      const id = each
        ? each.includes('.')
          ? eachId(item, each)
          : ((item as Record<string, unknown> | null)?.[each] ??
            (target === 'file' ? (item as { keptId?: unknown } | null)?.keptId : undefined))
        : item && typeof item === 'object'
          ? ((item as { _id?: unknown; keptId?: unknown })._id ?? (item as { keptId?: unknown }).keptId)
          : item;
      if (typeof id === 'string' && id !== '') found.push({ target, id });
    }
  }
  return found;
}

/**
 * A short name of a record for lists of changes: its title fields joined, each as `show` writes it
 * (the screens show a date as 31.12.2026).
 */
export function recordTitle(
  name: CollectionName,
  record: Record<string, unknown> | null | undefined,
  show: (part: string) => string = (part) => part,
): string {
  if (!record) return '';
  return collection(name)
    .titleFields.map((field) => record[field])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .map(show)
    .join(' — ');
}

/** The keys the device derives from a record of `name` to read it in order (`_sort`; `sort` of its declaration). */
export function localKeysOf(name: CollectionName, record: Record<string, unknown>): Record<`_${string}`, string> {
  const sort = (collection(name) as CollectionDeclaration).sort;
  if (!sort) return {};
  const key = sort.fields.map((field) => String(record[field])).join(' ');
  return { _sort: sort.turkish ? turkishSortKey(key) : key };
}
