import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { loanKind } from '../domain/kinds/loan';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf, type WriteInputOf } from '../domain/kinds/schema';
import type { KeptFileRef } from './files';
import type { LoanRow } from './loans';
import { queueSave } from './local';

// Saving a loan: only its form reads it, so the list's first load does not carry the schema.

type AgreementFile = UploadedFile | KeptFileRef;

/** The loans' write schema, derived from the definition with its rules (src/domain/kinds/loan.ts). */
export const loanSchema = writeSchemaOf(loanKind);

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the loan on the device
 * and queues it; `file` is the agreement (uploaded or kept on the device) or null.
 */
export async function saveLoan(input: Omit<WriteInputOf<typeof loanKind>, 'dosya'>, file: AgreementFile | null, id?: string): Promise<string> {
  const fields = v.parse(loanSchema, { ...input, dosya: file });
  return queueSave(loanKind.name, id, (recordId) => {
    const row = recordOfWrite<typeof loanKind, AgreementFile | null>(loanKind, recordId, { ...fields, dosya: null }, () => null);
    return { ...row, dosya: file } as LoanRow;
  });
}
