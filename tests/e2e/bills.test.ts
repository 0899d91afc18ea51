import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { billTotals } from '../../src/domain/bill-math';
import { parseDecimal, SCALES } from '../../src/domain/money';
import { decimalFromInput, formatMoney } from '../../src/ui/format';
import { addMonths } from '../../src/domain/calendar';
import { supplier } from '../server/account-fixtures';
import { simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { AppPage } from './browser';
import { apiAs, stillShot, uploadAs, type ApiAccount, pagePerTest } from './browser';

let context: BrowserContext;
let page: Page;
let app: AppPage;

const SHOTS = '/tmp/shots-bills';

pagePerTest((opened) => ({ context, page, app } = opened), 1440, 1000);

async function api<T>(method: 'GET', path: string): Promise<{ status: number; body: T }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, headers: { 'X-XSRF-TOKEN': token } });
  return { status: response.status(), body: (response.ok() ? await response.json() : null) as T };
}

interface ServerBill {
  _id: string;
  faturaProformaNo: string;
  taksitSayisi: number;
  odemeTip: string;
  odemePlani: { tarih: string; miktar: number }[];
  toplamlar: { araToplam: number; toplamIskontoTutar: number; toplamKdvTutar: number; odenecekTutar: number };
}

const minor = (major: number) => {
  const parsed = parseDecimal(major, SCALES.amount);
  if (!parsed.ok) throw new Error(`not an amount: ${major}`);
  return parsed.value;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Three lines, typed the Turkish way: a fractional quantity with a 12.5 % discount and a price
 * with grouped thousands, a KDV that rounds, a 1 % line.
 */
const LINES = [
  { name: 'Bunker (VLSFO)', quantity: '2,5', price: '1.234,56', discount: '12,5', kdv: '20' },
  { name: 'Liman ücreti', quantity: '3', price: '333,335', discount: '0', kdv: '10' },
  { name: 'Acente hizmeti', quantity: '1', price: '1000', discount: '0', kdv: '1' },
];

function expectedTotals() {
  const figure = (text: string, scale: number) => {
    // Turkish text: dots group thousands, the comma is the decimal mark.
    const parsed = parseDecimal(text.replace(/\./g, '').replace(',', '.'), scale);
    if (!parsed.ok) throw new Error(text);
    return parsed.value;
  };
  return billTotals(
    LINES.map((line) => ({
      miktar: figure(line.quantity, SCALES.quantity),
      birimFiyat: figure(line.price, SCALES.unitPrice),
      iskonto: figure(line.discount, SCALES.percent),
      kdv: figure(line.kdv, SCALES.percent),
    })),
  );
}

async function pickOption(trigger: ReturnType<Page['getByTestId']>, index = 0) {
  await trigger.click();
  const option = page.getByRole('option').nth(index);
  await option.waitFor();
  await option.click();
}

/** Fills a new bill's form (on the create page) with LINES, `count` instalments and a PDF. */
/** Back on the list after a save, opens the bill `number`: its id from the detail's URL follows. */
async function openFromList(number: string) {
  await page.waitForURL((url) => url.pathname === '/finans/fatura-proforma');
  // Clicked on the element itself: the list may still move as the first pull's rows come in, and
  // a click at the link's place would land on what moved there.
  await page.getByRole('link', { name: number }).evaluate((link: HTMLElement) => link.click());
  await page.waitForURL(/\/finans\/fatura-proforma\/[0-9a-f-]{36}$/);
}

async function fillBill(number: string, count: number) {
  await page.getByTestId('bill-form').waitFor();
  await pickOption(page.getByTestId('bill-account'));
  await page.getByLabel(/^Fatura \/ Proforma No/).fill(number);
  await page.getByTestId('add-line').click();
  await page.getByTestId('add-line').click();
  for (const [index, line] of LINES.entries()) {
    const box = page.getByTestId('bill-line').nth(index);
    await pickOption(box.getByTestId('line-code'), index);
    await box.getByTestId('line-name').fill(line.name);
    await box.getByTestId('line-quantity').fill(line.quantity);
    await box.getByTestId('line-price').fill(line.price);
    await box.getByTestId('line-discount').fill(line.discount);
    await box.getByTestId('line-kdv').fill(line.kdv);
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('plan-count').fill(String(count));
  await expect.poll(() => page.getByTestId('plan-amount').count()).toBe(count);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
}

/** A stored PDF's id, uploaded as the browser does. */
function uploadPdf(): Promise<string> {
  return uploadAs(context, 'fatura.pdf', Buffer.from(fixtures.pdf));
}

/** A supplier's bill of 100.00 GBP made through the API, and a way to pay some of it (40.00 unless said). */
async function billToPay(overrides: Record<string, unknown> = {}): Promise<{
  bill: string;
  number: string;
  pay: (miktar?: number) => Promise<void>;
  refs: { sirket: string; cariHesap: string; butceKodu: string };
}> {
  const [company] = (await apiAs<{ _id: string }[]>(context, 'GET', '/api/sirket')).body;
  if (!company) throw new Error('a company is needed');
  const stamp = Date.now();
  const account = await apiAs<ApiAccount>(context, 'POST', '/api/finans/cari-hesap', supplier(company._id, { unvan: `Ödemeli ${stamp}` }));
  expect(account.status).toBe(201);
  const codes = (await apiAs<{ _id: string; tip: string }[]>(context, 'GET', '/api/finans/butce-kodu')).body;
  const refs = { sirket: company._id, cariHesap: account.body._id, butceKodu: codes.find((code) => code.tip === 'gider')?._id ?? '' };
  const number = `ODEMELI-${stamp}`;
  const bill = await apiAs<{ _id: string }>(
    context,
    'POST',
    '/api/finans/fatura',
    simpleBill({ ...refs, faturaFile: await uploadPdf() }, 100, { faturaProformaNo: number, ...overrides }),
  );
  expect(bill.status).toBe(201);
  const pay = async (miktar = 40) => {
    const flow = await apiAs(context, 'POST', '/api/finans/nakit-akis', {
      tip: 'odeme',
      tarih: '2026-05-01',
      miktar,
      dovizCinsi: 'GBP',
      sirket: company._id,
      cariHesap: account.body._id,
      fatura: bill.body._id,
      odemeYontemi: 'havale',
      aciklama: '',
      dekontFile: await uploadPdf(),
    });
    expect(flow.status).toBe(201);
  };
  return { bill: bill.body._id, number, pay, refs };
}

async function text(testId: string) {
  return (await page.getByTestId(testId).first().textContent())?.trim();
}

describe('bills and proformas', () => {
  it('creates a bill with 3 lines and 3 instalments online, totals equal to the server, then edits it', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().click();
    await page.waitForURL('**/finans/fatura-proforma/create**');
    const number = `E2E-${Date.now()}`;
    await fillBill(number, 3);

    // Live totals: the same engine as the server.
    const expected = expectedTotals();
    expect(await text('form-araToplam')).toBe(formatMoney(expected.araToplam, 'TL'));
    expect(await text('form-iskonto')).toBe(formatMoney(expected.toplamIskontoTutar, 'TL'));
    expect(await text('form-kdv')).toBe(formatMoney(expected.toplamKdvTutar, 'TL'));
    expect(await text('form-odenecek')).toBe(formatMoney(expected.odenecekTutar, 'TL'));
    expect(await page.getByTestId('plan-remainder').count()).toBe(0);

    // Screenshots of the form: 1440 and 768 px, Turkish and English (from the top, no focus ring
    // or toast over the fields).
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await stillShot(page, `${SHOTS}/form-1440-tr.png`);
    await app.switchLanguage('en');
    await page.getByText('Add line').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({ path: `${SHOTS}/form-1440-en.png`, fullPage: true });
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await stillShot(page, `${SHOTS}/form-768-en.png`);
    await app.switchLanguage('tr');
    await page.getByText('Kalem Ekle').waitFor();
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: `${SHOTS}/form-768-tr.png`, fullPage: true });

    // Saved at 768 px.
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Saving returns to where the form was opened from: the list, which shows the new bill.
    await openFromList(number);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(async () => (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).status, { timeout: 15_000 }).toBe(200);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
    expect(minor(server.toplamlar.araToplam)).toBe(expected.araToplam);
    expect(minor(server.toplamlar.toplamKdvTutar)).toBe(expected.toplamKdvTutar);
    expect(minor(server.toplamlar.odenecekTutar)).toBe(expected.odenecekTutar);
    expect(server.odemePlani).toHaveLength(3);
    expect(server.odemePlani.reduce((sum, row) => sum + minor(row.miktar), 0)).toBe(expected.odenecekTutar);
    expect(await text('total-odenecek')).toBe(formatMoney(expected.odenecekTutar, 'TL'));

    // Edit: the third line's price doubles; the screen's totals are the server's again.
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.getByRole('link', { name: 'Düzenle' }).first().click();
    await page.getByTestId('bill-form').waitFor();
    // Stored figures come back the Turkish way, grouped, with a comma.
    expect(await page.getByTestId('bill-line').nth(0).getByTestId('line-price').inputValue()).toBe('1.234,56');
    expect(await page.getByTestId('bill-line').nth(0).getByTestId('line-quantity').inputValue()).toBe('2,5');
    const proposedBefore = await Promise.all([0, 1, 2].map((i) => page.getByTestId('plan-amount').nth(i).inputValue()));
    await page.getByTestId('bill-line').nth(2).getByTestId('line-price').fill('2000');
    // The plan saved was the proposal, never edited: it follows the new total (issue 32, item 20).
    await expect.poll(() => text('form-odenecek')).not.toBe(formatMoney(expected.odenecekTutar, 'TL'));
    await expect
      .poll(async () => (await Promise.all([0, 1, 2].map((i) => page.getByTestId('plan-amount').nth(i).inputValue()))).join(';'))
      .not.toBe(proposedBefore.join(';'));
    expect(await page.getByTestId('plan-remainder').count()).toBe(0);
    const onForm = await text('form-odenecek');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Back to the bill the edit was opened from.
    await page.waitForURL(new RegExp(`/finans/fatura-proforma/${id}$`));
    await expect
      .poll(
        async () => {
          const body = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
          return formatMoney(minor(body.toplamlar.odenecekTutar), 'TL');
        },
        { timeout: 15_000 },
      )
      .toBe(onForm);

    // The list shows it, with its account link; a search finds it alone.
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: number }).waitFor();
    await page.getByRole('textbox', { name: 'Ara' }).fill(number);
    await expect.poll(() => text('table-footer')).toBe('Toplam 1, 1-1 gösteriliyor');
    expect(await page.getByTestId('table-capped').count()).toBe(0);
  });

  it('creates a bill offline with a file picked offline; it reaches the server exactly once', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().waitFor();
    // The form's chunk is in the service worker's cache before the connection goes.
    await app.waitChunkCached('src/features/bills/bill-form-page.tsx');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().click();
    const number = `OFF-${Date.now()}`;
    await fillBill(number, 3);
    await page.getByText('Yüklenmeyi bekliyor').first().waitFor();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // Saving returns to where the form was opened from: the list, which shows the new bill.
    await openFromList(number);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await text('total-odenecek')).toBe(formatMoney(expectedTotals().odenecekTutar, 'TL'));

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).status, { timeout: 30_000 }).toBe(200);
    const list = await api<{ faturalar: ServerBill[] }>('GET', '/api/finans/fatura?tip=gelen&perPage=100&sortBy=createdAt&sortingOrder=-1');
    expect(list.body.faturalar.filter((bill) => bill.faturaProformaNo === number)).toHaveLength(1);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
    expect(minor(server.toplamlar.odenecekTutar)).toBe(expectedTotals().odenecekTutar);

    await page.getByRole('link', { name: 'Fatura / Proforma' }).first().click();
    await page.getByRole('link', { name: number }).waitFor();
  });

  it('adds and removes instalments by hand: the count follows the rows and the plan saved is the one typed', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByRole('link', { name: 'Fatura Oluştur' }).first().click();
    await page.waitForURL('**/finans/fatura-proforma/create**');
    const number = `PLAN-${Date.now()}`;
    await fillBill(number, 1);
    const count = page.getByTestId('plan-count');
    const amounts = page.getByTestId('plan-amount');
    const dates = page.locator('input[aria-label^="Vade "]');
    // A bill needs one plan row at least: the only row cannot go.
    expect(await page.getByRole('button', { name: 'Taksit 1 kaldır' }).isDisabled()).toBe(true);
    await count.fill('3');
    await expect.poll(() => amounts.count()).toBe(3);
    const proposed = await Promise.all([0, 1, 2].map((index) => amounts.nth(index).inputValue()));
    // The dates show the Turkish way (24.11.2026); the plan holds them as 2026-11-24.
    const iso = (shown: string) => shown.split('.').reverse().join('-');
    const proposedDates = await Promise.all([0, 1, 2].map(async (index) => iso(await dates.nth(index).inputValue())));

    // Added: a month after the last row, for nothing (the plan adds up already); the count follows.
    await page.getByRole('button', { name: 'Taksit Ekle' }).click();
    await expect.poll(() => amounts.count()).toBe(4);
    expect(await count.inputValue()).toBe('4');
    expect(await amounts.nth(3).inputValue()).toBe('0');
    expect(iso(await dates.nth(3).inputValue())).toBe(addMonths(proposedDates[2]!, 1));
    expect(await page.getByTestId('plan-remainder').count()).toBe(0);

    // The first row goes: nothing is proposed again, the count follows, the remainder shows.
    await page.getByRole('button', { name: 'Taksit 1 kaldır' }).click();
    await expect.poll(() => amounts.count()).toBe(3);
    expect(await count.inputValue()).toBe('3');
    expect(await amounts.nth(0).inputValue()).toBe(proposed[1]);
    expect(await amounts.nth(1).inputValue()).toBe(proposed[2]);
    await page.getByTestId('plan-remainder').waitFor();
    expect(await page.getByRole('button', { name: 'Taksit 1 kaldır' }).isDisabled()).toBe(false);

    // The added row takes what the removed one had: the plan adds up again.
    await amounts.nth(2).fill(proposed[0]!);
    await expect.poll(() => page.getByTestId('plan-remainder').count()).toBe(0);

    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await stillShot(page, '/tmp/shots-bills-ui/form-plan-1280-tr.png');

    await page.getByRole('button', { name: 'Kaydet' }).click();
    await openFromList(number);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => page.getByTestId('bill-plan').locator('tbody tr').count()).toBe(3);
    await expect.poll(async () => (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).status, { timeout: 15_000 }).toBe(200);
    const server = (await api<ServerBill>('GET', `/api/finans/fatura/${id}`)).body;
    expect(server.taksitSayisi).toBe(3);
    expect(server.odemeTip).toBe('taksit');
    expect(server.odemePlani.map((row) => row.tarih)).toEqual([proposedDates[1], proposedDates[2], addMonths(proposedDates[2]!, 1)]);
    expect(server.odemePlani.map((row) => minor(row.miktar))).toEqual(
      // The inputs show the amounts the Turkish way ('1.234,56').
      [proposed[1]!, proposed[2]!, proposed[0]!].map((amount) => minor(Number(decimalFromInput(amount, 'tr')))),
    );
  });

  it('refuses to delete a bill with payments: the device says why, and the bill stays on the device and the server', async () => {
    await app.signInAndChoose();
    const { bill, number, pay } = await billToPay();
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await app.expectHeading(number);
    const remove = async () => {
      await page.getByRole('button', { name: 'Sil' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Evet' }).click();
    };

    // Paid on the server after the device last pulled: the server's 409 is shown where the user
    // deleted, and the user takes the delete back.
    await pay();
    await remove();
    await page.getByText('Bu faturanın ödemeleri var; önce ödemeleri kaldırın').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(`/finans/fatura-proforma/${bill}`);
    await page.getByTestId('delete-refused').waitFor();
    await page.getByRole('button', { name: 'Silmeyi geri al' }).click();
    await app.expectHeading(number);
    await expect.poll(() => page.getByTestId('delete-refused').count()).toBe(0);

    // With the payment on the device, nothing is queued: the device refuses at once.
    await page.reload();
    await app.expectHeading(number);
    await expect.poll(() => text('total-odenen'), { timeout: 15_000 }).toBe(formatMoney(4000, 'GBP'));
    await remove();
    await page.getByText('Bu faturanın ödemeleri var; önce ödemeleri kaldırın').waitFor();
    await page.getByText('Fatura silinemedi').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/finans/fatura-proforma/${bill}`);
    await page.reload();
    await app.expectHeading(number);
    await page.getByTestId('total-odenen').waitFor();
    expect(await page.getByText('Gönderilecek').count()).toBe(0);
    expect((await api<ServerBill>('GET', `/api/finans/fatura/${bill}`)).status).toBe(200);
  });

  // Skipped at the stop of 27 November: since the six modules were merged the bill form opened with
  // `?cariHesap=` of an account just made through the API leaves the account field empty (a known
  // regression, open in the stop's note, to be fixed first next session).
  it('says a number the supplier’s bills have, however it is typed, on the field before queueing the bill', async () => {
    await app.signInAndChoose();
    const { number, refs } = await billToPay();
    // The form lists the accounts of the header's company: the one the account was made in.
    await page.evaluate((sirket) => localStorage.setItem('sirket', sirket), refs.sirket);
    await page.goto(`/finans/fatura-proforma/create?tip=gelen&cariHesap=${refs.cariHesap}`);
    await page.getByTestId('bill-form').waitFor();
    // The account made through the API reaches the device with the sign-in's first pull, which on a
    // busy machine, with every module's demo records, takes longer than a poll's usual 15 s.
    await expect.poll(() => page.getByTestId('bill-account').inputValue(), { timeout: 60_000 }).not.toBe('');
    await page.getByLabel(/^Fatura \/ Proforma No/).fill(` ${number.toLowerCase()}\u200B`);
    const line = page.getByTestId('bill-line').first();
    await pickOption(line.getByTestId('line-code'));
    await line.getByTestId('line-name').fill('Hizmet');
    await line.getByTestId('line-price').fill('100');
    await page.keyboard.press('Escape');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bu cari hesapta bu numarayla bir fatura zaten var').waitFor();
    expect(new URL(page.url()).pathname).toBe('/finans/fatura-proforma/create');
    expect(await page.getByText('Fatura kaydedildi').count()).toBe(0);
    expect(await page.getByText('Gönderilecek').count()).toBe(0);
  });

  it('turns a proforma into a bill with the bill’s own number, date and file, asked for in a dialog; its payments stay', async () => {
    await app.signInAndChoose();
    const { bill, number, pay, refs } = await billToPay({ faturaTip: 'proforma' });
    type Converted = {
      faturaTip: string;
      faturaProformaNo: string;
      tarih: string;
      faturaFile: { _id: string };
      toplamlar: { odenmisTutar: number };
    };
    const read = async () => (await api<Converted>('GET', `/api/finans/fatura/${bill}`)).body;
    const proformaFile = (await read()).faturaFile._id;
    // A bill of the same supplier already has the number first typed.
    const taken = `FİŞ-${Date.now()}`;
    const other = await apiAs(
      context,
      'POST',
      '/api/finans/fatura',
      simpleBill({ ...refs, faturaFile: await uploadPdf() }, 50, { faturaProformaNo: taken }),
    );
    expect(other.status).toBe(201);
    await pay(40);
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await app.expectHeading(number);
    await expect.poll(() => text('total-odenen'), { timeout: 15_000 }).toBe(formatMoney(4000, 'GBP'));

    // Asked in English, at both widths; cancelled, nothing changes.
    const dialog = page.getByRole('dialog');
    await app.switchLanguage('en');
    await page.getByRole('button', { name: 'Convert to bill' }).click();
    await dialog.getByTestId('convert-form').waitFor();
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/convert-${width}-en.png` });
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await app.switchLanguage('tr');
    await app.expectHeading(number);

    await page.getByRole('button', { name: 'Faturaya Dönüştür' }).click();
    await dialog.getByTestId('convert-form').waitFor();
    // Nothing given: the number and the file are asked for, and nothing is converted.
    await dialog.getByTestId('convert-submit').click();
    await expect.poll(() => dialog.getByText('zorunlu').count()).toBe(2);
    // Another spelling of a number the supplier's bills have: said on the field, before queueing.
    await dialog.getByTestId('convert-number').fill(taken.toLowerCase().replace('i', 'ı'));
    await dialog.locator('input[type=file]').first().setInputFiles({ name: 'gercek-fatura.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('file-value').waitFor({ timeout: 15_000 });
    await dialog.getByTestId('convert-submit').click();
    await dialog.getByText('Bu cari hesapta bu numarayla bir fatura zaten var').waitFor();
    expect(await page.getByText('Gönderilecek').count()).toBe(0);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/convert-${width}-tr.png` });
    }

    const real = `FT-${Date.now()}`;
    await dialog.getByTestId('convert-number').fill(real);
    await dialog.getByTestId('convert-date').fill('15.06.2026');
    await dialog.getByTestId('convert-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await app.expectHeading(real);
    const field = (label: string) => page.locator('div', { has: page.getByText(label, { exact: true }) }).last();
    expect(await field('Tür').textContent()).toContain('Fatura');
    expect(await field('Tarih').textContent()).toContain('15.06.2026');
    expect(await page.getByTestId('bill-file').textContent()).toContain('gercek-fatura.pdf');
    expect(await text('total-odenen')).toBe(formatMoney(4000, 'GBP'));

    // The server has the bill: the same record, with its number, date and file, and its payment.
    await expect.poll(async () => (await read()).faturaTip, { timeout: 15_000 }).toBe('fatura');
    const converted = await read();
    expect(converted).toMatchObject({ faturaProformaNo: real, tarih: '2026-06-15', toplamlar: { odenmisTutar: 40 } });
    expect(converted.faturaFile._id).not.toBe(proformaFile);
  });

  it('offers payment and a bank order until the bill is paid, and neither once it is', async () => {
    await app.signInAndChoose();
    const { bill, number, pay } = await billToPay();
    const offered = async () => ({
      payment: await page.getByRole('link', { name: 'Ödeme Yap' }).count(),
      bankOrder: await page.getByRole('link', { name: 'Banka talimatı' }).count(),
    });
    await pay(40);
    await page.goto(`/finans/fatura-proforma/${bill}`);
    await app.expectHeading(number);
    await expect.poll(() => text('total-odenen'), { timeout: 15_000 }).toBe(formatMoney(4000, 'GBP'));
    expect(await offered()).toEqual({ payment: 1, bankOrder: 1 });
    await pay(60);
    await page.reload();
    await app.expectHeading(number);
    await expect.poll(() => text('total-odenen'), { timeout: 15_000 }).toBe(formatMoney(10000, 'GBP'));
    expect(await offered()).toEqual({ payment: 0, bankOrder: 0 });
    // Only the paying actions go; the bill can still be edited.
    expect(await page.getByRole('link', { name: 'Düzenle' }).count()).toBe(1);
  });

  it('pages, sorts and searches the list from the device, ten bills a page', async () => {
    await app.signIn();
    const [company] = (await apiAs<{ _id: string; isim: string }[]>(context, 'GET', '/api/sirket')).body;
    if (!company) throw new Error('a company is needed');
    const stamp = Date.now();
    const account = await apiAs<ApiAccount>(
      context,
      'POST',
      '/api/finans/cari-hesap',
      supplier(company._id, { unvan: `Sayfalı ${stamp}` }),
    );
    const codes = (await apiAs<{ _id: string; tip: string }[]>(context, 'GET', '/api/finans/butce-kodu')).body;
    const refs = { sirket: company._id, cariHesap: account.body._id, butceKodu: codes.find((code) => code.tip === 'gider')?._id ?? '' };
    const file = await uploadPdf();
    const prefix = `SAYFA-${stamp}`;
    for (let n = 1; n <= 12; n += 1) {
      const made = await apiAs(
        context,
        'POST',
        '/api/finans/fatura',
        simpleBill({ ...refs, faturaFile: file }, 100 + n, { faturaProformaNo: `${prefix}-${String(n).padStart(2, '0')}` }),
      );
      expect(made.status).toBe(201);
    }
    await app.chooseCompany(company.isim);
    await page.goto('/finans/fatura-proforma?tip=gelen');
    await page.getByTestId('table-footer').waitFor();
    await page.getByRole('textbox', { name: 'Ara' }).fill(prefix);
    await expect.poll(() => text('table-footer'), { timeout: 15_000 }).toBe('Toplam 12, 1-10 gösteriliyor');
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Sayfa 2' }).click();
    await expect.poll(() => text('table-footer')).toBe('Toplam 12, 11-12 gösteriliyor');
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(2);

    // The largest first, then the smallest first: the whole search result is sorted, not the page.
    await page.getByRole('columnheader', { name: 'Toplam' }).click();
    await expect.poll(() => text('table-footer')).toBe('Toplam 12, 1-10 gösteriliyor');
    await expect.poll(() => page.locator('main table tbody tr').first().textContent()).toContain(`${prefix}-12`);
    await page.getByRole('columnheader', { name: 'Toplam' }).click();
    await expect.poll(() => page.locator('main table tbody tr').first().textContent()).toContain(`${prefix}-01`);
  });
});
