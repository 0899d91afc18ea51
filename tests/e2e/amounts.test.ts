import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customer, supplier } from '../server/account-fixtures';
import { simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import { formatMoney } from '../../src/ui/format';
import type { AppPage } from './browser';
import { apiAs, uploadAs, type ApiAccount, pagePerTest, onePerRequest } from './browser';

// Issue 32, items 1, 20 and 22: amounts are typed the language's way with the grouping shown, an
// untouched plan follows the total, and the bill screens say what a new user needs.

let context: BrowserContext;
let page: Page;
let app: AppPage;

const SHOTS = '/tmp/shots-h5';
mkdirSync(SHOTS, { recursive: true });

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 1000);

interface ServerBill {
  _id: string;
  faturaProformaNo: string;
  tip: string;
  kalemler: { birimFiyat: number; miktar: number }[];
  odemePlani: { tarih: string; miktar: number }[];
  toplamlar: { odenecekTutar: number };
}

/** The server's bill of this number (the device sends it when it can). */
async function serverBill(tip: 'gelen' | 'giden', number: string): Promise<ServerBill | undefined> {
  const list = await apiAs<{ faturalar: ServerBill[] }>(
    context,
    'GET',
    `/api/finans/fatura?tip=${tip}&perPage=100&sortBy=createdAt&sortingOrder=-1`,
  );
  return list.body.faturalar.find((bill) => bill.faturaProformaNo === number);
}

function uploadPdf(): Promise<string> {
  return uploadAs(context, 'fatura.pdf', Buffer.from(fixtures.pdf));
}

/** The first company, an account of `kind` made in it, and a budget code of the matching chart. */
async function refsFor(kind: 'tedarikci' | 'musteri') {
  const [company] = (await apiAs<{ _id: string }[]>(context, 'GET', '/api/sirket')).body;
  if (!company) throw new Error('a company is needed');
  const unvan = `${kind === 'tedarikci' ? 'Tutar Tedarikçisi' : 'Tutar Müşterisi'} ${Date.now()}`;
  const body = kind === 'tedarikci' ? supplier(company._id, { unvan }) : customer(company._id, { unvan });
  const account = await apiAs<ApiAccount>(context, 'POST', '/api/finans/cari-hesap', body);
  expect(account.status).toBe(201);
  const codes = (
    await apiAs<{ _id: string; tip: string; kod: string; adi: string; durum: string }[]>(context, 'GET', '/api/finans/butce-kodu')
  ).body;
  const code = codes.find((row) => row.tip === (kind === 'tedarikci' ? 'gider' : 'gelir') && row.durum === 'aktif')!;
  return { company: company._id, account: account.body, unvan, code };
}

async function pick(trigger: ReturnType<Page['getByTestId']>, name: string | RegExp) {
  await trigger.click();
  const option = page.getByRole('option', { name });
  await option.first().waitFor();
  await option.first().click();
}

/** Types into an input key by key, as a person does (the grouping appears as it goes). */
async function typeInto(input: ReturnType<Page['getByTestId']>, text: string) {
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.press('Backspace');
  // Key by key, each shown before the next, as a person's keystrokes are.
  for (const [index, key] of [...text].entries()) {
    await input.press(key);
    const digits = text.slice(0, index + 1).replace(/\D/g, '');
    await expect.poll(async () => (await input.inputValue()).replace(/\D/g, '')).toBe(digits);
  }
}

async function shot(name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('amounts typed the language’s way', () => {
  it('Turkish: 18.500 in a unit price is eighteen thousand five hundred, grouped as typed; an outgoing bill is then listed on its tab; an untouched plan follows a new price', async () => {
    await app.signInAndChoose();
    const refs = await refsFor('musteri');
    // Opened from the incoming tab, made outgoing.
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().click();
    await page.getByTestId('bill-form').waitFor();
    await page.getByText('Giden', { exact: true }).click();
    await pick(page.getByTestId('bill-account'), refs.unvan);
    const number = `TUTAR-TR-${Date.now()}`;
    await page.getByLabel(/^Fatura \/ Proforma No/).fill(number);
    const line = page.getByTestId('bill-line').first();
    await pick(line.getByTestId('line-code'), new RegExp(refs.code.kod.replace(/\./g, '\\.')));
    await line.getByTestId('line-name').fill('Navlun');
    const price = line.getByTestId('line-price');
    await typeInto(price, '18.500');
    expect(await price.inputValue()).toBe('18.500');
    // 18.500,00 + 20 % KDV = 22.200,00, in one proposed row, shown grouped.
    await expect.poll(() => page.getByTestId('form-odenecek').textContent()).toBe(formatMoney(2220000, 'TL'));
    await expect.poll(() => page.getByTestId('plan-amount').first().inputValue()).toBe('22.200');
    // A fraction and a quantity below 1: 0,5 × 18.500,25.
    await typeInto(price, '18500,25');
    expect(await price.inputValue()).toBe('18.500,25');
    await typeInto(line.getByTestId('line-quantity'), '0,5');
    // 9.250,125 → 9.250,13 + KDV 1.850,03 (1.850,025 rounded away from zero) = 11.100,16.
    await expect.poll(() => page.getByTestId('plan-amount').first().inputValue()).toBe('11.100,16');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf) });
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await shot('bill-form-1280-tr');
    await page.setViewportSize({ width: 768, height: 1000 });
    await shot('bill-form-768-tr');
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.getByRole('button', { name: 'Kaydet' }).click();

    // The outgoing bill is listed on the outgoing tab.
    await page.waitForURL((url) => url.pathname === '/finans/fatura-proforma' && url.searchParams.get('tip') === 'giden');
    await page.getByRole('link', { name: number }).waitFor();
    await expect.poll(() => serverBill('giden', number), { timeout: 15_000 }).toBeDefined();
    const saved = (await serverBill('giden', number))!;
    expect(saved.kalemler[0]).toMatchObject({ birimFiyat: 18500.25, miktar: 0.5 });
    expect(saved.toplamlar.odenecekTutar).toBe(11100.16);

    // Edit: the price changes, the untouched one-row plan follows it and the bill saves.
    await page.goto(`/finans/fatura-proforma/${saved._id}/edit`);
    await page.getByTestId('bill-form').waitFor();
    const editPrice = page.getByTestId('bill-line').first().getByTestId('line-price');
    await expect.poll(() => editPrice.inputValue()).toBe('18.500,25');
    await typeInto(editPrice, '20.000');
    await expect.poll(() => page.getByTestId('plan-amount').first().inputValue()).toBe('12.000');
    expect(await page.getByTestId('plan-remainder').count()).toBe(0);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(new RegExp(`/finans/fatura-proforma/${saved._id}$`));
    await expect.poll(async () => (await serverBill('giden', number))?.toplamlar.odenecekTutar, { timeout: 15_000 }).toBe(12000);
    expect((await serverBill('giden', number))?.odemePlani.map((row) => row.miktar)).toEqual([12000]);
  });

  it('English: 18,500.5 in a unit price is eighteen thousand five hundred and a half, grouped as typed', async () => {
    await app.signInAndChoose();
    const refs = await refsFor('tedarikci');
    await page.goto('/finans/fatura-proforma/create?tip=gelen');
    await page.getByTestId('bill-form').waitFor();
    await app.switchLanguage('en');
    await page.getByText('Add line').waitFor();
    await pick(page.getByTestId('bill-account'), refs.unvan);
    const number = `AMOUNT-EN-${Date.now()}`;
    await page.getByLabel(/^Bill \/ Proforma No/).fill(number);
    const line = page.getByTestId('bill-line').first();
    await pick(line.getByTestId('line-code'), new RegExp(refs.code.kod.replace(/\./g, '\\.')));
    await line.getByTestId('line-name').fill('Freight');
    const price = line.getByTestId('line-price');
    await typeInto(price, '18,500.5');
    expect(await price.inputValue()).toBe('18,500.5');
    // A Turkish-style comma groups in English: 18500,5 reads as 185,005, never 18500.5.
    await typeInto(line.getByTestId('line-discount'), '12.5');
    // 18,500.50 less 12.5 % = 16,187.94 (16,187.9375) + 20 % KDV 3,237.59 (3,237.588) = 19,425.53.
    await expect.poll(() => page.getByTestId('plan-amount').first().inputValue()).toBe('19,425.53');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf) });
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await shot('bill-form-1280-en');
    await page.setViewportSize({ width: 768, height: 1000 });
    await shot('bill-form-768-en');
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved: the form goes back to the page before it.
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    await expect.poll(() => serverBill('gelen', number), { timeout: 15_000 }).toBeDefined();
    const saved = (await serverBill('gelen', number))!;
    expect(saved.kalemler[0]).toMatchObject({ birimFiyat: 18500.5 });
    expect(saved.toplamlar.odenecekTutar).toBe(19425.53);
  });

  it('the cash flow and bank order amounts show the grouping as typed, in both languages', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/nakit-akis/form');
    const flow = page.getByTestId('flow-amount');
    await flow.waitFor();
    // The page left English; the user's own language (Turkish) is back before typing the Turkish way.
    await app.switchLanguage('tr');
    await page.getByRole('button', { name: 'Kaydet' }).waitFor();
    await typeInto(flow, '1234567,89');
    expect(await flow.inputValue()).toBe('1.234.567,89');
    await typeInto(flow, '42.000');
    expect(await flow.inputValue()).toBe('42.000');
    await shot('cash-flow-form-1280-tr');
    await app.switchLanguage('en');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await typeInto(flow, '1234567.89');
    expect(await flow.inputValue()).toBe('1,234,567.89');
    await shot('cash-flow-form-1280-en');

    await page.goto('/finans/banka-talimat/form');
    const order = page.getByRole('textbox', { name: /^Amount/ });
    await order.waitFor();
    await typeInto(order, '31623.63');
    expect(await order.inputValue()).toBe('31,623.63');
    await app.switchLanguage('tr');
    const orderTr = page.getByRole('textbox', { name: /^Tutar/ });
    await orderTr.waitFor();
    // The value typed in English shows the Turkish way.
    await expect.poll(() => orderTr.inputValue()).toBe('31.623,63');
    await typeInto(orderTr, '31623,63');
    expect(await orderTr.inputValue()).toBe('31.623,63');
    await page.setViewportSize({ width: 768, height: 1000 });
    await shot('bank-order-form-768-tr');
  });
});

describe('what a bill shows', () => {
  it('a partly paid bill says so on its detail and in the list; its lines show the budget code and the net amount', async () => {
    await app.signInAndChoose();
    const refs = await refsFor('tedarikci');
    const number = `KISMEN-${Date.now()}`;
    // 2 × 50.00 less 10 % = 90.00 net, at 0 % KDV: 90.00 due; 40.00 paid.
    const body = simpleBill(
      { sirket: refs.company, cariHesap: refs.account._id, butceKodu: refs.code._id, faturaFile: await uploadPdf() },
      90,
      {
        faturaProformaNo: number,
        kalemler: [{ butceKodu: refs.code._id, adi: 'Kumanya', miktar: 2, birim: 'adet', birimFiyat: 50, iskonto: 10, kdv: 0 }],
      },
    );
    const bill = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/fatura', body);
    expect(bill.status).toBe(201);
    const flow = await apiAs(context, 'POST', '/api/finans/nakit-akis', {
      tip: 'odeme',
      tarih: '2026-05-01',
      miktar: 40,
      dovizCinsi: 'GBP',
      sirket: refs.company,
      cariHesap: refs.account._id,
      fatura: bill.body._id,
      odemeYontemi: 'havale',
      aciklama: '',
      dekontFile: await uploadPdf(),
    });
    expect(flow.status).toBe(201);

    await page.goto(`/finans/fatura-proforma/${bill.body._id}`);
    await app.expectHeading(number);
    await expect.poll(() => page.getByTestId('bill-state').textContent(), { timeout: 15_000 }).toBe('Kısmen ödendi');
    expect(await page.getByTestId('plan-state').first().textContent()).toMatch(/^(Kısmen ödendi|Gecikmiş)$/);
    expect(await page.getByTestId('line-code').first().textContent()).toBe(`${refs.code.kod} ${refs.code.adi}`);
    expect(await page.getByTestId('line-net').first().textContent()).toBe(formatMoney(9000, 'GBP'));
    await shot('bill-detail-1280-tr');
    await page.setViewportSize({ width: 768, height: 1000 });
    await shot('bill-detail-768-tr');
    await app.switchLanguage('en');
    await expect.poll(() => page.getByTestId('bill-state').textContent()).toBe('Partly paid');
    await shot('bill-detail-768-en');
    await page.setViewportSize({ width: 1280, height: 1000 });
    await shot('bill-detail-1280-en');

    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('textbox', { name: 'Search' }).fill(number);
    const row = page.locator('tr', { has: page.getByRole('link', { name: number }) });
    await expect.poll(() => row.getByTestId('bill-partly-paid').textContent(), { timeout: 15_000 }).toBe('Partly paid');
    await shot('bill-list-1280-en');
    await app.switchLanguage('tr');
    await expect.poll(() => row.getByTestId('bill-partly-paid').textContent()).toBe('Kısmen ödendi');
    await shot('bill-list-1280-tr');
    await page.setViewportSize({ width: 768, height: 1000 });
    await shot('bill-list-768-tr');
  });

  it('the sync view shows a change’s dates as 31.12.2026, not ISO', async () => {
    await app.signInAndChoose();
    const refs = await refsFor('tedarikci');
    const number = `SENK-${Date.now()}`;
    const body = simpleBill(
      { sirket: refs.company, cariHesap: refs.account._id, butceKodu: refs.code._id, faturaFile: await uploadPdf() },
      90,
      {
        faturaProformaNo: number,
        tarih: '2026-12-31',
      },
    );
    const bill = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/fatura', body);
    expect(bill.status).toBe(201);
    // The server fails the delete every time: the change stays in the sync view.
    await onePerRequest(page);
    await page.route(`**/api/finans/fatura/${bill.body._id}`, async (route) => {
      if (route.request().method() === 'DELETE')
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"serverError"}' });
      else await route.continue();
    });
    await page.goto(`/finans/fatura-proforma/${bill.body._id}`);
    await app.expectHeading(number);
    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Evet' }).click();
    await page.waitForURL((url) => url.pathname === '/finans/fatura-proforma');
    await page.goto('/senkronizasyon');
    const entry = page.getByTestId('outbox-entry').filter({ hasText: number });
    await entry.waitFor({ timeout: 15_000 });
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(`${number} — 31.12.2026`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await shot('sync-1280-tr');
    await app.switchLanguage('en');
    await page.getByRole('button', { name: 'Sync now' }).waitFor();
    await shot('sync-1280-en');
    await page.setViewportSize({ width: 768, height: 1000 });
    await shot('sync-768-en');
  });
});
