import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../domain/auth';
import { api, send } from './api';
import { PortalDb } from './db';
import { createStore, useStore } from './store';
import { SyncEngine, type SyncStatus } from './sync/engine';
import type { PullPage } from './sync/pull';

interface Local {
  userId: string;
  db: PortalDb;
  engine: SyncEngine;
}

/** The signed-in user's local database and its sync engine; null while nobody is signed in. */
export const localStore = createStore<Local | null>(null);

/** Opens (or keeps) the user's database and starts syncing it. */
export function openLocal(user: User, onUnauthorized: () => void): Local {
  const current = localStore.get();
  if (current?.userId === user._id) return current;
  closeLocal();
  const db = new PortalDb(user._id);
  const engine = new SyncEngine(db, {
    send: (method, path, options) => send(method, path, options),
    fetchPage: (since, limit) => api.get<PullPage>('sync', { since, limit }),
    lockName: `portal-replay-${user._id}`,
    onUnauthorized,
  });
  const local = { userId: user._id, db, engine };
  localStore.set(local);
  engine.start();
  void requestPersistentStorage();
  return local;
}

/** Stops syncing and closes the database; its outbox stays on the device for the next sign-in. */
export function closeLocal(): void {
  const current = localStore.get();
  if (!current) return;
  current.engine.stop();
  current.db.close();
  localStore.set(null);
}

/** Asks the browser not to evict the mirror and outbox under storage pressure. */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not granted or not supported: the data is still stored, only evictable.
  }
}

export function requireLocal(): Local {
  const local = localStore.get();
  if (!local) throw new Error('no signed-in user');
  return local;
}

export function useLocal(): Local | null {
  return useStore(localStore);
}

const idleStatus: SyncStatus = { syncing: false, paused: false, unreachable: false, lastSyncedAt: null };
const noStore = { get: () => idleStatus, set: () => undefined, subscribe: () => () => undefined };

export function useSyncStatus(): SyncStatus {
  const local = useLocal();
  return useStore(local?.engine.status ?? noStore);
}

/** Pending and stopped outbox entries, live. */
export function useOutboxSummary(): { pending: number; stopped: number } {
  const local = useLocal();
  return (
    useLiveQuery(
      async () => {
        if (!local) return { pending: 0, stopped: 0 };
        const pending = await local.db.outbox.where('state').equals('pending').count();
        const total = await local.db.outbox.count();
        return { pending, stopped: total - pending };
      },
      [local],
    ) ?? { pending: 0, stopped: 0 }
  );
}
