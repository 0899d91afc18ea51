import { sql } from 'drizzle-orm';
import { CookieClient } from './http';
import { percentile, runLoad, type LoadResult } from './load';
import {
  freshPgliteDatabase,
  freshPostgresDatabase,
  openBenchDb,
  postgresAdminUrl,
  postgresCpuMs,
  processCpuMs,
  type BenchDatabase,
  type ServerProcess,
} from './server';

// What the list benchmarks (accounts-list, bills-list) share: the databases they run on, the
// signed-in load with the CPU each part spends, the floor around it, and EXPLAIN of the SQL.

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
export const label = (database: BenchDatabase) => (database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
export const rate = (result: LoadResult) => result.requests / result.seconds;

/** A load run with the CPU each part spent on it, in ms per request. */
export interface Measured extends LoadResult {
  cpu: { server: number; load: number; postgres: number };
}

export function describe(result: Measured): string {
  const { server, load, postgres } = result.cpu;
  return (
    `${Math.round(rate(result))} req/s, p50 ${fmt(percentile(result.latencies, 50))} ms, ` +
    `p99 ${fmt(percentile(result.latencies, 99))} ms, CPU per request: server ${fmt(server, 2)} ms, ` +
    `load generator ${fmt(load, 2)} ms` +
    (postgres > 0 ? `, PostgreSQL ${fmt(postgres, 2)} ms` : '') +
    (Object.keys(result.errors).length > 0 ? `, ERRORS ${JSON.stringify(result.errors)}` : '')
  );
}

/**
 * Signs `user` in and checks that each of `paths` answers 200 with what `check` expects (it
 * returns a line to print); then loads the floor (`GET /api/auth/login-check`, the cheapest
 * signed-in request) and each path for 2 s of warm-up, and measures floor, each path in turn,
 * floor again, `CONNECTIONS` connections for `SECONDS` each. The floor is the mean of the two runs
 * around the lists, so a machine that gets busier or quieter during the run moves all alike.
 */
export async function loadAgainstFloor(
  server: ServerProcess,
  database: BenchDatabase,
  user: { email: string; password: string },
  paths: { path: string; check: (status: number, body: unknown) => string }[],
): Promise<{ floorBefore: Measured; floorAfter: Measured; floor: number; results: Measured[] }> {
  const client = new CookieClient(server.baseUrl);
  await client.signIn(user);
  for (const { path, check } of paths) {
    const answer = await client.request('GET', path);
    console.log(`request: GET ${path} → ${check(answer.status, answer.body)}, ${JSON.stringify(answer.body).length} bytes`);
  }
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
  for (const { path } of paths) await runLoad(`${server.baseUrl}${path}`, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
  const floorBefore = await load(floorUrl);
  const results: Measured[] = [];
  for (const { path } of paths) results.push(await load(`${server.baseUrl}${path}`));
  const floorAfter = await load(floorUrl);
  return { floorBefore, floorAfter, floor: (rate(floorBefore) + rate(floorAfter)) / 2, results };
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** `text` with its `$n` parameters written in, for pgbench and EXPLAIN. */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** The plan's scan, sort and aggregate lines and its execution time (EXPLAIN ANALYZE); PostgreSQL only (PGlite has one process). */
export async function explain(database: BenchDatabase, text: string): Promise<string> {
  const handle = await openBenchDb(database);
  try {
    const result = (await handle.db.execute(sql.raw(`explain (analyze, buffers off) ${text}`))) as unknown as {
      rows: Record<string, string>[];
    };
    const lines = result.rows.map((row) => Object.values(row)[0] ?? '');
    return lines
      .filter((line) => /Index|Scan|Execution Time|Sort|Aggregate/.test(line))
      .map((line) => `    ${line.trim()}`)
      .join('\n');
  } finally {
    await handle.close();
  }
}

/** Runs `runOn` on a fresh PostgreSQL database (when one is configured), then on fresh PGlite (unless BENCH_SKIP_PGLITE=1). */
export async function onEachDatabase(runOn: (database: BenchDatabase) => Promise<void>): Promise<void> {
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
