import * as v from 'valibot';
import { bdnKind, bdnSchema, type BdnFields, type BdnInput } from '../domain/bdn';
import type { UploadedFile } from '../domain/file';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import type { BdnRow } from './bdn';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a BDN: only its form reads it, so the register's first load does not carry the schema.

/**
 * The record a valid body makes, as the server makes it: one shape, from the kind's definition
 * (src/domain/kinds/record.ts), with `file` as the signed note (uploaded or kept here) or null.
 */
export function bdnRecord(fields: BdnFields, file: UploadedFile | KeptFileRef | null, id: string): BdnRow {
  return { ...recordOfWrite(bdnKind, id, { ...fields, dosya: null }, () => null), dosya: file };
}

/**
 * Validates its write fields with the shared schema (a ValiError is thrown otherwise), stores the
 * BDN on the device and queues it. `file` is the signed note (uploaded or kept on the device) or null.
 */
export async function saveBdn(input: BdnInput, file: UploadedFile | KeptFileRef | null, id?: string): Promise<string> {
  const fields = v.parse(bdnSchema, { ...writeInputOf(bdnKind.name, input), dosya: file });
  return queueSave(bdnKind.name, id, (recordId) => bdnRecord(fields, file, recordId));
}
