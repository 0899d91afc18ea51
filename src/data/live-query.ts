import type { liveQuery as dexieLiveQuery, RangeSet as dexieRangeSet } from 'dexie';
import type Dexie from 'dexie';
import { useDebugValue, useEffect, useState } from 'react';
import { createStore, useStore } from './store';

// Dexie loads after the main layout's first render, with the device database (src/data/local.ts),
// not with the screens: their hooks import `useLiveQuery` from 'dexie-react-hooks', and vite.config.ts
// resolves that name for src/ to this module, which has no static import of Dexie (the package
// imports all of it, 32 KB gzip). Until Dexie has loaded, a hook answers its default (undefined
// unless given), as it does anyway until a query's first answer; then it runs as the package's does.

/** The parts of Dexie the modules that load before it use; provided by src/data/db.ts. */
export interface LoadedDexie {
  liveQuery: typeof dexieLiveQuery;
  RangeSet: typeof dexieRangeSet;
  /** Dexie's global events (`storagemutated`: each committed write, in this tab or another). */
  on: (typeof Dexie)['on'];
}

const dexieStore = createStore<LoadedDexie | null>(null);

/** Called with the first device database (src/data/db.ts: PortalDb), so once Dexie has loaded. */
export function provideDexie(dexie: LoadedDexie): void {
  dexieStore.set(dexie);
}

/** Dexie once loaded: a caller holding a database (a PortalDb) always finds it. */
export function loadedDexie(): LoadedDexie {
  const dexie = dexieStore.get();
  if (!dexie) throw new Error('Dexie has not loaded: open the device database first');
  return dexie;
}

/**
 * dexie-react-hooks' `useLiveQuery` (4.x): the querier runs in a liveQuery and again after each
 * write that touches what it read; the last result stays while new deps are queried; an error is
 * thrown to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: TDefault): T | TDefault;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: TDefault,
): T | TDefault | undefined {
  const dexie = useStore(dexieStore);
  const [state, setState] = useState<{ result: T | TDefault | undefined; error: unknown }>({ result: defaultResult, error: null });
  useEffect(() => {
    if (!dexie) return;
    const subscription = dexie.liveQuery(querier).subscribe({
      next: (result) => setState((current) => (current.error === null && current.result === result ? current : { result, error: null })),
      error: (error: unknown) => setState((current) => (current.error === error ? current : { ...current, error })),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as the package takes them
  }, [dexie, ...deps]);
  useDebugValue(state.result);
  if (state.error) throw state.error;
  return state.result;
}

/** Dexie.minKey and Dexie.maxKey (an array key: every browser the app supports takes them), for ranges. */
export const minKey = -Infinity;
export const maxKey: never[][] = [[]];
