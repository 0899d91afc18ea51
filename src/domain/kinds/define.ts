import { addKindErrorKeys, type ErrorKey, type KindErrorKey } from '../error-key';
import type { UploadedFile } from '../file';

// One definition per record kind, field by field (docs/architecture.md §3): plain data that the sync
// engine reads before the first screen, so it imports nothing heavy (no valibot: the write schema is
// derived in ./schema.ts, which loads with the forms; no Lingui: the server runs src/domain without
// the macro, so the labels of every field and value are a map beside it in src/ui/records/kind-labels.ts,
// typed by the definition). From a definition follow the record's type (RecordOf), its write schema
// (./schema.ts), its collection declaration (./declaration.ts, what src/domain/collections.ts lists),
// its uniqueness rules on the device and the server, its reference checks (./references.ts) and on
// the server its row mapping (server/collections/kind-collection.ts).

/**
 * Every record kind's name: the one name on the wire, in Dexie, in the audit and in code. A kind's
 * definition file adds its own name here, beside its definition:
 * `declare module './define' { interface KindNames { bdn: true } }`; a misspelt name or reference
 * target does not compile, and src/domain/collections.ts checks that these are its collections, no
 * more and no fewer. (An interface, not a list inferred from `COLLECTIONS`: the definitions' types
 * need the names, so names inferred from them would be circular.) The kinds whose definition files
 * do not name themselves yet are named here.
 */
export interface KindNames {
  cariHesap: true;
  dokuman: true;
  okumaOnayi: true;
}
export type KindName = keyof KindNames & string;

// ---------------------------------------------------------------------------------------------
// Fields

/** What every field may say: `serverWritten` (field.serverWritten) keeps it out of every write. */
interface FieldCommon {
  /**
   * Written by the server only (a document's earlier revisions, the user of a read confirmation):
   * in the record, never in a write (not in the write schema nor the declaration's write fields).
   */
  serverWritten?: true;
}

interface FieldBase extends FieldCommon {
  /** A required field refuses a missing or blank value (`required`); an optional one is '' or null. */
  required: boolean;
}

/** Text, trimmed; at most `max` characters (`tooLong`); matching `pattern` if given (`patternError`, default `invalid`). */
export interface TextField extends FieldBase {
  type: 'text';
  max?: number;
  pattern?: RegExp;
  /** The error key of a text that does not match `pattern`; default `invalid`. */
  patternError?: ErrorKey;
  /** Kept in capitals (a catalogue's code typed by hand). */
  upperCase?: true;
  /** Kept in lower case (an id typed as text). */
  lowerCase?: true;
}

/** A calendar date `YYYY-MM-DD` (`invalidDate`). */
export interface DateField extends FieldBase {
  type: 'date';
}

/** A moment, ISO 8601 with its offset (`invalidDate`). */
export interface DateTimeField extends FieldBase {
  type: 'dateTime';
  /** Left out or blank: the moment the write is read (a read confirmation's time), so the record always has one. */
  defaultNow?: true;
}

/**
 * A decimal in major units on the wire, an integer at `scale` places on the device and in the
 * table (src/domain/money.ts; BigInt in the domain's math). `min`/`max` in the integer's units.
 * Money is a decimal at its currency's scale: `money()`.
 */
export interface DecimalField extends FieldBase {
  type: 'decimal';
  scale: number;
  min?: bigint;
  max?: bigint;
  /** A money amount in minor units (the bills' rule), not a measured figure. */
  money?: true;
  /** The only values it may take (at `scale`: a bill line's withholding rate); any other figure, whole or not, is `outOfRange`. */
  only?: readonly number[];
  /**
   * The value (at `scale`) a write that leaves the field out gets; an optional field's blank (null,
   * '') gets it too, so the record always has a figure.
   */
  default?: number;
}

/**
 * One of a catalogue's values (`invalid` otherwise). `default`: the value a write that leaves the
 * field out gets; `''` lets a write leave it blank for the kind's `normalize` to fill.
 */
export interface ChoiceField<Options extends readonly [string, ...string[]] = readonly [string, ...string[]]> extends FieldBase {
  type: 'choice';
  options: Options;
  default?: Options[number] | '';
}

/**
 * The `_id` of a record of another kind, or of a company (`sirket`). A write naming one that is
 * gone or not visible answers `notFound`, one of another company `otherCompany` (./references.ts);
 * a delete of the target while a live record names it answers `refusal` (409; default `inUse`).
 */
export interface ReferenceField extends FieldBase {
  type: 'reference';
  kind: KindName | 'sirket';
  notFound?: ErrorKey;
  otherCompany?: ErrorKey;
  refusal?: ErrorKey;
  /** A record of any company the writer sees, not only the writing record's (a person of the pool on another company's ship). */
  anyCompany?: true;
  /** The error key of a value that is not an id (default `invalid`; an account's company: `chooseCompany`). */
  malformed?: ErrorKey;
}

/** A yes or no (a detention, an ISM-related deficiency): false when a write leaves it out; anything but a boolean `invalid`. */
export interface BooleanField extends FieldCommon {
  type: 'boolean';
  required: false;
  /** What a write that leaves it out gets (default false: a voyage charter's "once on demurrage" is true). */
  default?: boolean;
}

/** One uploaded file, named by its `_id`; the record keeps the file `{_id, name, type, size, path}`. */
export interface FileField extends FieldBase {
  type: 'file';
}

/** A list of uploaded files, at most `max` (`tooMany`); kept whole in the record. */
export interface FilesField extends FieldCommon {
  type: 'files';
  required: false;
  max: number;
}

/** A list of short texts (seal numbers): each trimmed, blanks dropped, at most `itemMax` characters (`tooLong`), at most `max` (`tooMany`). */
export interface TextsField extends FieldCommon {
  type: 'texts';
  required: false;
  max: number;
  itemMax: number;
}

/**
 * Figures by a catalogue's keys (a report's consumption per fuel): each an optional decimal at
 * `scale` (`min`/`max` as a decimal's), a blank one left out; a key not in the catalogue `invalid`.
 */
export interface FiguresField<Keys extends readonly [string, ...string[]] = readonly [string, ...string[]]> extends FieldCommon {
  type: 'figures';
  required: false;
  keys: Keys;
  scale: number;
  min?: bigint;
  max?: bigint;
}

/**
 * One sub-record with its own fields (a report's cargo), each blank when the write leaves it out;
 * `nullable`: the whole sub-record may be absent instead (null: an assignment without a wage). A
 * table with no column of the group's name keeps it in one column per sub-field, `<field><Sub>`
 * (`ucretMiktar`), all null for a null group (server/collections/kind-collection.ts).
 */
export interface GroupField<Item extends Fields = Fields> extends FieldCommon {
  type: 'group';
  required: false;
  fields: Item;
  nullable?: true;
}

/** A list of sub-records with their own fields, at most `max` (`tooMany`). */
export interface ListField<Item extends Fields = Fields> extends FieldCommon {
  type: 'list';
  required: false;
  max: number;
  fields: Item;
  /** The error key of a list longer than `max`; default `tooMany`. */
  tooMany?: ErrorKey;
  /** At least this many sub-records (a bill's lines): fewer, or no list, is `required`. */
  min?: number;
  /**
   * Rules across one sub-record's fields (a bank account's IBAN or account number), each run once
   * the sub-fields it reads are valid, its error on the sub-record's field (`bankalar.0.iban`); typed
   * by the sub-record in `field.list`.
   */
  checks?: readonly RecordCheck<never>[];
}

export type Field =
  | TextField
  | DateField
  | DateTimeField
  | DecimalField
  | ChoiceField
  | BooleanField
  | ReferenceField
  | FileField
  | FilesField
  | TextsField
  | FiguresField
  | GroupField
  | ListField;
export type Fields = Readonly<Record<string, Field>>;

type Options<F> = Partial<Omit<F, 'type'>>;

/** A built field keeps whether it is required as a literal, so the record's type follows it. */
type Built<F, O> = F & Omit<O, 'required'> & { required: O extends { required: true } ? true : false };

function build<F extends Field, const O extends { required?: boolean }>(base: Omit<F, 'required'>, options: O | undefined): Built<F, O> {
  return { ...base, ...options, required: options?.required === true } as Built<F, O>;
}

/** The field builders a definition is written with. */
export const field = {
  text: <const O extends Options<TextField>>(options?: O) => build<TextField, O>({ type: 'text' }, options),
  date: <const O extends Options<DateField>>(options?: O) => build<DateField, O>({ type: 'date' }, options),
  dateTime: <const O extends Options<DateTimeField>>(options?: O) => build<DateTimeField, O>({ type: 'dateTime' }, options),
  /** The scale is kept as a literal: a whole number (scale 0) is no figure to convert (src/domain/records/form-input.ts). */
  decimal: <const S extends number, const O extends Options<Omit<DecimalField, 'scale' | 'money'>>>(scale: S, options?: O) =>
    build<DecimalField & { scale: S }, O>({ type: 'decimal', scale }, options),
  /** An amount in minor units at `scale` places (2 for every currency the books use; BigInt-safe integers). */
  money: <const O extends Options<Omit<DecimalField, 'scale' | 'money'>>>(options?: O, scale = 2) =>
    build<DecimalField, O>({ type: 'decimal', scale, money: true }, options),
  /** One of a catalogue's values; always required (a record has one of them, its `default` if left out). */
  choice: <const Values extends readonly [string, ...string[]], const O extends { default?: Values[number] | '' } = object>(
    options: Values,
    extra?: O,
  ): ChoiceField<Values> & O & { required: true } => ({ ...(extra as O), type: 'choice', options, required: true }),
  reference: <const O extends Options<Omit<ReferenceField, 'kind'>>>(kind: ReferenceField['kind'], options?: O) =>
    build<ReferenceField, O>({ type: 'reference', kind }, options),
  /** The company (ship) a record belongs to: a reference to `sirket`, missing is `chooseCompany` (and not an id, `malformed`'s key). */
  company: (malformed?: ErrorKey) =>
    build<ReferenceField, { required: true }>(
      { type: 'reference', kind: 'sirket', notFound: 'chooseCompany', ...(malformed ? { malformed } : {}) },
      { required: true },
    ),
  /** A yes or no, false unless a write says true. */
  boolean: (options?: { default?: boolean }): BooleanField => ({ type: 'boolean', required: false, ...options }),
  file: <const O extends Options<FileField>>(options?: O) => build<FileField, O>({ type: 'file' }, options),
  files: (max: number): FilesField => ({ type: 'files', required: false, max }),
  texts: (max: number, itemMax: number): TextsField => ({ type: 'texts', required: false, max, itemMax }),
  figures: <const Keys extends readonly [string, ...string[]]>(
    keys: Keys,
    scale: number,
    range: { min?: bigint; max?: bigint } = {},
  ): FiguresField<Keys> => ({ type: 'figures', required: false, keys, scale, ...range }),
  group: <const Item extends Fields, const O extends { nullable?: true } = object>(fields: Item, options?: O): GroupField<Item> & O => ({
    ...(options as O),
    type: 'group',
    required: false,
    fields,
  }),
  list: <const Item extends Fields>(
    fields: Item,
    max: number,
    tooMany?: ErrorKey,
    min?: number,
    checks?: readonly RecordCheck<ValuesOf<Item>, keyof Item & string>[],
  ): ListField<Item> => ({
    type: 'list',
    required: false,
    max,
    fields,
    ...(tooMany ? { tooMany } : {}),
    ...(min ? { min } : {}),
    ...(checks ? { checks } : {}),
  }),
  /** A field the server writes and a write never sends (FieldCommon `serverWritten`). */
  serverWritten: <const F extends Field>(built: F): F & { serverWritten: true } => ({ ...built, serverWritten: true }),
};

/** The fields of a set that only the server writes. */
export type ServerWrittenKeys<F extends Fields> = { [K in keyof F]: F[K] extends { serverWritten: true } ? K : never }[keyof F];

/** Whether a write sends the field (not one the server writes). */
export function isWritten(field: Field): boolean {
  return field.serverWritten !== true;
}

// ---------------------------------------------------------------------------------------------
// The record's type, from its fields

type Nullable<F extends Field, T> = F extends { required: true } | { default: number } | { defaultNow: true } ? T : T | null;

/**
 * A field's value in the record (the device's, the wire's and the server's: one shape). `File` is
 * how the record holds a file: the server's record (UploadedFile), or on the device also a file
 * kept there until it is uploaded.
 */
export type ValueOf<F extends Field, File = UploadedFile> = F extends TextField
  ? string
  : F extends ChoiceField<infer O>
    ? O[number]
    : F extends BooleanField
      ? boolean
      : F extends DateField | DateTimeField | ReferenceField
        ? Nullable<F, string>
        : F extends DecimalField
          ? Nullable<F, number>
          : F extends FileField
            ? Nullable<F, File>
            : F extends FilesField
              ? File[]
              : F extends TextsField
                ? string[]
                : F extends FiguresField<infer Keys>
                  ? Partial<Record<Keys[number], number>>
                  : F extends GroupField<infer Item>
                    ? F extends { nullable: true }
                      ? ValuesOf<Item, File> | null
                      : ValuesOf<Item, File>
                    : F extends ListField<infer Item>
                      ? ValuesOf<Item, File>[]
                      : never;

export type ValuesOf<F extends Fields, File = UploadedFile> = { -readonly [K in keyof F]: ValueOf<F[K], File> };

// ---------------------------------------------------------------------------------------------
// The kind

/**
 * Records of the kind that may not share the values of `fields` while live (`scope: 'company'`:
 * within one company; the company field is then implied). The write answers 422 `error` on `path`;
 * the device says so before it queues (./unique.ts), the server in the write's transaction
 * (server/collections/kind-collection.ts) and its unique index (constraint `index`).
 */
export interface UniqueRule<Name extends string = string> {
  fields: readonly Name[];
  /** Fields whose blank value still compares (a passport's nationality, if unknown): a blank in any other field clashes with nothing. */
  blankCompares?: readonly Name[];
  scope: 'company' | 'all';
  path: Name;
  error: ErrorKey;
  /** The table's unique index that enforces it (partial: live rows). */
  index: string;
}

/** An error a check finds inside a field (`sorveyler.1.tarih`): a dotted path from the record. */
export interface CheckError {
  path: string;
  message: ErrorKey;
}

/**
 * A rule across fields that the schema checks after each of them is valid (`message` on `path`).
 * `test` may instead name the errors it finds itself (items of a list, each on its own path).
 */
export interface RecordCheck<Record, Name extends string = string> {
  fields: readonly Name[];
  path: Name;
  message: ErrorKey;
  /** Method syntax on purpose: a kind's check, typed by its record, still fits KindDefinition. */
  test(record: Record): boolean | readonly CheckError[];
}

export interface ListDefinition<Name extends string> {
  /** The columns a list shows, in order. */
  columns: readonly Name[];
  /** The fields a list may be sorted by (`updatedAt` besides), and its default order. */
  sorts: readonly (Name | 'updatedAt')[];
  defaultSort: { field: Name | 'updatedAt'; order: 'asc' | 'desc' };
  /** The fields a list may be filtered by, each on equality (the company field as the chosen ship). */
  filters: readonly Name[];
  /**
   * The server's list (`GET /api/<path>`, server/collections/kind-list.ts): the answer's key
   * (`{isRaporlari, totalCount}`); none, a list of the kind's own (the books' lists).
   */
  key?: string;
  /** A page's size when the query names none (default 50; at most 200). */
  perPage?: number;
  /** Text fields sorted in Turkish alphabetical order (a number typed by hand); other texts and choices sort by their bytes (a code, a period). */
  turkishSorts?: readonly Name[];
  /**
   * Query parameters beyond a filter's equality, by name, in the query string's order after the
   * filters; one named as a filter states that filter's type instead of its field's.
   */
  params?: Readonly<Record<string, ListParam<Name>>>;
}

/**
 * A list's query parameter (ListDefinition `params`): `from`/`to` a date at least/at most (the
 * range's ends included); `year` a moment's UTC year (422 `outOfRange` beyond the record years);
 * `equals` a text compared whole, at most `max` characters; `search` the words typed, found
 * (Turkish-folded, src/domain/search-text.ts) in the fields joined, at most `max` characters.
 */
export type ListParam<Name extends string = string> =
  | { type: 'from' | 'to' | 'year'; field: Name }
  | { type: 'equals'; field: Name; max: number }
  | { type: 'search'; fields: readonly Name[]; max: number };

/** A kind as its file writes it: KindDefinition with no uniqueness rules and no checks left out. */
export interface KindInput<N extends KindName = KindName, F extends Fields = Fields> {
  name: N;
  /** The REST resource under /api, no slashes at the ends (docs/architecture.md §6). */
  path: string;
  fields: F;
  /** The field naming the company a record belongs to; `null` for a chart shared by every company. */
  companyField: (keyof F & string) | null;
  /** Default: none. */
  unique?: readonly UniqueRule<keyof F & string>[];
  /** Default: none. */
  checks?: readonly RecordCheck<ValuesOf<F>, keyof F & string>[];
  /** Indexes the device reads by (Dexie syntax, besides the primary key `_id`). */
  indexes: readonly string[];
  /** Fields that make a record recognisable in lists of changes (code, name, number). */
  titleFields: readonly (keyof F & string)[];
  list: ListDefinition<keyof F & string>;
  /**
   * Column values a delete writes over the record's data, so its tombstone costs little
   * (server-collection.ts `tombstone`). Default: nothing cleared.
   */
  tombstone?: Partial<ValuesOf<F>>;
  /**
   * The kind's own error keys (declared in its file on `KindErrorKeys`, their texts in its area):
   * known to `isErrorKey` once the definition loads, so the API answers them.
   */
  errors?: readonly KindErrorKey[];
  /**
   * Values a valid write takes from its other fields (a default that depends on them, an order),
   * after the checks; what it returns replaces those fields. Method syntax: see RecordCheck.
   */
  normalize?(record: ValuesOf<F>): Partial<ValuesOf<F>>;
}

export interface KindDefinition<N extends KindName = KindName, F extends Fields = Fields> extends KindInput<N, F> {
  unique: readonly UniqueRule<keyof F & string>[];
  checks: readonly RecordCheck<ValuesOf<F>, keyof F & string>[];
}

/**
 * Any kind's definition, as the derivations take it: KindDefinition without its record's type
 * (a check typed by its record fits here; so does every kind's definition).
 */
export interface AnyKind {
  name: KindName;
  path: string;
  fields: Fields;
  companyField: string | null;
  unique: readonly UniqueRule[];
  checks: readonly RecordCheck<never>[];
  indexes: readonly string[];
  titleFields: readonly string[];
  list: ListDefinition<string>;
  tombstone?: Readonly<Record<string, unknown>>;
  errors?: readonly KindErrorKey[];
  normalize?(record: never): Readonly<Record<string, unknown>>;
}

/** Defines a kind: checks the field names its parts use, keeps the literal types (a chart's `companyField: null` too). */
export function defineKind<const N extends KindName, const F extends Fields, const C extends (keyof F & string) | null>(
  definition: KindInput<N, F> & { companyField: C },
): KindDefinition<N, F> & { companyField: C } {
  if (definition.errors) addKindErrorKeys(definition.errors);
  return { ...definition, unique: definition.unique ?? [], checks: definition.checks ?? [] };
}

/** The fields every mirrored record carries on the wire (docs/architecture.md §2). */
export interface Stamped {
  _id: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** A record of the kind, as the device mirrors it, the wire carries it and the server answers it. */
export type RecordOf<D extends AnyKind> = { _id: string } & ValuesOf<D['fields']> & Omit<Stamped, '_id'>;

/** The fields of a record a write stores, without what the server stamps (`File`: see ValueOf). */
export type FieldsOf<D extends AnyKind, File = UploadedFile> = ValuesOf<D['fields'], File>;

/** The fields of a record a write makes: FieldsOf without those the server writes. */
export type WrittenFieldsOf<D extends AnyKind, File = UploadedFile> = Omit<FieldsOf<D, File>, ServerWrittenKeys<D['fields']>>;

/** The fields of a definition, in order. */
export function fieldNames<D extends AnyKind>(definition: D): (keyof D['fields'] & string)[] {
  return Object.keys(definition.fields);
}

/** The fields a write sends, in order: those the server writes left out. */
export function writtenFieldNames<D extends AnyKind>(definition: D): Exclude<keyof D['fields'] & string, ServerWrittenKeys<D['fields']>>[] {
  const fields: Fields = definition.fields;
  return Object.keys(fields).filter((name) => fields[name] && isWritten(fields[name])) as Exclude<
    keyof D['fields'] & string,
    ServerWrittenKeys<D['fields']>
  >[];
}
