import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext, stillShot } from './browser';

// The document library end to end (MODULES.md §2), on a 768 px tablet: a procedure opens in the
// browser's viewer with the network cut after one online visit (its file kept on the device), a
// circular confirmed with "I have read it", and the ship's photos as a grid of thumbnails in English.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser, 768, 1024);
  page = await context.newPage();
  app = new AppPage(page);
});
afterEach(async () => {
  await context?.close();
});

const SHOTS = '/tmp/shots-documents';

/** The library's download queue, as the sync view shows it: "done / total". */
async function queueText(): Promise<string> {
  return (await page.getByTestId('offline-files').textContent()) ?? '';
}

describe('document library', () => {
  it('a procedure opens with the network cut after one online visit', async () => {
    await app.signInAndChoose();
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Prosedürler');
    await page.getByText('Dokümanların ve Kayıtların Kontrolü').waitFor();
    await app.waitOfflineReady();
    // The files of the procedures in force come onto the device after the pull.
    await page.goto('/senkronizasyon');
    await expect
      .poll(
        async () => {
          const match = /(\d+) \/ (\d+) dosya cihazda/.exec(await queueText());
          return match !== null && match[1] === match[2] && Number(match[2]) > 0;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await stillShot(page, `${SHOTS}/sync-768-tr.png`);

    await context.setOffline(true);
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Prosedürler');
    const opened = context.waitForEvent('page');
    await page.getByText('Dokümanların ve Kayıtların Kontrolü').click();
    const viewer = await opened;
    await expect.poll(() => viewer.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    // The browser's own viewer shows the PDF kept on the device (no request could leave).
    await viewer.waitForLoadState();
    expect(await viewer.evaluate(() => document.contentType)).toBe('application/pdf');
    await context.setOffline(false);
  });

  it('confirms a circular with "I have read it", and the dashboard counts one unread circular less', async () => {
    await app.signInAndChoose();
    await expect.poll(async () => Number(await page.getByTestId('circulars-unread').textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = Number(await page.getByTestId('circulars-unread').textContent());
    await page.goto('/sirkuler');
    await app.expectHeading('Sirküler');
    const confirm = page.getByTestId('confirm-read').first();
    await confirm.waitFor();
    const readBefore = await page.getByTestId('read-confirmed').count();
    await confirm.click();
    await expect.poll(() => page.getByTestId('read-confirmed').count()).toBe(readBefore + 1);
    // The administrator edits every company: who has and has not read it, from the server.
    await page.getByTestId('read-status').first().click();
    await page.getByTestId('not-read-by').waitFor();
    await stillShot(page, `${SHOTS}/circulars-768-tr.png`);
    await page.keyboard.press('Escape');
    await page.goto('/');
    await expect.poll(async () => Number(await page.getByTestId('circulars-unread').textContent())).toBe(before - 1);
  });

  it('shows the ship photos as thumbnails made on the device, and one full size, in English', async () => {
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/gemi-dokumanlari/gemi-fotograflari');
    await app.expectHeading('Ship Photos');
    const thumbs = page.getByTestId('photo-thumb');
    await expect.poll(() => thumbs.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    // Each thumbnail is a small image made here (a blob), not the stored photo.
    await expect
      .poll(() =>
        page.locator('[data-testid="photo-thumb"] img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)),
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/^blob:/)]));
    const width = await page
      .locator('[data-testid="photo-thumb"] img')
      .first()
      .evaluate((image) => (image as HTMLImageElement).naturalWidth);
    expect(width).toBeLessThanOrEqual(320);
    await thumbs.first().click();
    await page.getByTestId('photo-viewer').waitFor();
    await stillShot(page, `${SHOTS}/photos-768-en.png`);
    await page.keyboard.press('Escape');
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Procedures');
  });
});
