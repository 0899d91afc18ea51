import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext } from './browser';

interface Code {
  _id: string;
  kod: string;
  adi: string;
  version: number;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  app = new AppPage(page);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function serverCodes(): Promise<Code[]> {
  const response = await context.request.get('/api/finans/butce-kodu?tip=gider');
  expect(response.status()).toBe(200);
  return (await response.json()) as Code[];
}

function pendingCount(): Promise<string | null> {
  return page
    .getByTestId('pending-count')
    .textContent({ timeout: 500 })
    .catch(() => null);
}

describe('offline work on budget codes', () => {
  it('installs the service worker, which controls the page', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/butce-kodu');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    // The seeded chart arrives through the pull.
    await expect.poll(() => page.getByRole('link', { name: '740.01.001' }).count(), { timeout: 15_000 }).toBe(1);
  });

  it('reloads offline into the app and the budget code list', async () => {
    await context.setOffline(true);
    await page.reload();
    await app.expectHeading('Bütçe Kodları');
    await expect.poll(() => page.getByRole('link', { name: '740.01.001' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-online')).toBe('false');
  });

  it('creates, edits and deletes offline: shown at once, three pending; once online the server has them once', async () => {
    const before = await (async () => {
      await context.setOffline(false);
      const codes = await serverCodes();
      await context.setOffline(true);
      return codes;
    })();
    const victim = before.find((code) => code.kod === '770.02')!;
    expect(victim).toBeTruthy();

    // create
    await page.getByRole('link', { name: 'Gider kodu ekle' }).click();
    await page.getByLabel(/^Kod/).fill('770.99');
    await page.getByLabel(/^Adı/).fill('Çevrimdışı gider');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // The detail is addressed by its code, titled with code and name.
    await app.expectHeading('770.99 Çevrimdışı gider');
    expect(new URL(page.url()).pathname).toBe('/finans/butce-kodu/770.99');
    await expect.poll(() => page.getByTestId('sync-badge').getAttribute('data-mark')).toBe('pending');

    // edit
    await page.getByRole('link', { name: 'Düzenle' }).click();
    await page.getByLabel(/^Adı/).fill('Çevrimdışı gider (düzeltildi)');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Çevrimdışı gider (düzeltildi)', { exact: true }).count()).toBe(1);

    // delete
    await page.goto(`/finans/butce-kodu/${victim._id}`);
    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Butce Kodunu kaldırmak istediğinizden emin misiniz?').waitFor();
    await page.getByRole('button', { name: 'Evet' }).click();
    await page.waitForURL((url) => url.pathname === '/finans/butce-kodu');
    await expect.poll(() => page.getByRole('link', { name: '770.02' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: '770.99' }).count()).toBe(1);
    // The list and the pending count are two live queries: the count may follow a moment later.
    await expect.poll(pendingCount).toBe('3');

    await context.setOffline(false);
    await expect.poll(pendingCount, { timeout: 20_000 }).toBe(null);
    const after = await serverCodes();
    const created = after.filter((code) => code.kod === '770.99');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ adi: 'Çevrimdışı gider (düzeltildi)', version: 2 });
    expect(after.some((code) => code._id === victim._id)).toBe(false);
    expect(after).toHaveLength(before.length);
  });
});
