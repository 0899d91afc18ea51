import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AppPage, pagePerTest, stillShot, onePerRequest } from './browser';

// Issue 47, items 4 and 5, on a 768 px tablet whose clock is set to Istanbul (UTC+03:00): a ship
// report's ETA typed as 06:00 in a field labelled UTC is listed as 06:00 UTC, never the device's
// 09:00, and no ISO date is on screen; in English a typed figure and a shown one on the same row
// read the same way (1,155.75), in Turkish both 1.155,75 (docs/decisions.md §2, items 10–11).

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser } = opened), 768, 1024);

const SHOTS = '/tmp/shots-time-numbers';
mkdirSync(SHOTS, { recursive: true });

/** A context and page like every test's, with the device in Istanbul's time zone. */
async function openInIstanbul(): Promise<void> {
  context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 768, height: 1024 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  page = await context.newPage();
  app = new AppPage(page);
}

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Types into an input key by key, as a person does, each key shown before the next. */
async function typeInto(input: ReturnType<Page['getByTestId']>, text: string) {
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.press('Backspace');
  for (const [index, key] of [...text].entries()) {
    await input.press(key);
    const digits = text.slice(0, index + 1).replace(/\D/g, '');
    await expect.poll(async () => (await input.inputValue()).replace(/\D/g, '')).toBe(digits);
  }
}

describe('one time base and one number format per language', () => {
  it('a ship report’s ETA typed 06:00 in the UTC field is stored and listed as 06:00 UTC on a device in UTC+03:00', async () => {
    await openInIstanbul();
    await app.signInAndChoose();
    expect(await page.evaluate(() => new Date('2026-12-06T06:00:00Z').getHours())).toBe(9);
    // From the list once the ship's reports are on the device, as the bridge opens the form.
    await page.goto('/operasyon/haftalik-gemi-durum-raporu');
    await page.locator('table tbody tr').first().waitFor();
    await page.getByRole('link', { name: 'Yeni Rapor' }).first().click();
    await app.expectHeading('Yeni Gemi Raporu');
    // The last report's values are filled in (the demo ship burns VLSFO).
    await expect.poll(() => page.getByTestId('report-rob-VLSFO').inputValue()).not.toBe('');
    // A report time of its own (one report per ship and time), today in UTC, a minute past the hour.
    const now = new Date();
    const minute = 1 + (Date.now() % 58);
    const day = `${pad(now.getUTCDate())}.${pad(now.getUTCMonth() + 1)}.${now.getUTCFullYear()}`;
    const hour = pad(Math.max(now.getUTCHours() - 1, 0));
    const time = page.getByTestId('report-time');
    // The field shows the UTC hour the form starts from, the app's way (no ISO, no device zone).
    await expect.poll(() => time.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:00$/);
    await time.fill(`${day} ${hour}:${pad(minute)}`);
    const port = `LIMAN-${Date.now()}`;
    await page.getByLabel('Sonraki Liman').fill(port);
    const eta = page.getByTestId('report-eta');
    await eta.fill('06.12.2026 06:00');
    await eta.blur();
    expect(await eta.inputValue()).toBe('06.12.2026 06:00');
    expect(await page.locator('label', { hasText: 'ETA' }).first().textContent()).toContain('UTC');
    await stillShot(page, `${SHOTS}/report-form-768-tr.png`);
    // The server fails the report's write until the sync view has been read: it waits there.
    const held = (url: URL) => url.pathname.startsWith('/api/operasyon/gemi-raporu');
    await onePerRequest(page);
    await page.route(held, async (route) => {
      if (route.request().method() === 'GET') await route.continue();
      else await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"serverError"}' });
    });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/operasyon\/haftalik-gemi-durum-raporu$/);

    // Listed in UTC with the base beside it, both the report time and the ETA.
    await page.getByRole('textbox', { name: 'Ara' }).fill(port);
    const row = page.locator('tbody tr', { hasText: port });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toContain('06.12.2026 06:00 UTC');
    // The report time's cell carries the link and the change's sync mark beside the time.
    expect(cells.some((cell) => cell.startsWith(`${day} ${hour}:${pad(minute)} UTC`))).toBe(true);
    const table = (await page.locator('table').first().textContent()) ?? '';
    expect(table).not.toContain('09:00');
    expect(table).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/report-list-768-tr.png`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stillShot(page, `${SHOTS}/report-list-1280-tr.png`);

    // English shows the same times, the same way; on a wide screen with every column (consumption and
    // ROB give way below it: docs/areas/shell.md "Lists on a tablet").
    await page.setViewportSize({ width: 1920, height: 900 });
    await app.switchLanguage('en');
    await page.getByRole('textbox', { name: 'Search' }).waitFor();
    const english = await row.locator('td').allTextContents();
    expect(english).toContain('06.12.2026 06:00 UTC');
    // The row's other texts and figures switched with it (no Turkish 119,0 beside an English 2,010.0).
    expect(english).toContain('At sea');
    expect(english.filter((cell) => cell.startsWith('VLSFO '))).toHaveLength(2);
    for (const cell of english.filter((cell) => cell.startsWith('VLSFO '))) expect(cell).toMatch(/^VLSFO [\d,]+\.\d+ · MGO [\d,]+\.\d+$/);
    await stillShot(page, `${SHOTS}/report-list-1280-en.png`);
    await page.setViewportSize({ width: 768, height: 1024 });
    await stillShot(page, `${SHOTS}/report-list-768-en.png`);

    // The sync view's times carry their base too: the waiting report's, in UTC.
    await page.goto('/senkronizasyon');
    const entry = page.getByTestId('outbox-entry').first();
    await entry.waitFor({ timeout: 15_000 });
    const waiting = (await entry.textContent()) ?? '';
    expect(waiting).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} UTC/);
    const sync = (await page.locator('main').textContent()) ?? '';
    expect(sync.match(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}(?! UTC)/g) ?? []).toEqual([]);
    expect(sync).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await stillShot(page, `${SHOTS}/sync-768-en.png`);

    // Stored as typed once it reaches the server: 06:00 UTC.
    await page.unroute(held);
    await page.getByRole('button', { name: 'Sync now' }).click();
    const zaman = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}T${hour}:${pad(minute)}:00.000Z`;
    await expect
      .poll(
        async () => {
          const list = await api<{ raporlar: { zaman: string; eta: string | null; sonrakiLiman: string }[] }>(
            `/api/operasyon/gemi-raporu?yil=${zaman.slice(0, 4)}&perPage=50`,
          );
          return list.body?.raporlar.find((report) => report.sonrakiLiman === port);
        },
        { timeout: 30_000 },
      )
      .toMatchObject({ zaman, eta: '2026-12-06T06:00:00.000Z' });
  });

  it('in English a figure typed on a row and the figures shown on it read 1,155.75; in Turkish 1.155,75', async () => {
    await openInIstanbul();
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/operasyon/haftalik-gemi-durum-raporu');
    await page.locator('table tbody tr').first().waitFor();
    // The form fills in the last report the device has: the ship's reports may still be coming.
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pulled')).toBe('true');
    await page.getByRole('link', { name: 'New report' }).first().click();
    await app.expectHeading('New ship report');
    const rob = page.getByTestId('report-rob-VLSFO');
    await expect.poll(() => rob.inputValue()).not.toBe('');
    await typeInto(rob, '1155.75');
    expect(await rob.inputValue()).toBe('1,155.75');
    // The warning on the same row repeats the typed figure the same way, and its other figures so.
    const warning = page.getByTestId('report-rob-warning');
    await expect.poll(() => warning.textContent()).toContain('reported 1,155.75 mt');
    const text = (await warning.textContent()) ?? '';
    const figures = [...text.matchAll(/(?:expected|difference) (-?[\d.,]+) mt/g)].map((match) => match[1]);
    // Two per fuel that does not add up.
    expect(figures.length).toBeGreaterThanOrEqual(2);
    for (const figure of figures) expect(figure).toMatch(/^-?\d{1,3}(,\d{3})*\.\d+$/);
    const expectedRob = await page.locator('tbody tr', { has: rob }).locator('td').last().textContent();
    expect(expectedRob).toMatch(/^-?\d{1,3}(,\d{3})*\.\d+$/);
    await stillShot(page, `${SHOTS}/report-numbers-768-en.png`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stillShot(page, `${SHOTS}/report-numbers-1280-en.png`);

    await app.switchLanguage('tr');
    await expect.poll(() => rob.inputValue()).toBe('1.155,75');
    await expect.poll(() => warning.textContent()).toContain('bildirilen 1.155,75 mt');
    expect(await page.locator('tbody tr', { has: rob }).locator('td').last().textContent()).toMatch(/^-?\d{1,3}(\.\d{3})*,\d+$/);
    await stillShot(page, `${SHOTS}/report-numbers-1280-tr.png`);
    await page.setViewportSize({ width: 768, height: 1024 });
    await stillShot(page, `${SHOTS}/report-numbers-768-tr.png`);
  });
});
