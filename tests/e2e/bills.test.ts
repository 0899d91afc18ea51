import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billTotals } from '../../src/domain/bill-math';
import { parseDecimal, SCALES } from '../../src/domain/money';
import { formatMoney } from '../../src/ui/format';
import { AppPage, launchBrowser, newContext } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

const SHOTS = '/tmp/shots-bills';

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

async function api<T>(method: 'GET', path: string): Promise<{ status: number; body: T }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, headers: { 'X-XSRF-TOKEN': token } });
  return { status: response.status(), body: (response.ok() ? await response.json() : null) as T };
}

interface ServerBill {
  _id: string;
  faturaProformaNo: string;
  odemePlani: { tarih: string; miktar: number }[];
  toplamlar: { araToplam: number; toplamIskontoTutar: number; toplamKdvTutar: number; odenecekTutar: number };
}

const minor = (major: number) => {
  const parsed = parseDecimal(major, SCALES.amount);
  if (!parsed.ok) throw new Error(`not an amount: ${major}`);
  return parsed.value;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Three lines: a fractional quantity with a 12.5 % discount, a KDV that rounds, a 1 % line. */
const LINES = [
  { name: 'Bunker (VLSFO)', quantity: '2,5', price: '1234,56', discount: '12,5', kdv: '20' },
  { name: 'Liman ücreti', quantity: '3', price: '333,335', discount: '0', kdv: '10' },
  { name: 'Acente hizmeti', quantity: '1', price: '1000', discount: '0', kdv: '1' },
];

function expectedTotals() {
  const figure = (text: string, scale: number) => {
    const parsed = parseDecimal(text.replace(',', '.'), scale);
    if (!parsed.ok) throw new Error(text);
    return parsed.value;
  };
  return billTotals(
    LINES.map((line) => ({
      miktar: figure(line.quantity, SCALES.quantity),
      birimFiyat: figure(line.price, SCALES.unitPrice),
      iskonto: figure(line.discount, SCALES.percent),
      kdv: figure(line.kdv, SCALES.percent),
    })),
  );
}

async function pickOption(trigger: ReturnType<Page['getByTestId']>, index = 0) {
  await trigger.click();
  const option = page.getByRole('option').nth(index);
  await option.waitFor();
  await option.click();
}

/** Fills a new bill's form (on the create page) with LINES, `count` instalments and a PDF. */
async function fillBill(number: string, count: number) {
  await page.getByTestId('bill-form').waitFor();
  await pickOption(page.getByTestId('bill-account'));
  await page.getByLabel(/^Fatura \/ Proforma No/).fill(number);
  await page.getByTestId('add-line').click();
  await page.getByTestId('add-line').click();
  for (const [index, line] of LINES.entries()) {
    const box = page.getByTestId('bill-line').nth(index);
    await pickOption(box.getByTestId('line-code'), index);
    await box.getByTestId('line-name').fill(line.name);
    await box.getByTestId('line-quantity').fill(line.quantity);
    await box.getByTestId('line-price').fill(line.price);
    await box.getByTestId('line-discount').fill(line.discount);
    await box.getByTestId('line-kdv').fill(line.kdv);
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('plan-count').fill(String(count));
  await expect.poll(() => page.getByTestId('plan-amount').count()).toBe(count);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
}

async function text(testId: string) {
  return (await page.getByTestId(testId).first().textContent())?.trim();
}

async function switchLanguage(language: 'tr' | 'en') {
  await page.locator(`button[lang="${language}"]`).first().click();
}

describe('bills and proformas', () => {
  it('creates a bill with 3 lines and 3 instalments online, totals equal to the server, then edits it', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().click();
    await page.waitForURL('**/finans/fatura-proforma/create**');
    const number = `E2E-${Date.now()}`;
    await fillBill(number, 3);

    // Live totals: the same engine as the server.
    const expected = expectedTotals();
    expect(await text('form-araToplam')).toBe(formatMoney(expected.araToplam, 'TL'));
    expect(await text('form-iskonto')).toBe(formatMoney(expected.toplamIskontoTutar, 'TL'));
    expect(await text('form-kdv')).toBe(formatMoney(expected.toplamKdvTutar, 'TL'));
    expect(await text('form-odenecek')).toBe(formatMoney(expected.odenecekTutar, 'TL'));
    expect(await page.getByTestId('plan-remainder').count()).toBe(0);

    // Screenshots of the form: 1440 and 768 px, Turkish and English (from the top, no focus ring
    // or toast over the fields).
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${SHOTS}/form-1440-tr.png`, fullPage: true });
    await switchLanguage('en');
    await page.getByText('Add line').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({ path: `${SHOTS}/form-1440-en.png`, fullPage: true });
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/form-768-en.png`, fullPage: true });
    await switchLanguage('tr');
    await page.getByText('Kalem Ekle').waitFor();
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: `${SHOTS}/form-768-tr.png`, fullPage: true });

    // Saved at 768 px.
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Saving returns to where the form was opened from: the list, which shows the new bill.
    await page.waitForURL((url) => url.pathname === '/finans/fatura-proforma');
    await page.getByRole('link', { name: number }).click();
    await page.waitForURL(/\/finans\/fatura-proforma\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(async () => (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).status, { timeout: 15_000 }).toBe(200);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
    expect(minor(server.toplamlar.araToplam)).toBe(expected.araToplam);
    expect(minor(server.toplamlar.toplamKdvTutar)).toBe(expected.toplamKdvTutar);
    expect(minor(server.toplamlar.odenecekTutar)).toBe(expected.odenecekTutar);
    expect(server.odemePlani).toHaveLength(3);
    expect(server.odemePlani.reduce((sum, row) => sum + minor(row.miktar), 0)).toBe(expected.odenecekTutar);
    expect(await text('total-odenecek')).toBe(formatMoney(expected.odenecekTutar, 'TL'));

    // Edit: the third line's price doubles; the screen's totals are the server's again.
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.getByRole('link', { name: 'Düzenle' }).first().click();
    await page.getByTestId('bill-form').waitFor();
    await page.getByTestId('bill-line').nth(2).getByTestId('line-price').fill('2000');
    // The plan was saved as it was: the remainder shows until it is proposed again.
    await page.getByTestId('plan-remainder').waitFor();
    await page.getByRole('button', { name: 'Planı yeniden öner' }).click();
    await expect.poll(() => page.getByTestId('plan-remainder').count()).toBe(0);
    const onForm = await text('form-odenecek');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Back to the bill the edit was opened from.
    await page.waitForURL(new RegExp(`/finans/fatura-proforma/${id}$`));
    await expect
      .poll(async () => {
        const body = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
        return formatMoney(minor(body.toplamlar.odenecekTutar), 'TL');
      }, { timeout: 15_000 })
      .toBe(onForm);

    // The list shows it, with its account link.
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: number }).waitFor();
  });

  it('creates a bill offline with a file picked offline; it reaches the server exactly once', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().waitFor();
    // Let the form's chunk load while online (the service worker has it too).
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().click();
    const number = `OFF-${Date.now()}`;
    await fillBill(number, 3);
    await page.getByText('Yüklenmeyi bekliyor').first().waitFor();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Saving returns to where the form was opened from: the list, which shows the new bill.
    await page.waitForURL((url) => url.pathname === '/finans/fatura-proforma');
    await page.getByRole('link', { name: number }).click();
    await page.waitForURL(/\/finans\/fatura-proforma\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await text('total-odenecek')).toBe(formatMoney(expectedTotals().odenecekTutar, 'TL'));

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).status, { timeout: 30_000 }).toBe(200);
    const list = await api<{ faturalar: ServerBill[] }>('GET', '/api/finans/fatura?tip=gelen&perPage=100&sortBy=createdAt&sortingOrder=-1');
    expect(list.body.faturalar.filter((bill) => bill.faturaProformaNo === number)).toHaveLength(1);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
    expect(minor(server.toplamlar.odenecekTutar)).toBe(expectedTotals().odenecekTutar);

    await page.getByRole('link', { name: 'Fatura / Proforma' }).first().click();
    await page.getByRole('link', { name: number }).waitFor();
  });
});
