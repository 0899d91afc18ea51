import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, apiAs, browserForFile, type ApiAccount } from './browser';
import { supplier } from '../server/account-fixtures';

// Issue 13: an administrator creates a user with one read and one write company through the
// screens; that user signs in, sees both companies, edits only the writable one (the server
// refuses the other with 403 readOnlyCompany), and the account's history shows the edit.

const { open } = browserForFile();

/** The text an input's `aria-describedby` points at: what a screen reader reads after its label. */
function passwordDescription(field: Locator): Promise<string> {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

describe('users and grants through the screens', () => {
  it('an administrator grants one read and one write company; the user writes only the writable one', async () => {
    const adminContext = await open();
    const adminPage: Page = await adminContext.newPage();
    const admin = new AppPage(adminPage);
    await admin.signInAndChoose();
    const companies = (await apiAs<{ _id: string; isim: string }[]>(adminContext, 'GET', '/api/sirket')).body;
    const [readable, writable] = companies;
    if (!readable || !writable) throw new Error('two companies are needed');
    // One supplier of each, made by the administrator.
    const accounts: ApiAccount[] = [];
    for (const company of [readable, writable]) {
      const made = await apiAs<ApiAccount>(
        adminContext,
        'POST',
        '/api/finans/cari-hesap',
        supplier(company._id, { unvan: `Yetki Tedarikçi ${company.isim}` }),
      );
      expect(made.status).toBe(201);
      accounts.push(made.body);
    }

    // The user menu leads the administrator to the users' list.
    await adminPage.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await adminPage.getByRole('menuitem', { name: 'Kullanıcılar' }).click();
    await admin.expectHeading('Kullanıcılar');
    await adminPage.getByRole('button', { name: 'Kullanıcı ekle' }).click();
    const dialog = adminPage.getByRole('dialog');
    // The password rule is the field's description before any save (issue 32, item 24).
    const passwordField = dialog.getByLabel(/^Şifre/);
    await passwordField.waitFor();
    expect(await passwordDescription(passwordField)).toMatch(/En az 10 karakter/);
    const email = `okur-yazar-${Date.now()}@example.com`;
    await dialog.getByLabel(/^Ad Soyad/).fill('Okur Yazar');
    await dialog.getByLabel(/^E-posta/).fill(email);
    await dialog
      .getByRole('row', { name: new RegExp(readable.isim) })
      .getByText('Okuma', { exact: true })
      .click();
    await dialog
      .getByRole('row', { name: new RegExp(writable.isim) })
      .getByText('Yazma', { exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    const shown = adminPage.getByTestId('generated-password');
    await shown.waitFor();
    const password = (await shown.textContent())?.trim() ?? '';
    expect(password.length).toBe(16);
    await adminPage.getByRole('button', { name: 'Tamam' }).click();
    await expect.poll(() => adminPage.getByRole('row', { name: new RegExp(email) }).count()).toBe(1);

    // The user signs in and sees both companies.
    const userContext = await open();
    const page = await userContext.newPage();
    const app = new AppPage(page);
    await app.gotoLogin();
    await app.fillLogin(email, password);
    await page.waitForURL('**/sirket-secim');
    for (const company of [readable, writable]) {
      await expect.poll(() => page.getByRole('button', { name: new RegExp(company.isim) }).count()).toBe(1);
    }
    expect((await apiAs<unknown[]>(userContext, 'GET', '/api/sirket')).body).toHaveLength(2);
    await app.chooseCompany(writable.isim);
    // No administrators' link for a user.
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Hesap Ayarları' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Kullanıcılar' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The read-only company's account: the server refuses a change with 403 readOnlyCompany.
    const theirs = accounts.find((account) => account.sirket === readable._id)!;
    const { _id: _theirsId, version, updatedAt: _u, ...theirsBody } = theirs;
    const refused = await apiAs<{ message: string }>(
      userContext,
      'PUT',
      `/api/finans/cari-hesap/${theirs._id}`,
      { ...theirsBody, firmaYetkilisi: 'Yetkisiz' },
      { 'If-Match': String(version) },
    );
    expect(refused).toEqual({ status: 403, body: { message: 'readOnlyCompany' } });

    // Its page offers no edit or delete, and says why.
    await page.goto(`/finans/cari-listeler/${theirs._id}`);
    await page.getByTestId('read-only').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Düzenle' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sil' }).count()).toBe(0);

    // The writable company's account, edited in the form, reaches the server.
    const mine = accounts.find((account) => account.sirket === writable._id)!;
    await page.goto(`/finans/cari-listeler/${mine._id}`);
    await page.getByRole('link', { name: 'Düzenle' }).click();
    await page.getByLabel(/^Firma Yetkilisi/).fill('Yeni Yetkili');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(async () => (await apiAs<ApiAccount>(userContext, 'GET', `/api/finans/cari-hesap/${mine._id}`)).body.firmaYetkilisi, {
        timeout: 30_000,
      })
      .toBe('Yeni Yetkili');

    // The history on the account's page shows the edit: who, the field, before and after.
    await page.goto(`/finans/cari-listeler/${mine._id}`);
    const history = page.getByTestId('record-history');
    await expect.poll(() => history.getByRole('row', { name: /Firma Yetkilisi/ }).count(), { timeout: 15_000 }).toBe(1);
    const row = history.getByRole('row', { name: /Firma Yetkilisi/ });
    expect(await row.textContent()).toContain('Yeni Yetkili');
    expect(await history.textContent()).toContain('Okur Yazar');

    // A bank account added to the list: the history shows only that one, and says so.
    const current = (await apiAs<ApiAccount>(userContext, 'GET', `/api/finans/cari-hesap/${mine._id}`)).body;
    const { _id: _mineId, version: mineVersion, updatedAt: _mu, ...mineBody } = current;
    const banks = current.bankalar as Record<string, unknown>[];
    const added = { ...banks[0], hesapAdi: 'Ek Euro Hesabı', dovizCinsi: 'EURO' };
    const withBank = await apiAs(
      userContext,
      'PUT',
      `/api/finans/cari-hesap/${mine._id}`,
      { ...mineBody, bankalar: [...banks, added] },
      {
        'If-Match': String(mineVersion),
      },
    );
    expect(withBank.status).toBe(200);
    await page.reload();
    const banksRow = history.getByRole('row', { name: /Banka Hesapları/ });
    await expect.poll(() => banksRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await banksRow.textContent()).toContain('(yalnız değişen kayıtlar)');
    expect(await banksRow.textContent()).toContain('Ek Euro Hesabı');
  });
});
