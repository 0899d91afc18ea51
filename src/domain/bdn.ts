// Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md): the record, its write schema and the answers of its
// list. The warnings (sulphur, flash point) and the retention period are in emissions.ts, which the
// device's screens and the server both call.

import * as v from 'valibot';
import { BDN_SCALES, bunkerWarnings, FUELS, type BunkerWarning, type Fuel } from './emissions';
import type { UploadedFile } from './file';
import { calendarDate, choice, decimal, fileRef, optionalDecimal, optionalText, uuid } from './schema-fields';

/** 1,000,000 t: far beyond any delivery, and an exact integer in kg. */
const MAX_QUANTITY = 1_000_000_000n;

const optionalId = <S extends v.GenericSchema<unknown, string>>(schema: S) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), schema], 'invalid')), null),
    v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
  );

/** Seal numbers: trimmed, blanks dropped, at most 10 of 60 characters each. */
const sealsSchema = v.pipe(
  v.optional(v.array(v.pipe(v.string('invalid'), v.trim(), v.maxLength(60, 'tooLong')), 'invalid'), []),
  v.transform((seals) => seals.filter((seal) => seal !== '')),
  v.maxLength(10, 'tooMany'),
);

/**
 * A bunker delivery note as the form and `POST`/`PUT /api/teknik/bdn` take it. Figures in major
 * units (or the decimal text a form types); the quantity above 0 (`aboveZero`). The sulphur and
 * flash point warnings are not refusals (bunkerWarnings).
 */
export const bdnSchema = v.object(
  {
    sirket: v.optional(uuid('chooseCompany'), ''),
    bdnNo: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(60, 'tooLong')),
    tarih: calendarDate,
    liman: optionalText(120),
    tedarikci: optionalId(uuid('invalid')),
    yakit: choice(FUELS),
    miktarMt: decimal(BDN_SCALES.miktarMt, { min: 1n, max: MAX_QUANTITY }),
    yogunluk15: decimal(BDN_SCALES.yogunluk15, { min: 1n, max: 20_000n }),
    kukurtYuzde: decimal(BDN_SCALES.kukurtYuzde, { min: 0n, max: 100_000n }),
    parlamaNoktasi: decimal(BDN_SCALES.parlamaNoktasi, { min: -2_000n, max: 5_000n }),
    viskozite: optionalDecimal(BDN_SCALES.viskozite, { min: 0n, max: 100_000n }),
    numuneMuhurleri: sealsSchema,
    dosya: optionalId(fileRef),
    fatura: optionalId(uuid('invalid')),
    aciklama: optionalText(2000),
  },
  'required',
);

export type BdnInput = v.InferInput<typeof bdnSchema>;
/** A valid body: figures as whole numbers at BDN_SCALES. */
export type BdnFields = v.InferOutput<typeof bdnSchema>;

/** A BDN as `GET /api/sync` sends it (figures in major units) and the device mirrors it (as whole numbers). */
export interface Bdn {
  _id: string;
  sirket: string;
  bdnNo: string;
  tarih: string;
  liman: string;
  tedarikci: string | null;
  yakit: Fuel;
  miktarMt: number;
  yogunluk15: number;
  kukurtYuzde: number;
  parlamaNoktasi: number;
  viskozite: number | null;
  numuneMuhurleri: string[];
  dosya: UploadedFile | null;
  fatura: string | null;
  aciklama: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** A BDN as the list and the detail answer it: with its warnings. */
export interface BdnView extends Bdn {
  uyarilar: BunkerWarning[];
}

/** `GET /api/teknik/bdn`. */
export interface BdnListResponse {
  bdnler: BdnView[];
  totalCount: number;
}

/** Sort fields the list accepts (`sortBy`); `sortingOrder` 1 ascending, -1 descending. */
export const BDN_SORT_FIELDS = ['tarih', 'bdnNo', 'yakit', 'miktarMt', 'updatedAt'] as const;

/**
 * The warnings of a BDN whose figures are whole numbers at BDN_SCALES (the device's and the table's):
 * sulphur in thousandths of a %, flash point in tenths of a °C.
 */
export function bdnWarnings(note: Pick<Bdn, 'yakit' | 'kukurtYuzde' | 'parlamaNoktasi'>): BunkerWarning[] {
  return bunkerWarnings(note);
}
