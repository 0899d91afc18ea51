import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppPage, apiAs, browserForFile, type ApiAccount } from './browser';
import { supplier } from '../server/account-fixtures';

// Issue 32, item 18: a user who may only read a company is offered no way to write its records,
// and a form reached by its address says why it cannot save and saves nothing.

const { open } = browserForFile();

/** How many changes the signed-in user's device has queued. */
function queued(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const user = JSON.parse(window.localStorage.getItem('sonKullanici') ?? '{}') as { _id: string };
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(`portal-${user._id}`);
      request.onsuccess = () => resolve(request.result);
    });
    const count = await new Promise<number>((resolve) => {
      const request = db.transaction('outbox').objectStore('outbox').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  });
}

async function readerOf(adminContext: BrowserContext, companyId: string): Promise<{ email: string; password: string }> {
  const email = `okur-${Date.now()}@example.com`;
  const password = 'Salt-Okur-Parola-18';
  const made = await apiAs(adminContext, 'POST', '/api/user', {
    email,
    isim: 'Salt Okur',
    password,
    admin: false,
    sirketler: [{ _id: companyId, yetki: 'okuma' }],
  });
  expect(made.status).toBe(201);
  return { email, password };
}

describe('a read-only company', () => {
  it('offers no write control, and a form opened by its address says why and saves nothing', async () => {
    const adminContext = await open();
    await new AppPage(await adminContext.newPage()).signIn();
    const [company] = (await apiAs<{ _id: string; isim: string }[]>(adminContext, 'GET', '/api/sirket')).body;
    const account = (
      await apiAs<ApiAccount>(adminContext, 'POST', '/api/finans/cari-hesap', supplier(company!._id, { unvan: 'Salt Okunur Tedarikçi' }))
    ).body;
    const reader = await readerOf(adminContext, company!._id);

    const context = await open();
    const page = await context.newPage();
    const app = new AppPage(page);
    await app.gotoLogin();
    await app.fillLogin(reader.email, reader.password);
    await page.waitForURL('**/sirket-secim');
    await app.chooseCompany(company!.isim);

    // Every finance list: the badge says why, no create.
    const lists: [string, string][] = [
      ['/finans/cari-listeler', 'Yeni Cari'],
      ['/finans/fatura-proforma', 'Fatura Oluştur'],
      ['/finans/nakit-akis', 'Nakit Akış Oluştur'],
      ['/finans/banka-talimat', 'Banka Talimatı Oluştur'],
    ];
    for (const [path, create] of lists) {
      await page.goto(path);
      await page.getByTestId('read-only').first().waitFor({ timeout: 30_000 });
      expect(await page.getByRole('link', { name: create }).count()).toBe(0);
    }
    // The account's page: no edit, no new bill, cash flow or bank order.
    await page.goto(`/finans/cari-listeler/${account._id}`);
    await page.getByTestId('read-only').waitFor({ timeout: 30_000 });
    for (const name of ['Düzenle', 'Fatura Oluştur', 'Nakit Akış Oluştur', 'Banka talimatı']) {
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    }

    // The edit form by its address: the reason, no save.
    await page.goto(`/finans/cari-listeler/${account._id}/edit`);
    const reason = page.getByTestId('read-only-form');
    await reason.waitFor({ timeout: 30_000 });
    expect(await reason.textContent()).toContain(`${company!.isim} şirketinde yalnızca okuma yetkiniz var`);
    expect(await page.getByRole('button', { name: 'Kaydet' }).isDisabled()).toBe(true);
    await page.getByLabel(/^Firma Yetkilisi/).fill('Yetkisiz Değişiklik');
    // Submitted anyway (the disabled button keeps Enter from it): the toast says why, nothing is queued.
    await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect.poll(() => page.getByText(/yalnızca okuma yetkiniz var; bu form kaydedilemez/).count()).toBeGreaterThan(1);
    expect(await page.getByText(/başarıyla kaydedildi/).count()).toBe(0);
    expect(await queued(page)).toBe(0);

    // Every create form by its address says the same, never "choose a company top left".
    const forms = [
      '/finans/cari-listeler/create?cari_tip=tedarikci',
      '/finans/fatura-proforma/create?tip=gelen',
      '/finans/nakit-akis/form?tip=odeme',
      '/finans/banka-talimat/form',
    ];
    for (const path of forms) {
      await page.goto(path);
      await page.getByTestId('read-only-form').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('read-only-form').textContent()).toContain('yalnızca okuma yetkiniz var');
      expect(await page.getByText('Sol üstten bir şirket seçin').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Kaydet' }).isDisabled()).toBe(true);
    }
    // Budget codes are the administrators' own.
    await page.goto('/finans/butce-kodu/form?tip=gider');
    await page.getByTestId('read-only-form').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Kaydet' }).isDisabled()).toBe(true);
    expect(await queued(page)).toBe(0);
  });
});
