import type { Db } from '../db/client';
import { deleteUnreferencedBefore, knownStorageKeys } from './files-repository';
import type { FileStorage } from './storage';

const HOUR_MS = 60 * 60 * 1000;

/** How old each kind of leftover must be before the sweep removes it. */
export const SWEEP_AGES = {
  /** A write still under way is minutes old at most; an hour-old `.tmp-` file was left by a crash. */
  temporaryMs: HOUR_MS,
  /** Stored bytes get their row right after the write: an hour without one, they never will. */
  orphanMs: HOUR_MS,
  /** An upload whose record never came (the form abandoned, a quota filled on purpose). */
  unreferencedMs: 24 * HOUR_MS,
} as const;

export interface SweepResult {
  /** Rows (and their bytes) of files no record referred to a day after their upload. */
  unreferenced: number;
  /** Stored bytes without a row. */
  orphans: number;
  /** Partial writes (`.tmp-` files). */
  temporary: number;
}

const BATCH = 500;

/**
 * Removes what no record will ever use (issue 32 item 13): uploads no record refers to a day after
 * they were made (row and bytes), stored bytes that have no row (a crash between the write and the
 * row, or between a row's delete and its bytes'), and partial writes an hour old. Safe to run
 * beside uploads and on several processes at once: everything it removes is old enough that no
 * request is still working on it.
 */
export async function sweepFiles(db: Db, storage: FileStorage, now: Date): Promise<SweepResult> {
  const at = now.getTime();
  const temporary = await storage.dropPartial(new Date(at - SWEEP_AGES.temporaryMs));

  const keys = await deleteUnreferencedBefore(db, new Date(at - SWEEP_AGES.unreferencedMs));
  for (const key of keys) await storage.delete(key);

  let orphans = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await knownStorageKeys(db, batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.delete(key);
      orphans += 1;
    }
    batch = [];
  };
  const orphanBefore = at - SWEEP_AGES.orphanMs;
  for await (const object of storage.list()) {
    if (object.modified.getTime() >= orphanBefore) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { unreferenced: keys.length, orphans, temporary };
}

/**
 * Sweeps at once and then every `intervalMs` (an hour), on timers that do not keep the process
 * alive; a failed sweep is reported and the next one tries again. Answers a function that stops it.
 */
export function scheduleFileSweep(
  db: Db,
  storage: FileStorage,
  report: (error: unknown, result?: SweepResult) => void,
  intervalMs = HOUR_MS,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepFiles(db, storage, new Date())
      .then(
        (result) => report(undefined, result),
        (error: unknown) => report(error),
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  first.unref();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
