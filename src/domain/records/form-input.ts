import { BDN_SCALES, FUELS, REPORT_SCALES } from '../emissions';
import { collection, type COLLECTIONS, type CollectionName } from '../collections';
import { RATE_SCALE } from '../exchange-rates';
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

/** A report's figures per fuel (mt to 3 decimals). */
const PER_FUEL = Object.fromEntries(FUELS.map((fuel) => [fuel, REPORT_SCALES.fuel])) as Record<(typeof FUELS)[number], 3>;

/** Every collection's write figures (integers on the device, major units on the wire: SCALES of money.ts). */
export const WRITE_FIGURES = {
  butceKodu: {},
  cariHesap: {},
  fatura: {
    kalemler: {
      id: null,
      butceKodu: null,
      adi: null,
      aciklama: null,
      miktar: SCALES.quantity,
      birim: null,
      birimFiyat: SCALES.unitPrice,
      iskonto: SCALES.percent,
      kdv: SCALES.percent,
      // A whole percent (0, 20–100 in tens): scale 0.
      tevkifatOrani: 0,
    },
    odemePlani: { id: null, tarih: null, miktar: SCALES.amount },
  },
  nakitAkis: { miktar: SCALES.amount },
  bankaTalimat: { miktar: SCALES.amount },
  kur: { dovizAlis: RATE_SCALE, dovizSatis: RATE_SCALE, efektifAlis: RATE_SCALE, efektifSatis: RATE_SCALE },
  sertifika: {},
  dokuman: {},
  okumaOnayi: {},
  cekSenet: { miktar: SCALES.amount },
  bdn: BDN_SCALES,
  gemiRaporu: {
    enlem: REPORT_SCALES.position,
    boylam: REPORT_SCALES.position,
    mesafeNm: REPORT_SCALES.distance,
    seyirSaati: REPORT_SCALES.hours,
    tuketim: PER_FUEL,
    rob: PER_FUEL,
    yuk: { cins: null, miktarMt: REPORT_SCALES.fuel },
  },
  isRaporu: {},
  personel: {},
  gorevlendirme: { ucret: { miktar: SCALES.amount, dovizCinsi: null } },
} as const satisfies Record<CollectionName, WriteFigures>;

/**
 * Every figure a record of each collection carries: its write figures and those the server derives
 * (a bill's line amounts and totals). The device keeps them as integers at their scales, as the
 * server stores them; the wire (the API's JSON) carries them in major units (docs/architecture.md §7). `recordOnDevice`
 * and `recordOnWire` convert between the two, at the sync boundary only.
 */
export const RECORD_FIGURES = {
  butceKodu: {},
  cariHesap: {},
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
  nakitAkis: WRITE_FIGURES.nakitAkis,
  bankaTalimat: WRITE_FIGURES.bankaTalimat,
  kur: WRITE_FIGURES.kur,
  sertifika: WRITE_FIGURES.sertifika,
  dokuman: WRITE_FIGURES.dokuman,
  okumaOnayi: WRITE_FIGURES.okumaOnayi,
  cekSenet: WRITE_FIGURES.cekSenet,
  bdn: WRITE_FIGURES.bdn,
  gemiRaporu: WRITE_FIGURES.gemiRaporu,
  isRaporu: WRITE_FIGURES.isRaporu,
  personel: WRITE_FIGURES.personel,
  gorevlendirme: WRITE_FIGURES.gorevlendirme,
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
