import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, accountsByCompany, launchBrowser } from './browser';
import { freePort } from '../support/scratch';
import { DEMO, startServerProcess, stopServerProcess, type ServerProcess } from './server-process';

// docs/architecture.md §4.1: a grant revoked while a device is offline reaches it through the scope
// fingerprint: after the next sync the revoked company's records are gone from the device.
// There is no screen for grants yet, so the administrator's change is made in the database while
// the server is stopped, the way an operator would.

let browser: Browser;
let context: BrowserContext | undefined;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-grants-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

async function revokeInDatabase(companyId: string): Promise<void> {
  const db = new PGlite(join(dataDir, 'pglite'));
  await db.query(`delete from user_sirket where sirket_id = $1 and user_id = (select id from users where email = $2)`, [
    companyId,
    DEMO.email,
  ]);
  await db.close();
}

describe('a grant revoked while the device is offline', () => {
  it('removes that company’s records from the device after the next sync', async () => {
    const port = await freePort();
    server = await startServerProcess(dataDir, port);
    context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
    const page = await context.newPage();
    const app = new AppPage(page);
    await app.gotoLogin();
    await app.fillLogin(DEMO.email, DEMO.password);
    await page.waitForURL('**/sirket-secim');
    const companies = (await (await context.request.get('/api/sirket')).json()) as { _id: string; isim: string }[];
    expect(companies).toHaveLength(2);
    const kept = companies[0]!;
    const revoked = companies[1]!;
    await page.goto('/finans/cari-listeler');
    await expect
      .poll(async () => Object.keys(await accountsByCompany(page)).sort(), { timeout: 40_000 })
      .toEqual([kept._id, revoked._id].sort());
    const before = await accountsByCompany(page);

    await context.setOffline(true);
    await stopServerProcess(server);
    await revokeInDatabase(revoked._id);
    server = await startServerProcess(dataDir, port);
    await context.setOffline(false);

    await expect.poll(async () => (await accountsByCompany(page))[revoked._id] ?? 0, { timeout: 30_000 }).toBe(0);
    expect((await accountsByCompany(page))[kept._id]).toBe(before[kept._id]);
  });
});
