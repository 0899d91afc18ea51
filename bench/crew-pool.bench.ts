// The crew pool's time on the device (docs/areas/crew.md, issue 37) in headless Chromium over real
// IndexedDB: 2,020 people (80 ships × 25 aboard and a pool of 20, server/db/demo-crew.ts) with their
// assignments and about 13,000 documents. The page (bench/crew-pool-page/) is built with Vite's JS
// API and served from a small static server, no API; it times loadCrewPool (src/data/personnel.ts),
// the pool page's own path: the mirror read, then each person's status and document gaps as of a
// date. Goal: ≤ 100 ms (median of the runs). The first call (cold) reads the three tables whole; the
// runs after it read the people, and the documents and assignments from the device's caches
// (src/data/crew-documents.ts: only rows written since are read again), as the page does when it
// refreshes after a write or opens again.
//   npm run bench:crew-pool
// Env: BENCH_SHIPS (80), BENCH_RUNS (20), CHROME_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { servePage } from './lib/static-page';
import type { CrewPoolBenchResult } from './crew-pool-page/main';

const SHIPS = Number(process.env.BENCH_SHIPS ?? 80);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOAL_MS = 100;

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-page-'));
  try {
    await build({
      root: path.join(here, 'crew-pool-page'),
      base: '/',
      configFile: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    const { server, baseUrl } = await servePage(outDir);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/?ships=${SHIPS}&runs=${RUNS}`);
      const handle = await page.waitForFunction(() => window.__crewPoolResult, undefined, { timeout: 300_000, polling: 200 });
      const result = (await handle.jsonValue()) as CrewPoolBenchResult | { ok: false; error: string };
      if (!result.ok) throw new Error(`bench page failed: ${result.error}`);
      const { counts } = result;
      const pool = median(result.poolMs);
      console.log(`browser: ${result.userAgent}`);
      console.log(
        `setup: ${counts.people} people, ${counts.assignments} assignments, ${counts.documents} documents seeded into IndexedDB in ${fmt(result.seedMs)} ms; ${counts.withGaps} with a document gap`,
      );
      console.log(`crew-pool first call (cold): ${fmt(result.firstMs)} ms`);
      console.log(
        `crew-pool rows with document status, ${result.poolMs.length} runs: min ${fmt(Math.min(...result.poolMs))} ms, median ${fmt(pool)} ms, max ${fmt(Math.max(...result.poolMs))} ms`,
      );
      console.log(
        `crew-pool SUMMARY ${counts.people} people: median ${fmt(pool)} ms (goal ≤ ${GOAL_MS} ms in Chromium: ${pool <= GOAL_MS ? 'met' : 'MISSED'})`,
      );
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
