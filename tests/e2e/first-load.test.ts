import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppPage, launchBrowser } from './browser';

// What a first screen asks for, and when (scripts/signed-in-preload.ts): a signed-in user's screen
// starts loading the layout's and the screen's files beside the entry, not after it; the sign-in
// screen loads none of them. The service worker is blocked, so every request reaches the network
// and shows here; the entry's response is held back, so what is asked for before it arrives can
// only come from the preload script.

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  // The build the browser tests' global setup made or found.
  manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  entryKey = Object.keys(manifest).find((name) => manifest[name]!.isEntry)!;
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseURL'), serviceWorkers: 'block', locale: 'tr-TR' });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

let manifest: Manifest;
let entryKey: string;

/** The files of a manifest chunk with its static imports, without those of the entry. */
function ownFiles(key: string): string[] {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      manifest[name]?.imports?.forEach(visit);
    };
    visit(start);
    return seen;
  };
  const entry = closure(entryKey);
  return [...closure(key)].filter((name) => !entry.has(name)).map((name) => `/${manifest[name]!.file}`);
}

/** Opens `path` with the entry held back; returns the /assets/ paths asked for meanwhile, then lets it go. */
async function openHoldingEntry(page: Page, path: string): Promise<{ beforeEntry: string[]; all: string[] }> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) requested.push(pathname);
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const entry = `/${manifest[entryKey]!.file}`;
  let entryAsked!: () => void;
  const asked = new Promise<void>((resolve) => (entryAsked = resolve));
  await page.route(`**${entry}`, async (route: Route) => {
    entryAsked();
    await held;
    await route.continue();
  });
  // A classic script's load event follows its run: the preload script has run when it fires.
  await page.addInitScript(() => {
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLScriptElement && event.target.src.includes('/signed-in-preload-')) {
          (window as { preloadRan?: boolean }).preloadRan = true;
        }
      },
      true,
    );
  });
  await page.goto(path, { waitUntil: 'commit' });
  await asked;
  // The preload script has run, and every file the page links to (index.html's and those the
  // script added) has been asked for.
  await page.waitForFunction(() => (window as { preloadRan?: boolean }).preloadRan === true, null, { timeout: 15_000 });
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[href]')]
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  );
  await expect.poll(() => linked.filter((file) => !requested.includes(file)), { timeout: 15_000 }).toEqual([]);
  const beforeEntry = [...requested];
  release();
  return { beforeEntry, all: requested };
}

describe('the first screen’s files', () => {
  it('the sign-in screen asks for nothing of the main layout', async () => {
    const page = await context.newPage();
    const { beforeEntry, all } = await openHoldingEntry(page, '/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The layout's files that the sign-in screen does not share (the logo, the router's helpers).
    const signIn = ownFiles('src/routes/login.lazy.tsx');
    const layout = ownFiles('src/routes/layout.lazy.tsx').filter((file) => !signIn.includes(file));
    expect(layout.length).toBeGreaterThan(0);
    expect(beforeEntry.filter((file) => layout.includes(file))).toEqual([]);
    // Nor later: the layout's chunk (scripts/layout-chunk.ts: Dexie, the sync engine) and route module.
    expect(layout.filter((file) => /\/layout(\.lazy)?-[\w-]+\.js$/.test(file))).toHaveLength(2);
    expect(all.filter((file) => /\/layout(\.lazy)?-[\w-]+\.js$/.test(file))).toEqual([]);
    await page.close();
  });

  it('a signed-in screen asks for the layout’s and its own files before the entry has arrived, each once', async () => {
    const page = await context.newPage();
    await new AppPage(page).signInAndChoose();
    await page.close();

    const list = await context.newPage();
    const { beforeEntry, all } = await openHoldingEntry(list, '/finans/cari-listeler');
    await list.getByRole('heading', { name: 'Cari Listeler' }).waitFor();

    const layout = ownFiles('src/routes/layout.lazy.tsx');
    const screen = ownFiles('src/routes/accounts.lazy.tsx').filter((file) => !layout.includes(file));
    const catalog = ownFiles('src/locales/tr/app.po');
    expect(screen.length).toBeGreaterThan(0);
    for (const file of [...layout, ...screen, ...catalog]) expect(beforeEntry, file).toContain(file);
    // Not another screen's, nor the English texts.
    expect(beforeEntry).not.toContain(ownFiles('src/routes/bills.lazy.tsx').find((file) => !layout.includes(file)));
    expect(beforeEntry).not.toContain(ownFiles('src/locales/en/app.po')[0]);
    // Asked for twice (the preload, then the router), fetched once.
    const twice = all.filter((file, index) => all.indexOf(file) !== index);
    expect(twice).toEqual([]);
    await list.close();
  });
});
