import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext } from './browser';

// Every route's screen is a chunk of its own that loads on first use. After one visit online the
// service worker must hold all of them, so that a screen never opened before still opens offline,
// whether reached by a link inside the app or by a full page load.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;
/** The /assets/ responses since the last `watchAssets()`. */
let assets: Response[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // Wide enough for the full side menu, whose links the client-side navigation clicks.
  context = await newContext(browser, 1700, 900);
  page = await context.newPage();
  app = new AppPage(page);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

function watchAssets(): void {
  assets = [];
}

/** The lazy route chunks (src/routes/*.lazy.tsx) fetched since `watchAssets()`, each checked to come from the service worker. */
function routeChunksLoaded(): string[] {
  for (const response of assets) {
    expect(response.fromServiceWorker(), `${response.url()} came from the network while offline`).toBe(true);
    expect(response.status(), response.url()).toBe(200);
  }
  return assets
    .map((response) => /\/assets\/([a-z-]+)\.lazy-[\w-]+\.js$/.exec(new URL(response.url()).pathname)?.[1])
    .filter((name): name is string => Boolean(name));
}

/** The JS and CSS files of the build, from Vite's manifest. */
function builtAssets(): string[] {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; css?: string[] }>;
  return [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))];
}

async function openMenuLink(name: string, group?: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  const link = menu.getByRole('link', { name, exact: true });
  if (group && !(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  await link.click();
}

describe('every route opens offline after the first visit', () => {
  it('precaches every chunk of the build on the first visit, to /login', async () => {
    await app.gotoLogin();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    const files = builtAssets();
    expect(files.filter((file) => /\.lazy-/.test(file)).length).toBeGreaterThanOrEqual(8);
    expect(files.filter((file) => !cached.includes(`/${file}`))).toEqual([]);
  });

  it('reloads the sign-in offline', async () => {
    await context.setOffline(true);
    watchAssets();
    await page.reload();
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    expect(routeChunksLoaded()).toContain('login');
    await context.setOffline(false);
  });

  it('reloads the company choice offline, then chooses a company and opens the dashboard by a link', async () => {
    await app.signIn();
    const card = page.locator('button:has(p)').nth(1);
    // Shown once the list has arrived, and with it the copy kept for offline use.
    await card.waitFor();
    await context.setOffline(true);
    watchAssets();
    await page.reload();
    await card.waitFor();
    const choice = routeChunksLoaded();
    expect(choice).toContain('company-choice');

    watchAssets();
    await card.click();
    await page.waitForURL((url) => url.pathname === '/');
    await app.expectHeading('Ana Sayfa');
    // The main layout's chunk loads with the company choice for a signed-in user (the signed-in
    // preload of scripts/signed-in-preload.ts) or with the dashboard; from the service worker either way.
    expect([...choice, ...routeChunksLoaded()]).toEqual(expect.arrayContaining(['layout', 'dashboard']));
  });

  it('opens each area for the first time by client-side navigation, offline', async () => {
    const steps: { go: () => Promise<void>; heading: string; chunk: string }[] = [
      { go: () => openMenuLink('KPI'), heading: 'KPI', chunk: 'kpi' },
      { go: () => openMenuLink('E-posta'), heading: 'E-posta', chunk: 'messages' },
      { go: () => openMenuLink('Şirketler'), heading: 'Şirketler', chunk: 'companies' },
      { go: () => openMenuLink('Cari Listeler', 'Finans'), heading: 'Cari Listeler', chunk: 'accounts' },
      { go: () => openMenuLink('Bütçe Kodları', 'Finans'), heading: 'Bütçe Kodları', chunk: 'budget-codes' },
      { go: () => openMenuLink('Banka Talimatları', 'Finans'), heading: 'Banka Talimatları', chunk: 'bank-orders' },
      { go: () => page.getByTestId('sync-indicator').click(), heading: 'Senkronizasyon', chunk: 'sync' },
    ];
    for (const step of steps) {
      watchAssets();
      await step.go();
      await app.expectHeading(step.heading);
      expect(routeChunksLoaded(), step.heading).toContain(step.chunk);
    }
    expect(await page.getByTestId('not-found').count()).toBe(0);
  });

  it('opens each area by a full page load, offline', async () => {
    const routes: { path: string; heading: string; chunk: string }[] = [
      { path: '/', heading: 'Ana Sayfa', chunk: 'dashboard' },
      { path: '/kpi', heading: 'KPI', chunk: 'kpi' },
      { path: '/email', heading: 'E-posta', chunk: 'messages' },
      { path: '/finans/nakit-akis?tip=tahsilat', heading: 'Nakit Akış', chunk: 'cash-flows' },
      { path: '/finans/nakit-akis/form?tip=odeme', heading: 'Nakit Akış Oluştur', chunk: 'cash-flows' },
      { path: '/sirket', heading: 'Şirketler', chunk: 'companies' },
      { path: '/sirket/form', heading: 'Şirket Oluştur', chunk: 'companies' },
      { path: '/finans/cari-listeler?cari_tip=musteri', heading: 'Cari Listeler', chunk: 'accounts' },
      { path: '/finans/cari-listeler/create', heading: 'Firma Oluştur', chunk: 'accounts' },
      { path: '/finans/butce-kodu', heading: 'Bütçe Kodları', chunk: 'budget-codes' },
      { path: '/finans/butce-kodu/form?tip=gelir', heading: 'Bütçe Kodu Oluştur', chunk: 'budget-codes' },
      { path: '/finans/banka-talimat/form', heading: 'Banka Talimatı Oluştur', chunk: 'bank-orders' },
      { path: '/gemi-dokumanlari/sertifikalar', heading: 'Sertifikalar', chunk: 'certificates' },
      { path: '/sirket-evraklari/form', heading: 'Evrak Ekle', chunk: 'certificates' },
      { path: '/teknik/sertifika-takip', heading: 'Sertifika Takip', chunk: 'certificate-tracker' },
      { path: '/finans/cek-senet', heading: 'Çek / Senet Portföyü', chunk: 'instruments' },
      { path: '/finans/cek-senet/create', heading: 'Çek / Senet Ekle', chunk: 'instruments' },
      { path: '/senkronizasyon', heading: 'Senkronizasyon', chunk: 'sync' },
    ];
    for (const route of routes) {
      watchAssets();
      await page.goto(route.path);
      await app.expectHeading(route.heading);
      expect(routeChunksLoaded(), route.path).toEqual(expect.arrayContaining(['layout', route.chunk]));
    }
    await page.goto('/boyle-bir-sayfa-yok');
    await expect.poll(() => page.getByTestId('not-found').count()).toBe(1);
    await context.setOffline(false);
  });
});
