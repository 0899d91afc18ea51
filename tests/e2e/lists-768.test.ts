import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, stillShot, AppPage } from './browser';

// Issue 47, items 6 and 8. On a 768 px tablet the lists keep the status and the action in view and let
// the rest go (docs/areas/shell.md, "Lists on a tablet"); at 1366 px a status badge reads whole. The
// ship's certificate list has the tracker's missing types under "Eksik", and a survey just recorded
// shows in the history, with its label, without a reload (docs/areas/certificates.md).

const SHOTS = '/tmp/shots-lists-768';
const browser = browserForFile();

async function signedIn(width: number, height: number): Promise<{ context: BrowserContext; page: Page; app: AppPage }> {
  const context = await browser.open(width, height);
  const page = await context.newPage();
  const app = new AppPage(page);
  await app.signInAndChoose();
  return { context, page, app };
}

/** The element's box lies within the viewport's width (it is in view without scrolling sideways). */
async function withinWidth(locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Whether the table's frame scrolls sideways. */
const scrollsSideways = (page: Page) => page.getByTestId('table-scroll').evaluate((frame) => frame.scrollWidth > frame.clientWidth + 1);

describe('lists on a tablet', () => {
  it('at 768 px the certificate list shows the status in view, and "Eksik" lists the missing required types', async () => {
    const { page, app } = await signedIn(768, 1024);
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Sertifikalar');
    await page.getByTestId('certificate-status').first().waitFor();
    await withinWidth(page.getByRole('columnheader', { name: 'Durum' }), 768);
    await withinWidth(page.getByTestId('certificate-status').first(), 768);
    await withinWidth(page.getByRole('columnheader', { name: 'Geçerlilik' }), 768);
    // The issuer, the issue date, the number and the next event went; the detail page has them.
    expect(await page.getByRole('columnheader', { name: 'Veren Kuruluş' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Numara' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await stillShot(page, `${SHOTS}/certificates-768-tr.png`, false);

    // The demo ship misses its MLC (server/db/demo-certificates.ts): the count and the filter say so.
    const count = page.getByTestId('certificate-missing-count');
    await count.waitFor();
    const missing = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(missing).toBeGreaterThan(0);
    await page.getByTestId('certificate-status-filter').click();
    await page.getByRole('option', { name: `Eksik (${missing})` }).click();
    await page.getByTestId('certificate-missing').getByText('Denizcilik Çalışma Sertifikası (MLC)').waitFor();
    expect(await page.getByTestId('certificate-missing').count()).toBe(Math.min(missing, 10));
    const statuses = await page.getByTestId('certificate-status').allTextContents();
    expect(statuses.length).toBe(Math.min(missing, 10));
    expect(statuses.every((text) => text === 'Eksik')).toBe(true);
    expect(await page.getByTestId('table-footer').textContent()).toContain(`Toplam ${missing}`);
    await stillShot(page, `${SHOTS}/certificates-missing-768-tr.png`, false);
  });

  it('at 768 px the circulars keep their status and "Okudum" in view', async () => {
    const { page, app } = await signedIn(768, 1024);
    await page.goto('/sirkuler');
    await app.expectHeading('Sirküler');
    const action = page.locator('[data-testid="confirm-read"], [data-testid="read-confirmed"]').first();
    await action.waitFor();
    await withinWidth(page.getByRole('columnheader', { name: 'Durum' }), 768);
    await withinWidth(page.getByRole('columnheader', { name: 'Okuma' }), 768);
    await withinWidth(action, 768);
    const confirm = page.getByTestId('confirm-read').first();
    if (await confirm.count()) await withinWidth(confirm, 768);
    expect(await scrollsSideways(page)).toBe(false);
    await stillShot(page, `${SHOTS}/circulars-768-tr.png`, false);
  });

  it('at 1366 px every status badge of the certificate list reads whole', async () => {
    const { page, app } = await signedIn(1366, 900);
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Sertifikalar');
    await page.getByTestId('certificate-status').first().waitFor();
    const badges = await page.getByTestId('certificate-status').evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector('.mantine-Badge-label') ?? item;
        const frame = item.closest('[data-testid="table-scroll"]')!.getBoundingClientRect();
        return {
          text: item.textContent,
          cut: item.scrollWidth > item.clientWidth || label.scrollWidth > label.clientWidth,
          outside: item.getBoundingClientRect().right > frame.right,
        };
      }),
    );
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.filter((badge) => badge.cut || badge.outside)).toEqual([]);
    await stillShot(page, `${SHOTS}/certificates-1366-tr.png`, false);
  });
});

describe('a certificate’s history', () => {
  it('shows a survey just recorded, with its label and date, without a reload', async () => {
    const { page, app } = await signedIn(768, 1024);
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Sertifikalar');
    await page.getByRole('textbox', { name: 'Ara' }).fill('Klas');
    await page.getByRole('link', { name: 'Klas Sertifikası' }).first().click();
    await app.expectHeading('Klas Sertifikası');
    const history = page.getByTestId('record-history');
    // The history as it was read when the page opened: another test may have recorded a survey on
    // this certificate already (the browser tests share one server), so its survey changes are counted.
    await expect.poll(() => history.locator('.mantine-Loader-root').count(), { timeout: 20_000 }).toBe(0);
    const surveyChanges = history.locator('tbody tr', { hasText: 'Sörveyler' });
    const before = await surveyChanges.count();

    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const shown = `${pad(today.getDate())}.${pad(today.getMonth() + 1)}.${today.getFullYear()}`;
    await page.getByTestId('certificate-record-survey').click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /^Sörvey tarihi/ })
      .fill(shown);
    await page.getByTestId('certificate-survey-confirm').click();
    await page.getByTestId('certificate-surveys').getByText(shown).first().waitFor();

    // Once the change reached the server the history reads again: one change more, newest first, with
    // the field's label and the survey's.
    await expect.poll(() => surveyChanges.count(), { timeout: 30_000 }).toBe(before + 1);
    await expect.poll(() => surveyChanges.first().locator('td').last().textContent()).toContain(`Yıllık sörvey · ${shown}`);
    expect(await history.textContent()).not.toMatch(/yillik \d/);
    await stillShot(page, `${SHOTS}/certificate-history-768-tr.png`);
  });
});
