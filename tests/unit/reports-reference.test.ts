import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../../src/domain/account';
import { PAYMENT_METHODS } from '../../src/domain/cash-flow';
import { dueInstalments } from '../../src/domain/reports/due-instalments';
import type { ReportBill, ReportData, ReportFilter, ReportFlow } from '../../src/domain/reports/inputs';
import { accountStatement, type Statement } from '../../src/domain/reports/statement';
import { trialBalance } from '../../src/domain/reports/trial-balance';
import { referenceDueInstalments, referenceStatement, referenceTrialBalance } from './reports-reference';

// The faster statement, trial balance and due lists (issue 14) give exactly what the reports gave
// before (reports-reference.ts), row order included: books with many ties (few dates, repeated
// names and numbers, names with the tie-breakers' separator), proformas, payments of other
// accounts' bills, flows of the other type, accounts the device does not know, zero and negative
// amounts.

const ACCOUNTS = [
  { id: 'S1', unvan: 'Ayn', cariTip: 'tedarikci' },
  { id: 'S2', unvan: 'Ayn', cariTip: 'tedarikci' },
  { id: 'S3', unvan: 'Ayn|B', cariTip: 'tedarikci' },
  { id: 'S4', unvan: 'ıİiI', cariTip: 'tedarikci' },
  { id: 'C1', unvan: 'Ayn', cariTip: 'musteri' },
  { id: 'C2', unvan: 'Çay', cariTip: 'musteri' },
] as const;
/** Accounts with bills or flows that the device does not know. */
const IDS = [...ACCOUNTS.map((account) => account.id), 'X1', 'X2'];

const date = fc.integer({ min: 0, max: 40 }).map((days) => new Date(Date.UTC(2025, 11, 20) + days * 86_400_000).toISOString().slice(0, 10));
const amount = fc.oneof(fc.integer({ min: 0, max: 500_000 }), fc.constant(0), fc.integer({ min: -5_000, max: 5_000 }));

const billArb = fc.record({
  cariHesap: fc.constantFrom(...IDS),
  tip: fc.constantFrom('gelen', 'gelen', 'giden'),
  faturaTip: fc.constantFrom('fatura', 'fatura', 'fatura', 'proforma'),
  no: fc.constantFrom('N1', 'N2', 'N|1', 'A', ''),
  tarih: date,
  dovizCinsi: fc.constantFrom('TL', 'USD'),
  sirket: fc.constantFrom('A', 'B'),
  plan: fc.array(fc.record({ tarih: date, miktar: amount }), { minLength: 0, maxLength: 4 }),
});

const flowArb = fc.record({
  cariHesap: fc.constantFrom(...IDS),
  tip: fc.constantFrom('odeme', 'odeme', 'tahsilat'),
  tarih: date,
  miktar: amount,
  dovizCinsi: fc.constantFrom('TL', 'USD'),
  sirket: fc.constantFrom('A', 'B'),
  billIndex: fc.option(fc.nat(40), { nil: null }),
  odemeYontemi: fc.constantFrom(...PAYMENT_METHODS),
});

const bookArb = fc.tuple(fc.array(billArb, { maxLength: 30 }), fc.array(flowArb, { maxLength: 40 })).map(([bills, flows]): ReportData => {
  const reportBills: ReportBill[] = bills.map((bill, index) => ({
    id: `b${index}`,
    tip: bill.tip as ReportBill['tip'],
    faturaTip: bill.faturaTip as ReportBill['faturaTip'],
    faturaProformaNo: bill.no,
    tarih: bill.tarih,
    dovizCinsi: bill.dovizCinsi as ReportBill['dovizCinsi'],
    sirket: bill.sirket,
    cariHesap: bill.cariHesap,
    odenecekTutar: bill.plan.reduce((sum, row) => sum + row.miktar, 0),
    odemePlani: bill.plan,
    kalemler: [],
  }));
  const reportFlows: ReportFlow[] = flows.map((flow, index) => ({
    id: `f${index}`,
    tip: flow.tip as ReportFlow['tip'],
    tarih: flow.tarih,
    miktar: flow.miktar,
    dovizCinsi: flow.dovizCinsi as ReportFlow['dovizCinsi'],
    sirket: flow.sirket,
    cariHesap: flow.cariHesap,
    // Any bill, of this account or not, in its currency or not; or one not on the device.
    fatura: flow.billIndex === null ? null : flow.billIndex < reportBills.length ? `b${flow.billIndex}` : `gone${flow.billIndex}`,
    odemeYontemi: flow.odemeYontemi,
  }));
  return { bills: reportBills, flows: reportFlows, accounts: ACCOUNTS, budgetCodes: [] };
});

const filterArb = fc
  .record({ sirket: fc.constantFrom('', 'A', 'B'), from: date, to: date, currency: fc.constantFrom('all', 'all', 'TL', 'USD', 'EURO') })
  .map((filter): ReportFilter => ({ ...filter, currency: filter.currency as ReportFilter['currency'] }));

/** A statement's figures, its lines all made. */
const whole = (statement: Statement) => ({ lines: statement.lines, aging: statement.aging, totals: statement.totals });

/** Property runs take seconds on a busy machine: each test has a minute or two, not vitest's 5 s. */
const PROPERTY_TIMEOUT = 120_000;

describe('the faster reports give what the reports gave before', () => {
  // The first runs compile the reports and the oracle: done once, before the timed tests.
  beforeAll(() => {
    for (const [data, filter, today] of fc.sample(fc.tuple(bookArb, filterArb, date), { numRuns: 5, seed: 40 })) {
      for (const cariTip of ACCOUNT_TYPES) {
        whole(accountStatement(cariTip, data, filter));
        referenceStatement(cariTip, data, filter);
        dueInstalments(cariTip, data, filter, today);
        referenceDueInstalments(cariTip, data, filter, today);
      }
      trialBalance(data, filter);
      referenceTrialBalance(data, filter);
    }
  }, 60_000);

  it(
    'statements, of all accounts and of one',
    () => {
      fc.assert(
        fc.property(bookArb, filterArb, fc.constantFrom('', ...IDS), (data, filter, account) => {
          for (const cariTip of ACCOUNT_TYPES) {
            expect(whole(accountStatement(cariTip, data, filter))).toEqual(referenceStatement(cariTip, data, filter));
            expect(whole(accountStatement(cariTip, data, filter, account))).toEqual(referenceStatement(cariTip, data, filter, account));
            // Read a page at a time, the lines are the same, and as many as counted.
            const paged = accountStatement(cariTip, data, filter, account);
            const reference = referenceStatement(cariTip, data, filter, account).lines;
            expect(paged.lineCount).toBe(reference.length);
            expect(paged.linesUpTo(3).slice(0, 3)).toEqual(reference.slice(0, 3));
            expect(paged.lines).toEqual(reference);
          }
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'trial balance',
    () => {
      fc.assert(
        fc.property(bookArb, filterArb, (data, filter) => {
          expect(trialBalance(data, filter)).toEqual(referenceTrialBalance(data, filter));
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'due lists',
    () => {
      fc.assert(
        fc.property(bookArb, filterArb, date, (data, filter, today) => {
          for (const cariTip of ACCOUNT_TYPES)
            expect(dueInstalments(cariTip, data, filter, today)).toEqual(referenceDueInstalments(cariTip, data, filter, today));
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
