import { nonConformityKind } from '../domain/kinds/non-conformity';
import { incidentKind } from '../domain/kinds/incident';
import { isNcOverdue, nonConformityBoard, type NcState } from '../domain/non-conformity';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange } from './local';
import { readCompanyRecords, useDeviceRecord, useDeviceRows } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Non-conformities and incidents on the device (docs/areas/inspections.md): the mirrors of
// `uygunsuzluk` and `olay`, read per company (the chosen ship), so the board, its moves and the
// incidents work offline, on the ship. The board's order and the overdue ones are the pure rules'
// (src/domain/non-conformity.ts), as of today.

/** A non-conformity on the device: the server's record, or one made here whose evidence may still be kept. */
export type NonConformityRow = DeviceRecord<'uygunsuzluk'>;
/** An incident on the device. */
export type IncidentRow = DeviceRecord<'olay'>;


/** The live non-conformities of a company ('' for every company on the device). */
export function queryNonConformities(db: PortalDb, sirket: string): Promise<NonConformityRow[]> {
  return readCompanyRecords(db, nonConformityKind.name, sirket);
}

export function useNonConformities(sirket: string): NonConformityRow[] | undefined {
  return useDeviceRows((db) => queryNonConformities(db, sirket), [sirket]);
}

/** A non-conformity by id; `null` when it is not on this device (or deleted here). */
export async function getNonConformity(db: PortalDb, id: string): Promise<NonConformityRow | null> {
  const row = await db.records(nonConformityKind.name).get(id);
  return row && isLive(row) ? (toRecord(row) as NonConformityRow) : null;
}

export function useNonConformity(id: string): NonConformityRow | null | undefined {
  return useDeviceRecord(id, getNonConformity);
}

/** The board: each state's non-conformities, overdue first (src/domain/non-conformity.ts). */
export function boardOf(rows: readonly NonConformityRow[], date: string): Record<NcState, NonConformityRow[]> {
  return nonConformityBoard(rows, date);
}

/** How many non-conformities are overdue on `date`. */
export function overdueCount(rows: readonly NonConformityRow[], date: string): number {
  return rows.filter((row) => isNcOverdue(row, date)).length;
}

/** The live incidents of a company ('' for every company on the device), newest first. */
export async function queryIncidents(db: PortalDb, sirket: string): Promise<IncidentRow[]> {
  const rows = await readCompanyRecords(db, incidentKind.name, sirket);
  return rows.sort((a, b) => b.tarih.localeCompare(a.tarih) || a._id.localeCompare(b._id));
}

export function useIncidents(sirket: string): IncidentRow[] | undefined {
  return useDeviceRows((db) => queryIncidents(db, sirket), [sirket]);
}

export async function getIncident(db: PortalDb, id: string): Promise<IncidentRow | null> {
  const row = await db.records(incidentKind.name).get(id);
  return row && isLive(row) ? (toRecord(row) as IncidentRow) : null;
}

export function useIncident(id: string): IncidentRow | null | undefined {
  return useDeviceRecord(id, getIncident);
}

export async function deleteIncident(id: string): Promise<void> {
  await queueChange(incidentKind.name, 'delete', { _id: id });
}

/** The people on the device, for an incident's person hurt: id and name, in name order. */
export function usePeopleOptions(): { value: string; label: string }[] | undefined {
  return useDeviceRows(async (db) => {
    const rows = (await db.records('personel').toArray()).filter(isLive).map((row) => toRecord(row) as DeviceRecord<'personel'>);
    return rows
      .map((row) => ({ value: row._id, label: `${row.ad} ${row.soyad}`.trim() }))
      .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  }, []);
}
