import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { recordOfWrite } from '../domain/kinds/record';
import { workReportKind } from '../domain/kinds/work-report';
import { writeInputOf } from '../domain/records/form-input';
import { workReportSchema, type WorkReportFields, type WorkReportInput } from '../domain/work-report';
import type { KeptFileRef } from './files';
import { queueSave } from './local';
import type { WorkReportRow } from './work-reports';

// Saving a work report: only its form reads it, so the list's first load does not carry the schema.

type ReportFile = UploadedFile | KeptFileRef;

/** The record a valid body makes, as the server makes it: one shape, from the kind's definition (src/domain/kinds/record.ts). */
export function workReportRecord(fields: WorkReportFields, files: ReportFile[], id: string): WorkReportRow {
  return recordOfWrite(workReportKind, id, fields, (path) => {
    const file = files[Number(path.slice('dosyalar.'.length))];
    if (!file) throw new Error(`a work report is saved with the files it names (${path})`);
    return file;
  });
}

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the report on the
 * device and queues it. `dosyalar` are its files as the form holds them (uploaded or kept here).
 */
export async function saveWorkReport(input: Omit<WorkReportInput, 'dosyalar'> & { dosyalar: ReportFile[] }, id?: string): Promise<string> {
  const fields = v.parse(workReportSchema, writeInputOf(workReportKind.name, input));
  return queueSave(workReportKind.name, id, (recordId) => workReportRecord(fields, input.dosyalar, recordId));
}
