// The finance reports on the device (issue 14): each report over 50,000 bills and 100,000 cash
// flows (and 10,000 accounts) in Dexie on fake-indexeddb in Node (slower than a browser's
// IndexedDB, so an upper bound). A report's time is what its page waits for before the table:
// the device read of src/data/report-data.ts (loadReportData) plus the report's domain function
// (src/domain/reports), over the whole year. Goal: ≤ 300 ms to the first rendered table.
// Run: npm run bench:reports (BENCH_ACCOUNTS, BENCH_BILLS, BENCH_FLOWS, BENCH_RUNS).
import 'fake-indexeddb/auto';
import { loadReportData } from '../src/data/report-data';
import { dueInstalments } from '../src/domain/reports/due-instalments';
import { deferredPayments, flowSummary } from '../src/domain/reports/flows';
import { incomeExpense } from '../src/domain/reports/income-expense';
import type { ReportData, ReportFilter } from '../src/domain/reports/inputs';
import { runningCosts } from '../src/domain/reports/running-costs';
import { accountStatement } from '../src/domain/reports/statement';
import { trialBalance } from '../src/domain/reports/trial-balance';
import { seededFinanceDb } from './lib/finance-seed';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TODAY = '2026-11-23';
const filter: ReportFilter = { sirket: '', from: '2026-01-01', to: '2026-12-31', currency: 'all' };

const reports: [string, (data: ReportData) => unknown][] = [
  ['tedarikci-cari-raporlari', (data) => accountStatement('tedarikci', data, filter)],
  ['musteri-cari-raporlari', (data) => accountStatement('musteri', data, filter)],
  ['rc-raporlari', (data) => runningCosts(data, filter)],
  ['yil-sonu-gelir-gider-raporu', (data) => incomeExpense(data, filter)],
  ['cek-kredi-odeme-raporu', (data) => deferredPayments(data, filter)],
  ['tahsilat-raporu', (data) => flowSummary('tahsilat', data, filter)],
  ['odeme-raporu', (data) => flowSummary('odeme', data, filter)],
  ['total-hesap-raporu', (data) => trialBalance(data, filter)],
  ['cari-borc-raporu', (data) => dueInstalments('tedarikci', data, filter, TODAY)],
  ['cari-alacak-raporu', (data) => dueInstalments('musteri', data, filter, TODAY)],
];

const db = await seededFinanceDb('bench-reports');
await timeAgainst('reports-dexie', 'device read alone (loadReportData)', 300, () => loadReportData(db, ''), RUNS);
const data = await loadReportData(db, '');
for (const [id, compute] of reports) {
  await timeAgainst('reports-dexie', `${id}: report function alone`, 300, async () => compute(data), RUNS);
  await timeAgainst('reports-dexie', `${id}: read + report`, 300, async () => compute(await loadReportData(db, '')), RUNS);
}
db.close();
