import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../../src/domain/account';
import { accountBalances } from '../../src/domain/account-balance';
import { CURRENCIES } from '../../src/domain/currency';
import { PAYMENT_METHODS } from '../../src/domain/cash-flow';
import { dueInstalments } from '../../src/domain/reports/due-instalments';
import type { ReportBill, ReportData, ReportFilter, ReportFlow } from '../../src/domain/reports/inputs';
import { accountStatement } from '../../src/domain/reports/statement';
import { trialBalance } from '../../src/domain/reports/trial-balance';

// Whatever the bills and payments, the reports agree with the account summaries of
// account-balance.ts (docs/architecture.md §7, docs/areas/reports.md): the trial balance's totals are the sums of the
// summaries, a statement over all time closes on the summary's balance, and what the due lists
// show is what the bills still lack.

const ACCOUNTS = [
  { id: 'S1', unvan: 'S1', cariTip: 'tedarikci' },
  { id: 'S2', unvan: 'S2', cariTip: 'tedarikci' },
  { id: 'C1', unvan: 'C1', cariTip: 'musteri' },
  { id: 'C2', unvan: 'C2', cariTip: 'musteri' },
] as const;

const date = fc.integer({ min: 0, max: 700 }).map((days) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
const amount = fc.integer({ min: 0, max: 5_000_000 });

const billArb = fc.record({
  account: fc.constantFrom(...ACCOUNTS),
  faturaTip: fc.constantFrom('fatura', 'fatura', 'fatura', 'proforma'),
  tarih: date,
  dovizCinsi: fc.constantFrom('TL', 'USD'),
  sirket: fc.constantFrom('A', 'B'),
  plan: fc.array(fc.record({ tarih: date, miktar: amount }), { minLength: 1, maxLength: 4 }),
});

const flowArb = fc.record({
  account: fc.constantFrom(...ACCOUNTS),
  tarih: date,
  miktar: fc.integer({ min: 1, max: 5_000_000 }),
  dovizCinsi: fc.constantFrom('TL', 'USD'),
  sirket: fc.constantFrom('A', 'B'),
  billIndex: fc.option(fc.nat(20), { nil: null }),
  odemeYontemi: fc.constantFrom(...PAYMENT_METHODS),
  wrongType: fc.boolean(),
});

const bookArb = fc.tuple(fc.array(billArb, { maxLength: 20 }), fc.array(flowArb, { maxLength: 25 })).map(([bills, flows]): ReportData => {
  const reportBills: ReportBill[] = bills.map((bill, index) => ({
    id: `b${index}`,
    tip: bill.account.cariTip === 'tedarikci' ? 'gelen' : 'giden',
    faturaTip: bill.faturaTip as ReportBill['faturaTip'],
    faturaProformaNo: `N${index}`,
    tarih: bill.tarih,
    dovizCinsi: bill.dovizCinsi as ReportBill['dovizCinsi'],
    sirket: bill.sirket,
    cariHesap: bill.account.id,
    odenecekTutar: bill.plan.reduce((sum, row) => sum + row.miktar, 0),
    odemePlani: bill.plan,
    kalemler: [],
  }));
  const reportFlows: ReportFlow[] = flows.map((flow, index) => {
    // A flow names one of its account's bills (or none); a few are of the other type and must not count.
    const own = reportBills.filter((bill) => bill.cariHesap === flow.account.id);
    const named = flow.billIndex === null || own.length === 0 ? null : (own[flow.billIndex % own.length] ?? null);
    const tip = flow.account.cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
    return {
      id: `f${index}`,
      tip: flow.wrongType ? (tip === 'odeme' ? 'tahsilat' : 'odeme') : tip,
      tarih: flow.tarih,
      miktar: flow.miktar,
      dovizCinsi: named ? named.dovizCinsi : (flow.dovizCinsi as ReportFlow['dovizCinsi']),
      sirket: named ? named.sirket : flow.sirket,
      cariHesap: flow.account.id,
      fatura: named ? named.id : null,
      odemeYontemi: flow.odemeYontemi,
    };
  });
  return { bills: reportBills, flows: reportFlows, accounts: ACCOUNTS, budgetCodes: [] };
});

const filterArb = fc.record({
  sirket: fc.constantFrom('', 'A', 'B'),
  to: date,
});

/** The account summaries computed directly, account by account, as the account screens do. */
function summaries(data: ReportData, filter: ReportFilter) {
  const sums = new Map<string, { fatura: bigint; odenen: bigint; bakiye: bigint; avans: bigint; unpaid: bigint }>();
  for (const account of ACCOUNTS) {
    const direction = account.cariTip === 'tedarikci' ? 'gelen' : 'giden';
    const here = (record: { sirket: string; tarih: string; cariHesap: string }) =>
      record.cariHesap === account.id && (filter.sirket === '' || record.sirket === filter.sirket) && record.tarih <= filter.to;
    const bills = data.bills.filter((bill) => bill.tip === direction && here(bill));
    const result = accountBalances(account.cariTip, bills, data.flows.filter(here));
    for (const currency of result.currencies) {
      const key = `${account.cariTip}|${currency.dovizCinsi}`;
      const entry = sums.get(key) ?? { fatura: 0n, odenen: 0n, bakiye: 0n, avans: 0n, unpaid: 0n };
      entry.fatura += BigInt(currency.fatura);
      entry.odenen += BigInt(currency.odenen);
      entry.bakiye += BigInt(currency.bakiye);
      entry.avans += BigInt(currency.avans);
      sums.set(key, entry);
    }
    for (const bill of bills) {
      if (bill.faturaTip !== 'fatura') continue;
      const state = result.bills.get(bill.id);
      const key = `${account.cariTip}|${bill.dovizCinsi}`;
      const entry = sums.get(key) ?? { fatura: 0n, odenen: 0n, bakiye: 0n, avans: 0n, unpaid: 0n };
      entry.unpaid += BigInt(bill.odenecekTutar) - BigInt(state?.odenmisTutar ?? 0);
      sums.set(key, entry);
    }
  }
  return sums;
}

describe('report totals agree with the account summaries', () => {
  // The first runs compile the reports and the balances: done once, before the timed test.
  beforeAll(() => {
    for (const [data, picked] of fc.sample(fc.tuple(bookArb, filterArb), { numRuns: 5, seed: 40 })) {
      const filter: ReportFilter = { sirket: picked.sirket, from: '2000-01-01', to: picked.to, currency: 'all' };
      summaries(data, filter);
      trialBalance(data, filter);
      for (const cariTip of ACCOUNT_TYPES) {
        void accountStatement(cariTip, data, filter).lines;
        dueInstalments(cariTip, data, filter, '2026-01-01');
      }
    }
  }, 60_000);

  it('trial balance, statements and due lists', () => {
    fc.assert(
      fc.property(bookArb, filterArb, (data, picked) => {
        const filter: ReportFilter = { sirket: picked.sirket, from: '2000-01-01', to: picked.to, currency: 'all' };
        const expected = summaries(data, filter);
        const trial = trialBalance(data, filter);
        for (const cariTip of ACCOUNT_TYPES) {
          const statement = accountStatement(cariTip, data, filter);
          for (const currency of CURRENCIES) {
            const want = expected.get(`${cariTip}|${currency}`);
            const total = trial.totals.find((row) => row.cariTip === cariTip && row.dovizCinsi === currency);
            expect(total ? [total.fatura, total.odenen, total.bakiye, total.avans] : [0, 0, 0, 0]).toEqual(
              want ? [Number(want.fatura), Number(want.odenen), Number(want.bakiye), Number(want.avans)] : [0, 0, 0, 0],
            );
            const closing = statement.totals.find((row) => row.dovizCinsi === currency);
            expect(closing?.kapanis ?? 0).toBe(Number(want?.bakiye ?? 0n));
            expect(closing?.fatura ?? 0).toBe(Number(want?.fatura ?? 0n));
          }
          // With `to` far ahead and every payment counted, the due list holds what every bill still lacks.
          const due = dueInstalments(cariTip, data, { ...filter, to: '2999-12-31' }, '2026-01-01');
          const all = summaries(data, { ...filter, to: '9999-12-31' });
          for (const currency of CURRENCIES) {
            const listed = due.totals.find((row) => row.dovizCinsi === currency)?.kalan ?? 0;
            expect(listed).toBe(Number(all.get(`${cariTip}|${currency}`)?.unpaid ?? 0n));
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
