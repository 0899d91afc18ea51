import { describe, expect, it } from 'vitest';
import { monthlyIncomeTax, PAYROLL_RATES, sgkDays, statutoryFigures, type PayrollRates } from '../../src/domain/payroll-rates';

// docs/areas/payroll.md §3: every figure hand-worked below, in kuruş (2026: minimum wage 33,030.00).
const R = PAYROLL_RATES[2026] as PayrollRates;
const month = (brut: number, over: { gun?: number; ayinGunu?: number; ay?: number; kumulatifMatrah?: bigint } = {}) => ({
  brut: BigInt(brut),
  gun: 31,
  ayinGunu: 31,
  ay: 1,
  ...over,
});

describe('PAYROLL_RATES', () => {
  it('2026: minimum wage 33,030.00, worker 14 % + 1 %, employer 21.75 % + 2 %, stamp 0.759 %, ceiling 7.5 ×', () => {
    expect(R.asgariUcret).toBe(3_303_000n);
    expect([R.sgkIsci, R.issizlikIsci, R.sgkIsveren, R.issizlikIsveren, R.damgaVergisi]).toEqual([14_000n, 1_000n, 21_750n, 2_000n, 759n]);
    expect(R.sgkTavanKat).toBe(7_500n);
    expect(R.gelirVergisiDilimleri.map((b) => b.rate)).toEqual([15_000n, 20_000n, 27_000n, 35_000n, 40_000n]);
  });
});

describe('statutoryFigures', () => {
  it('the SGK ceiling: 7.5 × 33,030.00 = 247,725.00 (TUGS, 5 incentive points)', () => {
    // Gross 300,000.00, base 247,725.00: worker 34,681.50 + 2,477.25; no income tax (TUGS); stamp
    // (300,000 − 33,030) × 0.759 % = 266,970 × 0.00759 = 2,026.3023 → 2,026.30; net 300,000 −
    // 34,681.50 − 2,477.25 − 2,026.30 = 260,814.95. Employer (21.75 − 5) % = 16.75 % × 247,725 =
    // 41,493.9375 → 41,493.94; 2 % = 4,954.50; cost 346,448.44; SGK 83,607.19.
    const y = statutoryFigures(R, month(30_000_000), { tugs: true, tesvikPuani: 5_000 });
    expect(y).toEqual({
      sgkMatrahi: 24_772_500n,
      sgkIsci: 3_468_150n,
      issizlikIsci: 247_725n,
      gelirVergisiMatrahi: 26_284_125n,
      gelirVergisi: 0n,
      damgaVergisi: 202_630n,
      net: 26_081_495n,
      sgkIsveren: 4_149_394n,
      issizlikIsveren: 495_450n,
      isverenMaliyeti: 34_644_844n,
      sgkToplam: 8_360_719n,
    });
  });

  it('the SGK floor: the minimum wage, pro rata for a part-month (20 of 31 days: 22,020.00)', () => {
    // Whole month, gross 20,000.00: base 33,030.00. 20 days aboard: 33,030 × 20 / 30 = 22,020.00.
    expect(statutoryFigures(R, month(2_000_000)).sgkMatrahi).toBe(3_303_000n);
    const part = statutoryFigures(R, month(1_500_000, { gun: 20 }), { tugs: true });
    // Base 22,020.00: worker 14 % = 3,082.80, 1 % = 220.20; stamp: 15,000 is not above 22,020: 0.
    expect([part.sgkMatrahi, part.sgkIsci, part.issizlikIsci, part.damgaVergisi]).toEqual([2_202_000n, 308_280n, 22_020n, 0n]);
    // February whole (28 of 28) counts 30 SGK days; a 31st-day-less month of 30 aboard counts 30.
    expect([sgkDays(28, 28), sgkDays(30, 31), sgkDays(20, 31)]).toEqual([30n, 30n, 20n]);
  });

  it('TUGS vs not, stamp duty exempt vs not (January, gross 60,000.00)', () => {
    // Base 60,000: worker 8,400.00 + 600.00; income-tax base 51,000.00. Not TUGS: 15 % = 7,650.00
    // less the minimum wage's (33,030 − 4,624.20 − 330.30 = 28,075.50) × 15 % = 4,211.325 → 4,211.33:
    // 3,438.67. Stamp (60,000 − 33,030) × 0.759 % = 26,970 × 0.00759 = 204.7023 → 204.70.
    const taxed = statutoryFigures(R, month(6_000_000));
    expect([taxed.gelirVergisiMatrahi, taxed.gelirVergisi, taxed.damgaVergisi]).toEqual([5_100_000n, 343_867n, 20_470n]);
    // Net 60,000 − 8,400 − 600 − 3,438.67 − 204.70 = 47,356.63.
    expect(taxed.net).toBe(4_735_663n);
    // TUGS (4490 art. 12): no income tax; net 51,000 − 204.70 = 50,795.30.
    const tugs = statutoryFigures(R, month(6_000_000), { tugs: true });
    expect([tugs.gelirVergisi, tugs.net]).toEqual([0n, 5_079_530n]);
    // Exempt from stamp duty too: net 51,000.00. SGK is the same in every case: 8,400 + 600 + 21.75 %
    // (13,050.00) + 2 % (1,200.00) = 23,250.00.
    const both = statutoryFigures(R, month(6_000_000), { tugs: true, damgaMuaf: true });
    expect([both.damgaVergisi, both.net]).toEqual([0n, 5_100_000n]);
    expect(new Set([taxed.sgkToplam, tugs.sgkToplam, both.sgkToplam])).toEqual(new Set([2_325_000n]));
  });

  it('income tax crosses a bracket with the year so far; the minimum wage exemption follows the year too', () => {
    // June, 180,000.00 of base so far, 51,000.00 this month: 15 % × 10,000 + 20 % × 41,000 =
    // 1,500 + 8,200 = 9,700.00. The minimum wage's base so far 5 × 28,075.50 = 140,377.50, + 28,075.50
    // = 168,453.00: all at 15 %, 4,211.33. Tax 9,700.00 − 4,211.33 = 5,488.67.
    expect(statutoryFigures(R, month(6_000_000, { ay: 6, kumulatifMatrah: 18_000_000n })).gelirVergisi).toBe(548_867n);
    // July: the minimum's base so far 168,453.00 + 28,075.50 = 196,528.50 crosses 190,000:
    // 15 % × 21,547.00 + 20 % × 6,528.50 = 3,232.05 + 1,305.70 = 4,537.75 exempt.
    expect(monthlyIncomeTax(16_845_300n, 2_807_550n, R.gelirVergisiDilimleri)).toBe(453_775n);
    // At the top: 6,000,000 so far, 100,000 more at 40 % = 40,000.00.
    expect(monthlyIncomeTax(600_000_000n, 10_000_000n, R.gelirVergisiDilimleri)).toBe(4_000_000n);
  });
});
