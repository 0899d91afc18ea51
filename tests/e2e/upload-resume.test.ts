import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type * as ApiModule from '../../src/data/api';
import type * as DbModule from '../../src/data/db';
import type * as FilesModule from '../../src/data/files';
import type * as TusModule from '../../src/data/tus-upload';
import { formatFileSize } from '../../src/domain/file-size';
import { AppPage, launchBrowser, newContext, stillShot } from './browser';

// Issue 54: an upload survives a dropped link and a closed tab (docs/areas/files.md §4).

type UploadModule = typeof FilesModule &
  Pick<typeof TusModule, 'TUS_CHUNK_BYTES'> & { PortalDb: typeof DbModule.PortalDb; ApiError: typeof ApiModule.ApiError };

/** As in upload.test.ts: the device's upload module, bundled alone and served same-origin. */
const MODULE_URL = '/__upload-resume-module.js';
const GLOBAL = '__uploadResume';

async function bundleUploadModule(): Promise<string> {
  mkdirSync('.test-results', { recursive: true });
  const dir = mkdtempSync(path.resolve('.test-results/upload-resume-entry-'));
  const entry = path.join(dir, 'entry.ts');
  const src = path.resolve('src/data');
  writeFileSync(
    entry,
    [
      `import * as files from ${JSON.stringify(`${src}/files.ts`)};`,
      `import { TUS_CHUNK_BYTES } from ${JSON.stringify(`${src}/tus-upload.ts`)};`,
      `import { PortalDb } from ${JSON.stringify(`${src}/db.ts`)};`,
      `import { ApiError } from ${JSON.stringify(`${src}/api.ts`)};`,
      `window.${GLOBAL} = { ...files, TUS_CHUNK_BYTES, PortalDb, ApiError };`,
    ].join('\n'),
  );
  try {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: { lib: { entry, formats: ['es'], fileName: 'upload' }, write: false, minify: false },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    })) as Rollup.RollupOutput[];
    const chunk = output[0]!.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
    return chunk!.code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Loaded = Window & { __uploadResume: UploadModule };

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function loadModule(): Promise<void> {
  await page.addScriptTag({ url: MODULE_URL, type: 'module' });
  await page.waitForFunction((name) => name in window, GLOBAL);
}

beforeAll(async () => {
  const code = await bundleUploadModule();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseURL'), locale: 'tr-TR', serviceWorkers: 'block' });
  await context.route(`**${MODULE_URL}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  page = await context.newPage();
  await new AppPage(page).signIn();
  await loadModule();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a resumable upload', () => {
  it('goes offline mid-way, survives a reload, and goes on from where the server got to: one file, each byte sent once', async () => {
    const SIZE = 7_000_000;
    const DB = `e2e-resume-${Date.now()}`;
    const seen: Array<{ method: string; offset: string | undefined }> = [];
    let patches = 0;
    // The second piece never arrives: the link drops (and the browser knows it is offline).
    await page.route('**/api/file/tus**', async (route: Route) => {
      const request = route.request();
      seen.push({ method: request.method(), offset: request.headers()['upload-offset'] });
      if (request.method() === 'PATCH' && ++patches === 2) {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });

    const first = await page.evaluate(
      async ({ size, dbName }) => {
        const m = (window as unknown as Loaded).__uploadResume;
        const bytes = new Uint8Array(size);
        bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
        const file = new File([bytes], 'makine dairesi.pdf', { type: 'application/pdf' });
        const id = m.newFileId();
        const progress: number[] = [];
        const outcome = await m.uploadFile(file, { id, onProgress: ({ loaded }) => progress.push(loaded) }).then(
          () => 'uploaded',
          (error: { status?: number }) => `failed ${error.status}`,
        );
        // What the upload field does with a file it could not send: keep it on the device.
        const db = new m.PortalDb(dbName);
        await m.keepFile(db, file, id);
        db.close();
        return { id, outcome, sentBefore: progress.at(-1) ?? 0, chunk: m.TUS_CHUNK_BYTES };
      },
      { size: SIZE, dbName: DB },
    );
    expect(first.outcome).toBe('failed 0');
    expect(first.sentBefore).toBeLessThan(SIZE);
    expect(seen.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH']);

    // The tab is closed and opened again, online.
    await context.setOffline(false);
    seen.length = 0;
    await page.reload();
    await loadModule();
    const second = await page.evaluate(
      async ({ id, dbName }) => {
        const m = (window as unknown as Loaded).__uploadResume;
        const db = new m.PortalDb(dbName);
        const outcome = await m.uploadKeptFile(db, id);
        const kept = await m.getKeptFile(db, id);
        db.close();
        const download = await fetch(`/api/file/${id}`);
        return { outcome, uploaded: kept?.uploaded, downloaded: (await download.arrayBuffer()).byteLength };
      },
      { id: first.id, dbName: DB },
    );
    expect(second.outcome).toBe('uploaded');
    expect(second.uploaded).toEqual({
      _id: first.id,
      name: 'makine dairesi.pdf',
      type: 'application/pdf',
      size: SIZE,
      path: `/api/file/${first.id}`,
    });
    expect(second.downloaded).toBe(SIZE);
    // No new upload: a HEAD asks how far it got, then the pieces from there on.
    expect(seen[0]).toEqual({ method: 'HEAD', offset: undefined });
    expect(seen.slice(1).map((r) => r.method)).not.toContain('POST');
    expect(seen[1]).toEqual({ method: 'PATCH', offset: String(first.chunk) });
    const offsets = seen.slice(1).map((r) => Number(r.offset));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(offsets).size).toBe(offsets.length);
    await page.unroute('**/api/file/tus**');
  });

  it('reports progress in bytes of the whole file', async () => {
    const progress = await page.evaluate(async () => {
      const m = (window as unknown as Loaded).__uploadResume;
      const bytes = new Uint8Array(3_000_000);
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      const seen: Array<{ loaded: number; total: number }> = [];
      await m.uploadFile(new File([bytes], 'ilerleme.pdf'), { onProgress: (p) => seen.push(p) });
      return seen;
    });
    expect(progress.every((p) => p.total === 3_000_000)).toBe(true);
    expect(progress.at(-1)?.loaded).toBe(3_000_000);
  });

  it('the upload field shows the bytes sent and what is left (Turkish and English, 1280 and 768 px)', async () => {
    const SIZE = 5_000_000;
    const shots = '/tmp/shots-upload-resume';
    const fieldContext = await newContext(browser, 1280, 900);
    const fieldPage = await fieldContext.newPage();
    const app = new AppPage(fieldPage);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let patches = 0;
    // The second piece waits until the screenshots are taken: the field is mid-way, for certain.
    await fieldPage.route('**/api/file/tus/**', async (route: Route) => {
      if (route.request().method() === 'PATCH' && ++patches === 2) {
        held();
        await released;
      }
      await route.continue();
    });
    try {
      await app.signInAndChoose();
      await fieldPage.goto('/gemi-dokumanlari/sertifikalar');
      await fieldPage.getByRole('link', { name: 'Sertifika Ekle' }).first().click();
      await app.expectHeading('Sertifika Ekle');
      const bytes = Buffer.alloc(SIZE);
      bytes.write('%PDF-1.7\n');
      await fieldPage
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'klas-sertifikasi.pdf', mimeType: 'application/pdf', buffer: bytes });
      await holding;
      const line = fieldPage.getByTestId('file-upload-bytes');
      const total = formatFileSize(SIZE, 'tr');
      await line.filter({ hasText: new RegExp(`^[\\d,]+ (?:B|[KM]iB) / ${total} gönderildi, [\\d,]+ (?:B|[KM]iB) kaldı$`) }).waitFor();
      await stillShot(fieldPage, `${shots}/field-tr-1280.png`, false);
      await fieldPage.setViewportSize({ width: 768, height: 900 });
      await stillShot(fieldPage, `${shots}/field-tr-768.png`, false);
      await app.switchLanguage('en');
      await line
        .filter({ hasText: new RegExp(`^[\\d.]+ (?:B|[KM]iB) of ${formatFileSize(SIZE, 'en')} sent, [\\d.]+ (?:B|[KM]iB) left$`) })
        .waitFor();
      await stillShot(fieldPage, `${shots}/field-en-768.png`, false);
      await fieldPage.setViewportSize({ width: 1280, height: 900 });
      await stillShot(fieldPage, `${shots}/field-en-1280.png`, false);
      release();
      await fieldPage.getByTestId('file-value').getByText('klas-sertifikasi.pdf').waitFor();
    } finally {
      release();
      await fieldContext.close();
    }
  });
});
