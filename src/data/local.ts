import type { User } from '../domain/auth';
import type { CollectionName } from '../domain/collections';
import type { DeviceRecord, MirroredRow, MutationOp, OutboxTarget, PortalDb } from './db';
import type * as DeviceModule from './device';
import { useLiveQuery } from './live-query';
import { staleStore } from './stale';
import { createStore, useStore } from './store';
import type { SyncEngine, SyncStatus } from './sync/engine';
import { engineTransport } from './sync/engine-transport';
import { enqueue, newRecordId, type EnqueueOptions } from './sync/outbox';

interface Local {
  userId: string;
  db: PortalDb;
  engine: SyncEngine;
}

/**
 * The signed-in user's local database and its sync engine; null while nobody is signed in and
 * while the database is still opening: a screen's live queries answer their defaults meanwhile
 * (src/data/live-query.ts), as they do until a query's first answer.
 */
export const localStore = createStore<Local | null>(null);

export { staleStore };

export interface LocalCallbacks {
  /** The server no longer knows the session (401). */
  onUnauthorized: () => void;
  /** The session now belongs to another user (signed in in another tab). */
  onUserChanged: () => void;
}

/**
 * Dexie and the sync engine (src/data/device.ts, 35 KB gzip) load after the main layout's first
 * render, not before it: on a ship's link the layout and the screen paint that much sooner, and
 * their data follows once the database is open. A sign-in (the sign-in screen has long rendered),
 * and anything that needs the database at once (openedLocal), loads it without waiting.
 */
type Device = typeof DeviceModule;
let deviceLoading: Promise<Device> | null = null;

function loadDevice(): Promise<Device> {
  deviceLoading ??= import('./device').catch((error: unknown) => {
    deviceLoading = null;
    throw error;
  });
  return deviceLoading;
}

/** The user whose database is open or opening, and its opening once started. */
interface Wanted {
  user: User;
  callbacks: LocalCallbacks;
  opened: Promise<Local | null> | null;
}
let wanted: Wanted | null = null;
/** The main layout has rendered (or somebody signed in): a wanted database opens at once. */
let mayOpen = false;

function open(target: Wanted): Promise<Local | null> {
  target.opened ??= loadDevice().then(
    (device) => {
      // Signed out, or another user, meanwhile.
      if (wanted !== target) return null;
      const userId = target.user._id;
      const { db, engine } = device.openDevice(userId, {
        ...engineTransport(userId),
        onUnauthorized: target.callbacks.onUnauthorized,
        onUserChanged: target.callbacks.onUserChanged,
      });
      const local = { userId, db, engine };
      localStore.set(local);
      engine.start();
      void requestPersistentStorage();
      return local;
    },
    (error: unknown) => {
      target.opened = null;
      throw error;
    },
  );
  return target.opened;
}

function openQuietly(target: Wanted): void {
  // A failed load (the code unreachable) is tried again by the next caller.
  open(target).catch(() => undefined);
}

/**
 * Opens (or keeps) the user's database and starts syncing it: at once when `now` (a sign-in) or
 * once the main layout has rendered (startLocal), else when that happens.
 */
export function openLocal(user: User, callbacks: LocalCallbacks, options: { now?: boolean } = {}): void {
  if (options.now) mayOpen = true;
  if (wanted?.user._id !== user._id) {
    closeLocal();
    wanted = { user, callbacks, opened: null };
  }
  if (mayOpen) openQuietly(wanted);
}

/** Called after the main layout's first render: the signed-in user's database opens now. */
export function startLocal(): void {
  mayOpen = true;
  if (wanted) openQuietly(wanted);
}

/**
 * The signed-in user's database once it is open, opening it now if it waits for the layout's
 * first render. Rejects when nobody is signed in or the device database is stale (as requireLocal).
 */
export async function openedLocal(): Promise<Local> {
  if (staleStore.get()) throw new StaleDatabaseError();
  const target = wanted;
  const local = localStore.get() ?? (target && (await open(target)));
  if (!local) throw new Error('no signed-in user');
  return local;
}

/** Stops syncing and closes the database; its outbox stays on the device for the next sign-in. */
export function closeLocal(): void {
  wanted = null;
  const current = localStore.get();
  if (!current) return;
  current.engine.stop();
  current.db.close();
  localStore.set(null);
}

/** What the user's outbox holds on this device: how many changes of each kind, in queue order. */
export type QueuedChanges = { collection: OutboxTarget; count: number }[];

/** The changes `userId` has queued on this device (none when their database was never made). */
export async function queuedChanges(userId: string): Promise<QueuedChanges> {
  const current = localStore.get();
  const open = current?.userId === userId ? current.db : null;
  const db = open ?? (await (await loadDevice()).existingDatabase(userId));
  if (!db) return [];
  try {
    const counts = new Map<OutboxTarget, number>();
    await db.outbox.orderBy('seq').each((entry) => counts.set(entry.collection, (counts.get(entry.collection) ?? 0) + 1));
    return [...counts].map(([collection, count]) => ({ collection, count }));
  } finally {
    if (!open) db.close();
  }
}

/** Signing out was asked to remove this device's data while changes are still queued. */
export class QueuedChangesError extends Error {
  constructor(readonly queued: QueuedChanges) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: the interface tells this error by its class
    super('changes are still queued on this device');
    this.name = 'QueuedChangesError';
  }
}

/**
 * Removes `userId`'s database from this device (the mirror, the notepad, files picked here, the
 * sync cursor), closing it first; other tabs holding it close on its deletion. Refused with a
 * QueuedChangesError while changes are queued: they exist nowhere else.
 */
export async function deleteLocalData(userId: string): Promise<void> {
  const queued = await queuedChanges(userId);
  if (queued.length > 0) throw new QueuedChangesError(queued);
  if (localStore.get()?.userId === userId || wanted?.user._id === userId) closeLocal();
  await (await loadDevice()).deleteDatabase(userId);
}

/** Asks the browser not to evict the mirror and outbox under storage pressure. */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not granted or not supported: the data is still stored, only evictable.
  }
}

/** The device database is closed for a newer schema: saving must wait for a reload. */
export class StaleDatabaseError extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: the interface tells this error by its class
    super('the device database was upgraded by another tab; reload');
    this.name = 'StaleDatabaseError';
  }
}

export function requireLocal(): Local {
  if (staleStore.get()) throw new StaleDatabaseError();
  const local = localStore.get();
  if (!local) throw new Error('no signed-in user');
  return local;
}

/**
 * Stores a change on the device and queues it, in one Dexie transaction (enqueue), then starts the
 * replay (docs/architecture.md §2). A delete's `record` is `{ _id }`.
 */
export async function queueChange(
  collection: CollectionName,
  op: MutationOp,
  record: MirroredRow,
  options?: EnqueueOptions,
): Promise<void> {
  if (staleStore.get()) throw new StaleDatabaseError();
  // Saved the moment a screen rendered, before the database has opened: it waits for it.
  const { db, engine } = localStore.get() ?? (await openedLocal());
  await enqueue(db, collection, op, record, options);
  engine.kick();
}

/** Queues an update of the record `id`, or a create under a new id when there is none; returns the id. */
export async function queueSave<C extends CollectionName>(
  collection: C,
  id: string | undefined,
  record: (recordId: string) => DeviceRecord<C>,
  options?: EnqueueOptions,
): Promise<string> {
  const recordId = id ?? newRecordId();
  await queueChange(collection, id ? 'update' : 'create', record(recordId) as MirroredRow, options);
  return recordId;
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

/** Queued (pending or stuck), stopped (conflict or rejected) outbox entries, live. */
export function useOutboxSummary(): { pending: number; stopped: number } {
  const local = useLocal();
  return (
    useLiveQuery(
      async () => {
        if (!local) return { pending: 0, stopped: 0 };
        const stopped = await local.db.outbox.where('state').anyOf('conflict', 'rejected').count();
        const total = await local.db.outbox.count();
        return { pending: total - stopped, stopped };
      },
      [local],
    ) ?? { pending: 0, stopped: 0 }
  );
}
