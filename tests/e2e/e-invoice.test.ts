import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidVkn } from '../../src/domain/identifiers';
import { supplier } from '../server/account-fixtures';
import { simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import { AppPage, apiAs, launchBrowser, newContext, type ApiAccount } from './browser';

// The e-Fatura inbox in the browser (MODULES.md §8): an XML dropped becomes a draft matched to the
// supplier's account by VKN, with its total after withholding; Kaydet makes the bill with the invoice's
// UUID (the XML its file); the same invoice again is refused on the device (duplicateEInvoice).

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

const FIXTURE = readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8');

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

describe('the e-Fatura inbox', () => {
  it('imports a supplier’s invoice with withholding, once', async () => {
    await app.signIn();
    const [company] = (await apiAs<{ _id: string; isim: string }[]>(context, 'GET', '/api/sirket')).body;
    if (!company) throw new Error('a company is needed');
    await app.chooseCompany(company.isim);

    // The supplier, known by the invoice's VKN, with a bill whose code the lines are proposed.
    const stamp = Date.now();
    // A VKN of this run's own (a valid check digit), so no other account matches.
    const base = String(stamp).slice(-9);
    const vkn = [...'0123456789'].map((digit) => `${base}${digit}`).find(isValidVkn) ?? '';
    const account = await apiAs<ApiAccount>(
      context,
      'POST',
      '/api/finans/cari-hesap',
      supplier(company._id, { unvan: `e-Fatura Tedarikçisi ${stamp}`, vergiNumarasi: vkn }),
    );
    expect(account.status).toBe(201);
    const codes = (await apiAs<{ _id: string; tip: string }[]>(context, 'GET', '/api/finans/butce-kodu')).body;
    const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const pdf = await context.request.post('/api/file/single', {
      headers: { 'X-XSRF-TOKEN': token },
      multipart: { file: { name: 'fatura.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf) } },
    });
    const refs = {
      sirket: company._id,
      cariHesap: account.body._id,
      butceKodu: codes.find((code) => code.tip === 'gider')?._id ?? '',
      faturaFile: ((await pdf.json()) as { _id: string })._id,
    };
    expect((await apiAs(context, 'POST', '/api/finans/fatura', simpleBill(refs, 10))).status).toBe(201);

    const uuid = randomUUID();
    const number = `EFT${stamp}`;
    const xml = FIXTURE.replace('F47AC10B-58CC-4372-A567-0E02B2C3D479', uuid)
      .replace('ABC2026000000123', number)
      .replace('>1234567890<', `>${vkn}<`);
    await page.goto('/finans/fatura-proforma/e-fatura');
    await page.getByTestId('e-invoice-empty').waitFor();
    const drop = async () => {
      await page.locator('input[type="file"]').setInputFiles({ name: `${number}.xml`, mimeType: 'text/xml', buffer: Buffer.from(xml) });
    };
    await drop();
    const draft = page.getByTestId('e-invoice-draft').first();
    await draft.waitFor();
    await expect.poll(() => draft.getByTestId('e-invoice-total').textContent()).toContain('4.345,50');
    await draft.getByTestId('e-invoice-account').waitFor();
    await draft.getByTestId('e-invoice-save').click();
    await draft.getByTestId('e-invoice-saved').waitFor();

    // The bill reaches the server with the UUID, the withholding and the XML as its file.
    await expect
      .poll(
        async () => {
          const bills = await apiAs<{ faturalar: { eFaturaUuid?: string; faturaProformaNo: string }[] }>(
            context,
            'GET',
            `/api/finans/fatura/cari/${account.body._id}`,
          );
          return bills.body.faturalar.find((bill) => bill.faturaProformaNo === number)?.eFaturaUuid;
        },
        { timeout: 30_000 },
      )
      .toBe(uuid);

    // The same invoice again: refused on the device at once.
    await drop();
    const again = page.getByTestId('e-invoice-draft').first();
    await again.getByTestId('e-invoice-account').waitFor();
    await again.getByTestId('e-invoice-save').click();
    await again.getByText('Bu e-Fatura bu şirkete zaten aktarılmış').waitFor();
  });
});
