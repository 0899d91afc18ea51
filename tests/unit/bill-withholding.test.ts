import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { billRecordOf, billSchema, storedBillOf } from '../../src/domain/bill';
import { billTotals, lineAmounts, WITHHOLDING_RATES, type LineFigures } from '../../src/domain/bill-math';
import { parseDecimal, SCALES } from '../../src/domain/money';
import { formValuesOf, recordOnDevice, recordOnWire } from '../../src/domain/records/form-input';

// Withholding (tevkifat, docs/areas/e-invoice.md) in the bill engine, against figures worked by hand: each
// line's withheld KDV = its KDV × the rate, rounded half away from zero to the kuruş; odenecekTutar =
// indirimliTutar + toplamKdvTutar − toplamTevkifatTutar.

const at = (text: string, scale: number) => {
  const parsed = parseDecimal(text, scale);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
};
const kurus = (text: string) => at(text, SCALES.amount);

/** A line as typed: quantity, unit price, KDV %, withholding rate, discount %. */
function line(miktar: string, birimFiyat: string, kdv: string, tevkifatOrani: number, iskonto = '0'): LineFigures {
  return {
    miktar: at(miktar, SCALES.quantity),
    birimFiyat: at(birimFiyat, SCALES.unitPrice),
    iskonto: at(iskonto, SCALES.percent),
    kdv: at(kdv, SCALES.percent),
    tevkifatOrani,
  };
}

describe('withholding of one line: 1 × 1,000.00 at 20 % KDV (KDV 200.00)', () => {
  const cases: [string, number, string, string][] = [
    ['2/10', 20, '40.00', '1160.00'],
    ['5/10', 50, '100.00', '1100.00'],
    ['7/10', 70, '140.00', '1060.00'],
    ['9/10', 90, '180.00', '1020.00'],
    ['10/10', 100, '200.00', '1000.00'],
  ];
  for (const [name, rate, withheld, payable] of cases) {
    it(`${name}: withholds ${withheld}, the buyer pays ${payable}`, () => {
      const figures = line('1', '1000', '20', rate);
      expect(lineAmounts(figures)).toEqual({
        brut: kurus('1000.00'),
        iskontoTutari: 0,
        net: kurus('1000.00'),
        kdvTutari: kurus('200.00'),
        tutar: kurus('1200.00'),
        tevkifatTutari: kurus(withheld),
      });
      expect(billTotals([figures])).toEqual({
        araToplam: kurus('1000.00'),
        toplamIskontoTutar: 0,
        indirimliTutar: kurus('1000.00'),
        toplamKdvTutar: kurus('200.00'),
        toplamTevkifatTutar: kurus(withheld),
        odenecekTutar: kurus(payable),
      });
    });
  }
});

describe('rounding at the half kuruş', () => {
  it('1 × 1.25 at 20 % (KDV 0.25): 7/10 = 0.175 → 0.18, 5/10 = 0.125 → 0.13, 9/10 = 0.225 → 0.23, 2/10 = 0.05', () => {
    expect(lineAmounts(line('1', '1.25', '20', 70)).tevkifatTutari).toBe(kurus('0.18'));
    expect(lineAmounts(line('1', '1.25', '20', 50)).tevkifatTutari).toBe(kurus('0.13'));
    expect(lineAmounts(line('1', '1.25', '20', 90)).tevkifatTutari).toBe(kurus('0.23'));
    expect(lineAmounts(line('1', '1.25', '20', 20)).tevkifatTutari).toBe(kurus('0.05'));
    // 1.25 + 0.25 − 0.18 = 1.32
    expect(billTotals([line('1', '1.25', '20', 70)]).odenecekTutar).toBe(kurus('1.32'));
  });

  it('1 × 1.50 at 10 % (KDV 0.15): 3/10 = 0.045 → 0.05; 0.15 + 1.50 − 0.05 = 1.60', () => {
    const totals = billTotals([line('1', '1.5', '10', 30)]);
    expect(totals.toplamTevkifatTutar).toBe(kurus('0.05'));
    expect(totals.odenecekTutar).toBe(kurus('1.60'));
  });

  it('rounds each line, then adds: two lines of 0.175 withhold 0.36, not 0.35', () => {
    const totals = billTotals([line('1', '1.25', '20', 70), line('1', '1.25', '20', 70)]);
    expect(totals.toplamTevkifatTutar).toBe(kurus('0.36'));
    expect(totals.odenecekTutar).toBe(kurus('2.64'));
  });
});

describe('mixed lines', () => {
  it('7/10, 5/10 with a discount, none, and 9/10 at a half kuruş', () => {
    const lines = [
      line('10', '150', '20', 70), // 1500.00, KDV 300.00, withheld 210.00
      line('2', '333.33', '20', 50, '10'), // 666.66 − 66.666 → 66.67 = 599.99, KDV 119.998 → 120.00, withheld 60.00
      line('3', '12.5', '10', 0), // 37.50, KDV 3.75, nothing withheld
      line('1', '1.25', '20', 90), // 1.25, KDV 0.25, withheld 0.225 → 0.23
    ];
    expect(billTotals(lines)).toEqual({
      araToplam: kurus('2205.41'),
      toplamIskontoTutar: kurus('66.67'),
      indirimliTutar: kurus('2138.74'),
      toplamKdvTutar: kurus('424.00'),
      toplamTevkifatTutar: kurus('270.23'),
      // 2138.74 + 424.00 − 270.23
      odenecekTutar: kurus('2292.51'),
    });
  });

  it('a bill without withholding rates has the figures and shape it always had', () => {
    const plain: LineFigures = { miktar: 1000, birimFiyat: 10000000, iskonto: 0, kdv: 20000 };
    expect(billTotals([plain])).toEqual({
      araToplam: 100000,
      toplamIskontoTutar: 0,
      indirimliTutar: 100000,
      toplamKdvTutar: 20000,
      odenecekTutar: 120000,
    });
    expect(lineAmounts(plain)).not.toHaveProperty('tevkifatTutari');
    const zero = billTotals([{ ...plain, tevkifatOrani: 0 }]);
    expect(zero).toMatchObject({ toplamTevkifatTutar: 0, odenecekTutar: 120000 });
  });

  it('the withheld total is the sum of the lines, never above the KDV, and the payable follows it', () => {
    const lineArb = fc.record({
      miktar: fc.integer({ min: 1000, max: 10 ** 7 }),
      birimFiyat: fc.integer({ min: 10000, max: 10 ** 10 }),
      iskonto: fc.integer({ min: 0, max: 100000 }),
      kdv: fc.constantFrom(0, 1000, 10000, 20000),
      tevkifatOrani: fc.constantFrom(...WITHHOLDING_RATES),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 10 }), (lines) => {
        const totals = billTotals(lines);
        const amounts = lines.map(lineAmounts);
        const withheld = amounts.reduce((sum, a) => sum + BigInt(a.tevkifatTutari ?? 0), 0n);
        expect(BigInt(totals.toplamTevkifatTutar ?? -1)).toBe(withheld);
        expect(withheld <= BigInt(totals.toplamKdvTutar)).toBe(true);
        expect(BigInt(totals.odenecekTutar)).toBe(BigInt(totals.indirimliTutar) + BigInt(totals.toplamKdvTutar) - withheld);
      }),
    );
  });
});

describe('the bill schema and record', () => {
  const KOD = '0190a0b0-0000-7000-8000-0000000000c1';
  const FILE = { _id: '0190a0b0-0000-7000-8000-000000000001', name: 'f.pdf', type: 'application/pdf', size: 10, path: '/api/file/x' };
  const body = (tevkifatOrani: unknown, plan: string) => ({
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: 'T-1',
    tarih: '2026-01-31',
    dovizCinsi: 'TL',
    sirket: '0190a0b0-0000-7000-8000-0000000000a1',
    cariHesap: '0190a0b0-0000-7000-8000-0000000000b1',
    aciklama: '',
    kalemler: [
      {
        id: 'l1',
        butceKodu: KOD,
        adi: 'Temizlik',
        miktar: '1',
        birim: 'adet',
        birimFiyat: '1000',
        kdv: '20',
        ...(tevkifatOrani === undefined ? {} : { tevkifatOrani }),
      },
    ],
    odemePlani: [{ id: 'p1', tarih: '2026-01-31', miktar: plan }],
    taksitSayisi: 1,
    faturaFile: FILE._id,
  });

  it('takes 0 or 20–100 in tens, as a number or text; 0 when absent', () => {
    expect(v.parse(billSchema, body(undefined, '1200')).kalemler[0]?.tevkifatOrani).toBe(0);
    expect(v.parse(billSchema, body(70, '1060')).kalemler[0]?.tevkifatOrani).toBe(70);
    expect(v.parse(billSchema, body('90', '1020')).kalemler[0]?.tevkifatOrani).toBe(90);
    for (const wrong of [10, 25, 110, -20, 7.5]) {
      const result = v.safeParse(billSchema, body(wrong, '1200'));
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('outOfRange');
    }
    expect(v.safeParse(billSchema, body('7/10', '1200')).issues?.[0]?.message).toBe('invalid');
  });

  it('asks the plan to add up to the payable after withholding', () => {
    const result = v.safeParse(billSchema, body(70, '1200'));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('planTotalMismatch');
  });

  it('stores and records the withheld amounts (integers on the device, major units on the wire)', () => {
    const stored = storedBillOf(v.parse(billSchema, body(70, '1060')), FILE, () => 'new');
    expect(stored).toMatchObject({ toplamKdvTutar: 20000, toplamTevkifatTutar: 14000, odenecekTutar: 106000 });
    expect(stored.kalemler[0]).toMatchObject({ tevkifatOrani: 70, tevkifatTutari: 14000, tutar: 120000 });
    const record = billRecordOf('b1', stored);
    const wire = recordOnWire('fatura', record);
    expect(wire.toplamlar).toEqual({
      araToplam: 1000,
      toplamIskontoTutar: 0,
      indirimliTutar: 1000,
      toplamKdvTutar: 200,
      toplamTevkifatTutar: 140,
      odenecekTutar: 1060,
    });
    expect(wire.kalemler[0]).toMatchObject({ tevkifatOrani: 70, tevkifatTutari: 140 });
    expect(recordOnDevice('fatura', wire)).toEqual(record);
    expect(formValuesOf('fatura', record).kalemler[0]).toMatchObject({ tevkifatOrani: '70' });
  });

  it('keeps a bill without withholding as it was: no withholding keys in its record', () => {
    const stored = storedBillOf(v.parse(billSchema, body(undefined, '1200')), FILE, () => 'new');
    expect(stored.toplamTevkifatTutar).toBe(0);
    const record = billRecordOf('b1', stored);
    expect(record.toplamlar).not.toHaveProperty('toplamTevkifatTutar');
    expect(record.kalemler[0]).not.toHaveProperty('tevkifatOrani');
    expect(record.kalemler[0]).not.toHaveProperty('tevkifatTutari');
    expect(formValuesOf('fatura', record).kalemler[0]).not.toHaveProperty('tevkifatOrani');
  });
});
