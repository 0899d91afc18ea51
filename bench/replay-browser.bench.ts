// Replay of N queued creates from real IndexedDB in headless Chromium against the real server,
// compared with N plain sequential POSTs from the same page.
//   node --import tsx bench/replay-browser.bench.ts
// Env: BENCH_MUTATIONS (1000), BENCH_ROUNDS (3), BENCH_DATABASE_URL / TEST_DATABASE_URL (serve
// from PostgreSQL instead of PGlite), CHROME_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchPage, launchBenchChromium } from './lib/bench-page';
import { BENCH_ADMIN, freshPgliteDatabase, freshPostgresDatabase, postgresAdminUrl, startServerProcess } from './lib/server';
import type { BenchResult, Timing } from './replay-page/main';

const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_RATE = 200;
const GOAL_RATIO = 1.2;

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const rate = (t: Timing) => Math.round(t.count / t.seconds);
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
    await buildBenchPage(path.join(here, 'replay-page'), outDir);
    const server = await startServerProcess(database, outDir);
    const browser = await launchBenchChromium();
    try {
      const page = await browser.newPage();
      const query = new URLSearchParams({
        email: BENCH_ADMIN.email,
        password: BENCH_ADMIN.password,
        mutations: String(MUTATIONS),
        rounds: String(ROUNDS),
      });
      await page.goto(`${server.baseUrl}/?${query.toString()}`);
      const handle = await page.waitForFunction(() => window.__replayResult, undefined, { timeout: 900_000, polling: 250 });
      const result = (await handle.jsonValue()) as BenchResult | { ok: false; error: string };
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

function report(result: BenchResult, backend: string): void {
  console.log(`browser: ${result.userAgent}`);
  console.log(
    `replay with a stub send (no server) [IndexedDB]: ${result.mutations} in ${fmt(result.stub.seconds)} s = ${rate(result.stub)}/s, ` +
      `${fmt((1000 * result.stub.seconds) / result.stub.count)} ms of local work per mutation`,
  );
  result.rounds.forEach(({ replay, plain, keyed }, index) => {
    console.log(
      `round ${index + 1} [${backend}]: replay ${fmt(replay.seconds)} s = ${rate(replay)}/s ` +
        `[in send ${fmt(replay.sendSeconds)} s; enqueue beforehand, not timed, ${fmt(replay.enqueueSeconds)} s]; ` +
        `plain POST ${fmt(plain.seconds)} s = ${rate(plain)}/s; plain POST + Idempotency-Key ${fmt(keyed.seconds)} s = ${rate(keyed)}/s; ` +
        `ratio ${fmt(replay.seconds / plain.seconds)}x (vs keyed ${fmt(replay.seconds / keyed.seconds)}x)`,
    );
  });
  const total = (pick: (round: BenchResult['rounds'][number]) => Timing) => result.rounds.reduce((sum, r) => sum + pick(r).seconds, 0);
  const count = result.mutations * result.rounds.length;
  const replayRate = count / total((r) => r.replay);
  const ratio = total((r) => r.replay) / total((r) => r.plain);
  const medianRatio = median(result.rounds.map((r) => r.replay.seconds / r.plain.seconds));
  const met = replayRate >= GOAL_RATE && ratio <= GOAL_RATIO ? 'met' : 'MISSED';
  console.log(
    `replay in Chromium [${backend}]: ${result.mutations} mutations × ${result.rounds.length} rounds at ${Math.round(replayRate)} mutations/s; ` +
      `plain sequential POSTs ${Math.round(count / total((r) => r.plain))}/s (with Idempotency-Key ${Math.round(count / total((r) => r.keyed))}/s); ` +
      `ratio ${fmt(ratio)}x (median of rounds ${fmt(medianRatio)}x), ${fmt(total((r) => r.replay) / total((r) => r.keyed))}x vs keyed POSTs ` +
      `(goal ≥ ${GOAL_RATE}/s, ≤ ${GOAL_RATIO}x: ${met})`,
  );
}

await main();
