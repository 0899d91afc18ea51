import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser } from './browser';
import { freePort } from '../support/scratch';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process';

const COUNT = 200;

let browser: Browser;
let context: BrowserContext | undefined;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed while the outbox replays', () => {
  it('ends with every queued create on the server exactly once', async () => {
    const port = await freePort();
    server = await startServerProcess(dataDir, port);
    context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const app = new AppPage(page);
    await app.signInAndChoose();
    await page.goto('/finans/butce-kodu');
    await expect.poll(() => page.getByRole('link', { name: '740.01.001' }).count(), { timeout: 15_000 }).toBe(1);

    // 200 saves made offline: written to the mirror and the outbox the way the data layer does.
    await context.setOffline(true);
    const ids = await page.evaluate(async (count) => {
      const user = JSON.parse(window.localStorage.getItem('sonKullanici') ?? '{}') as { _id: string };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(`portal-${user._id}`);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['outbox', 'butceKodu'], 'readwrite');
      const created: string[] = [];
      for (let i = 1; i <= count; i += 1) {
        const id = crypto.randomUUID();
        created.push(id);
        const row = { _id: id, kod: `740.03.${i}`, adi: `Toplu kayıt ${i}`, tip: 'gider', durum: 'aktif' };
        tx.objectStore('butceKodu').put(row);
        tx.objectStore('outbox').add({
          id: crypto.randomUUID(),
          collection: 'butceKodu',
          recordId: id,
          op: 'create',
          body: row,
          before: null,
          state: 'pending',
          attempts: 0,
          createdAt: Date.now(),
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return created;
    }, COUNT);

    const arrived = async () => {
      const response = await fetch(`${server!.baseURL}/api/finans/butce-kodu?tip=gider`, {
        headers: { cookie: (await context!.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      });
      const codes = (await response.json()) as { _id: string; kod: string }[];
      return codes.filter((code) => code.kod.startsWith('740.03.'));
    };

    await context.setOffline(false);
    await page.reload();
    // Let part of the queue through, then kill the server mid-replay.
    const deadline = Date.now() + 30_000;
    let before = 0;
    while (Date.now() < deadline && before === 0) before = (await arrived()).length;
    await stopServerProcess(server, 'SIGKILL');
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(COUNT);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    server = await startServerProcess(dataDir, port);
    await expect.poll(async () => (await arrived()).length, { timeout: 90_000, interval: 1000 }).toBe(COUNT);
    const codes = await arrived();
    expect(new Set(codes.map((code) => code._id))).toEqual(new Set(ids));
    expect(new Set(codes.map((code) => code.kod)).size).toBe(COUNT);
    // Nothing stopped as a conflict or a rejection: no create was applied twice.
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.getByTestId('stopped-count').count()).toBe(0);
  });
});
