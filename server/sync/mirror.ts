import type { Db } from '../db/client';
import {
  findMirrored,
  insertMirrored,
  insertMirroredIfAbsent,
  insertRemoval,
  tombstoneMirrored,
  updateMirrored,
} from '../db/repositories/mirrored-repository';
import { companyOf, type ServerCollection } from '../collections/server-collection';
import { HttpError } from '../errors';
import { inputViolation, uniqueViolation, violationError } from '../http/db-errors';
import { currentOf, tombstoneOf, type MirroredRow } from './collection';

// Writes of any mirrored collection, inside runMutation's transaction, on a row the route holds
// FOR UPDATE (collection-routes.ts). The checks (state, version) come first so that a collection's
// own rules never see a stale or deleted row; the routes run a write's work inside
// mapConstraintErrors.

/**
 * A write the input made the database refuse is 422 with the collection's field error for the
 * constraint, so neither a race nor a rule only the database knows can 500: a unique index the
 * collection names (an unnamed one is a server fault), or a foreign key, check, missing value or
 * malformed value (path '' `invalid` when the constraint is not named).
 */
export async function mapConstraintErrors<T>(collection: ServerCollection, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const unique = uniqueViolation(error);
    const named = unique === undefined ? undefined : collection.constraintErrors?.[unique];
    if (named) throw HttpError.validation([named]);
    const violation = inputViolation(error);
    if (violation) throw HttpError.validation([violationError(violation, collection.constraintErrors)]);
    throw error;
  }
}

/**
 * Creates version 1. `id` is the client's (a UUIDv7 made offline) or, when absent, the database's.
 * An id that exists already, even as a tombstone, is a conflict (409 with that record): ids are
 * never reused. When the record under that id is one the writer may not see (`visible`), the
 * answer is 403 and shows nothing of it. The record is looked up only after the insert found the
 * id taken, so a create is one statement.
 */
export async function createMirrored<Row extends MirroredRow>(
  db: Db,
  collection: ServerCollection,
  values: Record<string, unknown>,
  id?: string,
  visible: (row: MirroredRow) => boolean = () => true,
): Promise<Row> {
  if (id === undefined) return insertMirrored<Row>(db, collection.table, values);
  const created = await insertMirroredIfAbsent<Row>(db, collection.table, { ...values, id });
  if (created) return created;
  const existing = await findMirrored<Row>(db, collection.table, id);
  if (!existing) throw new Error('a mirrored id conflicted but cannot be found');
  if (!visible(existing)) throw HttpError.forbidden();
  throw HttpError.conflict(currentOf(collection, existing));
}

/** 409 with the current record when the client based its change on another version. */
function checkVersion(collection: ServerCollection, row: MirroredRow, expected: number | undefined): void {
  if (expected !== undefined && row.version !== expected) throw HttpError.conflict(currentOf(collection, row));
}

/**
 * Whether `row` may get a new version. A row deleted meanwhile is a conflict (its tombstone) when
 * the client named the version it edited, and plainly gone (404) otherwise.
 */
export function checkUpdatable(collection: ServerCollection, row: MirroredRow, expected: number | undefined): void {
  if (row.deletedAt) throw expected === undefined ? HttpError.notFound() : HttpError.conflict(tombstoneOf(row));
  checkVersion(collection, row, expected);
}

/** Whether `row` may be deleted: deleting what is already deleted is 404. */
export function checkDeletable(collection: ServerCollection, row: MirroredRow, expected: number | undefined): void {
  if (row.deletedAt) throw HttpError.notFound();
  checkVersion(collection, row, expected);
}

/**
 * Writes the next version of a live row (checked with checkUpdatable). A write that moves the
 * record to another company also notes its removal from the old one, under the same cursor, for
 * the users who see only the old company (docs/architecture.md §4.1).
 */
export async function updateMirroredRow<Row extends MirroredRow>(
  db: Db,
  collection: ServerCollection,
  row: Row,
  values: Record<string, unknown>,
): Promise<Row> {
  const updated = await updateMirrored<Row>(db, collection.table, row.id, values);
  const from = companyOf(collection, row);
  if (from !== null && from !== companyOf(collection, updated)) {
    await insertRemoval(db, {
      collection: collection.name,
      recordId: updated.id,
      sirketId: from,
      version: updated.version,
      cursor: updated.cursor,
    });
  }
  return updated;
}

/** Deletes a live row (checked with checkDeletable), leaving a tombstone stripped of its data. */
export function deleteMirroredRow<Row extends MirroredRow>(db: Db, collection: ServerCollection, row: Row): Promise<Row> {
  return tombstoneMirrored<Row>(db, collection.table, row.id, collection.tombstone);
}
