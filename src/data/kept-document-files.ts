import { useEffect } from 'react';
import { useLocal } from './local';

// The library's download queue (src/data/document-files.ts) started by the main layout: the
// queue's code loads on the first pull, so no screen's first load carries it.

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
      void import('./document-files').then(async (m) => {
        // In the sync worker where there is one (docs/architecture.md §4.4), else here.
        const inWorker = await engine.documentFiles((queue) => m.docFileQueue.set(queue)).catch(() => false);
        if (!inWorker && !engine.isStopped) await m.syncDocumentFiles(db);
      });
    };
    run();
    const stop = engine.status.subscribe(run);
    return () => {
      stop();
    };
  }, [local]);
}
