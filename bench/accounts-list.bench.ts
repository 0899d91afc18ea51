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
import { sql } from 'drizzle-orm';
import { openDb } from '../server/db/client';
import { listAccountsSql, type AccountListQuery } from '../server/db/repositories/accounts-repository';
import { percentile, runLoad, type LoadResult } from './accounts-load';
import { LIST_USER, seedAccounts } from './accounts-seed';
import { CookieClient } from './lib/http';
import {
  freshPgliteDatabase,
  freshPostgresDatabase,
  postgresAdminUrl,
  postgresCpuMs,
  processCpuMs,
  startServerProcess,
  type BenchDatabase,
} from './lib/server';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const GOAL_P99_MS = 60;
const GOAL_PGBENCH_RATIO = 0.5;
const GOAL_FLOOR_RATIO = 0.7;

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const label = (database: BenchDatabase) => (database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** The list's first page of one company's suppliers, sorted by unvan: the screen's first request. */
function listQuery(sirket: string): AccountListQuery {
  return { cariTip: 'tedarikci', sirketIds: [sirket], sortBy: 'unvan', descending: false, limit: 20, offset: 0 };
}

function listUrl(baseUrl: string, sirket: string): string {
  const query = new URLSearchParams({ cariTip: 'tedarikci', perPage: '20', page: '1', sirket, dovizCinsi: 'USD', sortBy: 'unvan', sortingOrder: '1' });
  return `${baseUrl}/api/finans/cari-hesap?${query}`;
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** The SQL the server runs for `query`, with its parameters written in, for pgbench and EXPLAIN. */
async function serverSql(url: string, query: AccountListQuery): Promise<string> {
  const handle = await openDb({ kind: 'pg', url });
  try {
    const { sql: text, params } = listAccountsSql(handle.db, query);
    return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  } finally {
    await handle.close();
  }
}

async function explain(url: string, text: string): Promise<string> {
  const handle = await openDb({ kind: 'pg', url });
  try {
    const result = (await handle.db.execute(sql.raw(`explain (analyze, buffers off) ${text}`))) as unknown as {
      rows: Record<string, string>[];
    };
    const lines = result.rows.map((row) => Object.values(row)[0] ?? '');
    return lines.filter((line) => /Index|Scan|Execution Time|Sort/.test(line)).map((line) => `    ${line.trim()}`).join('\n');
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

const rate = (result: LoadResult) => result.requests / result.seconds;

/** A load run with the CPU each part spent on it, in ms per request. */
interface Measured extends LoadResult {
  cpu: { server: number; load: number; postgres: number };
}

function describe(result: Measured): string {
  const { server, load, postgres } = result.cpu;
  return (
    `${Math.round(rate(result))} req/s, p50 ${fmt(percentile(result.latencies, 50))} ms, ` +
    `p99 ${fmt(percentile(result.latencies, 99))} ms, CPU per request: server ${fmt(server, 2)} ms, ` +
    `load generator ${fmt(load, 2)} ms` +
    (postgres > 0 ? `, PostgreSQL ${fmt(postgres, 2)} ms` : '') +
    (Object.keys(result.errors).length > 0 ? `, ERRORS ${JSON.stringify(result.errors)}` : '')
  );
}

async function runOn(database: BenchDatabase): Promise<void> {
  const started = performance.now();
  const companies = await seedAccounts(database, ACCOUNTS, COMPANIES);
  console.log(`setup [${label(database)}]: ${ACCOUNTS} accounts over ${COMPANIES} companies seeded in ${fmt((performance.now() - started) / 1000)} s`);
  const sirket = companies[0] ?? '';

  const server = await startServerProcess(database);
  try {
    const client = new CookieClient(server.baseUrl);
    await client.signIn(LIST_USER);
    const url = listUrl(server.baseUrl, sirket);
    const check = await client.request('GET', url.slice(server.baseUrl.length));
    const body = check.body as { cariler?: unknown[]; totalCount?: number };
    if (check.status !== 200 || body.cariler?.length !== 20) throw new Error(`list answered ${check.status}: ${JSON.stringify(check.body).slice(0, 300)}`);
    console.log(`request: GET ${url.slice(server.baseUrl.length)} → 20 of ${body.totalCount} rows, ${JSON.stringify(body).length} bytes`);

    const headers = { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const floorUrl = `${server.baseUrl}/api/auth/login-check`;
    const load = async (target: string): Promise<Measured> => {
      const before = { server: processCpuMs(server.child.pid), load: process.cpuUsage(), postgres: postgresCpuMs(database.databaseUrl) };
      const result = await runLoad(target, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const loadUsage = process.cpuUsage(before.load);
      const perRequest = (ms: number) => ms / Math.max(1, result.requests);
      return {
        ...result,
        cpu: {
          server: perRequest(processCpuMs(server.child.pid) - before.server),
          load: perRequest((loadUsage.user + loadUsage.system) / 1000),
          postgres: database.kind === 'postgres' ? perRequest(postgresCpuMs(database.databaseUrl) - before.postgres) : 0,
        },
      };
    };
    await runLoad(floorUrl, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
    await runLoad(url, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
    // Floor, list, floor: the floor is the mean of the two runs around the list, so a machine that
    // gets busier or quieter during the run moves both alike.
    const floorBefore = await load(floorUrl);
    const result = await load(url);
    const floorAfter = await load(floorUrl);
    const floor = (rate(floorBefore) + rate(floorAfter)) / 2;
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
    const text = await serverSql(database.databaseUrl, listQuery(sirket));
    console.log(`SQL: ${text}`);
    console.log(`plan:\n${await explain(database.databaseUrl, text)}`);
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

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  const targets: (() => Promise<BenchDatabase>)[] = [];
  if (adminUrl) targets.push(() => freshPostgresDatabase(adminUrl));
  if (process.env.BENCH_SKIP_PGLITE !== '1') targets.push(async () => freshPgliteDatabase());
  for (const target of targets) {
    const database = await target();
    try {
      await runOn(database);
    } finally {
      await database.drop();
    }
  }
}

await main();
