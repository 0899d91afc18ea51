import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { deleteOutcomesBefore, KEY_RETENTION_MS } from './db/repositories/idempotency-repository';
import { deleteExpiredSessions } from './db/repositories/sessions-repository';
import { installPeriodic, type Periodic } from './periodic';

// What grows by itself and is pruned on a schedule (issue 32 #14), not only when someone signs in:
// idempotency answers past their 90 days and ended sessions. Kept on purpose:
// - tombstones: a device offline for any time must still pull the delete; they are slim
//   (ServerCollection.tombstone), the size of an id and a few figures.
// - the history (audit): it is the books' record of who changed what, kept like the books; each
//   entry holds only the changed fields (of a list, only the changed items), and every list is capped.

/** How often the server prunes while it runs (and once at start). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the idempotency answers and sessions that have expired by `now`. */
export async function pruneExpired(db: Db, { now, sessionIdleMs }: { now: Date; sessionIdleMs: number }): Promise<void> {
  await deleteOutcomesBefore(db, new Date(now.getTime() - KEY_RETENTION_MS));
  await deleteExpiredSessions(db, { now, idleSince: new Date(now.getTime() - sessionIdleMs) });
}

/** The app's pruning: the timer while the app runs, and the latest run (for tests to wait on). */
export type Pruning = Periodic;

declare module 'fastify' {
  interface FastifyInstance {
    pruning: Pruning;
  }
}

/**
 * Prunes when the app is ready and every PRUNE_INTERVAL_MS after, until it closes. The timer is
 * unref'd (it never keeps the process alive); a failed run is logged and the next one tries again.
 */
export function installPruning(
  app: FastifyInstance,
  db: Db,
  { sessionIdleMs, now = () => new Date() }: { sessionIdleMs: number; now?: () => Date },
): void {
  const pruning = installPeriodic(app, PRUNE_INTERVAL_MS, () =>
    pruneExpired(db, { now: now(), sessionIdleMs }).catch((error: unknown) => {
      app.log.error({ err: error }, 'pruning failed');
    }),
  );
  app.decorate('pruning', pruning);
}
