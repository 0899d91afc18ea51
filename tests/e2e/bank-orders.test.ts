import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/domain/amount-in-words';
import { printedIban } from '../../src/domain/bank-order-letter';
import type { Company } from '../../src/domain/company';
import type { Currency } from '../../src/domain/currency';
import { pdfText } from '../support/pdf-text';
import { AppPage, newContext, stillShot, pagePerTest } from './browser';

// A bank order from a bill, end to end: the form pre-filled from the bill, the letter's PDF made on
// the device (its text read back: the IBAN and the amount in words), the signed letter uploaded,
// the payment recorded through the device's outbox, and the bill paid on the server and on screen.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser, context, page, app } = opened), 1440, 1000);

const SHOTS = '/tmp/shots-bank-orders';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A German IBAN (valid check digits): the beneficiary's. */
const SUPPLIER_IBAN = 'DE89370400440532013000';

async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, headers: { 'X-XSRF-TOKEN': token }, data });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

async function uploadFile(name: string): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/api/file/single', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

describe('bank orders', () => {
  it('from a bill: PDF with the IBAN and the amount in words, signed letter, payment, bill paid', async () => {
    await app.signInAndChoose();
    const sirket = await page.evaluate(() => window.localStorage.getItem('sirket') ?? '');
    expect(sirket).not.toBe('');
    const company = (await api<Company>('GET', `/api/sirket/${sirket}`)).body;
    const companyBank = company.bankalar[0]!;
    const currency = companyBank.dovizCinsi as Currency;

    // A supplier with a bank account in the company's currency, and its unpaid bill of 12,345.50.
    const supplier = await api<{ _id: string }>('POST', '/api/finans/cari-hesap', {
      cariTip: 'tedarikci',
      sirket,
      unvan: `Talimat Tedarikçisi ${Date.now()}`,
      ulke: 'Almanya',
      vergiNumarasi: '1234567808',
      bankalar: [{ hesapAdi: 'Ana hesap', dovizCinsi: currency, bankaIsmi: 'Commerzbank', iban: SUPPLIER_IBAN, swiftCode: 'COBADEFF' }],
    });
    expect(supplier.status).toBe(201);
    const codes = (await api<{ _id: string; kod: string; tip: string }[]>('GET', '/api/finans/butce-kodu')).body;
    const code = codes.find((c) => c.tip === 'gider' && c.kod.split('.').length === 3)!;
    const number = `BT-E2E-${Date.now()}`;
    const bill = await api<{ _id: string }>('POST', '/api/finans/fatura', {
      tip: 'gelen',
      faturaTip: 'fatura',
      faturaProformaNo: number,
      tarih: '2026-05-01',
      dovizCinsi: currency,
      sirket,
      cariHesap: supplier.body._id,
      kalemler: [{ butceKodu: code._id, adi: 'Kumanya', miktar: 1, birim: 'adet', birimFiyat: 12345.5, kdv: 0 }],
      odemePlani: [{ tarih: '2026-05-01', miktar: 12345.5 }],
      taksitSayisi: 1,
      faturaFile: await uploadFile('fatura.pdf'),
    });
    expect(bill.status).toBe(201);

    // The bill reaches the device; its page offers the bank order.
    await page.goto(`/finans/fatura-proforma/${bill.body._id}`);
    await page.getByTestId('bill-state').waitFor({ timeout: 30_000 });
    expect((await page.getByTestId('bill-state').textContent())?.trim()).toBe('Ödenmedi');
    await page.getByRole('link', { name: 'Banka talimatı' }).click();
    await page.getByTestId('bank-order-form').waitFor();

    // Pre-filled: the account, the amount due, the currency, both bank accounts, a proposed ref.
    const year = new Date().getFullYear();
    await expect.poll(() => page.getByLabel(/^Referans/).inputValue()).toMatch(new RegExp(`^BT-${year}-\\d{4}$`));
    expect(await page.getByLabel(/^Tutar/).inputValue()).toBe('12.345,5');
    await expect.poll(() => page.getByTestId('bank-order-company-bank').inputValue()).toContain(companyBank.bankaIsmi);
    expect(await page.getByTestId('bank-order-account-bank').inputValue()).toContain('Commerzbank');
    await page.screenshot({ path: `${SHOTS}/form-1440-tr.png`, fullPage: true });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/finans\/banka-talimat\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await page.getByTestId('bank-order-state').textContent())?.trim()).toBe('Taslak');
    await page.getByTestId('bank-order-letter').waitFor();
    await stillShot(page, `${SHOTS}/detail-1440-tr.png`);
    // Printed: the letter alone on A4 (the print CSS hides the app around it).
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/print.pdf`, format: 'A4', printBackground: true });
    // On paper the letter's copy shows, with the beneficiary's IBAN, and the app does not.
    const copy = page.locator('.bank-order-print-copy');
    expect(await copy.isVisible()).toBe(true);
    expect(await copy.textContent()).toContain(printedIban(SUPPLIER_IBAN));
    expect(await page.getByTestId('bank-order-letter').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await copy.isVisible()).toBe(false);

    // The PDF, made on the device.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF İndir' }).click();
    const download = await downloading;
    await download.saveAs(`${SHOTS}/letter.pdf`);
    const file = await download.path();
    const bytes = new Uint8Array(readFileSync(file));
    expect(bytes.length).toBeGreaterThan(1000);
    const text = (await pdfText(bytes)).replace(/\n/g, ' ');
    expect(text).toContain(printedIban(SUPPLIER_IBAN));
    expect(text).toContain(amountInWords(1234550, currency));

    // The signed letter, then the payment.
    await page.locator('input[type=file]').first().setInputFiles({ name: 'talimat-imzali.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByTestId('bank-order-state').textContent(), { timeout: 15_000 }).toBe('İmzalı');
    // Recording the payment asks first, with its value date (today unless changed; issue 32, item 23).
    await page.getByTestId('bank-order-pay').click();
    const confirmPay = page.getByRole('dialog');
    const valueDate = confirmPay.getByLabel(/^Valör tarihi/);
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(await valueDate.inputValue()).toBe(`${pad(today.getDate())}.${pad(today.getMonth() + 1)}.${today.getFullYear()}`);
    expect(await page.getByTestId('bank-order-paid').count()).toBe(0);
    await valueDate.fill('15.05.2026');
    await confirmPay.getByTestId('bank-order-pay-confirm').click();
    await page.getByTestId('bank-order-paid').waitFor();
    expect((await page.getByTestId('bank-order-state').textContent())?.trim()).toBe('Ödendi');

    // On the server: the order links its payment; the bill is paid.
    await expect
      .poll(async () => (await api<{ nakitAkis: string | null }>('GET', `/api/finans/banka-talimat/${orderId}`)).body?.nakitAkis ?? null, {
        timeout: 30_000,
      })
      .not.toBeNull();
    await expect
      .poll(async () => (await api<{ durum: string }>('GET', `/api/finans/fatura/${bill.body._id}`)).body.durum, { timeout: 30_000 })
      .toBe('odendi');
    const order = (await api<{ nakitAkis: string; talimatFile: { _id: string } }>('GET', `/api/finans/banka-talimat/${orderId}`)).body;
    const flow = (
      await api<{ tip: string; odemeYontemi: string; miktar: number; fatura: string; dekontFile: { _id: string } }>(
        'GET',
        `/api/finans/nakit-akis/${order.nakitAkis}`,
      )
    ).body;
    expect(flow).toMatchObject({
      tip: 'odeme',
      tarih: '2026-05-15',
      odemeYontemi: 'havale',
      miktar: 12345.5,
      fatura: bill.body._id,
      dekontFile: { _id: order.talimatFile._id },
    });
    // The order's page links the payment it made.
    expect(await page.getByTestId('bank-order-payment').getAttribute('href')).toBe(`/finans/nakit-akis/${order.nakitAkis}`);

    // The bill's page shows it paid; the list shows the order paid.
    await page.getByTestId('bank-order-bill').click();
    await expect.poll(() => page.getByTestId('bill-state').textContent()).toBe('Ödendi');
    await page.goto('/finans/banka-talimat');
    await page
      .getByRole('link', { name: new RegExp(`^BT-${year}-`) })
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/list-1440-tr.png`, fullPage: true });

    // From the account: the form names it and its bank account, and proposes the next ref.
    await page.goto(`/finans/cari-listeler/${supplier.body._id}`);
    await page.getByRole('link', { name: 'Banka talimatı' }).click();
    await page.getByTestId('bank-order-form').waitFor();
    await expect.poll(() => page.getByTestId('bank-order-account').inputValue()).toMatch(/^Talimat Tedarikçisi/);
    await expect.poll(() => page.getByLabel(/^Referans/).inputValue()).toBe(`BT-${year}-0002`);
    await expect.poll(() => page.getByTestId('bank-order-account-bank').inputValue()).toContain('Commerzbank');
  });

  it('fills the company bank account once the company is known and keeps it on a click; none in a currency says where to add one', async () => {
    await app.signInAndChoose();
    const sirket = await page.evaluate(() => window.localStorage.getItem('sirket') ?? '');
    const company = (await api<Company>('GET', `/api/sirket/${sirket}`)).body;
    const companyBank = company.bankalar[0]!;
    const supplier = await api<{ _id: string }>('POST', '/api/finans/cari-hesap', {
      cariTip: 'tedarikci',
      sirket,
      unvan: `Yarış Tedarikçisi ${Date.now()}`,
      ulke: 'Almanya',
      vergiNumarasi: '1234567808',
      bankalar: [
        { hesapAdi: 'Ana hesap', dovizCinsi: companyBank.dovizCinsi, bankaIsmi: 'Commerzbank', iban: SUPPLIER_IBAN, swiftCode: 'COBADEFF' },
      ],
    });
    expect(supplier.status).toBe(201);
    await page.goto(`/finans/cari-listeler/${supplier.body._id}`);
    await page.getByRole('link', { name: 'Banka talimatı' }).waitFor({ timeout: 30_000 });

    // The company's details are slow to come (no copy on the device yet).
    await page.evaluate(() => window.localStorage.removeItem('sirketDetaylari'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`**/api/sirket/${sirket}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Banka talimatı' }).click();
    await page.getByTestId('bank-order-form').waitFor();
    const companyBankField = page.getByTestId('bank-order-company-bank');
    expect(await companyBankField.inputValue()).toBe('');
    release();
    await expect.poll(() => companyBankField.inputValue(), { timeout: 15_000 }).toContain(companyBank.bankaIsmi);
    // A click on it just as it filled (on the account it shows) keeps it.
    const filled = await companyBankField.inputValue();
    await companyBankField.click();
    await page.getByRole('option', { name: filled }).click();
    await page.getByRole('option', { name: filled }).waitFor({ state: 'hidden' });
    expect(await companyBankField.inputValue()).toBe(filled);

    // A currency the company has no account in: said below the field, with where to add one.
    const missing = (['TL', 'USD', 'EURO', 'GBP'] as const).find((code) => !company.bankalar.some((bank) => bank.dovizCinsi === code))!;
    await page
      .getByTestId('bank-order-form')
      .getByLabel(/^Döviz Cinsi/)
      .first()
      .click();
    await page.getByRole('option', { name: missing, exact: true }).click();
    const none = page.getByTestId('bank-order-no-company-bank');
    await none.waitFor();
    expect(await none.textContent()).toContain(`Şirketin ${missing} banka hesabı yok`);
    // The field empties in the effect that follows the currency's render: wait for it.
    await expect.poll(() => companyBankField.inputValue(), { timeout: 15_000 }).toBe('');
    expect(await none.getByRole('link', { name: 'Şirketin banka hesaplarına ekleyin' }).getAttribute('href')).toBe(
      `/sirket/${sirket}/edit`,
    );
  });

  it('on a tablet in English: the list, the letter, and a delete after a confirm', async () => {
    await context.close();
    context = await newContext(browser, 768, 1024);
    page = await context.newPage();
    app = new AppPage(page);
    await app.signInAndChoose();
    await app.switchLanguage('en');
    const sirket = await page.evaluate(() => window.localStorage.getItem('sirket') ?? '');
    const companyBank = (await api<Company>('GET', `/api/sirket/${sirket}`)).body.bankalar[0]!;
    const supplier = await api<{ _id: string }>('POST', '/api/finans/cari-hesap', {
      cariTip: 'tedarikci',
      sirket,
      unvan: `Tablet Tedarikçisi ${Date.now()}`,
      ulke: 'Almanya',
      vergiNumarasi: '1234567808',
      bankalar: [
        { hesapAdi: 'Ana hesap', dovizCinsi: companyBank.dovizCinsi, bankaIsmi: 'Commerzbank', iban: SUPPLIER_IBAN, swiftCode: 'COBADEFF' },
      ],
    });
    const ref = `TAB-${Date.now()}`;
    const order = await api<{ _id: string }>('POST', '/api/finans/banka-talimat', {
      ref,
      tarih: '2026-06-01',
      miktar: 2500,
      dovizCinsi: companyBank.dovizCinsi,
      sirket,
      sirketBankaSelection: companyBank.iban,
      cariBankaSelection: SUPPLIER_IBAN,
      cariHesap: supplier.body._id,
      sablon: companyBank.dovizCinsi === 'TL' ? 'yurtici-tl' : 'swift-doviz',
    });
    expect(order.status).toBe(201);

    await page.goto('/finans/banka-talimat');
    await app.expectHeading('Bank Orders');
    await page.getByRole('link', { name: ref }).click();
    await page.waitForURL(`**/finans/banka-talimat/${order.body._id}`);
    await page.getByTestId('bank-order-letter').waitFor();
    expect((await page.getByTestId('bank-order-letter').textContent()) ?? '').toContain(printedIban(SUPPLIER_IBAN));
    await page.screenshot({ path: `${SHOTS}/detail-768-en.png`, fullPage: true });

    // Delete: asked first; cancel keeps it, yes removes it everywhere.
    const remove = async () => {
      const direct = page.getByRole('button', { name: 'Delete' });
      if (await direct.isVisible()) await direct.click();
      else {
        await page.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
      }
    };
    await remove();
    await page.getByRole('dialog').getByText('Are you sure that you want to remove the bank order?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/finans/banka-talimat/${order.body._id}`);
    await remove();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Bank order removed').waitFor();
    await page.waitForURL((url) => url.pathname === '/finans/banka-talimat');
    await expect.poll(async () => (await api('GET', `/api/finans/banka-talimat/${order.body._id}`)).status, { timeout: 20_000 }).toBe(404);
  });
});
