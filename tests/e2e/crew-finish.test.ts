import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../src/domain/audit';
import type { CompanySummary } from '../../src/domain/company';
import type { CrewListResponse, Person } from '../../src/domain/personnel';
import { tcknOf } from '../../server/db/demo-crew';
import { apiAs, stillShot, pagePerTest, type AppPage } from './browser';

// The crew's finish (issue 47, items 1 and 7) on a 768 px tablet: the crew list with the IMO FAL
// Form 5 fields whole for the administrator, its export recorded in the history; the pool's and
// the person's document gaps written out (no tooltip); "expired at sign-on" in the assignment
// dialog, the seaman's book number counting as the book, the employer's ship preselected.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-crew-finish';
const FAL_HEADERS = ['No.', 'Soyadı', 'Adları', 'Rütbe', 'Uyruk', 'Doğum Tarihi ve Yeri', 'Kimlik Belgesi (Türü ve No.)', 'T.C. Kimlik No'];

const today = () => new Date().toISOString().slice(0, 10);
const trDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

describe('crew finish', () => {
  it('lists the crew with the FAL Form 5 fields whole for the administrator, prints it whole and records its export', async () => {
    await app.signInAndChoose();
    await page.goto('/personel-veri-platformu/personel-listesi');
    await app.expectHeading('Personel Listesi');
    const table = page.getByTestId('crew-list');
    await table.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(FAL_HEADERS));
    // The ship's name, IMO number and the date above the list.
    const caption = (await page.getByTestId('crew-list-caption').textContent()) ?? '';
    expect(caption).toContain('IMO FAL Form 5');
    expect(caption).toMatch(/IMO No: \S+/);
    expect(caption).toContain(`Tarih: ${trDate(today())}`);
    // Whole: no row masked, passports and birth dates with no stars.
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await table.locator('tbody tr[data-masked="true"]').count()).toBe(0);
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
    const column = (label: string) => cells[headers.indexOf(label)] ?? '';
    expect(column('Kimlik Belgesi (Türü ve No.)')).toMatch(/Gemi Adamı Cüzdanı: \S+/);
    expect(column('Doğum Tarihi ve Yeri')).toMatch(/^\d{2}\.\d{2}\.\d{4}, \S+/);
    expect(await table.textContent()).not.toContain('*');
    const tckns = (
      await table
        .locator('tbody tr')
        .evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent ?? ''), headers.indexOf('T.C. Kimlik No'))
    ).filter(Boolean);
    expect(tckns.length).toBeGreaterThan(0);
    expect(tckns.every((tckn) => /^\d{11}$/.test(tckn))).toBe(true);
    await stillShot(page, `${SHOTS}/crew-list-768-tr.png`);

    // Printed on A4 landscape (273 mm between the 12 mm margins: 1032 CSS px), the list is whole:
    // every FAL column laid out on the paper, nothing cut off at the side.
    await page.setViewportSize({ width: 1032, height: 730 });
    await page.emulateMedia({ media: 'print' });
    const printed = await table.evaluate((element) => {
      const region = element.closest('[role="region"]')!;
      const heads = [...element.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      const box = region.getBoundingClientRect();
      return {
        overflow: getComputedStyle(region).overflowX,
        shown: heads.filter((head) => head.width > 0 && head.right <= box.right + 1).length,
      };
    });
    expect(printed).toEqual({ overflow: 'visible', shown: headers.length });
    expect(await page.getByTestId('crew-list-masking').isVisible()).toBe(false);
    await stillShot(page, `${SHOTS}/crew-list-print-a4-tr.png`);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 768, height: 1024 });

    // The export goes out after the history has it: who and when, on the person listed. At 768 px
    // the page's actions are folded into its menu.
    await page.getByRole('button', { name: 'Diğer işlemler' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personel-listesi-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const listed = (await apiAs<CrewListResponse>(context, 'GET', `/api/personel/liste?tarih=${today()}`)).body;
    const person = listed.personeller.find((row) => row.soyad === column('Soyadı') && row.ad === column('Adları'))!;
    expect(person).toBeTruthy();
    const history = (await apiAs<AuditListResponse>(context, 'GET', `/api/audit?collection=personel&id=${person._id}`)).body;
    const exported = history.kayitlar.filter((entry) => entry.action === 'export');
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.at(-1)!.changes.personelListesi!.after).toMatchObject({ tarih: today(), bicim: 'xlsx' });

    // The person's page shows it in the history as an export.
    await page.goto(`/personel-veri-platformu/personel-havuzu/${person._id}`);
    await page.getByTestId('history-export').first().waitFor();
    expect(await page.getByTestId('history-export').first().textContent()).toContain("Personel listesi (FAL Form 5) Excel'e aktarıldı");

    await app.switchLanguage('en');
    await page.goto('/personel-veri-platformu/personel-listesi');
    await app.expectHeading('Personnel List');
    await page.getByTestId('crew-list').getByRole('columnheader', { name: 'Date and place of birth' }).waitFor();
    await stillShot(page, `${SHOTS}/crew-list-768-en.png`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stillShot(page, `${SHOTS}/crew-list-1280-en.png`);
    await app.switchLanguage('tr');
    await app.expectHeading('Personel Listesi');
    await stillShot(page, `${SHOTS}/crew-list-1280-tr.png`);
  });

  it('writes out the pool’s gaps, the person’s missing documents with a count and those expiring before the planned sign-off, and “expired at sign-on”', async () => {
    await app.signInAndChoose();
    // Employed by the last company (not the first alphabetically), aboard its ship: a master with
    // four of his eleven documents, the seaman's book only as a number on him.
    const companies = (await apiAs<CompanySummary[]>(context, 'GET', '/api/sirket')).body;
    const employer = companies.at(-1)!;
    const stamp = Date.now();
    const surname = `Belgesiz${stamp}`;
    const made = await apiAs<Person>(context, 'POST', '/api/personel', {
      sirket: employer._id,
      ad: 'Kemal',
      soyad: surname,
      tcKimlikNo: tcknOf(`7${String(stamp % 100_000_000).padStart(8, '0')}`),
      pasaportNo: `P${stamp % 10_000_000}`,
      uyruk: 'Türkiye',
      dogumTarihi: '1975-03-04',
      dogumYeri: 'Rize',
      rutbe: 'kaptan',
      gemiAdamiCuzdanNo: `IST-${stamp % 1_000_000}`,
    });
    expect(made.status).toBe(201);
    const personId = made.body._id;
    for (const [tur, gecerlilikTarihi] of [
      ['SAGLIK', '2030-01-10'],
      ['STCW-TEMEL', '2035-01-01'],
    ] as const) {
      const document = await apiAs(context, 'POST', '/api/sertifika', {
        sirket: employer._id,
        sahip: 'personel',
        personel: personId,
        tur,
        numara: `${tur}-${stamp}`,
        verenKurulus: 'Devlet Hastanesi',
        duzenlemeTarihi: '2024-01-10',
        gecerlilikTarihi,
      });
      expect(document.status).toBe(201);
    }
    const signOn = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const tour = await apiAs(context, 'POST', '/api/personel/gorevlendirme', {
      personel: personId,
      sirket: employer._id,
      rutbe: 'kaptan',
      binisTarihi: signOn,
      binisLimani: 'Aliağa',
      planlananInisTarihi: '2031-01-01',
    });
    expect(tour.status).toBe(201);

    // The pool: the gaps as text in the row, not in a tooltip.
    await page.goto('/personel-veri-platformu/personel-havuzu');
    await app.expectHeading('Personel Havuzu');
    await page.getByRole('textbox', { name: 'Ara' }).fill(surname);
    const row = page.locator('table tbody tr').filter({ hasText: surname });
    // The row shows once the person is on the device; the documents made after him may come with a
    // later pull: his gaps are read once the medical says it expires and the basic training is no gap.
    const gapsCell = row.getByTestId('crew-gaps');
    await expect.poll(async () => (await gapsCell.textContent()) ?? '').toContain('Sağlık Raporu: Süresi doluyor (10.01.2030)');
    await expect.poll(async () => (await gapsCell.textContent()) ?? '').not.toContain('Temel Emniyet Eğitimi (STCW)');
    const gaps = (await gapsCell.textContent()) ?? '';
    expect(gaps).toContain('Yeterlik Belgesi: Eksik');
    expect(gaps).not.toContain('Gemi Adamı Cüzdanı');
    expect(await row.getByTestId('crew-documents').getAttribute('title')).toBeNull();
    // The counts above them say what they count: the missing ones and the expiring one apart.
    const missingGaps = gaps.split(' · ').filter((gap) => gap.endsWith(': Eksik')).length;
    expect(missingGaps).toBeGreaterThan(0);
    expect(await row.getByTestId('crew-documents').locator('.mantine-Badge-root').allTextContents()).toEqual([
      `${missingGaps} eksik`,
      '1 süresi doluyor',
    ]);
    expect(await row.getByTestId('crew-gaps').isVisible()).toBe(true);
    const box = (await row.getByTestId('crew-gaps').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/pool-768-tr.png`, false);

    // The person's page: seven required documents missing, the medical expiring before the planned sign-off.
    await page.goto(`/personel-veri-platformu/personel-havuzu/${personId}`);
    await page.getByTestId('person-document-report').waitFor();
    const missing = page.getByTestId('person-missing-documents');
    await missing.waitFor();
    expect(await missing.textContent()).toContain('7 zorunlu belge eksik');
    expect(await missing.textContent()).not.toContain('Gemi Adamı Cüzdanı');
    expect(await page.getByTestId('person-expiring-documents').textContent()).toBe(
      'Planlanan inişten önce bitiyor (01.01.2031)Sağlık Raporu (10.01.2030)',
    );
    await stillShot(page, `${SHOTS}/person-768-tr.png`);

    // Assigning for a tour after the medical's expiry: expired at sign-on; the book not missing;
    // the employer's ship preselected. At 768 px it is in the page's folded actions.
    await page.getByRole('button', { name: 'Diğer işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Gemiye Ata' }).click();
    await page.getByTestId('assign-form').waitFor();
    const shipLabel = employer.gemi?.adi ? `${employer.gemi.adi} · ${employer.isim}` : employer.isim;
    expect(await page.getByTestId('assign-ship').inputValue()).toBe(shipLabel);
    await page.getByTestId('assign-sign-on').fill('01.02.2031');
    await page.getByTestId('assign-planned-sign-off').fill('01.08.2031');
    const warnings = page.getByTestId('assign-warnings');
    await warnings.locator('li[data-reason="bitmis"]').waitFor();
    expect(await warnings.locator('li[data-reason="bitmis"]').textContent()).toBe('Sağlık Raporu: Binişte süresi dolmuş (10.01.2030)');
    expect(await warnings.textContent()).not.toContain('Gemi Adamı Cüzdanı');
    expect(await warnings.textContent()).not.toContain('Pasaport');
    await stillShot(page, `${SHOTS}/assign-768-tr.png`, false);
    await page.getByRole('button', { name: 'İptal' }).click();

    await app.switchLanguage('en');
    await page.getByTestId('person-missing-documents').getByText('7 required documents missing').waitFor();
    await stillShot(page, `${SHOTS}/person-768-en.png`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stillShot(page, `${SHOTS}/person-1280-en.png`);
    await page.goto('/personel-veri-platformu/personel-havuzu');
    await page.getByRole('textbox', { name: 'Search' }).fill(surname);
    await page.locator('table tbody tr').filter({ hasText: surname }).getByTestId('crew-gaps').waitFor();
    await stillShot(page, `${SHOTS}/pool-1280-en.png`, false);
    await app.switchLanguage('tr');
    await app.expectHeading('Personel Havuzu');
  });
});
