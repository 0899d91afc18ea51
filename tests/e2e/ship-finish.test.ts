import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// The ship side's finish (issue 47, item 13) on a 768 px tablet: a BDN saved without a supplier and
// with MGO named marine gas oil, its save toast clear of the page's actions; a ship report and an
// exchange rate dated in the future warned of, not refused; the ship report's states whole; the
// cash-flow detail naming its amount, method and date once.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-ship-finish';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('ship side finish', () => {
  it('saves a BDN of MGO without a supplier, and its toast leaves the page’s actions clear', async () => {
    await app.signInAndChoose();
    await page.goto('/teknik/bdn-kayit/form');
    await app.expectHeading('BDN Ekle');
    // The supplier is optional (docs/areas/bunkers-and-emissions.md): no asterisk.
    expect(await page.locator('label', { hasText: 'Tedarikçi' }).textContent()).toBe('Tedarikçi');
    const number = `BDN-MGO-${Date.now()}`;
    await page.getByTestId('bdn-number').fill(number);
    await page.getByTestId('bdn-fuel').click();
    await page.getByRole('option', { name: 'MGO (deniz motorini)' }).click();
    await page.getByTestId('bdn-quantity').fill('40');
    await page.getByTestId('bdn-density').fill('850');
    await page.getByTestId('bdn-sulphur').fill('0,08');
    await page.getByTestId('bdn-flash-point').fill('62');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/teknik\/bdn-kayit\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await app.expectHeading(number);

    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    const actions = page.locator('main [data-page-actions]').first();
    const covers = async () => {
      const [shown, under] = [await toast.boundingBox(), await actions.boundingBox()];
      return shown && under ? overlaps(shown, under) : 'toast gone';
    };
    expect(await covers()).toBe(false);
    await stillShot(page, `${SHOTS}/bdn-saved-768-tr.png`, false);

    await expect.poll(async () => (await api<{ bdnNo: string }>(`/api/teknik/bdn/${id}`)).body?.bdnNo, { timeout: 30_000 }).toBe(number);
    expect((await api<{ tedarikci: string | null; yakit: string }>(`/api/teknik/bdn/${id}`)).body).toMatchObject({
      tedarikci: null,
      yakit: 'MGO',
    });
  });

  it('warns of a ship report and an exchange rate dated in the future, in English, with the report’s states whole', async () => {
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/operasyon/haftalik-gemi-durum-raporu/form');
    await app.expectHeading('New ship report');
    await page.getByTestId('report-time').fill(`${new Date().getFullYear() + 1}-01-15T12:00`);
    await page.getByTestId('report-time-future').waitFor();
    expect(await page.getByTestId('report-time-future').textContent()).toBe('The report time is in the future: check the date.');
    // Each state's label reads whole inside the control.
    const control = (await page.getByTestId('report-state').boundingBox())!;
    const labels = await page
      .getByTestId('report-state')
      .locator('label')
      .evaluateAll((items) =>
        items.map((item) => ({ cut: item.scrollWidth > item.clientWidth + 1, right: item.getBoundingClientRect().right })),
      );
    expect(labels.length).toBe(4);
    expect(labels.filter((label) => label.cut || label.right > control.x + control.width + 1)).toEqual([]);
    await stillShot(page, `${SHOTS}/report-future-768-en.png`, false);

    await page.goto('/finans/kur/form');
    await app.expectHeading('Add Rate');
    const date = page.getByRole('textbox', { name: /^Date/ });
    await date.fill(`15/01/${new Date().getFullYear() + 1}`);
    await page.getByTestId('rate-date-future').waitFor();
    await stillShot(page, `${SHOTS}/rate-future-768-en.png`, false);
  });

  it('names a cash flow’s amount, method and date once on its page', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/nakit-akis?tip=odeme');
    const detail = async () =>
      (await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).find((href) =>
        /^\/finans\/nakit-akis\/[0-9a-f-]{36}$/.test(href),
      );
    await expect.poll(detail, { timeout: 30_000 }).toBeTruthy();
    await page.goto((await detail())!);
    await page.getByTestId('flow-amount').waitFor();
    for (const label of ['Tutar', 'Ödeme Yöntemi', 'Tarih']) {
      const shown = await page
        .locator('main')
        .getByText(label, { exact: true })
        .evaluateAll((items) => items.filter((item) => !item.closest('[data-testid="record-history"]')).length);
      expect(shown, label).toBe(1);
    }
    await stillShot(page, `${SHOTS}/cash-flow-768-tr.png`, false);
  });
});
