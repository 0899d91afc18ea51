import Dexie from 'dexie';
import { databaseName, PortalDb } from './db';
import { keptFilesOf } from './files';
import { staleStore } from './stale';
import { SyncEngine, type SyncEngineOptions } from './sync/engine';
import { pullRunner } from './sync/pull-worker';

// The device database with Dexie and the sync engine (pull, replay): loaded by src/data/local.ts
// after the main layout's first render, not with the layout's code (docs/architecture.md §2).

/** Opens `userId`'s database and makes its sync engine (not started). */
export function openDevice(
  userId: string,
  options: Omit<SyncEngineOptions, 'keptFiles' | 'lockName' | 'pullRunner'>,
): { db: PortalDb; engine: SyncEngine } {
  const db = new PortalDb(userId);
  const engine = new SyncEngine(db, {
    ...options,
    keptFiles: keptFilesOf(db),
    lockName: `portal-sync-${userId}`,
    // The pulls run in a worker (docs/architecture.md §4.4); the replay stays here.
    pullRunner: pullRunner(db, options.fetchPage),
  });
  db.on('versionchange', () => {
    engine.stop();
    db.close();
    // Closed for good (no auto-open): Dexie's default would reopen the old schema on the next
    // write, which then throws. The app asks for a reload instead.
    staleStore.set(true);
  });
  return { db, engine };
}

/** `userId`'s database, opened for a moment when nobody has it open; null when it was never made. */
export async function existingDatabase(userId: string): Promise<PortalDb | null> {
  return (await Dexie.exists(databaseName(userId))) ? new PortalDb(userId) : null;
}

export async function deleteDatabase(userId: string): Promise<void> {
  await Dexie.delete(databaseName(userId));
}
