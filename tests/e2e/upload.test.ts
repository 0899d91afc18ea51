import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type * as ApiModule from '../../src/data/api';
import type * as DbModule from '../../src/data/db';
import type * as FilesModule from '../../src/data/files';
import { AppPage, launchBrowser } from './browser';

type UploadModule = typeof FilesModule & { PortalDb: typeof DbModule.PortalDb; ApiError: typeof ApiModule.ApiError };

/**
 * No screen uses the upload yet, and the product gets no test-only route: the client's upload
 * module (src/data/files.ts, with Dexie and the ApiError it maps to) is bundled here on its own
 * and handed to the page at a same-origin address that the browser context answers itself. It
 * then runs in real Chromium against the real server: XMLHttpRequest with its upload progress,
 * the anti-forgery cookie, IndexedDB. When a form uses the field, drive the form instead.
 */
const MODULE_URL = '/__upload-test-module.js';
const GLOBAL = '__uploadTest';

async function bundleUploadModule(): Promise<string> {
  mkdirSync('.test-results', { recursive: true });
  const dir = mkdtempSync(path.resolve('.test-results/upload-entry-'));
  const entry = path.join(dir, 'entry.ts');
  const src = path.resolve('src/data');
  writeFileSync(
    entry,
    [
      `import * as files from ${JSON.stringify(`${src}/files.ts`)};`,
      `import { PortalDb } from ${JSON.stringify(`${src}/db.ts`)};`,
      `import { ApiError } from ${JSON.stringify(`${src}/api.ts`)};`,
      `window.${GLOBAL} = { ...files, PortalDb, ApiError };`,
    ].join('\n'),
  );
  try {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        lib: { entry, formats: ['es'], fileName: 'upload' },
        write: false,
        minify: false,
        // One file: the tus client the upload loads on demand is inlined, as the page serves one module.
        rolldownOptions: { output: { codeSplitting: false } },
      },
      // React comes with the device database's live queries (src/data/live-query.ts); a library
      // build leaves its `process.env.NODE_ENV` to the consumer, and a page has no `process`.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    })) as Rollup.RollupOutput[];
    const chunk = output[0]!.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
    return chunk!.code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const code = await bundleUploadModule();
  browser = await launchBrowser();
  // The service worker would answer the module's address itself; these tests need none.
  context = await browser.newContext({ baseURL: inject('baseURL'), locale: 'tr-TR', serviceWorkers: 'block' });
  await context.route(`**${MODULE_URL}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  page = await context.newPage();
  await new AppPage(page).signIn();
  // A same-origin module script: the app's Content-Security-Policy lets it run.
  await page.addScriptTag({ url: MODULE_URL, type: 'module' });
  await page.waitForFunction((name) => name in window, GLOBAL);
});

/** The bundled module, inside page.evaluate. */
type Loaded = Window & { __uploadTest: UploadModule };
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('uploading from the browser', () => {
  it('uploads with progress events and the anti-forgery header, and downloads with safe headers', async () => {
    const result = await page.evaluate(async () => {
      const files = (window as unknown as Loaded).__uploadTest;
      const bytes = new Uint8Array(4_000_000);
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      const progress: number[] = [];
      const id = files.newFileId();
      const uploaded = await files.uploadFile(new File([bytes], 'Şubat faturası.pdf', { type: 'application/octet-stream' }), {
        id,
        onProgress: ({ loaded }) => progress.push(loaded),
      });
      const download = await fetch(uploaded.path);
      return {
        id,
        uploaded,
        progress,
        status: download.status,
        type: download.headers.get('content-type'),
        disposition: download.headers.get('content-disposition'),
        nosniff: download.headers.get('x-content-type-options'),
        size: (await download.arrayBuffer()).byteLength,
      };
    });

    expect(result.uploaded).toEqual({
      _id: result.id,
      name: 'Şubat faturası.pdf',
      type: 'application/pdf',
      size: 4_000_000,
      path: `/api/file/${result.id}`,
    });
    expect(result.progress.length).toBeGreaterThan(0);
    expect(result.progress.at(-1)).toBeGreaterThanOrEqual(4_000_000);
    expect(result).toMatchObject({ status: 200, type: 'application/pdf', nosniff: 'nosniff', size: 4_000_000 });
    expect(result.disposition).toBe(`inline; filename="Subat faturas_.pdf"; filename*=UTF-8''${encodeURIComponent('Şubat faturası.pdf')}`);
  });

  it("maps the server's refusals to ApiError", async () => {
    const refusals = await page.evaluate(async () => {
      const files = (window as unknown as Loaded).__uploadTest;
      const tooLarge = new Uint8Array(15_000_001);
      tooLarge.set(new TextEncoder().encode('%PDF-1.7\n'));
      const outcome = (file: File) =>
        files.uploadFile(file).then(
          () => null,
          (error: { name: string; status: number; message: string }) => ({
            name: error.name,
            status: error.status,
            message: error.message,
          }),
        );
      return {
        tooLarge: await outcome(new File([tooLarge], 'büyük.pdf', { type: 'application/pdf' })),
        executable: await outcome(new File([new TextEncoder().encode('MZ\x90\x00 not a pdf')], 'x.pdf', { type: 'application/pdf' })),
      };
    });
    expect(refusals).toEqual({
      tooLarge: { name: 'ApiError', status: 413, message: 'fileTooLarge' },
      executable: { name: 'ApiError', status: 415, message: 'fileTypeNotAllowed' },
    });
  });

  it('a file kept in IndexedDB uploads once although the first answer was lost', async () => {
    const result = await page.evaluate(async () => {
      const m = (window as unknown as Loaded).__uploadTest;
      const db = new m.PortalDb(`e2e-files-${Date.now()}`);
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
      const id = await m.keepFile(db, new File([png], 'güverte.png', { type: 'image/png' }));
      const answers: unknown[] = [];
      const lostAnswer = {
        upload: async (file: Blob & { name: string }, options: { id?: string }) => {
          answers.push(await m.uploadFile(file, options));
          throw new m.ApiError(0, { message: 'networkError' });
        },
      };
      const first = await m.uploadKeptFile(db, id, lostAnswer);
      const second = await m.uploadKeptFile(db, id);
      const kept = await m.getKeptFile(db, id);
      db.close();
      return { id, first: 'retry' in (first as object), second, kept, answers };
    });
    expect(result.first).toBe(true);
    expect(result.second).toBe('uploaded');
    expect(result.kept).toMatchObject({ state: 'uploaded', attempts: 2, uploaded: result.answers[0] });
    expect(result.answers[0]).toMatchObject({ _id: result.id, type: 'image/png', name: 'güverte.png' });
  });
});
