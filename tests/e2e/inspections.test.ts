import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// Inspections (docs/areas/inspections.md) in a real browser: the form on the ship's tablet with a
// deficiency's due date computed as it is typed, the detail with the deficiencies and their due
// dates, the list with the open and overdue deficiencies and the ship's next PSC window; in Turkish
// and English, at 1280 and 768 px.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-inspections';
const LIST = '/denetleme-raporlari/gemi-denet-raporlari';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** Files a PSC inspection through the form with one deficiency of `code`; its id. */
async function fileInspection(code: string, port: string): Promise<string> {
  await page.goto(`${LIST}/form`);
  await app.expectHeading('Denetim Ekle');
  await page.getByTestId('inspection-type').click();
  await page.getByRole('option', { name: 'Liman Devleti Kontrolü (PSC)' }).click();
  await page.getByTestId('inspection-regime').click();
  await page.getByRole('option', { name: 'Paris MoU' }).click();
  await page.getByTestId('inspection-port').fill(port);
  await page.getByTestId('inspection-add-deficiency').click();
  await page.getByTestId('inspection-deficiency-code-0').click();
  await page.getByRole('option', { name: new RegExp(`^${code} –`) }).click();
  await page.getByTestId('inspection-deficiency-text-0').fill('Yangın kapısı kendiliğinden kapanmıyor');
  // The due date is computed as the code is chosen (16: fourteen days after the inspection).
  await expect.poll(() => page.getByTestId('inspection-deficiency-due-0').textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.waitForURL(/\/gemi-denet-raporlari\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('inspections', () => {
  it('files an inspection through the form, shows it in the detail and the list, and reaches the server', async () => {
    await app.signInAndChoose();
    const port = `Rotterdam ${Date.now()}`;
    const id = await fileInspection('16', port);

    // The detail: the deficiency with its action code, due date and state.
    await expect.poll(() => page.getByTestId('inspection-deficiency').count()).toBe(1);
    expect(await page.getByTestId('inspection-deficiency').first().textContent()).toContain('16 – 14 gün içinde giderilecek');
    expect(await page.getByTestId('inspection-deficiency-due').first().textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await page.getByTestId('inspection-detail-open').textContent()).toBe('1');
    await stillShot(page, `${SHOTS}/detail-1280-tr.png`, false);

    await expect.poll(async () => (await api<{ liman: string }>(`/api/denetim/${id}`)).body?.liman, { timeout: 30_000 }).toBe(port);

    // The list: the inspection with its open deficiency and the ship's next PSC window.
    await page.goto(LIST);
    await app.expectHeading('Gemi Denetim Raporları');
    await page.getByTestId('inspection-calendar').waitFor();
    await page.getByTestId('inspection-window-paris').first().waitFor();
    expect(await page.getByTestId('inspection-window-paris').first().textContent()).toContain('Paris MoU');
    await stillShot(page, `${SHOTS}/list-1280-tr.png`, false);

    await app.switchLanguage('en');
    await app.expectHeading('Ship Inspection Reports');
    expect(await page.getByTestId('inspection-calendar').textContent()).toContain('Next PSC Window');
    await stillShot(page, `${SHOTS}/list-1280-en.png`, false);
    await page.goto(`${LIST}/${id}`);
    await expect.poll(() => page.getByTestId('inspection-deficiency').first().textContent()).toContain('16 – Rectify within 14 days');
    await stillShot(page, `${SHOTS}/detail-1280-en.png`, false);
  });

  it('works on a 768 px tablet: the form with its due dates, the list and the detail, in both languages', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signInAndChoose();
    const id = await fileInspection('17', `Busan ${Date.now()}`);
    await expect.poll(() => page.getByTestId('inspection-deficiency').count()).toBe(1);
    await stillShot(page, `${SHOTS}/detail-768-tr.png`, false);

    await page.goto(LIST);
    await app.expectHeading('Gemi Denetim Raporları');
    await page.getByTestId('inspection-calendar').waitFor();
    // Nothing wider than the tablet's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/list-768-tr.png`, false);

    await app.switchLanguage('en');
    await page.goto(`${LIST}/${id}/edit`);
    await app.expectHeading('Edit Inspection');
    expect(await page.getByTestId('inspection-deficiency-due-0').textContent()).toMatch(/^Due date: \d{2}\.\d{2}\.\d{4}$/);
    await stillShot(page, `${SHOTS}/form-768-en.png`, false);
  });
});
