import { inspectionKind } from '../domain/kinds/inspection';
import { deficiencyDue, isOverdue, isOpenDeficiency, type DeficiencyDue } from '../domain/inspections';
import type { DeviceRecord } from './db';
import { companyKindReads } from './kind-reads';

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

/** The inspections of a company ('' for every company on the device), newest first; one by id; the delete. */
export const {
  query: queryInspections,
  useList: useInspections,
  get: getInspection,
  useOne: useInspection,
  remove: deleteInspection,
} = companyKindReads(COLLECTION, (a, b) => b.tarih.localeCompare(a.tarih) || a._id.localeCompare(b._id));
