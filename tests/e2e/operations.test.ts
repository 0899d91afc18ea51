import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// Operations (docs/areas/operations.md) in a real browser: the demo ship's running time charter and
// its hire statement computed on the device, to the cent the API answers; the contracts register
// with each contract's status; the second ship's voyage with its laytime (demurrage as the API
// answers it) and its cargo documents; in Turkish and English, at 1280 and 768 px.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-operations';

async function api<T>(path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The digits of a figure as shown or as answered (1.234,50 USD and 1234.5 both read 123450). */
const digits = (text: string) => text.replace(/[^\d]/g, '');
const cents = (major: number) => digits(major.toFixed(2));

describe('operations', () => {
  it('shows a time charter’s hire statement as the API computes it, and the contracts with their status, in both languages', async () => {
    await app.signIn();
    await app.chooseCompany('Karadeniz Denizcilik');

    await page.goto('/operasyon/time-charter');
    await app.expectHeading('Time Charter');
    await page.getByTestId('charter-running').first().waitFor();
    const link = page.getByRole('link', { name: /Chartering/ }).first();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await stillShot(page, `${SHOTS}/time-list-1280-tr.png`, false);
    await link.click();

    const statement = await api<{ faturalar: unknown[]; toplam: number }>(`/api/operasyon/carter/${id}/kira-hesabi`);
    await expect.poll(() => page.getByTestId('hire-invoice').count()).toBe(statement.faturalar.length);
    expect(digits((await page.getByTestId('hire-total').textContent())!)).toBe(cents(statement.toplam));
    // The off-hire and its commission given back, each a line of its own.
    expect(await page.getByTestId('hire-line-off-hire').count()).toBe(1);
    expect(await page.getByTestId('hire-line-off-hire-komisyonu').count()).toBe(1);
    await stillShot(page, `${SHOTS}/time-detail-1280-tr.png`, false);

    await page.goto('/operasyon/sozlesmeler');
    await app.expectHeading('Sözleşmeler');
    await expect.poll(() => page.getByTestId('contract-status').allTextContents()).toContain('Yaklaşıyor');
    await stillShot(page, `${SHOTS}/contracts-1280-tr.png`, false);

    await app.switchLanguage('en');
    await expect.poll(() => page.getByTestId('contract-status').allTextContents()).toContain('Due soon');
    await page.goto(`/operasyon/time-charter/${id}`);
    await expect.poll(() => page.getByTestId('summary-panel').textContent()).toContain('Hire Statement');
    expect(await page.getByTestId('hire-line-off-hire-komisyonu').textContent()).toContain('Off-hire commission returned');
    await stillShot(page, `${SHOTS}/time-detail-1280-en.png`, false);
  });

  it('on a 768 px tablet: a voyage’s laytime as the API computes it and its cargo documents, in both languages', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signIn();
    await app.chooseCompany('Ege Gemi');

    await page.goto('/operasyon/spot-charter');
    await app.expectHeading('Spot Charter');
    const link = page.getByRole('link', { name: /Çukurova|A\.Ş\./ }).first();
    await link.waitFor();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await link.click();

    const laytime = await api<{ ayri: { demurrage: number }; tersinir: { net: number } }>(`/api/operasyon/carter/${id}/laytime`);
    await page.getByTestId('laytime-demurrage').waitFor();
    await expect.poll(async () => digits((await page.getByTestId('laytime-demurrage').textContent())!)).toBe(cents(laytime.ayri.demurrage));
    expect(await page.getByTestId('sof-port').count()).toBe(2);
    expect(await page.getByTestId('laytime-days').count()).toBe(2);
    expect(await page.getByTestId('time-bar').textContent()).toMatch(/\d+ gün kaldı|geçti/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/voyage-768-tr.png`, false);

    await page.goto('/operasyon/yuk-evrak-kaydi');
    await app.expectHeading('Yük Evrak Kaydı');
    await expect.poll(() => page.getByRole('row').count()).toBe(5);
    expect(await page.getByTestId('bl-warning').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/documents-768-tr.png`, false);

    await app.switchLanguage('en');
    await expect.poll(() => page.getByRole('table').first().textContent()).toContain('Bill of lading (B/L)');
    await page.goto(`/operasyon/spot-charter/${id}`);
    await expect.poll(() => page.getByTestId('laytime-reversible').textContent()).toContain('Reversible');
    await stillShot(page, `${SHOTS}/voyage-768-en.png`, false);
  });
});
