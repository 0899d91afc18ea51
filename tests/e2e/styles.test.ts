import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AppPage, browserForFile } from './browser';

// Mantine's styles: the first screens' in the page's style sheet, any other component's with its
// code (scripts/mantine-styles.ts). Each file is a CSS layer placed by the list in index.html, so
// the rules override one another as in @mantine/core/styles.css whichever file arrives first.

// Each test signs in on a device of its own.
const browser = browserForFile();

/** The Mantine layers whose rules the page's style sheets hold. */
function layersOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSLayerBlockRule && rule.name.startsWith('mantine.') ? [rule.name] : [])),
    ),
  );
}

describe('Mantine’s styles', () => {
  it('the first screens’ rules come with the page, any other component’s with its code', async () => {
    const page = await (await browser.open()).newPage();
    const app = new AppPage(page);
    await app.gotoLogin();
    const signIn = await layersOf(page);
    expect(signIn).toEqual(expect.arrayContaining(['mantine.baseline', 'mantine.Button', 'mantine.Input', 'mantine.Table']));
    for (const later of ['mantine.Popover', 'mantine.Menu', 'mantine.Modal', 'mantine.SegmentedControl', 'mantine.charts-grid-chart']) {
      expect(signIn).not.toContain(later);
    }
    // The button's rules win over the plain button's it is built on (UnstyledButton.css comes first).
    const button = page.getByRole('button', { name: 'Giriş Yap' });
    expect(await button.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');

    await app.fillLogin(inject('adminEmail'), inject('adminPassword'));
    await page.waitForURL('**/sirket-secim');
    await page.locator('button:has(p)').nth(1).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/finans/fatura-proforma/create');
    await app.expectHeading('Fatura Oluştur');
    // The bill form's type switch (a segmented control) brought its file.
    await expect.poll(async () => (await layersOf(page)).includes('mantine.SegmentedControl'), { timeout: 15_000 }).toBe(true);
    await page.close();
  });

  it('a select’s dropdown has the combobox’s padding although the popover’s rules arrive after it', async () => {
    const page = await (await browser.open()).newPage();
    const app = new AppPage(page);
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma');
    await app.expectHeading('Fatura / Proforma');
    // The header's company select: Combobox.css is the page's, Popover.css comes with the select
    // that replaces the first render's look-alike when the browser is idle.
    const select = page.locator('header input[aria-label="Şirket"]:not([data-deferred])');
    await select.waitFor({ timeout: 15_000 });
    await select.click();
    const dropdown = page.locator('.mantine-Select-dropdown');
    await dropdown.waitFor();
    // Combobox.css: 4px (--combobox-padding); Popover.css would give 10px 16px.
    const padding = await dropdown.evaluate((element) => {
      const style = getComputedStyle(element);
      return { top: style.paddingTop, left: style.paddingLeft };
    });
    expect(padding).toEqual({ top: '4px', left: '4px' });
    await page.close();
  });
});
