import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/calendar';
import { periodOf } from '../../src/domain/work-report';
import { fixtures } from '../server/file-fixtures';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// Work reports end to end (docs/areas/work-reports.md) on a 768 px tablet: a weekly report made offline in
// Turkish — this week's period picked by default, a checklist of two jobs with their states, the open
// defects and a photo kept on the device — a second report, which opens past that week, refused on
// the device for the same week picked by hand,
// and the first on the server once, with its photo, back online; the monthly page in English with
// its list and a report's detail and history.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-work-reports';

interface Listed {
  _id: string;
  sirket: string;
  donem: string;
  isler: { baslik: string; durum: string }[];
  arizalar: string;
  dosyalar: { name: string }[];
}

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

describe('work reports', () => {
  it('makes this week’s report offline in Turkish, refuses a second one for the week, and reaches the server once', async () => {
    await app.signInAndChoose();
    await page.goto('/teknik/haftalik-is-raporu');
    await app.expectHeading('Haftalık İş Raporu');
    // The demo ship's earlier weeks, with their jobs done of all.
    await page.locator('table tbody tr').first().getByTestId('work-report-progress').waitFor();
    await app.waitChunkCached('src/features/work-reports/work-report-form-page.tsx');
    await app.waitChunkCached('src/features/work-reports/work-report-detail-page.tsx');
    await context.setOffline(true);

    await page.getByRole('link', { name: 'Rapor Ekle' }).first().click();
    await app.expectHeading('Rapor Ekle');
    const week = periodOf('haftalik', localDate());
    await expect.poll(() => page.getByTestId('work-report-period').inputValue()).toContain(week);
    // The last report's open jobs come over (docs/areas/work-reports.md): this report keeps one of them.
    await page.getByTestId('work-report-carried').waitFor();
    const jobs = page.locator('[data-testid^="work-report-job-title-"]');
    for (let left = await jobs.count(); left > 1; left -= 1) {
      await page.getByRole('button', { name: `İşi kaldır: ${left}` }).click();
      await expect.poll(() => jobs.count()).toBe(left - 1);
    }
    const title = `Ana makine bakımı ${Date.now()}`;
    await page.getByTestId('work-report-job-title-0').fill(title);
    await page.getByTestId('work-report-job-state-0').getByText('Tamamlandı').click();
    await page.getByTestId('work-report-add-job').click();
    await page.getByTestId('work-report-job-title-1').fill('Can salı servisi');
    await page.getByTestId('work-report-job-state-1').getByText('Devam ediyor').click();
    await page.getByTestId('work-report-defects-input').fill('Jeneratör 2 yağ kaçağı');
    await page
      .getByTestId('file-list-field')
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'makine-dairesi.png', mimeType: 'image/png', buffer: Buffer.from(fixtures.png) });
    await page.getByTestId('file-list-item').getByText('makine-dairesi.png').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/form-768-tr.png`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/teknik\/haftalik-is-raporu\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await app.expectHeading(week);
    await page.getByTestId('work-report-detail-progress').getByText('1 / 2').waitFor();
    await page.getByTestId('work-report-detail-defects').getByText('Jeneratör 2 yağ kaçağı').waitFor();
    await page.getByTestId('work-report-files').getByText('Yüklenmeyi bekliyor').waitFor();

    // A second report of the same week is refused on the device, before it is queued.
    await page.getByRole('link', { name: 'Haftalık İş Raporu' }).first().click();
    await page.locator('table tbody tr', { hasText: week }).getByTestId('work-report-progress').getByText('1 / 2').waitFor();
    await stillShot(page, `${SHOTS}/list-768-tr.png`);
    await page.getByRole('link', { name: 'Rapor Ekle' }).first().click();
    await app.expectHeading('Rapor Ekle');
    // The new form opens past the week now taken (docs/areas/work-reports.md §2); this week picked by hand.
    await expect.poll(() => page.getByTestId('work-report-period').inputValue()).not.toContain(week);
    await page.getByTestId('work-report-period').click();
    await page.getByRole('option', { name: new RegExp(`^${week}`) }).click();
    await expect.poll(() => page.getByTestId('work-report-period').inputValue()).toContain(week);
    await page.getByTestId('work-report-job-title-0').fill('İkinci rapor');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bu gemi için bu dönemin raporu zaten var').waitFor();
    expect(new URL(page.url()).pathname).toBe('/teknik/haftalik-is-raporu/form');

    await context.setOffline(false);
    await expect
      .poll(async () => (await api<Listed>(`/api/teknik/is-raporu/${id}`)).body?.dosyalar?.map((file) => file.name), { timeout: 30_000 })
      .toEqual(['makine-dairesi.png']);
    const onServer = (await api<Listed>(`/api/teknik/is-raporu/${id}`)).body;
    expect(onServer).toMatchObject({
      donem: week,
      arizalar: 'Jeneratör 2 yağ kaçağı',
      isler: [
        { baslik: title, durum: 'tamamlandi' },
        { baslik: 'Can salı servisi', durum: 'devam' },
      ],
    });
    const sameWeek = (await api<{ isRaporlari: Listed[] }>(`/api/teknik/is-raporu?sirket=${onServer.sirket}&tur=haftalik&donem=${week}`))
      .body;
    expect(sameWeek.isRaporlari.map((report) => report._id)).toEqual([id]);
  });

  it('shows the monthly reports in English: the list, a report’s jobs, defects and history', async () => {
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/teknik/aylik-is-raporu');
    await app.expectHeading('Monthly Work Report');
    const first = page.locator('table tbody tr').first();
    await first.getByTestId('work-report-progress').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/monthly-list-768-en.png`);
    await first.locator('a').first().click();
    await page.waitForURL(/\/teknik\/aylik-is-raporu\/[0-9a-f-]{36}$/);
    await page
      .getByTestId('work-report-jobs')
      .getByText(/Done|In progress|Planned/)
      .first()
      .waitFor();
    await page.getByText('Open Defects').first().waitFor();
    await page.getByTestId('record-history').getByText('History').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/monthly-detail-768-en.png`);
  });
});
