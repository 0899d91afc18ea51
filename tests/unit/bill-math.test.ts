import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendedPlanRow,
  billPaymentState,
  billTotals,
  lineAmounts,
  paymentProgress,
  paymentTypeOf,
  planRemainder,
  planTotal,
  proposePlan,
  totalsTooLarge,
  type LineFigures,
} from '../../src/domain/bill-math';
import { addMonths } from '../../src/domain/calendar';
import { decimalText, divRound, parseDecimal, SCALES, toMajor } from '../../src/domain/money';

// The money engine against figures computed by hand (docs/architecture.md §7), then properties.

/** A line from the decimal text a person would type: quantity, unit price, discount %, KDV %. */
function line(miktar: string, birimFiyat: string, kdv: string, iskonto = '0'): LineFigures {
  const at = (text: string, scale: number) => {
    const parsed = parseDecimal(text, scale);
    if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
    return parsed.value;
  };
  return {
    miktar: at(miktar, SCALES.quantity),
    birimFiyat: at(birimFiyat, SCALES.unitPrice),
    iskonto: at(iskonto, SCALES.percent),
    kdv: at(kdv, SCALES.percent),
  };
}

/** Minor units from decimal text, for expectations written as people read amounts. */
const kurus = (text: string) => {
  const parsed = parseDecimal(text, SCALES.amount);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('decimal text to integers', () => {
  it('parses numbers and strings at their scale, without rounding away a digit', () => {
    expect(parseDecimal(1234.56, 2)).toEqual({ ok: true, value: 123456 });
    expect(parseDecimal('1234.56', 2)).toEqual({ ok: true, value: 123456 });
    expect(parseDecimal(0.1, 2)).toEqual({ ok: true, value: 10 });
    expect(parseDecimal('1.500', 2)).toEqual({ ok: true, value: 150 });
    expect(parseDecimal(12.3456, 4)).toEqual({ ok: true, value: 123456 });
    expect(parseDecimal(2.345, 3)).toEqual({ ok: true, value: 2345 });
    expect(parseDecimal(1000000000.01, 2)).toEqual({ ok: true, value: 100000000001 });
    expect(parseDecimal(-3.5, 2)).toEqual({ ok: true, value: -350 });
  });

  it('refuses more places than the scale, exponents, non-numbers and the out of range', () => {
    expect(parseDecimal(1.005, 2)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseDecimal('12.34567', 4)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseDecimal(1e-7, 4)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseDecimal(1e21, 2)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseDecimal('20000000000000', 2)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseDecimal('1,5', 2)).toEqual({ ok: false, error: 'invalid' });
    expect(parseDecimal('abc', 2)).toEqual({ ok: false, error: 'invalid' });
    expect(parseDecimal(Number.NaN, 2)).toEqual({ ok: false, error: 'invalid' });
    expect(parseDecimal(null, 2)).toEqual({ ok: false, error: 'invalid' });
  });

  it('writes integers back as the same decimal', () => {
    expect(decimalText(123456, 2)).toBe('1234.56');
    expect(decimalText(5, 2)).toBe('0.05');
    expect(decimalText(-5, 2)).toBe('-0.05');
    expect(decimalText(100, 2)).toBe('1');
    expect(toMajor(123456, 4)).toBe(12.3456);
    expect(toMajor(100000000001, 2)).toBe(1000000000.01);
  });

  it('rounds half away from zero', () => {
    expect(divRound(5n, 10n)).toBe(1n);
    expect(divRound(-5n, 10n)).toBe(-1n);
    expect(divRound(4n, 10n)).toBe(0n);
    expect(divRound(-14n, 10n)).toBe(-1n);
    expect(divRound(15n, 10n)).toBe(2n);
  });
});

describe('line amounts', () => {
  it('rounds a KDV that ends in half a kuruş up: 12.50 × 1 % = 0.125 → 0.13', () => {
    expect(lineAmounts(line('5', '2.5', '1'))).toEqual({
      brut: kurus('12.50'),
      iskontoTutari: 0,
      net: kurus('12.50'),
      kdvTutari: kurus('0.13'),
      tutar: kurus('12.63'),
    });
    // 1.05 × 10 % = 0.105 → 0.11 (binary floats make 1.05 × 0.1 = 0.10500000000000001 by luck only)
    expect(lineAmounts(line('1', '1.05', '10')).kdvTutari).toBe(kurus('0.11'));
  });

  it('takes a 12.5 % discount off the rounded gross: 3 × 33.3333 = 100.00, − 12.50, + 20 % KDV', () => {
    expect(lineAmounts(line('3', '33.3333', '20', '12.5'))).toEqual({
      brut: kurus('100.00'),
      iskontoTutari: kurus('12.50'),
      net: kurus('87.50'),
      kdvTutari: kurus('17.50'),
      tutar: kurus('105.00'),
    });
  });

  it('multiplies a fractional quantity exactly: 2.345 kg × 19.99 = 46.87655 → 46.88', () => {
    expect(lineAmounts(line('2.345', '19.99', '10'))).toEqual({
      brut: kurus('46.88'),
      iskontoTutari: 0,
      net: kurus('46.88'),
      kdvTutari: kurus('4.69'),
      tutar: kurus('51.57'),
    });
  });
});

describe('bill totals', () => {
  it('adds four lines with mixed KDV rates and a discount', () => {
    const lines = [
      line('1', '1000', '20'), // 1000.00 + 200.00
      line('2', '150.50', '10', '5'), // 301.00 − 15.05 = 285.95 + 28.595 → 28.60
      line('3.5', '12.3456', '1'), // 43.2096 → 43.21 + 0.4321 → 0.43
      line('10', '7.77', '0'), // 77.70
    ];
    expect(billTotals(lines)).toEqual({
      araToplam: kurus('1421.91'),
      toplamIskontoTutar: kurus('15.05'),
      indirimliTutar: kurus('1406.86'),
      toplamKdvTutar: kurus('229.03'),
      odenecekTutar: kurus('1635.89'),
    });
    const sumOfLines = lines.map(lineAmounts).reduce((sum, amounts) => sum + BigInt(amounts.tutar), 0n);
    expect(BigInt(billTotals(lines).odenecekTutar)).toBe(sumOfLines);
  });

  it('keeps every kuruş of a 1,000,000,000.00 bill', () => {
    // 3 × 333,333,333.3333 = 999,999,999.9999 → 1,000,000,000.00; + 20 % = 1,200,000,000.00
    const totals = billTotals([line('3', '333333333.3333', '20')]);
    expect(totals.araToplam).toBe(kurus('1000000000.00'));
    expect(totals.odenecekTutar).toBe(kurus('1200000000.00'));
    // A kuruş more on a billion is still there: 1,000,000,000.01 at 0 %.
    const plusOne = billTotals([line('1', '1000000000.01', '0'), line('1', '0.0049', '0')]);
    expect(plusOne.odenecekTutar).toBe(kurus('1000000000.01'));
    expect(toMajor(plusOne.odenecekTutar, 2)).toBe(1000000000.01);
    const plan = proposePlan(kurus('1000000000.01'), 3, '2026-01-15');
    expect(plan.map((row) => decimalText(row.miktar, 2))).toEqual(['333333333.33', '333333333.33', '333333333.35']);
  });

  it('says when a total leaves the exact range instead of losing precision', () => {
    const huge = line('999999999', '99999999999', '20');
    expect(totalsTooLarge([huge])).toBe(true);
    expect(() => billTotals([huge])).toThrow(RangeError);
    expect(totalsTooLarge([line('3', '333333333.3333', '20')])).toBe(false);
  });
});

describe('the proposed plan', () => {
  it('splits 1,000.00 in 3 monthly rows, the last taking the remainder, days clamped', () => {
    expect(proposePlan(kurus('1000.00'), 3, '2026-01-31')).toEqual([
      { tarih: '2026-01-31', miktar: kurus('333.33') },
      { tarih: '2026-02-28', miktar: kurus('333.33') },
      { tarih: '2026-03-31', miktar: kurus('333.34') },
    ]);
  });

  it('splits 0.05 in 2 as 0.02 and 0.03', () => {
    expect(proposePlan(5, 2, '2028-12-29')).toEqual([
      { tarih: '2028-12-29', miktar: 2 },
      { tarih: '2029-01-29', miktar: 3 },
    ]);
  });

  it('is one row for a lump sum, and derives the payment type from the rows', () => {
    expect(proposePlan(12345, 1, '2026-05-05')).toEqual([{ tarih: '2026-05-05', miktar: 12345 }]);
    expect(paymentTypeOf(1)).toBe('pesin');
    expect(paymentTypeOf(2)).toBe('taksit');
    expect(() => proposePlan(100, 0, '2026-05-05')).toThrow(RangeError);
  });

  it('tells what a plan lacks against the total', () => {
    const rows = [{ miktar: 30000 }, { miktar: 30000 }];
    expect(planTotal(rows)).toBe(60000);
    expect(planRemainder(rows, 100000)).toBe(40000);
    expect(planRemainder(rows, 50000)).toBe(-10000);
  });

  it('clamps to leap days and back', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-12-31', 2)).toBe('2024-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
});

describe('what payments make of a bill', () => {
  const plan = [
    { tarih: '2026-03-31', miktar: kurus('100.01') },
    { tarih: '2026-01-31', miktar: kurus('100.00') },
    { tarih: '2026-02-28', miktar: kurus('100.00') },
  ];

  it('is unpaid with nothing paid: the next instalment is the earliest row', () => {
    const state = billPaymentState(plan, []);
    expect(state).toMatchObject({
      odenmisTutar: 0,
      durum: 'odenmedi',
      odenecekTaksit: kurus('100.00'),
      odemeTarihi: '2026-01-31',
      fazla: 0,
    });
    expect(state.rows.map((row) => row.durum)).toEqual(['odenmedi', 'odenmedi', 'odenmedi']);
  });

  it('is partly paid (kismen) while something but not all is paid, for the bill and each row', () => {
    // 300.01 due; 150.00 paid: January's row (100.00) paid, February's half (50.00), March's none.
    const partly = billPaymentState(plan, [{ id: 'p', tarih: '2026-02-01', miktar: kurus('150.00') }]);
    expect(partly.odenmisTutar).toBe(kurus('150.00'));
    expect(paymentProgress(partly.durum, partly.odenmisTutar)).toBe('kismen');
    expect(partly.rows.map((row) => paymentProgress(row.durum, row.odenen))).toEqual(['odenmedi', 'odendi', 'kismen']);
    // 0.01 short of the whole is still partly paid; the whole is paid; nothing is unpaid.
    const short = billPaymentState(plan, [{ id: 'p', tarih: '2026-02-01', miktar: kurus('300.00') }]);
    expect(paymentProgress(short.durum, short.odenmisTutar)).toBe('kismen');
    const whole = billPaymentState(plan, [{ id: 'p', tarih: '2026-02-01', miktar: kurus('300.01') }]);
    expect(paymentProgress(whole.durum, whole.odenmisTutar)).toBe('odendi');
    const none = billPaymentState(plan, []);
    expect(paymentProgress(none.durum, none.odenmisTutar)).toBe('odenmedi');
  });

  it('allocates payments in date order to rows in due-date order (FIFO)', () => {
    const state = billPaymentState(plan, [
      { id: 'march', tarih: '2026-03-01', miktar: kurus('60.00') },
      { id: 'february', tarih: '2026-02-01', miktar: kurus('150.00') },
    ]);
    // February's 150.00 pays January's row (100.00) and half of February's; March's 60.00 pays the
    // other 50.00 of February's row and 10.00 of March's.
    expect(state.rows).toEqual([
      {
        tarih: '2026-03-31',
        miktar: kurus('100.01'),
        odenen: kurus('10.00'),
        durum: 'odenmedi',
        odendigiTarih: null,
        allocations: [{ payment: 'march', tarih: '2026-03-01', miktar: kurus('10.00') }],
      },
      {
        tarih: '2026-01-31',
        miktar: kurus('100.00'),
        odenen: kurus('100.00'),
        durum: 'odendi',
        odendigiTarih: '2026-02-01',
        allocations: [{ payment: 'february', tarih: '2026-02-01', miktar: kurus('100.00') }],
      },
      {
        tarih: '2026-02-28',
        miktar: kurus('100.00'),
        odenen: kurus('100.00'),
        durum: 'odendi',
        odendigiTarih: '2026-03-01',
        allocations: [
          { payment: 'february', tarih: '2026-02-01', miktar: kurus('50.00') },
          { payment: 'march', tarih: '2026-03-01', miktar: kurus('50.00') },
        ],
      },
    ]);
    expect(state).toMatchObject({
      odenmisTutar: kurus('210.00'),
      durum: 'odenmedi',
      odenecekTaksit: kurus('90.01'),
      odemeTarihi: '2026-03-31',
      fazla: 0,
    });
  });

  it('is paid when every row is, and what exceeds the plan is credit', () => {
    const state = billPaymentState(plan, [{ tarih: '2026-01-10', miktar: kurus('400.00') }]);
    expect(state).toMatchObject({
      odenmisTutar: kurus('300.01'),
      durum: 'odendi',
      odenecekTaksit: null,
      odemeTarihi: null,
      fazla: kurus('99.99'),
    });
    expect(state.rows.every((row) => row.durum === 'odendi' && row.odendigiTarih === '2026-01-10')).toBe(true);
  });

  it('pays a row exactly covered by several payments', () => {
    const state = billPaymentState(
      [{ tarih: '2026-01-01', miktar: 3 }],
      [
        { tarih: '2026-01-02', miktar: 1 },
        { tarih: '2026-01-03', miktar: 2 },
      ],
    );
    expect(state.rows[0]).toMatchObject({ odenen: 3, durum: 'odendi', odendigiTarih: '2026-01-03' });
    expect(state.durum).toBe('odendi');
  });
});

describe('properties', () => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const dateArb = fc
    .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => addMonths(`${year}-${pad(month)}-01`, 0).slice(0, 8) + pad(Math.min(day, 28)));

  it('the proposed plan always adds up to the total, with monthly dates in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), fc.integer({ min: 1, max: 360 }), dateArb, (total, count, tarih) => {
        const rows = proposePlan(total, count, tarih);
        expect(rows).toHaveLength(count);
        expect(planTotal(rows)).toBe(total);
        expect(planRemainder(rows, total)).toBe(0);
        expect(rows.every((row) => row.miktar >= 0 && Number.isSafeInteger(row.miktar))).toBe(true);
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.tarih > rows[i - 1]!.tarih).toBe(true);
      }),
    );
  });

  const lineArb = fc.record({
    miktar: fc.integer({ min: 1000, max: 10 ** 9 }),
    birimFiyat: fc.integer({ min: 10000, max: 10 ** 12 }),
    iskonto: fc.integer({ min: 0, max: 100000 }),
    kdv: fc.constantFrom(0, 1000, 10000, 20000, 18000, 8125),
  });

  it('totals never depend on the order of the lines, and equal the sums of the lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), fc.integer(), (lines, seed) => {
        fc.pre(!totalsTooLarge(lines));
        const shuffled = [...lines].sort((a, b) => ((a.miktar ^ seed) % 7) - ((b.miktar ^ seed) % 7)).reverse();
        const totals = billTotals(lines);
        expect(billTotals(shuffled)).toEqual(totals);
        const amounts = lines.map(lineAmounts);
        const sum = (pick: (a: (typeof amounts)[number]) => number) => Number(amounts.reduce((s, a) => s + BigInt(pick(a)), 0n));
        expect(totals.araToplam).toBe(sum((a) => a.brut));
        expect(totals.odenecekTutar).toBe(sum((a) => a.tutar));
        expect(totals.indirimliTutar + totals.toplamIskontoTutar).toBe(totals.araToplam);
      }),
    );
  });

  it('payments are allocated without creating or losing a kuruş', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ tarih: dateArb, miktar: fc.integer({ min: 0, max: 10 ** 9 }) }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.record({ tarih: dateArb, miktar: fc.integer({ min: 1, max: 10 ** 9 }) }), { maxLength: 8 }),
        (plan, payments) => {
          const state = billPaymentState(plan, payments);
          const paid = payments.reduce((s, p) => s + BigInt(p.miktar), 0n);
          expect(BigInt(state.odenmisTutar) + BigInt(state.fazla)).toBe(paid);
          expect(state.odenmisTutar).toBe(Number(state.rows.reduce((s, r) => s + BigInt(r.odenen), 0n)));
          expect(state.durum === 'odendi').toBe(state.rows.every((r) => r.durum === 'odendi'));
          if (state.fazla > 0) expect(state.durum).toBe('odendi');
        },
      ),
    );
  });

  it('decimal text round-trips through a JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), fc.constantFrom(2, 3, 4), (scaled, scale) => {
        const major = toMajor(scaled, scale);
        expect(parseDecimal(JSON.parse(JSON.stringify(major)), scale)).toEqual({ ok: true, value: scaled });
      }),
    );
  });
});

describe('an instalment added by hand', () => {
  it('falls due a month after the last row, for what the plan still lacks', () => {
    expect(appendedPlanRow('2026-01-31', '2026-01-31', 2, 1234)).toEqual({ tarih: '2026-02-28', miktar: 1234 });
  });
  it('is for nothing when the plan already adds up, is over, or cannot be summed', () => {
    expect(appendedPlanRow('2026-03-10', '2026-01-10', 3, 0).miktar).toBe(0);
    expect(appendedPlanRow('2026-03-10', '2026-01-10', 3, -500).miktar).toBe(0);
    expect(appendedPlanRow('2026-03-10', '2026-01-10', 3, null).miktar).toBe(0);
  });
  it('counts from the bill date while the last row has no date, and asks for one when neither has', () => {
    expect(appendedPlanRow('', '2026-01-10', 3, 100).tarih).toBe('2026-04-10');
    expect(appendedPlanRow(null, '2026-01-10', 0, 100).tarih).toBe('2026-01-10');
    expect(appendedPlanRow('', '', 3, 100).tarih).toBe('');
  });
});
