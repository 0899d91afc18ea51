import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../src/data/local';
import type { SyncEngine, SyncStatus } from '../../src/data/sync/engine';
import { createStore, type Store } from '../../src/data/store';
import { preloadWhenIdle } from '../../src/routes/preload-when-idle';

// An area's other screens load after the first pull has ended (or after 10 s), then when idle:
// the first screen and its data have the connection first.

const idle: SyncStatus = { syncing: false, paused: false, unreachable: false, lastSyncedAt: null };

/** Signs a user in as far as the preloads can tell: a local database whose engine has a status. */
function signIn(status: SyncStatus): Store<SyncStatus> {
  const store = createStore<SyncStatus>(status);
  localStore.set({ userId: 'u1', db: null as never, engine: { status: store } as unknown as SyncEngine });
  return store;
}

describe('preloadWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom has no requestIdleCallback: the fallback timer stands for the idle moment.
    expect('requestIdleCallback' in window).toBe(false);
  });
  afterEach(() => {
    localStore.set(null);
    vi.useRealTimers();
  });

  it('waits while the first pull runs, then loads each screen once', async () => {
    const status = signIn({ ...idle, syncing: true });
    const detail = vi.fn(async () => undefined);
    const form = vi.fn(async () => undefined);
    preloadWhenIdle({ preload: detail }, { preload: form });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(detail).not.toHaveBeenCalled();

    status.set({ ...idle, lastSyncedAt: Date.now() });
    await vi.advanceTimersByTimeAsync(999);
    expect(detail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);

    // Later pulls do not load them again.
    status.set({ ...idle, lastSyncedAt: Date.now() + 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it('starts at once after a pull that ended before it was asked', async () => {
    signIn({ ...idle, lastSyncedAt: 1 });
    const preload = vi.fn(async () => undefined);
    preloadWhenIdle({ preload });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a server that cannot be reached, nor for a sign-in', async () => {
    const status = signIn({ ...idle, syncing: true });
    const offline = vi.fn(async () => undefined);
    preloadWhenIdle({ preload: offline });
    status.set({ ...idle, unreachable: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(offline).toHaveBeenCalledTimes(1);

    const paused = vi.fn(async () => undefined);
    const again = signIn({ ...idle, syncing: true });
    preloadWhenIdle({ preload: paused });
    again.set({ ...idle, paused: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(paused).toHaveBeenCalledTimes(1);
  });

  it('follows the database opened after it was asked, and gives up waiting after 10 s', async () => {
    const early = vi.fn(async () => undefined);
    preloadWhenIdle({ preload: early });
    const status = signIn({ ...idle, syncing: true });
    status.set({ ...idle, lastSyncedAt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(early).toHaveBeenCalledTimes(1);

    localStore.set(null);
    const never = vi.fn(async () => undefined);
    preloadWhenIdle({ preload: never });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(never).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_001);
    expect(never).toHaveBeenCalledTimes(1);
  });

  it('ignores a screen whose load fails', async () => {
    signIn({ ...idle, lastSyncedAt: 1 });
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const other = vi.fn(async () => undefined);
    preloadWhenIdle({ preload: failing }, { preload: other }, {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
