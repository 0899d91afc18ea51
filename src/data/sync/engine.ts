import type { PortalDb } from '../db';
import { ApiError } from '../api';
import { createStore, type Store } from '../store';
import { pullAll, type FetchPage } from './pull';
import { replay, type Send } from './replay';

export interface SyncStatus {
  /** A push or pull is running. */
  syncing: boolean;
  /** The server answered 401: the outbox waits for sign-in. */
  paused: boolean;
  /** The last pull or push could not reach the server. */
  unreachable: boolean;
  lastSyncedAt: number | null;
}

export interface SyncEngineOptions {
  send: Send;
  fetchPage: FetchPage;
  /** Web Lock name: one tab of this user replays at a time. */
  lockName: string;
  onUnauthorized: () => void;
  pullIntervalMs?: number;
}

type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

/**
 * Keeps one user's mirror in step with the server: pulls on start, on an interval, when the
 * connection returns and after a push; pushes the outbox whenever something is queued.
 */
export class SyncEngine {
  readonly status: Store<SyncStatus> = createStore<SyncStatus>({
    syncing: false,
    paused: false,
    unreachable: false,
    lastSyncedAt: null,
  });

  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private interval: ReturnType<typeof setInterval> | undefined;
  private pushing: Promise<void> | null = null;
  private pushAgain = false;
  private stopped = false;

  constructor(
    private readonly db: PortalDb,
    private readonly options: SyncEngineOptions,
  ) {}

  start(): void {
    window.addEventListener('online', this.onOnline);
    this.interval = setInterval(() => void this.sync(), this.options.pullIntervalMs ?? 60_000);
    void this.sync();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    clearInterval(this.interval);
    clearTimeout(this.retryTimer);
  }

  private readonly onOnline = () => {
    // Back online: whatever waited for a backoff goes now.
    void this.db.outbox
      .where('state')
      .equals('pending')
      .modify({ retryAt: undefined })
      .then(() => this.sync());
  };

  /** Push, then pull. */
  async sync(): Promise<void> {
    await this.push();
    await this.pull();
  }

  /** Something was queued: push it (a push already running takes another pass). */
  kick(): void {
    void this.push();
  }

  push(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.pushing) {
      this.pushAgain = true;
      return this.pushing;
    }
    this.pushing = (async () => {
      try {
        do {
          this.pushAgain = false;
          await this.withLock(() => this.replayOnce());
        } while (this.pushAgain && !this.stopped);
      } finally {
        this.pushing = null;
      }
    })();
    return this.pushing;
  }

  private async replayOnce(): Promise<void> {
    this.patch({ syncing: true });
    try {
      const outcome = await replay(this.db, this.options.send);
      if (outcome.kind === 'unauthorized') {
        this.patch({ paused: true });
        this.options.onUnauthorized();
        return;
      }
      this.patch({ paused: false, unreachable: outcome.kind === 'retry' });
      if (outcome.kind === 'retry') {
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.kick(), Math.max(0, outcome.retryAt - Date.now()));
      }
      if (outcome.sent > 0) await this.pull();
    } finally {
      this.patch({ syncing: false });
    }
  }

  async pull(): Promise<void> {
    if (this.stopped) return;
    this.patch({ syncing: true });
    try {
      await pullAll(this.db, this.options.fetchPage);
      this.patch({ unreachable: false, lastSyncedAt: Date.now() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        this.patch({ paused: true });
        this.options.onUnauthorized();
      } else {
        this.patch({ unreachable: true });
      }
    } finally {
      this.patch({ syncing: false });
    }
  }

  private async withLock(run: () => Promise<void>): Promise<void> {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (!locks) return run();
    await locks.request(this.options.lockName, { ifAvailable: true }, async (lock) => {
      if (lock) await run();
      // Another tab holds the lock and replays; look again later in case it closes.
      else this.retryTimer = setTimeout(() => this.kick(), 5_000);
    });
  }

  private patch(next: Partial<SyncStatus>): void {
    this.status.set({ ...this.status.get(), ...next });
  }
}
