import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, accountsByCompany, apiAs, browserForFile, type ApiAccount } from './browser';
import { supplier } from '../server/account-fixtures';
import { simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';

// Issue 13: an administrator takes a company away from a user in the users' screen; the user's
// device drops that company's records at its next sync. The user's read-only company offers no
// create, edit or delete on any screen and says why; the edited record's history reads in both
// languages.

const { open } = browserForFile();

/** A stored PDF's id, uploaded as the browser does. */
async function uploadPdf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/api/file/single', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: { file: { name: 'belge.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function opened(context: BrowserContext): Promise<{ page: Page; app: AppPage }> {
  const page = await context.newPage();
  return { page, app: new AppPage(page) };
}

describe('a grant taken away through the screens', () => {
  it('the user sees read-only screens for one company and loses the other after the next sync', async () => {
    const { page: adminPage, app: admin } = await opened(await open());
    await admin.signInAndChoose();
    const adminContext = adminPage.context();
    const [revoked, readOnly] = (await apiAs<{ _id: string; isim: string }[]>(adminContext, 'GET', '/api/sirket')).body;
    if (!revoked || !readOnly) throw new Error('two companies are needed');
    const stamp = Date.now();
    const accountOf = async (company: { _id: string; isim: string }) => {
      const made = await apiAs<ApiAccount>(
        adminContext,
        'POST',
        '/api/finans/cari-hesap',
        supplier(company._id, { unvan: `Geri Alınan ${stamp} ${company.isim}` }),
      );
      expect(made.status).toBe(201);
      return made.body;
    };
    const gone = await accountOf(revoked);
    const readable = await accountOf(readOnly);
    // A bill and a payment of the read-only company.
    const codes = (await apiAs<{ _id: string; tip: string }[]>(adminContext, 'GET', '/api/finans/butce-kodu')).body;
    const expense = codes.find((code) => code.tip === 'gider')?._id ?? '';
    const refs = { sirket: readOnly._id, cariHesap: readable._id, butceKodu: expense };
    const bill = await apiAs<{ _id: string }>(
      adminContext,
      'POST',
      '/api/finans/fatura',
      simpleBill({ ...refs, faturaFile: await uploadPdf(adminContext) }, 100),
    );
    expect(bill.status).toBe(201);
    const flow = await apiAs<{ _id: string }>(adminContext, 'POST', '/api/finans/nakit-akis', {
      tip: 'odeme',
      tarih: '2026-05-01',
      miktar: 40,
      dovizCinsi: 'GBP',
      sirket: readOnly._id,
      cariHesap: readable._id,
      odemeYontemi: 'havale',
      aciklama: '',
      dekontFile: await uploadPdf(adminContext),
    });
    expect(flow.status).toBe(201);

    // A user with the one company writable and the other read-only.
    const email = `geri-alinan-${stamp}@example.com`;
    const password = 'Geri-Alinan-Sifre-42';
    const created = await apiAs(adminContext, 'POST', '/api/user', {
      email,
      isim: 'Geri Alınan',
      password,
      sirketler: [
        { _id: revoked._id, yetki: 'yazma' },
        { _id: readOnly._id, yetki: 'okuma' },
      ],
    });
    expect(created.status).toBe(201);

    // The user signs in on their own device with the read-only company chosen.
    const { page, app } = await opened(await open());
    await app.gotoLogin();
    await app.fillLogin(email, password);
    await page.waitForURL('**/sirket-secim');
    await app.chooseCompany(readOnly.isim);

    // Every list of the read-only company: no create button, and a badge that says why on hover.
    for (const [path, create] of [
      ['/finans/cari-listeler', 'Yeni Cari'],
      ['/finans/fatura-proforma', 'Fatura Oluştur'],
      ['/finans/nakit-akis', 'Nakit Akış Oluştur'],
      ['/finans/banka-talimat', 'Banka Talimatı Oluştur'],
    ] as const) {
      await page.goto(path);
      const badge = page.getByTestId('read-only');
      await badge.waitFor({ timeout: 30_000 });
      expect(await page.getByRole('link', { name: create }).count(), path).toBe(0);
      await badge.hover();
      await page.getByRole('tooltip', { name: 'Bu şirkette yalnızca okuma yetkiniz var' }).waitFor();
    }
    // Its account: neither edit nor delete, nor a bill, cash flow or bank order of its company.
    await page.goto(`/finans/cari-listeler/${readable._id}`);
    await page.getByTestId('read-only').waitFor({ timeout: 30_000 });
    for (const name of ['Düzenle', 'Fatura Oluştur', 'Nakit Akış Oluştur', 'Banka talimatı']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Sil' }).count()).toBe(0);
    // Its bill and its payment: no edit, delete, payment or conversion either.
    for (const path of [`/finans/fatura-proforma/${bill.body._id}`, `/finans/nakit-akis/${flow.body._id}`]) {
      await page.goto(path);
      await page.getByTestId('read-only').waitFor({ timeout: 30_000 });
      for (const name of ['Düzenle', 'Ödeme Yap', 'Banka talimatı'])
        expect(await page.getByRole('link', { name }).count(), `${path} ${name}`).toBe(0);
      expect(await page.getByRole('button', { name: 'Sil' }).count(), path).toBe(0);
    }

    // The writable company's account is on the device and can be edited.
    await page.goto(`/finans/cari-listeler/${gone._id}`);
    await page.getByRole('link', { name: 'Düzenle' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('read-only').count()).toBe(0);

    // The administrator edits that account, then takes its company away in the users' screen.
    const { _id, version, updatedAt: _u, ...body } = gone;
    const edited = await apiAs(
      adminContext,
      'PUT',
      `/api/finans/cari-hesap/${_id}`,
      { ...body, firmaYetkilisi: 'Yeni Yetkili' },
      { 'If-Match': String(version) },
    );
    expect(edited.status).toBe(200);
    await adminPage.goto('/user/user-add');
    await admin.expectHeading('Kullanıcılar');
    await adminPage.getByRole('row', { name: new RegExp(email) }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog
      .getByRole('row', { name: new RegExp(revoked.isim) })
      .getByText('Yok', { exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const users = (await apiAs<{ email: string; sirketler: { _id: string }[] }[]>(adminContext, 'GET', '/api/user')).body;
    expect(users.find((user) => user.email === email)?.sirketler.map((grant) => grant._id)).toEqual([readOnly._id]);

    // The user's device drops the company's records at its next sync (the connection's return
    // syncs at once), and keeps the read-only company's.
    expect((await accountsByCompany(page))[revoked._id]).toBeGreaterThan(0);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect.poll(async () => (await accountsByCompany(page))[revoked._id] ?? 0, { timeout: 30_000 }).toBe(0);
    expect((await accountsByCompany(page))[readOnly._id]).toBeGreaterThan(0);
    await page.goto(`/finans/cari-listeler/${gone._id}`);
    await page.getByText('Bu cari hesap bulunamadı.').waitFor({ timeout: 15_000 });
    await page.goto(`/finans/cari-listeler/${readable._id}`);
    await page.getByTestId('read-only').waitFor({ timeout: 30_000 });

    // The account's history shows the administrator's edit, with field labels in both languages.
    await adminPage.goto(`/finans/cari-listeler/${gone._id}`);
    const history = adminPage.getByTestId('record-history');
    await expect.poll(() => history.getByRole('row', { name: /Firma Yetkilisi/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await history.getByRole('row', { name: /Firma Yetkilisi/ }).textContent()).toContain('Yeni Yetkili');
    await adminPage.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.poll(() => history.getByRole('row', { name: /Firm Representative/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await history.textContent()).toContain('History');
    await adminPage.getByRole('button', { name: 'TR', exact: true }).click();
  });
});
