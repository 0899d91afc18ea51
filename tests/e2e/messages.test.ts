import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { pagePerTest, stillShot } from './browser';

// Ship–office messages (docs/areas/messages.md) in a real browser: the header's badge counts the
// user's unread messages from the device and drops when one is opened; "Mesaj yaz" on a BDN's page
// opens the composer with the BDN linked, an empty message is refused with the draft kept, the
// message is written once and listed on the BDN's page; in Turkish and English.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-messages';

async function api<T>(path: string): Promise<T> {
  return (await (await context.request.get(path)).json()) as T;
}

/** The count the header's mail badge announces (its button's name). */
async function badgeCount(language: 'tr' | 'en' = 'tr'): Promise<number> {
  const pattern = language === 'tr' ? /E-posta, (\d+) okunmamış/ : /E-mail, (\d+) unread/;
  const name = (await page.getByRole('link', { name: pattern }).getAttribute('aria-label')) ?? '';
  return Number(pattern.exec(name)?.[1] ?? NaN);
}

describe('ship–office messages', () => {
  it('counts unread messages on the badge, opens one as read, and writes a message about a BDN from its page', async () => {
    await app.signInAndChoose();
    // The demo's masters wrote to the office: unread for the administrator.
    await expect.poll(() => badgeCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await badgeCount();

    await page.goto('/email');
    await app.expectHeading('E-posta');
    const unread = page.locator('[data-testid="message-item"][data-unread="true"]').first();
    await unread.waitFor();
    await unread.click();
    await page.getByTestId('message-text').waitFor();
    await expect.poll(() => badgeCount()).toBe(before - 1);
    await stillShot(page, `${SHOTS}/email-1280-tr.png`, false);

    const { bdnler } = await api<{ bdnler: { _id: string; bdnNo: string }[] }>('/api/teknik/bdn?perPage=1');
    const bdn = bdnler[0]!;
    await page.goto(`/teknik/bdn-kayit/${bdn._id}`);
    await page.getByTestId('record-messages').waitFor();
    await page.getByTestId('record-write-message').click();
    const composer = page.getByTestId('message-composer');
    await composer.waitFor();
    await composer.getByTestId('message-record-link').waitFor();
    const subject = `Numune ${Date.now()}`;
    await page.getByTestId('message-subject').fill(subject);
    // Empty: refused, the draft kept.
    await page.getByTestId('send-message').click();
    await composer.getByRole('alert').filter({ hasText: 'Mesaj boş olamaz.' }).waitFor();
    expect(await page.getByTestId('message-subject').inputValue()).toBe(subject);
    await page.getByTestId('message-text-input').fill('Numune etiketi ile BDN yoğunluğu farklı.');
    await page.getByTestId('send-message').click();
    await composer.waitFor({ state: 'detached' });

    // Delivered once, linked to the BDN.
    await expect
      .poll(
        async () =>
          (await api<{ mesajlar: { konu: string; kayit: unknown }[] }>('/api/mesaj?perPage=200')).mesajlar.filter(
            (m) => m.konu === subject,
          ),
        {
          timeout: 30_000,
        },
      )
      .toEqual([expect.objectContaining({ konu: subject, kayit: { koleksiyon: 'bdn', _id: bdn._id } })]);
    // Sent: listed under "Giden", and on the BDN's page.
    await page.getByRole('tab', { name: 'Giden' }).click();
    await page.getByTestId('message-item').filter({ hasText: subject }).waitFor();
    await page.goto(`/teknik/bdn-kayit/${bdn._id}`);
    await page.getByTestId('record-message').filter({ hasText: subject }).waitFor();

    await app.switchLanguage('en');
    await page.goto('/email');
    await app.expectHeading('Email');
    await page.getByText('Ship–office messages').waitFor();
    await expect.poll(() => badgeCount('en')).toBe(before - 1);
    await page.getByTestId('write-message').click();
    await page.getByTestId('send-message').click();
    await page.getByTestId('message-composer').getByRole('alert').filter({ hasText: 'A message cannot be empty.' }).waitFor();
    await stillShot(page, `${SHOTS}/composer-1280-en.png`, false);
  });
});
