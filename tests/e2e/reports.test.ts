import { mkdirSync, readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext, stillShot } from './browser';

// The ten finance reports (issue 14) on the demo data, in the real build: each opens in both
// languages; exports are downloaded and read back (CSV text, XLSX cells) and must hold the
// figures the table shows; the print layout is captured; a report opens offline.

const SHOTS = '/tmp/shots-reports';

const REPORTS: [string, string, string][] = [
  ['tedarikci-cari-raporlari', 'Tedarikçi Cari Raporları', 'Supplier Account Reports'],
  ['musteri-cari-raporlari', 'Müşteri Cari Raporları', 'Customer Account Reports'],
  ['rc-raporlari', 'RC Raporları', 'RC Reports'],
  ['yil-sonu-gelir-gider-raporu', 'Yıl Sonu Gelir Gider Raporu', 'Year-end Income Expense Report'],
  ['cek-kredi-odeme-raporu', 'Çek / Kredi Ödeme Raporu', 'Cheque / Credit Payment Report'],
  ['tahsilat-raporu', 'Tahsilat Raporu', 'Collection Report'],
  ['odeme-raporu', 'Ödeme Raporu', 'Payment Report'],
  ['total-hesap-raporu', 'Total Hesap Raporu', 'Total Account Report'],
  ['cari-borc-raporu', 'Cari Borç Raporu', 'Account Payables Report'],
  ['cari-alacak-raporu', 'Cari Alacak Raporu', 'Account Receivables Report'],
];

/**
 * The demo book is the twelve months up to the day of the seed (server/db/demo-bills.ts): the
 * calendar year that holds most of it shows every report filled.
 */
const NOW = new Date();
const BOOK_YEAR = NOW.getMonth() >= 5 ? NOW.getFullYear() : NOW.getFullYear() - 1;
const YEAR = `?from=${BOOK_YEAR}-01-01&to=${BOOK_YEAR}-12-31`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
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

/** One page of the report's main table as the screen shows it: header, body rows, totals rows. */
async function mainTablePage(): Promise<{ header: string[]; body: string[][]; totals: string[][] }> {
  const text = (selector: string) =>
    page.$$eval(`[data-report-table="main"] ${selector}`, (rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())),
    );
  return { header: (await text('thead tr'))[0] ?? [], body: await text('tbody tr'), totals: await text('tfoot tr') };
}

/** The report's main table, every page of it: the header, the body rows in order, the totals rows. */
async function mainTable(): Promise<string[][]> {
  const first = await mainTablePage();
  const body = [...first.body];
  const next = page.locator('[data-report-paper="main"]').getByRole('button', { name: 'Sonraki sayfa' });
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    const footer = await page.locator('[data-report-paper="main"] [data-testid="report-table-footer"]').textContent();
    await next.click();
    await expect.poll(() => page.locator('[data-report-paper="main"] [data-testid="report-table-footer"]').textContent()).not.toBe(footer);
    body.push(...(await mainTablePage()).body);
  }
  return [first.header, ...body, ...first.totals];
}

/** Waits until the report is computed and shows either rows or its empty state. */
async function reportShown(): Promise<'table' | 'empty'> {
  await page.locator('[data-report-table="main"], [data-testid="empty-state"]').first().waitFor({ timeout: 30_000 });
  return (await page.locator('[data-report-table="main"]').count()) > 0 ? 'table' : 'empty';
}

async function download(button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return readFileSync(await file.path());
}

/** The cells of the first sheet of an XLSX file, row by row (shared or inline strings, numbers). */
function xlsxSheet(buffer: Buffer): { name: string; rows: string[][] } {
  const files = unzipSync(new Uint8Array(buffer));
  const text = (path: string) => (files[path] ? strFromU8(files[path]) : '');
  const decode = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    decode([...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const name = decode(/<sheet [^>]*name="([^"]*)"/.exec(text('xl/workbook.xml'))?.[1] ?? '');
  const rows = [...text('xl/worksheets/sheet1.xml').matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const column = [...(cell[1] ?? '')].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
      const attributes = cell[2] ?? '';
      const body = cell[3] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? /<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1] ?? '';
      cells[column] = / t="s"/.test(attributes) ? (shared[Number(value)] ?? '') : decode(value);
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
  return { name, rows };
}

/** '1.234,56' (table) → '1234,56' (CSV); other text as is. */
const plain = (cell: string) => (/^-?[\d.]+,\d{2}$/.test(cell) ? cell.replace(/\./g, '') : cell);
/** '1.234,56' → 1234.56 for comparing with an XLSX number cell. */
const number = (cell: string) => Number(cell.replace(/\./g, '').replace(',', '.'));
/** Excel's day serial → 31.12.2026. */
const excelDate = (serial: number) => {
  const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
};

describe('finance reports', () => {
  it('opens every report with the demo data, in Turkish and in English', async () => {
    await page.goto(`/finans-raporlari/odeme-raporu${YEAR}`);
    // The mirror fills on first sign-in: wait until the demo payments are on the device.
    await expect
      .poll(async () => (await reportShown()) === 'table' && (await page.locator('[data-report-table="main"] tbody tr').count()) > 0, {
        timeout: 60_000,
      })
      .toBe(true);
    const filled: string[] = [];
    for (const [path, turkish] of REPORTS) {
      await page.goto(`/finans-raporlari/${path}${YEAR}`);
      await app.expectHeading(turkish);
      if ((await reportShown()) === 'table') filled.push(path);
    }
    // With a year of demo bills and payments, every report has something to show.
    expect(filled).toEqual(REPORTS.map(([path]) => path));

    await app.switchLanguage('en');
    for (const [path, , english] of REPORTS) {
      await page.goto(`/finans-raporlari/${path}${YEAR}`);
      await app.expectHeading(english);
      await reportShown();
    }
    await page.screenshot({ path: `${SHOTS}/payables-1280-en.png` });
    await app.switchLanguage('tr');
    await app.expectHeading('Cari Alacak Raporu');
  });

  it('filters through the URL: quick periods and the currency', async () => {
    await page.goto(`/finans-raporlari/tahsilat-raporu${YEAR}`);
    await reportShown();
    await page.getByRole('button', { name: 'Geçen yıl' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(`${NOW.getFullYear() - 1}-01-01`);
    await page.getByRole('button', { name: 'Bu yıl' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(`${NOW.getFullYear()}-12-31`);
    await page.getByRole('form', { name: 'Rapor filtreleri' }).getByLabel('Döviz Cinsi', { exact: true }).click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('doviz')).toBe('USD');
    await reportShown();
    const currencies = new Set((await mainTable()).slice(1).map((row) => row[3]));
    expect([...currencies].every((currency) => currency === 'USD')).toBe(true);
  });

  it('exports CSV and XLSX holding the figures of the table', async () => {
    await page.goto(`/finans-raporlari/tedarikci-cari-raporlari${YEAR}`);
    expect(await reportShown()).toBe('table');
    const table = await mainTable();
    expect(table.length).toBeGreaterThan(2);

    const csv = (await download('CSV')).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const csvRows = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(csvRows).toEqual(table.map((row) => row.map(plain)));

    // A large sheet is compressed in a worker made from a blob URL: the CSP must allow it.
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const worker = new Worker(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' })));
            worker.onmessage = () => resolve('ran');
            worker.onerror = () => resolve('blocked');
            setTimeout(() => resolve('silent'), 5000);
          }),
      ),
    ).toBe('ran');

    const sheet = xlsxSheet(await download('Excel (XLSX)'));
    expect(sheet.name).toBe('Tedarikçi Cari Raporları');
    expect(sheet.rows[0]).toEqual(table[0]);
    expect(sheet.rows).toHaveLength(table.length);
    table.slice(1).forEach((row, index) => {
      const cells = sheet.rows[index + 1] ?? [];
      // Date, account, entry, bill no, currency as text or a date; debit, credit, balance as numbers.
      expect(cells[0] ? excelDate(Number(cells[0])) : '').toBe(row[0]);
      expect(cells.slice(1, 5)).toEqual(row.slice(1, 5).map((cell, i) => (cell === '' && i === 2 ? '' : cell)));
      for (const column of [5, 6, 7]) expect(Number(cells[column] ?? 0)).toBeCloseTo(number(row[column] ?? '0'), 2);
    });
  });

  it('prints on A4 with the filters and the date, without the menu', async () => {
    await page.goto(`/finans-raporlari/cari-borc-raporu${YEAR}`);
    await reportShown();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByTestId('report-print-header').isVisible()).toBe(true);
    expect(await page.getByTestId('report-print-header').textContent()).toMatch(
      /Dönem: 01\.01\.2026 – 31\.12\.2026.*Yazdırılma: \d{2}\.\d{2}\.\d{4}/,
    );
    expect(await page.locator('[data-app-shell="navbar"]').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'CSV' }).isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/payables-print.png` });
    await page.emulateMedia({ media: 'screen' });

    // The screen shows a long table a page at a time; the paper gets every row.
    await page.goto(`/finans-raporlari/tedarikci-cari-raporlari${YEAR}`);
    await reportShown();
    const footer = page.locator('[data-report-paper="main"] [data-testid="report-table-footer"]');
    const total = Number(/Toplam (\d+),/.exec((await footer.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(100);
    expect(await page.locator('[data-report-table="main"] tbody tr').count()).toBe(100);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('[data-report-table="main"] tbody tr').count()).toBe(total);
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => page.locator('[data-report-table="main"] tbody tr').count()).toBe(100);
  });

  it("lists the aging chart's legend from 'not yet due' to '90+ days'", async () => {
    await page.goto(`/finans-raporlari/tedarikci-cari-raporlari${YEAR}`);
    await reportShown();
    const chart = page.locator('[data-report-chart]').first();
    await chart.locator('svg').first().waitFor({ timeout: 15_000 });
    const legend = (await chart.locator('[class*="legendItemName"]').allTextContents()).map((text) => text.trim());
    expect(legend).toEqual(['Vadesi gelmemiş', '1–30 gün', '31–60 gün', '61–90 gün', '90+ gün']);
  });

  it('takes screenshots at 1280 and 768 px', async () => {
    // The charts drawn at once, not mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [path, name] of [
      ['tedarikci-cari-raporlari', 'supplier'],
      ['yil-sonu-gelir-gider-raporu', 'year-end'],
    ] as const) {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`/finans-raporlari/${path}${YEAR}`);
        await reportShown();
        await page.locator('[data-report-chart] svg').first().waitFor({ timeout: 15_000 });
        await stillShot(page, `${SHOTS}/${name}-${width}.png`, false);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: null });
  });

  it('the dashboard shows what is owed per currency and links to the due reports', async () => {
    await page.goto('/');
    const card = page.getByTestId('finance-card');
    await card.getByRole('table', { name: 'Borçlar (tedarikçiler)' }).waitFor({ timeout: 30_000 });
    expect(await card.getByRole('table', { name: 'Alacaklar (müşteriler)' }).count()).toBe(1);
    // The whole open amount per currency is what report 9 lists when every due date is included.
    const cardTotals = await card
      .getByRole('table', { name: 'Borçlar (tedarikçiler)' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [row.children[0]?.textContent ?? '', row.children[3]?.textContent ?? '']));
    await card.getByRole('link', { name: 'Cari Borç Raporu' }).click();
    await app.expectHeading('Cari Borç Raporu');
    await page.goto('/finans-raporlari/cari-borc-raporu?from=2000-01-01&to=2999-12-31');
    expect(await reportShown()).toBe('table');
    const totals = (await mainTable()).filter((row) => row[2] === 'Toplam').map((row) => [row[4] ?? '', row[7] ?? '']);
    expect(totals).toEqual(cardTotals);
  });

  it('opens a report offline, from the device', async () => {
    await app.waitOfflineReady();
    await page.goto(`/finans-raporlari/total-hesap-raporu${YEAR}`);
    await reportShown();
    const online = await mainTable();
    await context.setOffline(true);
    try {
      await page.goto(`/finans-raporlari/total-hesap-raporu${YEAR}`);
      await app.expectHeading('Total Hesap Raporu');
      expect(await reportShown()).toBe('table');
      expect(await mainTable()).toEqual(online);
      // A report never opened before in this page load, by client-side navigation.
      await page.getByRole('button', { name: 'Geçen yıl' }).waitFor();
      await page.goto(`/finans-raporlari/rc-raporlari${YEAR}`);
      await app.expectHeading('RC Raporları');
      expect(await reportShown()).toBe('table');
    } finally {
      await context.setOffline(false);
    }
  });
});
