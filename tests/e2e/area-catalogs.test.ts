import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { pagePerTest, stillShot } from './browser';

// Each area's texts are a catalog of their own, loaded with the area's routes (issue 47 #15,
// lingui.config.ts, src/data/i18n.ts: withAreaMessages): a screen reads in the chosen language when
// its area's catalog was loaded before the switch, and when it is loaded after it.

let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-area-catalogs';
/** A catalog's file: `assets/<area>-<hash>.js` (the screens' modules are `<area>.lazy-<hash>.js`). */
const catalogFile = (area: string) => new RegExp(`/assets/${area}-[\\w-]{8}\\.js$`);

describe('area catalogs', () => {
  it('loads an area’s texts with its screens, and in English after a language switch', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma');
    await page.getByRole('tab', { name: 'Gelen Faturalar' }).waitFor();
    // The bills' catalog came with the bills; the cash flows' has not been asked for yet.
    expect(requested.some((path) => catalogFile('bills').test(path))).toBe(true);
    expect(requested.some((path) => catalogFile('cash-flows').test(path))).toBe(false);

    // Switched on the bills' list: the area's texts (its own catalog) turn English with the frame's.
    await app.switchLanguage('en');
    // (Texts only the area's catalog has: 'Fatura Oluştur' is a page title of the `app` catalog too.)
    await page.getByRole('tab', { name: 'Incoming bills' }).waitFor();
    await stillShot(page, `${SHOTS}/bills-1280-en.png`);

    // An area opened after the switch loads its catalog in English.
    await page.goto('/finans/nakit-akis');
    await page.getByRole('tab', { name: 'Collections' }).waitFor();
    expect(requested.some((path) => catalogFile('cash-flows').test(path))).toBe(true);
    await page.setViewportSize({ width: 768, height: 900 });
    await stillShot(page, `${SHOTS}/cash-flows-768-en.png`);
  });

  it('with English remembered, a full load fetches the area’s texts in English only', async () => {
    await app.signInAndChoose();
    await app.switchLanguage('en');
    await app.expectHeading('Dashboard');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/finans/nakit-akis');
    await page.getByRole('tab', { name: 'Collections' }).waitFor();
    // Turkish and English catalogs share the name (`cash-flows-<hash>.js`): one request, the English.
    expect(requested.filter((path) => catalogFile('cash-flows').test(path))).toHaveLength(1);
    expect(requested.filter((path) => catalogFile('app').test(path))).toHaveLength(1);
  });
});
