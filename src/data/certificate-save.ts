import * as v from 'valibot';
import { certificateSchema, type CertificateFields, type CertificateInput } from '../domain/certificates';
import type { UploadedFile } from '../domain/file';
import { certificateKind } from '../domain/kinds/certificate';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import type { CertificateRow } from './certificates';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a certificate: only its form and its detail page read it, so the lists' first load does
// not carry the schema (the reads are src/data/certificates.ts).

/**
 * The record a valid body makes, as the server makes it: one shape, from the kind's definition
 * (src/domain/kinds/record.ts); `file` is the scan the record keeps (the form's own argument).
 */
export function certificateRecord(fields: CertificateFields, file: UploadedFile | KeptFileRef | null, id: string): CertificateRow {
  return { ...recordOfWrite(certificateKind, id, { ...fields, dosya: null }, () => null), dosya: file };
}

/**
 * Validates its write fields with the shared schema (a ValiError is thrown otherwise), stores the
 * certificate on the device and queues it. `file` is the scan (uploaded or kept on the device) or null.
 */
export async function saveCertificate(input: CertificateInput, file: UploadedFile | KeptFileRef | null, id?: string): Promise<string> {
  const fields = v.parse(certificateSchema, { ...writeInputOf(certificateKind.name, input), dosya: file });
  return queueSave(certificateKind.name, id, (recordId) => certificateRecord(fields, file, recordId));
}
