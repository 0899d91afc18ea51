import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/calendar';
import { wageAccounts, type DeviceSheet } from '../../src/domain/payroll';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { formatMoney } from '../../src/ui/format';
import { apiAs, pagePerTest, stillShot, type AppPage } from './browser';

// Payroll in a real browser (docs/areas/payroll.md §7): the demo's approved month of the chosen
// ship paid out through its dialog (the transfers to beneficiaries and seafarers, their totals),
// the sheet recorded as paid on the server; then the wage accounts page, whose owed figures are
// those `wageAccounts` works out from the server's sheets; in Turkish at 1280 px and English at 768.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-payroll';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Sheet = DeviceSheet & { _id: string; sirket: string };

describe('payroll', () => {
  it('pays an approved sheet out, and the wage accounts show what each seafarer is still owed', async () => {
    await app.signIn();
    // The demo's sheets: three months back paid, two back approved, last month a draft; the ship of
    // an approved one chosen.
    const approved = addMonths(`${new Date().toISOString().slice(0, 7)}-01`, -2).slice(0, 7);
    const listed = (await apiAs<{ bordrolar: Sheet[] }>(context, 'GET', `/api/personel/bordro?donem=${approved}&durum=onaylandi`)).body;
    const ship = (await apiAs<{ _id: string; isim: string }[]>(context, 'GET', '/api/sirket')).body.find(
      (company) => company._id === listed.bordrolar[0]!.sirket,
    )!;
    await app.chooseCompany(ship.isim);
    await page.goto('/personel-veri-platformu/payroll');
    await app.expectHeading('Bordro');
    await page.getByTestId('payroll-period').fill(approved);
    await expect.poll(() => page.getByTestId('payroll-state').textContent()).toBe('Onaylandı');
    await page.getByTestId('payroll-payout').click();
    const dialog = page.getByTestId('payout-dialog');
    await dialog.getByTestId('payout-transfer').first().waitFor();
    expect(await dialog.getByTestId('payout-totals').textContent()).toMatch(/Toplam: [\d.]+,\d{2} (USD|EUR|TL)/);
    // A demo seafarer sends part of his wage home: a beneficiary's transfer to a valid IBAN.
    expect(await dialog.getByTestId('payout-transfers').textContent()).toMatch(/Lehdar\s*TR\d{2}/);
    // The transfers to an IBAN (the demo's are all Turkish banks'); one with none is left to be paid by hand.
    const ibans = await dialog.getByTestId('payout-transfer').evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent ?? ''));
    const withIban = ibans.filter((iban) => iban.startsWith('TR')).length;
    expect(withIban).toBeGreaterThan(0);
    // The bank's receipt of the payment: each transfer's payment (a cash flow) keeps it.
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'toplu-odeme-dekontu.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('file-value').waitFor();
    await stillShot(page, `${SHOTS}/payout-1280-tr.png`, false);
    await dialog.getByTestId('payout-confirm').click();
    await expect.poll(() => page.getByTestId('payroll-state').textContent()).toBe('Ödendi');
    // In the books: a bank order per transfer to an IBAN (to the person's account), each paid by a
    // havale from the company's dollar account, the payment carrying the receipt.
    type Order = { ref: string; miktar: number; nakitAkis: string | null; cariHesap: unknown; aciklama: string };
    const orders = async () =>
      (
        await apiAs<{ talimatlar: Order[] }>(context, 'GET', `/api/finans/banka-talimat?sirket=${ship._id}&perPage=200`)
      ).body.talimatlar.filter((order) => order.ref.startsWith(`BRD-${approved}-`));
    await expect.poll(async () => (await orders()).filter((order) => order.nakitAkis !== null).length, { timeout: 20_000 }).toBe(withIban);
    const order = (await orders())[0]!;
    expect(order.aciklama).toMatch(new RegExp(`^Bordro ${approved} · `));
    const flow = (
      await apiAs<{ tip: string; odemeYontemi: string; miktar: number; cariHesap: string; dekontFile: unknown }>(
        context,
        'GET',
        `/api/finans/nakit-akis/${order.nakitAkis}`,
      )
    ).body;
    const idOf = (ref: unknown) => (typeof ref === 'object' && ref !== null ? (ref as { _id: string })._id : ref);
    expect([flow.tip, flow.odemeYontemi, flow.miktar, idOf(flow.cariHesap)]).toEqual([
      'odeme',
      'havale',
      order.miktar,
      idOf(order.cariHesap),
    ]);
    expect(flow.dekontFile).toBeTruthy();
    // A seafarer's monthly account of wages, as a PDF made on the device.
    const pdf = page.waitForEvent('download');
    await page.getByTestId('payroll-mlc').first().click();
    expect((await pdf).suggestedFilename()).toMatch(new RegExp(`^mlc-${approved}-.+\\.pdf$`));
    await expect
      .poll(
        async () =>
          (await apiAs<{ bordrolar: Sheet[] }>(context, 'GET', `/api/personel/bordro?donem=${approved}&perPage=200`)).body.bordrolar.filter(
            (sheet) => sheet.durum === 'odendi',
          ).length,
      )
      .toBe(1);

    // The wage accounts: the device's figures are those worked out from the server's sheets.
    const sheets = (await apiAs<{ bordrolar: Sheet[] }>(context, 'GET', '/api/personel/bordro?perPage=200')).body.bordrolar.map((sheet) =>
      recordOnDevice('bordro', sheet),
    );
    const accounts = wageAccounts(sheets);
    await page.goto('/finans/maas-hesaplari');
    await app.expectHeading('Maaş Hesapları');
    const row = page.getByTestId('wage-account').first();
    await row.waitFor();
    const person = (await row.getAttribute('data-person'))!;
    const months = accounts.get(person)!;
    const owed = months.reduce((sum, month) => sum + month.kalan, 0n);
    expect(await row.getByTestId('wage-account-owed').textContent()).toBe(formatMoney(owed, months[0]!.dovizCinsi, 'tr'));
    await row.getByTestId('wage-account-months').click();
    await expect.poll(() => page.getByTestId('wage-account-month').count()).toBe(months.length);
    await stillShot(page, `${SHOTS}/wage-accounts-1280-tr.png`);

    await page.setViewportSize({ width: 768, height: 1024 });
    await app.switchLanguage('en');
    await app.expectHeading('Salary Accounts');
    expect(await row.getByTestId('wage-account-owed').textContent()).toBe(formatMoney(owed, months[0]!.dovizCinsi, 'en'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await stillShot(page, `${SHOTS}/wage-accounts-768-en.png`);
    await app.switchLanguage('tr');
  });

  it('sets a ship on the TUGS register and its company’s stamp duty exemption and incentive on the company form', async () => {
    await app.signInAndChoose();
    const made = await apiAs<{ _id: string }>(context, 'POST', '/api/sirket', {
      isim: `Sicil ${Date.now()} Denizcilik A.Ş.`,
      tip: 'Gemi İşletmecisi',
      gemi: { adi: 'M/V Sicil', imo: '9375123', bayrak: 'Türkiye' },
    });
    expect(made.status).toBe(201);
    await page.goto(`/sirket/${made.body._id}/edit`);
    await page.getByTestId('company-tugs').check();
    await page.getByTestId('company-stamp-exempt').check();
    await page.getByTestId('company-incentive').click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await stillShot(page, `${SHOTS}/company-payroll-1280-tr.png`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(
        async () =>
          (await apiAs<{ gemi: { tugs?: boolean }; bordroAyarlari?: unknown }>(context, 'GET', `/api/sirket/${made.body._id}`)).body,
      )
      .toMatchObject({ gemi: { tugs: true }, bordroAyarlari: { damgaMuaf: true, tesvikPuani: 5000 } });
    await page.goto(`/sirket/${made.body._id}/edit`);
    await app.switchLanguage('en');
    await expect.poll(() => page.getByTestId('company-tugs').isChecked()).toBe(true);
    expect(await page.getByText('On the Turkish International Ship Register (TUGS)').count()).toBe(1);
    await stillShot(page, `${SHOTS}/company-payroll-1280-en.png`);
    await app.switchLanguage('tr');
  });
});
