import type { CharterType } from '../domain/kinds/charter';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange } from './local';
import { readCompanyRecords, readRecord, useDeviceRecord, useDeviceRows } from './kind-reads';

// Operations on the device (docs/areas/operations.md): the mirrors of `carter`, `yukEvraki` and
// `sozlesme`, read per company (the chosen ship). The screens compute the hire statement, laytime,
// documents' warnings and contracts' status from these rows with the pure rules, offline.

/** A charter on the device: the server's record (figures as integers at their scales). */
export type CharterRow = DeviceRecord<'carter'>;
export type CargoDocumentRow = DeviceRecord<'yukEvraki'>;
export type ContractRow = DeviceRecord<'sozlesme'>;


/** A company's charters of one kind, the latest charter party first. */
export async function queryCharters(db: PortalDb, sirket: string, tip: CharterType): Promise<CharterRow[]> {
  return (await readCompanyRecords(db, 'carter', sirket))
    .filter((row) => row.tip === tip)
    .sort((a, b) => (b.cpTarihi ?? '').localeCompare(a.cpTarihi ?? '') || a._id.localeCompare(b._id));
}

export function useCharters(sirket: string, tip: CharterType): CharterRow[] | undefined {
  return useDeviceRows((db) => queryCharters(db, sirket, tip), [sirket, tip]);
}

/** A charter by id; `null` when it is not on this device (or deleted here). */
export const getCharter = (db: PortalDb, id: string): Promise<CharterRow | null> => readRecord(db, 'carter', id);

export function useCharter(id: string): CharterRow | null | undefined {
  return useDeviceRecord(id, getCharter);
}

export async function deleteCharter(id: string): Promise<void> {
  await queueChange('carter', 'delete', { _id: id });
}

/** A company's cargo documents, by voyage and date. */
export async function queryCargoDocuments(db: PortalDb, sirket: string): Promise<CargoDocumentRow[]> {
  return (await readCompanyRecords(db, 'yukEvraki', sirket)).sort(
    (a, b) => a.seferNo.localeCompare(b.seferNo, 'tr') || (a.tarih ?? '').localeCompare(b.tarih ?? '') || a._id.localeCompare(b._id),
  );
}

export function useCargoDocuments(sirket: string): CargoDocumentRow[] | undefined {
  return useDeviceRows((db) => queryCargoDocuments(db, sirket), [sirket]);
}

/** A company's contracts, the soonest end first (none last). */
export async function queryContracts(db: PortalDb, sirket: string): Promise<ContractRow[]> {
  return (await readCompanyRecords(db, 'sozlesme', sirket)).sort(
    (a, b) => (a.bitis ?? '9999').localeCompare(b.bitis ?? '9999') || a._id.localeCompare(b._id),
  );
}

export function useContracts(sirket: string): ContractRow[] | undefined {
  return useDeviceRows((db) => queryContracts(db, sirket), [sirket]);
}
