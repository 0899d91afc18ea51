import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseDecimal, SCALES } from '../../src/domain/money';
import { formatMoney } from '../../src/ui/format';
import { billBody } from '../server/bill-fixtures';
import { AppPage, launchBrowser, newContext } from './browser';

// Issue 11: a payment made from a bill changes the bill's paid state and the account's balance at
// once, online and offline, and reaches the server exactly once; the list's tabs and filter; delete
// with confirm; both languages; a tablet's 768 px.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

/** Screenshots for a person to look at, when SHOTS names a folder. */
const SHOTS = process.env.SHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function open(width: number, height: number) {
  context = await newContext(browser, width, height);
  page = await context.newPage();
  app = new AppPage(page);
}

async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const xsrf = async () => (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';

async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const response = await context.request.fetch(path, { method, headers: { 'X-XSRF-TOKEN': await xsrf() }, data });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface ServerBill {
  _id: string;
  durum: string;
  odemePlani: { durum: string }[];
  toplamlar: { odenmisTutar: number };
}
interface ServerFlow {
  _id: string;
  fatura: string | null;
  miktar: number;
}

const minor = (major: number) => {
  const parsed = parseDecimal(major, SCALES.amount);
  if (!parsed.ok) throw new Error(`not an amount: ${major}`);
  return parsed.value;
};

/**
 * A supplier's GBP bill of 2,214.07 in three instalments (738.02 + 738.02 + 738.03), made through
 * the API for the company chosen on the device (its line under `budgetCode`, or the first active
 * expense code); its id and its account's.
 */
async function makeBill(budgetCode?: string): Promise<{ bill: string; account: string; number: string }> {
  const company = await page.evaluate(() => localStorage.getItem('sirket') ?? '');
  const sirket = company.replace(/"/g, '') || (await api<{ _id: string }[]>('GET', '/api/sirket')).body[0]!._id;
  const accounts = await api<{ cariler: { _id: string }[] }>(
    'GET',
    `/api/finans/cari-hesap?cariTip=tedarikci&sirket=${sirket}&perPage=1&page=1`,
  );
  const codes = await api<{ _id: string; tip: string; durum: string }[]>('GET', '/api/finans/butce-kodu');
  const upload = await context.request.post('/api/file/single', {
    headers: { 'X-XSRF-TOKEN': await xsrf() },
    multipart: { file: { name: 'fatura.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const file = (await upload.json()) as { _id: string };
  const number = `NA-${Date.now()}`;
  const account = accounts.body.cariler[0]!._id;
  const created = await api<{ _id: string }>(
    'POST',
    '/api/finans/fatura',
    billBody(
      {
        sirket,
        cariHesap: account,
        butceKodu: budgetCode ?? codes.body.find((code) => code.tip === 'gider' && code.durum === 'aktif')!._id,
        faturaFile: file._id,
      },
      { faturaProformaNo: number },
    ),
  );
  expect(created.status).toBe(201);
  return { bill: created.body._id, account, number };
}

async function pickReceipt(name: string) {
  await page.locator('input[type=file]').first().setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
}

async function testIdText(testId: string) {
  return (await page.getByTestId(testId).first().textContent())?.trim();
}

describe('cash flows', () => {
  it('pays a bill’s first instalment from the bill: its plan and the account’s balance change at once, and the server agrees', async () => {
    await open(1440, 1000);
    await app.signInAndChoose();
    const { bill, account } = await makeBill();
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await page.getByTestId('bill-state').waitFor({ timeout: 20_000 });
    expect(await testIdText('bill-state')).toBe('Ödenmedi');

    await page.getByRole('link', { name: 'Ödeme Yap' }).first().click();
    await page.waitForURL('**/finans/nakit-akis/form**');
    // Opened from the bill: its account, the bill and the next instalment are filled in.
    await expect.poll(() => page.getByTestId('flow-amount').inputValue(), { timeout: 10_000 }).toBe('738,02');
    await expect.poll(() => page.getByTestId('flow-bill').inputValue()).toContain(`kalan ${formatMoney(221407, 'GBP')}`);
    await pickReceipt('dekont.pdf');
    await shot('form-1440-tr');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Saving returns to where the form was opened from: the bill, its first row now paid and the
    // other two (due in February and March 2026) overdue.
    await page.waitForURL(`**/finans/fatura-proforma/${bill}`);
    await expect.poll(() => page.getByTestId('plan-state').first().textContent()).toBe('Ödendi');
    expect(await page.getByTestId('plan-state').allTextContents()).toEqual(['Ödendi', 'Gecikmiş', 'Gecikmiş']);
    expect(await testIdText('total-odenen')).toBe(formatMoney(73802, 'GBP'));
    await shot('bill-1440-tr');
    // The first row names the payment that covered it, which opens the cash flow.
    const covering = page.getByTestId('bill-plan').locator('a[href^="/finans/nakit-akis/"]');
    expect(await covering.count()).toBe(1);
    await covering.click();
    await page.waitForURL(/\/finans\/nakit-akis\/[0-9a-f-]{36}$/);
    const flowId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await testIdText('flow-amount')).toBe(formatMoney(73802, 'GBP'));
    await shot('detail-1440-tr');
    await page.getByTestId('flow-bill').click();
    await page.waitForURL(`**/finans/fatura-proforma/${bill}`);

    await page.getByTestId('bill-account').click();
    await page.waitForURL(`**/finans/cari-listeler/${account}`);
    const summary = page.getByTestId('account-summary-GBP');
    await summary.waitFor();
    await shot('account-1440-tr');

    // The server derives the same: the flow once, the bill's first row paid.
    await expect.poll(async () => (await api<ServerFlow>('GET', `/api/finans/nakit-akis/${flowId}`)).status, { timeout: 20_000 }).toBe(200);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${bill}`)).body;
    expect(minor(server.toplamlar.odenmisTutar)).toBe(73802);
    expect(server.odemePlani.map((row) => row.durum)).toEqual(['odendi', 'odenmedi', 'odenmedi']);
    const flows = await api<{ nakitAkislar: ServerFlow[] }>('GET', `/api/finans/nakit-akis?cariHesap=${account}`);
    expect(flows.body.nakitAkislar.filter((flow) => flow.fatura === bill)).toHaveLength(1);
  });

  it('pays the rest of a bill offline on a tablet in English: paid at once, and on the server exactly once when back online', async () => {
    await open(768, 1024);
    await app.signInAndChoose();
    await app.switchLanguage('en');
    const { bill, account } = await makeBill();
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await page.getByTestId('bill-state').waitFor({ timeout: 20_000 });
    // The form's chunk is in the service worker's cache before the connection goes.
    await app.waitChunkCached('src/features/cash-flows/cash-flow-form-page.tsx');
    await context.setOffline(true);

    // On a tablet the bill's other actions are in a menu.
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Make payment' }).click();
    await page.waitForURL('**/finans/nakit-akis/form**');
    // In English the amount is written the English way (docs/architecture.md §7).
    await expect.poll(() => page.getByTestId('flow-amount').inputValue(), { timeout: 10_000 }).toBe('738.02');
    // The whole remainder at once.
    await page.getByTestId('flow-amount').fill('2,214.07');
    await pickReceipt('offline-receipt.pdf');
    await page.getByText('Waiting to upload').first().waitFor();
    await shot('form-768-en-offline');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/finans/fatura-proforma/${bill}`);
    await expect.poll(() => testIdText('bill-state')).toBe('Paid');
    const flowId = new URL(
      (await page.getByTestId('bill-plan').locator('a[href^="/finans/nakit-akis/"]').first().getAttribute('href'))!,
      page.url(),
    ).pathname
      .split('/')
      .pop()!;
    expect(await page.getByTestId('plan-state').allTextContents()).toEqual(['Paid', 'Paid', 'Paid']);
    await shot('bill-768-en-offline');
    await page.getByTestId('bill-account').click();
    await page.waitForURL(`**/finans/cari-listeler/${account}`);
    await page.getByTestId('account-summary-GBP').waitFor();
    await shot('account-768-en-offline');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await api<ServerFlow>('GET', `/api/finans/nakit-akis/${flowId}`)).status, { timeout: 30_000 }).toBe(200);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${bill}`)).body;
    expect(server.durum).toBe('odendi');
    const flows = await api<{ nakitAkislar: ServerFlow[] }>('GET', `/api/finans/nakit-akis?cariHesap=${account}`);
    expect(flows.body.nakitAkislar.filter((flow) => flow.fatura === bill).map((flow) => minor(flow.miktar))).toEqual([221407]);
  });

  it('lists payments and collections in tabs with a currency filter, and deletes one after a confirm', async () => {
    await open(1280, 900);
    await app.signInAndChoose();
    await page.goto('/finans/nakit-akis');
    await app.expectHeading('Nakit Akış');
    expect(await page.getByRole('tab', { name: 'Ödemeler' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: 'Nakit Akış Oluştur' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Nakit Akış Oluştur' }).first().getAttribute('href')).toContain('tip=odeme');
    await page.locator('table tbody tr').first().waitFor();
    await shot('list-1280-tr');

    await page.getByRole('tab', { name: 'Tahsilatlar' }).click();
    await page.waitForURL('**/finans/nakit-akis?tip=tahsilat**');
    expect(await page.getByRole('link', { name: 'Nakit Akış Oluştur' }).first().getAttribute('href')).toContain('tip=tahsilat');

    // The demo data has collections in more than one currency; the filter keeps one.
    await page.getByTestId('flow-currency').click();
    await page.getByRole('option', { name: 'USD' }).click();
    await page.waitForURL('**dovizCinsi=USD**');
    // The filtered rows replace the unfiltered ones (or the empty state) a moment after the URL changes.
    const usd = formatMoney(0, 'USD').slice(-3);
    await expect
      .poll(async () => {
        const amounts = await page.locator('table tbody tr td:nth-child(4)').allTextContents();
        return amounts.length > 0 && amounts.every((amount) => amount.endsWith(usd));
      })
      .toBe(true);

    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/finans\/nakit-akis\/[0-9a-f-]{36}$/);
    const flowId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByText('Nakit akışı kaldırmak istediğinizden emin misiniz?').waitFor();
    await page.getByRole('button', { name: 'İptal' }).click();
    expect(new URL(page.url()).pathname).toBe(`/finans/nakit-akis/${flowId}`);
    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Evet' }).click();
    await page.getByText('Nakit akış kaldırıldı').waitFor();
    await page.waitForURL('**/finans/nakit-akis?tip=tahsilat**');
    await expect.poll(async () => (await api('GET', `/api/finans/nakit-akis/${flowId}`)).status, { timeout: 20_000 }).toBe(404);
  });

  it('saving while the receipt still uploads says to wait, not that the form has errors; once uploaded it saves', async () => {
    await open(1280, 900);
    await app.signInAndChoose();
    const { bill } = await makeBill();
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await page.getByRole('link', { name: 'Ödeme Yap' }).first().click();
    await page.waitForURL('**/finans/nakit-akis/form**');
    await expect.poll(() => page.getByTestId('flow-amount').inputValue(), { timeout: 10_000 }).toBe('738,02');
    // The upload is held until the form has been submitted once.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/file/single', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('input[type=file]').first().setInputFiles({ name: 'dekont.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Lütfen yüklemenin bitmesini bekleyin').waitFor();
    expect(await page.getByText('Kaydedilemedi, formda hatalar var').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/finans/nakit-akis/form');
    release();
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(`**/finans/fatura-proforma/${bill}`);
  });

  it('an account with a bill, and a budget code a bill is booked under, are not deleted: the device says why at once', async () => {
    await open(1280, 900);
    await app.signInAndChoose();
    // A code with no sub-codes (a code with some is refused for those first: hasChildren).
    const codes = (await api<{ _id: string; kod: string; tip: string; durum: string }[]>('GET', '/api/finans/butce-kodu')).body;
    const leaf = codes.find(
      (code) => code.tip === 'gider' && code.durum === 'aktif' && !codes.some((other) => other.kod.startsWith(`${code.kod}.`)),
    )!;
    const { bill, account, number } = await makeBill(leaf._id);
    const budgetCode = leaf._id;
    // The bill is on the device once its page shows it.
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await app.expectHeading(number);
    const remove = async () => {
      await page.getByRole('button', { name: 'Sil' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Evet' }).click();
    };

    await page.goto(`/finans/cari-listeler/${account}`);
    await page.getByRole('button', { name: 'Sil' }).waitFor();
    await remove();
    await page.getByText('Bu kayıt başka kayıtlarda kullanılıyor').waitFor();
    await page.getByText('Cari hesap kaldırılamadı').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/finans/cari-listeler/${account}`);
    expect(await page.getByText('Cari hesap kaldırıldı').count()).toBe(0);

    await page.goto(`/finans/butce-kodu/${budgetCode}?tip=gider`);
    await page.getByRole('button', { name: 'Sil' }).waitFor();
    await remove();
    await page.getByText('Butce Kodu kaldirilamadi! Bu kayıt başka kayıtlarda kullanılıyor').waitFor();
    expect(await page.getByText('Butce Kodu kaldırıldı!').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/finans/butce-kodu/${budgetCode}`);

    // Nothing was queued: the sync view has no change, and both records stand on the server.
    expect(await page.getByTestId('delete-refused').count()).toBe(0);
    expect((await api('GET', `/api/finans/cari-hesap/${account}`)).status).toBe(200);
    expect((await api('GET', `/api/finans/butce-kodu/${budgetCode}`)).status).toBe(200);
  });

  it('shows each supplier’s balance in the chosen currency, as the server derives it, sortable by what is owed', async () => {
    await open(1280, 900);
    await app.signInAndChoose();
    await page.evaluate(() => localStorage.removeItem('dovizCinsi'));
    await page.goto('/finans/cari-listeler?cari_tip=tedarikci');
    await page.getByTestId('choose-currency').waitFor();
    await page.locator('main input[aria-label="Döviz Cinsi"]').click();
    await page.getByRole('option', { name: 'USD' }).click();
    await page.getByTestId('balance-bakiye').first().waitFor();
    expect(await page.getByTestId('choose-currency').count()).toBe(0);
    // The balances are read once a currency is chosen: wait for the figures.
    await expect.poll(async () => (await page.getByTestId('balance-bakiye').allTextContents()).some((text) => /\d/.test(text))).toBe(true);

    // Sorted by balance, largest debt first (a header's first click, docs/areas/cash-flows.md).
    const header = page.getByRole('columnheader', { name: 'Bakiye' });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const amount = (text: string) => (text.trim() === '—' ? 0 : Number(text.replace(/[^\d,-]/g, '').replace(',', '.')));
    await expect
      .poll(async () => {
        const values = (await page.getByTestId('balance-bakiye').allTextContents()).map(amount);
        return values.every((value, index) => index === 0 || values[index - 1]! >= value);
      })
      .toBe(true);
    await shot('accounts-1280-tr');

    // The top row's figures are the server's.
    const name = (await page.getByTestId('account-row').first().locator('a').first().textContent())!.trim();
    const sirket = (await page.evaluate(() => localStorage.getItem('sirket')))!;
    const server = await api<{
      cariler: { unvan: string; finans: { dovizCinsi: string; fatura: number; odenen: number; bakiye: number }[] }[];
    }>('GET', `/api/finans/cari-hesap?cariTip=tedarikci&sirket=${sirket}&perPage=200&page=1&sortBy=unvan&sortingOrder=1`);
    const usd = server.body.cariler.find((account) => account.unvan === name)!.finans.find((entry) => entry.dovizCinsi === 'USD')!;
    const row = page.getByTestId('account-row').first();
    await expect
      .poll(async () => (await row.getByTestId('balance-fatura').textContent())?.trim())
      .toBe(formatMoney(minor(usd.fatura), 'USD'));
    await expect
      .poll(async () => (await row.getByTestId('balance-odenen').textContent())?.trim())
      .toBe(formatMoney(minor(usd.odenen), 'USD'));
    await expect
      .poll(async () => (await row.getByTestId('balance-bakiye').textContent())?.trim())
      .toBe(formatMoney(minor(usd.bakiye), 'USD'));

    await page.setViewportSize({ width: 768, height: 1024 });
    await app.switchLanguage('en');
    await page.getByRole('columnheader', { name: 'Balance' }).waitFor();
    await shot('accounts-768-en');
  });
});
