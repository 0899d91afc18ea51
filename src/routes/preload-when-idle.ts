import { localStore } from '../data/local';
import { whenIdle } from '../ui/deferred';

/** The longest wait for the first pull before the preloads start anyway (a slow or absent link). */
const FIRST_PULL_WAIT_MS = 10_000;

/**
 * Resolves when the signed-in user's first pull has ended (done, unreachable or paused for sign-in),
 * or after FIRST_PULL_WAIT_MS.
 */
function firstPullSettled(): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const finish = () => {
      for (const stop of stops.splice(0)) stop();
      resolve();
    };
    const timer = setTimeout(finish, FIRST_PULL_WAIT_MS);
    stops.push(() => clearTimeout(timer));
    const watch = () => {
      const engine = localStore.get()?.engine;
      if (!engine) return;
      const settled = () => {
        const status = engine.status.get();
        return status.lastSyncedAt !== null || status.unreachable || status.paused;
      };
      if (settled()) finish();
      else stops.push(engine.status.subscribe(() => settled() && finish()));
    };
    stops.push(localStore.subscribe(watch));
    watch();
  });
}

/**
 * Loads an area's other screens once the first screen has its data and the browser is idle: the
 * first screen's code and the first pull have the connection to themselves (on a ship's link they
 * are what the user waits for), and the detail and the form are at hand (also offline, when the
 * service worker has not finished precaching on a first visit) by the time they are opened.
 */
export function preloadWhenIdle(...components: { preload?: () => Promise<void> | undefined }[]): void {
  const run = () => {
    for (const component of components) void component.preload?.()?.catch(() => undefined);
  };
  if (typeof window === 'undefined') return;
  void firstPullSettled().then(() => whenIdle(run, 3000, 1000));
}
