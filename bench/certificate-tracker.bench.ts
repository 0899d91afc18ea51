// The certificate tracker's time on the device (docs/areas/certificates.md, issue 33) in headless Chromium over
// real IndexedDB: 40 ships × 25 certificates. The page (bench/certificate-tracker-page/) is built
// with Vite's JS API and served from a small static server, no API; it seeds the certificates into
// a fresh PortalDb and times loadCertificateTracker (src/data/certificates.ts), the tracker page's
// own path: the live certificates read from the mirror, then certificateTracker as of a date; over
// every company (the tracker's default) and over one. Goal: ≤ 50 ms (every company, median).
//   npm run bench:certificate-tracker
// Env: BENCH_SHIPS (40), BENCH_PER_SHIP (25), BENCH_RUNS (20), CHROME_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { servePage } from './lib/static-page';
import type { CertificateTrackerBenchResult } from './certificate-tracker-page/main';

const SHIPS = Number(process.env.BENCH_SHIPS ?? 40);
const PER_SHIP = Number(process.env.BENCH_PER_SHIP ?? 25);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOAL_MS = 50;

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[]) =>
  `min ${fmt(Math.min(...values))} ms, median ${fmt(median(values))} ms, max ${fmt(Math.max(...values))} ms`;

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-page-'));
  try {
    const started = performance.now();
    await build({
      root: path.join(here, 'certificate-tracker-page'),
      base: '/',
      configFile: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    console.log(`setup: page built in ${fmt((performance.now() - started) / 1000)} s`);
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
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const query = new URLSearchParams({ ships: String(SHIPS), perShip: String(PER_SHIP), runs: String(RUNS) });
      await page.goto(`${baseUrl}/?${query.toString()}`);
      const handle = await page
        .waitForFunction(() => window.__certificateTrackerResult, undefined, { timeout: 300_000, polling: 200 })
        .catch((error: unknown) => {
          throw new Error(`no result from the page${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}: ${String(error)}`);
        });
      const result = (await handle.jsonValue()) as CertificateTrackerBenchResult | { ok: false; error: string };
      if (!result.ok) throw new Error(`bench page failed: ${result.error}`);
      report(result);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function report(result: CertificateTrackerBenchResult): void {
  const { counts } = result;
  const all = median(result.allMs);
  console.log(`browser: ${result.userAgent}`);
  console.log(
    `setup: ${counts.ships} ships × ${counts.perShip} certificates = ${counts.certificates} seeded into IndexedDB in ${fmt(result.seedMs)} ms; ${counts.cells} tracker cells`,
  );
  console.log(`certificate-tracker first call (cold): ${fmt(result.firstMs)} ms`);
  console.log(`certificate-tracker every ship (read + tracker), ${result.allMs.length} runs: ${spread(result.allMs)}`);
  console.log(`certificate-tracker   of which the store's raw read (toArray, for scale): ${spread(result.allReadMs)}`);
  console.log(`certificate-tracker one ship (read + tracker), ${result.oneMs.length} runs: ${spread(result.oneMs)}`);
  console.log(
    `certificate-tracker SUMMARY ${counts.ships} × ${counts.perShip}: median ${fmt(all)} ms (goal ≤ ${GOAL_MS} ms in Chromium: ${all <= GOAL_MS ? 'met' : 'MISSED'})`,
  );
}

await main();
