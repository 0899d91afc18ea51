import { useLiveQuery } from 'dexie-react-hooks';
import { recordInstant } from '../domain/calendar';
import { shipReportKind } from '../domain/kinds/ship-report';
import type { FieldError } from '../domain/validation';
import { fleetEmissions, shipEmissions, type FleetYear, type ShipEmissions } from '../domain/emissions';
import { queryBdns } from './bdn';
import type { PortalDb, DeviceRecord, MirroredFields } from './db';
import { uniqueClashesOnDevice } from './kind-unique';
import { queueChange, useLocal } from './local';
import { readRecord, useDeviceRows, useRecord } from './kind-reads';
import { counts, isLive, toRecord } from './sync/collections';

// Ship reports on the device (docs/areas/bunkers-and-emissions.md): the mirror of `gemiRaporu`, read per company (the
// chosen ship) in time order, so the bridge's form finds the last report offline and the MRV screen
// computes a year here. Figures are whole numbers at REPORT_SCALES.

const COLLECTION = shipReportKind.name;

export type ShipReportRow = DeviceRecord<'gemiRaporu'>;

/**
 * The live reports of a company ('' for every company on the device), oldest first; of one UTC year
 * if given. `keep`: which rows; the figures (MRV, the last report's ROB) read only those that count,
 * not one the server refused (a second report of the same time waiting on this device to be fixed).
 */
export async function queryShipReports(
  db: PortalDb,
  sirket: string,
  year?: number,
  keep: (row: MirroredFields) => boolean = isLive,
): Promise<ShipReportRow[]> {
  const table = db.records(COLLECTION);
  const rows = sirket
    ? year === undefined
      ? await table.where('[sirket+zaman]').between([sirket, ''], [sirket, '\uffff']).toArray()
      : await table.where('[sirket+zaman]').between([sirket, `${year}-`], [sirket, `${year + 1}-`], true, false).toArray()
    : await table.orderBy('zaman').toArray();
  return rows
    .filter(keep)
    .map((row) => toRecord(row))
    .filter((row) => year === undefined || row.zaman.startsWith(`${year}-`))
    .sort((a, b) => a.zaman.localeCompare(b.zaman));
}

export function useShipReportList(sirket: string): ShipReportRow[] | undefined {
  return useDeviceRows((db) => queryShipReports(db, sirket), [sirket]);
}

export async function getShipReport(db: PortalDb, id: string): Promise<ShipReportRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useShipReport(id: string): ShipReportRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/** The company's last report that counts (live, not refused) before `zaman` ('' for the very last), or null. */
export async function lastShipReport(db: PortalDb, sirket: string, zaman = ''): Promise<ShipReportRow | null> {
  const upper = zaman || '\uffff';
  const rows = await db.records(COLLECTION).where('[sirket+zaman]').between([sirket, ''], [sirket, upper], true, false).reverse().toArray();
  const row = rows.find(counts);
  return row ? toRecord(row) : null;
}

/**
 * The kind's uniqueness rule on this device (one report per ship and time, `duplicateReport`),
 * its time read as the schema keeps it (UTC); null when the report clashes with none.
 */
export async function shipReportClash(
  db: PortalDb,
  report: { sirket: string; zaman: string },
  exceptId?: string,
): Promise<FieldError | null> {
  const zaman = recordInstant(report.zaman) ?? report.zaman;
  const [clash] = await uniqueClashesOnDevice(db, shipReportKind, { ...report, zaman }, exceptId);
  return clash ?? null;
}

export async function deleteShipReport(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}

/** The company's last live report before `zaman` ('' for the very last), live; null without one, undefined while reading. */
export function useLastShipReport(sirket: string, zaman: string): ShipReportRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && sirket ? lastShipReport(local.db, sirket, zaman) : null), [local, sirket, zaman]);
}

/** A ship's (company's) MRV year on this device: its reports of the year and its BDNs, through shipEmissions. */
export async function loadShipEmissions(db: PortalDb, sirket: string, year: number): Promise<ShipEmissions> {
  const [reports, bdns] = await Promise.all([queryShipReports(db, sirket, year, counts), queryBdns(db, sirket, counts)]);
  return shipEmissions(reports, bdns, year);
}

export function useShipEmissions(sirket: string, year: number): ShipEmissions | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && sirket ? loadShipEmissions(local.db, sirket, year) : undefined), [local, sirket, year]);
}

/** The fleet's MRV / DCS year on this device: each ship's year (loadShipEmissions), summed by fleetEmissions, in the order given. */
export async function loadFleetEmissions(db: PortalDb, ships: readonly string[], year: number): Promise<FleetYear> {
  const years = await Promise.all(ships.map(async (sirket) => ({ sirket, year: await loadShipEmissions(db, sirket, year) })));
  return fleetEmissions(years);
}

/** loadFleetEmissions, live; undefined while reading or without `ships`. */
export function useFleetEmissions(ships: readonly string[] | null, year: number): FleetYear | undefined {
  const local = useLocal();
  const key = ships?.join(',') ?? '';
  return useLiveQuery(
    async () => (local && ships ? loadFleetEmissions(local.db, ships, year) : undefined),
    [local, key, year],
  );
}
