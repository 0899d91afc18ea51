// GET /api/finans/cari-hesap on 100,000 accounts, 50 connections for 10 s, against pgbench
// running the same SQL on the same database in the same run (PostgreSQL; PGlite: HTTP only).
//   node --import tsx bench/accounts-list.bench.ts
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL; unset: PGlite only), BENCH_SKIP_PGLITE=1,
// BENCH_ACCOUNTS (100000), BENCH_COMPANIES (4), BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
// PGBENCH (pgbench on the PATH).
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
import { freshPgliteDatabase, freshPostgresDatabase, postgresAdminUrl, startServerProcess, type BenchDatabase } from './lib/server';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const GOAL_P99_MS = 25;
const GOAL_RATIO = 0.5;

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

function describe(result: LoadResult): string {
  return (
    `${Math.round(result.requests / result.seconds)} req/s, p50 ${fmt(percentile(result.latencies, 50))} ms, ` +
    `p99 ${fmt(percentile(result.latencies, 99))} ms` +
    (Object.keys(result.errors).length > 0 ? `, ERRORS ${JSON.stringify(result.errors)}` : '')
  );
}

async function runOn(database: BenchDatabase): Promise<void> {
  let started = performance.now();
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
    await runLoad(url, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
    started = performance.now();
    const result = await runLoad(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
    const p99 = percentile(result.latencies, 99);
    const http = `cari-hesap list (${label(database)}): ${describe(result)} (${CONNECTIONS} connections, ${SECONDS} s)`;

    if (database.kind !== 'postgres') {
      console.log(`${http}; no pgbench for PGlite`);
      return;
    }
    const text = await serverSql(database.databaseUrl, listQuery(sirket));
    console.log(`SQL: ${text}`);
    console.log(`plan:\n${await explain(database.databaseUrl, text)}`);
    const tps = pgbench(database.databaseUrl, text);
    const ratio = result.requests / result.seconds / tps;
    const met = p99 <= GOAL_P99_MS && ratio >= GOAL_RATIO ? 'met' : 'MISSED';
    console.log(
      `${http}; pgbench same SQL: ${Math.round(tps)} tps; ratio ${fmt(100 * ratio, 0)}% ` +
        `(goal p99 ≤ ${GOAL_P99_MS} ms, ≥ ${GOAL_RATIO * 100}% of pgbench: ${met})`,
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
