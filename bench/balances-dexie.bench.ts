// Balances on the device (issue 11): 10,000 accounts, 50,000 bills and 100,000 cash flows in Dexie
// (fake-indexeddb in Node, slower than a browser's IndexedDB, so the figures are an upper bound).
// Times what the account list and the account detail read: the first page of 20 suppliers by name
// with their balances (src/data/accounts.ts queryAccounts + balancesOfAccounts), the first page
// sorted by balance (every supplier's balance), and one account's finance tab (accountFinanceOf).
// Goals: first page ≤ 100 ms; the account detail summary ≤ 50 ms.
// Run: npm run bench:balances (BENCH_ACCOUNTS, BENCH_BILLS, BENCH_FLOWS, BENCH_RUNS).
import 'fake-indexeddb/auto';
import { queryAccounts, type AccountQuery } from '../src/data/accounts';
import { accountFinanceOf, balancesOfAccounts } from '../src/data/cash-flows';
import { accountId, seededFinanceDb } from './lib/finance-seed';
import { timeAgainst } from './lib/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const time = (label: string, goal: number, work: () => Promise<unknown>, runs = RUNS) =>
  timeAgainst('balances-dexie', label, goal, work, runs);

const db = await seededFinanceDb('bench-balances');

const firstPage: AccountQuery = { cariTip: 'tedarikci', sirket: '', sortBy: 'unvan', sortingOrder: 1, limit: 20, dovizCinsi: 'USD' };
await time('account list, first page of 20 by name with balances', 100, async () => {
  const page = await queryAccounts(db, firstPage);
  return balancesOfAccounts(db, page.rows);
});
await time(
  'account list, first page of 20 by balance (every supplier’s balance)',
  100,
  async () => {
    const page = await queryAccounts(db, { ...firstPage, sortBy: 'bakiye', sortingOrder: -1 });
    return balancesOfAccounts(db, page.rows);
  },
  3,
);
await time('account detail, finance tab of one supplier', 50, () => accountFinanceOf(db, accountId(1), 'tedarikci'));
db.close();
