import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext, stillShot } from './browser';

// Certificates end to end (MODULES.md §1): the chosen ship's demo certificates listed with their
// status badges and filtered by status, a new one made with the catalogue's defaults (the expiry from
// the type's validity), its detail with a survey recorded, and the fleet tracker.

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
  context = await newContext(browser, 1440, 1000);
  page = await context.newPage();
  app = new AppPage(page);
});
afterEach(async () => {
  await context?.close();
});

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
});
