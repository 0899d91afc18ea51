/**
 * Loads an area's other screens once the browser is idle after the first one rendered: the first
 * load stays small, and the detail and the form are at hand (also offline, when the service worker
 * has not finished precaching on a first visit) by the time they are opened.
 */
export function preloadWhenIdle(...components: { preload?: () => Promise<void> | undefined }[]): void {
  const run = () => {
    for (const component of components) void component.preload?.()?.catch(() => undefined);
  };
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
