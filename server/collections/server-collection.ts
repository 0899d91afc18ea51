import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { COLLECTIONS, CollectionName, CollectionRecords } from '../../src/domain/collections';
import { collection as declarationOf } from '../../src/domain/collection-declarations';
import type { FieldError } from '../../src/domain/validation';
import type { AuthUser, CompanyScope } from '../auth/auth-user';
import type { Db } from '../db/client';
import type { AttachedFiles } from '../files/visibility';
import type { RowLock } from '../db/repositories/mirrored-repository';
import type { MirroredCollection, MirroredRow } from '../sync/collection';

// A mirrored collection as the server has it (docs/architecture.md §3): the declaration in
// src/domain/collections.ts names it, its REST path, schema and company field; this adds its table,
// DTO, column mapping and own rules. The routes (server/routes/collection-routes.ts), the pull and
// the company delete are derived from it.

/** A read of the collection: who reads, what they may see, and the raw query string. */
export interface ReadContext {
  db: Db;
  user: AuthUser;
  scope: CompanyScope;
  /** The request's query string as parsed by Fastify, unchecked: a hook validates what it reads. */
  query: unknown;
}

/**
 * A write of the collection, inside the mutation's transaction. Writes run side by side: a rule that
 * reads another record reads it through `referenced` (server/collections/referenced.ts), which holds
 * it until the write commits; `existing` is held FOR UPDATE.
 */
export interface WriteContext<Row> {
  tx: Db;
  user: AuthUser;
  scope: CompanyScope;
  /**
   * The row before an update or a delete (live: tombstones never reach a hook), held FOR UPDATE
   * until the write commits; none for a create.
   */
  existing: Row | undefined;
  /**
   * The id a create asks for (its `_id`): a retry of a create whose idempotency key has expired
   * names its own record, which the uniqueness rules must not count as another (the create is then
   * a 409 with the record, docs/architecture.md §4.2).
   */
  createId?: string;
}

export type WriteAction = 'create' | 'update' | 'delete';

/** One write, as the audit will record it (docs/architecture.md §9). */
export interface AuditEntry<Row> {
  action: WriteAction;
  user: AuthUser;
  before: Row | null;
  after: Row;
}

/**
 * Finds the row a path names, in the transaction of the write or the read that runs it; a write
 * asks for it held (`update`: the row it changes or deletes).
 */
export type RowFinder<Row> = (db: Db, lock?: RowLock) => Promise<Row | undefined>;

/** The company column's type: `null` exactly for a collection declared without a company field. */
type CompanyColumnOf<C extends CollectionName> = C extends CollectionName
  ? (typeof COLLECTIONS)[C]['companyField'] extends null
    ? null
    : PgColumn
  : never;

/**
 * A collection's server side. Hooks use method syntax on purpose: a collection typed with its own
 * row and input still fits the registry's `ServerCollection<C>`.
 */
export interface ServerCollection<
  C extends CollectionName = CollectionName,
  Row extends MirroredRow = MirroredRow,
  Input = Record<string, unknown>,
> extends MirroredCollection<Row, CollectionRecords[C]> {
  name: C;
  companyColumn: CompanyColumnOf<C>;
  /**
   * The columns a create or an update writes, from the schema's output (without `_id`) and the
   * files its declared file fields name, looked up by the write route (server/files/visibility.ts).
   */
  values(input: Input, files: AttachedFiles, write?: { user: AuthUser; existing: Row | undefined }): Record<string, unknown>;
  /**
   * Constraints whose violation is the client's fault, by name, with the field error to answer
   * (422). A violation not named here is 422 on path '' (`invalid`); see server/http/db-errors.ts.
   */
  constraintErrors?: Readonly<Record<string, FieldError>>;
  /**
   * The largest body a create or an update may send, in bytes (413 `payloadTooLarge` past it):
   * one that fits the schema's largest record. Default: DEFAULT_BODY_LIMIT (server/http/body-limits.ts).
   */
  bodyLimit?: number;
  /**
   * Column values a delete writes over the record's data, so that its tombstone keeps only what
   * sync (id, version, cursor, company, deleted), the foreign keys and the checks need: a deleted
   * record of megabytes costs no more than a small one (issue 32 #12). Its last state stays in the
   * history (the delete's audit entry). Default: nothing cleared.
   */
  tombstone?: Readonly<Record<string, unknown>>;
  /**
   * A kind whose records only a route of its own creates (a bank statement's import,
   * docs/areas/bank-statements.md): no generic `POST /api/{path}`, so that route may take it.
   */
  ownCreate?: boolean;
  /** Only administrators may write (403 `forbidden` for others); reads stay open (docs/architecture.md §9). */
  adminWrites?: boolean;
  /**
   * Records each user makes of themselves (a read confirmation, docs/areas/documents.md): any user who sees
   * the company creates them, a read-only grant included, and nobody changes or deletes one (405
   * `methodNotAllowed`).
   */
  ownRecords?: boolean;
  /**
   * The row a path parameter names. Reads the parameter and query now (throwing 400 for a malformed
   * one, before any transaction) and returns the lookup to run later. Default: `_id` (a uuid).
   */
  resolveParam?(param: string, query: unknown): RowFinder<Row>;
  /**
   * `GET /api/{path}`: the body, or its JSON text (JsonText) to send as it is. Default: every live
   * record the user may see, as DTOs.
   */
  list?(context: ReadContext): Promise<unknown>;
  /** `GET /api/{path}/:id` of a live, visible row. Default: its DTO. */
  detail?(db: Db, row: Row): Promise<unknown>;
  /**
   * Read routes of the collection's own under `base` (`/api/{path}`), beside the generic ones
   * (the bills of one account: `GET /api/finans/fatura/cari/:cariHesapId`). Registered first.
   */
  routes?(app: FastifyInstance, context: { db: Db; base: string }): void;
  /**
   * The collection's own rules on a create or an update (after schema, scope and version checks):
   * the field errors it finds, answered in one 422 with those of the files the write names.
   */
  beforeWrite?(input: Input, context: WriteContext<Row>): Promise<FieldError[] | void>;
  /**
   * What a create or an update writes beside its record, in its transaction, after the record is
   * written (a cheque's move records its cash flows: docs/areas/cheques.md): the record as it then is.
   */
  afterWrite?(row: Row, input: Input, context: WriteContext<Row>): Promise<Row>;
  /** The collection's own rules on a delete, after scope and version checks (e.g. 409 hasChildren). */
  beforeDelete?(row: Row, context: WriteContext<Row>): Promise<void>;
  /** Records a write in its transaction; replaces the generic recorder (server/sync/audit.ts). */
  audit?(tx: Db, entry: AuditEntry<Row>): Promise<void>;
  /**
   * The kind's demo records on a first start with demo data (server/db/seed.ts), as valid writes
   * (through the kind's write schema), after the seed's own: a kind's demo data stays in its own
   * module, and the seed writes every kind's in one statement each, in declaration order.
   */
  demo?(context: DemoContext): readonly Input[];
}

/** What a kind's demo records are made of: the demo companies (the first the managing one's list order) and today. */
export interface DemoContext {
  /** The demo companies' ids, in the order server/db/demo-data.ts lists them. */
  companies: readonly string[];
  /** Today, `YYYY-MM-DD` (one day for the whole seed). */
  today: string;
}

/** Declares a collection's server side with its own row and input types, checked against them. */
export function serverCollection<C extends CollectionName, Row extends MirroredRow, Input>(
  definition: ServerCollection<C, Row, Input>,
): ServerCollection<C, Row, Input> {
  return definition;
}

/** The company a row belongs to (the declared company field of its DTO), or null for a shared chart. */
export function companyOf<C extends CollectionName>(collection: ServerCollection<C>, row: MirroredRow): string | null {
  const field = declarationOf(collection.name).companyField;
  if (field === null) return null;
  const value = collection.toDto(row)[field];
  return typeof value === 'string' ? value.toLowerCase() : null;
}
