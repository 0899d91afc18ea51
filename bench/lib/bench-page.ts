// What the benches that run a page in Chromium share: the page built with Vite's JS API (no app
// config: the page imports what it measures) and Debian's Chromium, headless, quiet.
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

/** Builds the bench page whose index.html is in `root` into `outDir`. */
export async function buildBenchPage(root: string, outDir: string): Promise<void> {
  await build({ root, base: '/', configFile: false, plugins: [], logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** Chromium (CHROME_PATH, else /usr/bin/chromium), headless, without its own background traffic. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
