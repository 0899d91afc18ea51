import { useState } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '../data/storage';

/**
 * The page size chosen for one table, remembered on this device per table (one stored map, keyed
 * by the table's id), so a user who prefers 50 rows does not choose it again on every visit.
 */
export function usePageSize(tableId: string, allowed: readonly number[], fallback: number) {
  const [size, setSize] = useState(() => {
    const stored = readJson<Record<string, number>>(STORAGE_KEYS.tablePageSizes)?.[tableId];
    return stored !== undefined && allowed.includes(stored) ? stored : fallback;
  });
  const choose = (next: number) => {
    setSize(next);
    const all = readJson<Record<string, number>>(STORAGE_KEYS.tablePageSizes) ?? {};
    writeJson(STORAGE_KEYS.tablePageSizes, { ...all, [tableId]: next });
  };
  return [size, choose] as const;
}
