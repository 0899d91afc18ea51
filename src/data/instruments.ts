import { byDueDate, matchesFilter, type InstrumentFilter, type Movement } from '../domain/instruments';
import { formValuesOf } from '../domain/records/form-input';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange } from './local';
import { readCompanyRecords, readRecord, useDeviceRows, useRecord } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Cheques and promissory notes on the device (docs/areas/cheques.md): the mirror of `cekSenet`, read per
// company or per account in due order, filtered with the same matchesFilter the server's list uses,
// so the portfolio works offline.

const COLLECTION = 'cekSenet';

/** An instrument on the device: the server's record, or one made here whose scan may still be kept. */
export type InstrumentRow = DeviceRecord<'cekSenet'>;

/** The live instruments of a company ('' for every company on the device), in due order. */
export async function queryInstruments(db: PortalDb, sirket: string): Promise<InstrumentRow[]> {
  return (await readCompanyRecords(db, COLLECTION, sirket)).sort(byDueDate);
}

/** The portfolio: the company's instruments that pass `filter` as of `today`, in due order. */
export async function queryPortfolio(db: PortalDb, sirket: string, filter: InstrumentFilter, today: string): Promise<InstrumentRow[]> {
  return (await queryInstruments(db, sirket)).filter((row) => matchesFilter(filter, row, today));
}

export function usePortfolio(sirket: string, filter: InstrumentFilter, today: string): InstrumentRow[] | undefined {
  // The filter is compared by value: a screen makes a new object each render.
  return useDeviceRows((db) => queryPortfolio(db, sirket, filter, today), [sirket, JSON.stringify(filter), today]);
}

/**
 * The live instruments of an account, in due order: drawn by it or given to it, and those endorsed
 * to it (a supplier's account lists the customers' cheques it was paid with).
 */
export async function instrumentsOfAccount(db: PortalDb, cariHesap: string): Promise<InstrumentRow[]> {
  const table = db.records(COLLECTION);
  const [own, endorsed] = await Promise.all([
    table.where('cariHesap').equals(cariHesap).toArray(),
    // No index reads into the movements; a company's portfolio is small enough to scan.
    table.filter((row) => row.cariHesap !== cariHesap && endorsedTo(row.hareketler, cariHesap)).toArray(),
  ]);
  return [...own, ...endorsed]
    .filter(isLive)
    .map((row) => toRecord(row))
    .sort(byDueDate);
}

function endorsedTo(movements: unknown, cariHesap: string): boolean {
  return Array.isArray(movements) && (movements as Movement[]).some((move) => move.durum === 'ciro-edildi' && move.cariHesap === cariHesap);
}

export function useInstrumentsOfAccount(cariHesap: string): InstrumentRow[] | undefined {
  return useDeviceRows(async (db) => (cariHesap ? instrumentsOfAccount(db, cariHesap) : []), [cariHesap]);
}

/** An instrument by id; `null` when it is not on this device (or deleted here). */
export async function getInstrument(db: PortalDb, id: string): Promise<InstrumentRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useInstrument(id: string): InstrumentRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/** The write fields of an instrument as its form holds them (amount as decimal text); the scan is the save's own argument. */
export function instrumentInput(row: InstrumentRow) {
  const { dosya: _scan, ...input } = formValuesOf('cekSenet', row);
  return input;
}

export async function deleteInstrument(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
