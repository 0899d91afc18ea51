import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, newContext, stillShot, pagePerTest } from './browser';

// Cheques and notes end to end (docs/areas/cheques.md): the chosen ship's demo portfolio by due date with
// its totals and filters, an instrument moved through the move dialog (given to the bank, then
// collected at a value date before its due date, with a warning: the collection booked at receipt), and on a 768 px tablet in English, offline, an
// endorsement shown at once and on the server once back online.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser, context, page, app } = opened), 1440, 1000);

const SHOTS = '/tmp/shots-instruments';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** Opens the first instrument of the list filtered to `state` (its label). */
async function openFirstIn(state: string) {
  await page.getByTestId('instrument-state-filter').click();
  await page.getByRole('option', { name: state, exact: true }).click();
  await expect
    .poll(async () => {
      const badges = await page.getByTestId('instrument-state').allTextContents();
      return badges.length > 0 && badges.every((text) => text === state);
    })
    .toBe(true);
  await page.locator('table tbody tr a[href*="/finans/cek-senet/"]').first().click();
  await page.waitForURL(/\/finans\/cek-senet\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Moves the open instrument to `durum` through the move dialog, at its proposed value date (the due date). */
async function confirmMove(durum: string) {
  await page.getByTestId(`instrument-move-${durum}`).click();
  await page.getByTestId('instrument-move-date').waitFor();
  await page.getByTestId('instrument-move-confirm').click();
}

describe('cheques and notes', () => {
  it('lists the portfolio by due date with totals and filters, and moves a cheque to the bank and to collected through the move dialog', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cek-senet');
    await app.expectHeading('Çek / Senet Portföyü');
    await page.locator('table tbody tr').first().waitFor();
    await page.getByTestId('instrument-totals').waitFor();
    expect(await page.getByTestId('instrument-totals').getByText('Portföyde').count()).toBe(1);
    await stillShot(page, `${SHOTS}/list.png`);

    // Issued only.
    await page.getByTestId('instrument-direction-filter').click();
    await page.getByRole('option', { name: 'Verilen', exact: true }).click();
    await expect
      .poll(async () => {
        const states = await page.getByTestId('instrument-state').allTextContents();
        return states.length > 0 && states.every((text) => ['Verildi', 'Ödendi', 'Karşılıksız'].includes(text));
      })
      .toBe(true);
    await page.getByTestId('instrument-direction-filter').click();
    await page.getByRole('option', { name: 'Alınan', exact: true }).click();

    const id = await openFirstIn('Portföyde');
    await confirmMove('tahsile-verildi');
    await expect.poll(() => page.getByTestId('instrument-detail-state').textContent()).toBe('Tahsile verildi');
    // Collected: the dialog offers the due date as the value date; a day before it warns, and is still allowed.
    await page.getByTestId('instrument-move-tahsil-edildi').click();
    const due = await page.getByTestId('instrument-move-date').inputValue();
    expect(due).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await page.getByTestId('instrument-move-early').count()).toBe(0);
    const [day, month, year] = due.split('.').map(Number);
    const before = new Date(Date.UTC(year!, month! - 1, day! - 1));
    await page
      .getByTestId('instrument-move-date')
      .fill(
        `${String(before.getUTCDate()).padStart(2, '0')}.${String(before.getUTCMonth() + 1).padStart(2, '0')}.${before.getUTCFullYear()}`,
      );
    await page.getByTestId('instrument-move-early').waitFor();
    await page.getByTestId('instrument-move-confirm').click();
    await expect.poll(() => page.getByTestId('instrument-detail-state').textContent()).toBe('Tahsil edildi');
    expect(await page.getByTestId('instrument-timeline').getByText('Tahsile verildi').count()).toBe(1);
    await page.getByTestId('instrument-flow').waitFor();
    await expect
      .poll(async () => (await api<{ durum: string; nakitAkis: string | null }>(`/api/finans/cek-senet/${id}`)).body?.durum, {
        timeout: 20_000,
      })
      .toBe('tahsil-edildi');
    const settled = (await api<{ nakitAkis: string; miktar: number; tur: string }>(`/api/finans/cek-senet/${id}`)).body;
    const flow = (await api<{ tip: string; odemeYontemi: string; miktar: number }>(`/api/finans/nakit-akis/${settled.nakitAkis}`)).body;
    // By cheque or by note, as the instrument is.
    expect(flow).toMatchObject({ tip: 'tahsilat', odemeYontemi: settled.tur, miktar: settled.miktar });
    // Nothing moves it any more.
    expect(await page.getByTestId('instrument-moves').count()).toBe(0);
    await stillShot(page, `${SHOTS}/detail.png`);

    await page.goto('/');
    await page.getByTestId('finance-card-instruments').waitFor();
  });

  it('in English on a 768 px tablet, offline: an endorsement shows at once and reaches the server back online', async () => {
    await context.close();
    context = await newContext(browser, 768, 1024);
    page = await context.newPage();
    app = new AppPage(page);
    await app.signInAndChoose();
    await app.switchLanguage('en');
    // The choice is stored before the full page load below reads it.
    await app.expectHeading('Dashboard');
    await page.goto('/finans/cek-senet');
    await app.expectHeading('Cheque / Note Portfolio');
    await page.locator('table tbody tr').first().waitFor();
    await app.waitChunkCached('src/features/instruments/instrument-detail-page.tsx');
    // The page does not scroll sideways at 768 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/list-768-en.png`);

    await context.setOffline(true);
    const id = await openFirstIn('In portfolio');
    await page.getByTestId('instrument-move-ciro-edildi').click();
    await page.getByTestId('instrument-endorsee').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('instrument-move-confirm').click();
    await expect.poll(() => page.getByTestId('instrument-detail-state').textContent()).toBe('Endorsed');
    expect(await page.getByTestId('instrument-timeline').getByText('Endorsed').count()).toBe(1);
    // One write: the instrument with its move; the server books its cash flows.
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await stillShot(page, `${SHOTS}/endorsed-offline-768-en.png`);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
    const onServer = (await api<{ durum: string; nakitAkis: string | null }>(`/api/finans/cek-senet/${id}`)).body;
    expect(onServer.durum).toBe('ciro-edildi');
    expect(onServer.nakitAkis).not.toBeNull();
  });
});
