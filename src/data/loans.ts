import { loanKind } from '../domain/kinds/loan';
import {
  balanceOn,
  loanErrors,
  loanScheduleMinor,
  nextInstalment,
  securityCoverMinor,
  type Loan,
  type LoanPeriodMinor,
  type LoanScheduleMinor,
  type SecurityCoverMinor,
} from '../domain/loans';
import type { PortalDb, DeviceRecord } from './db';
import { companyKindReads, useDeviceRows } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Loans on the device (docs/areas/loans.md): the mirror of `kredi`, read per company (the chosen
// ship), with each loan's schedule, balance, next instalment and cover computed by the pure rules
// (src/domain/loans.ts) as of today, so the list, the detail and the dashboard work offline.

const COLLECTION = loanKind.name;

/** A loan on the device: the server's record (figures as integers at their scales). */
export type LoanRow = DeviceRecord<'kredi'>;

/** A loan with what the screens show of it on a date; `schedule` null when its terms have errors. */
export interface LoanView {
  row: LoanRow;
  schedule: LoanScheduleMinor | null;
  bakiye: bigint;
  sonraki: LoanPeriodMinor | undefined;
  teminat: SecurityCoverMinor;
}

/** A loan as the rules read it. */
export const loanOf = (row: LoanRow): Loan => row;

/** A loan's schedule, balance, next instalment and cover on `date` (docs/areas/loans.md §3–§4). */
export function loanView(row: LoanRow, date: string): LoanView {
  const loan = loanOf(row);
  // A record the server took has valid terms; one refused and kept here may not: no schedule then.
  const schedule = loanErrors(loan, '9999-12-31').length === 0 ? loanScheduleMinor(loan) : null;
  const bakiye = schedule ? balanceOn(schedule, loan.tutar, date) : BigInt(loan.tutar);
  return {
    row,
    schedule,
    bakiye,
    sonraki: schedule ? nextInstalment(schedule, date) : undefined,
    teminat: securityCoverMinor(bakiye, loan.degerlemeler ?? [], loan.teminatOraniYuzde, date),
  };
}

/** The loans of a company ('' for every company on the device), latest drawdown first; one by id; the delete. */
export const {
  query: queryLoans,
  useList: useLoans,
  get: getLoan,
  useOne: useLoan,
  remove: deleteLoan,
} = companyKindReads(COLLECTION, (a, b) => b.kullanimTarihi.localeCompare(a.kullanimTarihi) || a._id.localeCompare(b._id));

/** The live accounts of a company, by name: the lending bank is one of them. */
export async function queryCompanyAccounts(db: PortalDb, sirket: string): Promise<DeviceRecord<'cariHesap'>[]> {
  if (!sirket) return [];
  const rows = await db.records('cariHesap').where('sirket').equals(sirket).toArray();
  return rows
    .filter(isLive)
    .map((row) => toRecord(row))
    .sort((a, b) => a.unvan.localeCompare(b.unvan, 'tr'));
}

export function useCompanyAccounts(sirket: string): DeviceRecord<'cariHesap'>[] | undefined {
  return useDeviceRows((db) => queryCompanyAccounts(db, sirket), [sirket]);
}
