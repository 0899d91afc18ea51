// Bunkers and emissions (docs/areas/bunkers-and-emissions.md): a bunker note's warnings, and a ship's year of fuel, CO₂ and
// bunker reconciliation from its reports and bunker notes. Figures are whole numbers: fuel in kg
// (tonnes to 3 decimals), CO₂ in kg, distance and hours in tenths; arithmetic on BigInt.

import { addMonths } from './calendar';
import { divRound, toMajor } from './money';

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

/** A ship report's figures' scales: fuel in kg (mt to 3 decimals), distance and hours in tenths, positions in ten-thousandths of a degree. */
export const REPORT_SCALES = { fuel: 3, distance: 1, hours: 1, position: 4 } as const;

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

/**
 * A fuel's year and its bunker reconciliation, which adds up row by row as printed:
 * robBas + teslim − tuketim − robSon = fark (kg).
 */
export interface FuelYear {
  yakit: Fuel;
  /** kg reported consumed in the year: every report of the year, the first included. */
  tuketim: number;
  co2: number;
  /** kg delivered in the year up to the last report's day (later ones are the next report's, next year's). */
  teslim: number;
  /**
   * kg on board before the consumption counted: the first report's ROB + its own consumption − the
   * year's deliveries up to its day (those are in `teslim`).
   */
  robBas: number;
  /** kg on board at the year's last report. */
  robSon: number;
  /** kg unaccounted for: robBas + teslim − tuketim − robSon. */
  fark: number;
}

export interface EmissionsYear {
  yakitlar: FuelYear[];
  toplamCo2: number;
  mesafe: number;
  seyirSaati: number;
  /** Hundredths of a kg CO₂ per nautical mile (docs/areas/bunkers-and-emissions.md: kg to 2 decimals); null without distance. */
  co2PerNm: number | null;
}

/**
 * A ship's year (UTC) of fuel and emissions from its reports and bunker notes (docs/areas/bunkers-and-emissions.md). A
 * report's consumption, distance and hours are since the previous report, so the year's figures are
 * those of its reports. The reconciliation runs from the fuel on board before the first report's
 * consumption to the last report's ROB, with the year's deliveries up to the last report's day and
 * the year's consumption, so that each row adds up as shown (FuelYear).
 */
export function emissionsYear(reports: readonly ReportFigures[], deliveries: readonly DeliveryFigures[], year: number): EmissionsYear {
  const inYear = reports.filter((report) => Number(report.zaman.slice(0, 4)) === year).sort((a, b) => a.zaman.localeCompare(b.zaman));
  const first = inYear[0];
  const last = inYear.at(-1);
  const firstDay = first ? first.zaman.slice(0, 10) : '';
  const lastDay = last ? last.zaman.slice(0, 10) : '';
  const yearDeliveries = deliveries.filter((delivery) => Number(delivery.tarih.slice(0, 4)) === year);
  const used = FUELS.filter(
    (fuel) =>
      inYear.some((report) => report.tuketim[fuel] !== undefined || report.rob[fuel] !== undefined) ||
      yearDeliveries.some((delivery) => delivery.yakit === fuel),
  );
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + BigInt(value), 0n);
  const yakitlar = used.map((fuel): FuelYear => {
    const tuketim = sum(inYear.map((report) => report.tuketim[fuel] ?? 0));
    const delivered = (upTo: string) =>
      sum(yearDeliveries.filter((delivery) => delivery.yakit === fuel && delivery.tarih <= upTo).map((delivery) => delivery.miktar));
    const teslim = first ? delivered(lastDay) : 0n;
    const robBas = first ? BigInt(first.rob[fuel] ?? 0) + BigInt(first.tuketim[fuel] ?? 0) - delivered(firstDay) : 0n;
    const robSon = BigInt(last?.rob[fuel] ?? 0);
    return {
      yakit: fuel,
      tuketim: Number(tuketim),
      co2: Number(co2Kg(fuel, tuketim)),
      teslim: Number(teslim),
      robBas: Number(robBas),
      robSon: Number(robSon),
      fark: Number(robBas + teslim - tuketim - robSon),
    };
  });
  const toplamCo2 = sum(yakitlar.map((fuel) => fuel.co2));
  const mesafe = sum(inYear.map((report) => report.mesafe));
  return {
    yakitlar,
    toplamCo2: Number(toplamCo2),
    mesafe: Number(mesafe),
    seyirSaati: Number(sum(inYear.map((report) => report.seyirSaati))),
    // kg × 100 per tenth of a mile × 10: hundredths of a kg per mile.
    co2PerNm: mesafe > 0n ? Number(divRound(toplamCo2 * 1000n, mesafe)) : null,
  };
}

/** The ROB check's tolerance: a report's ROB may differ from the expected one by 1 t per fuel. */
export const ROB_TOLERANCE_KG = 1_000;

export interface RobCheck {
  yakit: Fuel;
  /** kg: the previous ROB − this report's consumption + the deliveries in between. */
  beklenen: number;
  /** kg, as reported. */
  bildirilen: number;
  /** kg: reported − expected. */
  fark: number;
  uyumsuz: boolean;
}

/**
 * A report's ROB against the previous report's (docs/areas/bunkers-and-emissions.md): for each fuel either carries, the
 * previous ROB less this report's consumption plus the deliveries dated after the previous report's
 * day up to this one's; `uyumsuz` beyond ROB_TOLERANCE_KG. Nothing without a previous report.
 */
export function robCheck(
  previous: Pick<ReportFigures, 'zaman' | 'rob'> | null,
  report: Pick<ReportFigures, 'zaman' | 'tuketim' | 'rob'>,
  deliveries: readonly DeliveryFigures[],
): RobCheck[] {
  if (!previous) return [];
  const from = previous.zaman.slice(0, 10);
  const to = report.zaman.slice(0, 10);
  return FUELS.filter((fuel) => previous.rob[fuel] !== undefined || report.rob[fuel] !== undefined).map((fuel) => {
    const delivered = deliveries
      .filter((delivery) => delivery.yakit === fuel && delivery.tarih > from && delivery.tarih <= to)
      .reduce((total, delivery) => total + delivery.miktar, 0);
    const beklenen = (previous.rob[fuel] ?? 0) - (report.tuketim[fuel] ?? 0) + delivered;
    const bildirilen = report.rob[fuel] ?? 0;
    const fark = bildirilen - beklenen;
    return { yakit: fuel, beklenen, bildirilen, fark, uyumsuz: Math.abs(fark) > ROB_TOLERANCE_KG };
  });
}

/** A month (1–12) of a ship's year: fuel per type in kg and CO₂ in kg. */
export interface EmissionsMonth {
  ay: number;
  tuketim: Partial<Record<Fuel, number>>;
  co2: number;
}

export interface ShipEmissions extends EmissionsYear {
  aylar: EmissionsMonth[];
}

/** What shipEmissions reads of a ship report as the device and the table keep it (whole numbers). */
export interface ShipReportFigures extends Omit<ReportFigures, 'mesafe'> {
  mesafeNm: number;
}

/** What shipEmissions reads of a BDN (whole numbers: kg). */
export interface BdnFigures extends Omit<DeliveryFigures, 'miktar'> {
  miktarMt: number;
}

/**
 * A ship's year (UTC) of fuel, CO₂, distance, hours and bunker reconciliation from its reports and
 * BDNs as kept (docs/areas/bunkers-and-emissions.md; emissionsYear), with the year's twelve months of fuel and CO₂ (each
 * report counted in the month of its time). The device's MRV screen and `GET /api/mrv` call it.
 */
export function shipEmissions(reports: readonly ShipReportFigures[], bdns: readonly BdnFigures[], year: number): ShipEmissions {
  const figures = reports.map((report): ReportFigures => ({
    zaman: report.zaman,
    mesafe: report.mesafeNm,
    seyirSaati: report.seyirSaati,
    tuketim: report.tuketim,
    rob: report.rob,
  }));
  const deliveries = bdns.map((bdn): DeliveryFigures => ({ tarih: bdn.tarih, yakit: bdn.yakit, miktar: bdn.miktarMt }));
  const monthly = Array.from({ length: 12 }, () => new Map<Fuel, bigint>());
  const prefix = String(year).padStart(4, '0');
  for (const report of reports) {
    if (report.zaman.slice(0, 4) !== prefix) continue;
    const month = monthly[Number(report.zaman.slice(5, 7)) - 1]!;
    for (const fuel of FUELS) {
      const kg = report.tuketim[fuel];
      if (kg !== undefined) month.set(fuel, (month.get(fuel) ?? 0n) + BigInt(kg));
    }
  }
  const aylar = monthly.map((month, index): EmissionsMonth => {
    let co2 = 0n;
    const tuketim: Partial<Record<Fuel, number>> = {};
    for (const [fuel, kg] of month) {
      tuketim[fuel] = Number(kg);
      co2 += co2Kg(fuel, kg);
    }
    return { ay: index + 1, tuketim, co2: Number(co2) };
  });
  return { ...emissionsYear(figures, deliveries, year), aylar };
}

/** A fuel's unaccounted difference as a % of its consumption in the year, in hundredths of a %; null without consumption. */
export function reconciliationPercent(fuel: Pick<FuelYear, 'fark' | 'tuketim'>): number | null {
  return fuel.tuketim === 0 ? null : Number(divRound(BigInt(fuel.fark) * 10_000n, BigInt(fuel.tuketim)));
}

/** `GET /api/mrv?sirket=&yil=` (docs/areas/bunkers-and-emissions.md): figures in major units (mt, t, nm, hours), CO₂ per mile in kg. */
export interface MrvResponse {
  yil: number;
  gemi: { adi: string; imo: string; bayrak: string } | null;
  yakitlar: { yakit: Fuel; tuketimMt: number; co2T: number; teslimMt: number; robBasMt: number; robSonMt: number; farkMt: number }[];
  toplamCo2T: number;
  mesafeNm: number;
  seyirSaati: number;
  /** kg CO₂ per nautical mile to 2 decimals (EU MRV); null without distance. */
  co2PerNm: number | null;
  /** The year's months: fuel per type in mt and CO₂ in t. */
  aylar: { ay: number; tuketimMt: Partial<Record<Fuel, number>>; co2T: number }[];
}

/** The API's answer from a ship's year (shipEmissions): kg as t to 3 decimals, tenths as decimals. */
export function mrvResponse(yil: number, gemi: MrvResponse['gemi'], year: ShipEmissions): MrvResponse {
  const t = (kg: number) => toMajor(kg, 3);
  return {
    yil,
    gemi,
    yakitlar: year.yakitlar.map((fuel) => ({
      yakit: fuel.yakit,
      tuketimMt: t(fuel.tuketim),
      co2T: t(fuel.co2),
      teslimMt: t(fuel.teslim),
      robBasMt: t(fuel.robBas),
      robSonMt: t(fuel.robSon),
      farkMt: t(fuel.fark),
    })),
    toplamCo2T: t(year.toplamCo2),
    mesafeNm: toMajor(year.mesafe, 1),
    seyirSaati: toMajor(year.seyirSaati, 1),
    co2PerNm: year.co2PerNm === null ? null : toMajor(year.co2PerNm, 2),
    aylar: year.aylar.map((month) => ({
      ay: month.ay,
      tuketimMt: Object.fromEntries(Object.entries(month.tuketim).map(([fuel, kg]) => [fuel, t(kg)])),
      co2T: t(month.co2),
    })),
  };
}

/** A ship's row of the fleet's DCS year: distance and hours in tenths, fuel and CO₂ in kg. */
export interface FleetShipYear {
  sirket: string;
  mesafe: number;
  seyirSaati: number;
  tuketim: Partial<Record<Fuel, number>>;
  co2: number;
}

export interface FleetYear {
  /** The fuels any ship used in the year, in FUELS order: the table's columns. */
  yakitlar: Fuel[];
  gemiler: FleetShipYear[];
  toplam: Omit<FleetShipYear, 'sirket'>;
}

/**
 * The fleet's year for IMO DCS (docs/areas/bunkers-and-emissions.md): each ship's distance, hours at sea, fuel per
 * type and CO₂ from its own year (shipEmissions, computed per ship), and their sums, whole numbers
 * throughout (the totals add up to the rows as shown).
 */
export function fleetEmissions(ships: readonly { sirket: string; year: EmissionsYear }[]): FleetYear {
  const gemiler = ships.map(({ sirket, year }): FleetShipYear => ({
    sirket,
    mesafe: year.mesafe,
    seyirSaati: year.seyirSaati,
    tuketim: Object.fromEntries(year.yakitlar.filter((fuel) => fuel.tuketim !== 0).map((fuel) => [fuel.yakit, fuel.tuketim])),
    co2: year.toplamCo2,
  }));
  const sum = (values: readonly number[]) => Number(values.reduce((total, value) => total + BigInt(value), 0n));
  const yakitlar = FUELS.filter((fuel) => gemiler.some((ship) => ship.tuketim[fuel] !== undefined));
  return {
    yakitlar,
    gemiler,
    toplam: {
      mesafe: sum(gemiler.map((ship) => ship.mesafe)),
      seyirSaati: sum(gemiler.map((ship) => ship.seyirSaati)),
      tuketim: Object.fromEntries(yakitlar.map((fuel) => [fuel, sum(gemiler.map((ship) => ship.tuketim[fuel] ?? 0))])),
      co2: sum(gemiler.map((ship) => ship.co2)),
    },
  };
}
