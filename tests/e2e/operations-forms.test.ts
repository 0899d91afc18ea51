import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// The charter forms (docs/areas/operations.md §5, issue 48) in a real browser: a voyage with one
// port and its statement of facts typed into the SOF grid, refused on an event out of order with
// the translated text on that event and nothing typed lost, then saved: its laytime page shows the
// figures the API answers (MODULES §5.2's worked check, 2,000.00 of demurrage); a time charter in
// English at 768 px, refused on an off-hire ending before it starts, then its hire statement; a
// voyage made offline reaching the server once.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-operations-forms';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** The digits of a figure as shown or as answered (1.234,50 USD and 1234.5 both read 123450). */
const digits = (text: string) => text.replace(/[^\d]/g, '');
const cents = (major: number) => digits(major.toFixed(2));

/** Picks the first option of a Select (the charterer: a customer account of the chosen ship). */
async function pickFirst(testId: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option').first().click();
}

/** Adds an event to port 0's SOF (the form proposes the next event of the usual order) and types its local time. */
async function addEvent(row: number, time: string): Promise<void> {
  await page.getByTestId('voyage-port-0-add-event').click();
  const field = page.getByTestId(`voyage-port-0-event-${row}-time`);
  await field.fill(time);
  await field.blur();
}

/** Fills a voyage: 25,000 mt, 12,000.00/day demurrage, Novorossiysk (UTC+03:00) 24 h SHINC, its SOF. */
async function fillVoyage(cargo: string, completion: string): Promise<void> {
  await pickFirst('charter-charterer');
  // The charter party's own date, months before today's: the demo voyage stays first in the list.
  await page.getByTestId('charter-cp-date').fill('20.05.2026');
  await page.getByTestId('voyage-cargo').fill(cargo);
  await page.getByTestId('voyage-cargo-mt').fill('25000');
  await page.getByTestId('voyage-demurrage').fill('12000');
  await page.getByTestId('voyage-port-0-name').fill('Novorossiysk');
  expect(await page.getByTestId('voyage-port-0-offset').inputValue()).toBe('UTC+03:00');
  await page.getByTestId('voyage-port-0-allowance').fill('24');
  await addEvent(0, '01.06.2026 06:00'); // VARIS
  await addEvent(1, '01.06.2026 08:00'); // NOR_VERILDI
  await addEvent(2, '01.06.2026 12:00'); // YANASTI
  await addEvent(3, '01.06.2026 14:00'); // BASLADI
  await addEvent(4, completion); // BITTI
}

describe('operations forms', () => {
  it('creates a voyage and its SOF through the form: an event out of order refused on it, then the laytime the API answers', async () => {
    await app.signIn();
    await app.chooseCompany('Ege Gemi');
    await page.goto('/operasyon/spot-charter');
    await app.expectHeading('Spot Charter');
    await page.getByRole('link', { name: 'Sefer Ekle' }).first().click();
    await app.expectHeading('Sefer Ekle');

    // Completion typed before commencement: refused on the completion's time, in Turkish.
    const cargo = `Buğday ${Date.now()}`;
    await fillVoyage(cargo, '01.06.2026 10:00');
    await page.getByTestId('voyage-port-0-add-deduction').click();
    await page.getByTestId('voyage-port-0-deduction-0-start').fill('02.06.2026 08:00');
    await page.getByTestId('voyage-port-0-deduction-0-end').fill('02.06.2026 10:00');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByTestId('voyage-port-0-event-4').getByText('Bu olay, kendinden önce gelmesi gereken bir olaydan önce').waitFor();
    expect(new URL(page.url()).pathname).toBe('/operasyon/spot-charter/form');
    // Nothing typed is lost.
    expect(await page.getByTestId('voyage-cargo').inputValue()).toBe(cargo);
    expect(await page.getByTestId('voyage-port-0-event-3-time').inputValue()).toBe('01.06.2026 14:00');
    expect(await page.getByTestId('voyage-port-0-deduction-0-end').inputValue()).toBe('02.06.2026 10:00');
    await stillShot(page, `${SHOTS}/voyage-form-error-1280-tr.png`);

    // Completion the next day at 20:00: saved, the laytime page computes it on the device.
    await page.getByTestId('voyage-port-0-event-4-time').fill('02.06.2026 20:00');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/operasyon\/spot-charter\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('laytime-demurrage').waitFor();
    expect(digits((await page.getByTestId('laytime-demurrage').textContent())!)).toBe(cents(2000));
    expect(await page.getByTestId('sof-port').count()).toBe(1);

    // The server's laytime, once the change is through, is the page's.
    await expect.poll(async () => (await api(`/api/operasyon/carter/${id}`)).status, { timeout: 30_000 }).toBe(200);
    const laytime = (await api<{ ayri: { demurrage: number } }>(`/api/operasyon/carter/${id}/laytime`)).body;
    expect(laytime.ayri.demurrage).toBe(2000);
    expect(digits((await page.getByTestId('laytime-demurrage').textContent())!)).toBe(cents(laytime.ayri.demurrage));
    await stillShot(page, `${SHOTS}/voyage-created-1280-tr.png`, false);

    // Its edit form reads the stored SOF back as typed; sailing added, saved: the same voyage.
    await page.getByRole('link', { name: 'Düzenle' }).first().click();
    await app.expectHeading('Seferi Düzenle');
    expect(await page.getByTestId('voyage-port-0-event-4-time').inputValue()).toBe('02.06.2026 20:00');
    expect(await page.getByTestId('voyage-port-0-offset').inputValue()).toBe('UTC+03:00');
    expect(await page.getByTestId('voyage-port-0-deduction-0-start').inputValue()).toBe('02.06.2026 08:00');
    await addEvent(5, '02.06.2026 23:00'); // KALKIS
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL((url) => url.pathname === `/operasyon/spot-charter/${id}`);
    await expect
      .poll(
        async () => (await api<{ limanlar: { olaylar: unknown[] }[] }>(`/api/operasyon/carter/${id}`)).body.limanlar[0]!.olaylar.length,
        {
          timeout: 30_000,
        },
      )
      .toBe(6);
  });

  it('creates a time charter in English on a 768 px tablet: an off-hire ending before it starts refused on its end, then the hire statement', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signIn();
    await app.chooseCompany('Karadeniz Denizcilik');
    await app.switchLanguage('en');
    await page.goto('/operasyon/time-charter');
    await app.expectHeading('Time Charter');
    await page.getByRole('link', { name: 'Add Time Charter' }).first().click();
    await app.expectHeading('Add Time Charter');

    // Hire 10,000.00/day from 1 May 2026 00:00 UTC to 31 May, 15-day invoices, 2.5 % address commission.
    await pickFirst('charter-charterer');
    await page.getByTestId('charter-cp-date').fill('20.04.2026');
    await page.getByTestId('charter-hire').fill('10,000');
    await page.getByTestId('charter-delivery').fill('01.05.2026 00:00');
    await page.getByTestId('charter-redelivery').fill('31.05.2026 00:00');
    await page.getByTestId('charter-address-commission').fill('2.5');
    await page.getByTestId('charter-add-off-hire').click();
    await page.getByTestId('charter-off-hire-0-start').fill('03.05.2026 16:30');
    await page.getByTestId('charter-off-hire-0-end').fill('03.05.2026 10:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('charter-off-hire-0').getByText('The end cannot be before the start').waitFor();
    expect(new URL(page.url()).pathname).toBe('/operasyon/time-charter/form');
    expect(await page.getByTestId('charter-delivery').inputValue()).toBe('01.05.2026 00:00');
    expect(await page.getByTestId('charter-off-hire-0-start').inputValue()).toBe('03.05.2026 16:30');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/time-form-error-768-en.png`);

    // 6 h 30 min off-hire in the first period: −2,708.33 hire, +67.71 commission back in the second invoice.
    await page.getByTestId('charter-off-hire-0-start').fill('03.05.2026 10:00');
    await page.getByTestId('charter-off-hire-0-end').fill('03.05.2026 16:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/operasyon\/time-charter\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => page.getByTestId('hire-invoice').count()).toBe(2);
    expect(await page.getByTestId('hire-line-off-hire').textContent()).toContain('2,708.33');
    expect(await page.getByTestId('hire-line-off-hire-komisyonu').textContent()).toContain('67.71');

    await expect.poll(async () => (await api(`/api/operasyon/carter/${id}`)).status, { timeout: 30_000 }).toBe(200);
    const statement = (await api<{ toplam: number }>(`/api/operasyon/carter/${id}/kira-hesabi`)).body;
    expect(digits((await page.getByTestId('hire-total').textContent())!)).toBe(cents(statement.toplam));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/time-created-768-en.png`, false);
  });

  it('a voyage made offline reaches the server once when the link is back', async () => {
    await app.signIn();
    await app.chooseCompany('Ege Gemi');
    await page.goto('/operasyon/spot-charter');
    await app.expectHeading('Spot Charter');
    await app.waitChunkCached('src/features/operations/voyage-form-page.tsx');
    await app.waitChunkCached('src/features/operations/voyage-page.tsx');
    await context.setOffline(true);

    await page.getByRole('link', { name: 'Sefer Ekle' }).first().click();
    await app.expectHeading('Sefer Ekle');
    const cargo = `Mısır ${Date.now()}`;
    await fillVoyage(cargo, '02.06.2026 20:00');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/operasyon\/spot-charter\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('laytime-demurrage').waitFor();

    await context.setOffline(false);
    await expect.poll(async () => (await api(`/api/operasyon/carter/${id}`)).status, { timeout: 30_000 }).toBe(200);
    const { body } = await api<{ carterler: { _id: string; yuk: { tanim: string } }[] }>('/api/operasyon/carter?tip=spot&perPage=100');
    expect(body.carterler.filter((charter) => charter.yuk.tanim === cargo).map((charter) => charter._id)).toEqual([id]);
  });
});
