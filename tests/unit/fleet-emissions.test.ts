import { describe, expect, it } from 'vitest';
import { fleetEmissions, shipEmissions, type ShipReportFigures } from '../../src/domain/emissions';

// The fleet's DCS year (docs/areas/bunkers-and-emissions.md), worked by hand: each ship's year through shipEmissions,
// then summed. Fuel and CO₂ in kg, distance and hours in tenths.
describe('fleetEmissions', () => {
  const report = (zaman: string, mesafeNm: number, seyirSaati: number, tuketim: ShipReportFigures['tuketim']): ShipReportFigures => ({
    zaman,
    mesafeNm,
    seyirSaati,
    tuketim,
    rob: {},
  });
  // Ship A: 2 reports in 2026 (one in 2025 left out): 300 t HFO + 20 t MGO, 1.200,5 nm, 96,5 h.
  const a = shipEmissions(
    [
      report('2025-12-31T12:00:00Z', 5_000, 400, { HFO: 99_000 }),
      report('2026-02-01T12:00:00Z', 7_000, 560, { HFO: 100_000, MGO: 20_000 }),
      report('2026-05-01T12:00:00Z', 5_005, 405, { HFO: 200_000 }),
    ],
    [],
    2026,
  );
  // Ship B: 50 t VLSFO + 1,5 t MGO, 400 nm, 30 h.
  const b = shipEmissions([report('2026-07-01T00:00:00Z', 4_000, 300, { VLSFO: 50_000, MGO: 1_500 })], [], 2026);
  // Ship C: no report this year.
  const c = shipEmissions([], [], 2026);

  it('gives each ship its year and sums the fleet: 1.600,5 nm, 126,5 h, 300 t HFO, 50 t VLSFO, 21,5 t MGO, 1.160.679 kg CO₂', () => {
    const fleet = fleetEmissions([
      { sirket: 'a', year: a },
      { sirket: 'b', year: b },
      { sirket: 'c', year: c },
    ]);
    // Columns in the catalogue's order, only the fuels used.
    expect(fleet.yakitlar).toEqual(['HFO', 'VLSFO', 'MGO']);
    // A: 300.000 × 3,114 = 934.200; 20.000 × 3,206 = 64.120 → 998.320 kg.
    // B: 50.000 × 3,151 = 157.550; 1.500 × 3,206 = 4.809 → 162.359 kg.
    expect(fleet.gemiler).toEqual([
      { sirket: 'a', mesafe: 12_005, seyirSaati: 965, tuketim: { HFO: 300_000, MGO: 20_000 }, co2: 998_320 },
      { sirket: 'b', mesafe: 4_000, seyirSaati: 300, tuketim: { VLSFO: 50_000, MGO: 1_500 }, co2: 162_359 },
      { sirket: 'c', mesafe: 0, seyirSaati: 0, tuketim: {}, co2: 0 },
    ]);
    expect(fleet.toplam).toEqual({
      mesafe: 16_005,
      seyirSaati: 1_265,
      tuketim: { HFO: 300_000, VLSFO: 50_000, MGO: 21_500 },
      co2: 1_160_679,
    });
  });

  it('is empty for a fleet without ships', () => {
    expect(fleetEmissions([])).toEqual({ yakitlar: [], gemiler: [], toplam: { mesafe: 0, seyirSaati: 0, tuketim: {}, co2: 0 } });
  });
});
