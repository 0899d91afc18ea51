import * as v from 'valibot';
import { payrollKind } from '../domain/kinds/payroll';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf } from '../domain/kinds/schema';
import { writeInputOf } from '../domain/records/form-input';
import type { DeductionType, SheetState } from '../domain/payroll-catalogues';
import type { DeviceRecord, PortalDb } from './db';
import { readCompanyRecords, useDeviceRows } from './kind-reads';
import { queueSave } from './local';
import type { Dependency } from './db';
import { queryAssignments, queryPeople } from './personnel';

// Wage sheets on the device (docs/areas/payroll.md): the mirror of `bordro`, read per ship, with
// the assignments and people the sheet is worked out from, so the sheet page works offline. Every
// figure of a line, its earnings and deductions too, is an integer at its scale (the sync boundary
// converts them at every depth: src/domain/kinds/figures.ts).

const COLLECTION = payrollKind.name;
const sheetSchema = writeSchemaOf(payrollKind);

export type SheetRow = DeviceRecord<'bordro'>;

/** Every live sheet on the device (of one ship when `sirket` is given), latest period first. */
export async function querySheets(db: PortalDb, sirket = ''): Promise<SheetRow[]> {
  return (await readCompanyRecords(db, COLLECTION, sirket)).sort((a, b) => b.donem.localeCompare(a.donem));
}

export function useSheets(sirket: string): SheetRow[] | undefined {
  return useDeviceRows((db) => querySheets(db, sirket), [sirket]);
}

/** What a sheet is worked out from on the device: every assignment (a same-day transfer reads the other ship's) and the ship's people. */
export async function querySheetSources(db: PortalDb) {
  const [gorevlendirmeler, personeller] = await Promise.all([queryAssignments(db), queryPeople(db)]);
  return [{ gorevlendirmeler, personeller }];
}

export function useSheetSources() {
  return useDeviceRows((db) => querySheetSources(db), [])?.[0];
}

/** A line as the page types it: hours and deductions as decimal text. */
export interface TypedLine {
  gorevlendirme: string;
  saat: string;
  kesintiler: { tur: DeductionType; tutar: string }[];
}

/** A sheet as the page saves it: its ship, month, state and typed lines. */
export interface TypedSheet {
  sirket: string;
  donem: string;
  durum: SheetState;
  satirlar: readonly TypedLine[];
}

/**
 * The device's record of a typed sheet (hours and deductions as integers at their scales), as the
 * server would store it before working the lines out again; a ValiError for a body the schema refuses.
 */
export function sheetRecord(sheet: TypedSheet, id: string): SheetRow {
  const body = {
    sirket: sheet.sirket,
    donem: sheet.donem,
    durum: sheet.durum,
    satirlar: sheet.satirlar.map((line) => ({
      gorevlendirme: line.gorevlendirme,
      fazlaMesaiSaat: line.saat || '0',
      kesintiler: line.kesintiler.filter((k) => k.tutar !== '').map((k) => ({ tur: k.tur, tutar: k.tutar })),
    })),
  };
  const fields = v.parse(sheetSchema, writeInputOf(COLLECTION, body));
  const record = recordOfWrite(payrollKind, id, fields, () => {
    throw new Error('a wage sheet names no file');
  });
  // The warnings are the server's (it works the lines out again): none until its answer.
  return { ...record, uyarilar: [] };
}

/**
 * Saves a sheet (a draft, its approval, its payment) on the device and queues it: the server works
 * the lines out again from the assignments (server/collections/payroll.ts).
 */
export async function saveSheet(sheet: TypedSheet, id?: string): Promise<string> {
  return queueSave(COLLECTION, id, (recordId) => sheetRecord(sheet, recordId), { dependsOn: sheetDependencies(sheet) });
}

/**
 * What a sheet's write waits for besides its declared references: the assignments its lines name
 * (a tour made offline reaches the server first, or the server finds no one aboard).
 */
export function sheetDependencies(sheet: Pick<TypedSheet, 'satirlar'>): Dependency[] {
  return sheet.satirlar.map((line) => ({ collection: 'gorevlendirme', recordId: line.gorevlendirme }));
}
