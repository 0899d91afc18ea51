import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { KpiReport } from '../../src/domain/kpi';
import { localDate } from '../../src/domain/calendar';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// The KPI page (docs/areas/inspections.md, KPI) in a real browser: the chosen ship's figures,
// computed on the device, are the server's (`GET /api/kpi`) rating for rating; a figure's inputs
// open under the table; "no data" where a figure has none; in Turkish and English, at 1280 and
// 768 px, and the fleet with 'Hepsi'.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-kpi';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** The page's figures once the pull has ended: per row, its code, and per column its rating ('' without). */
async function shownRatings(): Promise<Record<string, string[]>> {
  return page.$$eval('[data-testid="kpi-row"]', (rows) =>
    Object.fromEntries(
      rows.map((row) => [
        row.getAttribute('data-kod')!,
        [...row.querySelectorAll('[data-testid="kpi-cell"]')].map(
          (cell) => cell.querySelector('[data-testid="kpi-rating"]')?.textContent ?? '',
        ),
      ]),
    ),
  );
}

describe('KPI', () => {
  it('shows the ship’s figures as the server computes them, a figure’s inputs under the table, in Turkish and English', async () => {
    await app.signInAndChoose();
    await page.goto('/kpi');
    await app.expectHeading('KPI');
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pulled'), { timeout: 60_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('kpi-row').count(), { timeout: 30_000 }).toBe(11);
    const sirket = (await page.getByTestId('kpi-cell').first().getAttribute('data-column'))!;
    const year = localDate().slice(0, 4);
    const server = await api<KpiReport>(`/api/kpi?sirket=${sirket}&baslangic=${year}-01-01&bitis=${localDate()}`);
    expect(server.status).toBe(200);
    const expected = Object.fromEntries(
      server.body.gemiler[0]!.kpiler.map((kpi) => [kpi.kod, [kpi.puan === null ? '' : String(kpi.puan)]]),
    );
    await expect.poll(shownRatings, { timeout: 15_000 }).toEqual(expected);
    // The demo's year of inspections gives the PSC figures a value.
    const psc = server.body.gemiler[0]!.kpiler.find((kpi) => kpi.kod === 'KPI026')!;
    expect(psc.deger).not.toBeNull();

    // A figure's inputs, one click away.
    const cell = page.locator('[data-testid="kpi-row"][data-kod="KPI026"] [data-testid="kpi-value"]');
    await cell.click();
    expect(await cell.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByTestId('kpi-inputs').textContent()).toContain('PSC denetimi');
    expect(await page.locator('[data-testid="kpi-input"][data-key="denetim"]').textContent()).toBe(String(psc.girdiler.denetim));
    await stillShot(page, `${SHOTS}/ship-1280-tr.png`, false);

    // In English: "No data" for a figure without any (no value), and the inputs' words.
    await app.switchLanguage('en');
    await expect.poll(() => page.getByTestId('kpi-inputs').textContent()).toContain('PSC inspections');
    const nulls = server.body.gemiler[0]!.kpiler.filter((kpi) => kpi.deger === null).map((kpi) => kpi.kod);
    for (const kod of nulls) {
      expect(await page.locator(`[data-testid="kpi-row"][data-kod="${kod}"] [data-testid="kpi-value"]`).textContent()).toBe('No data');
    }
    await stillShot(page, `${SHOTS}/ship-1280-en.png`, false);
  });

  it('at 768 px shows the fleet with a column per ship and the fleet’s, in view', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signIn();
    // 'Hepsi': every company.
    await page.getByRole('button', { name: /Hepsi/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/kpi');
    await app.expectHeading('KPI');
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pulled'), { timeout: 60_000 }).toBe('true');
    const companies = (await api<{ _id: string; gemi?: { adi?: string } }[]>('/api/sirket')).body.filter((company) => company.gemi?.adi);
    await expect.poll(() => page.getByTestId('kpi-column').count(), { timeout: 30_000 }).toBe(companies.length + 1);
    expect(await page.getByTestId('kpi-column').last().textContent()).toBe('Filo');
    // The fleet's figures are the server's.
    const year = localDate().slice(0, 4);
    const server = await api<KpiReport>(`/api/kpi?baslangic=${year}-01-01&bitis=${localDate()}`);
    const fleet = Object.fromEntries(server.body.filo.kpiler.map((kpi) => [kpi.kod, kpi.puan === null ? '' : String(kpi.puan)]));
    await expect
      .poll(async () => Object.fromEntries(Object.entries(await shownRatings()).map(([kod, ratings]) => [kod, ratings.at(-1)])), {
        timeout: 15_000,
      })
      .toEqual(fleet);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/fleet-768-tr.png`, false);
  });
});
