import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppPage, launchBrowser, newContext, onePerRequest } from './browser';
import { DEMO } from './server-process';

// The second edition of the sync layer as a user meets it (docs/architecture.md §4.1, §4.2).

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser context signed in as the administrator with a company chosen, on the dashboard. */
async function signedIn(): Promise<{ context: BrowserContext; page: Page; app: AppPage }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const app = new AppPage(page);
  await app.signInAndChoose();
  return { context, page, app };
}

/** The notepad's text on the server. */
async function serverNotepad(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/notepad')).json()) as { notepad: string }).notepad;
}

async function serverCodes(context: BrowserContext): Promise<{ _id: string; kod: string; adi: string }[]> {
  const response = await context.request.get('/api/finans/butce-kodu?tip=gider');
  expect(response.status()).toBe(200);
  return (await response.json()) as { _id: string; kod: string; adi: string }[];
}

/**
 * Waits until the device's mirror holds the budget code `kod`: after a page load the database
 * opens, and the pull goes on, once the main layout has rendered (src/data/local.ts).
 */
async function waitOnDevice(page: Page, kod: string): Promise<void> {
  const held = (code: string) =>
    page.evaluate(async (wanted) => {
      for (const { name } of await indexedDB.databases()) {
        if (!name?.startsWith('portal-')) continue;
        const found = await new Promise<boolean>((resolve) => {
          const open = indexedDB.open(name);
          // Never create the app's database, nor keep a connection that would block its upgrade.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            db.onversionchange = () => db.close();
            if (!db.objectStoreNames.contains('butceKodu')) {
              db.close();
              resolve(false);
              return;
            }
            const request = db.transaction('butceKodu').objectStore('butceKodu').index('kod').count(wanted);
            request.onsuccess = () => {
              db.close();
              resolve(request.result > 0);
            };
          };
        });
        if (found) return true;
      }
      return false;
    }, code);
  await expect.poll(() => held(kod), { timeout: 60_000 }).toBe(true);
}

async function addCode(page: Page, kod: string, adi: string): Promise<void> {
  await page.goto('/finans/butce-kodu/form?tip=gider');
  // The form refuses a code whose parent is not on the device yet.
  await waitOnDevice(page, kod.split('.').slice(0, -1).join('.'));
  await page.getByLabel(/^Kod/).fill(kod);
  await page.getByLabel(/^Adı/).fill(adi);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.waitForURL(`**/finans/butce-kodu/${kod}?tip=gider`);
}

/** The outbox entries in a user's device database, read in the page. */
function outboxOf(page: Page, userId: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        // Never create the app's database, nor keep a connection that would block its upgrade.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          db.onversionchange = () => db.close();
          const request = db.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
        };
      }),
    `portal-${userId}`,
  );
}

describe('the sync layer in the browser', () => {
  it('two tabs with different users never mix: the other tab follows the new sign-in, its queue waits for its own user', async () => {
    const { context, page: tabA, app: appA } = await signedIn();
    const admin = (await (await context.request.get('/api/auth/login-check')).json()) as { _id: string };

    // Writes to the books cannot reach the server for a while; tab A queues one as the administrator.
    const blockWrites = '**/api/finans/**';
    await onePerRequest(context);
    await context.route(blockWrites, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
    );
    await addCode(tabA, '770.98', 'İki sekme testi');
    expect(await outboxOf(tabA, admin._id)).toBe(1);

    // Meanwhile, in tab B, the administrator signs out and another user signs in.
    const tabB = await context.newPage();
    const appB = new AppPage(tabB);
    await tabB.goto('/');
    let reloads = 0;
    tabA.on('load', () => (reloads += 1));
    await tabB.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
    await tabB.getByRole('menuitem', { name: 'Çıkış' }).click();
    await tabB.getByRole('button', { name: 'Çıkış yap' }).click();
    await tabB.waitForURL('**/login');
    await appB.fillLogin(DEMO.email, DEMO.password);
    await tabB.waitForURL('**/sirket-secim');
    // Tab A follows: it reloads into the demo user's session and database.
    await expect.poll(() => reloads, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => tabA.evaluate(() => (JSON.parse(localStorage.getItem('sonKullanici') ?? 'null') as { email?: string } | null)?.email), {
        timeout: 15_000,
      })
      .toBe(DEMO.email);
    // The administrator's change is not replayed as the demo user: tab A, opened again as the demo
    // user, runs a whole push and pull (its sync button spins until the pull has ended) and sends
    // nothing of it; it waits in the admin's database.
    const sent: string[] = [];
    tabA.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/finans/'))
        sent.push(`${request.method()} ${request.url()}`);
    });
    await context.unroute(blockWrites);
    await tabA.goto('/senkronizasyon');
    const syncNow = tabA.getByRole('button', { name: 'Şimdi eşitle' });
    await syncNow.waitFor();
    await expect.poll(() => syncNow.getAttribute('data-loading'), { timeout: 15_000 }).toBeNull();
    expect(sent).toEqual([]);
    await expect.poll(() => tabA.getByTestId('sync-summary').textContent()).toBe('Sunucuya gönderilmeyi bekleyen değişiklik yok.');
    expect((await serverCodes(context)).some((code) => code.kod === '770.98')).toBe(false);
    expect(await outboxOf(tabA, admin._id)).toBe(1);

    // Back as the administrator, it goes, once.
    await tabB.close();
    await context.request.get('/api/auth/logout');
    await appA.gotoLogin();
    await appA.fillLogin(inject('adminEmail'), inject('adminPassword'));
    await tabA.waitForURL((url) => url.pathname === '/sirket-secim' || url.pathname === '/');
    await expect.poll(async () => (await serverCodes(context)).filter((code) => code.kod === '770.98').length, { timeout: 20_000 }).toBe(1);
    await context.close();
  });

  it('an entry the server always fails (5xx) does not block the others and can be discarded', async () => {
    const { context, page } = await signedIn();
    await onePerRequest(page);
    await page.route('**/api/finans/butce-kodu', async (route) => {
      const body = route.request().postDataJSON() as { kod?: string } | null;
      if (route.request().method() === 'POST' && body?.kod === '770.97') {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"serverError"}' });
      } else await route.continue();
    });
    await addCode(page, '770.97', 'Hep hata veren');
    await addCode(page, '770.96', 'Arkadan gelen');
    // The second one reaches the server although the first keeps failing.
    await expect.poll(async () => (await serverCodes(context)).some((code) => code.kod === '770.96'), { timeout: 30_000 }).toBe(true);

    await page.goto('/senkronizasyon');
    const stuck = page.locator('[data-testid="outbox-entry"][data-mark="stuck"]');
    await expect.poll(() => stuck.count(), { timeout: 30_000 }).toBe(1);
    await stuck.getByRole('button', { name: 'Değişikliği at' }).click();
    await page.getByRole('button', { name: 'Evet' }).click();
    await expect.poll(() => page.getByTestId('outbox-entry').count()).toBe(0);
    expect((await serverCodes(context)).some((code) => code.kod === '770.97')).toBe(false);
    await context.close();
  });

  it('the notepad keeps an edit made right before leaving the page (within its save delay)', async () => {
    const { context, page } = await signedIn();
    const pad = page.getByRole('textbox', { name: 'Not Defteri' });
    await expect.poll(() => pad.isEnabled(), { timeout: 15_000 }).toBe(true);
    const text = `Son dakika notu ${Date.now()}`;
    await pad.fill(text);
    // Left at once, well within the 2.5 s after which the edit would save on its own.
    await page.getByRole('link', { name: 'Şirketler' }).first().click();
    await expect.poll(() => serverNotepad(context), { timeout: 15_000 }).toBe(text);
    await context.close();
  });

  it('the notepad opens and saves offline after a first visit', async () => {
    const { context, page } = await signedIn();
    const pad = page.getByRole('textbox', { name: 'Not Defteri' });
    await expect.poll(() => pad.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => pad.isEnabled(), { timeout: 15_000 }).toBe(true);
    const text = `Çevrimdışı not ${Date.now()}`;
    await pad.fill(text);
    await page.getByRole('link', { name: 'Şirketler' }).first().click();
    await context.setOffline(false);
    await expect.poll(() => serverNotepad(context), { timeout: 20_000 }).toBe(text);
    await context.close();
  });
});
