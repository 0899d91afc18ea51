// Bunkers and emissions (MODULES.md §3): a bunker note's warnings, and a ship's year of fuel, CO₂ and
// bunker reconciliation from its reports and bunker notes. Figures are whole numbers: fuel in kg
// (tonnes to 3 decimals), CO₂ in kg, distance and hours in tenths; arithmetic on BigInt.

import { addMonths } from './calendar';
import { divRound } from './money';

export const FUELS = ['HFO', 'VLSFO', 'ULSFO', 'MDO', 'MGO', 'LNG'] as const;
export type Fuel = (typeof FUELS)[number];

/** t CO₂ per t fuel, in thousandths (MEPC.308(73) / EU MRV factors). */
export const CO2_FACTORS: Record<Fuel, number> = { HFO: 3114, VLSFO: 3151, ULSFO: 3151, MDO: 3206, MGO: 3206, LNG: 2750 };

/** Sulphur caps in thousandths of a percent (% m/m): 0,50 % (MARPOL Annex VI), 0,10 % for ULSFO and MGO. */
const SULPHUR_CAP: Record<Fuel, number> = { HFO: 500, VLSFO: 500, ULSFO: 100, MDO: 500, MGO: 100, LNG: 500 };
/** The lowest flash point SOLAS II-2/4.2.1 allows, in tenths of a °C. */
const MIN_FLASH_POINT = 600;
/** MARPOL Annex VI reg. 18.6: a bunker delivery note is kept three years. */
export const BDN_RETENTION_MONTHS = 36;

/** A BDN's figures' scales (whole numbers on the device and in the table, major units on the wire). */
export const BDN_SCALES = {
  /** Tonnes to 3 decimals: kg. */
  miktarMt: 3,
  /** kg/m³ at 15 °C, to 1 decimal. */
  yogunluk15: 1,
  /** % m/m to 3 decimals. */
  kukurtYuzde: 3,
  /** °C to 1 decimal. */
  parlamaNoktasi: 1,
  /** mm²/s (cSt) to 1 decimal. */
  viskozite: 1,
} as const;

export type BunkerWarning = 'sulphurAboveLimit' | 'flashPointLow';

/** Warnings, not refusals, of a bunker delivery note: sulphur in thousandths of a %, flash point in tenths of a °C. */
export function bunkerWarnings(note: { yakit: Fuel; kukurtYuzde: number; parlamaNoktasi: number }): BunkerWarning[] {
  const warnings: BunkerWarning[] = [];
  if (note.kukurtYuzde > SULPHUR_CAP[note.yakit]) warnings.push('sulphurAboveLimit');
  if (note.yakit !== 'LNG' && note.parlamaNoktasi < MIN_FLASH_POINT) warnings.push('flashPointLow');
  return warnings;
}

/**
 * Whether a note dated `tarih` is still within its retention period on `today` (deleting it is 409
 * `retentionPeriod`): until the third anniversary, 29 February's on 28 February.
 */
export function withinRetention(tarih: string, today: string): boolean {
  return today < addMonths(tarih, BDN_RETENTION_MONTHS);
}

/** CO₂ in kg of `fuelKg` kg of `fuel`, rounded half away from zero. */
export function co2Kg(fuel: Fuel, fuelKg: number | bigint): bigint {
  return divRound(BigInt(fuelKg) * BigInt(CO2_FACTORS[fuel]), 1000n);
}

/** What the emissions read of a ship report. */
export interface ReportFigures {
  /** UTC date-time, ISO 8601. */
  zaman: string;
  /** Tenths of a nautical mile and of an hour since the previous report. */
  mesafe: number;
  seyirSaati: number;
  /** kg per fuel. */
  tuketim: Partial<Record<Fuel, number>>;
  rob: Partial<Record<Fuel, number>>;
}

export interface DeliveryFigures {
  tarih: string;
  yakit: Fuel;
  /** kg. */
  miktar: number;
}

export interface FuelYear {
  yakit: Fuel;
  tuketim: number;
  co2: number;
  teslim: number;
  robBas: number;
  robSon: number;
  /** ROB at the first report + deliveries after it − consumption after it − ROB at the last report: kg unaccounted for. */
  fark: number;
}

export interface EmissionsYear {
  yakitlar: FuelYear[];
  toplamCo2: number;
  mesafe: number;
  seyirSaati: number;
  /** kg CO₂ per nautical mile; null without distance. */
  co2PerNm: number | null;
}

/**
 * A ship's year (UTC) of fuel and emissions from its reports and bunker notes (MODULES.md §3). A
 * report's consumption, distance and hours are since the previous report, so the year's figures are
 * those of its reports; the reconciliation runs from the first report's ROB to the last's, with the
 * deliveries dated after the first report and the consumption reported after it.
 */
export function emissionsYear(reports: readonly ReportFigures[], deliveries: readonly DeliveryFigures[], year: number): EmissionsYear {
  const inYear = reports.filter((report) => Number(report.zaman.slice(0, 4)) === year).sort((a, b) => a.zaman.localeCompare(b.zaman));
  const first = inYear[0];
  const last = inYear.at(-1);
  const yearDeliveries = deliveries.filter((delivery) => Number(delivery.tarih.slice(0, 4)) === year);
  const used = FUELS.filter(
    (fuel) =>
      inYear.some((report) => report.tuketim[fuel] !== undefined || report.rob[fuel] !== undefined) ||
      yearDeliveries.some((delivery) => delivery.yakit === fuel),
  );
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + BigInt(value), 0n);
  const yakitlar = used.map((fuel): FuelYear => {
    const tuketim = sum(inYear.map((report) => report.tuketim[fuel] ?? 0));
    const after = first ? inYear.slice(1) : [];
    const delivered = sum(yearDeliveries.filter((delivery) => delivery.yakit === fuel).map((delivery) => delivery.miktar));
    const deliveredAfter = first
      ? sum(
          yearDeliveries
            .filter((delivery) => delivery.yakit === fuel && delivery.tarih > first.zaman.slice(0, 10))
            .map((delivery) => delivery.miktar),
        )
      : 0n;
    const robBas = BigInt(first?.rob[fuel] ?? 0);
    const robSon = BigInt(last?.rob[fuel] ?? 0);
    const fark = robBas + deliveredAfter - sum(after.map((report) => report.tuketim[fuel] ?? 0)) - robSon;
    return {
      yakit: fuel,
      tuketim: Number(tuketim),
      co2: Number(co2Kg(fuel, tuketim)),
      teslim: Number(delivered),
      robBas: Number(robBas),
      robSon: Number(robSon),
      fark: Number(fark),
    };
  });
  const toplamCo2 = sum(yakitlar.map((fuel) => fuel.co2));
  const mesafe = sum(inYear.map((report) => report.mesafe));
  return {
    yakitlar,
    toplamCo2: Number(toplamCo2),
    mesafe: Number(mesafe),
    seyirSaati: Number(sum(inYear.map((report) => report.seyirSaati))),
    // Distance is in tenths of a mile.
    co2PerNm: mesafe > 0n ? Number(divRound(toplamCo2 * 10n, mesafe)) : null,
  };
}
