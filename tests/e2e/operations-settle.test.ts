import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { pagePerTest, stillShot } from './browser';

// A charter's statement into the books in a real browser (docs/areas/operations.md §7): a hire
// invoice becomes a `giden` bill to the charterer whose total is the invoice's, with the statement's
// PDF as its file, and the statement prints and exports as PDF and XLSX; a voyage's demurrage
// becomes its bill offline on a 768 px tablet in English, reaching the server once, and the claim
// checklist then counts the invoice.

let context: BrowserContext;
let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ context, page, app } = opened), 1280, 900);

const SHOTS = '/tmp/shots-operations';

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(path);
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

interface ServerBill {
  tip: string;
  faturaProformaNo: string;
  cariHesap: string;
  toplamlar: { odenecekTutar: number };
  kalemler: { adi: string; tutar: number }[];
  faturaFile: { mimeType?: string; type?: string; name?: string } | null;
}

interface ServerCharter {
  cariHesap: string;
  kesilenler: { no: number; fatura: string; talimat: string }[];
}

const digits = (text: string) => text.replace(/[^\d]/g, '');
const cents = (major: number) => digits(major.toFixed(2));

describe('operations: statements into the books', () => {
  it('bills a hire invoice to the charterer for its total, the statement as its file, and exports the statement', async () => {
    await app.signIn();
    await app.chooseCompany('Karadeniz Denizcilik');
    await page.goto('/operasyon/time-charter');
    const link = page.getByRole('link', { name: /Chartering/ }).first();
    await link.waitFor();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await link.click();
    const statement = (
      await api<{ faturalar: { no: number; toplam: number }[]; toplam: number }>(`/api/operasyon/carter/${id}/kira-hesabi`)
    ).body;
    const statementTotal = statement.toplam;
    // The second invoice holds the off-hire: its deductions are netted into the bill's lines.
    const invoice = statement.faturalar[1]!;
    await page.getByTestId('hire-invoice').nth(1).waitFor();
    // What the owners owe the demo's broker, per broker.
    await expect.poll(() => page.getByTestId('hire-brokerage').textContent()).toMatch(/\d/);

    // The statement as a PDF and as XLSX, made on the device.
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    const pdfFile = await (await pdf).path();
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

    // On paper, the statement alone: its invoices, not the actions nor the record's history.
    await page.getByTestId('record-history').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('hire-invoice').nth(1).isVisible()).toBe(true);
    expect(await page.getByTestId(`settle-${invoice.no}`).isVisible()).toBe(false);
    expect(await page.getByTestId('record-history').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await page.getByTestId(`settle-${invoice.no}`).click();
    const dialog = page.getByTestId('settle-dialog');
    await dialog.getByTestId('settle-save').waitFor();
    expect(digits((await dialog.getByTestId('settle-total').textContent())!)).toBe(cents(invoice.toplam));
    // Without a budget code, nothing is written and the field says why.
    await dialog.getByTestId('settle-save').click();
    await dialog.getByText('Bütçe kodu seçin').waitFor();
    await dialog.getByTestId('settle-code').click();
    await page.getByRole('option', { name: /600\.01\.002/ }).click();
    await stillShot(page, `${SHOTS}/settle-bill-1280-tr.png`, false);
    await dialog.getByTestId('settle-save').click();
    await dialog.waitFor({ state: 'detached' });
    const made = page.getByTestId('hire-invoice').nth(1).getByTestId('settled-bill');
    await made.waitFor();

    // On the server: the charter names its bill, a `giden` bill to the charterer for the invoice's total, its file a PDF.
    await expect
      .poll(
        async () =>
          (await api<ServerCharter>(`/api/operasyon/carter/${id}`)).body.kesilenler.find((item) => item.no === invoice.no)?.fatura ?? '',
        {
          timeout: 30_000,
        },
      )
      .toMatch(/[0-9a-f-]{36}/);
    const charter = (await api<ServerCharter>(`/api/operasyon/carter/${id}`)).body;
    const billId = charter.kesilenler.find((item) => item.no === invoice.no)!.fatura;
    const bill = (await api<ServerBill>(`/api/finans/fatura/${billId}`)).body;
    expect(bill.tip).toBe('giden');
    expect(bill.cariHesap).toBe(charter.cariHesap);
    expect(cents(bill.toplamlar.odenecekTutar)).toBe(cents(invoice.toplam));
    expect(JSON.stringify(bill.faturaFile)).toContain('pdf');
    // Made once: the invoice now shows its bill, no action.
    expect(await page.getByTestId(`settle-${invoice.no}`).count()).toBe(0);
    await stillShot(page, `${SHOTS}/settled-1280-tr.png`, false);

    // Offline, the statement opens from the device with the same figures and its bill.
    await app.waitChunkCached('src/features/operations/time-charter-page.tsx');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('hire-invoice').nth(1).getByTestId('settled-bill').waitFor();
    expect(digits((await page.getByTestId('hire-total').textContent())!)).toBe(cents(statementTotal));
    await context.setOffline(false);
  });

  it('bills a voyage’s demurrage offline on a 768 px tablet in English; the claim checklist counts it', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await app.signIn();
    await app.chooseCompany('Ege Gemi');
    await app.switchLanguage('en');
    await page.goto('/operasyon/spot-charter');
    const link = page.getByRole('link', { name: /Çukurova|A\.Ş\./ }).first();
    await link.waitFor();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await link.click();
    await page.getByTestId('laytime-claim').waitFor();
    const laytime = (await api<{ ayri: { demurrage: number; despatch: number } }>(`/api/operasyon/carter/${id}/laytime`)).body;
    await expect.poll(() => page.getByTestId('claim-nor').getAttribute('data-present')).toBe('true');
    expect(await page.getByTestId('claim-fatura').getAttribute('data-present')).toBe('false');
    await app.waitChunkCached('src/features/operations/settle-dialog.tsx');

    await context.setOffline(true);
    await page.getByTestId('settle-0').click();
    const dialog = page.getByTestId('settle-dialog');
    await dialog.getByTestId('settle-save').waitFor();
    const owed = Math.round(laytime.ayri.demurrage * 100) - Math.round(laytime.ayri.despatch * 100);
    expect(digits((await dialog.getByTestId('settle-total').textContent())!)).toBe(String(owed));
    await dialog.getByTestId('settle-code').click();
    await page.getByRole('option', { name: /600\.01\.001/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/settle-demurrage-768-en.png`, false);
    await dialog.getByRole('button', { name: 'Save Bill' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('laytime-claim').getByTestId('settled-bill').waitFor();
    await expect.poll(() => page.getByTestId('claim-fatura').getAttribute('data-present')).toBe('true');

    await context.setOffline(false);
    await expect
      .poll(
        async () => (await api<ServerCharter>(`/api/operasyon/carter/${id}`)).body.kesilenler.find((item) => item.no === 0)?.fatura ?? '',
        {
          timeout: 30_000,
        },
      )
      .toMatch(/[0-9a-f-]{36}/);
    const charter = (await api<ServerCharter>(`/api/operasyon/carter/${id}`)).body;
    const bill = (await api<ServerBill>(`/api/finans/fatura/${charter.kesilenler.find((item) => item.no === 0)!.fatura}`)).body;
    expect(Math.round(bill.toplamlar.odenecekTutar * 100)).toBe(owed);
    // Once: one bill of the charterer with its number.
    const list = (await api<{ faturalar: { faturaProformaNo: string }[] }>(`/api/finans/fatura/cari/${charter.cariHesap}`)).body.faturalar;
    expect(list.filter((row) => row.faturaProformaNo === bill.faturaProformaNo)).toHaveLength(1);

    // The register shows the voyage's claim checklist too, the invoice counted.
    await page.goto('/operasyon/yuk-evrak-kaydi');
    await expect
      .poll(() => page.getByTestId('register-claims').getByTestId('claim-fatura').first().getAttribute('data-present'))
      .toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stillShot(page, `${SHOTS}/register-claims-768-en.png`, false);
  });
});
