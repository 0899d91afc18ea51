// First sync of 50,000 bills (200,000 lines) into IndexedDB in headless Chromium, against one raw
// bulkPut of the same rows, then the bill screens' queries on the device.
//   npm run bench:bills-device
// Env: BENCH_BILLS (50000), BENCH_ROUNDS (2), BENCH_DATABASE_URL / TEST_DATABASE_URL (serve from
// PostgreSQL instead of PGlite), CHROME_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { seedBills } from './bills-seed';
import type { BillsBenchResult } from './bills-page/main';
import { LIST_USER } from './accounts-seed';
import { freshPgliteDatabase, freshPostgresDatabase, postgresAdminUrl, startServerProcess } from './lib/server';

const BILLS = Number(process.env.BENCH_BILLS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GOAL_SECONDS = 10;
const GOAL_RATIO = 1.5;
const GOAL_QUERY_MS = 50;

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (n: number, digits = 2) => n.toFixed(digits);

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  const database = adminUrl ? await freshPostgresDatabase(adminUrl) : freshPgliteDatabase();
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-page-'));
  try {
    await build({
      root: path.join(here, 'bills-page'),
      base: '/',
      configFile: false,
      plugins: [],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    let started = performance.now();
    await seedBills(database, BILLS);
    console.log(`setup: ${BILLS} bills seeded into ${database.kind} in ${fmt((performance.now() - started) / 1000)} s`);
    const server = await startServerProcess(database, outDir);
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
      const page = await browser.newPage();
      const query = new URLSearchParams({
        email: LIST_USER.email,
        password: LIST_USER.password,
        expected: String(BILLS),
        rounds: String(ROUNDS),
      });
      started = performance.now();
      await page.goto(`${server.baseUrl}/?${query.toString()}`);
      const handle = await page.waitForFunction(() => window.__billsResult, undefined, { timeout: 1_200_000, polling: 500 });
      const result = (await handle.jsonValue()) as BillsBenchResult | { ok: false; error: string };
      if (!result.ok) throw new Error(`bench page failed: ${result.error}`);
      report(result, database.kind);
    } catch (error) {
      console.error(`server log:\n${server.log().slice(-4000)}`);
      throw error;
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await database.drop();
  }
}

function report(result: BillsBenchResult, backend: string): void {
  console.log(`browser: ${result.userAgent}`);
  result.rounds.forEach((round, index) => {
    console.log(
      `round ${index + 1} [${backend}]: first sync of ${result.bills} bills (${result.lines} lines) ${fmt(round.pullSeconds)} s ` +
        `[fetch ${fmt(round.fetchSeconds)} s]; raw bulkPut ${fmt(round.rawSeconds)} s; ratio ${fmt(round.pullSeconds / round.rawSeconds)}x; ` +
        `floor (ids only, no index) ${fmt(round.floorSeconds)} s`,
    );
  });
  const best = result.rounds.reduce((a, b) => (b.pullSeconds < a.pullSeconds ? b : a));
  const ratio = Math.min(...result.rounds.map((round) => round.pullSeconds / round.rawSeconds));
  const met = best.pullSeconds <= GOAL_SECONDS && ratio <= GOAL_RATIO ? 'met' : 'MISSED';
  console.log(
    `first sync [${backend}]: best ${fmt(best.pullSeconds)} s, ratio ${fmt(ratio)}x (goal ≤ ${GOAL_SECONDS} s, ≤ ${GOAL_RATIO}x: ${met})`,
  );
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  console.log(
    `median of ${result.rounds.length} rounds [${backend}]: first sync ${fmt(median(result.rounds.map((r) => r.pullSeconds)))} s, ` +
      `raw bulkPut ${fmt(median(result.rounds.map((r) => r.rawSeconds)))} s, ratio ${fmt(median(result.rounds.map((r) => r.pullSeconds / r.rawSeconds)))}x, ` +
      `floor ${fmt(median(result.rounds.map((r) => r.floorSeconds)))} s`,
  );
  for (const q of result.queries) {
    console.log(
      `device query: ${q.name}: median ${fmt(q.medianMs, 1)} ms, worst ${fmt(q.maxMs, 1)} ms, ${q.rows} rows (goal ≤ ${GOAL_QUERY_MS} ms: ${q.medianMs <= GOAL_QUERY_MS ? 'met' : 'MISSED'})`,
    );
  }
}

await main();
