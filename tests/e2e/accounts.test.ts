import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { pagePerTest } from './browser';

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened));

const IBAN_1 = 'TR33 0006 1005 1978 6457 8413 26';
const IBAN_2 = 'DE89 3704 0044 0532 0130 00';

async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': token } });
  return { status: response.status(), body: (await response.json()) as T };
}

interface ListBody {
  cariler: { _id: string; unvan: string; bankalar: unknown[] }[];
  totalCount: number;
}

async function fillBank(index: number, values: { name: string; bank: string; swift: string; iban: string }) {
  const fieldset = page.getByTestId('bank-account').nth(index);
  await fieldset.getByLabel(/^Hesap Adı/).fill(values.name);
  await fieldset.getByLabel(/^Banka İsmi/).fill(values.bank);
  await fieldset.getByLabel(/^SWIFT Kodu/).fill(values.swift);
  await fieldset.getByLabel(/^IBAN/).fill(values.iban);
}

describe('counterparty accounts', () => {
  it('refuses a form with errors, showing them beside the fields, and saves nothing', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cari-listeler/create?cari_tip=tedarikci');
    await page.getByRole('textbox', { name: /^E-posta/ }).fill('kaptan@');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Kaydedilemedi, formda hatalar var').count()).toBeGreaterThan(0);
    const unvan = page.getByLabel(/^Ünvan/);
    expect(await unvan.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('Geçerli bir e-posta adresi olmalı').count()).toBe(1);
    expect(
      await page
        .getByTestId('bank-account')
        .first()
        .getByLabel(/^Hesap Adı/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/finans/cari-listeler/create');
    expect(
      await page.evaluate(async () => {
        const user = JSON.parse(window.localStorage.getItem('sonKullanici') ?? '{}') as { _id: string };
        const db = await new Promise<IDBDatabase>((resolve) => {
          const request = indexedDB.open(`portal-${user._id}`);
          request.onsuccess = () => resolve(request.result);
        });
        const count = await new Promise<number>((resolve) => {
          const request = db.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return count;
      }),
    ).toBe(0);
  });

  it('one save shows every error of the form at once, with the toast (issue 32, item 19)', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cari-listeler/create?cari_tip=tedarikci');
    await page.getByLabel(/^Ünvan/).fill('İki Tur Denizcilik');
    await page.getByRole('textbox', { name: /^E-posta/ }).fill('kaptan@');
    await page.getByLabel(/^Vergi Numarası/).fill('1111111111');
    await fillBank(0, { name: 'TL hesabı', bank: 'Ziraat Bankası', swift: 'ABC', iban: 'TR00 1234' });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Kaydedilemedi, formda hatalar var').count()).toBeGreaterThan(0);
    const bank = page.getByTestId('bank-account').first();
    const invalid = async () =>
      Promise.all([
        page.getByRole('textbox', { name: /^E-posta/ }).getAttribute('aria-invalid'),
        page.getByLabel(/^Vergi Numarası/).getAttribute('aria-invalid'),
        bank.getByLabel(/^IBAN/).getAttribute('aria-invalid'),
        bank.getByLabel(/^SWIFT Kodu/).getAttribute('aria-invalid'),
      ]);
    expect(await invalid()).toEqual(['true', 'true', 'true', 'true']);
    expect(await page.getByText(/Vergi numarası geçersiz/).count()).toBe(1);
    expect(await page.getByText('SWIFT kodu 8 veya 11 karakter olmalı').count()).toBe(1);
  });

  it('creates a supplier with two bank accounts, then edits it', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cari-listeler');
    await page.getByRole('link', { name: 'Yeni Cari' }).click();
    await page.getByLabel(/^Ünvan/).fill('  çamlıca Gemi Kumanyacılık');
    await page.getByLabel(/^Vergi Numarası/).fill('1234567808');
    // The remove button stays disabled while only one bank account remains.
    expect(await page.getByRole('button', { name: 'Banka hesabı 1 kaldır' }).isDisabled()).toBe(true);
    await fillBank(0, { name: 'TL hesabı', bank: 'Ziraat Bankası', swift: 'TCZBTR2A', iban: IBAN_1 });
    await page.getByRole('button', { name: 'Banka hesabı ekle' }).click();
    await fillBank(1, { name: 'EUR hesabı', bank: 'Commerzbank', swift: 'COBADEFF', iban: IBAN_2 });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Çamlıca Gemi Kumanyacılık başarıyla kaydedildi').count()).toBeGreaterThan(0);

    const listed = async () =>
      (await api<ListBody>('GET', '/api/finans/cari-hesap?cariTip=tedarikci&perPage=200&page=1')).body.cariler.filter(
        (row) => row.unvan === 'Çamlıca Gemi Kumanyacılık',
      );
    await expect.poll(async () => (await listed()).length, { timeout: 15_000 }).toBe(1);
    const [created] = await listed();
    expect(created!.bankalar).toHaveLength(2);

    await page.goto(`/finans/cari-listeler/${created!._id}`);
    await app.expectHeading('Çamlıca Gemi Kumanyacılık');
    await page.getByRole('link', { name: 'Düzenle' }).click();
    await page.getByLabel(/^Firma Yetkilisi/).fill('Ayşe Yılmaz');
    await page.getByRole('button', { name: 'Banka hesabı 2 kaldır' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(
        async () => {
          const { body } = await api<{ firmaYetkilisi: string; bankalar: unknown[] }>('GET', `/api/finans/cari-hesap/${created!._id}`);
          return [body.firmaYetkilisi, body.bankalar.length];
        },
        { timeout: 15_000 },
      )
      .toEqual(['Ayşe Yılmaz', 1]);
  });

  it('scrolls to a second page and cycles the sort: descending, ascending, none', async () => {
    await app.signInAndChoose();
    const company = await page.evaluate(() => window.localStorage.getItem('sirket'));
    for (let i = 0; i < 25; i += 1) {
      const response = await api('POST', '/api/finans/cari-hesap', {
        cariTip: 'tedarikci',
        sirket: company,
        unvan: `Kaydırma Tedarikçisi ${String(i).padStart(2, '0')}`,
        firmaYetkilisi: `Yetkili ${String.fromCharCode(65 + (i % 26))}`,
        vergiNumarasi: '2222222222',
        bankalar: [{ hesapAdi: 'Ana', dovizCinsi: 'USD', bankaIsmi: 'İş Bankası', swiftCode: 'ISBKTRIS', iban: IBAN_1 }],
      });
      expect(response.status).toBe(201);
    }
    await page.goto('/finans/cari-listeler?cari_tip=tedarikci');
    const rows = page.getByTestId('account-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
    await page.getByTestId('list-end').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);

    await page.evaluate(() => window.scrollTo(0, 0));
    const header = page.getByRole('columnheader', { name: 'Firma Yetkilisi' });
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('none');
    // Every sort change starts again from page 1.
    await expect.poll(() => rows.count()).toBe(20);
  });

  it('switching tabs changes the currency as docs/areas/accounts.md says', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cari-listeler');
    const currency = page.locator('main input[aria-label="Döviz Cinsi"]');
    expect(await currency.getAttribute('placeholder')).toBe('Döviz Türü Seçin');
    await page.getByRole('tab', { name: 'Müşteri' }).click();
    await expect.poll(() => currency.inputValue()).toBe('Hepsi');
    expect(await page.evaluate(() => window.localStorage.getItem('dovizCinsi'))).toBe('all');
    await page.getByRole('tab', { name: 'Tedarikçi' }).click();
    await expect.poll(() => currency.inputValue()).toBe('USD');
    expect(await page.evaluate(() => window.localStorage.getItem('dovizCinsi'))).toBe('USD');
  });

  it('creates a customer offline and it reaches the server once back online', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cari-listeler?cari_tip=musteri');
    await page.getByRole('heading', { name: 'Cari Listeler' }).waitFor();
    await app.waitOfflineReady();
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Yeni Cari' }).click();
    await page.getByLabel(/^Ünvan/).fill('Ege Tahıl İhracat A.Ş.');
    await page.getByLabel(/^T.C. Kimlik Numarası/).fill('10000000146');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await page.goto('/finans/cari-listeler?cari_tip=musteri').catch(() => undefined);
    await expect.poll(() => page.getByRole('link', { name: 'Ege Tahıl İhracat A.Ş.' }).count()).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
    const { body } = await api<ListBody>('GET', '/api/finans/cari-hesap?cariTip=musteri&perPage=200&page=1');
    expect(body.cariler.filter((row) => row.unvan === 'Ege Tahıl İhracat A.Ş.')).toHaveLength(1);
  });
});

describe('companies', () => {
  it('an administrator creates, edits and deletes a company', async () => {
    await app.signInAndChoose();
    await page.goto('/sirket');
    await page.getByRole('link', { name: 'Şirket ekle' }).click();
    await page.getByLabel(/^Şirket Adı/).fill('Marmara Römorkaj A.Ş.');
    await page.getByLabel(/^Tip/).fill('Römorkaj');
    await page.getByLabel(/^Gemi Adı/).fill('M/T Marmara');
    await page.getByLabel(/^IMO/).fill('9074728');
    await expect.poll(() => page.getByText(/IMO kontrol basamağı tutmuyor/).count()).toBe(1);
    await page.getByLabel(/^IMO/).fill('9074729');
    await page.getByLabel(/^Bayrak/).fill('Türkiye');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await app.expectHeading('Marmara Römorkaj A.Ş.');

    await page.getByRole('link', { name: 'Düzenle' }).click();
    await page.getByLabel(/^Şirket Adı/).fill('Marmara Römorkaj ve Kurtarma A.Ş.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await app.expectHeading('Marmara Römorkaj ve Kurtarma A.Ş.');

    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('button', { name: 'Evet' }).click();
    await page.waitForURL((url) => url.pathname === '/sirket');
    await page.getByRole('textbox', { name: 'Ara' }).fill('Marmara');
    await expect.poll(() => page.getByTestId('table-footer').textContent()).toBe('Kayıt bulunamadı');
  });
});
