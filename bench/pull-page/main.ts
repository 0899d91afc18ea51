// Runs in headless Chromium, served by the real server (same origin: cookies work as in the app).
// Parameters come from the query string; the result is left in window.__result.
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { PULL_PAGE_SIZE, pullAll, type FetchPage, type PullPage } from '../../src/data/sync/pull';
import { signIn } from '../lib/page-session';

export interface PullRun {
  pageSize: number;
  records: number;
  seconds: number;
  /** Time spent inside fetchPage (request, server, JSON parse). */
  fetchSeconds: number;
  /** The rest: applyPage (Dexie transaction, bulkPut, cursor) and readCursor. */
  applySeconds: number;
  pages: number;
  /** Main-thread tasks of 50 ms or more while the pull ran (the screen could not answer meanwhile). */
  longTasks: { count: number; longestMs: number };
}

export interface BenchRound {
  /** One raw Dexie bulkPut of every record in one transaction into a fresh database. */
  raw: { records: number; seconds: number };
  /** pullAll into a fresh database, once per page size. */
  pulls: PullRun[];
}

export interface BenchResult {
  ok: true;
  expected: number;
  /** Fetching every record in pages of 5000 without writing them (not part of any ratio). */
  fetchOnly: { records: number; seconds: number };
  rounds: BenchRound[];
  userAgent: string;
}

declare global {
  interface Window {
    __result?: BenchResult | { ok: false; error: string };
  }
}

/** The signed-in user: pulls apply only to a database of the user they were made for. */
let userId = '';

const fetchPage: FetchPage = async (since, limit) => {
  const response = await fetch(`/api/sync?since=${since}&limit=${limit}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api/sync: ${response.status} ${await response.text()}`);
  return (await response.json()) as PullPage;
};

let dbCounter = 0;
function freshDb(): PortalDb {
  dbCounter += 1;
  return new PortalDb(userId, SCHEMA_VERSIONS, `bench-${Date.now()}-${dbCounter}`);
}

async function timedPull(pageSize: number): Promise<PullRun> {
  const db = freshDb();
  await db.open();
  let fetchMs = 0;
  let pages = 0;
  const timedFetch: FetchPage = async (since, limit) => {
    const start = performance.now();
    try {
      return await fetchPage(since, limit);
    } finally {
      fetchMs += performance.now() - start;
      pages += 1;
    }
  };
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((task) => tasks.push(task.duration)));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const records = await pullAll(db, timedFetch, pageSize);
  const ms = performance.now() - start;
  observer.takeRecords().forEach((task) => tasks.push(task.duration));
  observer.disconnect();
  const longTasks = { count: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)) };
  const stored = await db.rows('butceKodu').count();
  db.close();
  await db.delete();
  if (stored !== records) throw new Error(`pull stored ${stored} rows of ${records} received`);
  return { pageSize, records, seconds: ms / 1000, fetchSeconds: fetchMs / 1000, applySeconds: (ms - fetchMs) / 1000, pages, longTasks };
}

async function fetchAll(): Promise<{ rows: Record<string, unknown>[]; seconds: number }> {
  const rows: Record<string, unknown>[] = [];
  let since = 0;
  const start = performance.now();
  for (;;) {
    const page = await fetchPage(since, 5000);
    for (const change of page.changes) if (change.record) rows.push({ ...change.record, _id: change._id });
    since = page.cursor;
    if (!page.hasMore || page.changes.length === 0) break;
  }
  return { rows, seconds: (performance.now() - start) / 1000 };
}

async function timedRawBulkPut(rows: Record<string, unknown>[]): Promise<{ records: number; seconds: number }> {
  const db = freshDb();
  await db.open();
  const table = db.rows('butceKodu');
  // The rows are copied outside the clock, so the raw figure is IndexedDB's write alone.
  const copies = rows.map((row) => ({ ...row, _id: String(row._id) }));
  const start = performance.now();
  await db.transaction('rw', table, () => table.bulkPut(copies));
  const ms = performance.now() - start;
  const stored = await table.count();
  db.close();
  await db.delete();
  if (stored !== rows.length) throw new Error(`raw bulkPut stored ${stored} rows of ${rows.length}`);
  return { records: rows.length, seconds: ms / 1000 };
}

async function run(): Promise<BenchResult> {
  const params = new URLSearchParams(location.search);
  const email = params.get('email') ?? '';
  const password = params.get('password') ?? '';
  const expected = Number(params.get('expected') ?? '0');
  const roundCount = Math.max(1, Number(params.get('rounds') ?? '1'));
  const sizes = (params.get('pageSizes') ?? String(PULL_PAGE_SIZE)).split(',').map(Number);
  userId = await signIn(email, password);

  // Not timed for any ratio: warms the server, the JIT and the network stack, and gives the rows.
  const { rows, seconds: fetchSeconds } = await fetchAll();
  if (rows.length !== expected) throw new Error(`fetched ${rows.length} records, expected ${expected}`);

  const rounds: BenchRound[] = [];
  for (let round = 0; round < roundCount; round += 1) {
    // Alternate the order so that neither side always runs on a warmer (or fuller) disk.
    const pulls: PullRun[] = [];
    let raw: BenchRound['raw'] | undefined;
    if (round % 2 === 0) raw = await timedRawBulkPut(rows);
    for (const size of sizes) pulls.push(await timedPull(size));
    if (round % 2 === 1) raw = await timedRawBulkPut(rows);
    rounds.push({ raw: raw!, pulls });
  }
  return { ok: true, expected, fetchOnly: { records: rows.length, seconds: fetchSeconds }, rounds, userAgent: navigator.userAgent };
}

const out = document.getElementById('out');
run().then(
  (result) => {
    window.__result = result;
    if (out) out.textContent = JSON.stringify(result, null, 2);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    window.__result = { ok: false, error: message };
    if (out) out.textContent = message;
  },
);
