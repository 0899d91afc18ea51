import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { pagePerTest, stillShot } from './browser';

// The capture tray (docs/areas/messages.md, /camera) on the tablet (768 px): a picked photo larger
// than 2,000 px is downscaled on the device and kept in the tray, a file that is not an image is
// refused with nothing lost; offline the photo goes into a message, which reaches the server with
// it once online; in English another goes to a BDN as its file.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 768, 1024);

const SHOTS = '/tmp/shots-capture';

async function api<T>(path: string): Promise<T> {
  return (await (await context.request.get(path)).json()) as T;
}

/** A PNG of `width` × `height` drawn in the page (the platform's encoder), as bytes. */
async function pngOf(width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a6f97';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f4a261';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

describe('the capture tray', () => {
  it('downscales a picked photo, sends it in a message written offline, and attaches another to a BDN', async () => {
    await app.signInAndChoose();
    await page.goto('/camera');
    await app.expectHeading('Kamera');
    await page.getByText('Tepsi boş: bir fotoğraf çekin ya da dosya seçin.').waitFor();

    // A 3,000 × 2,000 photo and a text file: the photo kept downscaled, the text refused.
    const photo = await pngOf(3000, 2000);
    await page.getByTestId('capture-pick-input').setInputFiles([
      { name: 'guverte.png', mimeType: 'image/png', buffer: photo },
      { name: 'not.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await page.getByTestId('capture-error').filter({ hasText: 'not.txt: bir resim ya da PDF değil; eklenmedi.' }).waitFor();
    const item = page.getByTestId('capture-item');
    await item.filter({ hasText: 'guverte.jpg' }).waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.getByTestId('capture-sizes').textContent()).toContain('3000×2000 → 2000×1333');
    await stillShot(page, `${SHOTS}/tray-768-tr.png`, false);

    // Offline: the photo into a message (the composer's code fetched with the tray).
    await page.locator('[data-testid="capture-page"][data-composer-ready="true"]').waitFor();
    await context.setOffline(true);
    await item.getByTestId('capture-to-message').click();
    const composer = page.getByTestId('message-composer');
    await composer.waitFor();
    await composer.getByTestId('file-list-item').filter({ hasText: 'guverte.jpg' }).waitFor();
    const subject = `Güverte ${Date.now()}`;
    await page.getByTestId('message-subject').fill(subject);
    await page.getByTestId('message-text-input').fill('Güverte boyası kalktı, fotoğraf ekte.');
    await page.getByTestId('send-message').click();
    await composer.waitFor({ state: 'detached' });
    await expect.poll(() => item.count()).toBe(0);

    // Online: delivered once, with the downscaled photo.
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (
            await api<{ mesajlar: { konu: string; ekler: { name: string; type: string; size: number }[] }[] }>('/api/mesaj?perPage=200')
          ).mesajlar.filter((m) => m.konu === subject),
        { timeout: 30_000 },
      )
      .toEqual([expect.objectContaining({ ekler: [expect.objectContaining({ name: 'guverte.jpg', type: 'image/jpeg' })] })]);

    // In English: another photo to a BDN of the ship, as its file.
    await app.switchLanguage('en');
    await app.expectHeading('Camera');
    await page
      .getByTestId('capture-pick-input')
      .setInputFiles([{ name: 'bdn-imza.png', mimeType: 'image/png', buffer: await pngOf(1200, 1600) }]);
    await item.filter({ hasText: 'bdn-imza.jpg' }).waitFor();
    await item.getByRole('button', { name: 'Attach to a record' }).click();
    const dialog = page.getByTestId('capture-attach');
    await dialog.waitFor();
    await page.getByTestId('capture-attach-save').click();
    await dialog.getByRole('alert').filter({ hasText: 'Choose a BDN.' }).waitFor();
    await page.getByTestId('capture-bdn').click();
    const option = page.getByRole('option').first();
    const bdnNo = ((await option.textContent()) ?? '').split(' · ')[0]!;
    await option.click();
    await stillShot(page, `${SHOTS}/attach-768-en.png`, false);
    await page.getByTestId('capture-attach-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => item.count()).toBe(0);
    // Delivered with its file: the one BDN of any ship that has it is the one chosen.
    const withPhoto = async () => {
      const found: string[] = [];
      for (const company of await api<{ _id: string }[]>('/api/sirket')) {
        const { bdnler } = await api<{ bdnler: { bdnNo: string; dosya: { name: string } | null }[] }>(
          `/api/teknik/bdn?sirket=${company._id}&perPage=200`,
        );
        for (const bdn of bdnler) if (bdn.dosya?.name === 'bdn-imza.jpg') found.push(bdn.bdnNo);
      }
      return found;
    };
    await expect.poll(withPhoto, { timeout: 30_000 }).toEqual([bdnNo]);
  });
});
