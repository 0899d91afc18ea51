import { collection, COLLECTION_NAMES, kindOf, type COLLECTIONS, type CollectionName, type KindOf } from '../collections';
import type { DecimalField, Fields, FiguresField, GroupField, ListField } from '../kinds/define';
import { decimalText, SCALES, toMajor, toMinor } from '../money';

// A record's write fields, mapped once for the screens (docs/architecture.md §3, §7): what a form
// starts from (`formValuesOf`: figures as the decimal text the user edits) and what a write of a
// record or of a form's values sends (`writeInputOf`: the declaration's write fields only). Both
// are derived from the collection's `writeFields`; the figures each write field carries are
// declared once here, so the forms, the detail pages and the save modules read the same fields.

/** The fields of one row of a list field (a bill's lines, its plan) that a write sends: each one's scale, or `null`. */
export type RowFields = Readonly<Record<string, number | null>>;

/** The figures a collection's write fields carry: a figure's scale, or a list field's row fields. */
export type WriteFigures = Readonly<Record<string, number | RowFields>>;

/**
 * A field's figures in a write: a decimal's scale (not a whole number's, scale 0: the same on the
 * device and the wire, and a form edits it as a number), a figures field's scale per key, a group's
 * or list's row fields with a decimal among them.
 */
type FigureSpec<F> = F extends { serverWritten: true }
  ? never
  : F extends DecimalField
    ? F extends { scale: 0 }
      ? never
      : number
    : F extends FiguresField<infer Keys>
      ? { [K in Keys[number]]: number }
      : F extends GroupField<infer Item> | ListField<infer Item>
        ? [{ [K in keyof Item]: Item[K] extends DecimalField ? K : never }[keyof Item]] extends [never]
          ? never
          : { [K in keyof Item]: Item[K] extends DecimalField ? number : null }
        : never;

/** The write figures of a kind, from its definition: its fields that carry a figure (FigureSpec). */
export type KindFigures<D extends { fields: Fields }> = {
  [K in keyof D['fields'] as [FigureSpec<D['fields'][K]>] extends [never] ? never : K]: FigureSpec<D['fields'][K]>;
};

/**
 * The write figures of a kind, from its definition: each decimal's scale but a whole number's
 * (scale 0), a figures field's scale per key, and of a group or a list with a decimal among its fields every row field (its scale, or
 * `null`); a list without one is copied whole.
 */
export function kindFigures<D extends { fields: Fields }>(kind: D): KindFigures<D>;
export function kindFigures(kind: { fields: Fields }): WriteFigures {
  const figures: Record<string, number | RowFields> = {};
  for (const [name, spec] of Object.entries(kind.fields)) {
    // A field the server writes is never in a write (a document's earlier revisions).
    if (spec.serverWritten) continue;
    if (spec.type === 'decimal') {
      if (spec.scale !== 0) figures[name] = spec.scale;
    } else if (spec.type === 'figures') figures[name] = Object.fromEntries(spec.keys.map((key) => [key, spec.scale]));
    else if ((spec.type === 'group' || spec.type === 'list') && Object.values(spec.fields).some((sub) => sub.type === 'decimal')) {
      figures[name] = Object.fromEntries(Object.entries(spec.fields).map(([key, sub]) => [key, sub.type === 'decimal' ? sub.scale : null]));
    }
  }
  return figures;
}

/**
 * Every collection's write figures (integers on the device, major units on the wire: SCALES of
 * money.ts), from its kind's definition (`kindFigures`). A new kind adds nothing here.
 */
export const WRITE_FIGURES = Object.fromEntries(
  COLLECTION_NAMES.map((name): [CollectionName, WriteFigures] => [name, kindFigures(kindOf(name))]),
) as { readonly [C in CollectionName]: KindFigures<KindOf<C>> };

/**
 * Every figure a record of each collection carries: its write figures and those the server derives
 * (a bill's line amounts and totals). The device keeps them as integers at their scales, as the
 * server stores them; the wire (the API's JSON) carries them in major units (docs/architecture.md §7). `recordOnDevice`
 * and `recordOnWire` convert between the two, at the sync boundary only.
 */
export const RECORD_FIGURES = {
  ...WRITE_FIGURES,
  fatura: {
    kalemler: { ...WRITE_FIGURES.fatura.kalemler, kdvTutari: SCALES.amount, tutar: SCALES.amount, tevkifatTutari: SCALES.amount },
    odemePlani: WRITE_FIGURES.fatura.odemePlani,
    toplamlar: {
      araToplam: SCALES.amount,
      toplamIskontoTutar: SCALES.amount,
      indirimliTutar: SCALES.amount,
      toplamKdvTutar: SCALES.amount,
      toplamTevkifatTutar: SCALES.amount,
      odenecekTutar: SCALES.amount,
    },
  },
} as const satisfies Record<CollectionName, WriteFigures>;

type Convert = (value: number | string, scale: number) => number;

function convertRow(row: unknown, fields: RowFields, convert: Convert): unknown {
  if (row === null || typeof row !== 'object') return row;
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, scale] of Object.entries(fields)) {
    const value = copy[key];
    if (scale !== null && (typeof value === 'number' || typeof value === 'string')) copy[key] = convert(value, scale);
  }
  return copy;
}

/**
 * A record (or a row, a body) of `name` with every figure RECORD_FIGURES declares converted; other
 * fields, and figures that are absent (a tombstone, a partial body), as they are.
 */
export function convertFigures<R extends object>(name: CollectionName, record: R, convert: Convert): R {
  const figures: WriteFigures = RECORD_FIGURES[name];
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [field, spec] of Object.entries(figures)) {
    const value = copy[field];
    if (value === undefined || value === null) continue;
    if (typeof spec === 'number') {
      if (typeof value === 'number' || typeof value === 'string') copy[field] = convert(value, spec);
    } else if (Array.isArray(value)) {
      copy[field] = value.map((item: unknown) => convertRow(item, spec, convert));
    } else {
      copy[field] = convertRow(value, spec, convert);
    }
  }
  return copy as R;
}

/** A record as the wire carries it (figures in major units) as the device keeps it: figures as integers (toMinor). */
export function recordOnDevice<R extends object>(name: CollectionName, record: R): R {
  return convertFigures(name, record, (value, scale) => toMinor(value, scale));
}

/** A record as the device keeps it (figures as integers) as the wire carries it: figures in major units (toMajor). */
export function recordOnWire<R extends object>(name: CollectionName, record: R): R {
  return convertFigures(name, record, (value, scale) => toMajor(Number(value), scale));
}

/** The write fields of collection `C` (its declaration's `writeFields`). */
export type WriteField<C extends CollectionName> = (typeof COLLECTIONS)[C]['writeFields'][number];

type FigureOf<C extends CollectionName, K> = K extends keyof (typeof WRITE_FIGURES)[C] ? (typeof WRITE_FIGURES)[C][K] : undefined;

/** A row of a list field with its write fields only; figures as text when `AsText`. */
type RowOf<E, S extends RowFields, AsText extends boolean> = {
  [K in keyof S & keyof E]: [S[K]] extends [number] ? (AsText extends true ? string : E[K]) : E[K];
};

type ValueOf<V, S, AsText extends boolean> = [S] extends [number]
  ? AsText extends true
    ? string
    : V
  : [S] extends [RowFields]
    ? V extends readonly (infer E)[]
      ? RowOf<E, S, AsText>[]
      : V
    : V;

type Mapped<C extends CollectionName, R, AsText extends boolean> = {
  [K in WriteField<C> & keyof R]: ValueOf<R[K], FigureOf<C, K>, AsText>;
};

/** A form's starting values from a record of `C`: its write fields, figures as decimal text (`1234.5`). */
export type FormValuesOf<C extends CollectionName, R> = Mapped<C, R, true>;

/** The write input of a record (or a form's values) of `C`: its write fields, and of list rows their row fields. */
export type WriteInputOf<C extends CollectionName, R> = Mapped<C, R, false>;

type Figure = (value: unknown, scale: number) => unknown;

function mapWriteFields(name: CollectionName, record: Record<string, unknown>, figure: Figure): Record<string, unknown> {
  const figures: WriteFigures = WRITE_FIGURES[name];
  const mapped: Record<string, unknown> = {};
  for (const field of collection(name).writeFields as readonly string[]) {
    const value = record[field];
    if (value === undefined) continue;
    const spec = figures[field];
    if (typeof spec === 'number') {
      mapped[field] = figure(value, spec);
    } else if (Array.isArray(value)) {
      mapped[field] = value.map((item: unknown) => {
        if (item === null || typeof item !== 'object') return item;
        if (!spec) return { ...item };
        const row = item as Record<string, unknown>;
        // A figure a row lacks (a line from before the field: its withholding rate) stays absent.
        return Object.fromEntries(
          Object.entries(spec)
            .filter(([key]) => row[key] !== undefined)
            .map(([key, scale]) => [key, scale === null ? row[key] : figure(row[key], scale)]),
        );
      });
    } else if (spec && value !== null && typeof value === 'object') {
      // One object of figures (an assignment's wage).
      const row = value as Record<string, unknown>;
      mapped[field] = Object.fromEntries(
        Object.entries(spec).map(([key, scale]) => [key, scale === null ? row[key] : figure(row[key], scale)]),
      );
    } else {
      mapped[field] = value;
    }
  }
  return mapped;
}

/**
 * A form's starting values from a record of `name` as the device keeps it: its write fields, each
 * figure (an integer at its scale) as plain decimal text (decimalText),
 * the rows of list fields (a bill's lines and plan) with their write fields only, other lists copied.
 */
export function formValuesOf<C extends CollectionName, R extends object>(name: C, record: R): FormValuesOf<C, R> {
  return mapWriteFields(name, record as Record<string, unknown>, (value, scale) => decimalText(value as number, scale)) as FormValuesOf<
    C,
    R
  >;
}

/**
 * What a write of a form's values sends through its schema: its write fields, the rows of list
 * fields with their write fields only; figures as they are (decimal text, or major units: the
 * schema reads both). A record as the device keeps it (figures as integers) goes through
 * `formValuesOf` instead.
 */
export function writeInputOf<C extends CollectionName, R extends object>(name: C, record: R): WriteInputOf<C, R> {
  return mapWriteFields(name, record as Record<string, unknown>, (value) => value) as WriteInputOf<C, R>;
}
