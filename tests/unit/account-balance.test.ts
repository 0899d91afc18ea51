import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountBalances, type BalanceBill, type BalanceFlow } from '../../src/domain/account-balance';
import { cashFlowSchema } from '../../src/domain/cash-flow';
import { CURRENCIES } from '../../src/domain/currency';

// Allocation, credit and the account summary (docs/architecture.md §7) against figures worked out by
// hand, then properties over random bills and payments. Amounts in cents.

const bill = (id: string, rows: [string, number][], extra: Partial<BalanceBill> = {}): BalanceBill => ({
  id,
  faturaTip: 'fatura',
  dovizCinsi: 'USD',
  odenecekTutar: rows.reduce((sum, [, miktar]) => sum + miktar, 0),
  odemePlani: rows.map(([tarih, miktar]) => ({ tarih, miktar })),
  ...extra,
});

let flowCount = 0;
const pay = (miktar: number, tarih: string, fatura: string | null, extra: Partial<BalanceFlow> = {}): BalanceFlow => ({
  id: `f${++flowCount}`,
  tip: 'odeme',
  dovizCinsi: 'USD',
  tarih,
  miktar,
  fatura,
  ...extra,
});

const usd = (result: ReturnType<typeof accountBalances>) => result.currencies.find((c) => c.dovizCinsi === 'USD');

// A bill of 1,000.00 in three instalments: 333.33 (Jan), 333.33 (Feb), 333.34 (Mar).
const threeRows = bill('b1', [
  ['2026-01-10', 33333],
  ['2026-02-10', 33333],
  ['2026-03-10', 33334],
]);

describe('accountBalances', () => {
  it('a partial payment covers the earliest row and part of the next', () => {
    const result = accountBalances('tedarikci', [threeRows], [pay(50000, '2026-01-15', 'b1')]);
    const state = result.bills.get('b1');
    expect(state?.rows.map((row) => [row.odenen, row.durum])).toEqual([
      [33333, 'odendi'],
      [16667, 'odenmedi'],
      [0, 'odenmedi'],
    ]);
    expect(state?.durum).toBe('odenmedi');
    expect(usd(result)).toEqual({
      dovizCinsi: 'USD',
      fatura: 100000,
      odenen: 50000,
      bakiye: 50000,
      odenecekTaksit: 16666,
      odemeTarihi: '2026-02-10',
      avans: 0,
    });
  });

  it('an exact payment pays the bill and leaves nothing owed', () => {
    const result = accountBalances('tedarikci', [threeRows], [pay(60000, '2026-01-15', 'b1'), pay(40000, '2026-03-01', 'b1')]);
    expect(result.bills.get('b1')?.durum).toBe('odendi');
    expect(usd(result)).toMatchObject({ fatura: 100000, odenen: 100000, bakiye: 0, odenecekTaksit: null, odemeTarihi: null, avans: 0 });
  });

  it('what exceeds the bill is credit, and the balance goes negative', () => {
    const result = accountBalances('tedarikci', [threeRows], [pay(120050, '2026-01-15', 'b1')]);
    expect(result.bills.get('b1')?.odenmisTutar).toBe(100000);
    expect(usd(result)).toMatchObject({ odenen: 120050, bakiye: -20050, avans: 20050, odenecekTaksit: null });
  });

  it('a payment before any bill is credit of its currency', () => {
    const result = accountBalances('tedarikci', [], [pay(25000, '2026-01-01', null)]);
    expect(result.currencies).toEqual([
      { dovizCinsi: 'USD', fatura: 0, odenen: 25000, bakiye: -25000, odenecekTaksit: null, odemeTarihi: null, avans: 25000 },
    ]);
    // The bill that comes later is not paid by it: credit stays credit until a payment names the bill.
    const later = accountBalances('tedarikci', [threeRows], [pay(25000, '2026-01-01', null)]);
    expect(later.bills.get('b1')?.odenmisTutar).toBe(0);
    expect(usd(later)).toMatchObject({ fatura: 100000, odenen: 25000, bakiye: 75000, avans: 25000, odenecekTaksit: 33333 });
  });

  it('keeps two currencies apart', () => {
    const tl = bill('b2', [['2026-02-01', 500000]], { dovizCinsi: 'TL' });
    const result = accountBalances(
      'tedarikci',
      [threeRows, tl],
      [pay(10000, '2026-01-15', 'b1'), pay(500000, '2026-02-01', 'b2', { dovizCinsi: 'TL' })],
    );
    expect(result.currencies.map((c) => [c.dovizCinsi, c.fatura, c.odenen, c.bakiye, c.odenecekTaksit])).toEqual([
      ['USD', 100000, 10000, 90000, 23333],
      ['TL', 500000, 500000, 0, null],
    ]);
    expect(result.bills.get('b2')?.durum).toBe('odendi');
  });

  it('a payment moved to another bill leaves the first and pays the second', () => {
    const other = bill('b3', [['2026-01-20', 20000]]);
    const before = accountBalances('tedarikci', [threeRows, other], [pay(20000, '2026-01-21', 'b1')]);
    expect(before.bills.get('b1')?.odenmisTutar).toBe(20000);
    expect(before.bills.get('b3')?.durum).toBe('odenmedi');
    const after = accountBalances('tedarikci', [threeRows, other], [pay(20000, '2026-01-21', 'b3')]);
    expect(after.bills.get('b1')?.odenmisTutar).toBe(0);
    expect(after.bills.get('b3')?.durum).toBe('odendi');
    // The account's figures do not change: the same money, the same bills.
    expect(usd(after)).toMatchObject({ fatura: 120000, odenen: 20000, bakiye: 100000 });
    expect(usd(after)?.odemeTarihi).toBe('2026-01-10');
  });

  it('a deleted payment (no longer among the flows) unpays what it paid', () => {
    const flows = [pay(33333, '2026-01-10', 'b1'), pay(33333, '2026-02-10', 'b1')];
    expect(usd(accountBalances('tedarikci', [threeRows], flows))?.odemeTarihi).toBe('2026-03-10');
    const result = accountBalances('tedarikci', [threeRows], flows.slice(0, 1));
    expect(result.bills.get('b1')?.rows.map((row) => row.durum)).toEqual(['odendi', 'odenmedi', 'odenmedi']);
    expect(usd(result)).toMatchObject({ odenen: 33333, bakiye: 66667, odenecekTaksit: 33333, odemeTarihi: '2026-02-10' });
  });

  it('a proforma is paid like a bill but counts in no balance', () => {
    const proforma = bill('p1', [['2026-01-05', 40000]], { faturaTip: 'proforma' });
    const result = accountBalances('tedarikci', [proforma], [pay(50000, '2026-01-06', 'p1')]);
    expect(result.bills.get('p1')?.durum).toBe('odendi');
    expect(result.currencies).toEqual([]);
  });

  it('counts only the flows of the account direction (collections for a customer)', () => {
    const result = accountBalances('musteri', [], [pay(1000, '2026-01-01', null), pay(700, '2026-01-01', null, { tip: 'tahsilat' })]);
    expect(result.currencies).toEqual([
      { dovizCinsi: 'USD', fatura: 0, odenen: 700, bakiye: -700, odenecekTaksit: null, odemeTarihi: null, avans: 700 },
    ]);
  });
});

const dateArb = fc.integer({ min: 1, max: 28 }).map((day) => `2026-01-${String(day).padStart(2, '0')}`);
const billsArb = fc.array(
  fc.record({
    rows: fc.array(fc.tuple(dateArb, fc.integer({ min: 0, max: 1_000_000 })), { minLength: 1, maxLength: 5 }),
    proforma: fc.boolean(),
    currency: fc.constantFrom(...CURRENCIES),
  }),
  { maxLength: 5 },
);
const flowsArb = fc.array(
  fc.record({
    miktar: fc.integer({ min: 100, max: 2_000_000 }),
    tarih: dateArb,
    bill: fc.integer({ min: -1, max: 5 }),
    currency: fc.constantFrom(...CURRENCIES),
  }),
  { maxLength: 12 },
);

describe('accountBalances, properties', () => {
  it('allocated + credit = paid per currency, and no row gets more than its amount', () => {
    fc.assert(
      fc.property(billsArb, flowsArb, (billSpecs, flowSpecs) => {
        const bills = billSpecs.map((spec, index) =>
          bill(`b${index}`, spec.rows, { faturaTip: spec.proforma ? 'proforma' : 'fatura', dovizCinsi: spec.currency }),
        );
        // A flow naming a bill is in the bill's currency (the server's rule); others name none.
        const flows = flowSpecs.map((spec) => {
          const named = bills[spec.bill];
          return pay(spec.miktar, spec.tarih, named ? named.id : null, { dovizCinsi: named ? named.dovizCinsi : spec.currency });
        });
        const result = accountBalances('tedarikci', bills, flows);
        for (const b of bills) {
          const state = result.bills.get(b.id);
          if (!state) throw new Error('a bill without a state');
          state.rows.forEach((row, index) => {
            expect(row.odenen).toBeGreaterThanOrEqual(0);
            expect(row.odenen).toBeLessThanOrEqual(b.odemePlani[index]?.miktar ?? 0);
          });
          const paid = flows.filter((f) => f.fatura === b.id).reduce((sum, f) => sum + f.miktar, 0);
          expect(state.odenmisTutar + state.fazla).toBe(paid);
        }
        for (const c of result.currencies) {
          const counted = bills.filter((b) => b.faturaTip === 'fatura' && b.dovizCinsi === c.dovizCinsi);
          const allocated = counted.reduce((sum, b) => sum + (result.bills.get(b.id)?.odenmisTutar ?? 0), 0);
          expect(allocated + c.avans).toBe(c.odenen);
          expect(c.bakiye).toBe(c.fatura - c.odenen);
        }
      }),
    );
  });
});

describe('cashFlowSchema', () => {
  const body = {
    tip: 'odeme',
    tarih: '2026-01-10',
    miktar: '1234.56',
    dovizCinsi: 'USD',
    sirket: '0195f3a0-0000-7000-8000-000000000001',
    cariHesap: '0195f3a0-0000-7000-8000-000000000002',
    odemeYontemi: 'havale',
    dekontFile: { _id: '0195f3a0-0000-7000-8000-000000000003', name: 'a.pdf' },
  };
  it('parses the amount to cents and the file to its id; no bill is null', () => {
    const out = v.parse(cashFlowSchema, body);
    expect(out).toMatchObject({ miktar: 123456, dekontFile: '0195f3a0-0000-7000-8000-000000000003', fatura: null, aciklama: '' });
    expect(v.parse(cashFlowSchema, { ...body, fatura: '' }).fatura).toBeNull();
  });
  it('takes an amount of 0,01 and refuses 0, too many decimals and a missing receipt, with their keys', () => {
    const issues = (input: object) =>
      (v.safeParse(cashFlowSchema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues({ ...body, miktar: 0.01 })).toEqual([]);
    expect(issues({ ...body, miktar: 0.99 })).toEqual([]);
    expect(issues({ ...body, miktar: 0 })).toEqual([['miktar', 'aboveZero']]);
    expect(issues({ ...body, miktar: '1.001' })).toEqual([['miktar', 'tooManyDecimals']]);
    expect(issues({ ...body, dekontFile: undefined })).toEqual([['dekontFile', 'required']]);
    expect(issues({ ...body, odemeYontemi: 'bitcoin', fatura: 'x' })).toEqual([
      ['fatura', 'invalid'],
      ['odemeYontemi', 'invalid'],
    ]);
  });
});
