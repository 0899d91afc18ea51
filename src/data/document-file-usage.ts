import { useLiveQuery } from 'dexie-react-hooks';
import { docFilesTable, docFileQueue, type DocFileQueue } from './document-files';
import { useLocal } from './local';
import { useStore } from './store';

// What the screens read of the library's files on the device (src/data/document-files.ts).

/** Whether the file is on the device. */
export function useKeptFile(fileId: string | undefined): boolean | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && fileId ? (await docFilesTable(local.db).where('id').equals(fileId).count()) > 0 : false), [local, fileId]);
}

/** The space the library's files take on the device, in bytes, and how many there are. */
export function useDocumentFilesUsage(): { files: number; bytes: number } | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return { files: 0, bytes: 0 };
    let bytes = 0;
    let files = 0;
    await docFilesTable(local.db).each((row) => {
      bytes += row.size;
      files += 1;
    });
    return { files, bytes };
  }, [local]);
}

export function useDocumentFileQueue(): DocFileQueue {
  return useStore(docFileQueue);
}
