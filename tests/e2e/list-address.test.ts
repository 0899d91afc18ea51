import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppPage } from './browser';
import { pagePerTest } from './browser';

// A list's filters and sort live in its address (src/ui/frames/list-frame.tsx, docs/areas/shell.md):
// a reload keeps them, and the back button takes them back one change at a time.

let page: Page;
let app: AppPage;

pagePerTest((opened) => ({ page, app } = opened));

const search = () => Object.fromEntries(new URL(page.url()).searchParams);
const numberHeader = () => page.locator('th', { hasText: 'Numara' });
const statuses = () => page.getByTestId('certificate-status').allTextContents();

describe('a list in the address', () => {
  it('keeps the certificates’ status filter and sort over a reload and gives them back with the back button', async () => {
    await app.signInAndChoose();
    await page.goto('/gemi-dokumanlari/sertifikalar');
    await app.expectHeading('Sertifikalar');
    await page.locator('table tbody tr').first().waitFor();
    expect(search()).toEqual({});

    await page.getByTestId('certificate-status-filter').click();
    await page.getByRole('option', { name: 'Geçerli' }).click();
    await page.waitForURL((url) => url.searchParams.get('durum') === 'gecerli');
    await expect.poll(async () => (await statuses()).length > 0 && (await statuses()).every((text) => text === 'Geçerli')).toBe(true);

    await numberHeader().getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sirala') === '-numara');
    await expect.poll(() => numberHeader().getAttribute('aria-sort')).toBe('descending');

    await page.reload();
    await app.expectHeading('Sertifikalar');
    expect(search()).toEqual({ durum: 'gecerli', sirala: '-numara' });
    await expect.poll(() => numberHeader().getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => page.getByTestId('certificate-status-filter').inputValue()).toBe('Geçerli');
    await expect.poll(async () => (await statuses()).length > 0 && (await statuses()).every((text) => text === 'Geçerli')).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sirala') && url.searchParams.get('durum') === 'gecerli');
    await expect.poll(() => numberHeader().getAttribute('aria-sort')).toBe('none');
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.getByTestId('certificate-status-filter').inputValue()).toBe('Hepsi');
  });
});
