import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { cargoDocumentKind } from '../domain/kinds/cargo-document';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf, type WriteInputOf } from '../domain/kinds/schema';
import type { KeptFileRef } from './files';
import type { CargoDocumentRow } from './operations';
import { queueSave } from './local';

// Saving a cargo document (docs/areas/operations.md §3): only its form reads it, so the register's
// first load does not carry the schema.

type DocumentFile = UploadedFile | KeptFileRef;

/** The cargo documents' write schema, derived from the definition (src/domain/kinds/cargo-document.ts). */
export const cargoDocumentSchema = writeSchemaOf(cargoDocumentKind);

export type CargoDocumentInput = Omit<WriteInputOf<typeof cargoDocumentKind>, 'dosya'>;

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the document on the
 * device and queues it; `file` is its scan (uploaded, or kept on the device until uploaded) or null.
 */
export async function saveCargoDocument(input: CargoDocumentInput, file: DocumentFile | null, id?: string): Promise<string> {
  const fields = v.parse(cargoDocumentSchema, { ...input, dosya: file });
  return queueSave(cargoDocumentKind.name, id, (recordId) => {
    const row = recordOfWrite<typeof cargoDocumentKind, DocumentFile | null>(cargoDocumentKind, recordId, { ...fields, dosya: null }, () => null);
    return { ...row, dosya: file } as CargoDocumentRow;
  });
}
