// The ten finance reports in headless Chromium over real IndexedDB: each report's time "to the
// first rendered table" over 10,000 accounts, 50,000 bills and 100,000 cash flows. The page
// (bench/reports-page/) is built with Vite's JS API (with the app's Lingui and React plugins) and
// served from a small static server; it seeds the rows into a fresh PortalDb, times the cold device
// read, then per report the warm read (loadReportData), the report model (REPORTS[id], and the
// account picker's choices for the statements) and the render of the main table (ReportTable)
// until the next frame is painted. Goal: ≤ 300 ms to the first rendered table.
//   npm run bench:reports-browser
// Env: BENCH_ACCOUNTS (10000), BENCH_BILLS (50000), BENCH_FLOWS (100000), BENCH_RUNS (5),
// BENCH_COLD_RUNS (3), BENCH_REPORTS (comma-separated report ids; all ten when unset),
// BENCH_TL (1: each report in its "all currencies in TL" view, `?tl=true`, over a year of daily
// rates), CHROME_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { servePage } from './lib/static-page';
import type { ReportsBenchResult, RunTiming } from './reports-page/main';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const BILLS = Number(process.env.BENCH_BILLS ?? 50_000);
const FLOWS = Number(process.env.BENCH_FLOWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const ONLY = process.env.BENCH_REPORTS ?? '';
const TL = process.env.BENCH_TL === '1';
const GOAL_MS = 300;

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const fmt = (n: number, digits = 0) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-page-'));
  try {
    let started = performance.now();
    await build({
      root: path.join(here, 'reports-page'),
      base: '/',
      configFile: false,
      plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui({ cwd: repo })],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    console.log(`setup: page built in ${fmt((performance.now() - started) / 1000, 1)} s`);
    const { server, baseUrl } = await servePage(outDir);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const query = new URLSearchParams({
        accounts: String(ACCOUNTS),
        bills: String(BILLS),
        flows: String(FLOWS),
        runs: String(RUNS),
        coldRuns: String(COLD_RUNS),
        reports: ONLY,
        tl: TL ? '1' : '0',
      });
      started = performance.now();
      await page.goto(`${baseUrl}/?${query.toString()}`);
      const handle = await page
        .waitForFunction(() => window.__reportsResult, undefined, { timeout: 1_800_000, polling: 500 })
        .catch((error: unknown) => {
          throw new Error(`no result from the page${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}: ${String(error)}`);
        });
      const result = (await handle.jsonValue()) as ReportsBenchResult | { ok: false; error: string };
      if (!result.ok) throw new Error(`bench page failed: ${result.error}`);
      console.log(`page: done in ${fmt((performance.now() - started) / 1000, 1)} s`);
      report(result);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function report(result: ReportsBenchResult): void {
  const { counts } = result;
  console.log(`browser: ${result.userAgent}`);
  console.log(
    `setup: ${counts.accounts} accounts, ${counts.bills} bills, ${counts.flows} cash flows seeded into IndexedDB in ${fmt(result.seedMs / 1000, 2)} s`,
  );
  const cold = median(result.coldReadMs);
  console.log(
    `reports-browser device read, cold (first read, loadReportData): median ${fmt(cold)} ms of ${result.coldReadMs.length} [${result.coldReadMs.map((ms) => fmt(ms)).join(', ')}]`,
  );
  const parts = (runs: RunTiming[]) =>
    `read ${fmt(median(runs.map((r) => r.readMs)), 1)}, model ${fmt(median(runs.map((r) => r.modelMs)))}, render ${fmt(median(runs.map((r) => r.renderMs)))}`;
  const summary: string[] = [];
  for (const entry of result.reports) {
    const total = median(entry.runs.map((r) => r.totalMs));
    const met = total <= GOAL_MS ? 'met' : 'MISSED';
    const choices = entry.choices === undefined ? '' : `, ${entry.choices} accounts in the picker`;
    console.log(
      `reports-browser ${entry.id}: first open ${fmt(entry.first.totalMs)} ms; median ${fmt(total)} ms (${parts(entry.runs)}) ` +
        `(goal ≤ ${GOAL_MS} ms: ${met}) — ${entry.rows} rows, ${entry.domRows} in the DOM${choices}`,
    );
    summary.push(
      `${entry.id}: to first table ${fmt(total)} ms (${met}), first open ${fmt(entry.first.totalMs)} ms ` +
        `(read ${fmt(entry.first.readMs, 1)}, model ${fmt(entry.first.modelMs)}, render ${fmt(entry.first.renderMs)}), cold read + first open ≈ ${fmt(cold + entry.first.totalMs)} ms`,
    );
  }
  console.log(
    `reports-browser SUMMARY ${counts.accounts} accounts, ${counts.bills} bills, ${counts.flows} cash flows; ${RUNS} runs; device read cold ${fmt(cold)} ms${TL ? '; TL view on' : ''}`,
  );
  for (const line of summary) console.log(`reports-browser SUMMARY ${line}`);
}

await main();
