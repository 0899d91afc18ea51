// Ship reports (gemiRaporu; docs/areas/bunkers-and-emissions.md): the record, its write schema and the answers of its list.
// The ROB check against the previous report and the BDNs in between is in emissions.ts (robCheck).

import * as v from 'valibot';
import { FUELS, REPORT_SCALES, type Fuel } from './emissions';
import { dateTime, optionalDateTime, optionalDecimal, optionalText, uuid } from './schema-fields';

export const SHIP_STATES = ['seyir', 'limanda', 'demirde', 'tersanede'] as const;
export type ShipState = (typeof SHIP_STATES)[number];

/** Fuel figures per fuel, whole kg (mt to 3 decimals); a fuel not carried is absent. */
export type FuelFigures = Partial<Record<Fuel, number>>;

export interface Cargo {
  cins: string;
  /** kg (mt to 3 decimals); null when none was given. */
  miktarMt: number | null;
}

/** 100,000 t of one fuel: far beyond any ship's tanks, an exact integer in kg. */
const MAX_FUEL = 100_000_000n;

const optionalFigure = (scale: number, min: bigint, max: bigint) => optionalDecimal(scale, { min, max });

/** Per fuel, in mt (or the decimal text a form types); blanks dropped. */
const fuelFigures = v.pipe(
  v.optional(v.record(v.picklist(FUELS, 'invalid'), optionalFigure(REPORT_SCALES.fuel, 0n, MAX_FUEL), 'invalid'), {}),
  v.transform((figures): FuelFigures => {
    const kept: FuelFigures = {};
    for (const fuel of FUELS) {
      const value = figures[fuel];
      if (typeof value === 'number') kept[fuel] = value;
    }
    return kept;
  }),
);

/**
 * A ship report as the form and `POST`/`PUT /api/operasyon/gemi-raporu` take it: `zaman` a UTC
 * date-time, distance and hours since the previous report, consumption and ROB per fuel in mt. One
 * report per ship and time (422 `duplicateReport`, the server's rule).
 */
export const shipReportSchema = v.object(
  {
    sirket: v.optional(uuid('chooseCompany'), ''),
    zaman: v.pipe(v.string('required'), v.nonEmpty('required'), dateTime),
    durum: v.pipe(v.string('required'), v.nonEmpty('required'), v.picklist(SHIP_STATES, 'invalid')),
    enlem: optionalFigure(REPORT_SCALES.position, -900_000n, 900_000n),
    boylam: optionalFigure(REPORT_SCALES.position, -1_800_000n, 1_800_000n),
    sonLiman: optionalText(120),
    sonrakiLiman: optionalText(120),
    eta: optionalDateTime,
    mesafeNm: v.pipe(
      optionalFigure(REPORT_SCALES.distance, 0n, 1_000_000n),
      v.transform((value) => value ?? 0),
    ),
    seyirSaati: v.pipe(
      optionalFigure(REPORT_SCALES.hours, 0n, 100_000n),
      v.transform((value) => value ?? 0),
    ),
    tuketim: fuelFigures,
    rob: fuelFigures,
    yuk: v.pipe(
      v.optional(
        v.object({
          cins: optionalText(200),
          miktarMt: optionalFigure(REPORT_SCALES.fuel, 0n, 10_000_000_000n),
        }),
        { cins: '', miktarMt: null },
      ),
    ),
    aciklama: optionalText(2000),
  },
  'required',
);

export type ShipReportInput = v.InferInput<typeof shipReportSchema>;
export type ShipReportFields = v.InferOutput<typeof shipReportSchema>;

/** A ship report as `GET /api/sync` sends it (figures in major units) and the device mirrors it (whole numbers). */
export interface ShipReport {
  _id: string;
  sirket: string;
  /** UTC, ISO 8601. */
  zaman: string;
  durum: ShipState;
  enlem: number | null;
  boylam: number | null;
  sonLiman: string;
  sonrakiLiman: string;
  eta: string | null;
  mesafeNm: number;
  seyirSaati: number;
  tuketim: FuelFigures;
  rob: FuelFigures;
  yuk: Cargo;
  aciklama: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** `GET /api/operasyon/gemi-raporu`. */
export interface ShipReportListResponse {
  raporlar: ShipReport[];
  totalCount: number;
}

export const SHIP_REPORT_SORT_FIELDS = ['zaman', 'durum', 'updatedAt'] as const;
