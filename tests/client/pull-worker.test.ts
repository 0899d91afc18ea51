import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api';
import { pullRunner, type PullReply, type PullRequest } from '../../src/data/sync/pull-worker';
import { readCursor, UserMismatchError, type PullPage } from '../../src/data/sync/pull';
import { freshDb } from './sync-helpers';

// The page's side of the sync worker (src/data/sync/pull-worker.ts, docs/architecture.md §4.4):
// the worker's answers become what pullAll returns or throws, and without a worker (or one that
// cannot load) the pull runs in the page. The worker itself runs in Chromium
// (tests/e2e/sync-worker.test.ts).

/** A stand-in for the browser's Worker: answers each pull with `reply`, or fails to load. */
function fakeWorker(reply: (request: PullRequest) => Omit<PullReply, 'id'> | Omit<PullReply, 'id'>[] | 'load-error') {
  const started: string[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<PullReply>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor(url: URL) {
      started.push(String(url));
    }
    postMessage(request: PullRequest): void {
      queueMicrotask(() => {
        const answer = reply(request);
        if (answer === 'load-error') this.onerror?.(new ErrorEvent('error'));
        else for (const each of [answer].flat()) this.onmessage?.(new MessageEvent('message', { data: { id: request.id, ...each } }));
      });
    }
    terminate(): void {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

const emptyPage = (user: string): PullPage => ({
  user,
  scope: { all: true, companies: [], fingerprint: 'f' },
  changes: [],
  cursor: 7,
  hasMore: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pulls in the sync worker', () => {
  it('asks the worker for each pull, for the database’s user, and returns what arrived', async () => {
    const db = await freshDb('user-1');
    const asked: string[] = [];
    const started = fakeWorker((request) => {
      asked.push(request.userId);
      return { received: 3 };
    });
    const fetchPage = vi.fn();
    const runner = pullRunner(db, fetchPage);
    expect(await runner.pull()).toBe(3);
    expect(await runner.pull()).toBe(3);
    expect(asked).toEqual(['user-1', 'user-1']);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/sync-worker/);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('throws what pullAll would: another user’s page, a 401, the server unreachable', async () => {
    const db = await freshDb('user-1');
    const replies: Omit<PullReply, 'id'>[] = [
      { error: { kind: 'userMismatch', expected: 'user-1', actual: 'user-2' } },
      { error: { kind: 'api', status: 401, body: { message: 'userChanged' } } },
      { error: { kind: 'api', status: 0, body: { message: 'networkError' } } },
    ];
    fakeWorker(() => replies.shift()!);
    const runner = pullRunner(db, vi.fn());
    const mismatch = await runner.pull().catch((error: unknown) => error);
    expect(mismatch).toBeInstanceOf(UserMismatchError);
    expect(mismatch).toMatchObject({ expected: 'user-1', actual: 'user-2' });
    const unauthorized = await runner.pull().catch((error: unknown) => error);
    expect(unauthorized).toBeInstanceOf(ApiError);
    expect(unauthorized).toMatchObject({ status: 401, body: { message: 'userChanged' } });
    const offline = await runner.pull().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect((offline as ApiError).isOffline).toBe(true);
  });

  it('pulls in the page when the worker cannot load, and from then on', async () => {
    const db = await freshDb('user-1');
    let loads = 0;
    fakeWorker(() => {
      loads += 1;
      return 'load-error';
    });
    const fetchPage = vi.fn(async () => emptyPage('user-1'));
    const runner = pullRunner(db, fetchPage);
    expect(await runner.pull()).toBe(0);
    expect(await readCursor(db)).toBe(7);
    await runner.pull();
    expect(loads).toBe(1);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('the library’s files are kept in the worker, its progress told to the page', async () => {
    const db = await freshDb('user-1');
    const tasks: (string | undefined)[] = [];
    fakeWorker((request) => {
      tasks.push(request.task);
      return [
        { progress: { total: 2, done: 0, failed: 0, running: true } },
        { progress: { total: 2, done: 2, failed: 0, running: false } },
        { received: 0 },
      ];
    });
    const seen: unknown[] = [];
    expect(await pullRunner(db, vi.fn()).documentFiles((queue) => seen.push(queue))).toBe(true);
    expect(tasks).toEqual(['documentFiles']);
    expect(seen).toEqual([
      { total: 2, done: 0, failed: 0, running: true },
      { total: 2, done: 2, failed: 0, running: false },
    ]);
    // No worker, or one that cannot load: the page keeps them itself.
    vi.stubGlobal('Worker', undefined);
    expect(await pullRunner(db, vi.fn()).documentFiles(() => undefined)).toBe(false);
    fakeWorker(() => 'load-error');
    expect(await pullRunner(db, vi.fn()).documentFiles(() => undefined)).toBe(false);
  });

  it('pulls in the page where there is no Worker', async () => {
    const db = await freshDb('user-1');
    vi.stubGlobal('Worker', undefined);
    const fetchPage = vi.fn(async () => emptyPage('user-1'));
    expect(await pullRunner(db, fetchPage).pull()).toBe(0);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(await readCursor(db)).toBe(7);
  });

  it('a pull cut short by the engine’s stop ends, so the engine’s lock is let go', async () => {
    const db = await freshDb('user-1');
    let answer: ((reply: PullReply) => void) | undefined;
    class SilentWorker {
      onmessage: ((event: MessageEvent<PullReply>) => void) | null = null;
      onerror = null;
      postMessage(): void {
        answer = (reply) => this.onmessage?.(new MessageEvent('message', { data: reply }));
      }
      terminate(): void {}
    }
    vi.stubGlobal('Worker', SilentWorker);
    const runner = pullRunner(db, vi.fn());
    const pulling = runner.pull();
    runner.close();
    await expect(pulling).rejects.toThrow();
    // An answer after the stop changes nothing.
    answer?.({ id: 1, received: 5 });
  });
});
