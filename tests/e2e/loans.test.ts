import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { stillShot, pagePerTest } from './browser';

// Loans (docs/areas/loans.md) in a real browser: the list per ship with the balance, the next
// instalment and the cover (the demo's first ship is short of it), a loan's page with its schedule
// period by period, the form refusing instalments that add up to more than the loan beside the
// balloon, and an instalment's "Talimat oluştur" opening the bank order form filled from it; in
// Turkish and English, at 1280 and 768 px.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-loans';
const LIST = '/finans/kredi-kayitlari';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** The text around a form field: its label, the field and the error shown beside it. */
const fieldWrapper = (testId: string) => page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) });

/**
 * Enters a floating loan of 1,000,000.00 with the company's first account as its bank, four
 * quarterly instalments and `balloon`; the bank's name.
 */
async function fillLoan(balloon: string): Promise<string> {
  await page.getByTestId('loan-bank').click();
  const bank = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  await page.getByTestId('loan-amount').fill('1000000');
  // Typed as in Turkish: the comma is the decimal separator.
  await page.getByTestId('loan-margin').fill('2,35');
  await page.getByTestId('loan-plan-count').fill('4');
  await page.getByTestId('loan-plan-balloon').fill(balloon);
  return bank;
}

describe('loans', () => {
  it('lists each ship’s loan with its cover, shows its schedule and refuses a bad plan beside the field, in both languages', async () => {
    await app.signInAndChoose();

    // The list: the demo ship's loan, its balance, next instalment and cover, short (red).
    await page.goto(LIST);
    await app.expectHeading('Kredi Kayıtları');
    await page.getByTestId('loan-cover').first().waitFor();
    expect(await page.getByTestId('loan-balance').first().textContent()).toMatch(/USD$/);
    expect(await page.getByTestId('loan-next').first().textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4} · .+ USD$/);
    // The cover as the server computes it today: the badge red when short, green otherwise.
    const link = page.getByRole('link', { name: /\d{2}\.\d{2}\.\d{4}/ }).first();
    const loanId = (await link.getAttribute('href'))!.split('/').pop()!;
    const cover = (await api<{ eksikOdeme: number | null }>(`/api/finans/kredi/${loanId}/teminat`)).body;
    const short = (cover.eksikOdeme ?? 0) > 0;
    expect(await page.getByTestId('loan-cover').first().getAttribute('style')).toContain(short ? 'red' : 'green');
    await stillShot(page, `${SHOTS}/list-1280-tr.png`, false);

    // The loan's page: 28 quarterly periods, and the shortfall when short.
    await link.click();
    await expect.poll(() => page.getByTestId('loan-period').count()).toBe(28);
    expect(await page.getByTestId('loan-detail-shortfall').count()).toBe(short ? 1 : 0);
    expect(await page.getByTestId('loan-schedule').textContent()).toContain('Kapanış Bakiyesi');
    await stillShot(page, `${SHOTS}/detail-1280-tr.png`, false);

    // The form: a balloon above the loan is refused beside it.
    await page.goto(`${LIST}/form`);
    await app.expectHeading('Kredi Ekle');
    await fillLoan('2000000');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => fieldWrapper('loan-plan-balloon').textContent()).toContain('Taksitlerin toplamı kredi tutarını aşıyor');
    expect(page.url()).toContain(`${LIST}/form`);
    await stillShot(page, `${SHOTS}/form-1280-tr.png`, false);

    // In English: the same refusal in English, then the list and the schedule's words.
    await app.switchLanguage('en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldWrapper('loan-plan-balloon').textContent()).toContain('The instalments add up to more than the loan');
    await stillShot(page, `${SHOTS}/form-1280-en.png`, false);
    await page.goto(LIST);
    await app.expectHeading('Credit Records');
    await page.getByTestId('loan-cover').first().waitFor();
    await stillShot(page, `${SHOTS}/list-1280-en.png`, false);
    await page
      .getByRole('link', { name: /\d{2}\.\d{2}\.\d{4}/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('loan-schedule').textContent()).toContain('Closing balance');
    await stillShot(page, `${SHOTS}/detail-1280-en.png`, false);

    // The dashboard's card: the ship's shortfall counted, and its instalments due in 30 days.
    await page.goto('/');
    await page.getByTestId('loans-card').waitFor();
    await expect.poll(() => page.getByTestId('loans-short-count').textContent()).toBe(short ? '1' : '0');
    expect(await page.getByTestId('loans-card').textContent()).toContain('Instalments due in 30 days');
    await stillShot(page, `${SHOTS}/dashboard-1280-en.png`, false);
  });

  it('on a 768 px tablet: a loan saved through the form, its instalment made a bank order in one action, in both languages', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signInAndChoose();
    await page.goto(`${LIST}/form`);
    await app.expectHeading('Kredi Ekle');
    const bank = await fillLoan('400000');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/kredi-kayitlari\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // Four periods of 150,000.00 and the balloon: the first instalment's order is one click away.
    await expect.poll(() => page.getByTestId('loan-period').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/detail-768-tr.png`, false);
    await expect
      .poll(async () => (await api<{ taksitPlani: { adet: number } }>(`/api/finans/kredi/${id}`)).body?.taksitPlani?.adet, {
        timeout: 30_000,
      })
      .toBe(4);

    await page.getByTestId('loan-period-order').first().click();
    await page.waitForURL(/\/finans\/banka-talimat\/form\?/);
    const purpose = page.getByLabel('Açıklama (ödeme amacı)');
    await expect.poll(() => purpose.inputValue()).toMatch(/^Kredi taksiti \d{2}\.\d{2}\.\d{4}$/);
    // The lending bank is the order's payee.
    await expect.poll(() => page.getByTestId('bank-order-account').inputValue()).toContain(bank);
    // The principal of the first instalment (150,000.00) and its interest.
    expect(await page.getByLabel('Tutar').inputValue()).toMatch(/^15\d[.,\d]*$/);
    await stillShot(page, `${SHOTS}/order-768-tr.png`, false);

    await app.switchLanguage('en');
    await page.goto(`${LIST}/${id}`);
    await expect.poll(() => page.getByTestId('loan-period-order').first().textContent()).toBe('Create bank order');
    await page.goto(LIST);
    await app.expectHeading('Credit Records');
    await page.getByTestId('loan-cover').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/list-768-en.png`, false);
  });
});
