import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageTitles } from '../../src/app/pages';
import { AppPage, apiAs, newContext, pagePerTest } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ browser, context, page, app } = opened));

/** A concrete address for a route path: parameters become sample ids. */
function concrete(path: string): string {
  return path.replace(/\$[A-Za-z]+/g, 'ornek-1');
}

describe('sign-in', () => {
  it('shows a wrong password beside the password field and stays on the form', async () => {
    await app.gotoLogin();
    await app.fillLogin('admin@example.com', 'yanlis-parola');
    const password = page.getByRole('textbox', { name: /^Şifre/ });
    // The server checks the password (scrypt) before it answers: slow on a busy machine.
    await expect.poll(() => password.getAttribute('data-invalid'), { timeout: 15_000 }).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(errorId).toBeTruthy();
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('E-posta veya şifre hatalı');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('validates the form before sending it', async () => {
    await app.gotoLogin();
    await app.fillLogin('not-an-email', '');
    const email = page.getByLabel(/^E-posta/);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('E-posta biçimi hatalı').count()).toBe(1);
    await expect.poll(() => page.getByText('Giriş yapılmadı! Formda hatalar var').count()).toBeGreaterThan(0);
  });

  it('keeps English chosen on the sign-in page through sign-in, its errors in English too (issue 32, item 21)', async () => {
    // A user of its own: the administrator's saved language stays Turkish for the other tests.
    const adminContext = await newContext(browser);
    await new AppPage(await adminContext.newPage()).signIn();
    const email = `english-${Date.now()}@example.com`;
    const password = 'Ingilizce-Parola-21';
    const [company] = (await apiAs<{ _id: string }[]>(adminContext, 'GET', '/api/sirket')).body;
    const sirketler = [{ _id: company!._id, yetki: 'okuma' }];
    const made = await apiAs(adminContext, 'POST', '/api/user', { email, isim: 'English Reader', password, admin: false, sirketler });
    expect(made.status).toBe(201);
    await adminContext.close();

    await app.gotoLogin();
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('zorunlu', { exact: true }).count()).toBe(2);
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.getByText('required', { exact: true }).count()).toBe(2);
    expect(await page.getByText('zorunlu', { exact: true }).count()).toBe(0);

    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('textbox', { name: /^Password/ }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/sirket-secim');
    await page.getByRole('heading', { name: 'Choose a company' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The choice became the user's setting: it follows them to their next sign-in anywhere.
    await expect.poll(async () => (await apiAs<{ dil: string }>(context, 'GET', '/api/auth/login-check')).body.dil).toBe('en');
  });

  it('signs in, chooses a company and keeps it in localStorage', async () => {
    await app.signIn();
    await expect.poll(() => page.getByText('Giriş başarılı').count()).toBeGreaterThan(0);
    const card = page.locator('button:has(p)').nth(1);
    const name = (await card.locator('p').first().textContent()) ?? '';
    await card.click();
    await page.waitForURL((url) => url.pathname === '/');
    await app.expectHeading('Ana Sayfa');
    const stored = await page.evaluate(() => window.localStorage.getItem('sirket'));
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.locator('header input[aria-label="Şirket"]').inputValue()).toBe(name);
    // Chosen already: the company choice sends on to the dashboard.
    await page.goto('/sirket-secim');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    await page.goto('/finans/cari-listeler');
    await page.waitForURL('**/login');
  });
});

describe('main layout', () => {
  it('opens every route of the spec with its title and never the not-found text', async () => {
    await app.signInAndChoose();
    for (const [path, title] of Object.entries(pageTitles)) {
      await page.goto(concrete(path));
      await app.expectHeading(title.message ?? '');
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
    }
  });

  it('shows the not-found text for an unknown path', async () => {
    await app.signInAndChoose();
    await page.goto('/boyle-bir-sayfa-yok');
    await expect.poll(() => page.getByTestId('not-found').count()).toBe(1);
  });

  it('switches to English and back, and remembers the choice', async () => {
    await app.signInAndChoose();
    await page.getByText('EN', { exact: true }).click();
    await app.expectHeading('Dashboard');
    await page.goto('/finans/cari-listeler');
    await app.expectHeading('Accounts');
    await page.reload();
    await app.expectHeading('Accounts');
    await page.getByText('TR', { exact: true }).click();
    await app.expectHeading('Cari Listeler');
  });

  it('shows the mini menu at 1280 px and the full menu at 1700 px, re-evaluated on resize', async () => {
    await app.signInAndChoose();
    await expect.poll(() => page.locator('[data-menu-mode="mini"]').count()).toBe(1);
    await page.setViewportSize({ width: 1700, height: 900 });
    await expect.poll(() => page.locator('[data-menu-mode="full"]').count()).toBe(1);
    await page.getByRole('navigation', { name: 'Ana menü' }).getByText('Finans', { exact: true }).click();
    await page.getByRole('link', { name: 'Cari Listeler' }).click();
    await app.expectHeading('Cari Listeler');
    // The collapse toggle turns the full menu into the mini one.
    await page.getByRole('button', { name: 'Menüyü daralt' }).click();
    await expect.poll(() => page.locator('[data-menu-mode="mini"]').count()).toBe(1);
    await page.setViewportSize({ width: 1599, height: 900 });
    await expect.poll(() => page.locator('[data-menu-mode="mini"]').count()).toBe(1);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => page.locator('[data-menu-mode="full"]').count()).toBe(1);
  });

  it('opens the group of the current path on load and highlights the current page', async () => {
    await app.signInAndChoose();
    await page.setViewportSize({ width: 1700, height: 900 });
    await page.goto('/kys/politikalar');
    const current = page.getByRole('link', { name: 'Politikalar' });
    await expect.poll(() => current.getAttribute('data-active')).toBe('true');
    // One group open at a time: opening Teknik closes KYS.
    await page.getByText('Teknik', { exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sertifika Takip' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Politikalar' }).isVisible()).toBe(false);
  });

  it('uses an overlay menu with a hamburger at 768 px', async () => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await app.signInAndChoose();
    expect(await page.locator('[data-menu-mode="mini"], [data-menu-mode="full"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByText('Finans', { exact: true }).click();
    await drawer.getByRole('link', { name: 'Nakit Akış' }).click();
    await app.expectHeading('Nakit Akış');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the header: company selector, camera and e-mail links with the unread count, user menu', async () => {
    await app.signInAndChoose();
    // The e-mail link's badge is the user's unread messages on the device (the demo's are unread by the administrator).
    // It counts from 0 until the first pull has brought the messages.
    const unread = page.locator('header').getByRole('link', { name: /E-posta, \d+ okunmamış/ });
    await expect
      .poll(async () => Number(/(\d+) okunmamış/.exec((await unread.getAttribute('aria-label')) ?? '')?.[1]), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Kamera' }).click();
    await page.waitForURL('**/camera');
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menu').getByText('admin@example.com').count()).toBe(1);
    expect(await page.getByRole('menu').getByText('Yönetici', { exact: true }).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Hesap Ayarları' }).click();
    await app.expectHeading('Hesap Ayarları');
  });
});

describe('dashboard', () => {
  it('saves the notepad 2.5 s after typing and shows it again after a reload', async () => {
    await app.signInAndChoose();
    const pad = page.getByRole('textbox', { name: 'Not Defteri' });
    // The pad opens once its note is read from the device, which shares the first seconds with the first sync.
    await expect.poll(() => pad.isEnabled(), { timeout: 15_000 }).toBe(true);
    const note = `Yakıt ikmali ${Date.now()}`;
    await pad.fill(note);
    await expect.poll(() => page.getByText('Not Kaydedildi!').count(), { timeout: 8000 }).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Not Defteri' }).inputValue()).toBe(note);
  });

  it('asks for a calendar account, refuses an empty one, then remembers it', async () => {
    await app.signInAndChoose();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Lutfen Google Hesabinizi girin').count()).toBe(1);
    await page.getByLabel(/^Google Hesabı/).fill('gemi.ofis@gmail.com');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const frame = page.locator('iframe[title="Takvim"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toContain('ctz=UTC');
    await page.reload();
    await page.locator('iframe[title="Takvim"]').waitFor({ state: 'attached' });
  });

  it('embeds the ship-tracking map and explains when offline', async () => {
    // The machine may have no internet: the map's host answers here with a page of its own.
    await context.route(/myshiptracking\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
    await app.signInAndChoose();
    await page.locator('iframe[title="Gemi takip haritası"]').waitFor({ state: 'attached' });
    await context.setOffline(true);
    await expect.poll(() => page.getByText('Çevrimdışısınız').count()).toBe(1);
    await context.setOffline(false);
  });
});

describe('sign-out', () => {
  it('signs out from the user menu and the session is gone', async () => {
    await app.signInAndChoose();
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Çıkış yap' }).click();
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
    const check = await page.evaluate(() => fetch('/api/auth/login-check').then((r) => r.status));
    expect(check).toBe(401);
  });

  it('removes this device’s data when asked, and refuses while changes are queued, saying which (issue 32, item 8)', async () => {
    await app.signInAndChoose();
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('sonKullanici') ?? '{}') as { _id: string })._id);
    const hasDatabase = () =>
      page.evaluate(async (name) => (await indexedDB.databases()).some((info) => info.name === name), `portal-${userId}`);
    // The device database opens once the layout has started its sync: wait for it.
    await expect.poll(hasDatabase, { timeout: 15_000 }).toBe(true);

    // Offline, a notepad edit waits in the queue: the removal is refused and the dialog says why.
    const pad = page.getByRole('textbox', { name: 'Not Defteri' });
    await expect.poll(() => pad.isEnabled(), { timeout: 15_000 }).toBe(true);
    // Offline, the user menu comes from the precache: wait until the service worker holds it.
    await app.waitChunkCached('src/app/layout/layout-popovers.tsx');
    await context.setOffline(true);
    await pad.fill('Vardiya devri: kasa anahtarı köprüde');
    await expect.poll(() => page.getByTestId('pending-count').textContent(), { timeout: 10_000 }).toBe('1');
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    const dialog = page.getByRole('dialog');
    const queued = dialog.getByTestId('sign-out-queued');
    await queued.waitFor();
    expect(await queued.textContent()).toContain('1 değişiklik henüz sunucuya gönderilmedi (1 Not Defteri)');
    expect(await dialog.getByRole('link', { name: /Senkronizasyon/ }).getAttribute('href')).toBe('/senkronizasyon');
    expect(await dialog.getByRole('checkbox', { name: 'Bu cihazdaki verilerimi sil' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    // Sent: now the data goes with the sign-out.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await dialog.getByRole('checkbox', { name: 'Bu cihazdaki verilerimi sil' }).check();
    await dialog.getByRole('button', { name: 'Verileri sil ve çıkış yap' }).click();
    await page.waitForURL('**/login');
    expect(await hasDatabase()).toBe(false);
    expect(await page.evaluate(() => [localStorage.getItem('sonKullanici'), localStorage.getItem('sirketler')])).toEqual([null, null]);
  });
});
