import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/domain/auth';
import { messages as appMessages } from '../../src/locales/tr/app.po';

const captain: User = { _id: '0190f5b2-0000-7000-8000-000000000001', name: 'Kaptan', email: 'k@example.com', isAdmin: false };

/** The catalogs load once per module instance: each test starts from fresh modules. */
async function freshApp() {
  vi.resetModules();
  const { i18n } = await import('@lingui/core');
  const session = await import('../../src/data/session');
  const language = await import('../../src/data/i18n');
  const storage = await import('../../src/data/storage');
  const load = vi.spyOn(i18n, 'load');
  /** The languages the screens' catalog (not the shell's) was loaded in so far (ids are the same in both). */
  const appLoads = () =>
    load.mock.calls
      .filter(([, messages]) => {
        const ids = Object.keys((messages ?? {}) as object);
        return ids.length > 0 && ids.every((id) => id in appMessages);
      })
      .map(([locale]) => locale);
  return { ...session, ...language, ...storage, appLoads };
}

/**
 * A login check that stays on its way until `answer` is called (then the server is unreachable);
 * `asked` settles once the request has left.
 */
function pendingFetch(): { answer: () => void; asked: Promise<void> } {
  const waiting: (() => void)[] = [];
  let left = () => {};
  const asked = new Promise<void>((resolve) => (left = resolve));
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((_, reject) => {
        waiting.push(() => reject(new TypeError('Failed to fetch')));
        left();
      }),
  );
  return { answer: () => waiting.forEach((reject) => reject()), asked };
}

/**
 * The check of a remembered user also starts loading the device database's module (session.ts
 * `loadLocal`) beside its request. A test that ends first leaves that import running, and it then
 * fails as an unhandled error once the file's environment is torn down: the test waits for it (the
 * module loader gives this import the load already under way).
 */
async function localModuleLoaded(): Promise<void> {
  await import('../../src/data/local');
}

describe("the screens' catalog at start", () => {
  // Compiled once up front: compiled for the first time inside a test, side by side, the English
  // catalogs sometimes did not load within the test's wait.
  beforeAll(async () => {
    await import('../../src/locales/en/shell.po');
    await import('../../src/locales/en/app.po');
  });
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads while the session check is still on its way, for a user remembered on this device', async () => {
    const app = await freshApp();
    app.writeJson(app.STORAGE_KEYS.lastUser, captain);
    pendingFetch();
    // Left unanswered: an answer would open the device database and start its sync engine, which
    // would outlive the test.
    void app.checkSession();
    // The main layout waits for these texts: they arrive before the server has answered.
    await vi.waitFor(() => expect(app.appLoads()).toEqual(['tr']), { timeout: 10_000 });
    expect(app.sessionStore.get()).toEqual({ status: 'checking' });
    await localModuleLoaded();
  });

  it('loads in the language the device remembers, whose catalogs are still on their way', async () => {
    const app = await freshApp();
    app.writeJson(app.STORAGE_KEYS.lastUser, captain);
    window.localStorage.setItem(app.STORAGE_KEYS.language, 'en');
    pendingFetch();
    // As main.tsx starts them: the language first, then the check (left unanswered, as above).
    const language = app.initLanguage();
    void app.checkSession();
    await vi.waitFor(() => expect(app.appLoads()).toEqual(['en']), { timeout: 10_000 });
    await language;
    expect(app.appLoads()).toEqual(['en']);
    await localModuleLoaded();
  });

  it('waits for the main layout when nobody is remembered (the sign-in screen comes first)', async () => {
    const app = await freshApp();
    const { answer, asked } = pendingFetch();
    // For a remembered user the check starts the preload in a task of its own (setTimeout 0) as
    // its request leaves: with nobody remembered none is scheduled by the time the request is out.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const check = app.checkSession();
    await asked;
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    answer();
    await expect(check).resolves.toBeNull();
    expect(app.appLoads()).toEqual([]);
  });
});
