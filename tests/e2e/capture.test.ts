import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { apiAs, pagePerTest, stillShot } from './browser';
import { DEMO } from './server-process';

// The capture tray (docs/areas/messages.md, /camera) on the tablet (768 px): a picked photo larger
// than 2,000 px is downscaled on the device and kept in the tray, a file that is not an image is
// refused with nothing lost; offline the photo goes into a message, which reaches the server with
// it once online; another goes to a certificate as its scan, another into a message to one named
// user; in English one goes to a BDN as its file and one to a work report's files. A ship's user
// (not an administrator) is offered the ship's users too, online and then offline, and names one;
// in English they attach a photo to a bill as its file.

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

/** The records of every ship (`path` answers `{<key>: [...]}`) whose `has` holds. */
async function recordsWith<R>(path: string, key: string, has: (record: R) => boolean): Promise<R[]> {
  const found: R[] = [];
  for (const company of await api<{ _id: string }[]>('/api/sirket')) {
    const answer = await api<Record<string, R[]>>(`${path}?sirket=${company._id}&perPage=200`);
    found.push(...answer[key]!.filter(has));
  }
  return found;
}

/** Picks `name` into the tray and waits for its downscaled item. */
async function pick(name: string, width: number, height: number) {
  await page.getByTestId('capture-pick-input').setInputFiles([{ name, mimeType: 'image/png', buffer: await pngOf(width, height) }]);
  const item = page.getByTestId('capture-item').filter({ hasText: name.replace(/\.png$/, '.jpg') });
  await item.waitFor();
  return item;
}

/** In the open "Kayda ekle" dialog: the kind, then the first record offered; the option's text. */
async function chooseRecord(kind: string): Promise<string> {
  await page.getByTestId('capture-kind').click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await page.getByTestId('capture-record').click();
  const option = page.getByRole('option').first();
  const label = (await option.textContent()) ?? '';
  await option.click();
  return label;
}

describe('the capture tray', () => {
  it('downscales a picked photo, sends it in a message written offline, and attaches others to a certificate, a BDN and a work report', async () => {
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

    // Online: another photo to a certificate of a ship, as its scan.
    const scan = await pick('sertifika-tarama.png', 1600, 1200);
    await scan.getByTestId('capture-to-record').click();
    const dialog = page.getByTestId('capture-attach');
    await dialog.waitFor();
    await page.getByTestId('capture-attach-save').click();
    await dialog.getByRole('alert').filter({ hasText: 'Bir kayıt seçin.' }).waitFor();
    const certificateLabel = await chooseRecord('Sertifika');
    await stillShot(page, `${SHOTS}/attach-certificate-768-tr.png`, false);
    await page.getByTestId('capture-attach-save').click();
    await dialog.waitFor({ state: 'detached' });
    await scan.waitFor({ state: 'detached' });
    // Delivered with its scan: the one certificate of any ship that has it is the one chosen.
    const scanned = () =>
      recordsWith<{ numara: string; dosya: { name: string; type: string } | null }>(
        '/api/sertifika',
        'sertifikalar',
        (certificate) => certificate.dosya?.name === 'sertifika-tarama.jpg',
      );
    await expect.poll(async () => (await scanned()).length, { timeout: 30_000 }).toBe(1);
    const [certificate] = await scanned();
    expect(certificate!.dosya!.type).toBe('image/jpeg');
    if (certificate!.numara) expect(certificateLabel).toContain(certificate!.numara);

    // A photo in a message to one named user of the ship: only they are its recipients.
    const companies = await api<{ _id: string }[]>('/api/sirket');
    const isim = `Başmühendis ${Date.now()}`;
    const made = await apiAs<{ _id: string }>(context, 'POST', '/api/user', {
      email: `bas-${Date.now()}@example.com`,
      isim,
      password: 'Basmuhendis-Sifre-42',
      sirketler: companies.map((company) => ({ _id: company._id, yetki: 'yazma' })),
    });
    expect(made.status).toBe(201);
    const engine = await pick('makine.png', 800, 600);
    await engine.getByTestId('capture-to-message').click();
    await composer.waitFor();
    await page.getByTestId('message-recipients').getByRole('checkbox', { name: isim }).check();
    const toEngineer = `Makine ${Date.now()}`;
    await page.getByTestId('message-subject').fill(toEngineer);
    await page.getByTestId('message-text-input').fill('Ana makine egzoz sızıntısı, fotoğraf ekte.');
    await page.getByTestId('send-message').click();
    await composer.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await api<{ mesajlar: { konu: string; alicilar: string[] }[] }>('/api/mesaj?perPage=200')).mesajlar
            .filter((m) => m.konu === toEngineer)
            .map((m) => m.alicilar),
        { timeout: 30_000 },
      )
      .toEqual([[made.body._id]]);

    // In English: another photo to a BDN of the ship, as its file.
    await app.switchLanguage('en');
    await app.expectHeading('Camera');
    const note = await pick('bdn-imza.png', 1200, 1600);
    await note.getByRole('button', { name: 'Attach to a record' }).click();
    await dialog.waitFor();
    await page.getByTestId('capture-attach-save').click();
    await dialog.getByRole('alert').filter({ hasText: 'Choose a record.' }).waitFor();
    const bdnNo = (await chooseRecord('BDN')).split(' · ')[0]!;
    await stillShot(page, `${SHOTS}/attach-768-en.png`, false);
    await page.getByTestId('capture-attach-save').click();
    await dialog.waitFor({ state: 'detached' });
    await note.waitFor({ state: 'detached' });
    // Delivered with its file: the one BDN of any ship that has it is the one chosen.
    const withPhoto = async () =>
      (
        await recordsWith<{ bdnNo: string; dosya: { name: string } | null }>(
          '/api/teknik/bdn',
          'bdnler',
          (bdn) => bdn.dosya?.name === 'bdn-imza.jpg',
        )
      ).map((bdn) => bdn.bdnNo);
    await expect.poll(withPhoto, { timeout: 30_000 }).toEqual([bdnNo]);

    // And one to a work report's files: added to those it had, none lost.
    const defect = await pick('ariza.png', 1000, 800);
    await defect.getByRole('button', { name: 'Attach to a record' }).click();
    await dialog.waitFor();
    const reportLabel = await chooseRecord('Work report');
    const had = Number(/files: (\d+)/.exec(reportLabel)?.[1] ?? 0);
    await page.getByTestId('capture-attach-save').click();
    await dialog.waitFor({ state: 'detached' });
    await defect.waitFor({ state: 'detached' });
    const reported = () =>
      recordsWith<{ dosyalar: { name: string }[] }>('/api/teknik/is-raporu', 'isRaporlari', (report) =>
        report.dosyalar.some((file) => file.name === 'ariza.jpg'),
      );
    await expect.poll(async () => (await reported()).length, { timeout: 30_000 }).toBe(1);
    const [report] = await reported();
    expect(report!.dosyalar).toHaveLength(had + 1);
    expect(report!.dosyalar.at(-1)!.name).toBe('ariza.jpg');
  });

  it('offers a ship’s user the ship’s users as recipients, and attaches a photo to a bill’s file in English', async () => {
    await app.gotoLogin();
    await app.fillLogin(DEMO.email, DEMO.password);
    await page.waitForURL('**/sirket-secim');
    await page.locator('button:has(p)').nth(1).click();
    await page.waitForURL((url) => url.pathname === '/');
    const me = await api<{ _id: string; isAdmin: boolean }>('/api/auth/login-check');
    expect(me.isAdmin).toBe(false);
    // The users' list itself is the administrators'.
    expect((await context.request.get('/api/user')).status()).toBe(403);

    await page.goto('/camera');
    await app.expectHeading('Kamera');
    const photo = await pick('kaptan.png', 900, 600);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mesaj/alicilar');
    await photo.getByTestId('capture-to-message').click();
    const composer = page.getByTestId('message-composer');
    await composer.waitFor();
    const { alicilar } = (await (await answered).json()) as { alicilar: { _id: string; ad: string }[] };
    const recipient = alicilar.find((user) => user._id !== me._id)!;
    expect(recipient).toBeDefined();
    const box = page.getByTestId('message-recipients').getByRole('checkbox', { name: recipient.ad, exact: true });
    await box.check();
    // The writer is not offered.
    expect(await page.getByTestId('message-recipients').getByRole('checkbox').count()).toBe(alicilar.length - 1);
    await stillShot(page, `${SHOTS}/recipients-ship-user-768-tr.png`, false);
    const subject = `Kaptandan ${Date.now()}`;
    await page.getByTestId('message-subject').fill(subject);
    await page.getByTestId('message-text-input').fill('Pilot istasyonu değişti, fotoğraf ekte.');
    await page.getByTestId('send-message').click();
    await composer.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await api<{ mesajlar: { konu: string; alicilar: string[] }[] }>('/api/mesaj?perPage=200')).mesajlar
            .filter((m) => m.konu === subject)
            .map((m) => m.alicilar),
        { timeout: 30_000 },
      )
      .toEqual([[recipient._id]]);

    // Offline, the list read last is still offered; cancelled, the photo stays in the tray.
    await page.locator('[data-testid="capture-page"][data-composer-ready="true"]').waitFor();
    await context.setOffline(true);
    const later = await pick('kaptan-2.png', 900, 600);
    await later.getByTestId('capture-to-message').click();
    await composer.waitFor();
    await page.getByTestId('message-recipients').getByRole('checkbox', { name: recipient.ad, exact: true }).waitFor();
    await composer.getByRole('button', { name: 'Vazgeç' }).click();
    await composer.waitFor({ state: 'detached' });
    await later.waitFor();
    await context.setOffline(false);

    // In English: a photo of a bill, as the bill's file.
    await app.switchLanguage('en');
    await app.expectHeading('Camera');
    const bill = await pick('fatura-foto.png', 1200, 1600);
    await bill.getByRole('button', { name: 'Attach to a record' }).click();
    const dialog = page.getByTestId('capture-attach');
    await dialog.waitFor();
    const billNo = (await chooseRecord('Bill')).split(' · ')[0]!;
    await stillShot(page, `${SHOTS}/attach-bill-768-en.png`, false);
    await page.getByTestId('capture-attach-save').click();
    await dialog.waitFor({ state: 'detached' });
    await bill.waitFor({ state: 'detached' });
    const withPhoto = async () =>
      (
        await recordsWith<{ faturaProformaNo: string; faturaFile: { name: string; type: string } | null }>(
          '/api/finans/fatura',
          'faturalar',
          (record) => record.faturaFile?.name === 'fatura-foto.jpg',
        )
      ).map((record) => [record.faturaProformaNo, record.faturaFile!.type]);
    await expect.poll(withPhoto, { timeout: 30_000 }).toEqual([[billNo, 'image/jpeg']]);
  });
});
