import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from '../../src/domain/currency';
import type { RateRow } from '../../src/domain/exchange-rates';
import { exchangeDifferenceReport } from '../../src/domain/reports/exchange-difference';
import type { ReportBill, ReportData, ReportFilter, ReportFlow } from '../../src/domain/reports/inputs';
import { referenceExchangeDifference } from './exchange-difference-reference';

// The kur farkı report (docs/areas/exchange-rates.md), every figure worked by hand: rates in ten-thousandths of a
// lira (35,0000 → 350000), amounts in cents, TL in kuruş, rounded half away from zero.

const rates: RateRow[] = [
  { tarih: '2025-01-09', dovizCinsi: 'USD', dovizAlis: 350000 },
  { tarih: '2025-01-19', dovizCinsi: 'USD', dovizAlis: 365000 },
  { tarih: '2025-01-24', dovizCinsi: 'USD', dovizAlis: 361234 },
];

function bill(id: string, fields: Partial<ReportBill>): ReportBill {
  return {
    id,
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: id.toUpperCase(),
    tarih: '2025-01-10',
    dovizCinsi: 'USD',
    sirket: 's',
    cariHesap: 'alfa',
    odenecekTutar: 100000,
    odemePlani: [],
    kalemler: [],
    ...fields,
  };
}

function flow(id: string, fatura: string, tarih: string, miktar: number, fields: Partial<ReportFlow> = {}): ReportFlow {
  return { id, tip: 'odeme', tarih, miktar, dovizCinsi: 'USD', sirket: 's', cariHesap: 'alfa', fatura, odemeYontemi: 'havale', ...fields };
}

const filter: ReportFilter = { sirket: '', from: '2025-01-15', to: '2025-01-31', currency: 'all' };

const data: ReportData = {
  accounts: [
    { id: 'alfa', unvan: 'Alfa Denizcilik', cariTip: 'tedarikci' },
    { id: 'beta', unvan: 'Beta Lojistik', cariTip: 'musteri' },
  ],
  budgetCodes: [],
  bills: [
    // 1.000,00 USD bought on 10.01 (rate of 09.01: 35,0000), paid in two parts.
    bill('a', {}),
    // 100,01 USD sold on 20.01 (rate of 19.01: 36,5000), collected on 25.01 (rate of 24.01: 36,1234).
    bill('b', { tip: 'giden', tarih: '2025-01-20', cariHesap: 'beta', odenecekTutar: 10001 }),
    // 50,00 EUR: no EUR bulletin on the device.
    bill('c', { dovizCinsi: 'EURO', tarih: '2025-01-15', odenecekTutar: 5000 }),
    // 100,00 USD, 60 paid before the period, then 60 more: only 40 settle it.
    bill('e', { odenecekTutar: 10000 }),
    // Not listed: a TL bill, a proforma.
    bill('tl', { dovizCinsi: 'TL' }),
    bill('p', { faturaTip: 'proforma' }),
  ],
  flows: [
    flow('f1', 'a', '2025-01-20', 40000),
    flow('f2', 'a', '2025-01-25', 60000),
    flow('f3', 'b', '2025-01-25', 10001, { tip: 'tahsilat', cariHesap: 'beta' }),
    flow('f4', 'c', '2025-01-20', 5000, { dovizCinsi: 'EURO' }),
    flow('f5', 'e', '2025-01-12', 6000),
    flow('f6', 'e', '2025-01-20', 6000),
    flow('f7', 'tl', '2025-01-20', 1000, { dovizCinsi: 'TL' }),
    flow('f8', 'p', '2025-01-20', 1000),
  ],
};

describe('exchangeDifferenceReport', () => {
  const report = exchangeDifferenceReport(data, rates, filter);
  const row = (id: string) => report.rows.find((candidate) => candidate.id === id);

  it('lists each payment of a foreign-currency bill in the period, by date then id', () => {
    expect(report.rows.map((r) => r.id)).toEqual(['f1', 'f4', 'f6', 'f2', 'f3']);
  });

  it('partial payments: each part at the bill’s rate and at its own (a payable paid dearer loses)', () => {
    // 400,00 USD × 35,0000 = 14.000,00 TL; × 36,5000 = 14.600,00 TL; loss 600,00 TL.
    expect(row('f1')).toMatchObject({
      miktar: 40000,
      billRate: { tarih: '2025-01-09', dovizAlis: 350000 },
      paymentRate: { tarih: '2025-01-19', dovizAlis: 365000 },
      tlAtBill: 1400000,
      tlAtPayment: 1460000,
      fark: -60000,
    });
    // 600,00 USD × 35,0000 = 21.000,00 TL; × 36,1234 = 21.674,04 TL; loss 674,04 TL.
    expect(row('f2')).toMatchObject({ miktar: 60000, tlAtBill: 2100000, tlAtPayment: 2167404, fark: -67404 });
  });

  it('a receivable collected at a lower rate loses; TL rounded half away from zero to the kuruş', () => {
    // 100,01 × 36,5000 = 3.650,365 → 3.650,37 TL; 100,01 × 36,1234 = 3.612,701234 → 3.612,70 TL; loss 37,67 TL.
    expect(row('f3')).toMatchObject({ tip: 'giden', tlAtBill: 365037, tlAtPayment: 361270, fark: -3767 });
  });

  it('a missing rate is shown as missing (null), never as 0', () => {
    expect(row('f4')).toMatchObject({ miktar: 5000, billRate: null, paymentRate: null, tlAtBill: null, tlAtPayment: null, fark: null });
  });

  it('the part of a payment beyond what the bill still owes is no exchange difference', () => {
    // 60,00 of the 100,00 paid on 12.01 (before the period): 40,00 settles it on 20.01.
    // 40,00 × 35,0000 = 1.400,00 TL; × 36,5000 = 1.460,00 TL; loss 60,00 TL.
    expect(row('f6')).toMatchObject({ miktar: 4000, tlAtBill: 140000, tlAtPayment: 146000, fark: -6000 });
    expect(row('f5')).toBeUndefined();
  });

  it('totals per account, per month and for the period leave out rows without a rate and count them', () => {
    expect(report.byAccount).toEqual([
      { cariHesap: 'alfa', unvan: 'Alfa Denizcilik', tlAtBill: 3640000, tlAtPayment: 3773404, fark: -133404, count: 3, missing: 1 },
      { cariHesap: 'beta', unvan: 'Beta Lojistik', tlAtBill: 365037, tlAtPayment: 361270, fark: -3767, count: 1, missing: 0 },
    ]);
    expect(report.byMonth).toEqual([{ ay: '2025-01', tlAtBill: 4005037, tlAtPayment: 4134674, fark: -137171, count: 4, missing: 1 }]);
    expect(report.total).toEqual({ tlAtBill: 4005037, tlAtPayment: 4134674, fark: -137171, count: 4, missing: 1 });
  });

  it('a supplier paid at a lower rate gains, and the currency filter keeps one currency', () => {
    const cheaper = exchangeDifferenceReport(
      { ...data, bills: [bill('a', { tarih: '2025-01-20' })], flows: [flow('g', 'a', '2025-01-25', 100000)] },
      rates,
      { ...filter, currency: 'USD' },
    );
    // 1.000,00 × 36,5000 = 36.500,00 TL owed; paid 36.123,40 TL: a gain of 376,60 TL.
    expect(cheaper.rows[0]).toMatchObject({ tlAtBill: 3650000, tlAtPayment: 3612340, fark: 37660 });
    expect(exchangeDifferenceReport(data, rates, { ...filter, currency: 'EURO' }).rows.map((r) => r.id)).toEqual(['f4']);
  });
});

describe('exchangeDifferenceReport against the oracle', () => {
  const day = fc.integer({ min: 0, max: 60 }).map((days) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
  const currency = fc.constantFrom<Currency>('TL', 'USD', 'USD', 'EURO');
  const book = fc
    .record({
      rates: fc.array(
        fc.record({ tarih: day, dovizCinsi: fc.constantFrom('USD', 'EURO', 'GBP'), dovizAlis: fc.integer({ min: 1, max: 500_000 }) }),
        {
          maxLength: 12,
        },
      ),
      bills: fc.array(
        fc.record({
          tip: fc.constantFrom<'gelen' | 'giden'>('gelen', 'giden'),
          faturaTip: fc.constantFrom<'fatura' | 'proforma'>('fatura', 'fatura', 'proforma'),
          tarih: day,
          dovizCinsi: currency,
          sirket: fc.constantFrom('A', 'B'),
          cariHesap: fc.constantFrom('alfa', 'beta', 'x'),
          odenecekTutar: fc.integer({ min: -1_000, max: 10_000_000 }),
        }),
        { maxLength: 8 },
      ),
      flows: fc.array(
        fc.record({
          tip: fc.constantFrom<'odeme' | 'tahsilat'>('odeme', 'tahsilat'),
          tarih: day,
          miktar: fc.integer({ min: -1_000, max: 10_000_000 }),
          dovizCinsi: currency,
          sirket: fc.constantFrom('A', 'B'),
          cariHesap: fc.constantFrom('alfa', 'beta', 'x'),
          bill: fc.nat(9),
        }),
        { maxLength: 20 },
      ),
      filter: fc.record({
        sirket: fc.constantFrom('', 'A'),
        from: day,
        to: day,
        currency: fc.constantFrom<Currency | 'all'>('all', 'USD', 'EURO'),
      }),
    })
    .map(({ rates: bookRates, bills, flows, filter: bookFilter }) => ({
      // One bulletin per date and currency, as the server keeps them.
      rates: bookRates.filter(
        (rate, index) => bookRates.findIndex((other) => other.tarih === rate.tarih && other.dovizCinsi === rate.dovizCinsi) === index,
      ),
      data: {
        accounts: data.accounts,
        budgetCodes: [],
        bills: bills.map((fields, index) => bill(`b${index}`, fields)),
        flows: flows.map(({ bill: index, ...fields }, at) =>
          flow(`f${String(at).padStart(2, '0')}`, `b${index}`, fields.tarih, fields.miktar, fields),
        ),
      } satisfies ReportData,
      filter: bookFilter,
    }));

  it('gives what the plain version gives, on random books', () => {
    fc.assert(
      fc.property(book, ({ rates: bookRates, data: bookData, filter: bookFilter }) => {
        expect(exchangeDifferenceReport(bookData, bookRates, bookFilter)).toEqual(
          referenceExchangeDifference(bookData, bookRates, bookFilter),
        );
      }),
      { numRuns: 300 },
    );
  });
});
