import * as v from 'valibot';
import { bankOrderSchema, type BankOrderFields, type BankOrderInput } from '../domain/bank-order';
import type { UploadedFile } from '../domain/file';
import { bankOrderRecordOf, storedBankOrderOf } from '../domain/records/bank-order';
import { writeInputOf } from '../domain/records/form-input';
import type { BankOrderRow } from './bank-orders';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a bank order: only its form and its detail page read it, so the order list's first load
// does not carry the schema (the reads are src/data/bank-orders.ts).

const COLLECTION = 'bankaTalimat';

/**
 * The record a valid body makes, as the server makes it (src/domain/records/bank-order.ts, which
 * the server's write and answer use too), the amount as an integer as the device keeps it.
 */
export function bankOrderRecord(fields: BankOrderFields, file: UploadedFile | KeptFileRef | null, id: string): BankOrderRow {
  return bankOrderRecordOf(id, storedBankOrderOf(fields, file));
}

/**
 * Validates its write fields (writeInputOf) with the shared schema (a ValiError is thrown otherwise), stores the order on the
 * device and queues it. `file` is the signed letter (uploaded or kept on the device) or null.
 */
export async function saveBankOrder(input: BankOrderInput, file: UploadedFile | KeptFileRef | null, id?: string): Promise<string> {
  const fields = v.parse(bankOrderSchema, { ...writeInputOf('bankaTalimat', input), talimatFile: file });
  return queueSave(COLLECTION, id, (recordId) => bankOrderRecord(fields, file, recordId));
}
