import * as v from 'valibot';
import { cashFlowSchema, type CashFlowFields, type CashFlowInput } from '../domain/cash-flow';
import type { UploadedFile } from '../domain/file';
import { cashFlowRecordOf, storedCashFlowOf } from '../domain/records/cash-flow';
import { writeInputOf } from '../domain/records/form-input';
import type { CashFlowRow } from './cash-flows';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a cash flow: only its form and the bank order's detail page read it, so the lists' first
// load does not carry the schema (the reads are src/data/cash-flows.ts).

const COLLECTION = 'nakitAkis';

/**
 * The record a cash flow's validated fields make, as the server makes it (src/domain/records/
 * cash-flow.ts, which the server's write and answer use too): the amount as an integer as the device
 * keeps it, the bill id or null. The device shows it at once; the server's copy replaces it when the write is
 * acknowledged.
 */
export function cashFlowRecord(fields: CashFlowFields, file: UploadedFile | KeptFileRef, id: string): CashFlowRow {
  return cashFlowRecordOf(id, storedCashFlowOf(fields, file));
}

/**
 * Validates its write fields (writeInputOf) with the shared schema (the form prevents invalid input; a ValiError is thrown
 * otherwise), stores the cash flow on the device and queues it. `file` is the uploaded receipt or
 * the reference of one kept on the device, which the replay uploads first.
 */
export async function saveCashFlow(input: Omit<CashFlowInput, 'dekontFile'>, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const fields = v.parse(cashFlowSchema, { ...writeInputOf('nakitAkis', input), dekontFile: file });
  return queueSave(COLLECTION, id, (recordId) => cashFlowRecord(fields, file, recordId));
}
