import type { BillRow } from './bills';
import { billPaymentStates } from './cash-flows';
import type { PortalDb } from './db';

/** The columns the bill list sorts by; `tarih` reads the index, the others the tab's rows. */
export type BillSortField = 'tarih' | 'no' | 'cari' | 'faturaTip' | 'toplam' | 'taksit';

// The bill list's sort by a column other than the date: the tab's bills in memory. A chunk of its
// own, loaded on the first such sort, so the list's first load stays within its budget.

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Compares sort keys: text the Turkish way, with numbers in order inside it; numbers as numbers. */
function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The sort key of each bill for a column other than the date. */
async function sortKeys(db: PortalDb, rows: readonly BillRow[], field: Exclude<BillSortField, 'tarih'>): Promise<Map<string, string | number>> {
  switch (field) {
    case 'no':
      return new Map(rows.map((row) => [row._id, row.faturaProformaNo]));
    case 'faturaTip':
      return new Map(rows.map((row) => [row._id, row.faturaTip]));
    case 'toplam':
      return new Map(rows.map((row) => [row._id, row.toplamlar.odenecekTutar]));
    case 'cari': {
      const ids = [...new Set(rows.map((row) => row.cariHesap))];
      const accounts = await db.records('cariHesap').bulkGet(ids);
      const names = new Map(ids.map((id, index) => [id, String(accounts[index]?.unvan ?? '')]));
      return new Map(rows.map((row) => [row._id, names.get(row.cariHesap) ?? '']));
    }
    case 'taksit': {
      // A paid bill (no next instalment) sorts after every date.
      const states = await billPaymentStates(db, rows);
      return new Map(rows.map((row) => [row._id, states.get(row._id)?.state.odemeTarihi ?? '9999-99-99']));
    }
  }
}

/** Sorts `rows` in place by `field` in `order` (1 ascending, -1 descending); stable, so bills with the same key stay in date order. */
export async function sortBills(db: PortalDb, rows: BillRow[], field: Exclude<BillSortField, 'tarih'>, order: 1 | -1): Promise<void> {
  const keys = await sortKeys(db, rows, field);
  rows.sort((a, b) => compareKeys(keys.get(a._id) ?? '', keys.get(b._id) ?? '') * order);
}
