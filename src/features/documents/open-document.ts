import type { UploadedFile } from '../../domain/file';
import { documentFile } from '../../data/document-files';
import type { DocumentRow } from '../../data/documents';
import { requireLocal } from '../../data/local';

/** The document's uploaded file, if it has one (a file picked offline has not got one yet). */
export function uploadedFileOf(row: Pick<DocumentRow, 'dosya'>): UploadedFile | null {
  return row.dosya && '_id' in row.dosya ? row.dosya : null;
}

/**
 * Opens a document's file in the browser's own viewer (a new tab): from the device when it is kept
 * there, otherwise fetched (and kept: what is opened once opens offline later). The tab opens at
 * once, while the click still counts as the user's, and gets its address when the file is there.
 */
export async function openDocument(row: DocumentRow): Promise<void> {
  const file = uploadedFileOf(row);
  if (!file) return;
  const tab = window.open('', '_blank');
  try {
    const blob = await documentFile(requireLocal().db, row._id, file, true);
    const url = URL.createObjectURL(new Blob([blob], { type: file.type }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
