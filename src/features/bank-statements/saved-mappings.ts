import type { StatementMapping } from '../../domain/statements/csv-mapping';
import { readJson, STORAGE_KEYS, writeJson } from '../../data/storage';

// Column mappings of banks' CSV/XLSX exports, saved on this device per bank (docs/areas/bank-statements.md
// §8): the user corrects a sample once and the import page offers it by the bank's name next time.
// Sent whole with each import (the server takes a mapping as JSON).

export function savedMappings(): Record<string, StatementMapping> {
  const stored = readJson<Record<string, StatementMapping>>(STORAGE_KEYS.statementMappings);
  return stored && typeof stored === 'object' ? stored : {};
}

export function saveMapping(mapping: StatementMapping): void {
  writeJson(STORAGE_KEYS.statementMappings, { ...savedMappings(), [mapping.banka]: mapping });
}

/** Labels typed by the user, one or more separated by `|`. */
export const labelsOf = (text: string): string[] =>
  text
    .split('|')
    .map((label) => label.trim())
    .filter(Boolean)
    .slice(0, 10);
export const textOf = (labels: readonly string[] | undefined): string => (labels ?? []).join(' | ');
