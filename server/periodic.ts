import type { FastifyInstance } from 'fastify';

/** A task the app runs periodically: the timer while the app runs, and the latest run (for tests to wait on). */
export interface Periodic {
  timer: NodeJS.Timeout | undefined;
  lastRun: Promise<void>;
}

/**
 * Runs `task` when the app is ready and every `intervalMs` after, until it closes; the app's close
 * waits for a run in flight (the database may close right after the app). The timer is unref'd (it
 * never keeps the process alive). `task` handles its own failures: a run never rejects.
 */
export function installPeriodic(app: FastifyInstance, intervalMs: number, task: () => Promise<void>): Periodic {
  const periodic: Periodic = { timer: undefined, lastRun: Promise.resolve() };
  const run = () => {
    periodic.lastRun = task();
  };
  app.addHook('onReady', async () => {
    run();
    periodic.timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(periodic.timer);
    periodic.timer = undefined;
    await periodic.lastRun;
  });
  return periodic;
}
