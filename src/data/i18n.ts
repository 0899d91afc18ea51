import { i18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages.po';
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

i18n.load({ tr, en });

export const languageStore = createStore<Language>(DEFAULT_LANGUAGE);

export function setLanguage(language: Language): void {
  i18n.activate(language);
  document.documentElement.lang = language;
  writeString(STORAGE_KEYS.language, language);
  languageStore.set(language);
}

/** Activates the remembered language; called once before the first render. */
export function initLanguage(): void {
  const saved = readString(STORAGE_KEYS.language);
  setLanguage(isLanguage(saved) ? saved : DEFAULT_LANGUAGE);
}

export function useLanguage(): Language {
  return useStore(languageStore);
}

export { i18n };
