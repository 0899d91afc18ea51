import { ApiError } from '../api';
import type { PortalDb } from '../db';
import { pullAll, UserMismatchError, type FetchPage } from './pull';

// The page's side of the sync worker (./sync-worker.ts, docs/architecture.md §4.4): asks it for
// each pull and turns its answer back into what pullAll would have returned or thrown, so the
// engine handles a pull in the worker as one in the page. Where there is no Worker (the client
// tests' jsdom, an old browser), or the worker cannot start (its file unreachable), the pull runs
// in the page as before.

export interface PullRequest {
  id: number;
  userId: string;
}

export interface PullReply {
  id: number;
  received?: number;
  error?:
    | { kind: 'userMismatch'; expected: string; actual: string }
    | { kind: 'api'; status: number; body: ApiError['body'] }
    | { kind: 'other'; message: string };
}

/** Runs the engine's pulls (SyncEngineOptions.pullRunner). */
export interface PullRunner {
  /** One pull from the stored cursor to the end, as pullAll: how many changes arrived. */
  pull(): Promise<number>;
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
  if (typeof Worker === 'undefined') return { pull: inPage, close: () => undefined };

  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  const waiting = new Map<number, { resolve: (received: number) => void; reject: (error: unknown) => void }>();

  const start = (): Worker => {
    const started = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'portal-sync' });
    started.onmessage = (event: MessageEvent<PullReply>) => {
      const { id, received, error } = event.data;
      const request = waiting.get(id);
      if (!request) return;
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
      for (const request of pending) inPage().then(request.resolve, request.reject);
    };
    return started;
  };

  return {
    pull: () => {
      if (broken) return inPage();
      worker ??= start();
      const target = worker;
      const id = (next += 1);
      return new Promise<number>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        target.postMessage({ id, userId: db.userId } satisfies PullRequest);
      });
    },
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
