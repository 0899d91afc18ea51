import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type DbHandle } from '../../server/db/client';
import { freePort, scratchDatabase } from '../../tests/support/scratch';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-Admin-Parola-1' } as const;

/** PostgreSQL for a bench, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export function postgresAdminUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return url && url.trim() !== '' ? url : undefined;
}

/** Where a bench's server keeps its data: a fresh PGlite folder, or a fresh PostgreSQL database. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR for the server (PGlite lives in DATA_DIR/pglite, as server/main.ts puts it). */
  dataDir: string;
  /** DATABASE_URL for the server; '' for PGlite. */
  databaseUrl: string;
  drop: () => Promise<void>;
}

/** A connection to the bench's database from the bench process (seeding, EXPLAIN), before or beside the server. */
export async function openBenchDb(database: BenchDatabase): Promise<DbHandle> {
  if (database.kind === 'postgres') return openDb({ kind: 'pg', url: database.databaseUrl });
  const dataDir = path.join(database.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return openDb({ kind: 'pglite', dataDir });
}

export function freshPgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  return {
    kind: 'pglite',
    dataDir,
    databaseUrl: '',
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function freshPostgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const database = await scratchDatabase(adminUrl, 'bench');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: database.url,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * `BENCH_CPU_PROF=<folder>`: each server process writes a V8 CPU profile there when it stops
 * (`node --cpu-prof`; open it in Chrome DevTools' Performance panel or speedscope).
 */
function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  log: () => string;
  stop: () => Promise<void>;
}

/** The real server (`node --import tsx server/main.ts`) as a child process, as it runs in production. */
export async function startServerProcess(
  database: BenchDatabase,
  staticDir = '/nonexistent-static-dir',
  { nodeArgs = cpuProfileArgs(), seedDemo = false }: { nodeArgs?: string[]; seedDemo?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: seedDemo ? '1' : '0',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  // Generous: a loaded machine (and the demo data, when seeded) can take minutes to start.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/login-check`);
      if (response.status === 401 || response.status === 200) return { child, baseUrl, log: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`server did not start within 300 s:\n${log}`);
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; 0 elsewhere). */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name "(…)": state is field 3, utime 14, stime 15 (clock ticks of 10 ms).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving `databaseUrl`'s database, from
 * /proc (Linux, PostgreSQL on this machine; 0 otherwise). Backends that ended are not counted, so
 * take it around a phase whose connections stay open (a pool, pgbench's own run).
 */
export function postgresCpuMs(databaseUrl: string): number {
  if (!databaseUrl) return 0;
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!name) return 0;
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.split(' ').includes(name)) continue;
      total += processCpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
