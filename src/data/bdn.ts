import { bdnKind, bdnWarnings } from '../domain/bdn';
import type { BunkerWarning } from '../domain/emissions';
import type { PortalDb, DeviceRecord, MirroredFields } from './db';
import { queueChange } from './local';
import { readCompanyRecords, useDeviceRecord, useDeviceRows } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Bunker delivery notes on the device (docs/areas/bunkers-and-emissions.md): the mirror of `bdn`, read per company (the
// chosen ship) and per bill, with the warnings the server answers (bdnWarnings), so the register
// works offline. Figures are whole numbers at BDN_SCALES here.

const COLLECTION = bdnKind.name;

/** A BDN on the device: the server's record, or one made here whose file may still be kept. */
export type BdnRow = DeviceRecord<'bdn'>;

export type BdnRowView = BdnRow & { uyarilar: BunkerWarning[] };

const view = (row: BdnRow): BdnRowView => ({ ...row, uyarilar: bdnWarnings(row) });

/** The live BDNs of a company ('' for every company on the device), newest first; `keep`: which rows (the MRV reads those that count). */
export async function queryBdns(db: PortalDb, sirket: string, keep: (row: MirroredFields) => boolean = isLive): Promise<BdnRow[]> {
  return (await readCompanyRecords(db, COLLECTION, sirket, keep)).sort((a, b) => b.tarih.localeCompare(a.tarih) || a.bdnNo.localeCompare(b.bdnNo));
}

export function useBdnList(sirket: string): BdnRowView[] | undefined {
  return useDeviceRows(async (db) => (await queryBdns(db, sirket)).map(view), [sirket]);
}

/** A BDN by id with its warnings; `null` when it is not on this device (or deleted here). */
export async function getBdn(db: PortalDb, id: string): Promise<BdnRowView | null> {
  const row = await db.records(COLLECTION).get(id);
  return row && isLive(row) ? view(toRecord(row)) : null;
}

export function useBdn(id: string): BdnRowView | null | undefined {
  return useDeviceRecord(id, getBdn);
}

/** The live BDNs that name a bill (its bunker delivery). */
export async function queryBdnsOfBill(db: PortalDb, faturaId: string): Promise<BdnRowView[]> {
  const rows = await db.records(COLLECTION).where('fatura').equals(faturaId).toArray();
  return rows.filter(isLive).map((row) => view(toRecord(row)));
}

export function useBdnsOfBill(faturaId: string): BdnRowView[] | undefined {
  return useDeviceRows(async (db) => (faturaId ? queryBdnsOfBill(db, faturaId) : []), [faturaId]);
}

export async function deleteBdn(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
