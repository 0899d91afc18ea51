/* eslint-disable react-hooks/exhaustive-deps, react-hooks/use-memo -- the refs array is the dependency list, as in floating-ui */
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * floating-ui's useMergeRefs (@floating-ui/react, MIT), for Mantine's ScrollArea alone: vite.config.ts
 * resolves ScrollArea's import of '@floating-ui/react' here. ScrollArea needs only this hook, but
 * through the package it brought all of floating-ui (the popovers' positioning, ~16 KB gzip) to
 * whatever loads ScrollArea: the modals (the confirm dialogs) have no other use for it.
 */
export function useMergeRefs<Instance>(refs: (Ref<Instance> | undefined)[]): RefCallback<Instance> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: Instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => void ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
  }, refs);
}
