import { describe, expect, it } from 'vitest';
import { hireStatement, hireStatementErrors, hireStatementMinor, type TimeCharter } from '../../src/domain/hire-statement';

// docs/areas/operations.md §1: every figure hand-worked below. Figures in the charter are as the
// domain holds them: amounts and daily rates in cents, percentages in thousandths (2.5 % = 2500),
// tonnes in thousandths, fuel prices in ten-thousandths. The answer is in major units.

/** 10,000.00 a day from 2026-05-01 00:00 UTC, 15-day periods, address commission 2.5 %. */
const base: TimeCharter = {
  gunlukKira: 1_000_000,
  teslim: { zaman: '2026-05-01T00:00Z', liman: 'Aliağa' },
  tahminiIade: '2026-05-31T00:00Z',
  faturaPeriyoduGun: 15,
  adresKomisyonuYuzde: 2500,
};

const lines = (statement: ReturnType<typeof hireStatement>, no: number) => statement.faturalar[no - 1]!.kalemler;
const sumOf = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

describe('hireStatement', () => {
  it("MODULES' worked check: 150,000.00 hire, −3,750.00 commission; a 6 h 30 min off-hire is −2,708.33 with +67.71 back in the next invoice", () => {
    // Off-hire 2026-05-03 10:00–16:30 = 390 min: 390 × 1,000,000 / 1440 = 270,833.33 → 270,833 cents
    // = −2,708.33; commission back 270,833 × 2.5 % = 6,770.825 → 6,771 = +67.71.
    // Invoice 1: 21,600 min × 1,000,000 / 1440 = 15,000,000 = 150,000.00; commission −3,750.00.
    const statement = hireStatement({
      ...base,
      offHire: [{ baslangic: '2026-05-03T10:00Z', bitis: '2026-05-03T16:30Z', sebep: 'Ana makine arızası' }],
    });
    expect(statement.faturalar.map((f) => [f.no, f.baslangic, f.bitis, f.vade])).toEqual([
      [1, '2026-05-01T00:00:00.000Z', '2026-05-16T00:00:00.000Z', '2026-05-01T00:00:00.000Z'],
      [2, '2026-05-16T00:00:00.000Z', '2026-05-31T00:00:00.000Z', '2026-05-16T00:00:00.000Z'],
    ]);
    expect(lines(statement, 1)).toEqual([
      { tur: 'kira', aciklama: '', gun: 15, tutar: 150_000 },
      { tur: 'adres-komisyonu', aciklama: '', tutar: -3_750 },
    ]);
    expect(lines(statement, 2)).toEqual([
      { tur: 'kira', aciklama: '', gun: 15, tutar: 150_000 },
      { tur: 'adres-komisyonu', aciklama: '', tutar: -3_750 },
      { tur: 'off-hire', aciklama: 'Ana makine arızası', gun: 0.2708, tutar: -2_708.33 },
      { tur: 'off-hire-komisyonu', aciklama: 'Ana makine arızası', tutar: 67.71 },
    ]);
    // 146,250.00 + (146,250.00 − 2,708.33 + 67.71 = 143,609.38) = 289,859.38.
    expect(statement.faturalar.map((f) => f.toplam)).toEqual([146_250, 143_609.38]);
    expect(statement.toplam).toBe(289_859.38);
  });

  it('18.5 h at 12,500.00/day is 9,635.42 from the minutes, not 0.7708 days × 12,500 = 9,635.00', () => {
    // 1,110 min × 1,250,000 / 1440 = 963,541.67 → 963,542 cents; the days shown, 0.7708, are for reading.
    const statement = hireStatement({
      gunlukKira: 1_250_000,
      teslim: { zaman: '2026-05-01T05:30Z' },
      iade: { zaman: '2026-05-02T00:00Z' },
    });
    expect(lines(statement, 1)).toEqual([{ tur: 'kira', aciklama: '', gun: 0.7708, tutar: 9_635.42 }]);
  });

  it('delivery and redelivery mid-day: periods run from delivery, the last ends at redelivery; C/V/E pro rata on each', () => {
    // Delivery 05-01 13:45, redelivery 05-20 07:15 (the actual one wins over the estimate).
    // Invoice 1: 05-01 13:45 → 05-16 13:45 = 21,600 min: hire 150,000.00; C/V/E 1,500.00 per 30 days:
    //   21,600 × 150,000 / (30 × 1440) = 75,000 → 750.00.
    // Invoice 2: 05-16 13:45 → 05-20 07:15 = 3 d 17 h 30 min = 5,370 min: hire 5,370 × 1,000,000 / 1440
    //   = 3,729,166.67 → 37,291.67 (3.7292 days); commission 3,729,167 × 2.5 % = 93,229.175 → −932.29;
    //   C/V/E 5,370 × 150,000 / 43,200 = 18,645.83 → 186.46.
    const statement = hireStatement({
      ...base,
      teslim: { zaman: '2026-05-01T13:45Z' },
      iade: { zaman: '2026-05-20T07:15Z' },
      tahminiIade: '2026-06-30T00:00Z',
      cve: { tutar: 150_000, esasGun: 30 },
    });
    expect(statement.faturalar.map((f) => [f.baslangic, f.bitis])).toEqual([
      ['2026-05-01T13:45:00.000Z', '2026-05-16T13:45:00.000Z'],
      ['2026-05-16T13:45:00.000Z', '2026-05-20T07:15:00.000Z'],
    ]);
    expect(lines(statement, 1)).toEqual([
      { tur: 'kira', aciklama: '', gun: 15, tutar: 150_000 },
      { tur: 'adres-komisyonu', aciklama: '', tutar: -3_750 },
      { tur: 'cve', aciklama: '', gun: 15, tutar: 750 },
    ]);
    expect(lines(statement, 2)).toEqual([
      { tur: 'kira', aciklama: '', gun: 3.7292, tutar: 37_291.67 },
      { tur: 'adres-komisyonu', aciklama: '', tutar: -932.29 },
      { tur: 'cve', aciklama: '', gun: 3.7292, tutar: 186.46 },
    ]);
  });

  it('an off-hire straddling a period end goes whole into the first invoice due after it ended, with its fuel and no commission on the fuel', () => {
    // Off-hire 05-15 20:00 → 05-16 04:00 (8 h = 480 min) ends in period 2 (from 05-16 00:00), so the
    // first invoice due after it is no. 3 (due 05-31). Hire lost 480 × 1,000,000 / 1440 = 333,333.33
    // → −3,333.33; commission back 333,333 × 2.5 % = 8,333.325 → +83.33; fuel 2.500 mt VLSFO at
    // 650.00 = 1,625.00 → −1,625.00, with no commission line of its own.
    const statement = hireStatement({
      ...base,
      tahminiIade: '2026-06-10T00:00Z',
      yakitFiyatlari: [{ yakit: 'VLSFO', birimFiyat: 6_500_000 }],
      offHire: [
        { baslangic: '2026-05-15T20:00Z', bitis: '2026-05-16T04:00Z', sebep: 'Jeneratör', yakit: [{ yakit: 'VLSFO', miktarMt: 2_500 }] },
      ],
    });
    expect(statement.faturalar).toHaveLength(3);
    expect(lines(statement, 2).map((l) => l.tur)).toEqual(['kira', 'adres-komisyonu']);
    expect(lines(statement, 3)).toEqual([
      // 05-31 → 06-10 = 10 days: 100,000.00, commission −2,500.00.
      { tur: 'kira', aciklama: '', gun: 10, tutar: 100_000 },
      { tur: 'adres-komisyonu', aciklama: '', tutar: -2_500 },
      { tur: 'off-hire', aciklama: 'Jeneratör', gun: 0.3333, tutar: -3_333.33 },
      { tur: 'off-hire-komisyonu', aciklama: 'Jeneratör', tutar: 83.33 },
      { tur: 'off-hire-yakiti', aciklama: 'VLSFO 2.5 mt', tutar: -1_625 },
    ]);
  });

  it('two off-hires in one period are two sets of lines; the commission per line differs from the commission on the total by 1 cent', () => {
    // 18 min: 18 × 1,000,000 / 1440 = 12,500 → −125.00, commission 12,500 × 2.5 % = 312.5 → +3.13.
    // 54 min: 54 × 1,000,000 / 1440 = 37,500 → −375.00, commission 37,500 × 2.5 % = 937.5 → +9.38.
    // Per line: 3.13 + 9.38 = 12.51. On the total, 500.00 × 2.5 % = 12.50: one cent less. We round per
    // line, as the statement shows each line.
    const statement = hireStatement({
      ...base,
      offHire: [
        { baslangic: '2026-05-02T10:00Z', bitis: '2026-05-02T10:18Z', sebep: 'A' },
        { baslangic: '2026-05-09T06:00Z', bitis: '2026-05-09T06:54Z', sebep: 'B' },
      ],
    });
    const second = lines(statement, 2);
    expect(second.filter((l) => l.tur === 'off-hire').map((l) => l.tutar)).toEqual([-125, -375]);
    expect(second.filter((l) => l.tur === 'off-hire-komisyonu').map((l) => l.tutar)).toEqual([3.13, 9.38]);
    // Invoice 2: 150,000.00 − 3,750.00 − 125.00 + 3.13 − 375.00 + 9.38 = 145,762.51 (not …762.50).
    expect(statement.faturalar[1]!.toplam).toBe(145_762.51);
  });

  it('delivery bunkers in the first invoice, ILOHC, redelivery bunkers and owners’ expenses in the last; the invoices sum to the statement', () => {
    // Delivery: 500.000 mt VLSFO × 650.00 = 325,000.00 + 80.250 mt MGO × 900.00 = 72,225.00 → one line 397,225.00.
    // Redelivery at the one price of VLSFO: 400.500 mt × 650.00 = 260,325.00 → −260,325.00.
    // ILOHC 5,000.00; cash to master −3,000.00.
    const statement = hireStatement({
      ...base,
      yakitFiyatlari: [
        { yakit: 'VLSFO', birimFiyat: 6_500_000 },
        { yakit: 'MGO', birimFiyat: 9_000_000 },
      ],
      yakitTeslim: [
        { yakit: 'VLSFO', miktarMt: 500_000 },
        { yakit: 'MGO', miktarMt: 80_250 },
      ],
      yakitIade: [{ yakit: 'VLSFO', miktarMt: 400_500 }],
      ilohc: 500_000,
      armatorMasraflari: [{ tarih: '2026-05-20', aciklama: 'Kaptana avans', tutar: 300_000 }],
    });
    expect(lines(statement, 1).find((l) => l.tur === 'teslim-yakiti')).toEqual({
      tur: 'teslim-yakiti',
      aciklama: 'VLSFO 500 mt, MGO 80.25 mt',
      tutar: 397_225,
    });
    expect(lines(statement, 2).slice(2)).toEqual([
      { tur: 'ilohc', aciklama: '', tutar: 5_000 },
      { tur: 'iade-yakiti', aciklama: 'VLSFO 400.5 mt', tutar: -260_325 },
      { tur: 'armator-masrafi', aciklama: 'Kaptana avans', tutar: -3_000 },
    ]);
    // 146,250.00 + 397,225.00 = 543,475.00; 146,250.00 + 5,000.00 − 260,325.00 − 3,000.00 = −112,075.00.
    expect(statement.faturalar.map((f) => f.toplam)).toEqual([543_475, -112_075]);
    expect(statement.toplam).toBe(431_400);
    expect(sumOf(statement.faturalar.map((f) => f.toplam))).toBe(statement.toplam);
  });

  it('a fuel price to 4 places is rounded once on the line: 400.500 mt × 640.2500 = 256,420.125 → 256,420.13', () => {
    const statement = hireStatementMinor({
      ...base,
      yakitFiyatlari: [{ yakit: 'VLSFO', birimFiyat: 6_402_500 }],
      yakitIade: [{ yakit: 'VLSFO', miktarMt: 400_500 }],
    });
    expect(statement.faturalar[1]!.kalemler.find((l) => l.tur === 'iade-yakiti')!.tutar).toBe(-25_642_013n);
  });

  it('brokerage per broker per hire line, rounded per line; not a line of the charterer’s statement', () => {
    // Broker 1.25 %: invoice 1 hire 15,000,000 × 1.25 % = 187,500 → 1,875.00. Invoice 2: 1,875.00 on
    // hire and 270,833 × 1.25 % = 3,385.4125 → −33.85 on the off-hire: 1,841.15. Total 3,716.15.
    // Broker 0.625 %: 15,000,000 × 0.625 % = 93,750 → 937.50; 270,833 × 0.625 % = 1,692.70625 →
    // −16.93: 920.57. Total 1,858.07.
    const statement = hireStatement({
      ...base,
      brokerajlar: [
        { cariHesap: 'broker-a', yuzde: 1250 },
        { cariHesap: 'broker-b', yuzde: 625 },
      ],
      offHire: [{ baslangic: '2026-05-03T10:00Z', bitis: '2026-05-03T16:30Z' }],
    });
    expect(statement.faturalar.map((f) => f.brokeraj)).toEqual([
      [
        { cariHesap: 'broker-a', tutar: 1_875 },
        { cariHesap: 'broker-b', tutar: 937.5 },
      ],
      [
        { cariHesap: 'broker-a', tutar: 1_841.15 },
        { cariHesap: 'broker-b', tutar: 920.57 },
      ],
    ]);
    expect(statement.brokeraj).toEqual([
      { cariHesap: 'broker-a', tutar: 3_716.15 },
      { cariHesap: 'broker-b', tutar: 1_858.07 },
    ]);
    expect(statement.faturalar.flatMap((f) => f.kalemler.map((l) => l.tur))).not.toContain('brokeraj');
  });

  it('a running charter runs to the estimated redelivery; an off-hire ending in the last period goes into the last invoice', () => {
    const statement = hireStatement({ ...base, offHire: [{ baslangic: '2026-05-20T00:00Z', bitis: '2026-05-20T12:00Z' }] });
    // 12 h: 720 × 1,000,000 / 1440 = 500,000 → −5,000.00; commission back 125.00.
    expect(lines(statement, 2).slice(2)).toEqual([
      { tur: 'off-hire', aciklama: '', gun: 0.5, tutar: -5_000 },
      { tur: 'off-hire-komisyonu', aciklama: '', tutar: 125 },
    ]);
  });
});

describe('hireStatementErrors', () => {
  const off = (baslangic: string, bitis: string) => ({ baslangic, bitis });

  it('a valid charter has none, and the statement refuses an invalid one rather than drop a line', () => {
    expect(hireStatementErrors(base)).toEqual([]);
    expect(() => hireStatement({ ...base, gunlukKira: -1 })).toThrow(RangeError);
  });

  it('redelivery at or before delivery, and no end at all', () => {
    expect(hireStatementErrors({ ...base, iade: { zaman: '2026-04-30T23:59Z' } })).toEqual([
      { path: 'iade.zaman', message: 'redeliveryBeforeDelivery' },
    ]);
    expect(hireStatementErrors({ ...base, tahminiIade: '2026-05-01T00:00Z' })).toEqual([
      { path: 'tahminiIade', message: 'redeliveryBeforeDelivery' },
    ]);
    expect(hireStatementErrors({ ...base, tahminiIade: null })).toEqual([{ path: 'tahminiIade', message: 'required' }]);
    expect(hireStatementErrors({ ...base, teslim: { zaman: '2026-02-30T00:00Z' } })).toEqual([
      { path: 'teslim.zaman', message: 'invalidDate' },
    ]);
  });

  it('an off-hire outside the charter, overlapping another, or ending before it starts', () => {
    expect(hireStatementErrors({ ...base, offHire: [off('2026-04-30T20:00Z', '2026-05-01T02:00Z')] })).toEqual([
      { path: 'offHire.0.baslangic', message: 'offHireOutsideCharter' },
    ]);
    expect(hireStatementErrors({ ...base, offHire: [off('2026-05-30T20:00Z', '2026-05-31T02:00Z')] })).toEqual([
      { path: 'offHire.0.bitis', message: 'offHireOutsideCharter' },
    ]);
    expect(
      hireStatementErrors({
        ...base,
        offHire: [off('2026-05-03T10:00Z', '2026-05-03T16:00Z'), off('2026-05-03T15:59Z', '2026-05-03T18:00Z')],
      }),
    ).toEqual([{ path: 'offHire.1.baslangic', message: 'offHireOverlap' }]);
    // Touching is not overlapping.
    expect(
      hireStatementErrors({
        ...base,
        offHire: [off('2026-05-03T10:00Z', '2026-05-03T16:00Z'), off('2026-05-03T16:00Z', '2026-05-03T18:00Z')],
      }),
    ).toEqual([]);
    expect(hireStatementErrors({ ...base, offHire: [off('2026-05-03T10:00Z', '2026-05-03T10:00Z')] })).toEqual([
      { path: 'offHire.0.bitis', message: 'endBeforeStart' },
    ]);
  });

  it('a negative or absurd rate, percentage or price; an invoice period out of range; a fuel with no price or priced twice', () => {
    expect(hireStatementErrors({ ...base, gunlukKira: -100 })).toEqual([{ path: 'gunlukKira', message: 'negativeRate' }]);
    expect(hireStatementErrors({ ...base, gunlukKira: 10_000_000_001 })).toEqual([{ path: 'gunlukKira', message: 'absurdRate' }]);
    expect(hireStatementErrors({ ...base, adresKomisyonuYuzde: 100_001 })).toEqual([
      { path: 'adresKomisyonuYuzde', message: 'absurdRate' },
    ]);
    expect(hireStatementErrors({ ...base, brokerajlar: [{ cariHesap: 'b', yuzde: -1 }] })).toEqual([
      { path: 'brokerajlar.0.yuzde', message: 'negativeRate' },
    ]);
    expect(hireStatementErrors({ ...base, faturaPeriyoduGun: 0 })).toEqual([{ path: 'faturaPeriyoduGun', message: 'outOfRange' }]);
    expect(
      hireStatementErrors({
        ...base,
        yakitFiyatlari: [
          { yakit: 'VLSFO', birimFiyat: 6_500_000 },
          { yakit: 'VLSFO', birimFiyat: 6_400_000 },
        ],
        yakitTeslim: [{ yakit: 'MGO', miktarMt: 1_000 }],
      }),
    ).toEqual([
      { path: 'yakitFiyatlari.1.yakit', message: 'duplicateFuel' },
      { path: 'yakitTeslim.0.yakit', message: 'fuelPriceMissing' },
    ]);
  });
});
