import { lazy } from 'react';
import type { ScrollArea as MantineScrollArea } from '@mantine/core';

/**
 * Mantine's ScrollArea for Table.ScrollContainer, loaded when one first renders: vite.config.ts
 * resolves the table's import of ScrollArea here. The table module imports it for that one part,
 * which no screen uses, and so brought ScrollArea (15 KB before minifying) to every list's first
 * load; the selects' dropdowns and the modals load it after the first render.
 */
export const ScrollArea = lazy(async () => {
  // @ts-expect-error -- Mantine's module files have no declarations of their own; its index has them.
  const loading = import('../../../node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs');
  const module = (await loading) as { ScrollArea: typeof MantineScrollArea };
  return { default: module.ScrollArea };
});
