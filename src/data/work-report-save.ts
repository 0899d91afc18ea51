import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { writeInputOf } from '../domain/records/form-input';
import { storedWorkReportOf, workReportRecordOf } from '../domain/records/work-report';
import { workReportSchema, type WorkReportFields, type WorkReportInput } from '../domain/work-report';
import type { MirroredRow } from './db';
import type { KeptFileRef } from './files';
import { queueSave } from './local';
import type { WorkReportRow } from './work-reports';

// Saving a work report: only its form reads it, so the list's first load does not carry the schema.

const COLLECTION = 'isRaporu';

type ReportFile = UploadedFile | KeptFileRef;

/** The record a valid body makes, as the server makes it (src/domain/records/work-report.ts). */
export function workReportRecord(fields: WorkReportFields, files: ReportFile[], id: string): WorkReportRow {
  return workReportRecordOf(id, storedWorkReportOf(fields, files));
}

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the report on the
 * device and queues it. `dosyalar` are its files as the form holds them (uploaded or kept here).
 */
export async function saveWorkReport(input: Omit<WorkReportInput, 'dosyalar'> & { dosyalar: ReportFile[] }, id?: string): Promise<string> {
  const fields = v.parse(workReportSchema, writeInputOf('isRaporu', input));
  return queueSave(COLLECTION, id, (recordId) => workReportRecord(fields, input.dosyalar, recordId) as unknown as MirroredRow);
}
