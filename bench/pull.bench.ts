// First pull of N records into IndexedDB in headless Chromium, against the real server.
//   node --import tsx bench/pull.bench.ts
// Env: BENCH_RECORDS (50000), BENCH_ROUNDS (3), BENCH_PAGE_SIZES (default PULL_PAGE_SIZE and 5000),
// BENCH_DATABASE_URL / TEST_DATABASE_URL (seed and serve from PostgreSQL instead of PGlite),
// CHROME_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { PULL_PAGE_SIZE } from '../src/data/sync/pull';
import { seedBudgetCodes } from './lib/seed';
import { BENCH_ADMIN, freshPgliteDatabase, freshPostgresDatabase, postgresAdminUrl, startServerProcess } from './lib/server';
import type { BenchResult } from './pull-page/main';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE_SIZES = (process.env.BENCH_PAGE_SIZES ?? `${PULL_PAGE_SIZE},5000`).split(',').map(Number);
const GOAL_RATIO = 1.5;
const GOAL_SECONDS = 10;

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const rate = (records: number, seconds: number) => Math.round(records / seconds);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  const database = adminUrl ? await freshPostgresDatabase(adminUrl) : freshPgliteDatabase();
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-page-'));
  try {
    let started = performance.now();
    await build({
      root: path.join(here, 'pull-page'),
      base: '/',
      configFile: false,
      plugins: [],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    console.log(`setup: bench page built in ${fmt((performance.now() - started) / 1000)} s`);

    started = performance.now();
    await seedBudgetCodes(database, RECORDS);
    console.log(`setup: ${RECORDS} budget codes seeded into ${database.kind} in ${fmt((performance.now() - started) / 1000)} s`);

    const server = await startServerProcess(database, outDir);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage();
      const query = new URLSearchParams({
        email: BENCH_ADMIN.email,
        password: BENCH_ADMIN.password,
        expected: String(RECORDS),
        pageSizes: PAGE_SIZES.join(','),
        rounds: String(ROUNDS),
      });
      await page.goto(`${server.baseUrl}/?${query.toString()}`);
      const handle = await page.waitForFunction(() => window.__result, undefined, { timeout: 600_000, polling: 250 });
      const result = (await handle.jsonValue()) as BenchResult | { ok: false; error: string };
      if (!result.ok) throw new Error(`bench page failed: ${result.error}`);
      report(result, database.kind);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await database.drop();
  }
}

function report(result: BenchResult, backend: string): void {
  console.log(`browser: ${result.userAgent}`);
  console.log(
    `fetch only (server + network + JSON parse, pages of 5000, not timed against anything): ` +
      `${result.fetchOnly.records} records in ${fmt(result.fetchOnly.seconds)} s = ${rate(result.fetchOnly.records, result.fetchOnly.seconds)} records/s`,
  );
  result.rounds.forEach((round, index) => {
    const raw = round.raw;
    for (const pull of round.pulls) {
      const ratio = pull.seconds / raw.seconds;
      console.log(
        `round ${index + 1}: pull (page ${pull.pageSize}, ${pull.pages} requests): ${pull.records} records in ${fmt(pull.seconds)} s = ` +
          `${rate(pull.records, pull.seconds)} records/s [fetch ${fmt(pull.fetchSeconds)} s, apply ${fmt(pull.applySeconds)} s, ` +
          `${pull.longTasks.count} tasks ≥ 50 ms, longest ${pull.longTasks.longestMs} ms]; ` +
          `raw bulkPut ${fmt(raw.seconds)} s = ${rate(raw.records, raw.seconds)} records/s; ratio ${fmt(ratio)}x`,
      );
    }
  });
  const rawMedian = median(result.rounds.map((round) => round.raw.seconds));
  for (const size of PAGE_SIZES) {
    const runs = result.rounds.map((round) => round.pulls.find((pull) => pull.pageSize === size)!);
    const seconds = median(runs.map((pull) => pull.seconds));
    const ratio = median(result.rounds.map((round, i) => runs[i]!.seconds / round.raw.seconds));
    const met = ratio <= GOAL_RATIO && seconds <= GOAL_SECONDS ? 'met' : 'MISSED';
    console.log(
      `pull [${backend}, page ${size}${size === PULL_PAGE_SIZE ? ' = PULL_PAGE_SIZE' : ''}, median of ${runs.length}]: ` +
        `${result.expected} records in ${fmt(seconds)} s = ${rate(result.expected, seconds)} records/s; ` +
        `raw bulkPut ${fmt(rawMedian)} s = ${rate(result.expected, rawMedian)} records/s; ` +
        `ratio ${fmt(ratio)}x (goal ≤ ${GOAL_RATIO}x, ≤ ${GOAL_SECONDS} s: ${met})`,
    );
  }
}

await main();
