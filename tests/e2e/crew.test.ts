import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, newContext, stillShot, pagePerTest } from './browser';

// The crew end to end (docs/areas/crew.md): the pool with statuses, the document column and its
// filters, a person's page with their numbers in full and the assignment's document warnings, the
// crew list of the chosen ship (printable, XLSX), English on a 768 px tablet, a person's document
// added and edited from their page, and a person made offline.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser, context, page, app } = opened), 1440, 1000);

const SHOTS = '/tmp/shots-crew';

describe('crew', () => {
  it('lists the pool with statuses and document gaps, filters it, and shows a person in full with warnings when assigning', async () => {
    await app.signInAndChoose();
    await page.goto('/personel-veri-platformu/personel-havuzu');
    await app.expectHeading('Personel Havuzu');
    await page.locator('table tbody tr').first().waitFor();
    // The demo has people aboard, on leave and available, and a few documents missing or running out.
    await page.getByTestId('crew-status-filter').click();
    await page.getByRole('option', { name: 'İzinde' }).click();
    await expect
      .poll(async () => {
        const badges = await page.getByTestId('crew-status').allTextContents();
        return badges.length > 0 && badges.every((text) => text === 'İzinde');
      })
      .toBe(true);
    await page.getByTestId('crew-status-filter').click();
    await page.getByRole('option', { name: 'Tüm durumlar' }).click();
    // Sorted by the document column (descending first), the gaps come first.
    await page.getByRole('columnheader', { name: 'Belgeler' }).click();
    await expect.poll(async () => Number(await page.getByTestId('crew-documents').first().getAttribute('data-gaps'))).toBeGreaterThan(0);
    // Personal numbers are masked in the list.
    const ids = await page.locator('table tbody tr td:nth-child(6)').allTextContents();
    expect(ids.every((text) => text === '' || text.includes('*'))).toBe(true);
    // The Turkish search: 'ışık' finds 'Işık'.
    await page.getByRole('textbox', { name: 'Ara' }).fill('ışık');
    await expect.poll(() => page.locator('table tbody tr').filter({ hasText: 'Işık' }).count()).toBeGreaterThan(0);
    await stillShot(page, `${SHOTS}/pool.png`);

    await page.locator('table tbody tr').filter({ hasText: 'Işık' }).first().getByRole('link').first().click();
    await page.waitForURL(/\/personel-veri-platformu\/personel-havuzu\/[0-9a-f-]{36}$/);
    await page.getByTestId('person-details').waitFor();
    // In full on the person's page: no masks.
    expect(await page.getByTestId('person-details').textContent()).not.toContain('*');
    await page.getByTestId('person-assignments').or(page.getByText('Görevlendirme yok.')).first().waitFor();
    await stillShot(page, `${SHOTS}/person.png`);

    // A document is added from the person's page: the certificate form for them, and back on cancel.
    const personUrl = page.url();
    await page.getByTestId('person-add-document').click();
    await app.expectHeading('Belge Ekle');
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await page.waitForURL(personUrl);
    await page.getByTestId('person-details').waitFor();

    // Assigning warns of each document missing or expiring during the planned tour.
    await page.getByRole('button', { name: 'Gemiye Ata' }).click();
    await page.getByTestId('assign-form').waitFor();
    await page.getByTestId('assign-planned-sign-off').fill('31.12.2099');
    await page.getByTestId('assign-warnings').waitFor();
    expect(await page.getByTestId('assign-warnings').textContent()).toMatch(/Planlanan inişten önce bitiyor|Binişte süresi dolmuş|Eksik/);
    await stillShot(page, `${SHOTS}/assign.png`);
  });

  it('lists the chosen ship’s crew as of a date, prints it and exports it to XLSX', async () => {
    await app.signInAndChoose();
    await page.goto('/personel-veri-platformu/personel-listesi');
    await app.expectHeading('Personel Listesi');
    await page.getByTestId('crew-list').waitFor();
    await expect.poll(() => page.getByTestId('crew-list').locator('tbody tr').count()).toBe(25);
    const first = await page.getByTestId('crew-list').locator('tbody tr').first().textContent();
    expect(first).toContain('Kaptan');
    // A date before anyone joined: nobody aboard.
    await page.getByTestId('crew-list-date').fill('01.01.2000');
    await page.getByText('Bu tarihte gemide personel yok.').waitFor();
    await page
      .getByTestId('crew-list-date')
      .fill(new Date().toLocaleDateString('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' }));
    await expect.poll(() => page.getByTestId('crew-list').locator('tbody tr').count()).toBe(25);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personel-listesi-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('crew-list-date').isVisible()).toBe(false);
    expect(await page.getByTestId('crew-list').isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4', landscape: true });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await stillShot(page, `${SHOTS}/crew-list-print.png`);
  });

  it('in English on a 768 px tablet: the pool and the crew list fit the screen', async () => {
    await context.close();
    context = await newContext(browser, 768, 1024);
    page = await context.newPage();
    app = new AppPage(page);
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/personel-veri-platformu/personel-havuzu');
    await app.expectHeading('Personnel Pool');
    await page.locator('table tbody tr').first().waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId('crew-status')
          .getByText(/Aboard|On leave|Available/)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/pool-768-en.png`);
    await page.goto('/personel-veri-platformu/personel-listesi');
    await app.expectHeading('Personnel List');
    await page.getByTestId('crew-list').waitFor();
    expect(await page.getByTestId('crew-list').getByRole('columnheader', { name: 'Rank' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/crew-list-768-en.png`);
    await app.switchLanguage('tr');
    await app.expectHeading('Personel Listesi');
  });

  it('in English on a 768 px tablet: adds a document from a person’s page with the crew types only, sees its status, and edits it', async () => {
    await context.close();
    context = await newContext(browser, 768, 1024);
    page = await context.newPage();
    app = new AppPage(page);
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/personel-veri-platformu/personel-havuzu');
    await app.expectHeading('Personnel Pool');
    await page.locator('table tbody tr').first().getByRole('link').first().click();
    await page.waitForURL(/\/personel-veri-platformu\/personel-havuzu\/[0-9a-f-]{36}$/);
    const personUrl = page.url();
    await page.getByTestId('person-details').waitFor();
    const name = await app.heading().textContent();
    await page.getByTestId('person-add-document').click();
    await app.expectHeading('Add document');
    await page.getByTestId('certificate-form').waitFor();
    // The holder is the person; only the crew's types are offered.
    expect(await page.getByTestId('certificate-person').inputValue()).toBe(name);
    await page.getByTestId('certificate-type').click();
    await page.getByRole('option', { name: 'Medical Certificate' }).waitFor();
    expect(await page.getByRole('option', { name: 'Class Certificate' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Medical Certificate' }).click();
    const number = `E2E-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Number' }).fill(number);
    // The medical's usual two years fill the expiry: valid.
    await expect.poll(() => page.getByRole('textbox', { name: 'Expiry Date' }).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(personUrl);
    const row = page.getByTestId('person-documents').locator('tbody tr').filter({ hasText: number });
    await row.getByText('Valid').waitFor();
    expect(await row.textContent()).toContain('Medical Certificate');
    // The status reads whole at 768 px (not cut to "Val…").
    expect(await row.getByText('Valid').evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/person-document-768-en.png`);

    // Edited from the person's page: expiring within 90 days, it is due soon.
    await row.getByTestId('person-edit-document').click();
    await app.expectHeading('Edit document');
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('textbox', { name: 'Expiry Date' }).fill(soon);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(personUrl);
    await row.getByText('Due soon').waitFor();
    await app.switchLanguage('tr');
  });

  it('adds a person offline: they are in the pool at once with a pending badge', async () => {
    await app.signInAndChoose();
    await page.goto('/personel-veri-platformu/personel-havuzu');
    await app.expectHeading('Personel Havuzu');
    await page.locator('table tbody tr').first().waitFor();
    await app.waitChunkCached('src/features/crew/person-form-page.tsx');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Personel Ekle' }).first().click();
    await app.expectHeading('Personel Ekle');
    const surname = `Çevrimdışı${Date.now()}`;
    await page.getByTestId('person-rank').click();
    await page.getByRole('option', { name: 'Gemici', exact: true }).click();
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz');
    await page.getByRole('textbox', { name: 'Soyad' }).fill(surname);
    await page.getByRole('textbox', { name: /^T\.C\. Kimlik No/ }).fill('10000000145');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // A wrong TCKN is refused on the device.
    await page.getByText('T.C. kimlik numarası geçersiz').first().waitFor();
    await page.getByRole('textbox', { name: /^T\.C\. Kimlik No/ }).fill('10000000146');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/personel-veri-platformu\/personel-havuzu\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await page.goto('/personel-veri-platformu/personel-havuzu').catch(() => undefined);
    await app.expectHeading('Personel Havuzu');
    await page.getByRole('textbox', { name: 'Ara' }).fill(surname);
    const row = page.locator('table tbody tr').filter({ hasText: surname });
    await row.waitFor();
    expect(await row.getByTestId('sync-badge').getAttribute('data-mark')).toBe('pending');
    await stillShot(page, `${SHOTS}/pool-offline.png`);
    // One person per TCKN in a company: a second record of them is refused on the device, offline.
    await page.getByRole('link', { name: 'Personel Ekle' }).first().click();
    await app.expectHeading('Personel Ekle');
    await page.getByTestId('person-rank').click();
    await page.getByRole('option', { name: 'Gemici', exact: true }).click();
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz');
    await page.getByRole('textbox', { name: 'Soyad' }).fill(`${surname} İkinci`);
    await page.getByRole('textbox', { name: /^T\.C\. Kimlik No/ }).fill('10000000146');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bu T.C. kimlik numarasıyla kayıtlı bir personel var').first().waitFor();
    expect(await page.getByTestId('pending-count').textContent()).toBe('1');
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
  });
});
