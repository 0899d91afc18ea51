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

/**
 * The records of collection `name` of the companies `ids` (every record of a collection of no
 * company) that count in sums; none when the name is no collection (a kind this build does not have).
 */
export async function countedRecordsOf(db: PortalDb, name: string, ids: readonly string[]): Promise<unknown[]> {
  if (!isCollectionName(name)) return [];
  const { companyField } = collection(name);
  const table = db.records(name);
  if (companyField === null) return (await table.toArray()).filter(counts).map((row) => toRecord(row));
  // By the company's index where the store has one, else every row, kept by company.
  const rows =
    table.schema.idxByName[companyField] !== undefined
      ? await table.where(companyField).anyOf([...ids]).toArray()
      : (await table.toArray()).filter((row) => ids.includes(String(Reflect.get(row, companyField))));
  return rows.filter(counts).map((row) => toRecord(row));
}

/** The records of `ships` the KPI figures read, by collection; the companies given are the ships'. */
export async function loadKpiRecords(db: PortalDb, ships: readonly { _id: string; tip: string }[]): Promise<KpiRecords> {
  const ids = ships.map((ship) => ship._id);
  const records: Record<string, unknown[]> = { sirket: ships.map(({ _id, tip }) => ({ _id, tip })) };
  for (const name of KPI_COLLECTIONS) records[name] = await countedRecordsOf(db, name, ids);
  return records as KpiRecords;
}

/** loadKpiRecords, live: undefined while reading or without ships. */
export function useKpiRecords(ships: readonly { _id: string; tip: string }[] | null): KpiRecords | undefined {
  const local = useLocal();
  const key = ships?.map((ship) => ship._id).join(',') ?? '';
  return useLiveQuery(async () => (local && ships ? loadKpiRecords(local.db, ships) : undefined), [local, key]);
}

/** The inspections and non-conformities of `ships` (the dashboard's card), live; undefined while reading. */
export function useInspectionRegister(ships: readonly string[] | null): Pick<KpiRecords, 'denetim' | 'uygunsuzluk'> | undefined {
  const local = useLocal();
  const key = ships?.join(',') ?? '';
  return useLiveQuery(
    async () =>
      local && ships
        ? ({
            denetim: await countedRecordsOf(local.db, 'denetim', ships),
            uygunsuzluk: await countedRecordsOf(local.db, 'uygunsuzluk', ships),
          } as Pick<KpiRecords, 'denetim' | 'uygunsuzluk'>)
        : undefined,
    [local, key],
  );
}
