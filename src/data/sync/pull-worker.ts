import { ApiError } from '../api';
import type { PortalDb } from '../db';
import type { DocFileQueue } from '../document-files';
import { pullAll, UserMismatchError, type FetchPage } from './pull';

// The page's side of the sync worker (./sync-worker.ts, docs/architecture.md §4.4): asks it for
// each pull and turns its answer back into what pullAll would have returned or thrown, so the
// engine handles a pull in the worker as one in the page. Where there is no Worker (the client
// tests' jsdom, an old browser), or the worker cannot start (its file unreachable), the pull runs
// in the page as before.

export interface PullRequest {
  id: number;
  userId: string;
  /** A pull (the default), or the library's files to keep (src/data/document-files.ts). */
  task?: 'pull' | 'documentFiles';
}

export interface PullReply {
  id: number;
  received?: number;
  /** The library's download queue as it goes (a `documentFiles` task); the task is not over. */
  progress?: DocFileQueue;
  error?:
    | { kind: 'userMismatch'; expected: string; actual: string }
    | { kind: 'api'; status: number; body: ApiError['body'] }
    | { kind: 'other'; message: string };
}

/** Runs the engine's pulls (SyncEngineOptions.pullRunner). */
export interface PullRunner {
  /** One pull from the stored cursor to the end, as pullAll: how many changes arrived. */
  pull(): Promise<number>;
  /**
   * Brings the library's files onto the device in the worker (syncDocumentFiles), telling the
   * queue's progress; false when there is no worker: the caller runs it in the page.
   */
  documentFiles(onProgress: (queue: DocFileQueue) => void): Promise<boolean>;
  /** Ends the worker (the engine stopped): a pull still running there is cut short. */
  close(): void;
}

function thrown(error: NonNullable<PullReply['error']>): Error {
  if (error.kind === 'userMismatch') return new UserMismatchError(error.expected, error.actual);
  if (error.kind === 'api') return new ApiError(error.status, error.body);
  return new Error(error.message);
}

/** Pulls in a dedicated worker when the browser has one, else in the page. */
export function pullRunner(db: PortalDb, fetchPage: FetchPage): PullRunner {
  const inPage = () => pullAll(db, fetchPage);
  if (typeof Worker === 'undefined') return { pull: inPage, documentFiles: async () => false, close: () => undefined };

  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  interface Waiting {
    resolve: (received: number) => void;
    reject: (error: unknown) => void;
    progress?: (queue: DocFileQueue) => void;
    /** Run in the page instead if the worker fails (a pull); else answered 0. */
    inPage: () => Promise<number>;
  }
  const waiting = new Map<number, Waiting>();

  const start = (): Worker => {
    const started = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'portal-sync' });
    started.onmessage = (event: MessageEvent<PullReply>) => {
      const { id, received, error, progress } = event.data;
      const request = waiting.get(id);
      if (!request) return;
      if (progress) {
        request.progress?.(progress);
        return;
      }
      waiting.delete(id);
      if (error) request.reject(thrown(error));
      else request.resolve(received ?? 0);
    };
    // The worker did not load or crashed: this pull and every later one run in the page.
    started.onerror = (event) => {
      event.preventDefault();
      broken = true;
      started.terminate();
      worker = null;
      const pending = [...waiting.values()];
      waiting.clear();
      for (const request of pending) request.inPage().then(request.resolve, request.reject);
    };
    return started;
  };

  const ask = (task: NonNullable<PullRequest['task']>, fallback: () => Promise<number>, progress?: (queue: DocFileQueue) => void) => {
    if (broken) return fallback();
    worker ??= start();
    const target = worker;
    const id = (next += 1);
    return new Promise<number>((resolve, reject) => {
      waiting.set(id, { resolve, reject, progress, inPage: fallback });
      target.postMessage({ id, userId: db.userId, task } satisfies PullRequest);
    });
  };

  return {
    pull: () => ask('pull', inPage),
    documentFiles: async (onProgress) => (await ask('documentFiles', async () => -1, onProgress)) >= 0,
    close: () => {
      worker?.terminate();
      worker = null;
      // A pull cut short ends (the engine's lock is let go); the stopped engine ignores how.
      const pending = [...waiting.values()];
      waiting.clear();
      for (const request of pending) request.reject(new Error('sync worker closed'));
    },
  };
}
