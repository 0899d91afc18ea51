// The finance data the device benchmarks seed: accounts, bills and cash flows of one company,
// straight into a PortalDb as the pull leaves them (bench/balances-dexie, bench/reports-dexie).
import { PortalDb, type MirroredRow } from '../../src/data/db';
import { financeRows } from './finance-rows';

export { accountId } from './finance-rows';

export const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
export const BILLS = Number(process.env.BENCH_BILLS ?? 50_000);
export const FLOWS = Number(process.env.BENCH_FLOWS ?? 100_000);

/** A fresh device database holding the seeded finance data. */
export async function seededFinanceDb(name: string): Promise<PortalDb> {
  console.log(`seeding ${ACCOUNTS} accounts, ${BILLS} bills, ${FLOWS} cash flows…`);
  const db = new PortalDb(`${name}-${Date.now()}`);
  const seeded = financeRows({ accounts: ACCOUNTS, bills: BILLS, flows: FLOWS });
  await db.rows('butceKodu').bulkPut(seeded.codes as MirroredRow[]);
  await db.rows('cariHesap').bulkPut(seeded.accounts);
  await db.rows('fatura').bulkPut(seeded.bills);
  await db.rows('nakitAkis').bulkPut(seeded.flows);
  return db;
}
