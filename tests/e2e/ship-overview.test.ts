import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/calendar';
import { firstFreePeriod, MAX_JOBS, periodOf, reportPrefill, type ReportContent } from '../../src/domain/work-report';
import type { AppPage } from './browser';
import { apiAs, stillShot, pagePerTest } from './browser';

// The ship side's overview (issue 47, items 9–11) on a 768 px tablet: the dashboard's unread
// circulars of the chosen company each once, and with 'Hepsi' each named with its company; a
// circular's page confirming "I have read it" as the list does; MRV's fleet summary with 'Hepsi';
// a new weekly work report opening on the ship's first free week with the previous report's open
// jobs and defects (docs/areas/documents.md, docs/areas/bunkers-and-emissions.md, docs/areas/work-reports.md).

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-ship-overview';

/** Every company: the header's 'Hepsi'. */
async function chooseAll() {
  await page.evaluate(() => localStorage.setItem('sirket', ''));
  await page.reload();
}

/**
 * Signed in with the third company chosen: not the first, which the other files' tests read and
 * write (its unread circulars, this week's work report).
 */
/** A demo company no other test reads circulars of (others choose the first, or make companies of their own). */
async function signInToThird() {
  await app.signIn();
  await app.chooseCompany('Ege Gemi İşletmeciliği');
}

/** A Turkish figure as shown (1.234,5) as a number. */
const figure = (text: string) => Number(text.trim().replaceAll('.', '').replace(',', '.'));

describe('ship overview', () => {
  it('lists each unread circular once, names its company with Hepsi, and confirms one from its page', async () => {
    await signInToThird();
    const card = page.getByTestId('circulars-card');
    const items = card.getByTestId('circulars-card-item');
    await items.first().waitFor();
    const chosen = await items.allTextContents();
    // The chosen company's circulars: each once, no company named.
    expect(new Set(chosen).size).toBe(chosen.length);
    expect(chosen.filter((text) => text.startsWith('SRK-2026-03'))).toHaveLength(1);
    expect(await card.getByTestId('circulars-card-company').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/dashboard-768-tr.png`, false);

    // A circular's page: "Okudum", then "Okundu <today>", and off the card.
    const unread = Number(await page.getByTestId('circulars-unread').textContent());
    await items.first().getByRole('link').click();
    await page.waitForURL(/\/sirkuler\/[0-9a-f-]{36}$/);
    await page.getByTestId('confirm-read').click();
    const [y, m, d] = localDate().split('-');
    await page.getByTestId('read-confirmed').getByText(`Okundu ${d}.${m}.${y}`).waitFor();
    expect(await page.getByTestId('confirm-read').count()).toBe(0);
    await stillShot(page, `${SHOTS}/circular-read-768-tr.png`, false);
    await page.goto('/');
    await expect.poll(async () => Number(await page.getByTestId('circulars-unread').textContent())).toBe(unread - 1);

    // Every company: each circular once, named with its company.
    await chooseAll();
    await card.getByTestId('circulars-card-company').first().waitFor();
    const all = await items.allTextContents();
    expect(new Set(all).size).toBe(all.length);
    // Every company has SRK-2026-03 (the newest): each row of it names another company.
    expect(all.filter((text) => text.startsWith('SRK-2026-03')).length).toBeGreaterThan(1);
    expect(await card.getByTestId('circulars-card-company').count()).toBe(all.length);
    await stillShot(page, `${SHOTS}/dashboard-all-768-tr.png`, false);
  });

  it('shows MRV’s fleet summary with Hepsi: a row per ship and totals that add up', async () => {
    await app.signInAndChoose();
    await chooseAll();
    await page.goto('/mrv');
    await app.expectHeading('MRV');
    const table = page.getByTestId('mrv-fleet');
    const ships = await apiAs<{ _id: string; gemi?: { adi: string } | null }[]>(context, 'GET', '/api/sirket');
    const expected = ships.body.filter((company) => company.gemi?.adi).length;
    // A row per ship once the first pull has brought every ship (it may still be under way).
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="mrv-fleet"] [data-testid="mrv-fleet-row"]').length === count,
      expected,
    );
    // The rows and the total read in one go, from one render.
    const { rows, total } = await table.evaluate((element) => {
      const texts = (tr: Element) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '');
      return {
        rows: Array.from(element.querySelectorAll('[data-testid="mrv-fleet-row"]')).map(texts),
        total: texts(element.querySelector('[data-testid="mrv-fleet-total"]')!),
      };
    });
    expect(rows).toHaveLength(expected);
    // The total row spans the ship and IMO columns: its figures line up with the rows' from the third on.
    const columns = rows[0]!.length - 2;
    for (let column = 0; column < columns; column++) {
      const sum = rows.reduce((acc, row) => acc + Math.round(figure(row[column + 2]!) * 1000), 0);
      expect(Math.round(figure(total[column + 1]!) * 1000)).toBe(sum);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/mrv-fleet-768-tr.png`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-app-shell="navbar"]').isVisible()).toBe(false);
    await table.waitFor();
    await stillShot(page, `${SHOTS}/mrv-fleet-print-tr.png`);
    await page.emulateMedia({ media: 'screen' });
  });

  it('opens a new weekly report on the ship’s first free week with the previous report’s open jobs and defects', async () => {
    await signInToThird();
    const sirket = await page.evaluate(() => localStorage.getItem('sirket') ?? '');
    type Listed = ReportContent & { _id: string };
    const list = async () =>
      (await apiAs<{ isRaporlari: Listed[] }>(context, 'GET', `/api/teknik/is-raporu?sirket=${sirket}&tur=haftalik&limit=500`)).body
        .isRaporlari;
    const today = localDate();
    const week = periodOf('haftalik', today);
    // This week taken, with an open job, a done one and a defect.
    const open = `Sintine pompası ${Date.now()}`;
    if (!(await list()).some((report) => report.donem === week)) {
      const saved = await apiAs(context, 'POST', '/api/teknik/is-raporu', {
        sirket,
        tur: 'haftalik',
        donem: week,
        isler: [
          { baslik: open, durum: 'devam', aciklama: 'conta bekleniyor' },
          { baslik: 'Boya rötuşu', durum: 'tamamlandi', aciklama: '' },
        ],
        arizalar: 'Radar 2 arızalı',
        dosyalar: [],
      });
      expect(saved.status).toBe(201);
    }
    const reports = await list();
    const free = firstFreePeriod(
      'haftalik',
      today,
      reports.map((report) => report.donem),
    );
    expect(free).not.toBe(week);
    const expected = reportPrefill('haftalik', free, reports, [], MAX_JOBS);
    expect(expected.isler.length).toBeGreaterThan(0);

    // The device has this week's report (the list shows it), then the form opens past it.
    await page.goto('/teknik/haftalik-is-raporu');
    await page.locator('table tbody tr', { hasText: week }).first().waitFor();
    await page.getByRole('link', { name: 'Rapor Ekle' }).first().click();
    await app.expectHeading('Rapor Ekle');
    await expect.poll(() => page.getByTestId('work-report-period').inputValue()).toContain(free);
    await page.getByTestId('work-report-carried').waitFor();
    await expect.poll(() => page.getByTestId('work-report-job-title-0').inputValue()).toBe(expected.isler[0]!.baslik);
    // Only open jobs: the done ones stay behind.
    expect(await page.locator('[data-testid^="work-report-job-title-"]').count()).toBe(expected.isler.length);
    expect(await page.getByTestId('work-report-defects-input').inputValue()).toBe(expected.arizalar);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/work-report-form-768-tr.png`);

    // Saved as carried over: the new week on the server with the open job.
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/teknik\/haftalik-is-raporu\/[0-9a-f-]{36}$/);
    await expect
      .poll(async () => (await list()).find((report) => report.donem === free)?.isler.map((job) => job.baslik), { timeout: 30_000 })
      .toEqual(expected.isler.map((job) => job.baslik));
  });
});
