import { i18n, type Messages } from '@lingui/core';
import { messages as trShell } from '../locales/tr/shell.po';
import { STORAGE_KEYS, readString, writeString } from './storage';
import { createStore, useStore } from './store';

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Turkish is the default and the fallback (docs/areas/shell.md). */
export const DEFAULT_LANGUAGE: Language = 'tr';

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The catalogs (lingui.config.ts): `shell` for the sign-in and the app frame, `app` for the screens
 * behind sign-in. Only Turkish `shell` is in the first load; the others load when needed (a
 * language chosen, the main layout opened). The service worker precaches them all, so they load
 * offline too.
 */
type Part = 'shell' | 'app';
const catalogs: Record<Part, Record<Language, () => Promise<Messages>>> = {
  shell: {
    tr: () => Promise.resolve(trShell),
    en: async () => (await import('../locales/en/shell.po')).messages,
  },
  app: {
    tr: async () => (await import('../locales/tr/app.po')).messages,
    en: async () => (await import('../locales/en/app.po')).messages,
  },
};
const parts = new Set<Part>(['shell']);
const loaded = new Map<string, Promise<void>>();

function loadPart(part: Part, language: Language): Promise<void> {
  const key = `${part}/${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogs[part][language]().then((messages) => i18n.load(language, messages));
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

export const languageStore = createStore<Language>(DEFAULT_LANGUAGE);
/** The language last asked for: the active one, or the one whose catalogs are still loading. */
let requested: Language = DEFAULT_LANGUAGE;

export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  await Promise.all([...parts].map((part) => loadPart(part, language)));
  // The last language asked for wins: an earlier request whose catalogs arrive later (the session's
  // language, loading while the user picks another) does not switch back.
  if (requested !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
  writeString(STORAGE_KEYS.language, language);
  languageStore.set(language);
}

/**
 * Starts loading the screens' texts in the language asked for, without making the sign-in screen's
 * language changes wait for them (a remembered user is likely to open the main layout next).
 */
export function preloadAppMessages(): void {
  loadPart('app', requested).catch(() => undefined);
}

/** The screens' texts, in the active language; the main layout waits for them. */
export async function loadAppMessages(): Promise<void> {
  parts.add('app');
  await loadPart('app', languageStore.get());
}

/** Activates the remembered language; the first render waits for it. */
export async function initLanguage(): Promise<void> {
  const saved = readString(STORAGE_KEYS.language);
  await setLanguage(isLanguage(saved) ? saved : DEFAULT_LANGUAGE);
}

export function useLanguage(): Language {
  return useStore(languageStore);
}

export { i18n };
