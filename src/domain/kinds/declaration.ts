import type { ErrorKey } from '../error-key';
import { isWritten, writtenFieldNames, type Fields, type AnyKind, type RecordOf } from './define';
import { kindFigures, type KindFigures, type WriteFigures } from './figures';

// The collection declaration the sync engine reads (src/domain/collections.ts), derived from a
// kind's definition: its write fields are its fields, its references those of its fields that name
// another record or a file (a list of files names each by `_id`; a list of sub-records each by the
// sub-field that names it).

/** The fields every mirrored record carries on the wire (docs/architecture.md §2). */
export interface MirroredRecord {
  _id: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** A field of a record that names another record of a mirrored collection, or an uploaded file. */
export interface Reference<Field extends string = string> {
  field: Field;
  /** The collection the field's value is an `_id` of; `file` for an uploaded file's `_id`. */
  target: string;
  /**
   * For a field that is a list of objects (a bill's lines): the field of each item that names the
   * target; a dotted path (`kanit._id`) for a file inside an item's sub-field (eachId reads it). A list of files (`target: 'file'`, `each: '_id'`) keeps the uploaded files themselves,
   * in a jsonb column of the field's name, with no foreign key (server/files/files-repository.ts).
   */
  each?: string;
  /**
   * The error key a delete of the target answers (409) while a live record refers to it through
   * this field; default `inUse` (src/domain/in-use.ts). Only for references to a collection.
   */
  refusal?: ErrorKey;
}

export interface CollectionDeclaration<R extends MirroredRecord = MirroredRecord> {
  /** The name in the sync protocol, in Dexie and in the audit (the spec's Turkish). */
  name: string;
  /** The REST resource under /api, no slashes at the ends (docs/architecture.md §6). */
  path: string;
  /** The field naming the company a record belongs to; `null` for a chart shared by every company. */
  companyField: (keyof R & string) | null;
  /** The fields a write sends, besides `_id`. Local-only fields (`_sort`, …) are never among them. */
  writeFields: readonly (keyof R & string)[];
  /**
   * Indexes the device reads by (Dexie syntax, besides the primary key `_id`). The local key `_sort`
   * (`sort`) may be indexed too.
   */
  indexes: readonly string[];
  /**
   * The key `_sort` the device derives from a record to read it in order, never sent or shown: the
   * fields' values joined by a space, in Turkish alphabetical order when `turkish` (turkishSortKey).
   * Data, not a function: the main layout's chunk holds the declarations as data (docs/architecture.md §2).
   */
  sort?: { readonly fields: readonly (keyof R & string)[]; readonly turkish?: true };
  /** The figures each write field carries (./figures.ts): the sync engine converts them on the way in and out. */
  figures: WriteFigures;
  /** Fields that name other records or files: a queued write waits until those are on the server. */
  references: readonly Reference<keyof R & string>[];
  /** Fields that make a record recognisable in lists of changes (code, name, number). */
  titleFields: readonly (keyof R & string)[];
}

/**
 * The id a list's item names through `each` (a reference's sub-field, a file's `_id`, or a dotted
 * path to a sub-field's file): a file kept on the device is named by its `keptId`.
 */
export function eachId(item: unknown, each: string): unknown {
  let value: unknown = item;
  for (const key of each.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    const object = value as Record<string, unknown>;
    value = key === '_id' && object._id === undefined ? object.keptId : object[key];
  }
  return value;
}

/** The object a jsonb list's item that names `id` through `each` contains (`{_id: id}`, `{kanit: {_id: id}}`). */
export function eachObject(each: string, id: unknown): Record<string, unknown> {
  const [first = each, ...rest] = each.split('.');
  return { [first]: rest.length > 0 ? eachObject(rest.join('.'), id) : id };
}

/** The references a record of the kind makes, in the order of its fields. */
export function referencesOfKind<D extends AnyKind>(definition: D): Reference<keyof RecordOf<D> & string>[] {
  const references: Reference<keyof RecordOf<D> & string>[] = [];
  const fields: Fields = definition.fields;
  for (const name of writtenFieldNames(definition)) {
    const field = fields[name];
    if (!field || !isWritten(field)) continue;
    if (field.type === 'reference' && field.kind !== 'sirket') {
      references.push(field.refusal ? { field: name, target: field.kind, refusal: field.refusal } : { field: name, target: field.kind });
    } else if (field.type === 'file') references.push({ field: name, target: 'file' });
    else if (field.type === 'files') references.push({ field: name, target: 'file', each: '_id' });
    else if (field.type === 'list') {
      for (const [sub, item] of Object.entries(field.fields)) {
        if (item.type === 'reference' && item.kind !== 'sirket') references.push({ field: name, target: item.kind, each: sub });
        // A file of a sub-record (a deficiency's evidence) is named by its `_id` inside that sub-field.
        else if (item.type === 'file') references.push({ field: name, target: 'file', each: `${sub}._id` });
      }
    }
  }
  return references;
}

/** A type-only key: the definition a declaration is derived from, for the types derived from it. */
declare const KIND: unique symbol;

/** A declaration derived from the definition `D` (the key is for types only: nothing more at runtime). */
export interface DeclaredFrom<D> {
  readonly [KIND]?: D;
}

/**
 * A kind's collection declaration, as the sync engine, the device's stores and the outbox read it.
 * It is typed by its definition (`DeclaredFrom`): src/domain/collections.ts derives the record's
 * type from it, and the forms their schema and figures.
 */
export function declarationOf<const D extends AnyKind>(
  definition: D,
): Omit<CollectionDeclaration<RecordOf<D>>, 'sort' | 'figures'> & {
  name: D['name'];
  companyField: D['companyField'];
  figures: KindFigures<D>;
} & DeclaredFrom<D> {
  return {
    name: definition.name,
    path: definition.path,
    companyField: definition.companyField,
    writeFields: writtenFieldNames(definition),
    indexes: definition.indexes,
    references: referencesOfKind(definition),
    titleFields: definition.titleFields,
    figures: kindFigures(definition),
  };
}
