// The finance reports on the device (issue 14): each report over 50,000 bills and 100,000 cash
// flows (and 10,000 accounts) in Dexie on fake-indexeddb in Node (slower than a browser's
// IndexedDB, so an upper bound). A report's time is what its page waits for before the table:
// the device read of src/data/report-data.ts (loadReportData, through the device's report cache)
// plus the report's domain function (src/domain/reports), over the whole year. The read is timed
// cold (the device's first read), warm (a cache hit: the dashboard's finance card has read it) and
// after one row written since; "to first table" is the warm read plus the function.
// Goal: ≤ 300 ms to the first rendered table.
// Run: npm run bench:reports (BENCH_ACCOUNTS, BENCH_BILLS, BENCH_FLOWS, BENCH_RUNS, BENCH_COLD_RUNS).
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { forgetReportData, loadReportData } from '../src/data/report-data';
import { dueInstalments } from '../src/domain/reports/due-instalments';
import { deferredPayments, flowSummary } from '../src/domain/reports/flows';
import { incomeExpense } from '../src/domain/reports/income-expense';
import type { ReportData, ReportFilter } from '../src/domain/reports/inputs';
import { runningCosts } from '../src/domain/reports/running-costs';
import { accountStatement } from '../src/domain/reports/statement';
import { trialBalance } from '../src/domain/reports/trial-balance';
import { REPORT_PAGE_SIZE } from '../src/features/reports/report-model';
import { seededFinanceDb } from './lib/finance-seed';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Cold reads take seconds each on fake-indexeddb. */
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? Math.min(RUNS, 3));
const TODAY = '2026-11-23';
const filter: ReportFilter = { sirket: '', from: '2026-01-01', to: '2026-12-31', currency: 'all' };

const reports: [string, (data: ReportData) => unknown][] = [
  // A statement makes its lines as they are read: the page's first table reads one page of them.
  ['tedarikci-cari-raporlari', (data) => accountStatement('tedarikci', data, filter).linesUpTo(REPORT_PAGE_SIZE)],
  ['musteri-cari-raporlari', (data) => accountStatement('musteri', data, filter).linesUpTo(REPORT_PAGE_SIZE)],
  // Every line (a sort by a column, an export, print).
  ['tedarikci-cari-raporlari, every line', (data) => accountStatement('tedarikci', data, filter).lines],
  ['rc-raporlari', (data) => runningCosts(data, filter)],
  ['yil-sonu-gelir-gider-raporu', (data) => incomeExpense(data, filter)],
  ['cek-kredi-odeme-raporu', (data) => deferredPayments(data, filter)],
  ['tahsilat-raporu', (data) => flowSummary('tahsilat', data, filter)],
  ['odeme-raporu', (data) => flowSummary('odeme', data, filter)],
  ['total-hesap-raporu', (data) => trialBalance(data, filter)],
  ['cari-borc-raporu', (data) => dueInstalments('tedarikci', data, filter, TODAY)],
  ['cari-alacak-raporu', (data) => dueInstalments('musteri', data, filter, TODAY)],
];

/** Like timeAgainst, with untimed work before each run (and before the warm-up). */
async function timeAfter(
  label: string,
  goal: number,
  before: (run: number) => Promise<unknown>,
  work: () => Promise<unknown>,
  runs: number,
): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    await before(run);
    const start = performance.now();
    await work();
    if (run > 0) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  console.log(
    `reports-dexie ${label}: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (goal ≤ ${goal} ms: ${at(0.5) <= goal ? 'met' : 'MISSED'})`,
  );
  return at(0.5);
}

const db = await seededFinanceDb('bench-reports');
// Cold: the first read of a device (a fresh cache reads the four tables whole).
const cold = await timeAfter(
  'device read, cold (first read, loadReportData)',
  300,
  async () => forgetReportData(db),
  () => loadReportData(db, ''),
  COLD_RUNS,
);
// Warm: nothing written since the last read (what a report page opened after the dashboard waits for).
const warm = await timeAgainst('reports-dexie', 'device read, warm (cache hit)', 300, () => loadReportData(db, ''), RUNS);
// One bill changed since the last read (a sync page, an edit): that row is read again.
const bill = (await db.rows('fatura').limit(1).toArray())[0]!;
const changed = await timeAfter(
  'device read after 1 changed bill',
  300,
  (run) => db.rows('fatura').put({ ...bill, faturaProformaNo: `${String(bill.faturaProformaNo)}-${run}` }),
  () => loadReportData(db, ''),
  RUNS,
);
// One new cash flow since the last read: read again, and put in its key's place.
const flow = (await db.rows('nakitAkis').limit(1).toArray())[0]!;
const added = await timeAfter(
  'device read after 1 added cash flow',
  300,
  (run) => db.rows('nakitAkis').put({ ...flow, _id: `0190f5b2-0000-7000-8009-${String(run).padStart(12, '0')}` }),
  () => loadReportData(db, ''),
  RUNS,
);
const data = await loadReportData(db, '');
const summary: string[] = [];
for (const [id, compute] of reports) {
  const alone = await timeAgainst('reports-dexie', `${id}: report function alone`, 300, async () => compute(data), RUNS);
  const first = await timeAgainst(
    'reports-dexie',
    `${id}: to first table (warm read + report)`,
    300,
    async () => compute(await loadReportData(db, '')),
    RUNS,
  );
  summary.push(
    `${id}: function ${alone.toFixed(0)} ms, warm read + function ${first.toFixed(0)} ms, cold read + function ≈ ${(cold + alone).toFixed(0)} ms`,
  );
}
console.log(
  `reports-dexie SUMMARY device read: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(1)} ms, after 1 changed bill ${changed.toFixed(1)} ms, after 1 added flow ${added.toFixed(1)} ms`,
);
for (const line of summary) console.log(`reports-dexie SUMMARY ${line}`);
db.close();
