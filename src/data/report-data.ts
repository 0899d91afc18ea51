import { useLiveQuery } from 'dexie-react-hooks';
import type { Account } from '../domain/account';
import type { Bill } from '../domain/bill';
import type { BudgetCode } from '../domain/budget-code';
import type { CashFlow } from '../domain/cash-flow';
import { planTotal } from '../domain/bill-math';
import { parseDecimal, SCALES } from '../domain/money';
import type { ReportBill, ReportData, ReportFlow } from '../domain/reports/inputs';
import type { PortalDb } from './db';
import { useLocal } from './local';
import { isLive, toRecord } from './sync/collections';

// What the finance reports read (ARCHITECTURE.md §9): the four mirrored collections straight from
// Dexie, converted once to minor units. Nothing is fetched: a report opens the same offline.

/** A figure the device keeps in major units as minor units, from its decimal text (no float sums). */
function minor(major: number): number {
  const parsed = parseDecimal(major, SCALES.amount);
  return parsed.ok ? parsed.value : 0;
}

async function rowsOf(db: PortalDb, collection: 'fatura' | 'nakitAkis' | 'cariHesap', sirket: string) {
  const table = db.rows(collection);
  const rows = sirket !== '' ? await table.where('sirket').equals(sirket).toArray() : await table.toArray();
  return rows.filter(isLive).map((row) => toRecord(row));
}

/** Every live bill, cash flow and account of one company ('' for all on the device), and the chart. */
export async function loadReportData(db: PortalDb, sirket: string): Promise<ReportData> {
  const [bills, flows, accounts, codes] = await Promise.all([
    rowsOf(db, 'fatura', sirket),
    rowsOf(db, 'nakitAkis', sirket),
    rowsOf(db, 'cariHesap', sirket),
    db.rows('butceKodu').toArray(),
  ]);
  return {
    bills: (bills as unknown as Bill[]).map((bill): ReportBill => {
      const odemePlani = bill.odemePlani.map((row) => ({ tarih: row.tarih, miktar: minor(row.miktar) }));
      return {
        id: bill._id,
        tip: bill.tip,
        faturaTip: bill.faturaTip,
        faturaProformaNo: bill.faturaProformaNo,
        tarih: bill.tarih,
        dovizCinsi: bill.dovizCinsi,
        sirket: bill.sirket,
        cariHesap: bill.cariHesap,
        // A bill made on this device has no server totals yet: its plan adds up to its total (§5).
        odenecekTutar: bill.toplamlar ? minor(bill.toplamlar.odenecekTutar) : planTotal(odemePlani),
        odemePlani,
        kalemler: bill.kalemler.map((line) => ({ butceKodu: line.butceKodu, tutar: minor(line.tutar) })),
      };
    }),
    flows: (flows as unknown as CashFlow[]).map(
      (flow): ReportFlow => ({
        id: flow._id,
        tip: flow.tip,
        tarih: flow.tarih,
        miktar: minor(flow.miktar),
        dovizCinsi: flow.dovizCinsi,
        sirket: flow.sirket,
        cariHesap: flow.cariHesap,
        fatura: flow.fatura ?? null,
        odemeYontemi: flow.odemeYontemi,
      }),
    ),
    accounts: (accounts as unknown as Account[]).map((account) => ({ id: account._id, unvan: account.unvan, cariTip: account.cariTip })),
    budgetCodes: (codes.filter(isLive).map((row) => toRecord(row)) as unknown as BudgetCode[]).map((code) => ({
      id: code._id,
      kod: code.kod,
      adi: code.adi,
      tip: code.tip,
    })),
  };
}

/** The reports' data, live: `undefined` while the first read runs (never waits on the network). */
export function useReportData(sirket: string): ReportData | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local ? loadReportData(local.db, sirket) : { bills: [], flows: [], accounts: [], budgetCodes: [] }),
    [local, sirket],
  );
}
