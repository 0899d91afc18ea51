import type { Fields, AnyKind, WrittenFieldsOf } from './define';
import { writtenFieldNames } from './define';
import type { WriteOf } from './schema';

// One record shape end to end (docs/architecture.md §3): the device, the wire and the server name a
// record's fields alike (the table's columns carry the fields' names, server/db/schema.ts), so a
// valid write becomes the record by one rule, for every kind: its files, which the write names by
// id, become the files themselves (the server's records; on the device the files as the form holds
// them). Nothing is renamed on the way.

/** The file a write names at `path` (`dosya`, `dosyalar.0`): the write route's lookup, or the form's. */
export type FileAt<File> = (path: string) => File;

/** The record's fields from a valid write of the kind and its files (those the server writes are its own to add). */
export function recordValuesOf<D extends AnyKind, File>(definition: D, write: WriteOf<D>, fileAt: FileAt<File>): WrittenFieldsOf<D, File> {
  const values: Record<string, unknown> = {};
  const written: Readonly<Record<string, unknown>> = write;
  const fields: Fields = definition.fields;
  for (const name of writtenFieldNames(definition)) {
    const field = fields[name];
    if (!field) continue;
    const value = written[name];
    if (field.type === 'file') values[name] = typeof value === 'string' ? fileAt(name) : null;
    else if (field.type === 'files') values[name] = Array.isArray(value) ? value.map((_, index) => fileAt(`${name}.${index}`)) : [];
    else if (field.type === 'list' && Array.isArray(value)) {
      // A sub-record keeps its declared fields only, in their order (those a kind's normalize left out stay out).
      // A sub-record's file, named by its id, becomes the file (`eksiklikler.0.kanit`).
      const names = Object.keys(field.fields);
      values[name] = value.map((item: Readonly<Record<string, unknown>>, index) =>
        Object.fromEntries(
          names
            .filter((sub) => item[sub] !== undefined)
            .map((sub) =>
              field.fields[sub]?.type === 'file'
                ? [sub, typeof item[sub] === 'string' ? fileAt(`${name}.${index}.${sub}`) : null]
                : [sub, item[sub]],
            ),
        ),
      );
    } else values[name] = value;
  }
  return values as WrittenFieldsOf<D, File>;
}

/** A record of the kind without what the server stamps on a write (its version and time). */
export type UnstampedRecord<D extends AnyKind, File> = { _id: string } & WrittenFieldsOf<D, File>;

/** The record a valid write makes, before the server stamps it: what the device mirrors at once. */
export function recordOfWrite<D extends AnyKind, File>(
  definition: D,
  id: string,
  write: WriteOf<D>,
  fileAt: FileAt<File>,
): UnstampedRecord<D, File> {
  return { _id: id, ...recordValuesOf(definition, write, fileAt) };
}
