import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { contractKind } from '../domain/kinds/contract';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf, type WriteInputOf } from '../domain/kinds/schema';
import type { KeptFileRef } from './files';
import type { ContractRow } from './operations';
import { queueSave } from './local';

// Saving a contract (docs/areas/operations.md §4): only its form reads it, so the register's and
// the dashboard card's first load do not carry the schema.

type ContractFile = UploadedFile | KeptFileRef;

/** The contracts' write schema, derived from the definition with its rules (src/domain/kinds/contract.ts). */
export const contractSchema = writeSchemaOf(contractKind);

export type ContractInput = Omit<WriteInputOf<typeof contractKind>, 'dosya'>;

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the contract on the
 * device and queues it; `file` is the signed contract (uploaded or kept on the device) or null. A
 * P&I entry without an end gets its default end here as on the server (the kind's `normalize`).
 */
export async function saveContract(input: ContractInput, file: ContractFile | null, id?: string): Promise<string> {
  const fields = v.parse(contractSchema, { ...input, dosya: file });
  return queueSave(contractKind.name, id, (recordId) => {
    const row = recordOfWrite<typeof contractKind, ContractFile | null>(contractKind, recordId, { ...fields, dosya: null }, () => null);
    return { ...row, dosya: file } as ContractRow;
  });
}
