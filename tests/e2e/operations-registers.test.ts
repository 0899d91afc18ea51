import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/domain/calendar';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// The operations registers' forms (docs/areas/operations.md §3, §4) in a real browser: a bill of
// lading added through the cargo document dialog reaches the server with its particulars and the
// register warns when it is dated off the SOF's completion of loading, then is deleted; a contract
// added through its dialog answers its status from the API; a refused contract shows the translated
// message on its field and keeps what was typed; the dashboard's card lists the demo's H&M falling
// due and the new contract; a contract added offline reaches the server once. In Turkish and
// English, at 1280 and 768 px.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-operations-registers';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** 2026-11-24 as typed in a date field (24.11.2026, in both languages). */
const typed = (date: string) => date.split('-').reverse().join('.');

/** The text around a form field: its label, the field and the error shown beside it. */
const fieldWrapper = (testId: string) => page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) });

/** Picks `option` (a name or pattern; the first option without one) in the Select `testId`. */
async function choose(testId: string, option?: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  const options = option === undefined ? page.getByRole('option') : page.getByRole('option', { name: option });
  await options.first().click();
}

interface ContractView {
  _id: string;
  numara: string;
  bitis: string | null;
  durum: string;
}

interface DocumentView {
  _id: string;
  numara: string;
  tur: string;
  carter: string | null;
  yuklemeTarihi: string | null;
  brutAgirlikMt: number | null;
  alici: { tip: string; ad: string } | null;
  tahliyeLimani: string;
  orijinalSayisi: number | null;
}

describe('operations registers', () => {
  it('adds a contract through its form (its status from the API), refuses one beside its field in both languages, and the dashboard card lists what falls due', async () => {
    await app.signIn();
    await app.chooseCompany('Karadeniz Denizcilik');
    const today = localDate();
    const numara = `LOH-${Date.now()}`;

    await page.goto('/operasyon/sozlesmeler');
    await app.expectHeading('Sözleşmeler');
    await page.getByTestId('contract-status').first().waitFor();
    await page.getByRole('button', { name: 'Yeni Sözleşme' }).click();
    await page.getByTestId('contract-form').waitFor();
    await choose('contract-type', 'Kira kaybı (LOH)');
    await page.getByTestId('contract-number').fill(numara);
    await page.getByTestId('contract-start').fill(typed(addDays(today, -300)));
    await page.getByTestId('contract-end').fill(typed(addDays(today, 20)));
    await page.getByTestId('contract-fee').fill('12.500,50');
    await page.getByTestId('contract-period').fill('yıllık');
    await stillShot(page, `${SHOTS}/contract-form-1280-tr.png`, false);
    await page.getByTestId('contract-submit').click();
    await page.getByTestId('contract-form').waitFor({ state: 'detached' });

    // On the server with its status as of today: 20 days to its end, within the 60 days' warning.
    await expect
      .poll(
        async () =>
          (await api<{ sozlesmeler: ContractView[] }>('/api/operasyon/sozlesme?perPage=100')).body.sozlesmeler.find(
            (row) => row.numara === numara,
          )?.durum,
        {
          timeout: 30_000,
        },
      )
      .toBe('yaklasiyor');
    const saved = (
      await api<{ sozlesmeler: (ContractView & { ucret: { tutar: number } })[] }>('/api/operasyon/sozlesme?perPage=100')
    ).body.sozlesmeler.find((row) => row.numara === numara)!;
    expect(saved.bitis).toBe(addDays(today, 20));
    expect(saved.ucret.tutar).toBe(12500.5);
    const one = await api<ContractView>(`/api/operasyon/sozlesme/${saved._id}`);
    expect(one.body.durum).toBe('yaklasiyor');

    // A P&I entry without an end: the form shows the policy year's end it will get.
    await page.getByRole('button', { name: 'Yeni Sözleşme' }).click();
    await choose('contract-type', 'P&I');
    await page.getByTestId('contract-start').fill(typed(today));
    await expect.poll(() => fieldWrapper('contract-end').textContent()).toMatch(/P&I yılının sonu: 20\.02\.\d{4}/);
    // An end before the start: refused beside the field, what was typed kept.
    await page.getByTestId('contract-number').fill('P&I hatalı');
    await page.getByTestId('contract-end').fill(typed(addDays(today, -1)));
    await page.getByTestId('contract-submit').click();
    await expect.poll(() => fieldWrapper('contract-end').textContent()).toContain('Bitiş, başlangıçtan önce olamaz');
    expect(await page.getByTestId('contract-number').inputValue()).toBe('P&I hatalı');
    await stillShot(page, `${SHOTS}/contract-refused-1280-tr.png`, false);
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await page.getByTestId('contract-form').waitFor({ state: 'detached' });

    // In English: the same refusal in English.
    await app.switchLanguage('en');
    await page.getByRole('button', { name: 'New Contract' }).click();
    await choose('contract-type', 'Hull and machinery (H&M)');
    await page.getByTestId('contract-start').fill(typed(today));
    await page.getByTestId('contract-end').fill(typed(addDays(today, -10)));
    await page.getByTestId('contract-submit').click();
    await expect.poll(() => fieldWrapper('contract-end').textContent()).toContain('The end cannot be before the start');
    await stillShot(page, `${SHOTS}/contract-refused-1280-en.png`, false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('contract-form').waitFor({ state: 'detached' });

    // The dashboard's card: the demo's H&M and the new contract, each falling due, soonest first.
    await page.goto('/');
    await page.getByTestId('contracts-card').waitFor();
    await expect
      .poll(() => page.getByTestId('contracts-due').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('H&M-1'), expect.stringContaining(numara)]));
    const lines = await page.getByTestId('contracts-due').allTextContents();
    // H&M-1: its notice deadline (end in 25 days, 14 days' notice) comes before the new one's end in 20.
    expect(lines.findIndex((line) => line.includes('H&M-1'))).toBeLessThan(lines.findIndex((line) => line.includes(numara)));
    expect(lines.find((line) => line.includes(numara))).toContain('Due soon');
    await page.getByTestId('contracts-card').scrollIntoViewIfNeeded();
    await stillShot(page, `${SHOTS}/dashboard-1280-en.png`, false);
  });

  it('on a 768 px tablet: a bill of lading through the form (on the server, warned off the SOF, then deleted), and a contract added offline reaching the server once', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signIn();
    await app.chooseCompany('Ege Gemi');
    const today = localDate();
    const voyage = (await api<{ carterler: { _id: string; sirket: string }[] }>('/api/operasyon/carter?tip=spot')).body.carterler[0]!;
    const numara = `ISK-CON-${Date.now()}`;

    await page.goto('/operasyon/yuk-evrak-kaydi');
    await app.expectHeading('Yük Evrak Kaydı');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('bl-warning').count()).toBe(0);
    await page.getByRole('button', { name: 'Yeni Evrak' }).click();
    await page.getByTestId('cargo-document-form').waitFor();
    await choose('cargo-document-charter');
    await page.getByTestId('cargo-document-voyage-no').fill('V-01');
    await choose('cargo-document-type', 'Konşimento (B/L)');
    await page.getByTestId('cargo-document-number').fill(numara);
    await page.getByTestId('cargo-document-port').fill('İskenderun');
    await page.getByTestId('cargo-document-weight').fill('1.250,5');
    await page.getByTestId('bl-shipper').fill('Çukurova Demir Çelik');
    await choose('bl-consignee-type', 'Emre');
    await page.getByTestId('bl-discharge-port').fill('Constanța');
    // Dated three days after the SOF's completion of loading (43 days ago in the demo).
    await page.getByTestId('bl-loaded').fill(typed(addDays(today, -40)));
    await choose('bl-freight', 'C/P uyarınca');
    await page.getByTestId('bl-originals').fill('3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/bl-form-768-tr.png`, false);
    await page.getByTestId('cargo-document-submit').click();
    await page.getByTestId('cargo-document-form').waitFor({ state: 'detached' });

    // The register warns at once (on the device): post-dated against the SOF.
    await expect.poll(() => page.getByTestId('bl-warning').allTextContents()).toEqual(['Geç tarihli']);
    const list = `/api/operasyon/yuk-evraki?sirket=${voyage.sirket}&tur=konsimento`;
    await expect
      .poll(async () => (await api<{ yukEvraklari: DocumentView[] }>(list)).body.yukEvraklari.some((row) => row.numara === numara), {
        timeout: 30_000,
      })
      .toBe(true);
    const bl = (await api<{ yukEvraklari: DocumentView[] }>(list)).body.yukEvraklari.find((row) => row.numara === numara)!;
    expect(bl).toMatchObject({
      tur: 'konsimento',
      carter: voyage._id,
      yuklemeTarihi: addDays(today, -40),
      brutAgirlikMt: 1250.5,
      alici: { tip: 'emre', ad: '' },
      tahliyeLimani: 'Constanța',
      orijinalSayisi: 3,
    });
    await stillShot(page, `${SHOTS}/documents-768-tr.png`, false);

    // Opened from its row and deleted: gone from the device and the server.
    await page.getByRole('button', { name: numara }).click();
    expect(await page.getByTestId('cargo-document-number').inputValue()).toBe(numara);
    await page.getByTestId('cargo-document-delete').click();
    await page.getByRole('dialog', { name: 'Evrakı sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByTestId('bl-warning').count()).toBe(0);
    await expect.poll(async () => (await api(`/api/operasyon/yuk-evraki/${bl._id}`)).status, { timeout: 30_000 }).toBe(404);

    // A contract added offline: kept on the device, sent once the connection is back.
    await page.goto('/operasyon/sozlesmeler');
    await app.expectHeading('Sözleşmeler');
    await app.waitChunkCached('src/features/operations/contract-dialog.tsx');
    const offline = `SHIPMAN-${Date.now()}`;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Yeni Sözleşme' }).click();
    await choose('contract-type', 'Gemi işletme (SHIPMAN)');
    await page.getByTestId('contract-number').fill(offline);
    await page.getByTestId('contract-submit').click();
    await page.getByTestId('contract-form').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: offline }).waitFor();
    await context.setOffline(false);
    const named = async () =>
      (await api<{ sozlesmeler: ContractView[] }>(`/api/operasyon/sozlesme?sirket=${voyage.sirket}&perPage=100`)).body.sozlesmeler.filter(
        (row) => row.numara === offline,
      ).length;
    await expect.poll(named, { timeout: 30_000 }).toBe(1);
    // Nothing left to send, and the server holds it once.
    await expect.poll(() => page.getByTestId('pending-count').count()).toBe(0);
    expect(await named()).toBe(1);
  });
});
