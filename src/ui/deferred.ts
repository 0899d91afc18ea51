import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A module of controls that loads after the first render: until it has loaded, the screen renders
 * look-alikes of their targets (same size, same accessible name, marked `data-deferred`), which
 * start the load when hovered or focused. A look-alike that had the focus hands it to the control
 * with the same `data-focus-key` (the one rendered by the same component) or the same accessible name.
 *
 * When somebody waits for the module (a look-alike hovered, focused or clicked), it replaces the
 * look-alikes at once. When it only loaded because the browser was idle, the replacement is a
 * transition: React renders it in slices of a few milliseconds (every tooltip, select and menu of
 * the screen at once is a 100 ms task on a tablet otherwise) and the screen keeps answering taps.
 */
export function deferred<M>(load: () => Promise<M>) {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  let wanted = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const start = (): Promise<M> => {
    loading ??= load().then(
      (loaded) => {
        const focused = focusedName();
        module = loaded;
        if (wanted || focused) {
          flushSync(notify);
          if (focused) setTimeout(() => restoreFocus(focused), 0);
        } else {
          startTransition(notify);
        }
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  /** A load somebody waits for. */
  const request = (): Promise<M> => {
    wanted = true;
    return start();
  };
  const requestQuietly = () => void request().catch(() => undefined);
  let idleScheduled = false;
  const loadOnUse = { onPointerEnter: requestQuietly, onFocus: requestQuietly };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    /** Loads the module (once); resolves with it. */
    load: request,
    /** Starts loading once the browser is idle (after the first render). */
    loadWhenIdle(): void {
      // Every look-alike asks; one idle callback serves them all.
      if (idleScheduled || module) return;
      idleScheduled = true;
      const run = () => {
        idleScheduled = false;
        void start().catch(() => undefined);
      };
      whenIdle(run, 1500);
    },
    /** The module once loaded, null before. */
    useModule(): M | null {
      const [current, setCurrent] = useState(module);
      useEffect(() => {
        const update = () => setCurrent(module);
        // Also a module that arrived between this component's render and this effect.
        update();
        return subscribe(update);
      }, []);
      return current;
    },
    /** A look-alike's events: hovering or focusing it starts the load. */
    loadOnUse,
    /**
     * The props of a menu button rendered before its menu has loaded: a look-alike that starts the
     * load when hovered or focused; a click loads the menu and has `openOnLoad` open it once there.
     */
    menuButton(openOnLoad: () => void) {
      return {
        'aria-haspopup': 'menu' as const,
        'aria-expanded': false,
        'data-deferred': true,
        ...loadOnUse,
        onClick: () => {
          openOnLoad();
          requestQuietly();
        },
      };
    },
  };
}

/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest; returns a cancel.
 * Browsers without idle callbacks wait a fixed `fallback` ms.
 */
export function whenIdle(run: () => void, timeout: number, fallback = 200): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallback);
  return () => clearTimeout(timer);
}

function focusedName(): string | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || !element.closest('[data-deferred]')) return null;
  const key = element.getAttribute('data-focus-key');
  if (key) return `[data-focus-key="${CSS.escape(key)}"]`;
  const label = element.getAttribute('aria-label');
  return label ? `[aria-label="${CSS.escape(label)}"]` : null;
}

function restoreFocus(selector: string): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  document.querySelector<HTMLElement>(selector)?.focus();
}
