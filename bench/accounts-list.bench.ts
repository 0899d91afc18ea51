// GET /api/finans/cari-hesap on 100,000 accounts, 50 connections for 10 s, against the floor of
// the same server (GET /api/auth/login-check, the cheapest signed-in request) in the same run, and
// on PostgreSQL against pgbench running the same SQL on the same database in the same run.
//   npm run bench:accounts-list
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL; unset: PGlite only), BENCH_SKIP_PGLITE=1,
// BENCH_ACCOUNTS (100000), BENCH_COMPANIES (4), BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
// PGBENCH (pgbench on the PATH), BENCH_CPU_PROF (a folder: the server writes a CPU profile there).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listAccountsSql, type AccountListQuery } from '../server/db/repositories/accounts-repository';
import { accountListPath, checkAccountList, LIST_USER, seedAccounts } from './accounts-seed';
import { percentile } from './lib/load';
import { CONNECTIONS, describe, explain, fmt, inlineParams, label, loadAgainstFloor, onEachDatabase, rate, SECONDS } from './lib/list-load';
import { openBenchDb, startServerProcess, type BenchDatabase } from './lib/server';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 4);
const GOAL_P99_MS = 60;
const GOAL_PGBENCH_RATIO = 0.5;
const GOAL_FLOOR_RATIO = 0.7;

/** The list's first page of one company's suppliers, sorted by unvan: the screen's first request. */
function listQuery(sirket: string): AccountListQuery {
  return { cariTip: 'tedarikci', sirketIds: [sirket], sortBy: 'unvan', descending: false, limit: 20, offset: 0 };
}

/** The SQL the server runs for `query`, with its parameters written in, for pgbench and EXPLAIN. */
async function serverSql(database: BenchDatabase, query: AccountListQuery): Promise<string> {
  const handle = await openBenchDb(database);
  try {
    const { sql: text, params } = listAccountsSql(handle.db, query);
    return inlineParams(text, params);
  } finally {
    await handle.close();
  }
}

/** pgbench with the same connections and duration, one statement per transaction: its tps. */
function pgbench(url: string, text: string): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pgbench-'));
  try {
    const file = path.join(dir, 'list.sql');
    writeFileSync(file, `${text};\n`);
    const output = execFileSync(
      process.env.PGBENCH || 'pgbench',
      ['-n', '-M', 'extended', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', file, url],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(output);
    if (!tps) throw new Error(`no tps in pgbench output:\n${output}`);
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runOn(database: BenchDatabase): Promise<void> {
  const started = performance.now();
  const companies = await seedAccounts(database, ACCOUNTS, COMPANIES);
  console.log(
    `setup [${label(database)}]: ${ACCOUNTS} accounts over ${COMPANIES} companies seeded in ${fmt((performance.now() - started) / 1000)} s`,
  );
  const sirket = companies[0] ?? '';

  const server = await startServerProcess(database);
  try {
    const { floorBefore, floorAfter, floor, results } = await loadAgainstFloor(server, database, LIST_USER, [
      { path: accountListPath(sirket), check: checkAccountList },
    ]);
    const result = results[0]!;
    const p99 = percentile(result.latencies, 99);
    const floorRatio = rate(result) / floor;
    const name = label(database);
    console.log(`login-check (${name}): ${describe(floorBefore)} before, ${describe(floorAfter)} after`);
    console.log(`cari-hesap list (${name}): ${describe(result)} (${CONNECTIONS} connections, ${SECONDS} s)`);
    const floorLine =
      `RESULT ${name}: list ${Math.round(rate(result))} req/s = ${fmt(floorRatio, 2)}× login-check ${Math.round(floor)} req/s ` +
      `(goal ≥ ${GOAL_FLOOR_RATIO}×: ${floorRatio >= GOAL_FLOOR_RATIO ? 'met' : 'MISSED'}), p99 ${fmt(p99)} ms`;

    if (database.kind !== 'postgres') {
      console.log(`${floorLine}; no pgbench for PGlite`);
      return;
    }
    const text = await serverSql(database, listQuery(sirket));
    console.log(`SQL: ${text}`);
    console.log(`plan:\n${await explain(database, text)}`);
    const tps = pgbench(database.databaseUrl, text);
    const ratio = rate(result) / tps;
    console.log(
      `${floorLine} (goal ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}); pgbench same SQL: ${Math.round(tps)} tps, ` +
        `list = ${fmt(100 * ratio, 0)}% of it (goal ≥ ${GOAL_PGBENCH_RATIO * 100}%: ${ratio >= GOAL_PGBENCH_RATIO ? 'met' : 'MISSED'})`,
    );
  } catch (error) {
    console.error(`server log:\n${server.log().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

await onEachDatabase(runOn);
