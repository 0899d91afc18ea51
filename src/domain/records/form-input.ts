import type { COLLECTIONS, CollectionName, KindOf } from '../collections';
import { collection, COLLECTION_NAMES } from '../collection-declarations';
import type { KindFigures, RowFields, WriteFigures } from '../kinds/figures';
import { decimalText, SCALES, toMajor, toMinor } from '../money';

// A record's write fields, mapped once for the screens (docs/architecture.md §3, §7): what a form
// starts from (`formValuesOf`: figures as the decimal text the user edits) and what a write of a
// record or of a form's values sends (`writeInputOf`: the declaration's write fields only). Both
// are derived from the collection's `writeFields`; the figures each write field carries are
// declared once here, so the forms, the detail pages and the save modules read the same fields.

export { kindFigures, type KindFigures, type RowFields, type WriteFigures } from '../kinds/figures';

/**
 * Every collection's write figures (integers on the device, major units on the wire: SCALES of
 * money.ts), from its kind's definition (`kindFigures`, in its declaration). A new kind adds nothing here.
 */
export const WRITE_FIGURES = Object.fromEntries(
  COLLECTION_NAMES.map((name): [CollectionName, WriteFigures] => [name, collection(name).figures]),
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
    if (typeof scale === 'number' && (typeof value === 'number' || typeof value === 'string')) copy[key] = convert(value, scale);
    // A group or list inside the row (a charter port's deductions).
    else if (scale !== null && typeof scale === 'object' && value !== null && typeof value === 'object') {
      copy[key] = Array.isArray(value) ? value.map((item: unknown) => convertRow(item, scale, convert)) : convertRow(value, scale, convert);
    }
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
  [K in keyof S & keyof E]: [S[K]] extends [number] ? (AsText extends true ? string : E[K]) : ValueOf<E[K], S[K], AsText>;
};

type ValueOf<V, S, AsText extends boolean> = [S] extends [number]
  ? AsText extends true
    ? string
    : V
  : [S] extends [RowFields]
    ? V extends readonly (infer E)[]
      ? RowOf<E, S, AsText>[]
      : // One group of figures (a contract's fee, an assignment's wage), or none.
        V extends object
        ? RowOf<V, S, AsText>
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

/** A row's value: a figure, the rows of a group or list inside it (mapRow), or as it is. */
function mapRowValue(value: unknown, scale: number | RowFields | null, figure: Figure): unknown {
  if (scale === null) return value;
  if (typeof scale === 'number') return figure(value, scale);
  if (Array.isArray(value)) return value.map((item: unknown) => mapRow(item, scale, figure));
  return mapRow(value, scale, figure);
}

/** A list's row with its write fields only; a figure a row lacks (a line from before the field: its withholding rate) stays absent. */
function mapRow(item: unknown, spec: RowFields, figure: Figure): unknown {
  if (item === null || typeof item !== 'object') return item;
  const row = item as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(spec)
      .filter(([key]) => row[key] !== undefined)
      .map(([key, scale]) => [key, mapRowValue(row[key], scale, figure)]),
  );
}

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
      mapped[field] = value.map((item: unknown) =>
        spec ? mapRow(item, spec, figure) : item !== null && typeof item === 'object' ? { ...item } : item,
      );
    } else if (spec && value !== null && typeof value === 'object') {
      // One object of figures (an assignment's wage).
      const row = value as Record<string, unknown>;
      mapped[field] = Object.fromEntries(Object.entries(spec).map(([key, scale]) => [key, mapRowValue(row[key], scale, figure)]));
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
  // A figure left blank (null on the record: an assignment's overtime rate) is blank text in the form.
  const text = (value: unknown, scale: number) => (value === null || value === undefined ? '' : decimalText(value as number, scale));
  return mapWriteFields(name, record as Record<string, unknown>, text) as FormValuesOf<C, R>;
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
