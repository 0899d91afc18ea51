import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { docFilesTable, docFileQueue, syncDocumentFiles, type DocFileQueue } from './document-files';
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

/**
 * Keeps the library's files on the device while the main layout is shown: after each pull the
 * files to keep come down (a failed one is tried again). Run by the layout, not the sign-in.
 */
export function useKeptDocumentFiles(): void {
  const local = useLocal();
  useEffect(() => {
    if (!local) return;
    const { db, engine } = local;
    let synced: number | null = null;
    const run = () => {
      const at = engine.status.get().lastSyncedAt;
      if (at === null || at === synced) return;
      synced = at;
      void syncDocumentFiles(db);
    };
    run();
    return engine.status.subscribe(run);
  }, [local]);
}
