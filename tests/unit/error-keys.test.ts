import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, kindOf } from '../../src/domain/collections';
import { ERROR_KEYS, isErrorKey } from '../../src/domain/error-key';
import { toFieldErrors } from '../../src/domain/validation';
import * as v from 'valibot';

// Every key the server can send (its error answers are typed with ErrorKey) and every key the
// domain's schemas report has a text in both languages: none ends as the generic "Sunucuda bir hata
// oluştu" (issue 40 item 4). The texts are the errors group of the shell catalog (src/ui/error-text.ts:
// what the sign-in can show) and of the app catalog (src/ui/records/error-texts.ts: the records').

/** msgid → msgstr of a language's two catalogs (one-line entries, as Lingui writes the errors group). */
function catalog(locale: 'tr' | 'en', names: readonly string[] = ['shell', 'app']): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of names) {
    const text = readFileSync(new URL(`../../src/locales/${locale}/${name}.po`, import.meta.url), 'utf8');
    for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

/** The string messages of a valibot schema and of everything inside it (pipes, entries, items). */
function schemaMessages(node: unknown, found: Set<string>, seen = new Set<unknown>()): void {
  if (node === null || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) schemaMessages(item, found, seen);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.kind !== 'string' || typeof record.type !== 'string') return;
  if (typeof record.message === 'string') found.add(record.message);
  for (const key of ['pipe', 'entries', 'item', 'items', 'wrapped', 'options', 'rest', 'key', 'value']) {
    const inner = record[key];
    if (inner && typeof inner === 'object') {
      schemaMessages(Array.isArray(inner) ? inner : key === 'entries' ? Object.values(inner) : inner, found, seen);
    }
  }
}

describe('error keys', () => {
  it.each(['tr', 'en'] as const)('every error key has a text in %s', (locale) => {
    const texts = catalog(locale);
    const missing = ERROR_KEYS.filter((key) => !texts.get(`errors.${key}`));
    expect(missing).toEqual([]);
  });

  it.each(['tr', 'en'] as const)('every kind’s own error key has a text in %s in an area’s catalog, none in the app’s', (locale) => {
    const keys = COLLECTION_NAMES.flatMap((name) => kindOf(name).errors ?? []);
    expect(keys).toContain('closedBeforeInspection');
    expect(keys.filter((key) => !isErrorKey(key))).toEqual([]);
    const folder = new URL(`../../src/locales/${locale}/`, import.meta.url);
    const areas = readdirSync(folder)
      .filter((file) => file.endsWith('.po') && !['shell.po', 'app.po'].includes(file))
      .map((file) => file.replace(/\.po$/, ''));
    const areaTexts = catalog(locale, areas);
    expect(keys.filter((key) => !areaTexts.get(`errors.${key}`))).toEqual([]);
    expect(keys.filter((key) => catalog(locale).has(`errors.${key}`))).toEqual([]);
  });

  it('every message of the domain schemas is an error key', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.ts', { eager: true });
    const found = new Set<string>();
    for (const module of Object.values(modules)) for (const value of Object.values(module)) schemaMessages(value, found);
    expect(found.size).toBeGreaterThan(10);
    expect([...found].filter((message) => !isErrorKey(message))).toEqual([]);
  });

  it('a schema message that is not a key reaches the client as invalid, never as free text', () => {
    const result = v.safeParse(v.object({ a: v.string('not a key') }), { a: 1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.issues)).toEqual([{ path: 'a', message: 'invalid' }]);
  });
});
