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
 * The catalogs (lingui.config.ts): `shell` for the sign-in and the app frame, `app` for the main
 * layout and the records' shared pieces, and one per area (src/features/<area>) for its screens.
 * Only Turkish `shell` is in the first load; the others load when needed (a language chosen, the
 * main layout or an area's screen opened: withAreaMessages). The service worker precaches them all,
 * so they load offline too.
 */
const lazyCatalogs = import.meta.glob<Messages>(['../locales/*/*.po', '!../locales/tr/shell.po'], { import: 'messages' });

function catalog(part: string, language: Language): Promise<Messages> {
  if (part === 'shell' && language === 'tr') return Promise.resolve(trShell);
  const load = lazyCatalogs[`../locales/${language}/${part}.po`];
  return load ? load() : Promise.reject(new Error(`no catalog src/locales/${language}/${part}.po (lingui.config.ts)`));
}

/** The catalogs in use: a language switch loads each of them in the new language. */
const parts = new Set<string>(['shell']);
const loaded = new Map<string, Promise<void>>();

function loadPart(part: string, language: Language): Promise<void> {
  const key = `${part}/${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalog(part, language).then((messages) => i18n.load(language, messages));
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

export const languageStore = createStore<Language>(DEFAULT_LANGUAGE);
/** The language last asked for: the active one, or the one whose catalogs are still loading. */
let requested: Language = DEFAULT_LANGUAGE;
/** The language the screens show, once one was activated (the first render waits for it). */
let active: Language | null = null;

/**
 * The languages a catalog taken into use now must be loaded in: the one asked for and the one on
 * screen. Before the first activation only the one asked for: with English remembered, a full
 * load fetches the English catalogs, not the Turkish ones first.
 */
function languagesInUse(): Language[] {
  return active && active !== requested ? [active, requested] : [requested];
}

export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  // A catalog taken into use while these load (an area's screen opened) loads in this language too.
  let wanted: string[];
  do {
    wanted = [...parts];
    await Promise.all(wanted.map((part) => loadPart(part, language)));
  } while (parts.size !== wanted.length);
  // The last language asked for wins: an earlier request whose catalogs arrive later (the session's
  // language, loading while the user picks another) does not switch back.
  if (requested !== language) return;
  i18n.activate(language);
  active = language;
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

/** The screens' texts, in the language in use; the main layout waits for them. */
export async function loadAppMessages(): Promise<void> {
  parts.add('app');
  await Promise.all(languagesInUse().map((language) => loadPart('app', language)));
}

/**
 * An area's texts (its catalog, named after its folder in src/features) in the language in use,
 * taken into use for later language switches.
 */
export async function loadAreaMessages(area: string): Promise<void> {
  parts.add(area);
  await Promise.all(languagesInUse().map((language) => loadPart(area, language)));
}

/**
 * A route's lazy import that also loads its area's catalog, side by side: the router renders the
 * screen once both have arrived. Every route of the main layout loads its screens through it
 * (scripts/check-budgets.mjs reads the area from the call, `withAreaMessages('bills', () => import(…))`).
 */
export function withAreaMessages<T>(area: string, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAreaMessages(area)]).then(([module]) => module);
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
