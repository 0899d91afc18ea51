import type { BrowserContext, Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { apiAs, pagePerTest } from './browser';

// The sync engine's pulls run in a dedicated worker (src/data/sync/sync-worker.ts,
// docs/architecture.md §4.4): what it stores in the device database reaches the page's live
// queries (Dexie's storagemutated BroadcastChannel), and the page itself runs no pull.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened));

/** The page's sync worker, once it has started. */
async function syncWorker(): Promise<Worker> {
  const find = () => page.workers().find((worker) => /sync-worker/.test(worker.url()));
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

/** Pulls the worker has finished (it marks each one). */
const pullsIn = (worker: Worker) => worker.evaluate(() => performance.getEntriesByName('portal-sync-pull').length);

describe('sync in a worker', () => {
  it('a record created on the server meanwhile appears in the open list without a reload, pulled in the worker', async () => {
    await app.signInAndChoose();
    await page.goto('/finans/cari-listeler?cari_tip=tedarikci');
    const worker = await syncWorker();
    // The first visit's pull ended in the worker, and the list shows what it stored.
    await expect.poll(() => pullsIn(worker), { timeout: 60_000 }).toBeGreaterThan(0);
    const rows = page.getByTestId('account-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);

    const company = await page.evaluate(() => window.localStorage.getItem('sirket'));
    const name = `000 İşçi Tedarikçisi ${Date.now()}`;
    const created = await apiAs<{ _id: string }>(context, 'POST', '/api/finans/cari-hesap', {
      cariTip: 'tedarikci',
      sirket: company,
      unvan: name,
      vergiNumarasi: '2222222222',
      bankalar: [
        { hesapAdi: 'Ana', dovizCinsi: 'USD', bankaIsmi: 'İş Bankası', swiftCode: 'ISBKTRIS', iban: 'TR33 0006 1005 1978 6457 8413 26' },
      ],
    });
    expect(created.status).toBe(201);
    await expect(page.getByText(name).count()).resolves.toBe(0);

    const before = await pullsIn(worker);
    // The connection coming back makes the engine sync now (the interval is a minute).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText(name).waitFor({ timeout: 30_000 });
    expect(await pullsIn(worker)).toBeGreaterThan(before);
    // The page ran none of the pulls itself.
    expect(await page.evaluate(() => performance.getEntriesByName('portal-sync-pull').length)).toBe(0);
    // Still the same document: no reload happened.
    expect(page.workers().filter((each) => /sync-worker/.test(each.url()))).toEqual([worker]);
  });
});
