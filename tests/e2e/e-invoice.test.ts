import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isValidVkn } from '../../src/domain/identifiers';
import { supplier } from '../server/account-fixtures';
import { simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { AppPage } from './browser';
import { apiAs, type ApiAccount, pagePerTest } from './browser';

// The e-Fatura inbox in the browser (docs/areas/e-invoice.md): an XML dropped becomes a draft matched to the
// supplier's account by VKN, with its total after withholding; Kaydet makes the bill with the invoice's
// UUID (the XML its file); the same invoice again, or one typed by hand before, is said at once and
// not offered for saving; the lines show quantity, unit, price, discount and KDV.

let context: BrowserContext;
let page: Page;
let app: AppPage;

const FIXTURE = readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8');
const MIXED = readFileSync(new URL('../fixtures/e-fatura/temel-satis-try-karma-kdv.xml', import.meta.url), 'utf8');

/** A VKN of this run's own (a valid check digit), so no other account matches; `salt` tells two apart. */
function freshVkn(salt: number): string {
  const base = String(Date.now() + salt).slice(-9);
  return [...'0123456789'].map((digit) => `${base}${digit}`).find(isValidVkn) ?? '';
}

pagePerTest((opened) => ({ context, page, app } = opened), 1440, 1000);

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

    // The same invoice again: said on the device at once (its UUID), not offered for saving.
    await drop();
    const again = page.getByTestId('e-invoice-draft').first();
    await again.getByTestId('e-invoice-existing').getByText('aynı ETTN').waitFor();
    expect(await again.getByTestId('e-invoice-save').count()).toBe(0);
  });
});

const TEXTS = {
  tr: {
    save: 'Kaydet',
    accountName: /^Hesap Adı/,
    bank: /^Banka İsmi/,
    swift: /^SWIFT Kodu/,
    title: /^Ünvan/,
    vkn: /^Vergi Numarası/,
    office: /^Vergi Dairesi/,
    address: /^Adres/,
  },
  en: {
    save: 'Save',
    accountName: /^Account Name/,
    bank: /^Bank Name/,
    swift: /^SWIFT Code/,
    title: /^Title/,
    vkn: /^Tax Number/,
    office: /^Tax Office/,
    address: /^Address/,
  },
} as const;

/** Each line of a draft given the first budget code offered (an account without bills proposes none). */
async function chooseCodes(draft: Locator) {
  const codes = draft.getByTestId('e-invoice-line-code');
  const count = await codes.count();
  for (let index = 0; index < count; index++) {
    await codes.nth(index).click();
    await page.getByRole('option').first().click();
  }
}

describe('the e-Fatura inbox offline', () => {
  it.each(['tr', 'en'] as const)(
    'imports two invoices at once offline, one from a new supplier whose account is made from the invoice (%s)',
    async (language) => {
      const texts = TEXTS[language];
      await app.signIn();
      const [company] = (await apiAs<{ _id: string; isim: string }[]>(context, 'GET', '/api/sirket')).body;
      if (!company) throw new Error('a company is needed');
      await app.chooseCompany(company.isim);

      // A known supplier, and a new one only the invoice knows.
      const stamp = Date.now();
      const knownVkn = freshVkn(0);
      const newVkn = freshVkn(7_777);
      const known = await apiAs<ApiAccount>(
        context,
        'POST',
        '/api/finans/cari-hesap',
        supplier(company._id, { unvan: `Bilinen Tedarikçi ${stamp}`, vergiNumarasi: knownVkn }),
      );
      expect(known.status).toBe(201);
      const newName = `Yeni Tedarikçi ${stamp} A.Ş.`;
      const knownNumber = `BLN${stamp}`;
      const newNumber = `YNI${stamp}`;
      const knownXml = FIXTURE.replace('F47AC10B-58CC-4372-A567-0E02B2C3D479', randomUUID())
        .replace('ABC2026000000123', knownNumber)
        .replace('>1234567890<', `>${knownVkn}<`);
      const newXml = MIXED.replace('3B1D5C2E-7A44-4F0B-9C1E-2D6F8A90B111', randomUUID())
        .replace('KMP2026000000417', newNumber)
        .replace('>4840847211<', `>${newVkn}<`)
        .replace('Körfez Kumanya ve Gemi Malzemeleri A.Ş.', newName);

      await page.goto('/finans/fatura-proforma/e-fatura');
      await page.getByTestId('e-invoice-empty').waitFor();
      // In English on a 768 px tablet.
      if (language === 'en') {
        await page.setViewportSize({ width: 768, height: 1024 });
        await app.switchLanguage('en');
      }
      for (const module of [
        'src/features/e-invoices/e-invoice-draft-card.tsx',
        'src/features/e-invoices/e-invoice-files.ts',
        'src/domain/e-invoice.ts',
        'src/data/e-invoice-save.ts',
        'src/features/accounts/account-form-page.tsx',
      ])
        await app.waitChunkCached(module);
      await context.setOffline(true);

      await page.locator('input[type="file"]').setInputFiles([
        { name: `${knownNumber}.xml`, mimeType: 'text/xml', buffer: Buffer.from(knownXml) },
        { name: `${newNumber}.xml`, mimeType: 'text/xml', buffer: Buffer.from(newXml) },
      ]);
      const drafts = page.getByTestId('e-invoice-draft');
      await expect.poll(() => drafts.count()).toBe(2);
      const knownDraft = drafts.filter({ hasText: knownNumber });
      const newDraft = drafts.filter({ hasText: newNumber });

      // The known supplier's invoice: matched, its code proposed, saved into the outbox.
      await knownDraft.getByTestId('e-invoice-account').waitFor();
      await chooseCodes(knownDraft);
      await knownDraft.getByTestId('e-invoice-save').click();
      await knownDraft.getByTestId('e-invoice-saved').waitFor();

      // The new supplier: its account made from the invoice's party, offline too.
      await newDraft.getByTestId('e-invoice-create-account').click();
      await page.waitForURL(/\/finans\/cari-listeler\/create/);
      await expect.poll(() => page.getByLabel(texts.title).inputValue()).toBe(newName);
      expect(await page.getByLabel(texts.vkn).inputValue()).toBe(newVkn);
      expect(await page.getByLabel(texts.office).inputValue()).toBe('Alsancak');
      expect(await page.getByLabel(texts.address).inputValue()).toBe('Liman Cad. 7/2, Konak, 35220 İzmir, Türkiye');
      const bank = page.getByTestId('bank-account').first();
      await bank.getByLabel(texts.accountName).fill('TL');
      await bank.getByLabel(texts.bank).fill('Ziraat Bankası');
      await bank.getByLabel(texts.swift).fill('TCZBTR2A');
      await bank.getByLabel(/^IBAN/).fill('TR33 0006 1005 1978 6457 8413 26');
      await page.getByRole('button', { name: texts.save, exact: true }).click();

      // Back on the inbox, the same drafts: the new account now matches; each line's code is chosen.
      await page.waitForURL(/\/finans\/fatura-proforma\/e-fatura$/);
      await newDraft.getByTestId('e-invoice-account').waitFor();
      await chooseCodes(newDraft);
      await newDraft.getByTestId('e-invoice-save').click();
      await newDraft.getByTestId('e-invoice-saved').waitFor();
      await expect.poll(async () => Number(await page.getByTestId('pending-count').textContent())).toBeGreaterThanOrEqual(3);

      // Online again: both bills reach the server, the new one on the new account.
      await context.setOffline(false);
      await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 30_000 }).toBe(0);
      const listed = await apiAs<{ faturalar: { faturaProformaNo: string; cariHesapUnvan: string; eFaturaUuid?: string }[] }>(
        context,
        'GET',
        `/api/finans/fatura?sirket=${company._id}&sortBy=createdAt&sortingOrder=-1&perPage=20`,
      );
      const byNumber = new Map(listed.body.faturalar.map((bill) => [bill.faturaProformaNo, bill]));
      expect(byNumber.get(knownNumber)?.cariHesapUnvan).toBe(`Bilinen Tedarikçi ${stamp}`);
      expect(byNumber.get(newNumber)?.cariHesapUnvan).toBe(newName);
    },
  );
});

describe('the e-Fatura inbox’s samples', () => {
  it('reads the three sample invoices from the empty inbox', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma/e-fatura');
    await page.getByTestId('e-invoice-samples').click();
    // Three invoices parsed by the server's worker pool: on a busy machine that may take a while.
    await expect.poll(() => page.getByTestId('e-invoice-draft').count(), { timeout: 60_000 }).toBe(3);
    // Their totals are our engine's: no difference notice.
    expect(await page.getByTestId('e-invoice-difference').count()).toBe(0);
    await page.getByTestId('e-invoice-draft').filter({ hasText: 'MGT2026000000048' }).getByTestId('e-invoice-create-account').waitFor();
  });
});

const EUR = readFileSync(new URL('../fixtures/e-fatura/ticari-satis-eur-iskonto.xml', import.meta.url), 'utf8');

describe('the e-Fatura draft on a tablet', () => {
  it('shows each line’s quantity, unit, price, discount and KDV, the document’s rate, and flags an invoice already recorded (768 px)', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signIn();
    const [company] = (await apiAs<{ _id: string; isim: string }[]>(context, 'GET', '/api/sirket')).body;
    if (!company) throw new Error('a company is needed');
    await app.chooseCompany(company.isim);

    // The supplier, and a bill of theirs typed by hand with the number of one of the invoices.
    const stamp = Date.now();
    const vkn = freshVkn(31);
    const account = await apiAs<ApiAccount>(
      context,
      'POST',
      '/api/finans/cari-hesap',
      supplier(company._id, { unvan: `Kumanya Tedarikçisi ${stamp}`, vergiNumarasi: vkn }),
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
    const recorded = `KYT${stamp}`;
    const typed = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/fatura', simpleBill(refs, 10, { faturaProformaNo: recorded }));
    expect(typed.status).toBe(201);

    const fresh = `YEN${stamp}`;
    const invoice = (number: string) =>
      EUR.replaceAll('AB12CD34-EF56-4789-8ABC-DEF012345678', randomUUID())
        .replace('MED2026000000777', number)
        .replace('>6080712084<', `>${vkn}<`)
        // The filters' line in hours: a unit the bill has none for.
        .replace('unitCode="C62"', 'unitCode="HUR"');
    await page.goto('/finans/fatura-proforma/e-fatura');
    await page.getByTestId('e-invoice-empty').waitFor();
    await page.locator('input[type="file"]').setInputFiles([
      { name: `${recorded}.xml`, mimeType: 'text/xml', buffer: Buffer.from(invoice(recorded)) },
      { name: `${fresh}.xml`, mimeType: 'text/xml', buffer: Buffer.from(invoice(fresh)) },
    ]);
    const drafts = page.getByTestId('e-invoice-draft');
    await expect.poll(() => drafts.count()).toBe(2);
    const newDraft = drafts.filter({ hasText: fresh });
    const oldDraft = drafts.filter({ hasText: recorded });

    // The lines: quantity with the document's unit, unit price, discount, KDV rate and amount, total.
    const lines = newDraft.getByTestId('e-invoice-line');
    await expect.poll(() => lines.count()).toBe(4);
    const cells = (testId: string) => lines.getByTestId(testId).allTextContents();
    expect(await cells('e-invoice-line-quantity')).toEqual(['60 m³', '312,4 kg', '8 SaatAdet olarak kaydedilir', '1,85 ton']);
    expect(await cells('e-invoice-line-price')).toEqual(['4,125', '3,87', '142,60', '95,00']);
    expect(await cells('e-invoice-line-discount')).toEqual(['5,002', '7,5', '15', '—']);
    expect(await cells('e-invoice-line-kdv')).toEqual(['%20', '%10', '%20', '%20']);
    expect(await cells('e-invoice-line-kdv-amount')).toEqual(['47,02', '111,83', '193,94', '35,15']);
    expect(await cells('e-invoice-line-total')).toEqual(['282,14', '1.230,15', '1.163,62', '210,90']);
    expect(await newDraft.getByTestId('e-invoice-lines').locator('th').allTextContents()).toEqual([
      'Adı',
      'Miktar',
      'Birim Fiyat',
      'İskonto %',
      'KDV (EURO)',
      'Tutar (EURO)',
    ]);
    expect(await newDraft.getByTestId('e-invoice-rate').textContent()).toBe('Belgenin kuru: 1 EUR = 36,8841 TRY');
    // Every column, the line's total too, is on the screen at 768 px, not cut off.
    const box = await lines.first().getByTestId('e-invoice-line-total').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(768);
    // Not recorded yet: offered for saving, no notice.
    await newDraft.getByTestId('e-invoice-save').waitFor();
    expect(await newDraft.getByTestId('e-invoice-existing').count()).toBe(0);

    // The invoice typed by hand before: said at once, not offered for saving, a link to the bill.
    await oldDraft.getByTestId('e-invoice-existing').waitFor();
    expect(await oldDraft.getByTestId('e-invoice-save').count()).toBe(0);
    await oldDraft.getByTestId('e-invoice-existing-link').click();
    await page.waitForURL(`**/finans/fatura-proforma/${typed.body._id}`);
  });
});
