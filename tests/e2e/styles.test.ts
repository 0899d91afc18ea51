import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage, launchBrowser, newContext } from './browser';

// Mantine's styles come with the components' code (scripts/mantine-styles.ts): a page has the rules
// of what it renders, and each file is a CSS layer placed by the list in index.html, so the rules
// override one another as in @mantine/core/styles.css whichever file arrives first.

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The Mantine layers whose rules the page's style sheets hold. */
function layersOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSLayerBlockRule && rule.name.startsWith('mantine.') ? [rule.name] : [])),
    ),
  );
}

describe('Mantine’s styles', () => {
  it('the sign-in screen has the rules of its components only, a screen brings its own', async () => {
    const page = await context.newPage();
    const app = new AppPage(page);
    await app.gotoLogin();
    const signIn = await layersOf(page);
    expect(signIn).toEqual(expect.arrayContaining(['mantine.baseline', 'mantine.Button', 'mantine.Input', 'mantine.PasswordInput']));
    for (const other of ['mantine.Tabs', 'mantine.Table', 'mantine.AppShell', 'mantine.charts-grid-chart']) expect(signIn).not.toContain(other);
    // The button's rules win over the plain button's it is built on (UnstyledButton.css comes first).
    const button = page.getByRole('button', { name: 'Giriş Yap' });
    expect(await button.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');

    await page.close();
  });

  it('a select’s dropdown has the combobox’s padding although the popover’s rules arrive after it', async () => {
    const page = await context.newPage();
    const app = new AppPage(page);
    await app.signInAndChoose();
    await page.goto('/finans/fatura-proforma');
    await app.expectHeading('Fatura / Proforma');
    expect(await layersOf(page)).toEqual(expect.arrayContaining(['mantine.Tabs', 'mantine.Table', 'mantine.AppShell']));
    // The header's company select: the look-alike of the first render brought Combobox.css, the
    // select that replaces it when idle brings Popover.css.
    const select = page.locator('header input[aria-label="Şirket"]');
    await expect.poll(async () => (await layersOf(page)).includes('mantine.Popover'), { timeout: 15_000 }).toBe(true);
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
