import * as v from 'valibot';
import { billRecordOf, billSchema, storedBillOf, type BillFields, type BillInput } from '../domain/bill';
import type { UploadedFile } from '../domain/file';
import { formValuesOf, writeInputOf } from '../domain/records/form-input';
import { ApiError } from './api';
import { eInvoiceImported, type BillRow } from './bills';
import type { KeptFileRef } from './files';
import { queueSave, requireLocal } from './local';
import { newRecordId } from './sync/outbox';

// Saving a bill: only its form and its detail page read it, so the bill list's first load carries
// neither the schema nor the totals engine (the list's reads are src/data/bills.ts).

const COLLECTION = 'fatura';

/**
 * The record a bill's validated fields make, as the server makes it (src/domain/bill.ts,
 * which the server's write and answer use too): line amounts and totals by the domain engine, the
 * payment type from the plan's length, figures as integers as the device keeps them. The device
 * shows it at once; the server's copy replaces it when the write is
 * acknowledged.
 */
export function billRecord(fields: BillFields, file: UploadedFile | KeptFileRef, id: string): BillRow {
  return billRecordOf(id, storedBillOf(fields, file, newRecordId));
}

/**
 * Validates its write fields (writeInputOf) with the shared schema (the form prevents invalid input; a ValiError is thrown
 * otherwise), stores the bill with its totals on the device and queues it. `file` is the uploaded
 * file, or the reference of a file kept on the device (src/data/files.ts: `refOf`), which the
 * replay uploads first.
 */
export async function saveBill(input: BillInput, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const fields = v.parse(billSchema, { ...writeInputOf('fatura', input), faturaFile: file });
  // docs/areas/e-invoice.md: an e-Fatura already imported for the company is refused at once, as the server would.
  if (fields.eFaturaUuid !== '' && (await eInvoiceImported(requireLocal().db, fields.sirket, fields.eFaturaUuid, id))) {
    throw new ApiError(422, { message: 'validationFailed', errors: [{ path: 'eFaturaUuid', message: 'duplicateEInvoice' }] });
  }
  return queueSave(COLLECTION, id, (recordId) => billRecord(fields, file, recordId));
}

/**
 * The body that saves a bill as it is (turning a proforma into a bill changes a few of its fields):
 * its write fields, figures as decimal text from the device's integers (formValuesOf).
 */
export function billInputOf(bill: BillRow): BillInput {
  return formValuesOf('fatura', bill);
}
