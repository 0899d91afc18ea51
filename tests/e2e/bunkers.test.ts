import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// Bunkers and ship reports end to end (docs/areas/bunkers-and-emissions.md) on a 768 px tablet: a BDN made offline in
// Turkish, its sulphur warning shown as typed, listed with a pending badge and on the server once
// back online; a ship report in English from the bridge's quick form, the last report's values
// filled in and the ROB warning when it does not add up.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-bunkers';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

describe('bunkers and ship reports', () => {
  it('makes a BDN offline in Turkish: the warning as typed, listed pending, on the server once online', async () => {
    await app.signInAndChoose();
    await page.goto('/teknik/bdn-kayit');
    await app.expectHeading('BDN Kayıt');
    await page.locator('table tbody tr').first().waitFor();
    await app.waitChunkCached('src/features/bunkers/bdn-form-page.tsx');
    await app.waitChunkCached('src/features/bunkers/bdn-detail-page.tsx');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'BDN Ekle' }).first().click();
    await app.expectHeading('BDN Ekle');
    const number = `BDN-OFF-${Date.now()}`;
    await page.getByTestId('bdn-number').fill(number);
    await page.getByTestId('bdn-port').fill('Algeciras');
    await page.getByTestId('bdn-fuel').click();
    await page.getByRole('option', { name: 'VLSFO (%0,50 kükürt)' }).click();
    await page.getByTestId('bdn-quantity').fill('500');
    await page.getByTestId('bdn-density').fill('991');
    await page.getByTestId('bdn-sulphur').fill('0,6');
    await page.getByTestId('bdn-flash-point').fill('65');
    await page.getByTestId('bdn-form-warnings').getByText('Kükürt oranı sınırın üzerinde', { exact: false }).waitFor();
    await page.getByTestId('bdn-seal-0').fill('MARPOL 0012345');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/bdn-form-768-tr.png`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/teknik\/bdn-kayit\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await app.expectHeading(number);
    await page.getByTestId('bdn-seals').getByText('MARPOL 0012345').waitFor();
    await page.getByTestId('bdn-retention').waitFor();

    await page.getByRole('link', { name: 'BDN Kayıt' }).first().click();
    const row = page.locator('table tbody tr', { hasText: number });
    await row.getByTestId('bdn-warning').waitFor();
    await stillShot(page, `${SHOTS}/bdn-list-768-tr.png`);

    await context.setOffline(false);
    await expect
      .poll(async () => (await api<{ bdnNo: string; kukurtYuzde: number; uyarilar: string[] }>(`/api/teknik/bdn/${id}`)).body?.bdnNo, {
        timeout: 30_000,
      })
      .toBe(number);
    const onServer = (await api<{ kukurtYuzde: number; miktarMt: number; uyarilar: string[] }>(`/api/teknik/bdn/${id}`)).body;
    expect(onServer).toMatchObject({ kukurtYuzde: 0.6, miktarMt: 500, uyarilar: ['sulphurAboveLimit'] });
  });

  it('files a ship report in English from the last report’s values, warning when the ROB does not add up', async () => {
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await page.goto('/operasyon/haftalik-gemi-durum-raporu');
    await app.expectHeading('Weekly Ship Status Report');
    await page.locator('table tbody tr').first().waitFor();
    // The form fills in the last report the device has: the ship's reports may still be coming.
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pulled')).toBe('true');
    await page.getByRole('link', { name: 'New report' }).first().click();
    await app.expectHeading('New ship report');
    // The demo ship burns VLSFO: the last report's ROB is filled in.
    await expect.poll(() => page.getByTestId('report-rob-VLSFO').inputValue()).not.toBe('');
    await page.getByTestId('report-rob-VLSFO').fill('1');
    await page.getByTestId('report-rob-warning').getByText('ROB does not add up').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/report-form-768-en.png`);
    const time = await page.getByTestId('report-time').inputValue();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/operasyon\/haftalik-gemi-durum-raporu$/);
    // The field shows the UTC time the app's way (31.12.2026 14:00), stored as that UTC instant.
    const [, day, month, year, clock] = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})$/.exec(time)!;
    const zaman = `${year}-${month}-${day}T${clock}:00.000Z`;
    await expect
      .poll(
        async () => {
          const list = await api<{ raporlar: { zaman: string; rob: { VLSFO?: number } }[] }>(
            `/api/operasyon/gemi-raporu?yil=${zaman.slice(0, 4)}&perPage=20`,
          );
          return list.body?.raporlar.find((report) => report.zaman === zaman)?.rob.VLSFO;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });

  it('shows the ship’s MRV year with its reconciliation', async () => {
    await app.signInAndChoose();
    await page.goto('/mrv');
    await page.getByTestId('mrv-reconciliation').getByText('VLSFO').waitFor();
    await page.getByTestId('mrv-months').locator('tbody tr').nth(11).waitFor();
    await page.getByTestId('mrv-charts').waitFor();
    // Each row adds up as printed (issue 46): ROB at the start + delivered − consumed − ROB at the end = difference.
    const rows = await page
      .getByTestId('mrv-reconciliation')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.length).toBeGreaterThan(0);
    // 1.234,5 (Turkish) → 1234500 thousandths.
    const thousandths = (text: string) => {
      const [whole = '', decimals = ''] = text.replace(/[−–]/, '-').replace(/\./g, '').split(',');
      const sign = whole.startsWith('-') ? -1 : 1;
      return sign * (Math.abs(Number(whole)) * 1000 + Number(decimals.padEnd(3, '0')));
    };
    for (const [yakit = '', tuketim = '', , teslim = '', robBas = '', robSon = '', fark = ''] of rows) {
      expect({ yakit, sum: thousandths(robBas) + thousandths(teslim) - thousandths(tuketim) - thousandths(robSon) }).toEqual({
        yakit,
        sum: thousandths(fark),
      });
    }
    // CO₂ per mile in kg to 2 decimals.
    await expect.poll(() => page.getByTestId('mrv-summary').innerText()).toMatch(/CO₂ \/ nm \(kg\)\s+[\d.]+,\d{2}\b/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/mrv-768-tr.png`);
  });
});
