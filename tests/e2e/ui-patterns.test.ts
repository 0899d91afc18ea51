import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext } from './browser';

// The patterns every screen follows (issue 9): the shared table, the form frame, the header.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function open(width = 1280, height = 900) {
  context = await newContext(browser, width, height);
  page = await context.newPage();
  app = new AppPage(page);
  await app.signInAndChoose();
}

async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': token } });
  return { status: response.status(), body: (await response.json()) as T };
}

async function addCompany(isim: string): Promise<string> {
  const { status, body } = await api<{ _id: string }>('POST', '/api/sirket', {
    isim,
    tip: 'Armatör',
    adres: '',
    gemi: { adi: `M/V ${isim.slice(0, 10)}`, imo: '9074729', bayrak: 'Türkiye' },
    bankalar: [],
  });
  expect(status).toBe(201);
  return body._id;
}

async function addSupplier(unvan: string): Promise<string> {
  const sirket = await page.evaluate(() => window.localStorage.getItem('sirket'));
  const { status, body } = await api<{ _id: string }>('POST', '/api/finans/cari-hesap', {
    cariTip: 'tedarikci',
    sirket,
    unvan,
    vergiNumarasi: '2222222222',
    gsm: '05321234567',
    bankalar: [{ hesapAdi: 'Ana', dovizCinsi: 'TL', bankaIsmi: 'Ziraat', swiftCode: 'TCZBTR2A', iban: 'TR330006100519786457841326' }],
  });
  expect(status).toBe(201);
  return body._id;
}

const footer = () => page.getByTestId('table-footer');

describe('the shared table', () => {
  it('searches without Turkish letters, says so in words when nothing matches, and remembers the page size', async () => {
    await open();
    await addCompany('Çeşme Denizcilik A.Ş.');
    await addCompany('Işık Gemi İşletmeciliği');
    await addCompany('izmit Körfez Römorkaj');
    await page.goto('/sirket');
    const search = page.getByRole('textbox', { name: 'Ara' });
    const rows = page.locator('main table tbody tr');

    await search.fill('cesme');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Çeşme Denizcilik A.Ş.')]);
    await search.fill('ISIK');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Işık Gemi İşletmeciliği')]);
    await search.fill('İZMİT');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('izmit Körfez Römorkaj')]);

    await search.fill('zzz yok');
    await expect.poll(() => footer().textContent()).toBe('Kayıt bulunamadı');
    expect(await page.getByTestId('empty-state').textContent()).toContain('“zzz yok” ile eşleşen kayıt yok.');

    await search.fill('');
    await page.locator('main input[aria-label="Sayfa başına kayıt"]').click();
    await page.getByRole('option', { name: '25' }).click();
    await page.reload();
    await expect.poll(() => page.locator('main input[aria-label="Sayfa başına kayıt"]').inputValue()).toBe('25');
  });

  it('sorts from the whole header cell with a distinct icon for each of the three states', async () => {
    await open();
    await page.goto('/sirket');
    const header = page.getByRole('columnheader', { name: 'Gemi Adı' });
    const button = header.getByRole('button');
    const icon = async () => (await header.locator('svg').getAttribute('class')) ?? '';
    const state = async () => [await header.getAttribute('aria-sort'), await icon()];

    const none = await state();
    expect(none[0]).toBe('none');
    // The button fills the cell: a click near the cell's right edge, away from the label, sorts.
    const box = (await header.boundingBox())!;
    await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    const descending = await state();
    expect(descending[0]).toBe('descending');
    await button.focus();
    await page.keyboard.press('Enter');
    const ascending = await state();
    expect(ascending[0]).toBe('ascending');
    await page.keyboard.press('Space');
    expect(await state()).toEqual(none);
    expect(new Set([none[1], descending[1], ascending[1]]).size).toBe(3);

    // The header stays in place while the rows scroll inside the table's frame.
    expect(await header.evaluate((th) => getComputedStyle(th.closest('thead')!).position)).toBe('sticky');
    // Widths are fixed by the table, not by the rows of the page shown.
    expect(await page.locator('main table').evaluate((table) => getComputedStyle(table).tableLayout)).toBe('fixed');
  });
});

describe('the form frame', () => {
  it('asks before unsaved changes are thrown away, and not after a save', async () => {
    await open();
    await page.goto('/finans/butce-kodu/form?tip=gider');
    await page.getByLabel(/^Adı/).fill('Yarım kalan kod');
    await page.locator('nav').getByRole('link', { name: 'Şirketler' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Formda kal' }).click();
    expect(new URL(page.url()).pathname).toBe('/finans/butce-kodu/form');
    expect(await page.getByLabel(/^Adı/).inputValue()).toBe('Yarım kalan kod');

    await page.locator('nav').getByRole('link', { name: 'Şirketler' }).first().click();
    await dialog.getByRole('button', { name: 'Değişiklikleri at' }).click();
    await page.waitForURL((url) => url.pathname === '/sirket');

    // A saved form leaves without a question.
    await page.goto('/finans/butce-kodu/form?tip=gider');
    await page.getByLabel(/^Kod/).fill('790');
    await page.getByLabel(/^Adı/).fill('Çerçeve Deneme Giderleri');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await app.expectHeading('790 Çerçeve Deneme Giderleri');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('after saving a deep-linked edit form, lands on the record (not out of the app) with the toast', async () => {
    await open();
    const id = await addSupplier('Derin Bağlantı Tedarik');
    // The edit form is the first page of this tab: there is no in-app page to go back to.
    const fresh = await context.newPage();
    await page.close();
    page = fresh;
    await page.goto(`/finans/cari-listeler/${id}/edit`);
    await page.getByLabel(/^Firma Yetkilisi/).fill('Deniz Kaya');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL((url) => url.pathname === `/finans/cari-listeler/${id}`);
    await expect.poll(() => page.getByText('Derin Bağlantı Tedarik başarıyla kaydedildi').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Opened from the record's page, saving returns there too (one step back, inside the app).
    await page.getByRole('link', { name: 'Düzenle' }).click();
    await page.getByLabel(/^Firma Yetkilisi/).fill('Deniz Kaya Yılmaz');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL((url) => url.pathname === `/finans/cari-listeler/${id}`);
    await expect.poll(() => page.getByTestId('summary-panel').textContent()).toContain('Deniz Kaya Yılmaz');
  });

  it('at 768 px a refused submit scrolls to the first error and focuses it', async () => {
    await open(768, 1024);
    await page.goto('/finans/cari-listeler/create?cari_tip=tedarikci');
    await page.getByRole('button', { name: 'Kaydet' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const unvan = page.getByLabel(/^Ünvan/);
    await expect.poll(() => unvan.evaluate((input) => input === document.activeElement)).toBe(true);
    const box = (await unvan.boundingBox())!;
    expect(box.y).toBeGreaterThan(64);
    expect(box.y + box.height).toBeLessThan(1024);
  });

  it('without a chosen company the account form says it once and offers a picker', async () => {
    await open();
    await page.evaluate(() => window.localStorage.setItem('sirket', ''));
    await page.goto('/finans/cari-listeler/create?cari_tip=musteri');
    await page.getByLabel(/^Ünvan/).fill('Şirketsiz Müşteri');
    await page.getByLabel(/^T.C. Kimlik Numarası/).fill('10000000146');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.locator('main').getByText('Sol üstten bir şirket seçin').count()).toBe(1);
    const picker = page.getByTestId('account-company').getByLabel(/^Şirket/);
    expect(await picker.getAttribute('aria-invalid')).toBe('true');
    await picker.click();
    await page.getByRole('option').first().click();
    await expect.poll(() => page.locator('main').getByText('Sol üstten bir şirket seçin').count()).toBe(0);
  });
});

describe('the header', () => {
  it('shows a long company name with an ellipsis and the full name on hover', async () => {
    await open(768, 1024);
    const name = 'Karadeniz Ereğli Uluslararası Deniz Taşımacılığı ve Gemi İşletmeciliği Anonim Şirketi';
    const id = await addCompany(name);
    await page.evaluate((value) => window.localStorage.setItem('sirket', value), id);
    await page.reload();
    const select = page.getByTestId('company-select');
    await expect.poll(() => select.inputValue()).toBe(name);
    expect(await select.getAttribute('title')).toBe(name);
    // Polled: the selector's look-alike gives way to the Select once the popovers load (src/ui/deferred-controls.tsx).
    const style = () =>
      select.evaluate((input) => ({
        overflow: getComputedStyle(input).textOverflow,
        cut: input.scrollWidth > input.clientWidth,
      }));
    await expect.poll(style).toEqual({ overflow: 'ellipsis', cut: true });
  });
});

describe('the dashboard', () => {
  it('says the map could not load when its host hangs while the device reports online', async () => {
    await open();
    // A captive portal: the map's host never answers.
    await context.route(/myshiptracking\.com/, () => undefined);
    await page.goto('/');
    await page.getByTestId('map-checking').waitFor();
    const message = page.getByTestId('map-unavailable');
    await message.waitFor({ timeout: 20_000 });
    expect(await message.textContent()).toContain('Harita yüklenemedi');
    expect(await page.getByTitle('Gemi takip haritası').count()).toBe(0);
    // The host answers again: the retry shows the frame.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.route(/myshiptracking\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
    await page.getByRole('button', { name: 'Yeniden dene' }).click();
    await page.getByTitle('Gemi takip haritası').waitFor();
  });

  it('says at once that the map cannot load when its host is unreachable, and never shows a broken frame', async () => {
    await open();
    await context.route(/myshiptracking\.com/, (route) => route.abort('internetdisconnected'));
    const started = Date.now();
    await page.goto('/');
    const message = page.getByTestId('map-unavailable');
    await message.waitFor({ timeout: 8_000 });
    // Well before the 12 s timeout: the failed request told.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await message.textContent()).toContain('Harita yüklenemedi');
    expect(await page.getByTitle('Gemi takip haritası').count()).toBe(0);
  });

  it('shows the sync state in a card beside the map', async () => {
    await open();
    await page.goto('/');
    const card = page.getByTestId('sync-card');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain('Sunucuya bağlı');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).not.toContain('henüz yok');
    expect(await card.textContent()).toContain('0 bekleyen, 0 duran değişiklik');
    await context.setOffline(true);
    await expect.poll(() => card.textContent()).toContain('Çevrimdışı');
    await context.setOffline(false);
  });
});
