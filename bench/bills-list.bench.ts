// GET /api/finans/fatura on 100,000 bills (four lines each) over 4 companies, 50 connections for
// 10 s, beside the account list GET /api/finans/cari-hesap (100,000 accounts) and the floor of the
// same server (GET /api/auth/login-check) in the same run.
//   npm run bench:bills-list
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL; unset: PGlite only), BENCH_SKIP_PGLITE=1,
// BENCH_BILLS (100000), BENCH_ACCOUNTS (100000), BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
// BENCH_CPU_PROF (a folder: the server writes a CPU profile there).
import { listBillsSql, type BillListQuery } from '../server/db/repositories/bills-repository';
import { accountListPath, checkAccountList, LIST_USER } from './accounts-seed';
import { seedBills } from './bills-seed';
import { percentile } from './lib/load';
import { CONNECTIONS, describe, explain, fmt, inlineParams, label, loadAgainstFloor, onEachDatabase, rate, SECONDS } from './lib/list-load';
import { openBenchDb, startServerProcess, type BenchDatabase } from './lib/server';

const BILLS = Number(process.env.BENCH_BILLS ?? 100_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);

/** The bill list's first page: one company's incoming USD bills, newest first (the screen's first request with filters). */
function billListQuery(sirket: string): BillListQuery {
  return { tip: 'gelen', sirketIds: [sirket], dovizCinsi: 'USD', sortBy: 'tarih', descending: true, limit: 20, offset: 0 };
}

function billListPath(sirket: string): string {
  const query = new URLSearchParams({
    tip: 'gelen',
    perPage: '20',
    page: '1',
    sirket,
    dovizCinsi: 'USD',
    sortBy: 'tarih',
    sortingOrder: '-1',
  });
  return `/api/finans/fatura?${query}`;
}

function checkBillList(status: number, body: unknown): string {
  const answer = body as { faturalar?: { kalemler?: unknown[] }[]; totalCount?: number };
  if (status !== 200 || answer.faturalar?.length !== 20)
    throw new Error(`bill list answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  const lines = answer.faturalar.reduce((sum, bill) => sum + (bill.kalemler?.length ?? 0), 0);
  return `20 of ${answer.totalCount} bills (${lines} lines)`;
}

/** EXPLAIN ANALYZE of the page and the total the server runs for the bill list. */
async function billPlans(database: BenchDatabase, query: BillListQuery): Promise<string> {
  const handle = await openBenchDb(database);
  let page: string;
  let total: string;
  try {
    const built = listBillsSql(handle.db, query);
    page = inlineParams(built.page.sql, built.page.params);
    total = inlineParams(built.total.sql, built.total.params);
  } finally {
    await handle.close();
  }
  return `  page: ${page}\n${await explain(database, page)}\n  total: ${total}\n${await explain(database, total)}`;
}

async function runOn(database: BenchDatabase): Promise<void> {
  const started = performance.now();
  const companies = await seedBills(database, BILLS, { accounts: ACCOUNTS });
  const name = label(database);
  console.log(
    `setup [${name}]: ${ACCOUNTS} accounts and ${BILLS} bills over ${companies.length} companies seeded in ${fmt((performance.now() - started) / 1000)} s`,
  );
  const sirket = companies[0] ?? '';

  const server = await startServerProcess(database);
  try {
    const { floorBefore, floorAfter, floor, results } = await loadAgainstFloor(server, database, LIST_USER, [
      { path: accountListPath(sirket), check: checkAccountList },
      { path: billListPath(sirket), check: checkBillList },
    ]);
    const [accounts, bills] = results as [typeof floorBefore, typeof floorBefore];
    console.log(`login-check (${name}): ${describe(floorBefore)} before, ${describe(floorAfter)} after`);
    console.log(`cari-hesap list (${name}): ${describe(accounts)} (${CONNECTIONS} connections, ${SECONDS} s)`);
    console.log(`fatura list (${name}): ${describe(bills)} (${CONNECTIONS} connections, ${SECONDS} s)`);
    const line = (what: string, result: typeof bills) =>
      `${what} ${Math.round(rate(result))} req/s (${fmt(rate(result) / floor, 2)}× floor), p50 ${fmt(percentile(result.latencies, 50))} ms, p99 ${fmt(percentile(result.latencies, 99))} ms`;
    console.log(
      `RESULT ${name}: ${line('bills', bills)}; ${line('accounts', accounts)}; login-check ${Math.round(floor)} req/s; ` +
        `bills/accounts ${fmt(rate(bills) / rate(accounts), 2)}× req/s, p99 ${fmt(percentile(bills.latencies, 99) / percentile(accounts.latencies, 99), 2)}×`,
    );
    if (database.kind === 'postgres') console.log(`plans:\n${await billPlans(database, billListQuery(sirket))}`);
  } catch (error) {
    console.error(`server log:\n${server.log().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

await onEachDatabase(runOn);
