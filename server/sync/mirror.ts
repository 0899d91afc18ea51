import type { Tombstone } from '../../src/domain/sync';
import type { Db } from '../db/client';
import {
  findMirrored,
  insertMirrored,
  insertMirroredIfAbsent,
  tombstoneMirrored,
  uniqueViolation,
  updateMirrored,
} from '../db/repositories/mirrored-repository';
import { HttpError } from '../errors';
import { currentOf, tombstoneOf, type MirroredCollection, type MirroredRow } from './collection';

// Writes of any mirrored collection, inside runMutation's transaction (after the lock).

/** A unique index the collection names becomes its field error (422), so a race cannot 500. */
async function mapUniqueErrors<T>(collection: MirroredCollection, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const fieldError = constraint === undefined ? undefined : collection.uniqueErrors?.[constraint];
    if (fieldError) throw HttpError.validation([fieldError]);
    throw error;
  }
}

/** 409 with the current record when the client based its change on another version. */
function checkVersion<Row extends MirroredRow, Dto>(
  collection: MirroredCollection<Row, Dto>,
  row: Row,
  expected: number | undefined,
): void {
  if (expected !== undefined && row.version !== expected) throw HttpError.conflict(currentOf(collection, row));
}

/**
 * Creates version 1. `id` is the client's (a UUIDv7 made offline) or, when absent, the database's.
 * An id that exists already, even as a tombstone, is a conflict: ids are never reused.
 */
export async function createMirrored<Row extends MirroredRow, Dto>(
  db: Db,
  collection: MirroredCollection<Row, Dto>,
  values: Record<string, unknown>,
  id?: string,
): Promise<Row> {
  if (id === undefined) return mapUniqueErrors(collection, () => insertMirrored<Row>(db, collection.table, values));
  const created = await mapUniqueErrors(collection, () =>
    insertMirroredIfAbsent<Row>(db, collection.table, { ...values, id }),
  );
  if (created) return created;
  const existing = await findMirrored<Row>(db, collection.table, id);
  if (!existing) throw new Error('a mirrored id conflicted but cannot be found');
  throw HttpError.conflict(currentOf(collection, existing));
}

/**
 * Writes a new version of a live row. A row deleted meanwhile is a conflict (its tombstone) when
 * the client named the version it edited, and plainly gone (404) otherwise.
 */
export async function updateMirroredRecord<Row extends MirroredRow, Dto>(
  db: Db,
  collection: MirroredCollection<Row, Dto>,
  row: Row,
  values: Record<string, unknown>,
  expectedVersion: number | undefined,
): Promise<Row> {
  if (row.deletedAt) throw expectedVersion === undefined ? HttpError.notFound() : HttpError.conflict(tombstoneOf(row));
  checkVersion(collection, row, expectedVersion);
  return mapUniqueErrors(collection, () => updateMirrored<Row>(db, collection.table, row.id, values));
}

/** Deletes a live row, leaving a tombstone. Deleting what is already deleted is 404. */
export async function deleteMirroredRecord<Row extends MirroredRow, Dto>(
  db: Db,
  collection: MirroredCollection<Row, Dto>,
  row: Row,
  expectedVersion: number | undefined,
): Promise<Tombstone> {
  if (row.deletedAt) throw HttpError.notFound();
  checkVersion(collection, row, expectedVersion);
  return tombstoneOf(await tombstoneMirrored(db, collection.table, row.id));
}
