import { and, eq, getTableColumns, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListTable } from '../db/repositories/sql-list';
import type { CollectionRecords } from '../../src/domain/collections';
import { fieldNames, writtenFieldNames, type AnyKind, type Field, type Fields, type ReferenceField } from '../../src/domain/kinds/define';
import { toMajor } from '../../src/domain/money';
import { recordValuesOf } from '../../src/domain/kinds/record';
import { referenceError, type ReferencedRecord } from '../../src/domain/kinds/references';
import type { WriteOf } from '../../src/domain/kinds/schema';
import { uniqueError, uniqueFieldsOf } from '../../src/domain/kinds/unique';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, type CompanyScope } from '../auth/auth-user';
import type { Db } from '../db/client';
import { collection } from '../../src/domain/collections';
import { MIRRORED_TABLES, referenceColumn, referenceConstraintErrors } from '../db/repositories/references-repository';
import type { MirroredRow, MirroredTable } from '../sync/collection';
import { kindList, type KindListHooks } from './kind-list';
import type { ServerCollection, WriteContext } from './server-collection';

// A kind's server side derived from its definition (src/domain/kinds/, docs/architecture.md §3): one
// implementation for every kind on one record shape, whose table names its columns' properties as
// the kind names its fields (server/db/schema.ts). The record is the row's fields; a write's
// values are its fields with its files looked up; a write is checked against the kind's uniqueness
// rules and its references (live, visible, of the record's company) before its own rules run.

/** A kind's table: a mirrored one whose columns carry the kind's field names. */
type KindTable = MirroredTable & PgTable;

function columnsOf(table: KindTable): Readonly<Record<string, PgColumn>> {
  return getTableColumns(table);
}

function column(table: KindTable, name: string): PgColumn {
  const found = columnsOf(table)[name];
  if (!found) throw new Error(`${name}: no column of this kind's table carries the field`);
  return found;
}

/**
 * A field's value as the wire carries it: a decimal, an integer at its scale in the table, in major
 * units (docs/architecture.md §7), also inside figures, a group and a list's sub-records; a
 * moment kept in a timestamp column in ISO 8601 (UTC); anything else as stored.
 */
function onWire(field: Field | undefined, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (field?.type === 'decimal') return typeof value === 'number' ? toMajor(value, field.scale) : value;
  if (field?.type === 'figures' && typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, figure]) => [key, typeof figure === 'number' ? toMajor(figure, field.scale) : figure]),
    );
  }
  if (field?.type === 'group') return itemOnWire(field.fields, value);
  if (field?.type === 'list' && Array.isArray(value)) return value.map((item) => itemOnWire(field.fields, item));
  return value;
}

/** A sub-record's values as the wire carries them (onWire, field by field). */
function itemOnWire(fields: Fields, item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const values: Readonly<Record<string, unknown>> = item as Record<string, unknown>;
  const present = Object.entries(fields).filter(([sub]) => sub in values);
  return { ...values, ...Object.fromEntries(present.map(([sub, itemField]) => [sub, onWire(itemField, values[sub])])) };
}

/** A field's value as its column takes it: a moment as a Date in a timestamp column. */
function inColumn(column: PgColumn, value: unknown): unknown {
  return column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
}

/** A group kept in one column per sub-field (define.ts GroupField): each sub-field's column property, `<field><Sub>`. */
function flatColumns(table: KindTable, name: string, fields: Fields): [string, string][] {
  return Object.keys(fields).map((sub) => {
    const property = `${name}${sub.charAt(0).toUpperCase()}${sub.slice(1)}`;
    column(table, property);
    return [sub, property];
  });
}

/** A group's values from its columns: null when every one is null (a nullable group left out). */
function groupOfColumns(row: Readonly<Record<string, unknown>>, subs: readonly [string, string][]): Record<string, unknown> | null {
  if (subs.every(([, property]) => row[property] === null || row[property] === undefined)) return null;
  return Object.fromEntries(subs.map(([sub, property]) => [sub, row[property]]));
}

/** The errors of the uniqueness rules a write breaks: another live record has the same values. */
export async function uniqueErrors(
  tx: Db,
  definition: AnyKind,
  table: KindTable,
  write: Readonly<Record<string, unknown>>,
  exceptId: string | undefined,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const rule of definition.unique) {
    const conditions: SQL[] = [isNull(table.deletedAt)];
    let blank = false;
    for (const name of uniqueFieldsOf(definition, rule)) {
      const value = write[name];
      const isBlank = value === null || value === undefined || value === '';
      if (isBlank && !rule.blankCompares?.includes(name)) blank = true;
      else if (value === null || value === undefined) conditions.push(isNull(column(table, name)));
      else conditions.push(eq(column(table, name), inColumn(column(table, name), value)));
    }
    if (blank) continue;
    if (exceptId) conditions.push(ne(table.id, exceptId));
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(...conditions))
      .limit(1);
    if (rows.length > 0) errors.push(uniqueError(rule));
  }
  return errors;
}

/** The record a reference names, read FOR SHARE until the write commits (server/collections/referenced.ts). */
async function referencedRecord(tx: Db, field: ReferenceField, id: string, scope: CompanyScope): Promise<ReferencedRecord | undefined> {
  if (field.kind === 'sirket') return undefined;
  const table = MIRRORED_TABLES[field.kind];
  const { companyField } = collection(field.kind);
  const companyColumn = companyField ? referenceColumn(field.kind, companyField) : undefined;
  const [row] = await tx
    .select({ deletedAt: table.deletedAt, ...(companyColumn ? { company: companyColumn } : {}) })
    .from(table)
    .where(eq(table.id, id))
    .limit(1)
    .for('share');
  if (!row) return undefined;
  const company = typeof row.company === 'string' ? row.company : null;
  return { live: row.deletedAt === null, visible: company === null || canSeeCompany(scope, company), company };
}

/** The errors of a write's references to other kinds' records (not its company: the scope checks that). */
export async function referenceErrors(
  tx: Db,
  definition: AnyKind,
  write: Readonly<Record<string, unknown>>,
  scope: CompanyScope,
): Promise<FieldError[]> {
  const company = definition.companyField ? write[definition.companyField] : null;
  const errors: FieldError[] = [];
  const check = async (path: string, field: ReferenceField, id: unknown) => {
    if (typeof id !== 'string' || id === '' || field.kind === 'sirket') return;
    const error = referenceError(path, field, await referencedRecord(tx, field, id, scope), typeof company === 'string' ? company : null);
    if (error) errors.push(error);
  };
  const fields: Fields = definition.fields;
  for (const name of writtenFieldNames(definition)) {
    const field = fields[name];
    if (field?.type === 'reference') await check(name, field, write[name]);
    if (field?.type === 'list' && Array.isArray(write[name])) {
      for (const [index, item] of write[name].entries()) {
        for (const [sub, itemField] of Object.entries(field.fields)) {
          if (itemField.type === 'reference') await check(`${name}.${index}.${sub}`, itemField, (item as Record<string, unknown>)[sub]);
        }
      }
    }
  }
  return errors;
}

/** The parts of a collection's server side a kind's definition gives. */
export type KindCollection<D extends AnyKind, Row extends MirroredRow> = Pick<
  ServerCollection<D['name'], Row, WriteOf<D>>,
  'name' | 'table' | 'toDto' | 'values' | 'constraintErrors' | 'tombstone' | 'list'
> &
  Required<Pick<ServerCollection<D['name'], Row, WriteOf<D>>, 'beforeWrite'>>;

/**
 * A kind's server side from its definition and table. `own` rules (a collection's `beforeWrite`)
 * run after the derived checks; `constraintErrors` of its own CHECKs add to the derived ones (its
 * unique indexes, its foreign keys). A definition whose list names its answer's key has its list
 * (server/collections/kind-list.ts), with `own.list`'s additions.
 */
export function kindCollection<D extends AnyKind, Row extends MirroredRow>(
  definition: D,
  table: KindTable,
  own: { constraintErrors?: Readonly<Record<string, FieldError>>; list?: KindListHooks<Row> } = {},
): KindCollection<D, Row> {
  const names = fieldNames(definition);
  const fields: Fields = definition.fields;
  // A field the server writes is the kind's own hook's to store (values), but the record's on the wire (toDto).
  const written = writtenFieldNames(definition);
  const fileIdFields = written.filter((name) => fields[name]?.type === 'file' && `${name}Id` in columnsOf(table));
  const momentFields = written.filter((name) => fields[name]?.type === 'dateTime');
  const flatGroups = names.flatMap((name) => {
    const group = fields[name];
    return group?.type === 'group' && !(name in columnsOf(table)) ? [{ name, subs: flatColumns(table, name, group.fields) }] : [];
  });
  const uniqueConstraints: Record<string, FieldError> = {};
  for (const rule of definition.unique) uniqueConstraints[rule.index] = uniqueError(rule);
  const list = kindList<Row>(definition, table as KindTable & ListTable, (row) => toDto(row), own.list);
  function toDto(row: Row): CollectionRecords[D['name']] {
    const source: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries(row));
    const record: Record<string, unknown> = { _id: row.id };
    for (const name of names) record[name] = onWire(fields[name], source[name]);
    for (const { name, subs } of flatGroups) record[name] = onWire(fields[name], groupOfColumns(source, subs));
    record.version = row.version;
    record.updatedAt = row.updatedAt.toISOString();
    return record as CollectionRecords[D['name']];
  }
  return {
    name: definition.name,
    table,
    toDto,
    ...(list ? { list } : {}),
    values(input, files) {
      const values: Record<string, unknown> = recordValuesOf(definition, input, (path) => {
        const file = files[path];
        if (!file) throw new Error(`${definition.name}.${path}: a write is stored with its files looked up (the write route)`);
        return file;
      });
      // A file field keeps its id in the column `<field>Id` too, when the table has one (its foreign key).
      const sent: Readonly<Record<string, unknown>> = input;
      for (const name of fileIdFields) values[`${name}Id`] = sent[name] ?? null;
      for (const name of momentFields) values[name] = inColumn(column(table, name), values[name]);
      for (const { name, subs } of flatGroups) {
        const group = values[name] as Readonly<Record<string, unknown>> | null;
        delete values[name];
        for (const [sub, property] of subs) values[property] = group?.[sub] ?? null;
      }
      return values;
    },
    constraintErrors: { ...uniqueConstraints, ...referenceConstraintErrors(definition.name), ...own.constraintErrors },
    ...(definition.tombstone ? { tombstone: definition.tombstone } : {}),
    async beforeWrite(input: WriteOf<D>, { tx, scope, existing, createId }: WriteContext<Row>) {
      const write: Readonly<Record<string, unknown>> = input;
      return [
        ...(await uniqueErrors(tx, definition, table, write, existing?.id ?? createId)),
        ...(await referenceErrors(tx, definition, write, scope)),
      ];
    },
  };
}
