import * as v from 'valibot';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionName, Tombstone } from '../../src/domain/sync';
import type { FieldError } from '../../src/domain/validation';

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
 * A mirrored collection (ARCHITECTURE.md §3) as the server declares it. Pull, idempotent writes,
 * versions, tombstones and company scoping come from the generic code in server/sync; a collection
 * adds its table, its DTO and its own rules.
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
  /** Unique indexes whose violation is the client's fault, with the field error to answer (422). */
  uniqueErrors?: Record<string, FieldError>;
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
