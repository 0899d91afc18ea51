import { ApiError } from '../api';
import { PortalDb } from '../db';
import { fetchFileOverHttp, syncDocumentFiles, type DocFileQueue } from '../document-files';
import type { Store } from '../store';
import { engineTransport } from './engine-transport';
import { pullAll, UserMismatchError } from './pull';
import type { PullReply, PullRequest } from './pull-worker';

// The sync engine's pulls and the library's file downloads, off the main thread (docs/architecture.md §4.4): a dedicated module
// worker opens the user's device database itself (Dexie works in a worker) and runs the same
// pullAll as the engine would in the page. Dexie tells the page's live queries of each page it
// stores (its `storagemutated` BroadcastChannel), so the screens update as they do after an
// in-page pull. The page's engine asks for each pull and keeps its lock, status and errors.

interface WorkerScope {
  onmessage: ((event: MessageEvent<PullRequest>) => void) | null;
  postMessage(message: PullReply): void;
}
const scope = self as unknown as WorkerScope;

let open: PortalDb | null = null;

function database(userId: string): PortalDb {
  if (open?.userId === userId) return open;
  open?.close();
  const db = new PortalDb(userId);
  // A newer schema elsewhere: let it upgrade. The page's engine stops and ends this worker.
  db.on('versionchange', () => {
    db.close();
    if (open === db) open = null;
  });
  open = db;
  return db;
}

function failure(error: unknown): PullReply['error'] {
  if (error instanceof UserMismatchError) return { kind: 'userMismatch', expected: error.expected, actual: error.actual };
  if (error instanceof ApiError) return { kind: 'api', status: error.status, body: error.body };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

scope.onmessage = (event) => {
  const { id, userId, task } = event.data;
  void (async () => {
    try {
      if (task === 'documentFiles') {
        let queue: DocFileQueue = { total: 0, done: 0, failed: 0, running: false };
        const progress: Store<DocFileQueue> = {
          get: () => queue,
          set: (next) => {
            queue = next;
            scope.postMessage({ id, progress: next });
          },
          subscribe: () => () => undefined,
        };
        await syncDocumentFiles(database(userId), fetchFileOverHttp, progress);
        scope.postMessage({ id, received: 0 });
        return;
      }
      const received = await pullAll(database(userId), engineTransport(userId).fetchPage);
      // Read by the browser test (tests/e2e/sync-worker.test.ts): the pull ran here.
      performance.mark('portal-sync-pull');
      scope.postMessage({ id, received });
    } catch (error) {
      scope.postMessage({ id, error: failure(error) });
    }
  })();
};
