import * as v from 'valibot';
import { documentCodeKey, documentSchema, historyAfter, type DocumentFields, type DocumentInput } from '../domain/documents';
import type { UploadedFile } from '../domain/file';
import { documentKind } from '../domain/kinds/document';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import type { PortalDb } from './db';
import type { DocumentRow } from './documents';
import type { KeptFileRef } from './files';
import { queueSave, openedLocal } from './local';
import { counts } from './sync/collections';

// Saving a document of the library (docs/areas/documents.md): only its form reads this, so the library's
// lists do not carry the schema (the reads are src/data/documents.ts).

const COLLECTION = documentKind.name;

type DocumentFile = UploadedFile | KeptFileRef;

/**
 * Whether another live document of the company and category on this device has the code (however
 * it was typed: the server's `kodKey`): what the server would refuse as `codeTaken` (codes of the
 * quality system's documents are unique per company and category), said before the document is
 * queued, also offline. A document the server refused to create does not hold its code (`counts`).
 */
export async function documentCodeTaken(
  db: PortalDb,
  document: { sirket: string; kategori: string; kod: string },
  exceptId?: string,
): Promise<boolean> {
  const key = documentCodeKey(document.kategori, document.kod);
  if (key === null || !document.sirket) return false;
  const same = await db
    .records(COLLECTION)
    .where('[sirket+kategori]')
    .equals([document.sirket, document.kategori])
    .filter((row) => counts(row) && row._id !== exceptId && documentCodeKey(String(row.kategori), String(row.kod ?? '')) === key)
    .count();
  return same > 0;
}

/** documentCodeTaken on the signed-in user's device. */
export async function isDocumentCodeTaken(document: { sirket: string; kategori: string; kod: string }, exceptId?: string): Promise<boolean> {
  return documentCodeTaken((await openedLocal()).db, document, exceptId);
}

/**
 * Validates the write fields with the shared schema (a ValiError is thrown otherwise), stores the
 * document on the device and queues it. `existing` is the edited document as the device holds it:
 * a new revision moves it, with its file, into the history at once, as the server does.
 */
export async function saveDocument(input: DocumentInput, file: DocumentFile | null, id?: string, existing?: DocumentRow): Promise<string> {
  const fields = v.parse(documentSchema, { ...writeInputOf(COLLECTION, input), dosya: file });
  return queueSave(COLLECTION, id, (recordId) => documentRecord(fields, file, recordId, existing));
}

/**
 * The record a valid body makes, as the server makes it: one shape, from the kind's definition
 * (src/domain/kinds/record.ts); `file` is the one the record keeps, and a new revision puts the one
 * it replaces in the history.
 */
export function documentRecord(fields: DocumentFields, file: DocumentFile | null, id: string, existing?: DocumentRow): DocumentRow {
  return { ...recordOfWrite(documentKind, id, { ...fields, dosya: null }, () => null), dosya: file, gecmis: historyAfter(existing, fields) };
}
