import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

/** Debian's Chromium, never a downloaded one (the developers' guide). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function newContext(browser: Browser, width = 1280, height = 900): Promise<BrowserContext> {
  return browser.newContext({ baseURL: inject('baseURL'), viewport: { width, height }, locale: 'tr-TR' });
}

/** Page object for the screens every test passes through. */
export class AppPage {
  constructor(readonly page: Page) {}

  async gotoLogin(): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
  }

  async fillLogin(email: string, password: string): Promise<void> {
    await this.page.getByLabel(/^E-posta/).fill(email);
    await this.page.getByRole('textbox', { name: /^Şifre/ }).fill(password);
    await this.page.getByRole('button', { name: 'Giriş Yap' }).click();
  }

  /** Signs in as the administrator and lands on the company choice. */
  async signIn(): Promise<void> {
    await this.gotoLogin();
    await this.fillLogin(inject('adminEmail'), inject('adminPassword'));
    await this.page.waitForURL('**/sirket-secim');
  }

  async chooseCompany(name: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(name) }).click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }

  /** Signed in with the first company chosen, on the dashboard. */
  async signInAndChoose(): Promise<void> {
    await this.signIn();
    const first = this.page.locator('button:has(p)').nth(1);
    await first.click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }

  /**
   * The app works offline once its service worker controls the page and has precached the build
   * (every screen's chunk): what a first visit leaves behind before the connection goes.
   */
  async waitOfflineReady(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  }

  /**
   * Offline-ready and holding one screen's code: the service worker controls the page and its
   * cache has the chunk of `module` (a source path, e.g. 'src/features/bills/bill-form-page.tsx')
   * with every chunk it imports, so the screen opens after the connection has gone.
   */
  async waitChunkCached(module: string): Promise<void> {
    await this.waitOfflineReady();
    const files = chunkFiles(module);
    await expect
      .poll(
        () =>
          this.page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).filter((hit) => !hit).length, files),
        {
          // A fresh context precaches the whole build first (about 140 files): slow on a busy machine.
          timeout: 60_000,
        },
      )
      .toBe(0);
  }

  /**
   * Chooses the language and waits until it has loaded: the choice is remembered (and the button
   * shows it pressed) only once its catalog is in, so a navigation before that reads the old one.
   */
  async switchLanguage(language: 'tr' | 'en'): Promise<void> {
    const button = this.page.locator(`button[lang="${language}"]`).first();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
  }

  heading() {
    return this.page.locator('main h2').first();
  }

  async expectHeading(text: string): Promise<void> {
    await expect.poll(() => this.heading().textContent(), { timeout: 10_000 }).toBe(text);
  }
}

/**
 * How many live accounts of each company the device holds, read from IndexedDB in the page. The
 * read never creates the app's database nor holds a connection that would block its opening.
 */
export function accountsByCompany(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const user = JSON.parse(window.localStorage.getItem('sonKullanici') ?? '{}') as { _id?: string };
    const name = `portal-${user._id}`;
    if (!user._id || !(await indexedDB.databases()).some((info) => info.name === name)) return {};
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open(name);
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!db) return {};
    db.onversionchange = () => db.close();
    try {
      if (!db.objectStoreNames.contains('cariHesap')) return {};
      const rows = await new Promise<{ sirket?: string; _deleted?: number }[]>((resolve) => {
        const request = db.transaction('cariHesap').objectStore('cariHesap').getAll();
        request.onsuccess = () => resolve(request.result as { sirket?: string; _deleted?: number }[]);
      });
      const counts: Record<string, number> = {};
      for (const row of rows) if (!row._deleted && row.sirket) counts[row.sirket] = (counts[row.sirket] ?? 0) + 1;
      return counts;
    } finally {
      db.close();
    }
  });
}

/**
 * One browser for the test file and, for each test, a fresh context (`width` × `height`) with a page:
 * `use` gets them, to keep in the file's variables. After each test the contexts it opened close
 * (one a test opened itself too); the browser closes after the file.
 */
export function pagePerTest(
  use: (opened: { browser: Browser; context: BrowserContext; page: Page; app: AppPage }) => void,
  width?: number,
  height?: number,
): void {
  let browser: Browser | undefined;
  let before = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser is not launched yet');
    before = new Set(browser.contexts());
    const context = await newContext(browser, width, height);
    const page = await context.newPage();
    use({ browser, context, page, app: new AppPage(page) });
  });
  afterEach(async () => {
    for (const context of browser?.contexts() ?? []) if (!before.has(context)) await context.close();
  });
}

/**
 * One browser for the test file, launched before its tests and closed after them with every
 * context `open` made.
 */
export function browserForFile(): { open: (width?: number, height?: number) => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return {
    open: async (width, height) => {
      if (!browser) throw new Error('the browser is not launched yet');
      const context = await newContext(browser, width, height);
      contexts.push(context);
      return context;
    },
  };
}

/** A JSON request with the context's cookies and anti-forgery token; the status and the body. */
export async function apiAs<T>(
  context: BrowserContext,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': token, ...headers } });
  return { status: response.status(), body: (await response.json()) as T };
}

/** Uploads `buffer` as a file through the API with the context's session; the file's id. */
export async function uploadAs(context: BrowserContext, name: string, buffer: Buffer, mimeType = 'application/pdf'): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/api/file/single', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** An account as the API answers it, for tests that edit one. */
export interface ApiAccount {
  _id: string;
  sirket: string;
  unvan: string;
  version: number;
  [field: string]: unknown;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The built files of a source module's chunk and of the chunks it imports statically (Vite's manifest). */
export function chunkFiles(module: string): string[] {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  if (!manifest[module]) throw new Error(`${module} has no chunk of its own in the build`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(module);
  return [...seen].map((key) => `/${manifest[key]!.file}`);
}

/**
 * The screen at rest, as a check or a screenshot should see it: web fonts loaded and every CSS
 * transition and finite animation ended (an endless one, a loader's, is left running).
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * A screenshot of the screen at rest (`atRest`), without the caret or a toast over the content.
 * Charts draw at once when the page is told the user prefers reduced motion (Recharts honours it).
 */
export async function stillShot(page: Page, path: string, fullPage = true): Promise<void> {
  await atRest(page);
  await page.screenshot({
    path,
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    style: '.mantine-Notifications-root { display: none !important; }',
  });
}

/**
 * Makes the device send each queued change by its own request (the server's batched push answers
 * 404, as a server without it would: docs/architecture.md §4.3), for a test that holds or fails
 * one change's own route to show what the sync view then says.
 */
export async function onePerRequest(target: Page | BrowserContext): Promise<void> {
  await target.route('**/api/sync/push', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"notFound"}' }),
  );
}
