import { i18n } from '@lingui/core';
import { messages as tr } from '../locales/tr/messages.po';
import { STORAGE_KEYS, readString, writeString } from './storage';
import { createStore, useStore } from './store';

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Turkish is the default and the fallback (SPEC §1). */
export const DEFAULT_LANGUAGE: Language = 'tr';

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Turkish, the default, is in the first load; English loads when chosen (one catalog is ~10 KB
 * gzip of the sign-in screen's budget). The service worker precaches it, so it loads offline too.
 */
i18n.load({ tr });
const catalogs: Record<Language, () => Promise<void>> = {
  tr: () => Promise.resolve(),
  en: async () => {
    const { messages } = await import('../locales/en/messages.po');
    i18n.load({ en: messages });
  },
};

export const languageStore = createStore<Language>(DEFAULT_LANGUAGE);

export async function setLanguage(language: Language): Promise<void> {
  await catalogs[language]();
  i18n.activate(language);
  document.documentElement.lang = language;
  writeString(STORAGE_KEYS.language, language);
  languageStore.set(language);
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
