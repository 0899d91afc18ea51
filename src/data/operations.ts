import type { CharterType } from '../domain/kinds/charter';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange } from './local';
import { useDeviceRecord, useDeviceRows } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Operations on the device (docs/areas/operations.md): the mirrors of `carter`, `yukEvraki` and
// `sozlesme`, read per company (the chosen ship). The screens compute the hire statement, laytime,
// documents' warnings and contracts' status from these rows with the pure rules, offline.

/** A charter on the device: the server's record (figures as integers at their scales). */
export type CharterRow = DeviceRecord<'carter'>;
export type CargoDocumentRow = DeviceRecord<'yukEvraki'>;
export type ContractRow = DeviceRecord<'sozlesme'>;

/** The live records of a collection of a company ('' for every company on the device). */
async function companyRows<C extends 'carter' | 'yukEvraki' | 'sozlesme'>(db: PortalDb, collection: C, sirket: string): Promise<DeviceRecord<C>[]> {
  const table = db.records(collection);
  const rows = sirket ? await table.where('sirket').equals(sirket).toArray() : await table.toArray();
  return rows.filter(isLive).map((row) => toRecord(row) as DeviceRecord<C>);
}

/** A company's charters of one kind, the latest charter party first. */
export async function queryCharters(db: PortalDb, sirket: string, tip: CharterType): Promise<CharterRow[]> {
  return (await companyRows(db, 'carter', sirket))
    .filter((row) => row.tip === tip)
    .sort((a, b) => (b.cpTarihi ?? '').localeCompare(a.cpTarihi ?? '') || a._id.localeCompare(b._id));
}

export function useCharters(sirket: string, tip: CharterType): CharterRow[] | undefined {
  return useDeviceRows((db) => queryCharters(db, sirket, tip), [sirket, tip]);
}

/** A charter by id; `null` when it is not on this device (or deleted here). */
export async function getCharter(db: PortalDb, id: string): Promise<CharterRow | null> {
  const row = await db.records('carter').get(id);
  return row && isLive(row) ? toRecord(row) : null;
}

export function useCharter(id: string): CharterRow | null | undefined {
  return useDeviceRecord(id, getCharter);
}

export async function deleteCharter(id: string): Promise<void> {
  await queueChange('carter', 'delete', { _id: id });
}

/** A company's cargo documents, by voyage and date. */
export async function queryCargoDocuments(db: PortalDb, sirket: string): Promise<CargoDocumentRow[]> {
  return (await companyRows(db, 'yukEvraki', sirket)).sort(
    (a, b) => a.seferNo.localeCompare(b.seferNo, 'tr') || (a.tarih ?? '').localeCompare(b.tarih ?? '') || a._id.localeCompare(b._id),
  );
}

export function useCargoDocuments(sirket: string): CargoDocumentRow[] | undefined {
  return useDeviceRows((db) => queryCargoDocuments(db, sirket), [sirket]);
}

/** A company's contracts, the soonest end first (none last). */
export async function queryContracts(db: PortalDb, sirket: string): Promise<ContractRow[]> {
  return (await companyRows(db, 'sozlesme', sirket)).sort(
    (a, b) => (a.bitis ?? '9999').localeCompare(b.bitis ?? '9999') || a._id.localeCompare(b._id),
  );
}

export function useContracts(sirket: string): ContractRow[] | undefined {
  return useDeviceRows((db) => queryContracts(db, sirket), [sirket]);
}
