import { isCollectionName, mirroredRecordOf } from '../../domain/collection-declarations';
import { recordOnDevice } from '../../domain/records/form-input';
import type { OutboxTarget, PortalDb } from '../db';
import type { DocFileQueue } from '../document-files';
import { ApiError } from '../api';
import { createStore, type Store } from '../store';
import { applyServerRecord } from './outbox';
import { pullAll, UserMismatchError, type FetchPage } from './pull';
import type { PullRunner } from './pull-worker';
import { replay, type KeptFiles, type Send } from './replay';

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
  /** GET of one record (a re-read after discard or take-theirs); `null` when it is gone (404). */
  fetchRecord: (path: string) => Promise<Record<string, unknown> | null>;
  keptFiles?: KeptFiles;
  /** Web Lock name: one pull or replay of this user at a time, across tabs (docs/architecture.md §4.1). */
  lockName: string;
  onUnauthorized: () => void;
  /** The server's session belongs to another user now (signed in in another tab). */
  onUserChanged: () => void;
  pullIntervalMs?: number;
  /** Runs the pulls elsewhere (a worker, ./pull-worker.ts); without it they run here with `fetchPage`. */
  pullRunner?: PullRunner;
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/**
 * Keeps one user's mirror in step with the server: pulls on start, on an interval, when the
 * connection returns and after a push; pushes the outbox whenever something is queued. Pulls and
 * replays run one at a time, in this tab and across tabs (a Web Lock).
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
  private running: Promise<void> | null = null;
  private requested = { push: false, pull: false };
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
    this.options.pullRunner?.close();
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private readonly onOnline = () => {
    void this.connectionReturned();
  };

  /**
   * Back online: the backoff earned while the server was away starts over, and whatever waited
   * for it goes now (docs/architecture.md §4.2).
   */
  async connectionReturned(): Promise<void> {
    await this.db.outbox
      .where('state')
      .anyOf('pending', 'stuck')
      .modify((entry) => {
        entry.attempts = 0;
        delete entry.retryAt;
      });
    await this.sync();
  }

  /** Push, then pull. */
  sync(): Promise<void> {
    return this.run({ push: true, pull: true });
  }

  /** Something was queued: push it (a pull follows only if something was sent). */
  kick(): void {
    void this.run({ push: true, pull: false });
  }

  push(): Promise<void> {
    return this.run({ push: true, pull: false });
  }

  pull(): Promise<void> {
    return this.run({ push: false, pull: true });
  }

  /**
   * Re-reads one record from the server (after a discard or take-theirs) so that the device shows
   * the server's current state, not an older copy. Offline it does nothing: the next pull will.
   */
  async refresh(target: OutboxTarget, recordId: string, path: string): Promise<void> {
    if (!isCollectionName(target)) return;
    try {
      const record = await this.options.fetchRecord(`${path}/${encodeURIComponent(recordId)}`);
      await applyServerRecord(this.db, target, recordId, record && recordOnDevice(target, mirroredRecordOf(target, record)));
    } catch {
      // Unreachable: the local state stands until the next pull.
    }
  }

  /**
   * Brings the library's files onto the device in the sync worker (src/data/document-files.ts);
   * false when there is none (the caller runs it in the page).
   */
  documentFiles(onProgress: (queue: DocFileQueue) => void): Promise<boolean> {
    if (this.stopped || !this.options.pullRunner) return Promise.resolve(false);
    return this.options.pullRunner.documentFiles(onProgress);
  }

  /** Single flight: a request made while a run is going is served by that run before it ends. */
  private run(what: { push: boolean; pull: boolean }): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.requested = { push: this.requested.push || what.push, pull: this.requested.pull || what.pull };
    if (this.running) return this.running;
    this.running = (async () => {
      this.patch({ syncing: true });
      try {
        while (!this.stopped && (this.requested.push || this.requested.pull)) {
          const { push, pull } = this.requested;
          this.requested = { push: false, pull: false };
          await this.withLock(async () => {
            const sent = push ? await this.replayOnce() : 0;
            if ((pull || sent > 0) && !this.stopped) await this.pullOnce();
          });
        }
      } finally {
        this.running = null;
        this.patch({ syncing: false });
      }
    })();
    return this.running;
  }

  private async replayOnce(): Promise<number> {
    const outcome = await replay(this.db, this.options.send, Date.now, this.options.keptFiles);
    if (outcome.kind === 'unauthorized') {
      this.unauthorized(outcome.userChanged);
      return outcome.sent;
    }
    this.patch({ paused: false, unreachable: outcome.kind === 'retry' && outcome.unreachable });
    const at = outcome.kind === 'retry' ? outcome.retryAt : outcome.nextRetryAt;
    clearTimeout(this.retryTimer);
    if (at !== undefined) this.retryTimer = setTimeout(() => this.kick(), Math.max(0, at - Date.now()));
    return outcome.sent;
  }

  private async pullOnce(): Promise<void> {
    try {
      await (this.options.pullRunner ? this.options.pullRunner.pull() : pullAll(this.db, this.options.fetchPage));
      this.patch({ unreachable: false, paused: false, lastSyncedAt: Date.now() });
    } catch (error) {
      if (error instanceof UserMismatchError) this.unauthorized(true);
      else if (error instanceof ApiError && error.status === 401) this.unauthorized(error.body.message === 'userChanged');
      else this.patch({ unreachable: true });
    }
  }

  private unauthorized(userChanged: boolean): void {
    if (userChanged) {
      // Another user's session: this tab must not pull or replay anything more as this user.
      this.stop();
      this.options.onUserChanged();
      return;
    }
    this.patch({ paused: true });
    this.options.onUnauthorized();
  }

  private async withLock(run: () => Promise<void>): Promise<void> {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (!locks) return run();
    await locks.request(this.options.lockName, run);
  }

  private patch(next: Partial<SyncStatus>): void {
    this.status.set({ ...this.status.get(), ...next });
  }
}
