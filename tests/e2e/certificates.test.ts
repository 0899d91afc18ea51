import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, newContext, stillShot, pagePerTest } from './browser';

// Certificates end to end (docs/areas/certificates.md): the chosen ship's demo certificates listed with their
// status badges and filtered by status, a new one made with the catalogue's defaults (the expiry from
// the type's validity), its detail with a survey recorded, and the fleet tracker.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser, context, page, app } = opened), 1440, 1000);

const SHOTS = '/tmp/shots-certificates';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

describe('certificates', () => {
  it('lists the ship’s certificates with statuses, creates one with the catalogue’s defaults and records a survey', async () => {
    await app.signInAndChoose();
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Sertifikalar');
    await page.locator('table tbody tr').first().waitFor();
    // The demo ship has an expired insurance and an overdue survey.
    await expect.poll(() => page.getByTestId('certificate-status').getByText('Süresi doldu').count()).toBeGreaterThan(0);
    await stillShot(page, `${SHOTS}/list.png`);
    await page.getByTestId('certificate-status-filter').click();
    await page.getByRole('option', { name: 'Sörvey gecikti' }).click();
    await expect
      .poll(async () => {
        const badges = await page.getByTestId('certificate-status').allTextContents();
        return badges.length > 0 && badges.every((text) => text === 'Sörvey gecikti');
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Sertifika Ekle' }).first().click();
    await app.expectHeading('Sertifika Ekle');
    const number = `E2E-${Date.now()}`;
    await page.getByTestId('certificate-type').click();
    await page.getByRole('option', { name: 'Klas Sertifikası' }).click();
    await page.getByRole('textbox', { name: 'Numara' }).fill(number);
    await page.getByRole('textbox', { name: 'Düzenleme Tarihi' }).fill('10.03.2024');
    // The expiry follows the type's usual validity (5 years).
    await expect.poll(() => page.getByRole('textbox', { name: /^Geçerlilik Tarihi/ }).inputValue()).toBe('10.03.2029');
    await stillShot(page, `${SHOTS}/form.png`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/gemi-dokumanlari\/sertifikalar\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await app.expectHeading('Klas Sertifikası');
    await expect
      .poll(async () => (await api<{ numara: string; sorveyPlani: string }>(`/api/sertifika/${id}`)).body?.numara, { timeout: 20_000 })
      .toBe(number);
    expect((await api<{ sorveyPlani: string }>(`/api/sertifika/${id}`)).body.sorveyPlani).toBe('yillik-ara');

    await page.getByTestId('certificate-record-survey').click();
    // A survey dated tomorrow is said on its date and cannot be recorded (issue 46).
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /^Sörvey tarihi/ })
      .fill(`${pad(tomorrow.getDate())}.${pad(tomorrow.getMonth() + 1)}.${tomorrow.getFullYear()}`);
    await page.getByRole('dialog').getByText('Sörvey tarihi bugünden sonra olamaz').waitFor();
    expect(await page.getByTestId('certificate-survey-confirm').isDisabled()).toBe(true);
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /^Sörvey tarihi/ })
      .fill('01.03.2025');
    await page.getByTestId('certificate-survey-confirm').click();
    await page.getByTestId('certificate-surveys').getByText('01.03.2025').waitFor();
    await expect
      .poll(async () => (await api<{ sorveyler: unknown[] }>(`/api/sertifika/${id}`)).body?.sorveyler, { timeout: 20_000 })
      .toEqual([{ tur: 'yillik', tarih: '2025-03-01' }]);
    await stillShot(page, `${SHOTS}/detail.png`);

    await page.goto('/teknik/sertifika-takip');
    await app.expectHeading('Sertifika Takip');
    await page.getByTestId('tracker-row').first().waitFor();
    expect(await page.getByTestId('tracker-matrix').locator('[data-status="eksik"]').count()).toBeGreaterThan(0);
    await stillShot(page, `${SHOTS}/tracker.png`);
    // As of another date (planning ahead), and the XLSX of what is shown.
    await page.getByTestId('tracker-date').fill('01.01.2031');
    await page.waitForURL('**tarih=2031-01-01**');
    await expect.poll(() => page.getByTestId('tracker-matrix').locator('[data-status="suresiDoldu"]').count()).toBeGreaterThan(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('sertifika-takip-2031-01-01.xlsx');
    const bytes = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await page.goto('/');
    await page.getByTestId('certificates-card').getByTestId('certificates-missing').waitFor();
    await stillShot(page, `${SHOTS}/dashboard.png`, false);
  });

  it('in English on a 768 px tablet: the list and the tracker, whose matrix scrolls sideways with the date picker in view', async () => {
    await context.close();
    context = await newContext(browser, 768, 1024);
    page = await context.newPage();
    app = new AppPage(page);
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Certificates');
    await page.locator('table tbody tr').first().waitFor();
    await expect.poll(() => page.getByTestId('certificate-status').getByText('Expired').count()).toBeGreaterThan(0);
    // The ship's certificates and its crew's documents share the list: a type's English name shows.
    await expect
      .poll(() =>
        page
          .locator('table tbody tr a')
          .filter({ hasText: /Certificate/ })
          .count(),
      )
      .toBeGreaterThan(0);
    await stillShot(page, `${SHOTS}/list-768-en.png`);

    await page.goto('/teknik/sertifika-takip');
    await app.expectHeading('Certificate Follow Up');
    await page.getByTestId('tracker-row').first().waitFor();
    expect(await page.getByTestId('tracker-matrix').getByRole('columnheader', { name: 'Ship' }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Next 90 days' }).waitFor();
    // The page does not scroll sideways; the matrix does, inside its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    const frame = page.getByTestId('tracker-matrix').locator('xpath=..');
    const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await frame.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    // The "next 90 days" list keeps its status badges whole.
    const cut = await page
      .getByTestId('tracker-due')
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).length);
    expect(cut).toBe(0);
    // The as-of date picker is in view.
    const picker = page.getByTestId('tracker-date');
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(768);
    await stillShot(page, '/tmp/shots/tracker-768-en.png');
    await page.setViewportSize({ width: 1280, height: 1000 });
    await stillShot(page, '/tmp/shots/tracker-1280-en.png');
    await app.switchLanguage('tr');
    await app.expectHeading('Sertifika Takip');
    await stillShot(page, '/tmp/shots/tracker-1280-tr.png');
    await page.setViewportSize({ width: 768, height: 1024 });
    await stillShot(page, '/tmp/shots/tracker-768-tr.png');
  });

  it('prints alone and whole: the tracker, the crew list and MRV without the app around them, the matrix in parts on A4 landscape', async () => {
    // The width of A4 landscape inside its margins (297 mm − 2 × 12 mm) at 96 px an inch.
    const paper = Math.floor(((297 - 24) / 25.4) * 96);
    await page.setViewportSize({ width: paper, height: 900 });
    await app.signInAndChoose();
    const chromeShown = () =>
      Promise.all(
        ['[data-app-shell="header"]', '[data-app-shell="navbar"]', '[data-app-shell="skip-link"]'].map((selector) =>
          page.locator(selector).isVisible(),
        ),
      );

    await page.goto('/teknik/sertifika-takip');
    await app.expectHeading('Sertifika Takip');
    await page.getByTestId('tracker-row').first().waitFor();
    const headers = () =>
      page
        .getByTestId('tracker-matrix')
        .locator('thead th')
        .evaluateAll((cells) =>
          cells.map((cell) => ({
            text: cell.textContent ?? '',
            right: cell.getBoundingClientRect().right,
            left: cell.getBoundingClientRect().left,
          })),
        );
    const onScreen = (await headers()).map((cell) => cell.text).filter((text) => text !== 'Gemi');
    expect(onScreen.length).toBeGreaterThan(12);

    await page.emulateMedia({ media: 'print' });
    expect(await chromeShown()).toEqual([false, false, false]);
    // Every type's column is printed, each within the paper's width (the ship's in each part).
    await expect.poll(async () => (await headers()).filter((cell) => cell.text === 'Gemi').length).toBeGreaterThan(1);
    const printed = await headers();
    expect(printed.filter((cell) => cell.text !== 'Gemi').map((cell) => cell.text)).toEqual(onScreen);
    const outside = printed.filter((cell) => cell.left < 0 || cell.right > paper);
    expect(outside).toEqual([]);
    await stillShot(page, '/tmp/shots/tracker-print.png');
    await page.pdf({ path: '/tmp/shots/tracker-print.pdf', format: 'A4', landscape: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(async () => (await headers()).filter((cell) => cell.text === 'Gemi').length).toBe(1);

    for (const [path, heading] of [
      ['/personel-veri-platformu/personel-listesi', 'Personel Listesi'],
      ['/mrv', 'MRV'],
    ] as const) {
      await page.goto(path);
      await app.expectHeading(heading);
      await page.emulateMedia({ media: 'print' });
      expect(await chromeShown()).toEqual([false, false, false]);
      expect(await app.heading().isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
      expect(await page.locator('[data-app-shell="header"]').isVisible()).toBe(true);
    }
  });

  it('creates a certificate offline: it is listed at once with a pending badge', async () => {
    await app.signInAndChoose();
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Sertifikalar');
    await page.locator('table tbody tr').first().waitFor();
    await app.waitChunkCached('src/features/certificates/certificate-form-page.tsx');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Sertifika Ekle' }).first().click();
    await app.expectHeading('Sertifika Ekle');
    const number = `OFF-${Date.now()}`;
    await page.getByTestId('certificate-type').click();
    await page.getByRole('option', { name: 'Uluslararası Yükleme Sınırı Sertifikası' }).click();
    await page.getByRole('textbox', { name: 'Numara' }).fill(number);
    await page.getByRole('textbox', { name: 'Düzenleme Tarihi' }).fill('15.06.2025');
    await expect.poll(() => page.getByRole('textbox', { name: /^Geçerlilik Tarihi/ }).inputValue()).toBe('15.06.2030');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/gemi-dokumanlari\/sertifikalar\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await page.goto('/gemi-dokumanlari/sertifikalar').catch(() => undefined);
    await app.expectHeading('Sertifikalar');
    // Ten to a page: the search finds it.
    await page.getByRole('textbox', { name: 'Ara' }).fill(number);
    const row = page.locator('table tbody tr').filter({ hasText: number });
    await row.waitFor();
    expect(await row.getByTestId('sync-badge').getAttribute('data-mark')).toBe('pending');
    await stillShot(page, `${SHOTS}/list-offline.png`);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
  });
});
