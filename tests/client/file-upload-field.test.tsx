import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api';
import type * as FilesModule from '../../src/data/files';
import type { UploadOptions } from '../../src/data/files';
import { i18n, loadAppMessages, setLanguage } from '../../src/data/i18n';
import type { UploadedFile } from '../../src/domain/file';
import { FileUploadField, type FileFieldValue } from '../../src/ui/file-upload-field';

// The transport and the device store are replaced here: their real behaviour is tested against
// the server in files.test.ts. This file is about what the field shows and says.
const uploads = vi.hoisted(() => ({
  next: undefined as undefined | ((options: UploadOptions) => Promise<UploadedFile>),
  kept: [] as string[],
}));
vi.mock('../../src/data/files', async (importOriginal) => {
  const real = await importOriginal<typeof FilesModule>();
  return {
    ...real,
    uploadFile: (_file: Blob, options: UploadOptions) => uploads.next!(options),
    keepFile: async (_db: unknown, _file: Blob, id: string) => {
      uploads.kept.push(id);
      return id;
    },
  };
});
const toasts = vi.hoisted(() => [] as Array<{ kind: string; message: string }>);
vi.mock('../../src/ui/notify', () => ({ notify: (kind: string, message: string) => toasts.push({ kind, message }) }));
vi.mock('../../src/data/local', () => ({ useLocal: () => ({ db: {} }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stored: UploadedFile = {
  _id: '0190f5b2-0000-7000-8000-0000000000aa',
  name: 'Şubat faturası.pdf',
  type: 'application/pdf',
  size: 1_572_864,
  path: '/api/file/0190f5b2-0000-7000-8000-0000000000aa',
};

let root: Root;
let host: HTMLDivElement;
const changes: FileFieldValue[] = [];
const uploading: boolean[] = [];

function Harness({ initial }: { initial: FileFieldValue }) {
  const [value, setValue] = useState<FileFieldValue>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <FileUploadField
          label="Fatura dosyası"
          required
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          onUploadingChange={(u) => uploading.push(u)}
        />
      </MantineProvider>
    </I18nProvider>
  );
}

async function render(initial: FileFieldValue = null) {
  await act(async () => root.render(<Harness initial={initial} />));
}

/** Picks a file the way the camera button's input hands it over. */
async function pick(file: File) {
  const input = host.querySelector<HTMLInputElement>('input[capture="environment"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'Şubat faturası.pdf', { type: 'application/pdf' });
const button = (name: RegExp) =>
  [...host.querySelectorAll('button')].find((b) => name.test(b.getAttribute('aria-label') ?? accessibleName(b)));
/** Enough of the accessible name for these buttons: aria-labelledby, skipping aria-hidden text. */
function visibleText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (clone.textContent ?? '').trim();
}
function accessibleName(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return visibleText(element);
  return ids
    .split(' ')
    .map((id) => visibleText(host.ownerDocument.getElementById(id)!))
    .join(' ');
}

describe('the file upload field', () => {
  beforeEach(() => {
    i18n.activate('tr');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    changes.length = 0;
    uploading.length = 0;
    toasts.length = 0;
    uploads.kept.length = 0;
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  it('offers labelled buttons to pick a file and to take a photo', async () => {
    await render();
    expect(button(/^Fatura dosyası Dosya seç$/)).toBeTruthy();
    expect(button(/^Fatura dosyası Fotoğraf çek$/)).toBeTruthy();
    expect(host.querySelector('input[capture="environment"]')?.getAttribute('accept')).toBe('image/*');
  });

  it('shows progress while uploading, then the file with its size in binary units, and says so', async () => {
    let finish!: (file: UploadedFile) => void;
    let progress!: UploadOptions['onProgress'];
    uploads.next = (options) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    };
    await render();
    await pick(pdf());
    await act(async () => progress!({ loaded: 42, total: 100 }));
    const bar = host.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('42');
    expect(host.textContent).toContain('42%');
    expect(host.textContent).toContain('Yükleniyor, lütfen bitmesini bekleyin');
    expect(uploading).toEqual([true]);

    await act(async () => finish(stored));
    expect(changes).toEqual([stored]);
    expect(uploading).toEqual([true, false]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Yükleme başarılı' }]);
    expect(host.textContent).toContain('Şubat faturası.pdf');
    expect(host.textContent).toContain('1,5 MiB');
  });

  it('goes back to idle with the server message as a toast when the upload fails', async () => {
    uploads.next = () => Promise.reject(new ApiError(413, { message: 'fileTooLarge' }));
    await render();
    await pick(pdf());
    expect(toasts).toEqual([{ kind: 'error', message: "Dosya 15 MB'tan büyük olmamalı" }]);
    expect(changes).toEqual([]);
    expect(button(/Dosya seç$/)).toBeTruthy();
  });

  it('keeps the file on the device under the id it was sent with when the server is out of reach', async () => {
    let sentId: string | undefined;
    uploads.next = (options) => {
      sentId = options.id;
      return Promise.reject(new ApiError(0, { message: 'networkError' }));
    };
    await render();
    await pick(pdf());
    expect(uploads.kept).toEqual([sentId]);
    expect(changes).toEqual([{ keptId: sentId, name: 'Şubat faturası.pdf', type: 'application/pdf', size: 4 }]);
    expect(host.textContent).toContain('Yüklenmeyi bekliyor');
  });

  it('keeps the file without trying when the device is offline', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    uploads.next = () => Promise.reject(new Error('must not be called'));
    await render();
    await pick(pdf());
    expect(uploads.kept).toHaveLength(1);
    expect(host.textContent).toContain('Yüklenmeyi bekliyor');
  });

  it('refuses an empty file before sending it, in English too', async () => {
    // English is a catalog of its own, loaded when chosen; the field shows in the main layout, whose
    // texts (the `app` catalog) load with it.
    await loadAppMessages();
    await setLanguage('en');
    uploads.next = () => Promise.reject(new Error('must not be called'));
    await render();
    await pick(new File([], 'bos.pdf', { type: 'application/pdf' }));
    expect(toasts).toEqual([{ kind: 'error', message: 'The file is empty' }]);
  });

  it('removes the file', async () => {
    await render(stored);
    const remove = button(/^Dosyayı kaldır: Şubat faturası\.pdf$/);
    expect(remove).toBeTruthy();
    await act(async () => remove!.click());
    expect(changes).toEqual([null]);
    expect(button(/Dosya seç$/)).toBeTruthy();
  });
});
