import { FUELS, REPORT_SCALES } from '../emissions';
import { defineKind, field, type FieldsOf, type RecordOf, type ValueOf } from './define';

export const SHIP_STATES = ['seyir', 'limanda', 'demirde', 'tersanede'] as const;
export type ShipState = (typeof SHIP_STATES)[number];

/** What a list of reports may be sorted by. */
export const SHIP_REPORT_SORT_FIELDS = ['zaman', 'durum', 'updatedAt'] as const;

/** 100,000 t of one fuel: far beyond any ship's tanks, an exact integer in kg. */
const MAX_FUEL = 100_000_000n;

/** Per fuel, whole kg (mt to 3 decimals); a fuel not carried is absent. */
const fuelFigures = () => field.figures(FUELS, REPORT_SCALES.fuel, { min: 0n, max: MAX_FUEL });

declare module './define' {
  interface KindNames {
    gemiRaporu: true;
  }
}

/**
 * Ship reports (gemiRaporu; docs/areas/bunkers-and-emissions.md): the bridge's noon or weekly report.
 * `zaman` a UTC moment; distance and hours since the previous report (0 when left blank);
 * consumption and ROB per fuel; positions in ten-thousandths of a degree, distance and hours in
 * tenths, fuel in kg. One report per ship and time (422 `duplicateReport`). The ROB check against
 * the previous report and the BDNs in between is a warning, in emissions.ts (robCheck).
 */
export const shipReportKind = defineKind({
  name: 'gemiRaporu',
  path: 'operasyon/gemi-raporu',
  fields: {
    sirket: field.company(),
    zaman: field.dateTime({ required: true }),
    durum: field.choice(SHIP_STATES),
    enlem: field.decimal(REPORT_SCALES.position, { min: -900_000n, max: 900_000n }),
    boylam: field.decimal(REPORT_SCALES.position, { min: -1_800_000n, max: 1_800_000n }),
    sonLiman: field.text({ max: 120 }),
    sonrakiLiman: field.text({ max: 120 }),
    eta: field.dateTime(),
    mesafeNm: field.decimal(REPORT_SCALES.distance, { min: 0n, max: 1_000_000n, default: 0 }),
    seyirSaati: field.decimal(REPORT_SCALES.hours, { min: 0n, max: 100_000n, default: 0 }),
    tuketim: fuelFigures(),
    rob: fuelFigures(),
    yuk: field.group({
      cins: field.text({ max: 200 }),
      miktarMt: field.decimal(REPORT_SCALES.fuel, { min: 0n, max: 10_000_000_000n }),
    }),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  unique: [{ fields: ['zaman'], scope: 'company', path: 'zaman', error: 'duplicateReport', index: 'gemi_raporu_zaman_unique' }],
  // Read per company (the chosen ship) in time order: the last report, a year's reports.
  indexes: ['sirket', '[sirket+zaman]', 'zaman'],
  titleFields: ['zaman'],
  list: {
    columns: ['zaman', 'durum', 'sonLiman', 'sonrakiLiman', 'mesafeNm', 'tuketim', 'rob'],
    sorts: SHIP_REPORT_SORT_FIELDS,
    defaultSort: { field: 'zaman', order: 'desc' },
    filters: ['sirket', 'durum'],
    key: 'raporlar',
    perPage: 100,
    params: { yil: { type: 'year', field: 'zaman' } },
  },
  tombstone: { aciklama: '', sonLiman: '', sonrakiLiman: '', tuketim: {}, rob: {}, yuk: { cins: '', miktarMt: null } },
});

export type ShipReportDefinition = typeof shipReportKind;
/** A ship report as `GET /api/sync` sends it (figures in major units) and the device mirrors it (whole numbers). */
export type ShipReport = RecordOf<ShipReportDefinition>;
export type ShipReportValues = FieldsOf<ShipReportDefinition>;
/** Fuel figures per fuel, whole kg (mt to 3 decimals); a fuel not carried is absent. */
export type FuelFigures = ValueOf<ShipReportDefinition['fields']['tuketim']>;
/** A report's cargo: its kind and kg (mt to 3 decimals), null when none was given. */
export type Cargo = ValueOf<ShipReportDefinition['fields']['yuk']>;
