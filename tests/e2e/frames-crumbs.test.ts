import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest, type AppPage } from './browser';

// Issue 45 item 3 (docs/areas/shell.md §3): a record page on the frames says a missing record under
// its own area's trail, with the way back to its list; its form the same.

let page: Page;
let app: AppPage;
pagePerTest((opened) => ({ page, app } = opened));

/** The trail's crumbs, as shown (each a link or a text; the separators between them left out). */
const crumbs = () => page.getByRole('navigation', { name: 'Konum' }).locator(':scope > a, :scope > p').allInnerTexts();

describe('record pages on the frames', () => {
  const missing: [path: string, title: string, section: string, list: string][] = [
    ['/personel-veri-platformu/personel-havuzu/yok-1', 'Personel', 'Personel Veri Platformu', 'Personel Havuzu'],
    ['/personel-veri-platformu/personel-havuzu/yok-1/edit', 'Personel Düzenle', 'Personel Veri Platformu', 'Personel Havuzu'],
    ['/finans/cek-senet/yok-1', 'Çek / Senet', 'Finans', 'Çek / Senet Portföyü'],
    ['/finans/cek-senet/yok-1/edit', 'Çek / Senet Düzenle', 'Finans', 'Çek / Senet Portföyü'],
    ['/finans/cari-listeler/yok-1', 'Cari Hesap', 'Finans', 'Cari Listeler'],
    ['/teknik/haftalik-is-raporu/yok-1/edit', 'Raporu Düzenle', 'Teknik', 'Haftalık İş Raporu'],
  ];

  it('says a missing record under its area and links its list', async () => {
    await app.signInAndChoose();
    for (const [path, title, section, list] of missing) {
      await page.goto(path);
      await app.expectHeading(title);
      const trail = await crumbs();
      expect(trail.slice(0, 2), path).toEqual([section, list]);
      await page.getByRole('navigation', { name: 'Konum' }).getByRole('link', { name: list }).waitFor();
    }
  });

  it('says a missing document under its library alone, as its list does', async () => {
    await app.signInAndChoose();
    await page.goto('/sirkuler/yok-1');
    await app.expectHeading('Doküman');
    expect(await crumbs()).toEqual(['Sirküler']);
  });
});
