import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplier } from '../server/account-fixtures';
import { simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import { AppPage, apiAs, launchBrowser, newContext, stillShot, uploadAs } from './browser';

// Issue 34 (docs/areas/exchange-rates.md) in the real build: the rates screen with a TCMB bulletin uploaded by
// the administrator, the kur farkı report on the demo book (a payment whose rate is missing says
// so, never 0), and the TL equivalents switched on through the URL; in Turkish and in English.

const BULLETIN = fileURLToPath(new URL('../fixtures/tcmb-today.xml', import.meta.url));
const NOW = new Date();
const BOOK_YEAR = NOW.getMonth() >= 5 ? NOW.getFullYear() : NOW.getFullYear() - 1;
const YEAR = `?from=${BOOK_YEAR}-01-01&to=${BOOK_YEAR}-12-31`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, 1280, 900);
  page = await context.newPage();
  app = new AppPage(page);
  await app.signInAndChoose();
  // Every company: the header's 'Hepsi'.
  await page.evaluate(() => localStorage.setItem('sirket', ''));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The cells of a table's rows (header excluded), as shown. */
const rowsOf = (selector: string) =>
  page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim())),
  );

describe('exchange rates', () => {
  it('opens each new page with its title, an unknown rate with the record’s not-found', async () => {
    const pages: [string, string][] = [
      ['/finans/kur', 'Döviz Kurları'],
      ['/finans/kur/form', 'Kur Ekle'],
      ['/finans/kur/ornek-1', 'Döviz Kuru'],
      ['/finans/kur/ornek-1/edit', 'Kur Düzenle'],
      ['/finans-raporlari/kur-farki-raporu', 'Kur Farkı Raporu'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await app.expectHeading(title);
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
    }
  });

  it('lists the rates, takes a TCMB bulletin from the administrator and draws the buying rate', async () => {
    await page.goto('/finans/kur?doviz=USD');
    await app.expectHeading('Döviz Kurları');
    // The demo bulletins reach the device with the first pull.
    await expect.poll(async () => (await rowsOf('table[aria-label="Döviz Kurları"]')).length, { timeout: 60_000 }).toBeGreaterThan(0);
    await page.locator('[data-testid="tcmb-file"]').setInputFiles(BULLETIN);
    await expect
      .poll(async () => (await rowsOf('table[aria-label="Döviz Kurları"]')).some((cells) => cells[0]?.startsWith('26.11.2026')), {
        timeout: 30_000,
      })
      .toBe(true);
    const row = (await rowsOf('table[aria-label="Döviz Kurları"]')).find((cells) => cells[0]?.startsWith('26.11.2026'))!;
    expect(row[1]).toBe('USD');
    expect(row[2]).toMatch(/^\d{2},\d{4}$/);
    await expect.poll(() => page.locator('[data-testid="rate-chart"]').count()).toBe(1);
  });

  it('kur farkı report: each payment of a foreign bill in TL at both rates; a missing rate is "Kur yok", never 0', async () => {
    await page.goto(`/finans-raporlari/kur-farki-raporu${YEAR}`);
    await app.expectHeading('Kur Farkı Raporu');
    await page.locator('[data-report-table="main"]').waitFor({ timeout: 60_000 });
    const header = await page.$$eval('[data-report-table="main"] thead th', (cells) =>
      cells.map((cell) => (cell.textContent ?? '').trim()),
    );
    expect(header).toEqual(expect.arrayContaining(['Fatura Kuru', 'Ödeme Kuru', 'TL (fatura kuru)', 'TL (ödeme kuru)', 'Kur Farkı']));
    const tlColumns = ['TL (fatura kuru)', 'TL (ödeme kuru)', 'Kur Farkı'].map((label) =>
      header.findIndex((cell) => cell.startsWith(label)),
    );
    const rows = await rowsOf('[data-report-table="main"]');
    expect(rows.length).toBeGreaterThan(0);
    // The demo's year of daily rates prices most payments; one whose rate is missing (a bill of the
    // year's first day) says so in each TL column, never 0,00.
    expect(rows.filter((cells) => !cells.includes('Kur yok')).length).toBeGreaterThan(0);
    for (const cells of rows) {
      for (const index of tlColumns)
        expect(cells[index] === 'Kur yok' || /^-?[\d.]+,\d{2}/.test(cells[index]?.replace(/[^\d.,-]/g, '') ?? '')).toBe(true);
      if (cells.includes('Kur yok')) for (const index of tlColumns) expect(cells[index]).not.toBe('0,00');
    }

    await app.switchLanguage('en');
    try {
      await page.goto(`/finans-raporlari/kur-farki-raporu${YEAR}`);
      await app.expectHeading('Exchange Difference Report');
      await page.locator('[data-report-table="main"]').waitFor({ timeout: 60_000 });
      // In English a missing rate is "No rate" (the Turkish mark never shows).
      await expect.poll(async () => (await rowsOf('[data-report-table="main"]')).length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect((await rowsOf('[data-report-table="main"]')).some((cells) => cells.includes('Kur yok'))).toBe(false);
    } finally {
      await app.switchLanguage('tr');
    }
  });

  it('the TL karşılığı switch is kept in the URL and adds a TL column; no rate shows as such', async () => {
    await page.goto('/finans/nakit-akis?tip=odeme');
    await app.expectHeading('Nakit Akış');
    await page.locator('[data-testid="tl-switch"]').click();
    await page.waitForURL((url) => url.searchParams.get('tl') === 'true');
    await expect.poll(() => page.getByRole('columnheader', { name: 'TL karşılığı' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid="no-rate"], [data-testid="tl-amount"]').count()).toBeGreaterThan(0);
    // A foreign payment's detail tells its TL equivalent, or that its rate is missing.
    await expect.poll(() => page.locator('tbody tr', { hasText: /USD|EURO/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page
      .locator('tbody tr', { hasText: /USD|EURO/ })
      .first()
      .click();
    await page.waitForURL(/\/finans\/nakit-akis\/[^/?]+$/);
    await expect.poll(() => page.locator('[data-testid="total-tl"], [data-testid="no-rate"]').count(), { timeout: 15_000 }).toBe(1);
    // Opened from the URL, the bill list shows its TL column at once.
    await page.goto('/finans/fatura-proforma?tip=gelen&tl=true');
    await expect.poll(() => page.getByRole('columnheader', { name: 'TL karşılığı' }).count()).toBe(1);
    // A foreign bill's detail tells its TL equivalent, or that its rate is missing.
    await expect.poll(() => page.locator('tbody tr', { hasText: /USD|EURO/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page
      .locator('tbody tr', { hasText: /USD|EURO/ })
      .first()
      .click();
    await page.waitForURL(/\/finans\/fatura-proforma\/[^/?]+$/);
    await expect.poll(() => page.locator('[data-testid="total-tl"], [data-testid="no-rate"]').count(), { timeout: 15_000 }).toBe(1);
    // The account list: the customers' balances in every currency, each with its TL equivalent at
    // today's rate (the demo's year of rates reaches today), the switch kept through the tabs.
    await page.goto('/finans/cari-listeler?cari_tip=tedarikci&tl=true');
    await app.expectHeading('Cari Listeler');
    await page.getByRole('tab', { name: 'Müşteri' }).click();
    await page.waitForURL((url) => url.searchParams.get('cari_tip') === 'musteri' && url.searchParams.get('tl') === 'true');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Bakiye (TL)' }).count()).toBe(1);
    // The balances show as the accounts arrive, the rates perhaps after them: read once the pull has ended.
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pulled'), { timeout: 60_000 }).toBe('true');
    await expect
      .poll(() => page.locator('[data-testid="balance-tl"] [data-testid="tl-amount"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="balance-tl"] [data-testid="no-rate"]').count()).toBe(0);
    // Its detail: the switch in the URL, and a foreign balance's remainder in TL.
    const href = await page.locator('[data-testid="account-row"] a').first().getAttribute('href');
    await page.goto(`${href}?tl=true`);
    await expect.poll(() => page.locator('[data-testid="tl-switch"]').getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await expect
      .poll(() => page.locator('[data-testid="summary-bakiye-tl"] [data-testid="tl-amount"], [data-testid="account-summary-TL"]').count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    expect(await page.locator('[data-testid="summary-bakiye-tl"] [data-testid="no-rate"]').count()).toBe(0);
    // And a report's "all currencies in TL" view.
    await page.goto(`/finans-raporlari/odeme-raporu${YEAR}&tl=true`);
    await page.locator('[data-report-table="main"]').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.$$eval('[data-report-table="main"] thead th', (cells) => cells.map((cell) => (cell.textContent ?? '').trim())))
      .toContain('Tutar (TL)');
  });

  it('offline, from the device: the kur farkı report says a rate is missing ("Kur yok", "No rate") and the TL switch works', async () => {
    // A dollar bill of March 2020, before the demo's year of rates, and a payment of part of it.
    const [company] = (await apiAs<{ _id: string }[]>(context, 'GET', '/api/sirket')).body;
    const unvan = `Kursuz Tedarikçi ${Date.now()}`;
    const account = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/cari-hesap', supplier(company!._id, { unvan }));
    const codes = (await apiAs<{ _id: string; tip: string; durum: string }[]>(context, 'GET', '/api/finans/butce-kodu')).body;
    const code = codes.find((row) => row.tip === 'gider' && row.durum === 'aktif')!;
    const pdf = () => uploadAs(context, 'fatura.pdf', Buffer.from(fixtures.pdf));
    const refs = { sirket: company!._id, cariHesap: account.body._id, butceKodu: code._id, faturaFile: await pdf() };
    const bill = await apiAs<{ _id: string }>(
      context,
      'POST',
      '/api/finans/fatura',
      simpleBill(refs, 100, { tarih: '2020-03-02', dovizCinsi: 'USD', faturaProformaNo: `KURSUZ-${Date.now()}` }),
    );
    expect(bill.status).toBe(201);
    const flow = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/nakit-akis', {
      tip: 'odeme',
      tarih: '2020-03-10',
      miktar: 40,
      dovizCinsi: 'USD',
      sirket: company!._id,
      cariHesap: account.body._id,
      fatura: bill.body._id,
      odemeYontemi: 'havale',
      aciklama: '',
      dekontFile: await pdf(),
    });
    expect(flow.status).toBe(201);

    const report = '/finans-raporlari/kur-farki-raporu?from=2020-01-01&to=2020-12-31';
    const unrated = async () => (await rowsOf('[data-report-table="main"]')).filter((cells) => cells.some((cell) => cell.includes(unvan)));
    await app.waitOfflineReady();
    await page.goto(report);
    // The device has the bill and its payment once a pull has brought them.
    await expect.poll(async () => (await unrated()).length, { timeout: 60_000 }).toBe(1);
    await context.setOffline(true);
    try {
      await page.goto(report);
      await app.expectHeading('Kur Farkı Raporu');
      await expect.poll(async () => (await unrated())[0]?.filter((cell) => cell === 'Kur yok').length, { timeout: 30_000 }).toBe(3);

      await app.switchLanguage('en');
      await page.goto(report);
      await app.expectHeading('Exchange Difference Report');
      await expect.poll(async () => (await unrated())[0]?.filter((cell) => cell === 'No rate').length, { timeout: 30_000 }).toBe(3);
      expect((await rowsOf('[data-report-table="main"]')).some((cells) => cells.includes('Kur yok'))).toBe(false);
      await stillShot(page, '/tmp/shots-rates/kur-farki-offline-en.png');

      // The TL switch of the payment list, offline: kept in the URL, the column added; the payment's
      // detail says its rate is missing.
      await page.goto('/finans/nakit-akis?tip=odeme');
      await page.locator('[data-testid="tl-switch"]').click();
      await page.waitForURL((url) => url.searchParams.get('tl') === 'true');
      await expect.poll(() => page.getByRole('columnheader', { name: 'TL equivalent' }).count()).toBe(1);
      await page.goto(`/finans/nakit-akis/${flow.body._id}`);
      await expect.poll(() => page.locator('[data-testid="no-rate"]').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.locator('[data-testid="total-tl"]').count()).toBe(0);
    } finally {
      await context.setOffline(false);
      await app.switchLanguage('tr');
    }
  });
});
