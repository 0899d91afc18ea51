import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { tcknOf } from '../../server/db/demo-crew';
import { apiAs, stillShot, pagePerTest } from './browser';

// Non-conformities and incidents (docs/areas/inspections.md) in a real browser: the board by state
// with its move buttons saying what each needs, a move through its dialog, a non-conformity raised
// from an inspection's deficiency in one action, an incident filed from its list; in Turkish and
// English, at 1280 and 768 px.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-non-conformities';
const BOARD = '/denetleme-raporlari/uygunsuzluk-raporlari';
const INSPECTIONS = '/denetleme-raporlari/gemi-denet-raporlari';
const INCIDENTS = '/denetleme-raporlari/olay-raporlari';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

type Nc = { _id: string; tanim: string; durum: string; kaynak: { denetim: string; eksiklik: string } | null };

describe('non-conformities and incidents', () => {
  it('shows the board by state, raises a non-conformity and plans it through its move', async () => {
    await app.signInAndChoose();
    await page.goto(BOARD);
    await app.expectHeading('Uygunsuzluk Raporları');
    await page.getByTestId('nc-column-acik').getByTestId('nc-card').first().waitFor();
    // Each move says what it needs.
    expect(await page.getByTestId('nc-column-acik').textContent()).toContain(
      'Gerekli: Kök Neden, Düzeltici Faaliyet, Sorumlu, Hedef Tarih',
    );
    await stillShot(page, `${SHOTS}/board-1280-tr.png`, false);

    const text = `Kapalı alan tatbikatı ${Date.now()}`;
    await page.getByRole('button', { name: 'Uygunsuzluk Ekle' }).click();
    await page.getByTestId('nc-severity').click();
    await page.getByRole('option', { name: 'Minör' }).click();
    await page.getByTestId('nc-description').fill(text);
    await page.getByTestId('nc-create-submit').click();
    const card = page.getByTestId('nc-card').filter({ hasText: text });
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('acik');

    await card.getByTestId('nc-move-planlandi').click();
    await page.getByTestId('nc-move-submit').waitFor();
    await page.getByTestId('nc-move-submit').click();
    // Nothing given: each field the move needs is named.
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('zorunlu');
    await page.getByTestId('nc-root-cause').fill('Tatbikat planı gemiye iletilmemiş');
    await page.getByTestId('nc-action').fill('Plan iletildi, tatbikat yapıldı');
    await page.getByTestId('nc-responsible').click();
    await page.getByRole('option', { name: 'Demo Kullanıcı' }).click();
    await page.getByTestId('nc-due').fill('31.12.2099');
    await stillShot(page, `${SHOTS}/move-1280-tr.png`, false);
    await page.getByTestId('nc-move-submit').click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('planlandi');
    await expect
      .poll(
        async () =>
          (await api<{ uygunsuzluklar: Nc[] }>('/api/uygunsuzluk?perPage=200')).body.uygunsuzluklar.find((nc) => nc.tanim === text)?.durum,
        {
          timeout: 30_000,
        },
      )
      .toBe('planlandi');

    await app.switchLanguage('en');
    await app.expectHeading('Non-conformity Reports');
    expect(await page.getByTestId('nc-board').textContent()).toContain('Needs: Root cause, Corrective action, Responsible, Due date');
    await stillShot(page, `${SHOTS}/board-1280-en.png`, false);
  });

  it('raises a non-conformity from an inspection’s deficiency in one action', async () => {
    await app.signInAndChoose();
    await page.goto(`${INSPECTIONS}/form`);
    await app.expectHeading('Denetim Ekle');
    await page.getByTestId('inspection-type').click();
    await page.getByRole('option', { name: 'Liman Devleti Kontrolü (PSC)' }).click();
    await page.getByTestId('inspection-regime').click();
    await page.getByRole('option', { name: 'Paris MoU' }).click();
    await page.getByTestId('inspection-add-deficiency').click();
    await page.getByTestId('inspection-deficiency-code-0').click();
    await page.getByRole('option', { name: /^30 –/ }).click();
    const text = `Acil yangın pompası ${Date.now()}`;
    await page.getByTestId('inspection-deficiency-text-0').fill(text);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/gemi-denet-raporlari\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByTestId('deficiency-raise-nc').click();
    await page.getByTestId('deficiency-nc-link').waitFor();
    await stillShot(page, `${SHOTS}/deficiency-raised-1280-tr.png`, false);
    await page.getByTestId('deficiency-nc-link').click();
    await app.expectHeading('Uygunsuzluk Raporları');
    const card = page.getByTestId('nc-card').filter({ hasText: text });
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('acik');
    expect(await card.textContent()).toContain('Majör');
    await expect
      .poll(
        async () =>
          (await api<{ uygunsuzluklar: Nc[] }>('/api/uygunsuzluk?perPage=200')).body.uygunsuzluklar.find((nc) => nc.tanim.includes(text))
            ?.kaynak,
        {
          timeout: 30_000,
        },
      )
      .toEqual({ denetim: id, eksiklik: '0' });
  });

  it('files an incident from its list', async () => {
    await app.signInAndChoose();
    await page.goto(INCIDENTS);
    await app.expectHeading('Olay Raporları');
    const text = `Merdivenden düşme ${Date.now()}`;
    await page.getByRole('button', { name: 'Olay Ekle' }).click();
    await page.getByTestId('incident-type-select').click();
    await page.getByRole('option', { name: 'İş günü kaybı' }).click();
    await page.getByTestId('incident-lost-days').fill('3');
    await page.getByTestId('incident-description').fill(text);
    await page.getByTestId('incident-submit').click();
    await page.getByText(text).waitFor();
    await stillShot(page, `${SHOTS}/incidents-1280-tr.png`, false);
    await expect
      .poll(
        async () =>
          (await api<{ olaylar: { tanim: string; kayipGun: number }[] }>('/api/olay?perPage=200')).body.olaylar.find(
            (row) => row.tanim === text,
          )?.kayipGun,
        {
          timeout: 30_000,
        },
      )
      .toBe(3);
  });

  it('signs a crew member off with the reason', async () => {
    await app.signInAndChoose();
    type Tour = { _id: string; personel: string; inisTarihi: string | null; ayrilmaNedeni: string };
    // A tour of its own, with no wage parts and no overtime rate (blank figures the dialog keeps blank).
    const employer = (await apiAs<{ _id: string }[]>(context, 'GET', '/api/sirket')).body.at(-1)!;
    const stamp = Date.now();
    const person = await apiAs<{ _id: string }>(context, 'POST', '/api/personel', {
      sirket: employer._id,
      ad: 'Cemal',
      soyad: `İnişli${stamp}`,
      tcKimlikNo: tcknOf(`6${String(stamp % 100_000_000).padStart(8, '0')}`),
      uyruk: 'Türkiye',
      rutbe: 'gemici',
    });
    expect(person.status).toBe(201);
    const made = await apiAs<Tour>(context, 'POST', '/api/personel/gorevlendirme', {
      personel: person.body._id,
      sirket: employer._id,
      rutbe: 'gemici',
      binisTarihi: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(made.status).toBe(201);
    const tour = made.body;
    await page.goto(`/personel-veri-platformu/personel-havuzu/${tour.personel}`);
    await page.getByTestId('sign-off').first().click();
    await page.getByTestId('sign-off-reason').click();
    await page.getByRole('option', { name: 'İstifa' }).click();
    await page.getByTestId('sign-off-submit').click();
    await page.getByText('İniş kaydedildi').waitFor();
    await expect
      .poll(async () => (await api<Tour>(`/api/personel/gorevlendirme/${tour._id}`)).body.ayrilmaNedeni, { timeout: 30_000 })
      .toBe('istifa');
    expect(await page.getByTestId('person-assignments').textContent()).toContain('İstifa');
  });

  it('works on a 768 px tablet: the board and the incidents, in both languages', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signInAndChoose();
    await page.goto(BOARD);
    await app.expectHeading('Uygunsuzluk Raporları');
    await page.getByTestId('nc-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/board-768-tr.png`, false);
    await page.goto(INCIDENTS);
    await app.expectHeading('Olay Raporları');
    await app.switchLanguage('en');
    await app.expectHeading('Incident Reports');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/incidents-768-en.png`, false);
  });
});
