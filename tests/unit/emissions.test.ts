import { describe, expect, it } from 'vitest';
import { bunkerWarnings, co2Kg, emissionsYear, withinRetention, type ReportFigures } from '../../src/domain/emissions';

// MODULES.md §3, worked by hand: fuel in kg, CO₂ in kg, distance and hours in tenths.
describe('co2', () => {
  it('500 t HFO + 100 t MGO is 1.877,6 t CO₂ (MODULES.md’s worked check)', () => {
    expect(co2Kg('HFO', 500_000) + co2Kg('MGO', 100_000)).toBe(1_877_600n);
    const year = emissionsYear(
      [{ zaman: '2026-01-31T12:00:00Z', mesafe: 0, seyirSaati: 0, tuketim: { HFO: 500_000, MGO: 100_000 }, rob: {} }],
      [],
      2026,
    );
    expect(year.toplamCo2).toBe(1_877_600);
    expect(year.co2PerNm).toBeNull();
  });
  it('rounds half away from zero to the kg: 1 kg LNG is 2,75 → 3 kg, 1 kg HFO 3,114 → 3 kg', () => {
    expect(co2Kg('LNG', 1)).toBe(3n);
    expect(co2Kg('HFO', 1)).toBe(3n);
  });
});

describe('emissionsYear', () => {
  const report = (zaman: string, mesafe: number, hfo: number, rob: number): ReportFigures => ({
    zaman,
    mesafe,
    // A tenth of an hour for every 1,5 miles, in tenths.
    seyirSaati: Number((BigInt(mesafe) * 2n) / 3n),
    tuketim: { HFO: hfo },
    rob: { HFO: rob },
  });
  const reports = [
    report('2025-12-30T12:00:00Z', 9_000, 40_000, 850_000),
    report('2026-01-05T12:00:00Z', 12_000, 50_000, 800_000),
    report('2026-03-01T12:00:00Z', 20_005, 300_000, 1_100_000),
    report('2026-06-01T12:00:00Z', 15_000, 200_000, 899_500),
    report('2027-01-02T12:00:00Z', 1_000, 10_000, 880_000),
  ];
  const deliveries = [
    { tarih: '2026-01-03', yakit: 'HFO' as const, miktar: 100_000 },
    { tarih: '2026-02-10', yakit: 'HFO' as const, miktar: 600_000 },
    { tarih: '2027-01-01', yakit: 'HFO' as const, miktar: 50_000 },
  ];
  it('sums the year’s reports: 550 t HFO, 1.712,7 t CO₂, 4.700,5 nm, 364 kg CO₂ per mile', () => {
    const year = emissionsYear(reports, deliveries, 2026);
    expect(year.mesafe).toBe(47_005);
    // 8.000 + 13.336 + 10.000 tenths of an hour.
    expect(year.seyirSaati).toBe(31_336);
    expect(year.toplamCo2).toBe(1_712_700);
    // 1.712.700 kg / 4.700,5 nm = 364,37
    expect(year.co2PerNm).toBe(364);
    expect(year.yakitlar).toEqual([
      // 800 t at the first report + 600 t delivered after it − 500 t used after it − 899,5 t at the last: 0,5 t unaccounted for.
      { yakit: 'HFO', tuketim: 550_000, co2: 1_712_700, teslim: 700_000, robBas: 800_000, robSon: 899_500, fark: 500 },
    ]);
  });
  it('a year without reports has no figures', () => {
    expect(emissionsYear(reports, [], 2024)).toEqual({ yakitlar: [], toplamCo2: 0, mesafe: 0, seyirSaati: 0, co2PerNm: null });
  });
});

describe('bunker notes', () => {
  it('warn of sulphur above 0,50 % (0,10 % for ULSFO and MGO) and of a flash point below 60 °C', () => {
    expect(bunkerWarnings({ yakit: 'VLSFO', kukurtYuzde: 500, parlamaNoktasi: 600 })).toEqual([]);
    expect(bunkerWarnings({ yakit: 'VLSFO', kukurtYuzde: 520, parlamaNoktasi: 600 })).toEqual(['sulphurAboveLimit']);
    expect(bunkerWarnings({ yakit: 'MGO', kukurtYuzde: 100, parlamaNoktasi: 620 })).toEqual([]);
    expect(bunkerWarnings({ yakit: 'MGO', kukurtYuzde: 110, parlamaNoktasi: 599 })).toEqual(['sulphurAboveLimit', 'flashPointLow']);
  });
  it('are kept three years: a note of 29 February 2024 until its third anniversary, 28 February 2027', () => {
    expect(withinRetention('2024-02-29', '2027-02-27')).toBe(true);
    expect(withinRetention('2024-02-29', '2027-02-28')).toBe(false);
    expect(withinRetention('2023-11-27', '2026-11-27')).toBe(false);
    expect(withinRetention('2023-11-28', '2026-11-27')).toBe(true);
  });
});
