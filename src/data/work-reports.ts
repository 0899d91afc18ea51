import { workReportKind } from '../domain/kinds/work-report';
import { firstFreePeriod, MAX_JOBS, reportPrefill, type StartingJob, type WorkReportKind } from '../domain/work-report';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange, openedLocal } from './local';
import { readRecord, useDeviceRows, useRecord } from './kind-reads';
import { isLive, toRecord } from './sync/collections';
import { uniqueClashesOnDevice } from './kind-unique';

// Work reports on the device (docs/areas/work-reports.md): the mirror of `isRaporu`, read per company (the chosen
// ship) and kind, latest period first, so the weekly and monthly pages and the form's one-per-period
// check work offline.

const COLLECTION = workReportKind.name;

/** A work report on the device: the server's record, or one made here whose files may still be kept. */
export type WorkReportRow = DeviceRecord<'isRaporu'>;

/** The live reports of one kind of a company ('' for every company on the device), latest period first. */
export async function queryWorkReports(db: PortalDb, sirket: string, tur: WorkReportKind): Promise<WorkReportRow[]> {
  const table = db.records(COLLECTION);
  const rows = sirket
    ? await table.where('[sirket+tur+donem]').between([sirket, tur, ''], [sirket, tur, '\uffff']).toArray()
    : await table.filter((row) => row.tur === tur).toArray();
  return rows
    .filter(isLive)
    .map((row) => toRecord(row))
    .sort((a, b) => b.donem.localeCompare(a.donem) || a.sirket.localeCompare(b.sirket));
}

export function useWorkReportList(sirket: string, tur: WorkReportKind): WorkReportRow[] | undefined {
  return useDeviceRows((db) => queryWorkReports(db, sirket, tur), [sirket, tur]);
}

export async function getWorkReport(db: PortalDb, id: string): Promise<WorkReportRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useWorkReport(id: string): WorkReportRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/**
 * Whether another report of the ship on this device is of the same kind and period: what the server
 * would refuse as `duplicateWorkReport` (the kind's `unique`), said before the report is queued, also
 * offline.
 */
export async function workReportTaken(
  db: PortalDb,
  report: { sirket: string; tur: WorkReportKind; donem: string },
  exceptId?: string,
): Promise<boolean> {
  return (await uniqueClashesOnDevice(db, workReportKind, report, exceptId)).length > 0;
}

/** workReportTaken on the signed-in user's device. */
export async function isWorkReportTaken(report: Parameters<typeof workReportTaken>[1], exceptId?: string): Promise<boolean> {
  return workReportTaken((await openedLocal()).db, report, exceptId);
}

export async function deleteWorkReport(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}

/** What a new report of a ship starts with: its period and the jobs and defects it carries over. */
export interface WorkReportDraft {
  donem: string;
  isler: StartingJob[];
  arizalar: string;
}

/**
 * A new report's start from the ship's reports on this device (docs/areas/work-reports.md §2): the first period
 * without a report (firstFreePeriod), unless `donem` is given, and what it carries over
 * (reportPrefill). Nothing carried without a ship.
 */
export async function workReportDraft(
  db: PortalDb,
  sirket: string,
  tur: WorkReportKind,
  today: string,
  donem?: string,
): Promise<WorkReportDraft> {
  const own = sirket ? await queryWorkReports(db, sirket, tur) : [];
  const period = donem ?? firstFreePeriod(tur, today, own.map((report) => report.donem));
  if (!sirket) return { donem: period, isler: [], arizalar: '' };
  const weekly = tur === 'aylik' ? await queryWorkReports(db, sirket, 'haftalik') : [];
  return { donem: period, ...reportPrefill(tur, period, own, weekly, MAX_JOBS) };
}

/** workReportDraft on the signed-in user's device. */
export async function loadWorkReportDraft(sirket: string, tur: WorkReportKind, today: string, donem?: string): Promise<WorkReportDraft> {
  return workReportDraft((await openedLocal()).db, sirket, tur, today, donem);
}
