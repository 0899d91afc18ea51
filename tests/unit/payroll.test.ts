import { describe, expect, it } from 'vitest';
import type { Currency } from '../../src/domain/currency';
import {
  allotmentError,
  beneficiaryErrors,
  belowIloMinimum,
  paidDays,
  PAYROLL_ERROR_KEYS,
  sheetEditError,
  sheetMoveError,
  sheetRates,
  splitAllotments,
  lineToPay,
  payoutTransfers,
  sheetPayments,
  storedLineEarnings,
  wageAccounts,
  wageAccount,
  wageSheet,
  wageSheetErrors,
  type PayrollAssignment,
  type WagePart,
  type WageSheetInput,
} from '../../src/domain/payroll';
import { ERROR_KEYS } from '../../src/domain/error-key';

// docs/areas/payroll.md: every figure hand-worked below. Amounts in minor units (kuruş / cents) in,
// major units out (the API's answer); overtime hours in thousandths; shares in thousandths of a %.
// 2026-01 and 2026-03 have 31 days, 2026-04 has 30, 2026-02 has 28.

const parts = (dovizCinsi: Currency, ...list: [WagePart['tur'], number][]): WagePart[] =>
  list.map(([tur, tutar]) => ({ tur, tutar, dovizCinsi }));
const assignment = (over: Partial<PayrollAssignment> & { _id: string }): PayrollAssignment => ({
  personel: `p-${over._id}`,
  sirket: 'gemi-a',
  binisTarihi: '2025-12-01',
  inisTarihi: null,
  rutbe: 'usta-gemici',
  ucretKalemleri: parts('USD', ['temel', 100_000]),
  fazlaMesaiSaatUcreti: 0,
  ...over,
});
const sheet = (donem: string, gorevlendirmeler: PayrollAssignment[], over: Partial<WageSheetInput> = {}): WageSheetInput => ({
  sirket: 'gemi-a',
  donem,
  gorevlendirmeler,
  ...over,
});

/** MODULES' worked check: 1,650.00 (900 + 450 + 240 + 60) for 20 of 31 days. */
const worked = assignment({
  _id: 'w',
  binisTarihi: '2026-01-12',
  ucretKalemleri: parts('USD', ['temel', 90_000], ['sabit-mesai', 45_000], ['izin', 24_000], ['harclik', 6_000]),
});

describe('wageSheet', () => {
  it("MODULES' worked check: 20 of 31 days of 1,650.00 is 580.65 + 290.32 + 154.84 + 38.71 = 1,064.52", () => {
    // Aboard 01-12 … 01-31, both included: 20 days. 900 × 20 / 31 = 580.645… → 580.65;
    // 450 × 20 / 31 = 290.322… → 290.32; 240 × 20 / 31 = 154.838… → 154.84; 60 × 20 / 31 = 38.709… → 38.71.
    const result = wageSheet(sheet('2026-01', [worked]));
    expect(result.satirlar).toEqual([
      {
        personel: 'p-w',
        gorevlendirme: 'w',
        dovizCinsi: 'USD',
        gun: 20,
        kazanclar: [
          { tur: 'temel', tutar: 580.65 },
          { tur: 'sabit-mesai', tutar: 290.32 },
          { tur: 'izin', tutar: 154.84 },
          { tur: 'harclik', tutar: 38.71 },
        ],
        fazlaMesai: { saat: 0, tutar: 0 },
        kesintiler: [],
        bakiye: 1064.52,
      },
    ]);
    expect(result.toplamlar).toEqual({ USD: { kazanc: 1064.52, kesinti: 0, bakiye: 1064.52 } });
    expect(result.gunEsasi).toBe('takvim');
  });

  it('a full month: every part whole, overtime hours × rate, deductions, balance', () => {
    // March, aboard since February: 31 of 31 days. 1,200.00 + 500.00 = 1,700.00; overtime
    // 10.5 h × 7.25 = 76.125 → 76.13; earnings 1,776.13; deductions 200.00 + 35.40 = 235.40;
    // balance 1,776.13 − 235.40 = 1,540.73.
    const a = assignment({
      _id: 'f',
      binisTarihi: '2026-02-10',
      ucretKalemleri: parts('USD', ['temel', 120_000], ['sabit-mesai', 50_000]),
      fazlaMesaiSaatUcreti: 725,
    });
    const result = wageSheet(
      sheet('2026-03', [a], {
        satirlar: [
          {
            gorevlendirme: 'f',
            fazlaMesaiSaat: 10_500,
            kesintiler: [
              { tur: 'avans', tutar: 20_000 },
              { tur: 'kantin', tutar: 3_540 },
            ],
          },
        ],
      }),
    );
    const [line] = result.satirlar;
    expect(line?.gun).toBe(31);
    expect(line?.kazanclar).toEqual([
      { tur: 'temel', tutar: 1200 },
      { tur: 'sabit-mesai', tutar: 500 },
    ]);
    expect(line?.fazlaMesai).toEqual({ saat: 10.5, tutar: 76.13 });
    expect(line?.bakiye).toBe(1540.73);
    expect(result.toplamlar).toEqual({ USD: { kazanc: 1776.13, kesinti: 235.4, bakiye: 1540.73 } });
  });

  it('sign-on and sign-off inside the month: both days count', () => {
    // April (30 days), 04-05 → 04-24: 20 days. 3,000.00 × 20 / 30 = 2,000.00;
    // 1,000.01 × 20 / 30 = 666.673… → 666.67. Balance 2,666.67.
    const a = assignment({
      _id: 's',
      binisTarihi: '2026-04-05',
      inisTarihi: '2026-04-24',
      ucretKalemleri: parts('EURO', ['temel', 300_000], ['sabit-mesai', 100_001]),
    });
    const [line] = wageSheet(sheet('2026-04', [a])).satirlar;
    expect(line?.gun).toBe(20);
    expect(line?.dovizCinsi).toBe('EURO');
    expect(line?.kazanclar.map((k) => k.tutar)).toEqual([2000, 666.67]);
    expect(line?.bakiye).toBe(2666.67);
  });

  it('two assignments of one person in one month (a promotion aboard): two lines, the change day counted once', () => {
    // Gemici 01-01 → 01-15, usta gemici from 01-15 (same person, same ship): the 15th is the
    // assignment joined's. A: 01-01 … 01-14 = 14 days, 700.00 × 14 / 31 = 316.129… → 316.13;
    // B: 01-15 … 01-31 = 17 days, 900.00 × 17 / 31 = 493.548… → 493.55. Total 809.68 over 31 days.
    const a = assignment({
      _id: 'a',
      personel: 'ali',
      binisTarihi: '2025-11-01',
      inisTarihi: '2026-01-15',
      rutbe: 'gemici',
      ucretKalemleri: parts('USD', ['temel', 70_000]),
    });
    const b = assignment({ _id: 'b', personel: 'ali', binisTarihi: '2026-01-15', ucretKalemleri: parts('USD', ['temel', 90_000]) });
    const result = wageSheet(sheet('2026-01', [b, a]));
    expect(result.satirlar.map((l) => [l.gorevlendirme, l.gun, l.bakiye])).toEqual([
      ['a', 14, 316.13],
      ['b', 17, 493.55],
    ]);
    expect(result.toplamlar.USD?.kazanc).toBe(809.68);
  });

  it('another ship is not on the sheet, and a transfer day belongs to the ship joined', () => {
    // Ship A 01-01 → 01-10, ship B from 01-10: on A's sheet 9 days (01-01 … 01-09),
    // 1,000.00 × 9 / 31 = 290.322… → 290.32.
    const a = assignment({ _id: 'a', personel: 'veli', binisTarihi: '2025-12-01', inisTarihi: '2026-01-10' });
    const b = assignment({ _id: 'b', personel: 'veli', sirket: 'gemi-b', binisTarihi: '2026-01-10' });
    const result = wageSheet(sheet('2026-01', [a, b]));
    expect(result.satirlar.map((l) => [l.gorevlendirme, l.gun, l.bakiye])).toEqual([['a', 9, 290.32]]);
  });

  it('a 30-day base against calendar days', () => {
    // January (31 days), 1,000.00 a month. A whole month: calendar 31 / 31 → 1,000.00; 30-day base:
    // 30 / 30 → 1,000.00. 01-12 … 01-31 (20 days): calendar 1,000 × 20 / 31 = 645.161… → 645.16;
    // 30-day base 1,000 × 20 / 30 = 666.666… → 666.67.
    const whole = assignment({ _id: 'whole' });
    const part = assignment({ _id: 'part', binisTarihi: '2026-01-12' });
    const calendar = wageSheet(sheet('2026-01', [whole, part]));
    const thirty = wageSheet(sheet('2026-01', [whole, part], { gunEsasi: '30' }));
    expect(calendar.satirlar.map((l) => [l.gun, l.bakiye])).toEqual([
      [31, 1000],
      [20, 645.16],
    ]);
    expect(thirty.satirlar.map((l) => [l.gun, l.bakiye])).toEqual([
      [30, 1000],
      [20, 666.67],
    ]);
    expect(thirty.gunEsasi).toBe('30');
    expect(paidDays(31, 31, '30')).toBe(30);
    expect(paidDays(28, 28, '30')).toBe(30);
    expect(paidDays(30, 31, '30')).toBe(30);
  });

  it('February: 28 days of 2026, 29 of 2028', () => {
    // 2026-02: from 02-15, 14 days. Calendar 1,000 × 14 / 28 = 500.00; 30-day base
    // 1,000 × 14 / 30 = 466.666… → 466.67; a whole February is 28 / 28 or 30 / 30: 1,000.00.
    // 2028-02 (leap): from 02-15, 15 days; 1,000 × 15 / 29 = 517.241… → 517.24.
    const late = assignment({ _id: 'late', binisTarihi: '2026-02-15' });
    const whole = assignment({ _id: 'whole' });
    expect(wageSheet(sheet('2026-02', [whole, late])).satirlar.map((l) => [l.gun, l.bakiye])).toEqual([
      [28, 1000],
      [14, 500],
    ]);
    expect(wageSheet(sheet('2026-02', [whole, late], { gunEsasi: '30' })).satirlar.map((l) => [l.gun, l.bakiye])).toEqual([
      [30, 1000],
      [14, 466.67],
    ]);
    const leap = assignment({ _id: 'leap', binisTarihi: '2028-02-15' });
    expect(wageSheet(sheet('2028-02', [leap])).satirlar.map((l) => [l.gun, l.bakiye])).toEqual([[15, 517.24]]);
  });

  it('totals per currency are sums of the rounded lines', () => {
    // USD: 580.65 + … = 1,064.52 (worked) + 645.16 (1,000 for 20 of 31) = 1,709.68;
    // TL: 30,000.00 × 20 / 31 = 19,354.838… → 19,354.84, less an advance of 1,000.00 = 18,354.84.
    const usd = assignment({ _id: 'usd', binisTarihi: '2026-01-12' });
    const tl = assignment({ _id: 'tl', binisTarihi: '2026-01-12', ucretKalemleri: parts('TL', ['temel', 3_000_000]) });
    const result = wageSheet(
      sheet('2026-01', [worked, usd, tl], { satirlar: [{ gorevlendirme: 'tl', kesintiler: [{ tur: 'avans', tutar: 100_000 }] }] }),
    );
    expect(result.toplamlar).toEqual({
      USD: { kazanc: 1709.68, kesinti: 0, bakiye: 1709.68 },
      TL: { kazanc: 19354.84, kesinti: 1000, bakiye: 18354.84 },
    });
  });

  it('a foreign-currency wage gets its TL base at the sheet rate (§7: the last bulletin of the month)', () => {
    // March, USD 2,000.00 a month, whole month; rate 43.1234 (the 03-31 bulletin, dated before
    // 04-01). TL gross 2,000 × 43.1234 = 86,246.80. TUGS: no income tax. SGK base 86,246.80
    // (between 33,030.00 and 247,725.00): worker 14 % = 12,074.552 → 12,074.55; unemployment 1 % =
    // 862.468 → 862.47; stamp (86,246.80 − 33,030.00) × 0.759 % = 53,216.80 × 0.00759 = 403.9155… →
    // 403.92; net 86,246.80 − 12,074.55 − 862.47 − 403.92 = 72,905.86. Employer 21.75 % =
    // 18,758.679 → 18,758.68; unemployment 2 % = 1,724.936 → 1,724.94; cost 86,246.80 + 18,758.68 +
    // 1,724.94 = 106,730.42; SGK total 12,074.55 + 862.47 + 18,758.68 + 1,724.94 = 33,420.64.
    const rates = [
      { tarih: '2026-03-30', dovizCinsi: 'USD', dovizAlis: 430_000 },
      { tarih: '2026-03-31', dovizCinsi: 'USD', dovizAlis: 431_234 },
      { tarih: '2026-04-01', dovizCinsi: 'USD', dovizAlis: 440_000 },
    ];
    const kurlar = sheetRates(rates, '2026-03', ['USD', 'EURO']);
    expect(kurlar).toEqual({ USD: 431_234 });
    const a = assignment({ _id: 'fx', ucretKalemleri: parts('USD', ['temel', 200_000]) });
    const result = wageSheet(
      sheet('2026-03', [a], { personeller: [{ _id: 'p-fx', tcKimlikNo: '10000000146' }], yasal: { tugs: true, kurlar } }),
    );
    const [line] = result.satirlar;
    expect(line?.bakiye).toBe(2000);
    expect(line?.kur).toBe(43.1234);
    expect(line?.yasal).toEqual({
      sgkIsci: 12074.55,
      issizlikIsci: 862.47,
      gelirVergisi: 0,
      damgaVergisi: 403.92,
      net: 72905.86,
      sgkIsveren: 18758.68,
      issizlikIsveren: 1724.94,
      isverenMaliyeti: 106730.42,
      sgkToplam: 33420.64,
    });
    expect(result.uyarilar).toEqual([]);
  });

  it('statutory figures: only for a Turkish seafarer, and only with a rate for a foreign wage', () => {
    const a = assignment({ _id: 'x' });
    const foreign = wageSheet(
      sheet('2026-03', [a], { personeller: [{ _id: 'p-x', uyruk: 'Filipinler', pasaportNo: 'P1' } as never], yasal: {} }),
    );
    expect(foreign.satirlar[0]?.yasal).toBeUndefined();
    const noRate = wageSheet(sheet('2026-03', [a], { personeller: [{ _id: 'p-x', uyruk: 'TR' }], yasal: {} }));
    expect(noRate.satirlar[0]?.yasal).toBeUndefined();
    expect(noRate.uyarilar).toEqual([{ path: 'satirlar.0.yasal', message: 'rateMissing' }]);
    const noYear = wageSheet(
      sheet('2031-03', [assignment({ _id: 'y', ucretKalemleri: parts('TL', ['temel', 5_000_000]) })], {
        personeller: [{ _id: 'p-y', uyruk: 'TR' }],
        yasal: {},
      }),
    );
    expect(noYear.uyarilar).toEqual([{ path: 'donem', message: 'payrollRatesMissing' }]);
  });

  it('TL wage, SGK floor: the base is the minimum wage', () => {
    // January 2026, TL 20,000.00 whole month, not TUGS. Base 33,030.00 (floor): worker 4,624.20 +
    // 330.30; income-tax base 20,000 − 4,624.20 − 330.30 = 15,045.50, tax 15 % = 2,256.83, less the
    // minimum wage's 15 % × 28,075.50 = 4,211.33: 0. Stamp: not above the minimum: 0. Net 15,045.50.
    // Employer 21.75 % × 33,030 = 7,184.025 → 7,184.03; 2 % = 660.60; cost 27,844.63;
    // SGK total 4,624.20 + 330.30 + 7,184.03 + 660.60 = 12,799.13.
    const a = assignment({ _id: 't', ucretKalemleri: parts('TL', ['temel', 2_000_000]) });
    const [line] = wageSheet(sheet('2026-01', [a], { personeller: [{ _id: 'p-t', tcKimlikNo: '10000000146' }], yasal: {} })).satirlar;
    expect(line?.kur).toBeUndefined();
    expect(line?.yasal).toEqual({
      sgkIsci: 4624.2,
      issizlikIsci: 330.3,
      gelirVergisi: 0,
      damgaVergisi: 0,
      net: 15045.5,
      sgkIsveren: 7184.03,
      issizlikIsveren: 660.6,
      isverenMaliyeti: 27844.63,
      sgkToplam: 12799.13,
    });
  });
});

describe('the ILO minimum warns, never refuses', () => {
  it('an AB below USD 690 in 2026 is warned; 690.00, a cadet, or a TL wage above it is not', () => {
    const low = assignment({ _id: 'low', ucretKalemleri: parts('USD', ['temel', 65_000], ['sabit-mesai', 30_000]) });
    const ok = assignment({ _id: 'ok', ucretKalemleri: parts('USD', ['temel', 69_000]) });
    const cadet = assignment({ _id: 'cadet', rutbe: 'stajyer', ucretKalemleri: parts('USD', ['temel', 40_000]) });
    const result = wageSheet(sheet('2026-01', [low, ok, cadet]));
    // Lines in sign-on order, then by assignment: cadet, low, ok.
    expect(result.satirlar.map((l) => l.gorevlendirme)).toEqual(['cadet', 'low', 'ok']);
    expect(result.uyarilar).toEqual([{ path: 'satirlar.1', message: 'belowIloMinimum' }]);
    expect(wageSheetErrors(sheet('2026-01', [low]))).toEqual([]);
    // TL 25,000.00 at 43.1234 TL per USD is 579.73 USD: below; TL 30,000.00 is 695.67: not.
    const tl = (tutar: number) => assignment({ _id: 'tl', ucretKalemleri: parts('TL', ['temel', tutar]) });
    expect(belowIloMinimum(tl(2_500_000), 2026, { USD: 431_234 })).toBe(true);
    expect(belowIloMinimum(tl(3_000_000), 2026, { USD: 431_234 })).toBe(false);
    expect(belowIloMinimum(tl(2_500_000), 2026, {})).toBe(false);
  });
});

describe('wageSheetErrors', () => {
  it('a month with no one aboard', () => {
    const gone = assignment({ _id: 'g', binisTarihi: '2025-10-01', inisTarihi: '2025-12-31' });
    expect(wageSheetErrors(sheet('2026-01', [gone]))).toEqual([{ path: 'donem', message: 'noCrewAboard' }]);
    expect(wageSheetErrors(sheet('2026-01', []))).toEqual([{ path: 'donem', message: 'noCrewAboard' }]);
  });

  it('a line for someone not aboard that month (signed off before, or on another ship), or twice', () => {
    const gone = assignment({ _id: 'g', binisTarihi: '2025-10-01', inisTarihi: '2025-12-31' });
    const other = assignment({ _id: 'o', sirket: 'gemi-b' });
    expect(
      wageSheetErrors(
        sheet('2026-01', [worked, gone, other], {
          satirlar: [{ gorevlendirme: 'g' }, { gorevlendirme: 'o' }, { gorevlendirme: 'w' }, { gorevlendirme: 'w' }],
        }),
      ),
    ).toEqual([
      { path: 'satirlar.0.gorevlendirme', message: 'notAboardInPeriod' },
      { path: 'satirlar.1.gorevlendirme', message: 'notAboardInPeriod' },
      { path: 'satirlar.3.gorevlendirme', message: 'duplicateLine' },
    ]);
  });

  it('a negative overtime, a negative or unknown deduction', () => {
    expect(
      wageSheetErrors(
        sheet('2026-01', [worked], {
          satirlar: [
            {
              gorevlendirme: 'w',
              fazlaMesaiSaat: -1_000,
              kesintiler: [
                { tur: 'kantin', tutar: -5 },
                { tur: 'ceza' as never, tutar: 5 },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      { path: 'satirlar.0.fazlaMesaiSaat', message: 'negativeOvertime' },
      { path: 'satirlar.0.kesintiler.0.tutar', message: 'negativeAmount' },
      { path: 'satirlar.0.kesintiler.1.tur', message: 'invalid' },
    ]);
  });

  it('an allotment larger than the earnings', () => {
    // Earnings 1,064.52 (the worked check): allotments 600.00 + 500.00 = 1,100.00 are more; 1,064.52 is not.
    const entry = (a: number, b: number) => ({
      gorevlendirme: 'w',
      kesintiler: [
        { tur: 'aile-havalesi' as const, tutar: a },
        { tur: 'avans' as const, tutar: 10_000 },
        { tur: 'aile-havalesi' as const, tutar: b },
      ],
    });
    expect(wageSheetErrors(sheet('2026-01', [worked], { satirlar: [entry(60_000, 50_000)] }))).toEqual([
      { path: 'satirlar.0.kesintiler.2.tutar', message: 'allotmentExceedsEarnings' },
    ]);
    expect(wageSheetErrors(sheet('2026-01', [worked], { satirlar: [entry(60_000, 46_452)] }))).toEqual([]);
  });

  it('a period, a day base and wage parts that are not right', () => {
    expect(wageSheetErrors(sheet('2026-13', [worked]))).toEqual([{ path: 'donem', message: 'invalid' }]);
    expect(wageSheetErrors(sheet('2026-01', [worked], { gunEsasi: '31' as never }))).toEqual([{ path: 'gunEsasi', message: 'invalid' }]);
    const mixed = assignment({
      _id: 'm',
      ucretKalemleri: [...parts('USD', ['temel', 1]), ...parts('EURO', ['prim', -1])],
      fazlaMesaiSaatUcreti: -1,
    });
    expect(wageSheetErrors(sheet('2026-01', [mixed]))).toEqual([
      { path: 'gorevlendirmeler.0.ucretKalemleri', message: 'mixedWageCurrency' },
      { path: 'gorevlendirmeler.0.ucretKalemleri.1.tutar', message: 'negativeAmount' },
      { path: 'gorevlendirmeler.0.fazlaMesaiSaatUcreti', message: 'negativeAmount' },
    ]);
  });

  it('every key is new or already shared', () => {
    const shared = new Set<string>(ERROR_KEYS);
    expect(PAYROLL_ERROR_KEYS.filter((key) => shared.has(key))).toEqual([]);
    expect(shared.has('invalidTransition') && shared.has('rateMissing')).toBe(true);
  });
});

describe("the sheet's life", () => {
  it('draft → approved → paid; nothing goes back; only a draft is edited', () => {
    expect(sheetMoveError('taslak', 'onaylandi')).toBeNull();
    expect(sheetMoveError('onaylandi', 'odendi')).toBeNull();
    expect(sheetMoveError('taslak', 'odendi')).toEqual({ path: 'durum', message: 'invalidTransition' });
    expect(sheetMoveError('onaylandi', 'taslak')).toEqual({ path: 'durum', message: 'invalidTransition' });
    expect(sheetMoveError('odendi', 'onaylandi')).toEqual({ path: 'durum', message: 'invalidTransition' });
    expect(sheetEditError('taslak')).toBeNull();
    expect(sheetEditError('onaylandi')).toEqual({ path: 'durum', message: 'sheetNotDraft' });
    expect(sheetEditError('odendi')).toEqual({ path: 'durum', message: 'sheetNotDraft' });
  });
});

describe('splitAllotments', () => {
  const b = (ad: string, over: { pay?: number; tutar?: number }) => ({ ad, iban: `TR${ad}`, ...over });

  it('a fixed amount first, then shares of the rest by largest remainder: the parts sum to the balance', () => {
    // Balance 1,064.52, fixed 200.00: rest 864.52. Shares 33.333 / 33.333 / 33.334 % = 100 %:
    // 864.52 × 33.333 % = 288.1704… (floor 288.17), twice; × 33.334 % = 288.1790… (floor 288.17);
    // floors 864.51, one cent left → the largest remainder (.90968, the third) → 288.18.
    // 200.00 + 288.17 + 288.17 + 288.18 = 1,064.52; nothing left for the seafarer.
    const split = splitAllotments(106_452, [
      b('a', { tutar: 20_000 }),
      b('b', { pay: 33_333 }),
      b('c', { pay: 33_333 }),
      b('d', { pay: 33_334 }),
    ]);
    expect(split.lehdarlar.map((x) => x.tutar)).toEqual([20_000n, 28_817n, 28_817n, 28_818n]);
    expect(split.kalan).toBe(0n);
  });

  it('shares below 100 %: their total rounded once, the rest to the seafarer', () => {
    // Balance 1,000.01: 50 % = 500.005, 25 % = 250.0025; total 75 % = 750.0075 → 750.01; floors
    // 500.00 + 250.00 = 750.00, one cent to the larger remainder (the 50 %): 500.01 + 250.00;
    // the seafarer 1,000.01 − 750.01 = 250.00.
    const split = splitAllotments(100_001, [b('a', { pay: 50_000 }), b('b', { pay: 25_000 })]);
    expect(split.lehdarlar.map((x) => x.tutar)).toEqual([50_001n, 25_000n]);
    expect(split.kalan).toBe(25_000n);
    expect(split.lehdarlar[0]).toEqual({ ad: 'a', iban: 'TRa', tutar: 50_001n });
  });

  it('sums exactly for any balance; nothing for a balance of 0 or less; fixed amounts above it refused', () => {
    const list = [b('a', { pay: 33_333 }), b('b', { pay: 16_667 }), b('c', { tutar: 1_234 }), b('d', { pay: 12_345 })];
    for (const balance of [1_235, 1_999, 10_007, 99_999, 123_457, 1_000_003]) {
      const split = splitAllotments(balance, list);
      expect(split.lehdarlar.reduce((sum, x) => sum + x.tutar, split.kalan)).toBe(BigInt(balance));
      expect(split.kalan >= 0n).toBe(true);
    }
    expect(splitAllotments(0, list).lehdarlar.every((x) => x.tutar === 0n)).toBe(true);
    expect(() => splitAllotments(1_000, list)).toThrow('allotmentExceedsEarnings');
    expect(allotmentError(1_000, list)).toEqual({ path: 'lehdarlar', message: 'allotmentExceedsEarnings' });
    expect(allotmentError(1_234, list)).toBeNull();
  });

  it('beneficiaries: a share or an amount, shares at most 100 %', () => {
    expect(beneficiaryErrors([b('a', { pay: 60_000 }), b('b', { pay: 50_000 })])).toEqual([
      { path: 'lehdarlar', message: 'sharesOver100' },
    ]);
    expect(
      beneficiaryErrors([{ ad: 'a', iban: 'x', pay: 1, tutar: 1 }, { ad: '', iban: 'y' }, b('c', { pay: 100_001 }), b('d', { tutar: -1 })]),
    ).toEqual([
      { path: 'lehdarlar.0.pay', message: 'shareOrAmount' },
      { path: 'lehdarlar.1.ad', message: 'required' },
      { path: 'lehdarlar.1.pay', message: 'shareOrAmount' },
      { path: 'lehdarlar.2.pay', message: 'outOfRange' },
      { path: 'lehdarlar.3.tutar', message: 'negativeAmount' },
    ]);
  });
});

describe('wageAccount', () => {
  it('earned, settled aboard, paid and owed by month; drafts do not count', () => {
    // January (approved): earned 1,000.00, advance 100.00 settled aboard, allotment 300.00 and the
    // balance 600.00 paid (the balance on 02-03, for January): owed 0. February is a draft: nothing.
    // March (paid): earned 1,200.00, nothing paid for March; 500.00 paid on 04-02 with no period
    // counts to April: owed 1,200.00 then −500.00, running 1,200.00 then 700.00.
    const line = (kazanc: bigint, kesintiler: { tur: 'avans' | 'aile-havalesi'; tutar: bigint }[] = []) => ({
      personel: 'ali',
      dovizCinsi: 'USD' as const,
      kazanc,
      kesintiler,
    });
    const sheets = [
      {
        donem: '2026-01',
        durum: 'onaylandi' as const,
        satirlar: [
          line(100_000n, [
            { tur: 'avans', tutar: 10_000n },
            { tur: 'aile-havalesi', tutar: 30_000n },
          ]),
          { ...line(5n), personel: 'veli' },
        ],
      },
      { donem: '2026-02', durum: 'taslak' as const, satirlar: [line(90_000n)] },
      { donem: '2026-03', durum: 'odendi' as const, satirlar: [line(120_000n)] },
    ];
    const payments = [
      { personel: 'ali', donem: '2026-01', tarih: '2026-02-03', tutar: 30_000, dovizCinsi: 'USD' as const },
      { personel: 'ali', donem: '2026-01', tarih: '2026-02-03', tutar: 60_000, dovizCinsi: 'USD' as const },
      { personel: 'ali', tarih: '2026-04-02', tutar: 50_000, dovizCinsi: 'USD' as const },
      { personel: 'veli', tarih: '2026-04-02', tutar: 5, dovizCinsi: 'USD' as const },
    ];
    expect(wageAccount('ali', sheets, payments)).toEqual([
      { donem: '2026-01', dovizCinsi: 'USD', kazanilan: 100_000n, mahsup: 10_000n, odenen: 90_000n, kalan: 0n, kumulatifKalan: 0n },
      { donem: '2026-03', dovizCinsi: 'USD', kazanilan: 120_000n, mahsup: 0n, odenen: 0n, kalan: 120_000n, kumulatifKalan: 120_000n },
      { donem: '2026-04', dovizCinsi: 'USD', kazanilan: 0n, mahsup: 0n, odenen: 50_000n, kalan: -50_000n, kumulatifKalan: 70_000n },
    ]);
  });
});

describe('payoutTransfers and sheetPayments', () => {
  // A paid line: balance 600.00 USD, an advance 100.00 settled aboard and an allotment 300.00 paid
  // by bank: 900.00 goes out. Beneficiaries: Ayşe a fixed 200.00, then Veli 50 % of the 700.00 left
  // = 350.00; the seafarer's own IBAN gets the other 350.00. A second line pays nothing (balance 0).
  const people = [
    {
      _id: 'ali',
      ad: 'Ali',
      soyad: 'Deniz',
      iban: 'TR-ALI',
      lehdarlar: [
        { ad: 'Ayşe', iban: 'TR-AYSE', tutar: 20_000 },
        { ad: 'Veli', iban: 'TR-VELI', pay: 50_000 },
      ],
    },
    { _id: 'can', ad: 'Can', soyad: 'Su', iban: 'TR-CAN' },
  ];
  const lines = [
    {
      personel: 'ali',
      dovizCinsi: 'USD' as const,
      bakiye: 60_000,
      kesintiler: [
        { tur: 'avans' as const, tutar: 10_000 },
        { tur: 'aile-havalesi' as const, tutar: 30_000 },
      ],
    },
    { personel: 'can', dovizCinsi: 'USD' as const, bakiye: 0, kesintiler: [] },
  ];

  it('splits what each line pays among the beneficiaries and sends the rest to the seafarer', () => {
    expect(lineToPay(lines[0]!)).toBe(90_000n);
    expect(payoutTransfers(lines, people)).toEqual([
      { personel: 'ali', alici: 'lehdar', ad: 'Ayşe', iban: 'TR-AYSE', tutar: 20_000n, dovizCinsi: 'USD' },
      { personel: 'ali', alici: 'lehdar', ad: 'Veli', iban: 'TR-VELI', tutar: 35_000n, dovizCinsi: 'USD' },
      { personel: 'ali', alici: 'personel', ad: 'Ali Deniz', iban: 'TR-ALI', tutar: 35_000n, dovizCinsi: 'USD' },
    ]);
  });

  it('refuses fixed allotments above what the line pays', () => {
    expect(() => payoutTransfers([{ ...lines[0]!, bakiye: 0, kesintiler: [{ tur: 'aile-havalesi', tutar: 10_000 }] }], people)).toThrow(
      'allotmentExceedsEarnings',
    );
  });

  it('counts a paid sheet’s pay-out as paid in its period, so the month owes nothing; an approved one pays nothing yet', () => {
    // Earned 1,000.00 (basic 900.00 + overtime 100.00), settled 100.00, paid 900.00: owed 0.
    const stored = { ...lines[0]!, kazanclar: [{ tutar: 90_000 }], fazlaMesai: { tutar: 10_000 } };
    expect(storedLineEarnings(stored)).toBe(100_000n);
    const paid = { donem: '2026-01', durum: 'odendi' as const, satirlar: [stored] };
    expect(sheetPayments(paid)).toEqual([{ personel: 'ali', donem: '2026-01', tarih: '2026-01-01', tutar: 90_000, dovizCinsi: 'USD' }]);
    expect(sheetPayments({ ...paid, durum: 'onaylandi' })).toEqual([]);
    // February approved, not paid yet: earned 500.00, owed 500.00, running 500.00.
    const approved = {
      donem: '2026-02',
      durum: 'onaylandi' as const,
      satirlar: [{ ...stored, bakiye: 50_000, kesintiler: [], kazanclar: [{ tutar: 50_000 }], fazlaMesai: null }],
    };
    expect(wageAccounts([paid, approved]).get('ali')).toEqual([
      { donem: '2026-01', dovizCinsi: 'USD', kazanilan: 100_000n, mahsup: 10_000n, odenen: 90_000n, kalan: 0n, kumulatifKalan: 0n },
      { donem: '2026-02', dovizCinsi: 'USD', kazanilan: 50_000n, mahsup: 0n, odenen: 0n, kalan: 50_000n, kumulatifKalan: 50_000n },
    ]);
  });
});
