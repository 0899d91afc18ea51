import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../../src/domain/error-key';
import { LOAN_ERROR_KEYS } from '../../src/domain/loan-errors';
import {
  balanceOn,
  coverFigures,
  dayCount,
  DAY_COUNT_LABELS,
  DAY_COUNTS,
  equalPrincipalInstalments,
  INTEREST_TYPE_LABELS,
  INTEREST_TYPES,
  instalmentsDue,
  loanErrors,
  loanSchedule,
  loanScheduleMinor,
  loanTermErrors,
  nextInstalment,
  REPAYMENT_STYLE_LABELS,
  REPAYMENT_STYLES,
  securityCover,
  securityCoverMinor,
  type Loan,
} from '../../src/domain/loans';

// docs/areas/loans.md: every figure hand-worked below. Figures in a loan are as the domain holds
// them: amounts in cents, interest rates in hundred-thousandths of a percent (5 % = 500,000), the
// minimum cover in thousandths of a percent (130 % = 130,000). The answers are in major units.

/** 1,000,000.00 at a fixed 5.00 % ACT/360 from 2026-01-15, repaid whole on 2026-04-16 (91 days). */
const bullet: Loan = {
  tutar: 100_000_000,
  dovizCinsi: 'USD',
  kullanimTarihi: '2026-01-15',
  faiz: { tur: 'sabit', sabitYuzde: 500_000, gunSayimi: 'ACT/360' },
  taksitler: [{ tarih: '2026-04-16', anapara: 100_000_000 }],
};

/** 1,000,000.00 at a fixed 4.00 % ACT/360 from 2026-01-01, four quarterly instalments of 250,000.00. */
const quarterly: Loan = {
  tutar: 100_000_000,
  dovizCinsi: 'USD',
  kullanimTarihi: '2026-01-01',
  faiz: { tur: 'sabit', sabitYuzde: 400_000, gunSayimi: 'ACT/360' },
  taksitler: [
    { tarih: '2026-04-01', anapara: 25_000_000 },
    { tarih: '2026-07-01', anapara: 25_000_000 },
    { tarih: '2026-10-01', anapara: 25_000_000 },
    { tarih: '2027-01-01', anapara: 25_000_000 },
  ],
  teminatOraniYuzde: 130_000,
};

/** 4,000,000.00 at Term SOFR + 2.25 % ACT/360 from 2026-01-15: 4 quarterly instalments of 500,000.00, balloon 2,000,000.00. */
const floating: Loan = {
  tutar: 400_000_000,
  dovizCinsi: 'USD',
  kullanimTarihi: '2026-01-15',
  faiz: { tur: 'degisken', marjYuzde: 225_000, gunSayimi: 'ACT/360' },
  taksitPlani: { adet: 4, periyotAy: 3, balon: 200_000_000 },
  fixingler: [
    { baslangic: '2026-01-15', referansYuzde: 431_234 },
    { baslangic: '2026-04-15', referansYuzde: 412_345 },
  ],
};

const rows = (loan: Loan) =>
  loanSchedule(loan).donemler.map((p) => [p.baslangic, p.bitis, p.gun, p.oranYuzde, p.acilisBakiye, p.faiz, p.anapara, p.kapanisBakiye]);

describe('loanSchedule', () => {
  it("MODULES' worked check: 1,000,000.00 at 5.00 % ACT/360 for 91 days is 12,638.89 interest", () => {
    // 2026-01-15 → 2026-04-16: 16 + 28 + 31 + 16 = 91 days. 100,000,000 × 5 % × 91 / 360 =
    // 1,263,888.89 cents → 1,263,889 = 12,638.89.
    expect(loanSchedule(bullet)).toEqual({
      donemler: [
        {
          baslangic: '2026-01-15',
          bitis: '2026-04-16',
          gun: 91,
          oranYuzde: 5,
          tahmini: false,
          acilisBakiye: 1_000_000,
          faiz: 12_638.89,
          anapara: 1_000_000,
          erkenOdeme: 0,
          kapanisBakiye: 0,
        },
      ],
      toplamFaiz: 12_638.89,
      toplamAnapara: 1_000_000,
    });
  });

  it('ACT/365 divides the same 91 days by 365: 12,465.75', () => {
    // 100,000,000 × 5 % × 91 / 365 = 1,246,575.34 cents → 1,246,575 = 12,465.75.
    const schedule = loanSchedule({ ...bullet, faiz: { ...bullet.faiz, gunSayimi: 'ACT/365' } });
    expect(schedule.donemler.map((p) => [p.gun, p.faiz])).toEqual([[91, 12_465.75]]);
  });

  it('30/360 counts every quarter from a month end as 90 days (actual 89, 92, 92, 92)', () => {
    // Drawdown 2026-01-31, 4 × 250,000.00 every 3 months from it: 04-30, 07-31, 10-31, 2027-01-31.
    // 30/360 (bond basis): 01-31 → 04-30: D1 31→30, 30×3 + (30 − 30) = 90; 04-30 → 07-31: D1 30 so
    // D2 31→30, 90; 07-31 → 10-31: 90; 10-31 → 2027-01-31: 360 + 30×(1 − 10) + 0 = 90.
    // Interest at 5.50 % = balance × 5.5 % × 90/360 = balance × 1.375 %:
    // 1,000,000.00 → 13,750.00; 750,000.00 → 10,312.50; 500,000.00 → 6,875.00; 250,000.00 → 3,437.50.
    const loan: Loan = {
      tutar: 100_000_000,
      kullanimTarihi: '2026-01-31',
      faiz: { tur: 'sabit', sabitYuzde: 550_000, gunSayimi: '30/360' },
      taksitPlani: { adet: 4, periyotAy: 3 },
    };
    expect(rows(loan)).toEqual([
      ['2026-01-31', '2026-04-30', 90, 5.5, 1_000_000, 13_750, 250_000, 750_000],
      ['2026-04-30', '2026-07-31', 90, 5.5, 750_000, 10_312.5, 250_000, 500_000],
      ['2026-07-31', '2026-10-31', 90, 5.5, 500_000, 6_875, 250_000, 250_000],
      ['2026-10-31', '2027-01-31', 90, 5.5, 250_000, 3_437.5, 250_000, 0],
    ]);
    // ACT/360 on the same dates counts the actual days.
    const actual = loanSchedule({ ...loan, faiz: { ...loan.faiz, gunSayimi: 'ACT/360' } });
    expect(actual.donemler.map((p) => p.gun)).toEqual([89, 92, 92, 92]);
  });

  it('30/360 bond basis: a 31st ends as the 30th only after a 30th or 31st; February is not stretched', () => {
    expect(dayCount('2026-02-28', '2026-03-31', '30/360')).toBe(33n); // 30 × 1 + (31 − 28)
    expect(dayCount('2026-03-30', '2026-03-31', '30/360')).toBe(0n); // D2 31 → 30
    expect(dayCount('2026-11-30', '2027-02-28', '30/360')).toBe(88n); // 360 + 30 × (2 − 11) + (28 − 30)
    expect(dayCount('2026-11-30', '2027-02-28', 'ACT/365')).toBe(90n);
  });

  it('equal principal with a balloon: (amount − balloon) ÷ count rounded down, the last takes the rest and the balloon', () => {
    // 10,000,000.00 − balloon 4,000,000.00 = 6,000,000.00 ÷ 7 = 857,142.857… → 857,142.85;
    // last = 6,000,000.00 − 6 × 857,142.85 (5,142,857.10) = 857,142.90 + 4,000,000.00 = 4,857,142.90.
    // Dates every 3 months from 2026-03-31, each counted from the drawdown (the month's end stays).
    expect(equalPrincipalInstalments(1_000_000_000, '2026-03-31', { adet: 7, periyotAy: 3, balon: 400_000_000 })).toEqual([
      { tarih: '2026-06-30', anapara: 85_714_285 },
      { tarih: '2026-09-30', anapara: 85_714_285 },
      { tarih: '2026-12-31', anapara: 85_714_285 },
      { tarih: '2027-03-31', anapara: 85_714_285 },
      { tarih: '2027-06-30', anapara: 85_714_285 },
      { tarih: '2027-09-30', anapara: 85_714_285 },
      { tarih: '2027-12-31', anapara: 485_714_290 },
    ]);
  });

  it('floating: Term SOFR + margin per period; a period with no fixing carries the last one forward (estimated)', () => {
    // Plan: 4 × 500,000.00 (2,000,000.00 ÷ 4) every 3 months, the last + balloon 2,000,000.00.
    // P1 01-15 → 04-15 = 90 d at 4.31234 + 2.25 = 6.56234 %: 400,000,000 × 6.56234 % × 90/360 = 6,562,340 = 65,623.40.
    // P2 04-15 → 07-15 = 91 d at 4.12345 + 2.25 = 6.37345 %: 350,000,000 × 6.37345 % × 91/360 = 5,638,732.85 → 56,387.33.
    // P3 07-15 → 10-15 = 92 d, no fixing yet, 6.37345 %: 300,000,000 × … × 92/360 = 4,886,311.67 → 48,863.12.
    // P4 10-15 → 2027-01-15 = 92 d, 6.37345 %: 250,000,000 × … × 92/360 = 4,071,926.39 → 40,719.26.
    const schedule = loanSchedule(floating);
    expect(rows(floating)).toEqual([
      ['2026-01-15', '2026-04-15', 90, 6.56234, 4_000_000, 65_623.4, 500_000, 3_500_000],
      ['2026-04-15', '2026-07-15', 91, 6.37345, 3_500_000, 56_387.33, 500_000, 3_000_000],
      ['2026-07-15', '2026-10-15', 92, 6.37345, 3_000_000, 48_863.12, 500_000, 2_500_000],
      ['2026-10-15', '2027-01-15', 92, 6.37345, 2_500_000, 40_719.26, 2_500_000, 0],
    ]);
    expect(schedule.donemler.map((p) => p.tahmini)).toEqual([false, false, true, true]);
    // 65,623.40 + 56,387.33 + 48,863.12 + 40,719.26 = 211,593.11.
    expect(schedule.toplamFaiz).toBe(211_593.11);
    expect(schedule.toplamAnapara).toBe(4_000_000);
  });

  it('a fixing entered late re-computes its period (and the estimate after it); earlier periods stay', () => {
    // Term SOFR 3.95 % for 07-15: P3 at 6.20 %: 3,000,000.00 × 6.2 % × 92/360 = 47,533.33;
    // P4 now carries 6.20 %: 2,500,000.00 × 6.2 % × 92/360 = 39,611.11.
    const before = loanSchedule(floating).donemler;
    const after = loanSchedule({
      ...floating,
      fixingler: [...floating.fixingler!, { baslangic: '2026-07-15', referansYuzde: 395_000 }],
    }).donemler;
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after.slice(2).map((p) => [p.oranYuzde, p.faiz, p.tahmini])).toEqual([
      [6.2, 47_533.33, false],
      [6.2, 39_611.11, true],
    ]);
  });

  it('the floor the loan states holds the floating rate up; with none stated it is 0', () => {
    // Reference −0.50 % + margin 0.30 % = −0.20 % → floor 0: no interest. Floor 1.00 % stated,
    // reference 0.50 % + margin 0.25 % = 0.75 % → 1.00 %: 1,000,000.00 × 1 % × 91/360 = 2,527.78.
    const base: Loan = { ...bullet, faiz: { tur: 'degisken', marjYuzde: 30_000, gunSayimi: 'ACT/360' } };
    const negative = loanSchedule({ ...base, fixingler: [{ baslangic: '2026-01-15', referansYuzde: -50_000 }] });
    expect(negative.donemler.map((p) => [p.oranYuzde, p.faiz])).toEqual([[0, 0]]);
    const floored = loanSchedule({
      ...base,
      faiz: { tur: 'degisken', marjYuzde: 25_000, tabanYuzde: 100_000, gunSayimi: 'ACT/360' },
      fixingler: [{ baslangic: '2026-01-15', referansYuzde: 50_000 }],
    });
    expect(floored.donemler.map((p) => [p.oranYuzde, p.faiz])).toEqual([[1, 2_527.78]]);
  });

  it('a fixed-rate loan: instalments as listed, interest on the falling balance, fixings ignored', () => {
    // 4.00 % ACT/360: 01-01 → 04-01 = 90 d: 1,000,000.00 × 4 % × 90/360 = 10,000.00;
    // 04-01 → 07-01 = 91 d: 750,000.00 × 4 % × 91/360 = 7,583.33; 07-01 → 10-01 = 92 d:
    // 500,000.00 × 4 % × 92/360 = 5,111.11; 10-01 → 2027-01-01 = 92 d: 250,000.00 → 2,555.56.
    const loan: Loan = { ...quarterly, fixingler: [{ baslangic: '2026-04-01', referansYuzde: 900_000 }] };
    expect(rows(loan)).toEqual([
      ['2026-01-01', '2026-04-01', 90, 4, 1_000_000, 10_000, 250_000, 750_000],
      ['2026-04-01', '2026-07-01', 91, 4, 750_000, 7_583.33, 250_000, 500_000],
      ['2026-07-01', '2026-10-01', 92, 4, 500_000, 5_111.11, 250_000, 250_000],
      ['2026-10-01', '2027-01-01', 92, 4, 250_000, 2_555.56, 250_000, 0],
    ]);
    expect(loanSchedule(loan).toplamFaiz).toBe(25_250); // 10,000 + 7,583.33 + 5,111.11 + 2,555.56
  });

  it('a prepayment ends a period of its own and shortens the schedule (the last instalments first)', () => {
    // 300,000.00 prepaid on 2026-05-15: the 2027-01-01 instalment (250,000.00) falls away and the
    // 2026-10-01 one drops to 200,000.00, so the loan ends on 2026-10-01.
    // 01-01 → 04-01, 90 d: 10,000.00 (as above), 750,000.00 left.
    // 04-01 → 05-15, 29 + 15 = 44 d: 750,000.00 × 4 % × 44/360 = 3,666.67; 300,000.00 prepaid → 450,000.00.
    // 05-15 → 07-01, 16 + 31 = 47 d: 450,000.00 × 4 % × 47/360 = 2,350.00; 250,000.00 → 200,000.00.
    // 07-01 → 10-01, 92 d: 200,000.00 × 4 % × 92/360 = 2,044.44; 200,000.00 → 0.
    const prepaid: Loan = { ...quarterly, erkenOdemeler: [{ tarih: '2026-05-15', tutar: 30_000_000 }] };
    expect(rows(prepaid)).toEqual([
      ['2026-01-01', '2026-04-01', 90, 4, 1_000_000, 10_000, 250_000, 750_000],
      ['2026-04-01', '2026-05-15', 44, 4, 750_000, 3_666.67, 300_000, 450_000],
      ['2026-05-15', '2026-07-01', 47, 4, 450_000, 2_350, 250_000, 200_000],
      ['2026-07-01', '2026-10-01', 92, 4, 200_000, 2_044.44, 200_000, 0],
    ]);
    expect(loanSchedule(prepaid).donemler.map((p) => p.erkenOdeme)).toEqual([0, 300_000, 0, 0]);
    // The same prepayment passed apart from the loan gives the same schedule.
    expect(loanSchedule(quarterly, prepaid.erkenOdemeler!)).toEqual(loanSchedule(prepaid));
  });

  it('a prepayment on an instalment date is paid with it and reduces only the later instalments', () => {
    // 04-01: 250,000.00 due + 500,000.00 prepaid → 250,000.00 left; the 2027-01-01 and 2026-10-01
    // instalments fall away, 07-01 stays: the loan ends on 2026-07-01.
    const schedule = loanSchedule(quarterly, [{ tarih: '2026-04-01', tutar: 50_000_000 }]);
    expect(schedule.donemler.map((p) => [p.bitis, p.anapara, p.kapanisBakiye])).toEqual([
      ['2026-04-01', 750_000, 250_000],
      ['2026-07-01', 250_000, 0],
    ]);
  });

  it('a floating period split by a prepayment keeps its fixing on both sides', () => {
    // The 04-15 fixing (6.37345 %) holds for 04-15 → 05-15 and 05-15 → 07-15 alike, not estimated.
    const schedule = loanSchedule(floating, [{ tarih: '2026-05-15', tutar: 10_000_000 }]);
    expect(schedule.donemler.slice(1, 3).map((p) => [p.baslangic, p.bitis, p.oranYuzde, p.tahmini])).toEqual([
      ['2026-04-15', '2026-05-15', 6.37345, false],
      ['2026-05-15', '2026-07-15', 6.37345, false],
    ]);
  });

  it('the balance on a date, the next instalment and the instalments due in a window', () => {
    const schedule = loanScheduleMinor(quarterly);
    expect(balanceOn(schedule, quarterly.tutar, '2025-12-31')).toBe(100_000_000n);
    expect(balanceOn(schedule, quarterly.tutar, '2026-03-31')).toBe(100_000_000n);
    expect(balanceOn(schedule, quarterly.tutar, '2026-04-01')).toBe(75_000_000n);
    expect(balanceOn(schedule, quarterly.tutar, '2027-06-01')).toBe(0n);
    expect(nextInstalment(schedule, '2026-04-02')?.bitis).toBe('2026-07-01');
    expect(nextInstalment(schedule, '2027-01-02')).toBeUndefined();
    expect(instalmentsDue(schedule, '2026-06-05', '2026-07-05').map((p) => [p.bitis, p.anapara + p.faiz])).toEqual([
      ['2026-07-01', 25_758_333n],
    ]);
  });

  it('refuses to make a schedule from invalid terms rather than drop a part of it', () => {
    expect(() => loanSchedule({ ...quarterly, taksitler: [{ tarih: '2026-04-01', anapara: 200_000_000 }] })).toThrow(RangeError);
  });
});

describe('securityCover', () => {
  it("MODULES' worked check: 1,200,000.00 against 1,000,000.00 at a 130 % minimum asks 76,923.08", () => {
    // 1,200,000.00 ÷ 1.30 = 923,076.923… → the balance it covers is 923,076.92; 1,000,000.00 −
    // 923,076.92 = 76,923.08. Ratio 1,200,000 ÷ 1,000,000 = 120.000 %.
    expect(coverFigures(100_000_000n, 120_000_000n, 130_000n)).toEqual({ oranYuzde: 120_000n, eksikOdeme: 7_692_308n });
    // Paying it restores the minimum: 1,200,000.00 ÷ 923,076.92 = 130.0000001 %.
    expect(coverFigures(100_000_000n - 7_692_308n, 120_000_000n, 130_000n).eksikOdeme).toBe(0n);
  });

  it('above the minimum nothing is owed; a cover just short rounds the ratio down and asks a cent', () => {
    expect(coverFigures(100_000_000n, 150_000_000n, 130_000n)).toEqual({ oranYuzde: 150_000n, eksikOdeme: 0n });
    expect(coverFigures(100_000_000n, 130_000_000n, 130_000n)).toEqual({ oranYuzde: 130_000n, eksikOdeme: 0n });
    // 1,299,999.99 ÷ 1,000,000.00 = 129.999999 % → 129.999; 1,299,999.99 ÷ 1.3 = 999,999.992… →
    // 999,999.99 covered, 0.01 to prepay.
    expect(coverFigures(100_000_000n, 129_999_999n, 130_000n)).toEqual({ oranYuzde: 129_999n, eksikOdeme: 1n });
    expect(coverFigures(0n, 129_999_999n, 130_000n)).toEqual({ oranYuzde: null, eksikOdeme: 0n });
  });

  it('as of a date: the latest valuation on or before it against the balance after what is due by then', () => {
    const loan: Loan = {
      ...quarterly,
      degerlemeler: [
        { tarih: '2026-01-01', deger: 150_000_000, eksper: 'Clarksons' },
        { tarih: '2026-06-30', deger: 90_000_000, eksper: 'Braemar' },
        { tarih: '2026-12-01', deger: 20_000_000, eksper: 'Braemar' },
      ],
    };
    // 2026-03-31: 1,500,000.00 against 1,000,000.00 = 150 %: held.
    expect(securityCover(loan, '2026-03-31')).toEqual({
      tarih: '2026-03-31',
      deger: 1_500_000,
      bakiye: 1_000_000,
      oranYuzde: 150,
      eksikOdeme: 0,
    });
    // 2026-06-30: 900,000.00 against 750,000.00 = 120 %: short; 900,000.00 ÷ 1.3 = 692,307.692… →
    // 692,307.69 covered; 750,000.00 − 692,307.69 = 57,692.31 to prepay.
    expect(securityCover(loan, '2026-06-30')).toEqual({
      tarih: '2026-06-30',
      deger: 900_000,
      bakiye: 750_000,
      oranYuzde: 120,
      eksikOdeme: 57_692.31,
    });
    // 2026-07-01: the instalment of that day paid, 900,000.00 against 500,000.00 = 180 %.
    expect(securityCover(loan, '2026-07-01')).toEqual({
      tarih: '2026-07-01',
      deger: 900_000,
      bakiye: 500_000,
      oranYuzde: 180,
      eksikOdeme: 0,
    });
    // A prepayment lowers the balance the cover is measured against: 750,000.00 − 100,000.00.
    expect(securityCover(loan, '2026-06-30', [{ tarih: '2026-05-01', tutar: 10_000_000 }]).bakiye).toBe(650_000);
  });

  it('no valuation yet: nothing to measure; two valuations of one day: the lower counts; no minimum: no shortfall', () => {
    expect(securityCoverMinor(100_000_000n, [], 130_000, '2026-01-01')).toEqual({
      tarih: '2026-01-01',
      deger: null,
      bakiye: 100_000_000n,
      oranYuzde: null,
      eksikOdeme: null,
    });
    const two = [
      { tarih: '2026-02-01', deger: 140_000_000 },
      { tarih: '2026-02-01', deger: 120_000_000 },
    ];
    expect(securityCoverMinor(100_000_000n, two, 130_000, '2026-02-01').deger).toBe(120_000_000n);
    expect(securityCoverMinor(100_000_000n, two, null, '2026-02-01')).toMatchObject({ oranYuzde: 120_000n, eksikOdeme: null });
  });
});

describe('loanErrors', () => {
  const today = '2026-06-01';
  const errorsOf = (loan: Loan) => loanErrors(loan, today);

  it('valid terms have no errors', () => {
    expect(errorsOf(quarterly)).toEqual([]);
    expect(errorsOf(floating)).toEqual([]);
    expect(errorsOf(bullet)).toEqual([]);
  });

  it('instalments that add up to more than the loan, or a balloon above it', () => {
    // 4 × 250,000.00 + 0.01 = 1,000,000.01 > 1,000,000.00.
    const over = { ...quarterly, taksitler: [...quarterly.taksitler!, { tarih: '2027-04-01', anapara: 1 }] };
    expect(errorsOf(over)).toEqual([{ path: 'taksitler', message: 'instalmentsExceedLoan' }]);
    expect(errorsOf({ ...floating, taksitPlani: { adet: 4, periyotAy: 3, balon: 400_000_001 } })).toEqual([
      { path: 'taksitPlani.balon', message: 'instalmentsExceedLoan' },
    ]);
  });

  it("a fixing outside the loan's life: before the drawdown or from the last instalment on", () => {
    const loan: Loan = {
      ...floating,
      fixingler: [
        { baslangic: '2026-01-14', referansYuzde: 431_234 },
        { baslangic: '2026-04-15', referansYuzde: 412_345 },
        { baslangic: '2027-01-15', referansYuzde: 400_000 },
      ],
    };
    expect(errorsOf(loan)).toEqual([
      { path: 'fixingler.0.baslangic', message: 'fixingOutsideLoan' },
      { path: 'fixingler.2.baslangic', message: 'fixingOutsideLoan' },
    ]);
  });

  it('two fixings for one interest period', () => {
    const loan: Loan = { ...floating, fixingler: [...floating.fixingler!, { baslangic: '2026-05-01', referansYuzde: 400_000 }] };
    expect(errorsOf(loan)).toEqual([{ path: 'fixingler.2.baslangic', message: 'duplicateFixing' }]);
  });

  it('a valuation in the future (after today)', () => {
    const loan: Loan = {
      ...quarterly,
      degerlemeler: [
        { tarih: today, deger: 150_000_000 },
        { tarih: '2026-06-02', deger: 150_000_000 },
      ],
    };
    expect(errorsOf(loan)).toEqual([{ path: 'degerlemeler.1.tarih', message: 'valuationInFuture' }]);
    // The schedule's own check does not need today.
    expect(loanTermErrors(loan)).toEqual([]);
  });

  it('a negative margin below the floor the loan states (0 when it states none)', () => {
    const margin = (marjYuzde: number, tabanYuzde?: number): Loan => ({ ...floating, faiz: { ...floating.faiz, marjYuzde, tabanYuzde } });
    expect(errorsOf(margin(-10_000))).toEqual([{ path: 'faiz.marjYuzde', message: 'marginBelowFloor' }]);
    expect(errorsOf(margin(-60_000, -50_000))).toEqual([{ path: 'faiz.marjYuzde', message: 'marginBelowFloor' }]);
    expect(errorsOf(margin(-50_000, -50_000))).toEqual([]);
    expect(errorsOf(margin(0))).toEqual([]);
    // A margin above zero is never refused, below a floor above it too (1.00 % floor, 0.25 % margin).
    expect(errorsOf(margin(25_000, 100_000))).toEqual([]);
  });

  it('instalments on or before the drawdown, two on one date, none at all', () => {
    expect(
      errorsOf({
        ...quarterly,
        taksitler: [
          { tarih: '2026-01-01', anapara: 10_000_000 },
          { tarih: '2026-04-01', anapara: 10_000_000 },
          { tarih: '2026-04-01', anapara: 10_000_000 },
        ],
      }),
    ).toEqual([
      { path: 'taksitler.0.tarih', message: 'instalmentBeforeDrawdown' },
      { path: 'taksitler.2.tarih', message: 'duplicateInstalmentDate' },
    ]);
    expect(errorsOf({ ...quarterly, taksitler: [] })).toEqual([{ path: 'taksitler', message: 'atLeastOne' }]);
    // 600 instalments every 120 months from 2026 would run to the year 8026.
    expect(errorsOf({ ...floating, fixingler: [], taksitPlani: { adet: 600, periyotAy: 120 } })).toEqual([
      { path: 'taksitPlani.adet', message: 'outOfRange' },
    ]);
    expect(errorsOf({ ...floating, fixingler: [], taksitPlani: { adet: 600, periyotAy: 1 } })).toEqual([]);
  });

  it('prepayments outside the loan or above the balance owed on their date', () => {
    // On 2026-07-01 500,000.00 is owed after that day's instalment; 200,000.00 prepaid on 05-01
    // leaves 300,000.00, so 300,000.01 more on 07-01 is too much.
    expect(
      errorsOf({
        ...quarterly,
        erkenOdemeler: [
          { tarih: '2026-05-01', tutar: 20_000_000 },
          { tarih: '2026-07-01', tutar: 30_000_001 },
        ],
      }),
    ).toEqual([{ path: 'erkenOdemeler.1.tutar', message: 'prepaymentExceedsBalance' }]);
    expect(errorsOf({ ...quarterly, erkenOdemeler: [{ tarih: '2027-01-02', tutar: 1 }] })).toEqual([
      { path: 'erkenOdemeler.0.tarih', message: 'prepaymentOutsideLoan' },
    ]);
  });

  it('missing and malformed fields by path', () => {
    const bad = {
      tutar: 0,
      kullanimTarihi: '2026-02-30',
      faiz: { tur: 'sabit', gunSayimi: 'ACT/366' },
      taksitPlani: { adet: 0, periyotAy: 3 },
      teminatOraniYuzde: 0,
      degerlemeler: [{ tarih: '2026-01-01', deger: -1 }],
      ipotek: { derece: 0, tutar: 100, tescilTarihi: '' },
    } as unknown as Loan;
    expect(errorsOf(bad)).toEqual([
      { path: 'tutar', message: 'aboveZero' },
      { path: 'kullanimTarihi', message: 'invalidDate' },
      { path: 'faiz.gunSayimi', message: 'invalid' },
      { path: 'faiz.sabitYuzde', message: 'required' },
      { path: 'taksitPlani.adet', message: 'outOfRange' },
      { path: 'teminatOraniYuzde', message: 'outOfRange' },
      { path: 'ipotek.derece', message: 'outOfRange' },
      { path: 'ipotek.tescilTarihi', message: 'required' },
      { path: 'degerlemeler.0.deger', message: 'aboveZero' },
    ]);
  });
});

describe('loan catalogues', () => {
  it('spell the stored values as MODULES §11 does, each labelled in both languages', () => {
    expect(INTEREST_TYPES).toEqual(['sabit', 'degisken']);
    expect(DAY_COUNTS).toEqual(['ACT/360', 'ACT/365', '30/360']);
    for (const [values, labels] of [
      [INTEREST_TYPES, INTEREST_TYPE_LABELS],
      [DAY_COUNTS, DAY_COUNT_LABELS],
      [REPAYMENT_STYLES, REPAYMENT_STYLE_LABELS],
    ] as const)
      for (const value of values) {
        const label = (labels as Record<string, { tr: string; en: string }>)[value]!;
        expect(label.tr).not.toBe('');
        expect(label.en).not.toBe('');
      }
  });

  it('the loan error keys are new beside the shared ones, each once', () => {
    const shared = new Set<string>(ERROR_KEYS);
    expect(LOAN_ERROR_KEYS.filter((key) => shared.has(key))).toEqual([]);
    expect(new Set(LOAN_ERROR_KEYS).size).toBe(LOAN_ERROR_KEYS.length);
  });
});
