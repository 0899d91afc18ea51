import { describe, expect, it } from 'vitest';
import {
  bunkerWarnings,
  co2Kg,
  emissionsYear,
  reconciliationPercent,
  robCheck,
  shipEmissions,
  withinRetention,
  type ReportFigures,
} from '../../src/domain/emissions';

// docs/areas/bunkers-and-emissions.md, worked by hand: fuel in kg, CO₂ in kg, distance and hours in tenths.
describe('co2', () => {
  it('500 t HFO + 100 t MGO is 1.877,6 t CO₂ (docs/areas/bunkers-and-emissions.md’s worked check)', () => {
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
  it('sums the year’s reports: 550 t HFO, 1.712,7 t CO₂, 4.700,5 nm, 364,37 kg CO₂ per mile', () => {
    const year = emissionsYear(reports, deliveries, 2026);
    expect(year.mesafe).toBe(47_005);
    // 8.000 + 13.336 + 10.000 tenths of an hour.
    expect(year.seyirSaati).toBe(31_336);
    expect(year.toplamCo2).toBe(1_712_700);
    // 1.712.700 kg / 4.700,5 nm = 364,3655…: in hundredths of a kg.
    expect(year.co2PerNm).toBe(36_437);
    expect(year.yakitlar).toEqual([
      // On board before the first report's 50 t: its 800 t ROB + 50 t − the 100 t delivered on 3 January
      // (in the deliveries) = 750 t; 750 + 700 delivered − 550 used − 899,5 at the last report = 0,5 t.
      { yakit: 'HFO', tuketim: 550_000, co2: 1_712_700, teslim: 700_000, robBas: 750_000, robSon: 899_500, fark: 500 },
    ]);
  });
  it('adds up row by row as shown: ROB at the start + deliveries − consumption − ROB at the end = difference (issue 46)', () => {
    const late = [...deliveries, { tarih: '2026-12-30', yakit: 'HFO' as const, miktar: 200_000 }];
    for (const fuel of [...emissionsYear(reports, deliveries, 2026).yakitlar, ...emissionsYear(reports, late, 2026).yakitlar]) {
      expect(fuel.robBas + fuel.teslim - fuel.tuketim - fuel.robSon).toBe(fuel.fark);
    }
    // One report whose own 120 t is consumption of the year: the start is before it, not after it.
    const single = emissionsYear(
      [report('2026-01-10T12:00:00Z', 0, 40_000, 500_000), report('2026-02-10T12:00:00Z', 0, 120_000, 380_000)],
      [],
      2026,
    ).yakitlar[0];
    // 540 t on board, 160 t used, 380 t left: nothing unaccounted for.
    expect(single).toMatchObject({ tuketim: 160_000, robBas: 540_000, teslim: 0, robSon: 380_000, fark: 0 });
  });
  it('leaves a delivery after the year’s last report out of the reconciliation and its deliveries', () => {
    const late = [...deliveries, { tarih: '2026-12-30', yakit: 'HFO' as const, miktar: 200_000 }];
    expect(emissionsYear(reports, late, 2026).yakitlar[0]).toMatchObject({ teslim: 700_000, fark: 500 });
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

describe('shipEmissions', () => {
  // Figures as the device keeps a ship report and a BDN: kg, tenths of a mile and of an hour.
  const reports = [
    {
      zaman: '2026-01-05T12:00:00.000Z',
      mesafeNm: 12_000,
      seyirSaati: 800,
      tuketim: { HFO: 50_000, MGO: 5_000 },
      rob: { HFO: 800_000, MGO: 100_000 },
    },
    {
      zaman: '2026-02-02T12:00:00.000Z',
      mesafeNm: 20_005,
      seyirSaati: 1_334,
      tuketim: { HFO: 300_000, MGO: 45_000 },
      rob: { HFO: 1_100_000, MGO: 55_000 },
    },
    {
      zaman: '2026-06-01T12:00:00.000Z',
      mesafeNm: 15_000,
      seyirSaati: 1_000,
      tuketim: { HFO: 150_000, MGO: 50_000 },
      rob: { HFO: 949_500, MGO: 105_000 },
    },
  ];
  const bdns = [
    { tarih: '2026-01-20', yakit: 'HFO' as const, miktarMt: 600_000 },
    { tarih: '2026-05-30', yakit: 'MGO' as const, miktarMt: 100_000 },
  ];
  it('500 t HFO + 100 t MGO in a year: 1.877,6 t CO₂, by month 171,73 + 1.078,47 + 627,4 t', () => {
    const year = shipEmissions(reports, bdns, 2026);
    expect(year.toplamCo2).toBe(1_877_600);
    expect(year.yakitlar).toEqual([
      // 800 + 50 t before the first report's consumption; 850 + 600 − 500 − 949,5 = 0,5 t.
      { yakit: 'HFO', tuketim: 500_000, co2: 1_557_000, teslim: 600_000, robBas: 850_000, robSon: 949_500, fark: 500 },
      // 100 + 5 t; 105 + 100 − 100 − 105 = 0.
      { yakit: 'MGO', tuketim: 100_000, co2: 320_600, teslim: 100_000, robBas: 105_000, robSon: 105_000, fark: 0 },
    ]);
    expect(year.mesafe).toBe(47_005);
    expect(year.seyirSaati).toBe(3_134);
    // 1.877.600 kg / 4.700,5 nm = 399,4469…: 399,45 kg, in hundredths.
    expect(year.co2PerNm).toBe(39_945);
    // January: 50 t × 3,114 + 5 t × 3,206 = 155,7 + 16,03 t.
    expect(year.aylar[0]).toEqual({ ay: 1, tuketim: { HFO: 50_000, MGO: 5_000 }, co2: 171_730 });
    expect(year.aylar[1]).toEqual({ ay: 2, tuketim: { HFO: 300_000, MGO: 45_000 }, co2: 1_078_470 });
    expect(year.aylar[5]).toEqual({ ay: 6, tuketim: { HFO: 150_000, MGO: 50_000 }, co2: 627_400 });
    expect(year.aylar.reduce((total, month) => total + month.co2, 0)).toBe(1_877_600);
    // 0,5 t of 500 t: 0,10 %.
    expect(reconciliationPercent(year.yakitlar[0]!)).toBe(10);
    expect(reconciliationPercent({ fark: 0, tuketim: 0 })).toBeNull();
  });
});

describe('robCheck', () => {
  const previous = { zaman: '2026-01-05T12:00:00.000Z', rob: { HFO: 800_000, MGO: 100_000 } };
  const deliveries = [
    { tarih: '2026-01-05', yakit: 'HFO' as const, miktar: 50_000 },
    { tarih: '2026-01-20', yakit: 'HFO' as const, miktar: 600_000 },
    { tarih: '2026-02-03', yakit: 'MGO' as const, miktar: 40_000 },
  ];
  it('expects the last ROB − the consumption + the deliveries after the last report’s day up to this one’s', () => {
    const report = { zaman: '2026-02-02T12:00:00.000Z', tuketim: { HFO: 300_000, MGO: 45_000 }, rob: { HFO: 1_100_500, MGO: 53_000 } };
    expect(robCheck(previous, report, deliveries)).toEqual([
      // 800 − 300 + 600 = 1.100 t; 0,5 t more is within the 1 t tolerance.
      { yakit: 'HFO', beklenen: 1_100_000, bildirilen: 1_100_500, fark: 500, uyumsuz: false },
      // 100 − 45 = 55 t; 53 t reported: 2 t missing.
      { yakit: 'MGO', beklenen: 55_000, bildirilen: 53_000, fark: -2_000, uyumsuz: true },
    ]);
  });
  it('checks nothing without a previous report', () => {
    expect(robCheck(null, { zaman: '2026-02-02T12:00:00.000Z', tuketim: {}, rob: { HFO: 1 } }, [])).toEqual([]);
  });
});
