import * as v from 'valibot';
import { bdnSchema, type BdnFields, type BdnInput } from '../domain/bdn';
import type { UploadedFile } from '../domain/file';
import { bdnRecordOf, storedBdnOf } from '../domain/records/bdn';
import { writeInputOf } from '../domain/records/form-input';
import type { BdnRow } from './bdn';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a BDN: only its form reads it, so the register's first load does not carry the schema.

const COLLECTION = 'bdn';

/** The record a valid body makes, as the server makes it (src/domain/records/bdn.ts). */
export function bdnRecord(fields: BdnFields, file: UploadedFile | KeptFileRef | null, id: string): BdnRow {
  return bdnRecordOf(id, storedBdnOf(fields, file)) as BdnRow;
}

/**
 * Validates its write fields with the shared schema (a ValiError is thrown otherwise), stores the
 * BDN on the device and queues it. `file` is the signed note (uploaded or kept on the device) or null.
 */
export async function saveBdn(input: BdnInput, file: UploadedFile | KeptFileRef | null, id?: string): Promise<string> {
  const fields = v.parse(bdnSchema, { ...writeInputOf('bdn', input), dosya: file });
  return queueSave(COLLECTION, id, (recordId) => bdnRecord(fields, file, recordId));
}
