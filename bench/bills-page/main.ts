// Runs in headless Chromium, served by the real server (same origin). The first sync of every bill
// (pullAll) against one raw bulkPut of the same rows, then the bill screens' device queries
// (src/data/bills.ts, src/data/bill-list.ts) over the synced database. The result is left in window.__billsResult.
import { queryBillPage } from '../../src/data/bill-list';
import { getBill, billsOfAccount } from '../../src/data/bills';
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { toLocalRow } from '../../src/data/sync/collections';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { PULL_PAGE_SIZE, pullAll, type FetchPage, type PullPage } from '../../src/data/sync/pull';
import { signIn } from '../lib/page-session';

export interface QueryTiming {
  name: string;
  /** Milliseconds per run: median and worst of the runs. */
  medianMs: number;
  maxMs: number;
  rows: number;
}

export interface BillsBenchResult {
  ok: true;
  bills: number;
  lines: number;
  /**
   * Per round: the first sync; one raw bulkPut of the same rows as the sync stores them; and the
   * floor of the store: one put per bill of its id alone, into a store without indexes.
   */
  rounds: { rawSeconds: number; pullSeconds: number; fetchSeconds: number; floorSeconds: number }[];
  queries: QueryTiming[];
  userAgent: string;
}

declare global {
  interface Window {
    __billsResult?: BillsBenchResult | { ok: false; error: string };
  }
}

let userId = '';

let fetchMs = 0;
const fetchPage: FetchPage = async (since, limit) => {
  const started = performance.now();
  const response = await fetch(`/api/sync?since=${since}&limit=${limit}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api/sync: ${response.status} ${await response.text()}`);
  const page = (await response.json()) as PullPage;
  fetchMs += performance.now() - started;
  return page;
};

let counter = 0;
function freshDb(): PortalDb {
  counter += 1;
  return new PortalDb(userId, SCHEMA_VERSIONS, `bench-bills-${Date.now()}-${counter}`);
}

async function fetchBills(): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let since = 0;
  for (;;) {
    const page = await fetchPage(since, 5000);
    for (const change of page.changes)
      if (change.collection === 'fatura' && change.record) rows.push({ ...change.record, _id: change._id });
    since = page.cursor;
    if (!page.hasMore || page.changes.length === 0) break;
  }
  return rows;
}

/**
 * What IndexedDB takes for one put per bill however small the record: each bill's id alone, into a
 * store without indexes (plain IndexedDB, 2,000 per transaction as the pull's pages), timed from the
 * first put to the last commit. The rest of the raw bulkPut is the records' bytes and index entries.
 */
async function idsOnlyPut(ids: { _id: string }[]): Promise<number> {
  counter += 1;
  const name = `bench-bills-floor-${Date.now()}-${counter}`;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('ids', { keyPath: '_id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  const started = performance.now();
  for (let i = 0; i < ids.length; i += PULL_PAGE_SIZE) {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('ids', 'readwrite');
      const store = tx.objectStore('ids');
      for (const row of ids.slice(i, i + PULL_PAGE_SIZE)) store.put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('put failed'));
    });
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
  return seconds;
}

async function time(name: string, runs: number, work: () => Promise<number>): Promise<QueryTiming> {
  const times: number[] = [];
  let rows = 0;
  await work(); // warm: the first read of a fresh connection is not what a screen sees
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    rows = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, medianMs: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)!, rows };
}

async function run(): Promise<BillsBenchResult> {
  const params = new URLSearchParams(location.search);
  userId = await signIn(params.get('email') ?? '', params.get('password') ?? '');
  const expected = Number(params.get('expected') ?? '0');
  const roundCount = Math.max(1, Number(params.get('rounds') ?? '1'));
  const rows = await fetchBills();
  if (rows.length !== expected) throw new Error(`fetched ${rows.length} bills, expected ${expected}`);
  const lines = rows.reduce((sum, row) => sum + (row.kalemler as unknown[]).length, 0);

  const rounds: BillsBenchResult['rounds'] = [];
  let synced: PortalDb | undefined;
  for (let round = 0; round < roundCount; round += 1) {
    const raw = freshDb();
    await raw.open();
    // The rows as applyPage stores them (figures as integers, recordOnDevice; toLocalRow: with
    // `_sort`, so every index of the store gets its entry), into the same store of the same PortalDb
    // (same indexes, same durability: the browser's default), in one transaction.
    const copies = rows.map((row) => toLocalRow('fatura', recordOnDevice('fatura', row)));
    let started = performance.now();
    await raw.transaction('rw', raw.rows('fatura'), () => raw.rows('fatura').bulkPut(copies));
    const rawSeconds = (performance.now() - started) / 1000;
    raw.close();
    await raw.delete();
    const floorSeconds = await idsOnlyPut(rows.map((row) => ({ _id: String(row._id) })));

    const db = freshDb();
    await db.open();
    fetchMs = 0;
    started = performance.now();
    await pullAll(db, fetchPage, PULL_PAGE_SIZE);
    const pullSeconds = (performance.now() - started) / 1000;
    const stored = await db.rows('fatura').count();
    if (stored !== expected) throw new Error(`pull stored ${stored} bills of ${expected}`);
    rounds.push({ rawSeconds, pullSeconds, fetchSeconds: fetchMs / 1000, floorSeconds });
    if (synced) {
      synced.close();
      await synced.delete();
    }
    synced = db;
  }

  const db = synced!;
  const some = rows[Math.floor(rows.length / 2)]!;
  const company = String(some.sirket);
  const account = String(some.cariHesap);
  const queries = [
    await time(
      'bill list, 20 newest incoming, all companies',
      20,
      async () =>
        (await queryBillPage(db, { tip: 'gelen', sirket: '', sortBy: 'tarih', sortingOrder: -1, offset: 0, limit: 20 })).rows.length,
    ),
    await time(
      'bill list, 20 newest incoming, one company',
      20,
      async () =>
        (await queryBillPage(db, { tip: 'gelen', sirket: company, sortBy: 'tarih', sortingOrder: -1, offset: 0, limit: 20 })).rows.length,
    ),
    await time(
      'bill list, page 100 (offset 1,980) oldest first',
      20,
      async () =>
        (await queryBillPage(db, { tip: 'giden', sirket: '', sortBy: 'tarih', sortingOrder: 1, offset: 1980, limit: 20 })).rows.length,
    ),
    await time('bill detail by id', 20, async () => ((await getBill(db, String(some._id))) ? 1 : 0)),
    await time("an account's bills (finance tab)", 20, async () => (await billsOfAccount(db, account)).length),
  ];
  db.close();
  await db.delete();
  return { ok: true, bills: rows.length, lines, rounds, queries, userAgent: navigator.userAgent };
}

const out = document.getElementById('out');
run().then(
  (result) => {
    window.__billsResult = result;
    if (out) out.textContent = JSON.stringify(result, null, 2);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    window.__billsResult = { ok: false, error: message };
    if (out) out.textContent = message;
  },
);
