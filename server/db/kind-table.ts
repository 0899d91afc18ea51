import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  type PgTable,
  type PgTableWithColumns,
  type PgTableExtraConfigValue,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuildColumns } from 'drizzle-orm';
import type {
  AnyKind,
  BooleanField,
  ChoiceField,
  DateField,
  DateTimeField,
  DecimalField,
  Field,
  Fields,
  FileField,
  FilesField,
  FiguresField,
  GroupField,
  KindName,
  ListField,
  ReferenceField,
  TextField,
  TextsField,
  ValueOf,
} from '../../src/domain/kinds/define';
import type { UploadedFile } from '../../src/domain/file';
import { uniqueFieldsOf } from '../../src/domain/kinds/unique';

// A kind's table from its definition (docs/adding-a-record-kind.md §4): the mirrored columns, one
// column per field named as the field (the column in snake case), the CHECKs of its catalogues and
// ranges, the unique indexes its `unique` rules name (partial: live rows) and the indexes of its
// company, references and files. `npm run db:generate` then writes its migration as for any table.
// The conventions are those of the tables written by hand before (server/db/schema.ts):
// - text: `text`, not null; an optional one defaults to '' (a blank is '', never null);
// - date: `date` as a string; date-time: `timestamp with time zone`; null when optional;
// - decimal: an integer at its scale, `integer`, or `bigint` for money (minor units) and where the
//   override says so; not null when required or when it has a default (the default then too);
// - choice: `text` with a CHECK over the catalogue's values (`<table>_<column>_check`);
// - reference: a uuid `<column>_id` with its foreign key (restrict: tombstones still name it) and
//   its index (`<table>_<column>_idx`); the company's is `sirket_id`, indexed `<table>_sirket_idx`;
// - file: the record `jsonb` in `<column>` and its id, with the foreign key, in `<column>_id`
//   (property `<field>Id`, which server/collections/kind-collection.ts fills);
// - files: `jsonb` list with a GIN index (the files' use check reads it); texts, lists, figures
//   and a group: `jsonb` with their blank value as default; a nullable group one column per
//   sub-field, `<field><Sub>` (kind-collection.ts reads it so), all null for none.

/** A field's column as a table may need it otherwise than the convention above (keep these few). */
export interface ColumnOverride {
  /** The column's name, when not the convention's (a reference kept in `personel`, not `personel_id`). */
  column?: string;
  /** A decimal kept in a `bigint` column (a quantity in kg), not an `integer` one. */
  bigint?: true;
  /** No CHECK derived from the field's catalogue or range: the table's own replaces it (`constraints`). */
  check?: false;
  /** No index derived for the reference, file or files field: the table's own replaces it. */
  index?: false;
}

type Overrides<F extends Fields> = { readonly [K in keyof F]?: ColumnOverride };

/** A kind's table's options, untyped (the implementation's view of KindTableOptions). */
interface TableOptions {
  columns?: Overrides<Fields>;
  createdAt?: false;
  constraints?(table: Readonly<Record<string, AnyPgColumn | undefined>>): PgTableExtraConfigValue[];
}

// ---------------------------------------------------------------------------------------------
// The column builders, by kind of field: their types make the table's row type.

/**
 * The columns every mirrored table has (docs/architecture.md §2). `id` is the record's `_id` (the
 * client's UUIDv7 when it created the record); `deleted_at` makes a delete a tombstone that other
 * devices still pull.
 */
export const mirroredColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  version: integer('version').notNull().default(1),
  cursor: bigint('cursor', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** The indexes every mirrored table has: pulls read `cursor > since order by cursor`. */
export const mirroredIndexes = (table: string, t: { cursor: AnyPgColumn }) => [
  // Each write takes its own sequence value, so a cursor names one change.
  uniqueIndex(`${table}_cursor_idx`).on(t.cursor),
];

const textColumn = (name: string) => text(name).notNull();
const booleanColumn = (name: string) => boolean(name).notNull().default(false);
const optionalBooleanColumn = (name: string) => boolean(name);
const blankTextColumn = (name: string) => text(name).notNull().default('');
const choiceColumn = <Value extends string>(name: string) => text(name).$type<Value>().notNull();
const optionalChoiceColumn = <Value extends string>(name: string) => text(name).$type<Value>();
const dateColumn = (name: string) => date(name, { mode: 'string' });
const requiredDateColumn = (name: string) => date(name, { mode: 'string' }).notNull();
const momentColumn = (name: string) => timestamp(name, { withTimezone: true });
const requiredMomentColumn = (name: string) => timestamp(name, { withTimezone: true }).notNull();
const integerColumn = (name: string) => integer(name);
const requiredIntegerColumn = (name: string) => integer(name).notNull();
const bigintColumn = (name: string) => bigint(name, { mode: 'number' });
const requiredBigintColumn = (name: string) => bigint(name, { mode: 'number' }).notNull();
const idColumn = (name: string) => uuid(name);
const requiredIdColumn = (name: string) => uuid(name).notNull();
const jsonColumn = <Value>(name: string) => jsonb(name).$type<Value>();
const requiredJsonColumn = <Value>(name: string) => jsonb(name).$type<Value>().notNull();
const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

type Required_<F> = F extends { required: true } ? true : false;

/** A decimal's column: bigint for money or where the override says so; not null when required or defaulted. */
type DecimalColumn<F extends DecimalField, O> = F extends { money: true } | (O extends { bigint: true } ? DecimalField : never)
  ? F extends { required: true } | { default: number }
    ? ReturnType<typeof requiredBigintColumn>
    : ReturnType<typeof bigintColumn>
  : F extends { required: true } | { default: number }
    ? ReturnType<typeof requiredIntegerColumn>
    : ReturnType<typeof integerColumn>;

/** A field's column (see the conventions above). */
type ColumnOf<F extends Field, O> = F extends TextField
  ? Required_<F> extends true
    ? ReturnType<typeof textColumn>
    : ReturnType<typeof blankTextColumn>
  : F extends ChoiceField<infer Options>
    ? ReturnType<typeof choiceColumn<Options[number]>>
    : F extends BooleanField
      ? ReturnType<typeof booleanColumn>
      : F extends DateField
        ? Required_<F> extends true
          ? ReturnType<typeof requiredDateColumn>
          : ReturnType<typeof dateColumn>
        : F extends DateTimeField
          ? Required_<F> extends true
            ? ReturnType<typeof requiredMomentColumn>
            : ReturnType<typeof momentColumn>
          : F extends DecimalField
            ? DecimalColumn<F, O>
            : F extends ReferenceField
              ? Required_<F> extends true
                ? ReturnType<typeof requiredIdColumn>
                : ReturnType<typeof idColumn>
              : F extends FileField
                ? Required_<F> extends true
                  ? ReturnType<typeof requiredJsonColumn<UploadedFile>>
                  : ReturnType<typeof jsonColumn<UploadedFile>>
                : F extends FilesField | TextsField | FiguresField | ListField | GroupField
                  ? ReturnType<typeof requiredJsonColumn<ValueOf<F>>>
                  : never;

/** A nullable group's sub-field's column: as the field's, but null when the group is. */
type FlatColumnOf<F extends Field, O> = F extends TextField
  ? ReturnType<typeof text>
  : F extends ChoiceField<infer Options>
    ? ReturnType<typeof optionalChoiceColumn<Options[number]>>
    : F extends BooleanField
      ? ReturnType<typeof optionalBooleanColumn>
      : F extends DateField
        ? ReturnType<typeof dateColumn>
        : F extends DateTimeField
          ? ReturnType<typeof momentColumn>
          : F extends DecimalField
            ? F extends { money: true } | (O extends { bigint: true } ? DecimalField : never)
              ? ReturnType<typeof bigintColumn>
              : ReturnType<typeof integerColumn>
            : F extends ReferenceField
              ? ReturnType<typeof idColumn>
              : never;

type NullableGroup = GroupField & { nullable: true };

/** The override of field `K`, if the options name one. */
type OverrideOf<O, K> = K extends keyof O ? O[K] : undefined;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The columns of the nullable groups' sub-fields, `<field><Sub>`. */
type FlatGroupColumns<F extends Fields, O> = UnionToIntersection<
  {
    [K in keyof F & string]: F[K] extends NullableGroup
      ? { [S in keyof F[K]['fields'] & string as `${K}${Capitalize<S>}`]: FlatColumnOf<F[K]['fields'][S], OverrideOf<O, K>> }
      : object;
  }[keyof F & string]
>;

/** The columns of a kind's table, by property: the mirrored ones, the fields', the files' ids, the flat groups'. */
export type KindColumns<F extends Fields, O, WithCreatedAt extends boolean> = ReturnType<typeof mirroredColumns> & {
  [K in keyof F & string as F[K] extends NullableGroup ? never : K]: ColumnOf<F[K], OverrideOf<O, K>>;
} & {
  [K in keyof F & string as F[K] extends FileField ? `${K}Id` : never]: Required_<F[K]> extends true
    ? ReturnType<typeof requiredIdColumn>
    : ReturnType<typeof idColumn>;
} & FlatGroupColumns<F, O> &
  (WithCreatedAt extends true ? { createdAt: ReturnType<typeof createdAtColumn> } : object);

// ---------------------------------------------------------------------------------------------
// Names

/** `gemiRaporu` → `gemi_raporu`, `yogunluk15` → `yogunluk15`, `ePosta` → `e_posta`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The table of a kind's records: its name in snake case (`isRaporu` → `is_raporu`). */
export function kindTableName(kind: KindName): string {
  return snakeCase(kind);
}

/**
 * The table a foreign key names, by its SQL name alone: a stand-in with only `id`, never exported
 * from the schema, so drizzle-kit writes `REFERENCES "<table>"("id")` for it and creates nothing.
 * The kinds' tables are built from their definitions without importing one another (no cycles in
 * the schema module, a kind may name a kind defined after it).
 */
const targets = new Map<string, ReturnType<typeof targetTable>>();
const targetTable = (name: string) => pgTable(name, { id: uuid('id').primaryKey() });
function target(kind: ReferenceField['kind'] | 'file'): AnyPgColumn {
  const name = kind === 'file' ? 'files' : kind === 'sirket' ? 'sirket' : kindTableName(kind);
  let table = targets.get(name);
  if (!table) {
    table = targetTable(name);
    targets.set(name, table);
  }
  return table.id;
}

// ---------------------------------------------------------------------------------------------
// The table

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** A catalogue's values as a CHECK lists them: `'a', 'b'`. */
function valueList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** The CHECK of a decimal's range (its integer at scale): `>= min`, `<= max` or `between`. */
function rangeCheck(column: AnyPgColumn, field: { min?: bigint; max?: bigint }): SQL | undefined {
  const { min, max } = field;
  if (min !== undefined && max !== undefined) return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
  if (min !== undefined) return sql`${column} >= ${sql.raw(String(min))}`;
  if (max !== undefined) return sql`${column} <= ${sql.raw(String(max))}`;
  return undefined;
}

/** A group's blank value: '' for its texts, null for anything else (a report's cargo `{cins: '', miktarMt: null}`). */
function blankGroup(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([sub, field]) => [sub, field.type === 'text' ? '' : field.type === 'boolean' ? false : null]),
  );
}

interface Derived {
  columns: Record<string, PgColumnBuilderBase>;
  /** What each column derives besides itself, once the table's columns are built. */
  constraints: ((t: Readonly<Record<string, AnyPgColumn>>) => PgTableExtraConfigValue | undefined)[];
}

function referenceColumn(field: ReferenceField, column: string) {
  const built = field.required ? requiredIdColumn(column) : idColumn(column);
  return built.references(() => target(field.kind), { onDelete: 'restrict' });
}

function decimalColumn(field: DecimalField, column: string, override: ColumnOverride | undefined, nullable: boolean) {
  const wide = field.money === true || override?.bigint === true;
  if (nullable || (!field.required && field.default === undefined)) return wide ? bigintColumn(column) : integerColumn(column);
  const built = wide ? requiredBigintColumn(column) : requiredIntegerColumn(column);
  return field.default === undefined ? built : built.default(field.default);
}

/** The column of one field (or a nullable group's sub-field: `flat`), and the CHECKs and indexes it derives. */
function deriveField(table: string, property: string, field: Field, override: ColumnOverride | undefined, flat: boolean, out: Derived) {
  const column = override?.column ?? snakeCase(property);
  const withCheck = override?.check !== false;
  const withIndex = override?.index !== false;
  const nullCheck = (t: Readonly<Record<string, AnyPgColumn>>, condition: SQL) => {
    const self = t[property];
    return flat && self ? sql`${self} is null or ${condition}` : condition;
  };
  switch (field.type) {
    case 'text':
      out.columns[property] = flat ? text(column) : field.required ? textColumn(column) : blankTextColumn(column);
      return;
    case 'choice':
      out.columns[property] = flat ? optionalChoiceColumn(column) : choiceColumn(column);
      if (withCheck) {
        out.constraints.push((t) => {
          const self = t[property];
          // A choice that may stay blank (`default: ''`) allows the blank too.
          const values = field.default === '' ? ['', ...field.options] : field.options;
          return self && check(`${table}_${column}_check`, nullCheck(t, sql`${self} in (${valueList(values)})`));
        });
      }
      return;
    case 'boolean':
      out.columns[property] = flat ? optionalBooleanColumn(column) : booleanColumn(column);
      return;
    case 'date':
      out.columns[property] = field.required && !flat ? requiredDateColumn(column) : dateColumn(column);
      return;
    case 'dateTime':
      out.columns[property] = field.required && !flat ? requiredMomentColumn(column) : momentColumn(column);
      return;
    case 'decimal':
      out.columns[property] = decimalColumn(field, column, override, flat);
      if (withCheck) {
        out.constraints.push((t) => {
          const self = t[property];
          const range = self && rangeCheck(self, field);
          return range && check(`${table}_${column}_check`, nullCheck(t, range));
        });
      }
      return;
    case 'reference': {
      const company = field.kind === 'sirket';
      const named = override?.column ?? `${snakeCase(property)}_id`;
      out.columns[property] = referenceColumn(flat ? { ...field, required: false } : field, named);
      if (withIndex) {
        const name = `${table}_${company ? 'sirket' : snakeCase(property)}_idx`;
        out.constraints.push((t) => {
          const self = t[property];
          return self && index(name).on(self);
        });
      }
      return;
    }
    case 'file':
      out.columns[property] = field.required ? requiredJsonColumn<UploadedFile>(column) : jsonColumn<UploadedFile>(column);
      out.columns[`${property}Id`] = (field.required ? requiredIdColumn(`${column}_id`) : idColumn(`${column}_id`)).references(
        () => target('file'),
        { onDelete: 'restrict' },
      );
      if (withIndex) {
        out.constraints.push((t) => {
          const id = t[`${property}Id`];
          return id && index(`${table}_${column}_idx`).on(id);
        });
      }
      return;
    case 'files':
      out.columns[property] = requiredJsonColumn<UploadedFile[]>(column).default([]);
      if (withIndex) {
        out.constraints.push((t) => {
          const self = t[property];
          return self && index(`${table}_${column}_idx`).using('gin', self);
        });
      }
      return;
    case 'texts':
    case 'list':
      out.columns[property] = requiredJsonColumn<unknown[]>(column).default([]);
      return;
    case 'figures':
      out.columns[property] = requiredJsonColumn<Record<string, number>>(column).default({});
      return;
    case 'group':
      if (field.nullable) {
        for (const [sub, subField] of Object.entries(field.fields)) {
          deriveField(table, `${property}${capitalized(sub)}`, subField, override, true, out);
        }
      } else {
        out.columns[property] = requiredJsonColumn<Record<string, unknown>>(column).default(blankGroup(field.fields));
      }
      return;
  }
}

/** A kind's table's columns, by property, as its own constraints read them. */
export type KindTableColumns<D extends AnyKind, O, C> = {
  readonly [K in keyof KindColumns<D['fields'], O, C extends false ? false : true>]: AnyPgColumn;
};

/** A kind's table, as `kindTable` builds it: its columns typed by the definition's fields. */
export type KindTable<D extends AnyKind, O, C> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, KindColumns<D['fields'], O, C extends false ? false : true>, 'pg'>;
  dialect: 'pg';
}>;

/**
 * A kind's table (see above). Its properties are the kind's fields: `table.sirket` is the column
 * `sirket_id`; its row type (`$inferSelect`) follows the fields' types and the overrides.
 * `columns`: per-field departures from the conventions; `createdAt: false`: no `created_at` (a
 * chart written in bulk); `constraints`: the table's own CHECKs and indexes beside the derived ones.
 */
export function kindTable<
  const D extends AnyKind,
  const O extends Overrides<D['fields']> = object,
  const C extends false | undefined = undefined,
>(
  definition: D,
  options?: { columns?: O; createdAt?: C; constraints?(table: KindTableColumns<D, O, C>): PgTableExtraConfigValue[] },
): KindTable<D, O, C>;
// The overload types the table; the implementation builds it from the definition at run time.
export function kindTable(definition: AnyKind, options?: TableOptions): PgTable {
  const table = kindTableName(definition.name);
  const derived: Derived = { columns: mirroredColumns(), constraints: [] };
  const overrides: Overrides<Fields> = options?.columns ?? {};
  const fields: Fields = definition.fields;
  for (const [name, field] of Object.entries(fields)) deriveField(table, name, field, overrides[name], false, derived);
  if (options?.createdAt !== false) derived.columns.createdAt = createdAtColumn();
  return pgTable(table, derived.columns, (t) => {
    const live = t.deletedAt;
    const cursor = t.cursor;
    if (!live || !cursor) throw new Error(`${definition.name}: a kind's table has the mirrored columns`);
    const uniques = definition.unique.map((rule) => {
      const keys = uniqueFieldsOf(definition, rule);
      const columnsOf = keys.map((name) => t[name]).filter((column) => column !== undefined);
      const [first, ...rest] = columnsOf;
      if (!first || columnsOf.length !== keys.length) throw new Error(`${definition.name}: ${rule.index} names a field with no column`);
      // A blank optional text clashes with nothing (src/domain/kinds/unique.ts): the index leaves it out too.
      const blankable = keys.filter((name) => {
        const field = fields[name];
        return field?.type === 'text' && !field.required && !rule.blankCompares?.includes(name);
      });
      const where = [sql`${live} is null`, ...blankable.map((name) => sql`${t[name]} <> ''`)];
      return uniqueIndex(rule.index)
        .on(first, ...rest)
        .where(sql.join(where, sql` and `));
    });
    return [
      ...mirroredIndexes(table, { cursor }),
      ...uniques,
      ...derived.constraints.map((constraint) => constraint(t)).filter((value) => value !== undefined),
      ...(options?.constraints?.(t) ?? []),
    ];
  });
}
