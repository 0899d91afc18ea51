import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, apiAs, newContext, stillShot, pagePerTest } from './browser';
import { fixtures } from '../server/file-fixtures';

// The document library end to end (docs/areas/documents.md), on a 768 px tablet: a procedure opens in the
// browser's viewer with the network cut after one online visit (its file kept on the device), a
// circular confirmed with "I have read it", and the ship's photos as a grid of thumbnails in English.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser, context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-documents';
const PDF = Buffer.from(fixtures.pdf);

/** The library's download queue, as the sync view shows it: "done / total". */
async function queueText(): Promise<string> {
  return (await page.getByTestId('offline-files').textContent()) ?? '';
}

/**
 * A tab showing a document's file kept on the device: titled with the document's name, the file
 * in a frame from a blob (no request could leave), a PDF.
 */
async function expectKeptCopy(viewer: Page, title: string): Promise<void> {
  await expect.poll(() => viewer.title(), { timeout: 15_000 }).toBe(title);
  expect((await viewer.locator('iframe[data-kept-file]').getAttribute('src')) ?? '').toMatch(/^blob:/);
  // The browser's own viewer shows the PDF kept on the device (no request could leave).
  await expect.poll(() => viewer.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: 15_000 }).toBe(true);
  const file = viewer.frames().find((frame) => frame.url().startsWith('blob:'))!;
  await expect.poll(() => file.evaluate(() => document.contentType), { timeout: 15_000 }).toBe('application/pdf');
  await viewer.close();
}

describe('document library', () => {
  it('a procedure opens with the network cut after one online visit', async () => {
    await app.signInAndChoose();
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Prosedürler');
    await page.getByText('Dokümanların ve Kayıtların Kontrolü').waitFor();
    await app.waitOfflineReady();
    // The files of the procedures in force come onto the device after the pull.
    await page.goto('/senkronizasyon');
    await expect
      .poll(
        async () => {
          const match = /(\d+) \/ (\d+) dosya cihazda/.exec(await queueText());
          return match !== null && match[1] === match[2] && Number(match[2]) > 0;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await stillShot(page, `${SHOTS}/sync-768-tr.png`);

    await context.setOffline(true);
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Prosedürler');
    const opened = context.waitForEvent('page');
    await page.getByText('Dokümanların ve Kayıtların Kontrolü').click();
    await expectKeptCopy(await opened, 'Dokümanların ve Kayıtların Kontrolü');

    // From the procedure's detail page too: its file link opens the device's copy, not the network's.
    await page.locator('tr', { hasText: 'Dokümanların ve Kayıtların Kontrolü' }).getByTestId('document-detail').click();
    await page.getByTestId('document-file').waitFor();
    const fromDetail = context.waitForEvent('page');
    await page.getByTestId('document-file').click();
    await expectKeptCopy(await fromDetail, 'Dokümanların ve Kayıtların Kontrolü');

    // And a circular's, from its detail page.
    await page.goto('/sirkuler');
    await app.expectHeading('Sirküler');
    const circular = page.getByTestId('document-detail').first();
    await circular.waitFor();
    const title = (await page.getByTestId('document-open').first().textContent()) ?? '';
    await circular.click();
    await page.getByTestId('document-file').waitFor();
    const fromCircular = context.waitForEvent('page');
    await page.getByTestId('document-file').click();
    await expectKeptCopy(await fromCircular, title);
    await context.setOffline(false);
  });

  it('confirms a circular with "I have read it", and the dashboard counts one unread circular less', async () => {
    await app.signInAndChoose();
    await expect.poll(async () => Number(await page.getByTestId('circulars-unread').textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = Number(await page.getByTestId('circulars-unread').textContent());
    await page.goto('/sirkuler');
    await app.expectHeading('Sirküler');
    const confirm = page.getByTestId('confirm-read').first();
    await confirm.waitFor();
    const readBefore = await page.getByTestId('read-confirmed').count();
    await confirm.click();
    await expect.poll(() => page.getByTestId('read-confirmed').count()).toBe(readBefore + 1);
    // The administrator edits every company: who has and has not read it, from the server.
    await page.getByTestId('read-status').first().click();
    await page.getByTestId('not-read-by').waitFor();
    await stillShot(page, `${SHOTS}/circulars-768-tr.png`);
    await page.keyboard.press('Escape');
    await page.goto('/');
    await expect.poll(async () => Number(await page.getByTestId('circulars-unread').textContent())).toBe(before - 1);
  });

  it('shows the ship photos as thumbnails made on the device, and one full size, in English', async () => {
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/gemi-dokumanlari/gemi-fotograflari');
    await app.expectHeading('Ship Photos');
    const thumbs = page.getByTestId('photo-thumb');
    await expect.poll(() => thumbs.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    // Each thumbnail is a small image made here (a blob), not the stored photo.
    await expect
      .poll(() =>
        page.locator('[data-testid="photo-thumb"] img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)),
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/^blob:/)]));
    const width = await page
      .locator('[data-testid="photo-thumb"] img')
      .first()
      .evaluate((image) => (image as HTMLImageElement).naturalWidth);
    expect(width).toBeLessThanOrEqual(320);
    await thumbs.first().click();
    await page.getByTestId('photo-viewer').waitFor();
    await stillShot(page, `${SHOTS}/photos-768-en.png`);
    // The photo's page, from the viewer: its data and history.
    await page.getByTestId('photo-detail').click();
    await page.waitForURL(/\/gemi-dokumanlari\/gemi-fotograflari\/[0-9a-f-]{36}$/);
    await page.getByTestId('document-detail-revision').waitFor();
    await page.getByTestId('record-history').waitFor();
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Procedures');
  });

  it('creates a procedure with a PDF and lists it, refuses its code again on the field, and a new revision puts the old one out of force', async () => {
    await app.signInAndChoose();
    const kod = `E2E-${Date.now()}`;
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Prosedürler');
    await page.getByRole('link', { name: 'Yeni', exact: true }).click();
    await app.expectHeading('Yeni Doküman');
    await page.getByTestId('document-code').fill(kod);
    await page.getByTestId('document-title').fill('Uçtan Uca Prosedürü');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'prosedur.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await stillShot(page, `${SHOTS}/form-768-tr.png`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/kys\/prosedurler\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => page.getByTestId('document-detail-revision').textContent()).toBe('0');
    await expect
      .poll(async () => (await apiAs<{ kod: string; kategori: string; dosya: unknown }>(context, 'GET', `/api/dokuman/${id}`)).body?.kod, {
        timeout: 20_000,
      })
      .toBe(kod);

    // Listed on its category's page.
    await page.goto('/kys/prosedurler');
    await page.getByText('Uçtan Uca Prosedürü').first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: kod }).count()).toBe(1);

    // The same code again, however typed: refused on the field, on the device, before anything is queued.
    await page.getByRole('link', { name: 'Yeni', exact: true }).click();
    await app.expectHeading('Yeni Doküman');
    await page.getByTestId('document-code').fill(` ${kod.toLowerCase()} `);
    await page.getByTestId('document-title').fill('Aynı Kodlu Prosedür');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'ikinci.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByTestId('document-form').getByText('Bu kod zaten kullanılıyor').waitFor();
    expect(new URL(page.url()).pathname).toBe('/kys/prosedurler/form');

    // A new revision: the next number, a new file, in force; the one it replaces kept, out of force.
    await page.goto(`/kys/prosedurler/${id}`);
    await page.getByRole('link', { name: 'Yeni Revizyon' }).click();
    await app.expectHeading('Yeni Revizyon');
    await expect.poll(() => page.getByTestId('document-revision').inputValue()).toBe('1');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'prosedur-rev1.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(new RegExp(`/kys/prosedurler/${id}$`));
    await expect.poll(() => page.getByTestId('document-detail-revision').textContent()).toBe('1');
    await page.getByTestId('document-revision-row').getByText('Yürürlükten kalktı').waitFor();
    await expect
      .poll(
        async () => {
          const { body } = await apiAs<{ revizyon: number; durum: string; gecmis: { revizyon: number }[] }>(
            context,
            'GET',
            `/api/dokuman/${id}`,
          );
          return { revizyon: body?.revizyon, durum: body?.durum, gecmis: body?.gecmis?.map((revision) => revision.revizyon) };
        },
        { timeout: 20_000 },
      )
      .toEqual({ revizyon: 1, durum: 'yururlukte', gecmis: [0] });
    // One row, in force, with the new revision: the old one is no longer listed in force.
    await page.goto('/kys/prosedurler');
    const row = page.getByRole('row').filter({ hasText: kod });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    // At 768 px the revision's column gives way to the status (docs/areas/shell.md "Lists on a
    // tablet"); the revision is 1 on the server (above).
    await row.getByText('Yürürlükte', { exact: true }).waitFor();
    await stillShot(page, `${SHOTS}/revised-768-tr.png`);

    // In English: the action and the form.
    await app.switchLanguage('en');
    await page.goto('/kys/prosedurler');
    await app.expectHeading('Procedures');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await app.expectHeading('New Document');
  });

  it('a read-only user sees no "New", no edit and no new revision', async () => {
    await app.signInAndChoose();
    const found = await apiAs<{ dokumanlar: { _id: string; sirket: string }[] }>(
      context,
      'GET',
      '/api/dokuman?kategori=kys-prosedur&q=Kayitlarin%20Kontrolu',
    );
    const procedure = found.body.dokumanlar[0]!;
    const companies = await apiAs<{ _id: string; isim: string }[]>(context, 'GET', '/api/sirket');
    const company = companies.body.find((c) => c._id === procedure.sirket)!;
    const email = `okur-${Date.now()}@example.com`;
    const password = 'Okur-Sifre-Uzun-42';
    const created = await apiAs(context, 'POST', '/api/user', {
      email,
      isim: 'Salt Okur',
      password,
      sirketler: [{ _id: company._id, yetki: 'okuma' }],
    });
    expect(created.status).toBe(201);

    const reader = await newContext(browser, 768, 1024);
    try {
      const readerPage = await reader.newPage();
      const readerApp = new AppPage(readerPage);
      await readerApp.gotoLogin();
      await readerApp.fillLogin(email, password);
      await readerPage.waitForURL((url) => url.pathname === '/' || url.pathname === '/sirket-secim');
      if (new URL(readerPage.url()).pathname === '/sirket-secim') await readerApp.chooseCompany(company.isim);
      await readerPage.goto('/kys/prosedurler');
      await readerApp.expectHeading('Prosedürler');
      // The list has loaded (the reader can confirm reading), and offers no new document.
      await readerPage.getByText('Dokümanların ve Kayıtların Kontrolü').waitFor({ timeout: 30_000 });
      await readerPage.getByTestId('confirm-read').first().waitFor();
      expect(await readerPage.getByRole('link', { name: 'Yeni', exact: true }).count()).toBe(0);
      await readerPage.goto(`/kys/prosedurler/${procedure._id}`);
      await readerPage.getByTestId('read-only').waitFor({ timeout: 30_000 });
      expect(await readerPage.getByRole('link', { name: 'Yeni Revizyon' }).count()).toBe(0);
      // No action at all: neither the new revision nor the folded menu that would hold 'Düzenle'.
      expect(await readerPage.getByRole('button', { name: 'Diğer işlemler' }).count()).toBe(0);
      expect(await readerPage.getByRole('link', { name: 'Düzenle' }).count()).toBe(0);
    } finally {
      await reader.close();
    }
    // The administrator, on the same page, has both.
    await page.goto(`/kys/prosedurler/${procedure._id}`);
    await page.getByRole('link', { name: 'Yeni Revizyon' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Diğer işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Düzenle' }).waitFor();
  });
});
