import * as v from 'valibot';
import { calendarDate, choice, dateTime, decimal, fileRef, optionalDateTime, optionalDecimal, optionalText, uuid } from '../schema-fields';
import { isWritten, type Field, type Fields, type AnyKind, type RecordCheck, type ServerWrittenKeys } from './define';

// The write schema of a kind, derived from its definition (./define.ts): one implementation for
// every kind. It loads with the forms and the server, never with the sync engine (valibot and the
// checks under it stay out of the first screen; src/domain/collection-schemas.ts).

/** What a write sends for a field, once valid: the record's value, with files named by their ids. */
type WrittenValue<F extends Field> = F extends { type: 'text' }
  ? string
  : F extends { type: 'choice'; options: infer O extends readonly string[] }
    ? O[number]
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'date' | 'dateTime' | 'reference' | 'file' }
        ? F extends { required: true } | { defaultNow: true }
          ? string
          : string | null
        : F extends { type: 'decimal' }
          ? F extends { required: true } | { default: number }
            ? number
            : number | null
          : F extends { type: 'files' | 'texts' }
            ? string[]
            : F extends { type: 'figures'; keys: infer K extends readonly string[] }
              ? Partial<Record<K[number], number>>
              : F extends { type: 'group'; fields: infer Item extends Fields }
                ? F extends { nullable: true }
                  ? WrittenValues<Item> | null
                  : WrittenValues<Item>
                : F extends { type: 'list'; fields: infer Item extends Fields }
                  ? WrittenValues<Item>[]
                  : never;

export type WrittenValues<F extends Fields> = { -readonly [K in Exclude<keyof F, ServerWrittenKeys<F>>]: WrittenValue<F[K]> };

/** A valid write of the kind (the schema's output). */
export type WriteOf<D extends AnyKind> = WrittenValues<D['fields']>;

/** A file as a write may name it: its id, the uploaded file, or a file kept on the device. */
type FileInput = string | { _id: string } | { keptId: string };

/** What a write may send for a field (the schema's input). */
type InputValue<F extends Field> = F extends { type: 'text' | 'choice' }
  ? string
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'date' | 'dateTime'; required: true }
      ? string
      : F extends { type: 'date' | 'dateTime' | 'reference' }
        ? string | null
        : F extends { type: 'decimal'; required: true }
          ? number | string
          : F extends { type: 'decimal' }
            ? number | string | null
            : F extends { type: 'file' }
              ? FileInput | null
              : F extends { type: 'files' }
                ? FileInput[]
                : F extends { type: 'texts' }
                  ? string[]
                  : F extends { type: 'figures'; keys: infer K extends readonly string[] }
                    ? Partial<Record<K[number], number | string | null>>
                    : F extends { type: 'group'; fields: infer Item extends Fields }
                      ? F extends { nullable: true }
                        ? InputValues<Item> | null
                        : InputValues<Item>
                      : F extends { type: 'list'; fields: infer Item extends Fields }
                        ? InputValues<Item>[]
                        : never;

/** The fields a write must send: required texts, choices, dates and figures (the company field is the scope's to check). */
type SentKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { default: unknown } | { serverWritten: true }
    ? never
    : F[K] extends { type: 'text' | 'choice' | 'date' | 'dateTime' | 'decimal'; required: true }
      ? K
      : never;
}[keyof F];

export type InputValues<F extends Fields> = { -readonly [K in SentKeys<F>]: InputValue<F[K]> } & {
  -readonly [K in Exclude<keyof F, SentKeys<F> | ServerWrittenKeys<F>>]?: InputValue<F[K]>;
};

/** What a write may send (the schema's input): the kind's fields, each checked by the schema. */
export type WriteInputOf<D extends AnyKind> = InputValues<D['fields']>;

type Schema = v.GenericSchema<unknown, unknown>;

function textSchema(field: Extract<Field, { type: 'text' }>): Schema {
  const { max, pattern, patternError, upperCase, lowerCase } = field;
  const rules = v.pipe(
    v.string(),
    v.check((value) => max === undefined || value.length <= max, 'tooLong'),
    v.check((value) => !pattern || value === '' || pattern.test(value), patternError ?? 'invalid'),
    v.transform((value) => (upperCase ? value.toUpperCase() : lowerCase ? value.toLowerCase() : value)),
  );
  if (field.required) return v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), rules);
  if (max !== undefined && !pattern && !upperCase && !lowerCase) return optionalText(max);
  return v.optional(v.pipe(v.string('invalid'), v.trim(), rules), '');
}

/** The schema of one field. */
export function fieldSchema(field: Field): Schema {
  switch (field.type) {
    case 'text':
      return textSchema(field);
    case 'choice':
      if (field.default === undefined) return choice(field.options);
      return v.optional(
        field.default === '' ? v.union([v.literal(''), choice(field.options)], 'invalid') : choice(field.options),
        field.default,
      );
    case 'boolean':
      return v.optional(v.boolean('invalid'), field.default ?? false);
    case 'date':
      return field.required ? calendarDate : blankIsNull(v.union([v.literal(''), calendarDate], 'invalidDate'));
    case 'dateTime':
      // A real moment, kept in UTC as toISOString writes it (schema-fields.ts).
      if (field.required) return v.pipe(v.string('required'), v.nonEmpty('required'), dateTime);
      return field.defaultNow
        ? v.pipe(
            optionalDateTime,
            v.transform((value) => value ?? new Date().toISOString()),
          )
        : optionalDateTime;
    case 'decimal': {
      const fallback = field.default;
      if (field.only) {
        const schema = onlyDecimal(field.scale, field.only);
        return fallback === undefined ? schema : v.optional(schema, fallback);
      }
      if (fallback === undefined) return field.required ? decimal(field.scale, field) : optionalDecimal(field.scale, field);
      if (field.required) return v.optional(decimal(field.scale, field), fallback);
      // An optional figure with a default: blank is the default too.
      return v.pipe(
        optionalDecimal(field.scale, field),
        v.transform((value) => value ?? fallback),
      );
    }
    case 'reference': {
      // The company field is checked by the write's scope (missing: `chooseCompany`); a reference
      // by ./references.ts against the record it names.
      if (field.kind === 'sirket') return v.optional(uuid(field.notFound ?? 'required', field.malformed), '');
      return field.required ? uuid('required') : blankIsNull(v.union([v.literal(''), uuid('invalid')], 'invalid'));
    }
    case 'file':
      return field.required ? fileRef : blankIsNull(v.union([v.literal(''), fileRef], 'invalid'));
    case 'texts':
      return v.pipe(
        v.optional(v.array(v.pipe(v.string('invalid'), v.trim(), v.maxLength(field.itemMax, 'tooLong')), 'invalid'), []),
        v.transform((texts) => texts.filter((text) => text !== '')),
        v.maxLength(field.max, 'tooMany'),
      );
    case 'files':
      return v.pipe(v.optional(v.array(fileRef, 'invalid'), []), v.maxLength(field.max, 'tooMany'));
    case 'figures': {
      const { keys } = field;
      return v.pipe(
        v.optional(v.record(v.picklist(keys, 'invalid'), optionalDecimal(field.scale, field), 'invalid'), {}),
        // Blanks left out, in the catalogue's order.
        v.transform((figures: Readonly<Record<string, number | null>>) => {
          const kept: Record<string, number> = {};
          for (const key of keys) {
            const value = figures[key];
            if (typeof value === 'number') kept[key] = value;
          }
          return kept;
        }),
      );
    }
    case 'group':
      // Left out: null if the group may be absent, else each sub-field's own blank (its object schema's defaults).
      if (field.nullable) return v.optional(v.nullable(objectSchema(field.fields, 'invalid')), null);
      return v.optional(objectSchema(field.fields, 'invalid'), {});
    case 'list':
      // With a minimum, a missing list, one that is not a list and one too short are `required`.
      if (field.min) {
        return v.pipe(
          v.array(itemSchema(field), 'required'),
          v.minLength(field.min, 'required'),
          v.maxLength(field.max, field.tooMany ?? 'tooMany'),
        );
      }
      return v.pipe(v.optional(v.array(itemSchema(field), 'invalid'), []), v.maxLength(field.max, field.tooMany ?? 'tooMany'));
  }
}

/** Places beyond its own a value of a few fixed ones is read to, so that 7.5 for 0 places is `outOfRange`, not `tooManyDecimals`. */
const ONLY_EXTRA_PLACES = 4;

/** A decimal that is one of `only` (at `scale`): any other figure, whole or not, is `outOfRange`. */
function onlyDecimal(scale: number, only: readonly number[]): Schema {
  // Each value as the integer the wider decimal reads it to (BigInt: no float arithmetic in src/domain).
  const extra = 10n ** BigInt(ONLY_EXTRA_PLACES);
  const allowed = new Map(only.map((value) => [String(BigInt(value) * extra), value]));
  return v.pipe(
    decimal(Number(BigInt(scale) + BigInt(ONLY_EXTRA_PLACES))),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = allowed.get(String(BigInt(dataset.value)));
      if (value !== undefined) return value;
      addIssue({ message: 'outOfRange' });
      return NEVER;
    }),
  );
}

/** An optional value: absent, null or blank is null. */
function blankIsNull(schema: v.GenericSchema<unknown, string>): Schema {
  return v.pipe(
    v.optional(v.nullable(schema), null),
    v.transform((value) => (value === '' || value === undefined ? null : value)),
  );
}

function objectSchema(fields: Fields, message: string) {
  const entries: Record<string, Schema> = {};
  // A field the server writes is no part of a write: whatever a body sends for it is dropped.
  for (const [name, field] of Object.entries(fields)) if (isWritten(field)) entries[name] = fieldSchema(field);
  return v.object(entries, message);
}

/** A list's sub-record: its fields, then the list's checks across them (./define.ts ListField `checks`). */
function itemSchema(field: Extract<Field, { type: 'list' }>): Schema {
  const object = objectSchema(field.fields, 'invalid');
  return field.checks?.length ? v.pipe(object, ...field.checks.map((check) => recordCheck(check as RecordCheck<never>))) : object;
}

/**
 * A rule across fields, run once each field it reads is valid (a field's own error comes first and
 * alone), its error on its path.
 */
/** A rule across a record's fields as a pipe's action: its errors on their dotted paths (a kind's own schema adds one: src/domain/charter.ts). */
export function recordCheck<T = Record<string, unknown>>(check: RecordCheck<never>) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const failed = new Set((dataset.issues ?? []).map((issue) => issue.path?.[0]?.key));
    if (check.fields.some((name) => failed.has(name))) return;
    const value: unknown = dataset.value;
    if (typeof value !== 'object' || value === null) return;
    const record = value as Readonly<Record<string, unknown>>;
    // The schema's output is the record's write shape: the check reads the fields it names.
    const result = check.test(record as never);
    if (result === true) return;
    const errors = result === false ? [{ path: check.path, message: check.message }] : result;
    for (const error of errors) {
      // The path's keys, as valibot names a field or a list's item (what validate() joins with dots).
      const path = error.path.split('.').map((key) => {
        const index = /^\d+$/.test(key) ? Number(key) : undefined;
        return index === undefined
          ? { type: 'object' as const, origin: 'value' as const, input: record, key, value: undefined }
          : { type: 'array' as const, origin: 'value' as const, input: [], key: index, value: undefined };
      });
      addIssue({ message: error.message, path: path as [(typeof path)[number], ...(typeof path)[number][]] });
    }
  });
}

const cache = new WeakMap<AnyKind, v.GenericSchema<unknown, unknown>>();

/**
 * The write schema of a kind: the body of a create or an update (without `_id`), as the forms and
 * the server validate it. Errors are translation keys (src/domain/error-key.ts).
 */
export function writeSchemaOf<D extends AnyKind>(definition: D): v.GenericSchema<WriteInputOf<D>, WriteOf<D>> {
  let schema = cache.get(definition);
  if (!schema) {
    const checks = definition.checks.map((check) => recordCheck(check as RecordCheck<never>));
    const { normalize } = definition;
    // A valid write's values taken from its other fields (./define.ts `normalize`), once every check passed.
    const normalized = v.transform((value: Record<string, unknown>) => (normalize ? { ...value, ...normalize(value as never) } : value));
    schema = v.pipe(objectSchema(definition.fields, 'required'), ...checks, normalized);
    cache.set(definition, schema);
  }
  return schema as v.GenericSchema<WriteInputOf<D>, WriteOf<D>>;
}
