import { useLiveQuery } from 'dexie-react-hooks';
import { collection, isCollectionName } from '../domain/collection-declarations';
import type { KpiRecords } from '../domain/kpi-data';
import { KPI_COLLECTIONS } from '../domain/kpi-data';
import type { PortalDb } from './db';
import { useLocal } from './local';
import { counts, toRecord } from './sync/collections';

// The KPI page's records on the device (docs/areas/inspections.md, KPI): of the ships named, every
// collection the figures read (src/domain/kpi-data.ts), as they count in sums (live, not refused).
// The page computes the figures from them offline; `GET /api/kpi` reads the server's rows the same way.

/** The records of `ships` the KPI figures read, by collection; the companies given are the ships'. */
export async function loadKpiRecords(db: PortalDb, ships: readonly { _id: string; tip: string }[]): Promise<KpiRecords> {
  const ids = ships.map((ship) => ship._id);
  const records: Record<string, unknown[]> = { sirket: ships.map(({ _id, tip }) => ({ _id, tip })) };
  for (const name of KPI_COLLECTIONS) {
    if (!isCollectionName(name)) continue;
    const { companyField } = collection(name);
    const table = db.records(name);
    // By the company's index where the store has one, else every row, kept by company.
    const indexed = companyField !== null && table.schema.idxByName[companyField] !== undefined;
    const rows = companyField === null ? await table.toArray() : indexed ? await table.where(companyField).anyOf(ids).toArray() : await table.toArray();
    const mine = companyField === null || indexed ? rows : rows.filter((row) => ids.includes(String(Reflect.get(row, companyField))));
    records[name] = mine.filter(counts).map((row) => toRecord(row));
  }
  return records as KpiRecords;
}

/** loadKpiRecords, live: undefined while reading or without ships. */
export function useKpiRecords(ships: readonly { _id: string; tip: string }[] | null): KpiRecords | undefined {
  const local = useLocal();
  const key = ships?.map((ship) => ship._id).join(',') ?? '';
  return useLiveQuery(async () => (local && ships ? loadKpiRecords(local.db, ships) : undefined), [local, key]);
}
