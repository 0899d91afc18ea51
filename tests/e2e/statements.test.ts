import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { apiAs, stillShot, pagePerTest, uploadAs } from './browser';

// Bank statements (docs/areas/bank-statements.md) in a real browser: an MT940 file dropped on the
// import page becomes a statement whose lines show their state, a line that is an existing cash
// flow is accepted and linked through the outbox, a file that is no statement is refused with the
// reason; in Turkish and English, at 1280 and 768 px (status, amount and action in view).

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-statements';
const LIST = '/finans/banka-ekstreleri';

async function api<T>(path: string): Promise<T> {
  const response = await context.request.get(path);
  return (await response.json()) as T;
}

interface Flow {
  _id: string;
  tip: 'odeme' | 'tahsilat';
  tarih: string;
  miktar: number;
  dovizCinsi: string;
}

/** `1234.5` as MT940 writes it: `1234,50`. */
const mtAmount = (major: number) => major.toFixed(2).replace('.', ',');
const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');

/** An MT940 statement of the account: one line that is `flow`, one the books do not know, balanced. */
function statementFor(iban: string, currency: string, flow: Flow, number: string): string {
  const day = yymmdd(flow.tarih);
  const sign = flow.tip === 'tahsilat' ? 1 : -1;
  const closing = 1000 + sign * flow.miktar - 12.5;
  return [
    `:20:E2E${number}`,
    `:25:${iban}${currency}`,
    `:28C:${number}/001`,
    `:60F:C${day}${currency}1000,00`,
    `:61:${day}${day.slice(2)}${flow.tip === 'tahsilat' ? 'C' : 'D'}${mtAmount(flow.miktar)}NTRFNONREF//${number}01`,
    ':86:HAVALE ODEME',
    `:61:${day}${day.slice(2)}D12,50NCHGNONREF//${number}02`,
    ':86:EFT MASRAFI',
    `:62F:${closing < 0 ? 'D' : 'C'}${day}${currency}${mtAmount(Math.abs(closing))}`,
    '-',
    '',
  ].join('\r\n');
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A supplier of the company with a bank account in `currency` (a supplier needs one). */
async function makeSupplier(sirket: string, unvan: string, currency: string): Promise<string> {
  const created = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/cari-hesap', {
    cariTip: 'tedarikci',
    sirket,
    unvan,
    ulke: 'Almanya',
    vergiNumarasi: '1234567808',
    bankalar: [
      { hesapAdi: 'Ana hesap', dovizCinsi: currency, bankaIsmi: 'Commerzbank', iban: 'DE89370400440532013000', swiftCode: 'COBADEFF' },
    ],
  });
  expect(created.status).toBe(201);
  return created.body._id;
}

/** An unpaid purchase bill of `amount` (major units) of one line under `butceKodu`. */
async function makeBill(sirket: string, cariHesap: string, butceKodu: string, currency: string, number: string, amount: number) {
  const created = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/fatura', {
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: number,
    tarih: '2026-11-20',
    dovizCinsi: currency,
    sirket,
    cariHesap,
    kalemler: [{ butceKodu, adi: 'Kumanya', miktar: 1, birim: 'adet', birimFiyat: amount, kdv: 0 }],
    odemePlani: [{ tarih: '2026-11-20', miktar: amount }],
    taksitSayisi: 1,
    faturaFile: await uploadAs(context, 'fatura.pdf', PDF),
  });
  expect(created.status).toBe(201);
  return created.body._id;
}

async function pick(testId: string, name: string | RegExp) {
  await page.getByTestId(testId).click();
  const option = page.getByRole('option', { name });
  await option.first().waitFor();
  await option.first().click();
}

async function pickReceipt() {
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'dekont.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('dialog').getByTestId('file-value').waitFor({ timeout: 15_000 });
}

/** Whether the element is wholly inside the viewport's width. */
async function inView(testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('bank statements', () => {
  it('imports an MT940 file, links a line to its cash flow and refuses a file that is no statement, in both languages', async () => {
    await app.signInAndChoose();
    const sirket = await page.evaluate(() => window.localStorage.getItem('sirket'));
    expect(sirket).toBeTruthy();
    const company = await api<{ bankalar: { iban?: string; dovizCinsi: string }[] }>(`/api/sirket/${sirket}`);
    const bank = company.bankalar.find((entry) => entry.iban)!;
    const code = bank.dovizCinsi === 'EURO' ? 'EUR' : bank.dovizCinsi === 'TL' ? 'TRY' : bank.dovizCinsi;
    const flows = await api<{ nakitAkislar: Flow[] }>(`/api/finans/nakit-akis?sirket=${sirket}&perPage=200`);
    const flow = flows.nakitAkislar.find((candidate) => candidate.dovizCinsi === bank.dovizCinsi)!;
    expect(flow).toBeTruthy();

    // The demo's month of statements (server/db/demo-statements.ts): four weeks of the first ship's
    // account, most lines matched or offered an existing cash flow.
    const demo = await api<{ ekstreler: { _id: string; dosyaAdi: string }[] }>('/api/finans/ekstre?perPage=200');
    const weeks = demo.ekstreler.filter((statement) => statement.dosyaAdi === 'demo-ekstre.sta');
    expect(weeks).toHaveLength(4);
    const demoLines = (
      await Promise.all(
        weeks.map(
          async (week) => (await api<{ satirlar: { durum: string; adaylar: unknown[] }[] }>(`/api/finans/ekstre/${week._id}`)).satirlar,
        ),
      )
    ).flat();
    const known = demoLines.filter((line) => line.durum !== 'eslesmedi' || line.adaylar.length > 0);
    expect(known.length * 2).toBeGreaterThan(demoLines.length);

    await page.goto(LIST);
    await app.expectHeading('Banka Ekstreleri');
    await page.goto(`${LIST}/form`);
    await app.expectHeading('Ekstre Yükle');
    await page.getByTestId('statement-drop').waitFor();

    // A file that is no statement: refused with the reason, nothing imported.
    await page.locator('input[type=file]').setInputFiles({ name: 'not.txt', mimeType: 'text/plain', buffer: Buffer.from('Merhaba') });
    await expect.poll(() => page.getByTestId('statement-refusal').textContent()).toContain('banka ekstresi değil');

    // The statement: its page opens with both lines; the one that is the cash flow offers to link it.
    const number = String(Date.now()).slice(-5);
    const file = statementFor(bank.iban!, code, flow, number);
    await page.locator('input[type=file]').setInputFiles({ name: 'ekstre.sta', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await page.waitForURL((url) => /\/finans\/banka-ekstreleri\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 15_000 }).toBe(2);
    await page.getByTestId('statement-link').first().waitFor();
    await stillShot(page, `${SHOTS}/detail-1280-tr.png`, false);

    await page.getByTestId('statement-link').first().click();
    await expect.poll(() => page.locator('[data-testid="statement-line"][data-state="eslesti"]').count()).toBe(1);
    expect(await page.getByTestId('statement-new-flow').count()).toBe(1);
    // The bank's balance against the books' for the account's closing dates, with the difference.
    await expect.poll(() => page.getByTestId('books-balance-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('books-balance-difference').first().textContent()).toMatch(/\d/);
    // The link reached the server through the outbox.
    const detail = page.url().split('/').pop()!;
    await expect
      .poll(async () =>
        (await api<{ satirlar: { durum: string; nakitAkis: string }[] }>(`/api/finans/ekstre/${detail}`)).satirlar.map((l) => l.nakitAkis),
      )
      .toContain(flow._id);

    // At 768 px the status, the amount and the action stay in view.
    await page.setViewportSize({ width: 768, height: 900 });
    for (const testId of ['statement-state', 'statement-amount', 'statement-new-flow'])
      expect({ testId, inView: await inView(testId) }).toEqual({ testId, inView: true });
    await stillShot(page, `${SHOTS}/detail-768-tr.png`, false);

    // In English.
    await page.setViewportSize({ width: 1280, height: 900 });
    await app.switchLanguage('en');
    await expect.poll(() => page.getByTestId('statement-state').first().textContent()).toMatch(/^(Matched|Unmatched|Suggested)$/);
    await stillShot(page, `${SHOTS}/detail-1280-en.png`, false);
    await page.goto(LIST);
    await app.expectHeading('Bank Statements');
    await page
      .getByRole('link', { name: /\d{2}\.\d{2}\.\d{4}/ })
      .first()
      .waitFor();
    await stillShot(page, `${SHOTS}/list-1280-en.png`, false);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${LIST}/${detail}`);
    await page.getByTestId('statement-line').first().waitFor();
    await stillShot(page, `${SHOTS}/detail-768-en.png`, false);
  });

  it('accepts a suggestion within the tolerance with the bank charge under the picked budget code, and splits a line by hand over two bills, in both languages', async () => {
    await app.signInAndChoose();
    const sirket = (await page.evaluate(() => window.localStorage.getItem('sirket')))!;
    const company = await api<{ bankalar: { iban?: string; dovizCinsi: string }[] }>(`/api/sirket/${sirket}`);
    const bank = company.bankalar.find((entry) => entry.iban)!;
    const code = bank.dovizCinsi === 'EURO' ? 'EUR' : bank.dovizCinsi === 'TL' ? 'TRY' : bank.dovizCinsi;
    const stamp = String(Date.now()).slice(-7);
    const supplierName = `Ekstre Tedarikçi ${stamp}`;
    const bankName = `Ekstre Bankası ${stamp}`;
    const supplier = await makeSupplier(sirket, supplierName, bank.dovizCinsi);
    await makeSupplier(sirket, bankName, bank.dovizCinsi);
    const codes = await api<{ _id: string; tip: string; kod: string; adi: string; durum: string }[]>('/api/finans/butce-kodu');
    const expense = codes.find((row) => row.tip === 'gider' && row.durum === 'aktif' && row.kod.split('.').length === 3)!;
    // A bill of 103,17 the bank paid with 0,75 on top, and two of 51,37 and 68,91 one payment of 120,28 settles.
    const charged = await makeBill(sirket, supplier, expense._id, bank.dovizCinsi, `CHG-${stamp}`, 103.17);
    const first = await makeBill(sirket, supplier, expense._id, bank.dovizCinsi, `SPA-${stamp}`, 51.37);
    const second = await makeBill(sirket, supplier, expense._id, bank.dovizCinsi, `SPB-${stamp}`, 68.91);
    // 1.000,00 − 103,92 − 120,28 = 775,80.
    const file = [
      `:20:E2EC${stamp}`,
      `:25:${bank.iban!}${code}`,
      `:28C:${stamp}/001`,
      `:60F:C261201${code}1000,00`,
      `:61:2612011201D103,92NTRFNONREF//${stamp}01`,
      `:86:EFT GIDEN CHG-${stamp}`,
      `:61:2612011201D120,28NTRFNONREF//${stamp}02`,
      ':86:EFT GIDEN TOPLU ODEME',
      `:62F:C261201${code}775,80`,
      '-',
      '',
    ].join('\r\n');

    await page.goto(`${LIST}/form`);
    await page.getByTestId('statement-drop').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'ekstre.sta', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await page.waitForURL((url) => /\/finans\/banka-ekstreleri\/[0-9a-f-]{36}$/.test(url.pathname));
    const detail = page.url().split('/').pop()!;
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 15_000 }).toBe(2);
    const chargedRow = page.getByTestId('statement-line').filter({ hasText: `CHG-${stamp}` });
    const splitRow = page.getByTestId('statement-line').filter({ hasText: 'TOPLU ODEME' });
    expect(await chargedRow.getAttribute('data-state')).toBe('onerildi');

    // Turkish: the suggestion within the tolerance; the modal shows the 0,75 difference and asks where to book it.
    await chargedRow.getByTestId('statement-accept').click();
    await expect.poll(() => page.getByTestId('accept-difference').textContent()).toMatch(/0,75/);
    await pick('accept-charge-account', bankName);
    await pick('accept-charge-code', `${expense.kod} ${expense.adi}`);
    await pickReceipt();
    await stillShot(page, `${SHOTS}/accept-charge-1280-tr.png`, false);
    await page.getByTestId('accept-submit').click();
    await expect.poll(() => chargedRow.getAttribute('data-state')).toBe('eslesti');
    // The pick is remembered for this bank account on the device.
    const remembered = await page.evaluate(() => window.localStorage.getItem('ekstreMasraflari'));
    expect(JSON.parse(remembered ?? '{}')[bank.iban!]).toMatchObject({ butceKodu: expense._id });

    // On the server: the line lists both flows; the bill is paid in full and the charge is a paid bill under the picked code.
    type Line = { referans: string; aciklama: string; durum: string; nakitAkis: string; eslesme: string[] };
    const lines = async () => (await api<{ satirlar: Line[] }>(`/api/finans/ekstre/${detail}`)).satirlar;
    await expect
      .poll(async () => (await lines()).find((line) => line.aciklama.includes(`CHG-${stamp}`))?.eslesme.length, { timeout: 20_000 })
      .toBe(2);
    const [itemFlow, chargeFlow] = (await lines()).find((line) => line.aciklama.includes(`CHG-${stamp}`))!.eslesme;
    type FlowView = { miktar: number; fatura: string | null; odemeYontemi: string };
    await expect.poll(async () => (await api<FlowView>(`/api/finans/nakit-akis/${itemFlow}`)).miktar, { timeout: 20_000 }).toBe(103.17);
    await expect.poll(async () => (await api<FlowView>(`/api/finans/nakit-akis/${chargeFlow}`)).miktar, { timeout: 20_000 }).toBe(0.75);
    const chargeBill = (await api<FlowView>(`/api/finans/nakit-akis/${chargeFlow}`)).fatura!;
    type BillState = { durum: string; kalemler: { butceKodu: string }[] };
    await expect.poll(async () => (await api<BillState>(`/api/finans/fatura/${chargeBill}`)).durum, { timeout: 20_000 }).toBe('odendi');
    expect((await api<BillState>(`/api/finans/fatura/${chargeBill}`)).kalemler.map((row) => row.butceKodu)).toEqual([expense._id]);
    await expect.poll(async () => (await api<BillState>(`/api/finans/fatura/${charged}`)).durum, { timeout: 20_000 }).toBe('odendi');

    // English: a hand split over the supplier's two bills; the sum and the remainder run as they are ticked.
    await app.switchLanguage('en');
    await expect.poll(() => splitRow.getByTestId('statement-split').textContent()).toBe('Split');
    await splitRow.getByTestId('statement-split').click();
    await pick('split-account', supplierName);
    await page.locator(`[data-testid="split-bill"][data-bill="SPA-${stamp}"]`).check();
    await expect.poll(() => page.getByTestId('split-remainder').textContent()).toMatch(/68\.91/);
    expect(await page.getByTestId('accept-submit').isDisabled()).toBe(true);
    await page.locator(`[data-testid="split-bill"][data-bill="SPB-${stamp}"]`).check();
    await expect.poll(() => page.getByTestId('split-sum').textContent()).toMatch(/120\.28/);
    await expect.poll(() => page.getByTestId('split-remainder').textContent()).toMatch(/0\.00/);
    expect(await page.getByTestId('accept-submit').isDisabled()).toBe(false);
    await pickReceipt();
    await stillShot(page, `${SHOTS}/split-1280-en.png`, false);
    await page.getByTestId('accept-submit').click();
    await expect.poll(() => splitRow.getAttribute('data-state')).toBe('eslesti');
    await expect
      .poll(async () => (await lines()).find((line) => line.aciklama.includes('TOPLU ODEME'))?.eslesme.length, { timeout: 20_000 })
      .toBe(2);
    for (const bill of [first, second])
      await expect.poll(async () => (await api<BillState>(`/api/finans/fatura/${bill}`)).durum, { timeout: 20_000 }).toBe('odendi');
  });
  it('accepts a bank order’s line: the order’s payment recorded on the line’s day with the receipt, the order and the line linked to it', async () => {
    await app.signInAndChoose();
    const sirket = (await page.evaluate(() => window.localStorage.getItem('sirket')))!;
    const company = await api<{ bankalar: { iban?: string; dovizCinsi: string }[] }>(`/api/sirket/${sirket}`);
    const bank = company.bankalar.find((entry) => entry.iban)!;
    const code = bank.dovizCinsi === 'EURO' ? 'EUR' : bank.dovizCinsi === 'TL' ? 'TRY' : bank.dovizCinsi;
    const stamp = String(Date.now()).slice(-7);
    const supplier = await makeSupplier(sirket, `Talimat Alıcısı ${stamp}`, bank.dovizCinsi);
    const order = await apiAs<{ _id: string; nakitAkis: string | null }>(context, 'POST', '/api/finans/banka-talimat', {
      ref: `BTE-${stamp}`,
      tarih: '2026-12-01',
      miktar: '84.15',
      dovizCinsi: bank.dovizCinsi,
      aciklama: 'Aralık kumanya',
      sirket,
      sirketBankaSelection: bank.iban,
      cariBankaSelection: 'DE89370400440532013000',
      cariHesap: supplier,
      sablon: bank.dovizCinsi === 'TL' ? 'yurtici-tl' : 'swift-doviz',
    });
    expect(order.status).toBe(201);
    expect(order.body.nakitAkis).toBeNull();
    // 1.000,00 − 84,15 = 915,85.
    const file = [
      `:20:E2EO${stamp}`,
      `:25:${bank.iban!}${code}`,
      `:28C:${stamp}/002`,
      `:60F:C261202${code}1000,00`,
      `:61:2612021202D84,15NTRFNONREF//${stamp}03`,
      `:86:EFT GIDEN BTE-${stamp}`,
      `:62F:C261202${code}915,85`,
      '-',
      '',
    ].join('\r\n');

    await page.goto(`${LIST}/form`);
    await page.getByTestId('statement-drop').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'ekstre.sta', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await page.waitForURL((url) => /\/finans\/banka-ekstreleri\/[0-9a-f-]{36}$/.test(url.pathname));
    const detail = page.url().split('/').pop()!;
    const row = page.getByTestId('statement-line').filter({ hasText: `BTE-${stamp}` });
    await row.getByTestId('statement-accept').waitFor({ timeout: 15_000 });
    // The order's ref named the order: matched at the import, nothing recorded yet.
    expect(await row.getAttribute('data-state')).toBe('eslesti');

    await row.getByTestId('statement-accept').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('accept-item').textContent()).toContain(`BTE-${stamp}`);
    expect(await dialog.textContent()).toContain('02.12.2026 tarihli havale olarak kaydedilir');
    // No receipt: refused until the bank's receipt is attached.
    await page.getByTestId('accept-submit').click();
    await dialog.getByText('Dekont gerekli').waitFor();
    await pickReceipt();
    await stillShot(page, `${SHOTS}/accept-order-1280-tr.png`, false);
    await page.getByTestId('accept-submit').click();
    await row.getByRole('link', { name: 'Nakit akışı' }).waitFor({ timeout: 15_000 });

    // On the server: the payment dated the line's day, the order's `nakitAkis` and the line's `eslesme` that flow.
    type Line = { aciklama: string; durum: string; nakitAkis: string; eslesme: string[] };
    const line = async () =>
      (await api<{ satirlar: Line[] }>(`/api/finans/ekstre/${detail}`)).satirlar.find((entry) => entry.aciklama.includes(`BTE-${stamp}`));
    await expect.poll(async () => (await line())?.eslesme.length, { timeout: 20_000 }).toBe(1);
    const flowId = (await line())!.eslesme[0]!;
    expect((await line())!.nakitAkis).toBe(flowId);
    await expect
      .poll(async () => (await api<{ nakitAkis: string | null }>(`/api/finans/banka-talimat/${order.body._id}`)).nakitAkis, {
        timeout: 20_000,
      })
      .toBe(flowId);
    type FlowView = { tip: string; tarih: string; miktar: number; odemeYontemi: string; cariHesap: { _id: string }; dekontFile: unknown };
    const flow = await api<FlowView>(`/api/finans/nakit-akis/${flowId}`);
    expect(flow).toMatchObject({ tip: 'odeme', tarih: '2026-12-02', miktar: 84.15, odemeYontemi: 'havale', cariHesap: { _id: supplier } });
    expect(flow.dekontFile).toBeTruthy();
  });
});
