import * as v from 'valibot';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionName, Tombstone } from '../../src/domain/sync';

/** A table built with `mirroredColumns()` (server/db/schema.ts). */
export type MirroredTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  cursor: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
};

/** The columns every mirrored row has, as Drizzle reads them. */
export interface MirroredRow {
  id: string;
  version: number;
  cursor: number;
  updatedAt: Date;
  deletedAt: Date | null;
}

/**
 * What the pull needs of a mirrored collection (docs/architecture.md §2): its name, table, DTO and
 * company column. The server registry (server/collections) adds each collection's writes and
 * rules on top of this.
 */
export interface MirroredCollection<Row extends MirroredRow = MirroredRow, Dto = unknown> {
  /** The name in the sync protocol (`SyncChange.collection`). */
  name: CollectionName;
  table: MirroredTable;
  /**
   * The column naming the company a row belongs to; pulls return only rows of companies the user
   * may see. `null` for a collection shared by all companies (budget codes).
   */
  companyColumn: PgColumn | null;
  // Method syntax on purpose: a collection of a specific row type is still a MirroredCollection.
  toDto(row: Row): Dto;
}

/** What a 409 shows of the current record: the record, or what is left of it after a delete. */
export function currentOf<Row extends MirroredRow, Dto>(collection: MirroredCollection<Row, Dto>, row: Row): Dto | Tombstone {
  return row.deletedAt ? tombstoneOf(row) : collection.toDto(row);
}

export function tombstoneOf(row: MirroredRow): Tombstone {
  return { _id: row.id, deleted: true, version: row.version };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter names a record by its `_id` (any uuid, lowercased by the caller). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `_id` of a create body: optional; the client's id for a record it made (any valid uuid). */
export const recordIdSchema = v.optional(v.pipe(v.string('invalid'), v.uuid('invalid'), v.toLowerCase()));
