import * as v from 'valibot';
import { bankOrderKind, bankOrderSchema, type BankOrderInput } from '../domain/bank-order';
import type { UploadedFile } from '../domain/file';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import type { KeptFileRef } from './files';
import { queueSave } from './local';

// Saving a bank order: only its form and its detail page read it, so the order list's first load
// does not carry the schema (the reads are src/data/bank-orders.ts).

const COLLECTION = bankOrderKind.name;

/**
 * Validates its write fields (writeInputOf) with the shared schema (a ValiError is thrown otherwise),
 * stores the order on the device and queues it: the record a valid write makes, as the server makes
 * it (one shape, from the kind's definition: src/domain/kinds/record.ts), the amount as an integer
 * as the device keeps it. `file` is the signed letter (uploaded or kept on the device) or null.
 */
export async function saveBankOrder(
  input: Omit<BankOrderInput, 'talimatFile'>,
  file: UploadedFile | KeptFileRef | null,
  id?: string,
): Promise<string> {
  const fields = v.parse(bankOrderSchema, { ...writeInputOf(COLLECTION, input), talimatFile: file });
  return queueSave(COLLECTION, id, (recordId) =>
    recordOfWrite(bankOrderKind, recordId, fields, () => {
      // The schema names a letter only when one was given.
      if (!file) throw new Error('bankaTalimat.talimatFile: a letter named by the write is the save’s own');
      return file;
    }),
  );
}
