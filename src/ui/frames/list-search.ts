import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * Changes the current list's search (its filters and sort, docs/areas/shell.md): each change is a new
 * entry in the browser's history, so the back button restores the previous filters and a reload or a
 * shared link keeps them. `undefined` takes a parameter out of the address (its default).
 */
export function useListSearch(): (patch: Record<string, unknown>) => void {
  const navigate = useNavigate();
  return useCallback(
    (patch) =>
      void navigate({
        to: '.',
        // The route's own validateSearch checks what is written (src/routes/search.ts).
        search: ((previous: Record<string, unknown>) => ({ ...previous, ...patch })) as never,
      }),
    [navigate],
  );
}
