import type { ErrorKey } from '../../../src/domain/error-key';
import { and, eq, getTableColumns, getTableName, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CollectionName } from '../../../src/domain/collections';
import { collection, COLLECTION_NAMES } from '../../../src/domain/collection-declarations';
import type { ReverseReference } from '../../../src/domain/in-use';
import { eachObject } from '../../../src/domain/kinds/declaration';
import type { FieldError } from '../../../src/domain/validation';
import type { CompanyScope } from '../../auth/auth-user';
import type { MirroredTable } from '../../sync/collection';
import type { Db } from '../client';
import * as schema from '../schema';

// The declared references (src/domain/collections.ts) as SQL: what a delete's in-use check
// (src/domain/in-use.ts) and a file's visibility (server/files/visibility.ts) read. A reference
// field `x` is stored in the column `xId` (a uuid with its foreign key), or `x` for a kind on one
// record shape (src/domain/kinds/); a list of objects (`each`)
// in the column `x` itself (jsonb); a company field likewise in `xId`.

/** The tables of every declared collection, as server/db/schema.ts exports them. */
type KindTables = { readonly [C in CollectionName]: MirroredTable };

/**
 * The declared collections' tables (`schema`, whose exports include them) picked by name: a kind's
 * table is exported under the kind's name (`export const isRaporu = kindTable(workReportKind)`),
 * so a declared kind whose table is missing does not compile here.
 */
export function tablesOfKinds(tables: KindTables): KindTables {
  const picked: Partial<Record<CollectionName, MirroredTable>> = {};
  for (const name of COLLECTION_NAMES) {
    const table: MirroredTable | undefined = tables[name];
    if (!table) throw new Error(`${name}: no table in server/db/schema.ts is exported under the kind's name`);
    picked[name] = table;
  }
  return picked as KindTables;
}

/** Each mirrored collection's table, by the collection's name. */
export const MIRRORED_TABLES: KindTables = tablesOfKinds(schema);

/** The `each` of the declared reference through `field`, if it is a list of objects (a bill's lines, a report's files). */
function declaredEach(name: CollectionName, field: string): string | undefined {
  return collection(name).references.find((reference) => reference.field === field)?.each;
}

/** The column of `table` that stores the declared field `field` (see above); throws if there is none. */
export function referenceColumn(name: CollectionName, field: string, each: string | undefined = declaredEach(name, field)): PgColumn {
  const columns = getTableColumns(MIRRORED_TABLES[name]) as Record<string, PgColumn>;
  // A kind on one record shape (src/domain/kinds/) names the column's property as the field.
  const column = each ? columns[field] : (columns[`${field}Id`] ?? columns[field]);
  if (!column) throw new Error(`${name}.${field}: no column stores this declared reference`);
  return column;
}

function naming(reference: Pick<ReverseReference, 'collection' | 'field' | 'each'>, id: string): SQL {
  const each = reference.each ?? declaredEach(reference.collection, reference.field);
  const column = referenceColumn(reference.collection, reference.field, each);
  return each ? sql`${column} @> ${JSON.stringify([eachObject(each, id)])}::jsonb` : eq(column, id);
}

/** 1 if a live record refers to `id` through `reference`, else 0 (the in-use check stops at one). */
export async function countReferring(db: Db, reference: ReverseReference, id: string): Promise<number> {
  const table = MIRRORED_TABLES[reference.collection];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(naming(reference, id), isNull(table.deletedAt)))
    .limit(1);
  return rows.length;
}

/** Whether a live record of `name` that the scope may see refers to the file through `field` (docs/architecture.md §5). */
export async function visibleRecordRefersToFile(
  db: Db,
  name: CollectionName,
  field: string,
  fileId: string,
  scope: CompanyScope,
): Promise<boolean> {
  if (!scope.all && scope.ids.length === 0) return false;
  const table = MIRRORED_TABLES[name];
  const { companyField } = collection(name);
  const company = scope.all || companyField === null ? undefined : inArray(referenceColumn(name, companyField), scope.ids);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(naming({ collection: name, field }, fileId), isNull(table.deletedAt), company))
    .limit(1);
  return rows.length > 0;
}

/** The error a write answers (422) when it names a record of `target` that does not exist. */
const NOT_FOUND: Readonly<Record<string, ErrorKey>> = {
  sirket: 'chooseCompany',
  cariHesap: 'accountNotFound',
  butceKodu: 'budgetCodeNotFound',
  ekstre: 'notFound',
  fatura: 'billNotFound',
  nakitAkis: 'cashFlowNotFound',
  dokuman: 'notFound',
  personel: 'notFound',
  carter: 'notFound',
  sertifika: 'notFound',
  mesaj: 'notFound',
  file: 'fileNotFound',
};

/**
 * The field errors of the foreign keys of `name`'s declared company field and references (drizzle
 * names them `{table}_{column}_{target table}_id_fk`): a record naming a company, record or file
 * that is not there is the client's fault, on the field that names it.
 */
export function referenceConstraintErrors(name: CollectionName): Record<string, FieldError> {
  const { companyField, references } = collection(name);
  const table = getTableName(MIRRORED_TABLES[name]);
  const named: { field: string; target: string }[] = [...(companyField ? [{ field: companyField, target: 'sirket' }] : []), ...references];
  const errors: Record<string, FieldError> = {};
  for (const { field, target } of named) {
    const message = NOT_FOUND[target];
    // A list of objects (a report's files) is a jsonb column: no foreign key.
    if (!message || declaredEach(name, field)) continue;
    const targetTable =
      target === 'file' ? 'files' : target === 'sirket' ? 'sirket' : getTableName(MIRRORED_TABLES[target as CollectionName]);
    errors[`${table}_${referenceColumn(name, field).name}_${targetTable}_id_fk`] = { path: field, message };
  }
  return errors;
}
