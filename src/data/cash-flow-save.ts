import * as v from 'valibot';
import { cashFlowKind, cashFlowSchema, type CashFlowInput } from '../domain/cash-flow';
import type { UploadedFile } from '../domain/file';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a cash flow: only its form and the bank order's detail page read it, so the lists' first
// load does not carry the schema (the reads are src/data/cash-flows.ts).

const COLLECTION = cashFlowKind.name;

/**
 * Validates its write fields (writeInputOf) with the shared schema (the form prevents invalid input; a ValiError is thrown
 * otherwise), stores the cash flow on the device and queues it: the record a valid write makes, as
 * the server makes it (one shape, from the kind's definition: src/domain/kinds/record.ts). `file` is
 * the uploaded receipt or the reference of one kept on the device, which the replay uploads first.
 */
export async function saveCashFlow(input: Omit<CashFlowInput, 'dekontFile'>, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const fields = v.parse(cashFlowSchema, { ...writeInputOf(COLLECTION, input), dekontFile: file });
  return queueSave(COLLECTION, id, (recordId) => recordOfWrite(cashFlowKind, recordId, fields, () => file));
}
