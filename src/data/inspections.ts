import { inspectionKind } from '../domain/kinds/inspection';
import { deficiencyDue, isOverdue, isOpenDeficiency, type DeficiencyDue } from '../domain/inspections';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange } from './local';
import { useDeviceRecord, useDeviceRows } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Inspections on the device (docs/areas/inspections.md): the mirror of `denetim`, read per company
// (the chosen ship), with each inspection's open and overdue deficiencies counted by the pure rules
// (src/domain/inspections.ts) as of today, so the list, the detail and the ship's calendar work
// offline, on the ship where the inspection happens.

const COLLECTION = inspectionKind.name;

/** An inspection on the device: the server's record, or one made here whose files may still be kept. */
export type InspectionRow = DeviceRecord<'denetim'>;

/** An inspection with its deficiencies' state on a date. */
export type InspectionRowView = InspectionRow & { acik: number; geciken: number };

/** An inspection's open and overdue deficiencies on `date`. */
export function withDeficiencyCounts(row: InspectionRow, date: string): InspectionRowView {
  const acik = row.eksiklikler.filter((deficiency) => isOpenDeficiency(row, deficiency, date)).length;
  const geciken = row.eksiklikler.filter((deficiency) => isOverdue(row, deficiency, date)).length;
  return { ...row, acik, geciken };
}

/** A deficiency's due date, as its inspection says it (`belirsiz`: at a next port not known yet; null: an observation). */
export function dueOf(row: Pick<InspectionRow, 'tarih' | 'planliKalkis' | 'sonrakiLimanVaris'>, aksiyonKodu: InspectionRow['eksiklikler'][number]['aksiyonKodu']): DeficiencyDue {
  return deficiencyDue(row, { aksiyonKodu });
}

/** The live inspections of a company ('' for every company on the device), newest first. */
export async function queryInspections(db: PortalDb, sirket: string): Promise<InspectionRow[]> {
  const table = db.records(COLLECTION);
  const rows = sirket ? await table.where('sirket').equals(sirket).toArray() : await table.toArray();
  return rows
    .filter(isLive)
    .map((row) => toRecord(row))
    .sort((a, b) => b.tarih.localeCompare(a.tarih) || a._id.localeCompare(b._id));
}

export function useInspections(sirket: string): InspectionRow[] | undefined {
  return useDeviceRows((db) => queryInspections(db, sirket), [sirket]);
}

/** An inspection by id; `null` when it is not on this device (or deleted here). */
export async function getInspection(db: PortalDb, id: string): Promise<InspectionRow | null> {
  const row = await db.records(COLLECTION).get(id);
  return row && isLive(row) ? toRecord(row) : null;
}

export function useInspection(id: string): InspectionRow | null | undefined {
  return useDeviceRecord(id, getInspection);
}

export async function deleteInspection(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
