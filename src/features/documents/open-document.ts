import type { UploadedFile } from '../../domain/file';
import type { DocumentRow } from '../../data/documents';
import { openKeptFile } from '../../ui/kept-file';

/** The document's uploaded file, if it has one (a file picked offline has not got one yet). */
export function uploadedFileOf(row: Pick<DocumentRow, 'dosya'>): UploadedFile | null {
  return row.dosya && '_id' in row.dosya ? row.dosya : null;
}

/** Opens a document's file in a new tab titled with its name, from the device when it is kept there. */
export async function openDocument(row: DocumentRow): Promise<void> {
  const file = uploadedFileOf(row);
  if (file) await openKeptFile(file, { dokuman: row._id, title: row.baslik });
}
