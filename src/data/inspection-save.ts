import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { inspectionKind } from '../domain/kinds/inspection';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf, type WriteInputOf, type WriteOf } from '../domain/kinds/schema';
import type { KeptFileRef } from './files';
import type { InspectionRow } from './inspections';
import { queueSave } from './local';

// Saving an inspection: only its form reads it, so the list's first load does not carry the schema.

type ReportFile = UploadedFile | KeptFileRef;

/** The inspections' write schema, derived from the definition (src/domain/kinds/schema.ts). */
export const inspectionSchema = writeSchemaOf(inspectionKind);

/** The record a valid write makes, as the server makes it, `dosya` the report as the form holds it (uploaded or kept here). */
export function inspectionRecord(
  fields: WriteOf<typeof inspectionKind>,
  file: ReportFile | null,
  id: string,
  evidence: readonly (ReportFile | null)[] = [],
): InspectionRow {
  const row = recordOfWrite<typeof inspectionKind, ReportFile | null>(inspectionKind, id, { ...fields, dosya: null }, (path) => {
    // A deficiency's evidence (`eksiklikler.N.kanit`), as the form holds it.
    const index = Number(path.split('.')[1]);
    return evidence[index] ?? null;
  });
  return { ...row, dosya: file } as InspectionRow;
}

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the inspection on the
 * device and queues it; `file` is the report (uploaded or kept on the device) or null.
 */
export async function saveInspection(
  input: Omit<WriteInputOf<typeof inspectionKind>, 'dosya'>,
  file: ReportFile | null,
  id?: string,
): Promise<string> {
  const fields = v.parse(inspectionSchema, { ...input, dosya: file });
  const evidence = (input.eksiklikler ?? []).map((deficiency) => (deficiency.kanit ?? null) as ReportFile | null);
  return queueSave(inspectionKind.name, id, (recordId) => inspectionRecord(fields, file, recordId, evidence));
}
