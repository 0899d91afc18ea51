import { describe, expect, it } from 'vitest';
import { dueInstalments } from '../../src/domain/reports/due-instalments';
import { deferredPayments, flowSummary } from '../../src/domain/reports/flows';
import { incomeExpense } from '../../src/domain/reports/income-expense';
import { monthsOf, quickPeriod, weekStart } from '../../src/domain/reports/period';
import { perDay, runningCosts } from '../../src/domain/reports/running-costs';
import { accountStatement, agingBucket } from '../../src/domain/reports/statement';
import { trialBalance } from '../../src/domain/reports/trial-balance';
import { book, febMar, year2026 } from './reports-fixture';

// The ten finance reports (docs/areas/reports.md) against figures worked out by hand on the book of
// reports-fixture.ts. Amounts in kuruş / cents.

describe('periods', () => {
  it('quick choices are whole months and years', () => {
    expect(quickPeriod('thisMonth', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickPeriod('lastMonth', '2026-01-14')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('thisYear', '2026-05-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(quickPeriod('lastYear', '2026-05-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
  it('weeks start on Monday and months are listed in order', () => {
    expect(weekStart('2026-01-20')).toBe('2026-01-19');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
  it('aging buckets count the days late on the last day of the period', () => {
    expect(agingBucket('2026-03-31', '2026-03-31')).toBe('notDue');
    expect(agingBucket('2026-03-30', '2026-03-31')).toBe('d1to30');
    expect(agingBucket('2026-03-01', '2026-03-31')).toBe('d1to30');
    expect(agingBucket('2026-02-28', '2026-03-31')).toBe('d31to60');
    expect(agingBucket('2026-01-20', '2026-03-31')).toBe('d61to90');
    expect(agingBucket('2025-12-31', '2026-03-31')).toBe('d61to90');
    expect(agingBucket('2025-12-30', '2026-03-31')).toBe('over90');
  });
});

describe('1 supplier statement', () => {
  const statement = accountStatement('tedarikci', book, febMar);

  it('opens with what was owed before the period, then each bill and payment with the running balance', () => {
    expect(
      statement.lines.map((line) => [
        line.cariHesap,
        line.dovizCinsi,
        line.tarih,
        line.kind,
        line.belge,
        line.borc,
        line.alacak,
        line.bakiye,
      ]),
    ).toEqual([
      ['S1', 'TL', '2026-02-01', 'acilis', '', 0, 60000, 60000],
      ['S2', 'USD', '2026-02-01', 'acilis', '', 0, 30000, 30000],
      ['S1', 'TL', '2026-02-10', 'fatura', 'B2', 0, 50000, 110000],
      ['S1', 'TL', '2026-02-20', 'odeme', 'B1', 40000, 0, 70000],
      ['S1', 'TL', '2026-02-25', 'odeme', '', 10000, 0, 60000],
      ['S2', 'USD', '2026-03-01', 'odeme', 'B4', 10000, 0, 20000],
    ]);
  });

  it('totals per currency: opening + billed − paid = closing; the proforma and its payment count nowhere', () => {
    expect(statement.totals.map(({ aging: _aging, ...rest }) => rest)).toEqual([
      { dovizCinsi: 'USD', acilis: 30000, fatura: 0, odenen: 10000, kapanis: 20000 },
      { dovizCinsi: 'TL', acilis: 60000, fatura: 50000, odenen: 50000, kapanis: 60000 },
    ]);
  });

  it('ages the unpaid part of each plan row on the period end', () => {
    // b1's second row: 600.00 − 400.00 unpaid, 54 days late; b2: 500.00, 21 days; b4: 300.00 − 100.00, 70 days.
    expect(statement.aging).toEqual([
      {
        cariHesap: 'S1',
        unvan: 'Akdeniz Bunker',
        dovizCinsi: 'TL',
        buckets: { notDue: 0, d1to30: 50000, d31to60: 20000, d61to90: 0, over90: 0 },
        total: 70000,
      },
      {
        cariHesap: 'S2',
        unvan: 'Liman Acente',
        dovizCinsi: 'USD',
        buckets: { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 20000, over90: 0 },
        total: 20000,
      },
    ]);
  });

  it('one supplier, one company, one currency', () => {
    const one = accountStatement('tedarikci', book, { ...febMar, sirket: 'B' }, 'S2');
    expect(one.lines.map((line) => line.bakiye)).toEqual([30000, 20000]);
    expect(accountStatement('tedarikci', book, { ...febMar, currency: 'EURO' }).lines).toEqual([]);
  });
});

describe('2 customer statement', () => {
  it('a customer’s bill is borç and its collection alacak', () => {
    const statement = accountStatement('musteri', book, febMar);
    expect(statement.lines.map((line) => [line.kind, line.borc, line.alacak, line.bakiye])).toEqual([['acilis', 100000, 0, 100000]]);
    expect(statement.totals[0]).toMatchObject({ dovizCinsi: 'TL', acilis: 100000, fatura: 0, odenen: 0, kapanis: 100000 });
    expect(statement.aging[0]?.buckets.notDue).toBe(100000);
    const whole = accountStatement('musteri', book, year2026);
    expect(whole.lines.map((line) => [line.tarih, line.kind, line.borc, line.alacak, line.bakiye])).toEqual([
      ['2026-01-15', 'fatura', 200000, 0, 200000],
      ['2026-01-20', 'odeme', 0, 100000, 100000],
    ]);
  });
});

describe('3 running costs', () => {
  it('sums incoming bills by company, top-level budget code and month, per day of the period', () => {
    const report = runningCosts(book, febMar);
    expect(report.months).toEqual(['2026-02', '2026-03']);
    expect(report.days).toBe(59);
    // 500.00 / 59 days = 8.4745… → 8.47
    expect(report.rows).toEqual([
      { sirket: 'A', dovizCinsi: 'TL', grup: '740', grupAdi: 'Gemi İşletme', months: [50000, 0], total: 50000, perDay: 847 },
    ]);
    const year = runningCosts(book, year2026);
    expect(year.rows.map((row) => [row.sirket, row.dovizCinsi, row.grup, row.total, row.perDay])).toEqual([
      ['A', 'TL', '740', 150000, 411],
      ['A', 'TL', '741', 20000, 55],
      ['B', 'USD', '741', 30000, 82],
    ]);
    expect(year.totals.map((total) => [total.dovizCinsi, total.months[0], total.months[1], total.total])).toEqual([
      ['USD', 30000, 0, 30000],
      ['TL', 120000, 50000, 170000],
    ]);
  });
  it('rounds a day’s share half away from zero', () => {
    expect(perDay(5, 2)).toBe(3);
    expect(perDay(-5, 2)).toBe(-3);
    expect(perDay(100, 0)).toBe(0);
  });
});

describe('4 year-end income and expense', () => {
  const report = incomeExpense(book, year2026);
  it('parents sum their children, per month and for the year', () => {
    expect(report.rows.map((row) => [row.dovizCinsi, row.tip, row.kod, row.depth, row.months[0], row.months[1], row.total])).toEqual([
      ['USD', 'gider', '741', 1, 30000, 0, 30000],
      ['TL', 'gider', '740', 1, 100000, 50000, 150000],
      ['TL', 'gider', '740.01', 2, 100000, 50000, 150000],
      ['TL', 'gider', '741', 1, 20000, 0, 20000],
      ['TL', 'gelir', '600', 1, 200000, 0, 200000],
      ['TL', 'gelir', '600.01', 2, 200000, 0, 200000],
    ]);
    expect(report.rows[2]?.adi).toBe('Yakıt');
  });
  it('the net result is income − expense', () => {
    const tl = report.totals.find((total) => total.dovizCinsi === 'TL');
    expect(tl?.net.slice(0, 3)).toEqual([80000, -50000, 0]);
    expect([tl?.gelirTotal, tl?.giderTotal, tl?.netTotal]).toEqual([200000, 170000, 30000]);
    expect(report.totals.find((total) => total.dovizCinsi === 'USD')?.netTotal).toBe(-30000);
  });
});

describe('5 cheque, bond and card payments', () => {
  it('lists them in date order with totals per method and currency', () => {
    const report = deferredPayments(book, febMar);
    expect(report.rows.map((row) => [row.id, row.odemeYontemi, row.miktar, row.belge])).toEqual([
      ['f2', 'cek', 40000, 'B1'],
      ['f3', 'senet', 10000, ''],
      ['f4', 'kredi-karti', 99900, 'B3'],
      ['f6', 'cek', 10000, 'B4'],
    ]);
    expect(report.totals).toEqual([
      { odemeYontemi: 'cek', dovizCinsi: 'USD', count: 1, miktar: 10000 },
      { odemeYontemi: 'kredi-karti', dovizCinsi: 'TL', count: 1, miktar: 99900 },
      { odemeYontemi: 'cek', dovizCinsi: 'TL', count: 1, miktar: 40000 },
      { odemeYontemi: 'senet', dovizCinsi: 'TL', count: 1, miktar: 10000 },
    ]);
  });
});

describe('6 and 7 collections and payments', () => {
  it('sums payments by account, method and month', () => {
    const report = flowSummary('odeme', book, year2026);
    expect(report.rows.map((row) => [row.ay, row.unvan, row.odemeYontemi, row.dovizCinsi, row.count, row.miktar])).toEqual([
      ['2026-01', 'Akdeniz Bunker', 'havale', 'TL', 1, 60000],
      ['2026-02', 'Akdeniz Bunker', 'cek', 'TL', 1, 40000],
      ['2026-02', 'Akdeniz Bunker', 'kredi-karti', 'TL', 1, 99900],
      ['2026-02', 'Akdeniz Bunker', 'senet', 'TL', 1, 10000],
      ['2026-03', 'Liman Acente', 'cek', 'USD', 1, 10000],
    ]);
    expect(report.totals).toEqual([
      { dovizCinsi: 'USD', count: 1, miktar: 10000 },
      { dovizCinsi: 'TL', count: 4, miktar: 209900 },
    ]);
    expect(report.byMonth).toEqual([
      { ay: '2026-01', dovizCinsi: 'TL', miktar: 60000 },
      { ay: '2026-02', dovizCinsi: 'TL', miktar: 149900 },
      { ay: '2026-03', dovizCinsi: 'USD', miktar: 10000 },
    ]);
  });
  it('collections, and a company filter', () => {
    expect(flowSummary('tahsilat', book, year2026).totals).toEqual([{ dovizCinsi: 'TL', count: 1, miktar: 100000 }]);
    expect(flowSummary('odeme', book, { ...year2026, sirket: 'B' }).totals).toEqual([{ dovizCinsi: 'USD', count: 1, miktar: 10000 }]);
  });
});

describe('8 total accounts (trial balance)', () => {
  it('gives each account’s summary on the period end, and totals per side and currency', () => {
    const report = trialBalance(book, febMar);
    expect(
      report.rows.map((row) => [
        row.unvan,
        row.dovizCinsi,
        row.fatura,
        row.odenen,
        row.bakiye,
        row.avans,
        row.odenecekTaksit,
        row.odemeTarihi,
      ]),
    ).toEqual([
      ['Liman Acente', 'USD', 30000, 10000, 20000, 0, 20000, '2026-01-20'],
      ['Akdeniz Bunker', 'TL', 170000, 110000, 60000, 10000, 20000, '2026-02-05'],
      ['Ege Nakliyat', 'TL', 200000, 100000, 100000, 0, 100000, '2026-04-15'],
    ]);
    expect(report.totals).toEqual([
      { cariTip: 'tedarikci', dovizCinsi: 'USD', fatura: 30000, odenen: 10000, bakiye: 20000, avans: 0 },
      { cariTip: 'tedarikci', dovizCinsi: 'TL', fatura: 170000, odenen: 110000, bakiye: 60000, avans: 10000 },
      { cariTip: 'musteri', dovizCinsi: 'TL', fatura: 200000, odenen: 100000, bakiye: 100000, avans: 0 },
    ]);
  });
  it('a period ending before a payment does not count it', () => {
    const january = trialBalance(book, { ...febMar, from: '2026-01-01', to: '2026-01-31' });
    expect(january.rows.find((row) => row.cariHesap === 'S1')).toMatchObject({ fatura: 120000, odenen: 60000, bakiye: 60000, avans: 0 });
  });
});

describe('9 and 10 payables and receivables by due date', () => {
  it('lists unpaid supplier rows, overdue first and marked, with weekly totals', () => {
    const report = dueInstalments('tedarikci', book, febMar, '2026-03-09');
    expect(report.rows.map((row) => [row.belge, row.tarih, row.hafta, row.kalan, row.overdue, row.gecikme])).toEqual([
      ['B4', '2026-01-20', '2026-01-19', 20000, true, 48],
      ['B1', '2026-02-05', '2026-02-02', 20000, true, 32],
      ['B2', '2026-03-10', '2026-03-09', 50000, false, 0],
    ]);
    expect(report.weeks).toEqual([
      { hafta: '2026-01-19', dovizCinsi: 'USD', kalan: 20000, overdue: true },
      { hafta: '2026-02-02', dovizCinsi: 'TL', kalan: 20000, overdue: true },
      { hafta: '2026-03-09', dovizCinsi: 'TL', kalan: 50000, overdue: false },
    ]);
    expect(report.totals).toEqual([
      { dovizCinsi: 'USD', kalan: 20000, overdue: 20000, thisWeek: 0 },
      { dovizCinsi: 'TL', kalan: 70000, overdue: 20000, thisWeek: 50000 },
    ]);
  });
  it('lists customer rows due by the period end', () => {
    expect(dueInstalments('musteri', book, febMar, '2026-03-09').rows).toEqual([]);
    const april = dueInstalments('musteri', book, { ...febMar, to: '2026-04-30' }, '2026-03-09');
    expect(april.rows.map((row) => [row.unvan, row.tarih, row.kalan, row.overdue])).toEqual([
      ['Ege Nakliyat', '2026-04-15', 100000, false],
    ]);
  });
});
