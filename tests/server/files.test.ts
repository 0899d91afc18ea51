import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { files } from '../../server/db/schema';
import { canSeeFile } from '../../server/files/visibility';
import { sniffFileType } from '../../server/files/sniff';
import { contentDisposition } from '../../server/files/disposition';
import { DOWNLOAD_CSP } from '../../server/routes/file';
import { cleanFileName } from '../../server/files/upload';
import { MAX_FILE_BYTES, type UploadedFile } from '../../src/domain/file';
import type { ErrorBody } from '../../src/domain/validation';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';
import { activeXml, fixtures, pdfOfSize } from './file-fixtures';

interface UploadOptions {
  id?: string;
  /** Where `_id` goes in the form: before the file (as documented) or after it. */
  idAfter?: boolean;
  name?: string;
  type?: string;
  xsrf?: boolean;
}

/** POST /api/file/single as a browser's FormData would send it, with the client's cookies. */
async function upload(client: TestClient, bytes: Uint8Array<ArrayBuffer>, options: UploadOptions = {}) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  if (options.id && !options.idAfter) form.append('_id', options.id);
  form.append('file', new Blob([bytes], { type: options.type ?? 'application/octet-stream' }), options.name ?? 'belge.pdf');
  if (options.id && options.idAfter) form.append('_id', options.id);
  return sendForm(client, form, options.xsrf);
}

async function sendForm(client: TestClient, body: FormData | string, xsrf = true, contentType?: string) {
  const headers: Record<string, string> = {
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (xsrf) headers['x-xsrf-token'] = client.cookies.get('XSRF-TOKEN') ?? '';
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${client.baseUrl}/api/file/single`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as UploadedFile & ErrorBody };
}

describe.each(backends)('files on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  let demo: TestClient;
  const storedFiles = () => {
    try {
      return readdirSync(path.join(dataDir, 'files')).sort();
    } catch {
      return [];
    }
  };
  const rows = () => server.db.select().from(files);
  /** What is on disk and in the table, to compare before and after a refusal. */
  const snapshot = async () => ({ stored: storedFiles(), rows: (await rows()).map((row) => row.id).sort() });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts a file of exactly 15,000,000 bytes and answers its record', async () => {
    const id = uuidv7();
    const response = await upload(admin, pdfOfSize(MAX_FILE_BYTES), { id, name: 'büyük.pdf' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ _id: id, name: 'büyük.pdf', type: 'application/pdf', size: MAX_FILE_BYTES, path: `/api/file/${id}` });
    expect(response.headers.get('location')).toBe(`/api/file/${id}`);
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row).toMatchObject({ size: MAX_FILE_BYTES, type: 'application/pdf' });
    expect(storedFiles()).toContain(row!.storageKey);
    expect(readFileSync(path.join(dataDir, 'files', row!.storageKey)).length).toBe(MAX_FILE_BYTES);
  });

  it('refuses 15,000,001 bytes with 413 and leaves nothing on disk or in the table', async () => {
    const before = await snapshot();
    const response = await upload(admin, pdfOfSize(MAX_FILE_BYTES + 1), { id: uuidv7() });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'fileTooLarge' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a renamed executable by its content (415), whatever its name and type say', async () => {
    const before = await snapshot();
    for (const bytes of [fixtures.windowsExe, fixtures.elf, fixtures.zip, fixtures.text]) {
      const response = await upload(admin, bytes, { id: uuidv7(), name: 'x.pdf', type: 'application/pdf' });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: 'fileTypeNotAllowed' });
    }
    // A large one is refused as soon as its head is read; nothing of it is written either.
    const big = new Uint8Array(3_000_000);
    big.set(fixtures.windowsExe);
    expect((await upload(admin, big, { name: 'x.pdf', type: 'application/pdf' })).status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('stores each allowed type under the type sniffed from its content', async () => {
    const expected: Array<[keyof typeof fixtures, string]> = [
      ['pdf', 'application/pdf'],
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['tiff', 'image/tiff'],
      ['heic', 'image/heic'],
      ['xml', 'application/xml'],
      ['xmlWithoutDeclaration', 'application/xml'],
    ];
    for (const [fixture, type] of expected) {
      const response = await upload(admin, fixtures[fixture], { name: `${fixture}.bin`, type: 'text/plain' });
      expect({ fixture, status: response.status, type: response.body.type }).toEqual({ fixture, status: 201, type });
    }
  });

  it('stores a retried _id once: one row, one stored file, the same answer (201, then 200)', async () => {
    const id = uuidv7();
    const first = await upload(admin, fixtures.pdf, { id, name: 'dekont.pdf' });
    const before = await snapshot();
    const again = await upload(admin, fixtures.pdf, { id, name: 'dekont.pdf' });
    // The id after the file: the bytes are read, then dropped again.
    const late = await upload(admin, fixtures.png, { id, idAfter: true, name: 'başka.png' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(late.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(late.body).toEqual(first.body);
    expect(await snapshot()).toEqual(before);
    expect((await rows()).filter((row) => row.id === id)).toHaveLength(1);
  });

  it('stores racing uploads of one _id once', async () => {
    const id = uuidv7();
    const before = await snapshot();
    const answers = await Promise.all([1, 2, 3].map(() => upload(admin, fixtures.jpeg, { id, idAfter: true, name: 'foto.jpg' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const after = await snapshot();
    expect(after.rows).toEqual([...before.rows, id].sort());
    expect(after.stored).toHaveLength(before.stored.length + 1);
  });

  it("refuses another user's _id (409) without touching their file", async () => {
    const id = uuidv7();
    await upload(admin, fixtures.pdf, { id });
    const before = await snapshot();
    const response = await upload(demo, fixtures.png, { id, name: 'demo.png' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'fileIdTaken' });
    expect(await snapshot()).toEqual(before);
  });

  it('sends the stored bytes with their type, nosniff, a safe disposition and private caching', async () => {
    const name = 'Şubat faturası "İzmir"\r\nX-Injected: 1.pdf';
    const created = await upload(admin, fixtures.pdf, { id: uuidv7(), name, type: 'image/png' });
    expect(created.status).toBe(201);
    // Control characters are dropped from the stored name; the quotes stay.
    expect(created.body.name).toBe('Şubat faturası "İzmir"X-Injected: 1.pdf');

    const response = await fetch(server.baseUrl + created.body.path, { headers: { cookie: `sid=${admin.cookies.get('sid')}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('x-injected')).toBeNull();
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Subat faturas_ _Izmir_X-Injected: 1.pdf"; filename*=UTF-8''${encodeURIComponent(created.body.name)}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(fixtures.pdf);

    const xml = await upload(admin, fixtures.xml, { name: 'e-fatura.xml' });
    const download = await admin.get(xml.body.path);
    expect(download.headers.get('content-type')).toBe('application/xml');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="e-fatura.xml"; filename*=UTF-8''e-fatura.xml`);
    expect(download.headers.get('content-security-policy')).toBe(DOWNLOAD_CSP);
  });

  it('refuses XML a browser could run script from (415): SVG, HTML, XSLT roots, scripts, on* handlers, stylesheets, DOCTYPEs', async () => {
    const before = await snapshot();
    for (const [name, bytes] of Object.entries(activeXml)) {
      const response = await upload(admin, bytes, { name: `${name}.xml`, type: 'application/xml' });
      expect({ name, status: response.status, body: response.body }).toEqual({
        name,
        status: 415,
        body: { message: 'fileTypeNotAllowed' },
      });
    }
    expect(await snapshot()).toEqual(before);
    // A UBL invoice with namespaces, comments, CDATA and a schema instruction is data and is kept.
    const invoice = await upload(admin, fixtures.ublInvoice, { name: 'e-fatura.xml' });
    expect(invoice.status).toBe(201);
    expect(invoice.body.type).toBe('application/xml');
    const large = new Uint8Array(
      Buffer.concat([Buffer.from('<Invoice><Note>'), Buffer.alloc(300_000, 'b'), Buffer.from('</Note></Invoice>')]),
    );
    expect((await upload(admin, large, { name: 'büyük.xml' })).status).toBe(201);
  });

  it('sends every download under a sandboxing Content-Security-Policy, a PDF shown inline included', async () => {
    expect(DOWNLOAD_CSP).toMatch(/^sandbox; default-src 'none'/);
    for (const [bytes, disposition] of [
      [fixtures.pdf, 'inline'],
      [fixtures.png, 'inline'],
      [fixtures.ublInvoice, 'attachment'],
    ] as const) {
      const created = await upload(admin, bytes);
      const response = await admin.get(created.body.path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
      expect(response.headers.get('content-security-policy')).toBe(DOWNLOAD_CSP);
    }
  });

  it('is 404 for anyone but the uploader, administrators included, unless a record refers to it', async () => {
    const mine = await upload(demo, fixtures.png, { name: 'demo.png' });
    const theirs = await upload(admin, fixtures.png, { name: 'admin.png' });
    expect((await demo.get(mine.body.path)).status).toBe(200);
    expect((await admin.get(mine.body.path)).status).toBe(404);
    const hidden = await demo.get<ErrorBody>(theirs.body.path);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'notFound' });
    expect((await demo.get(`/api/file/${uuidv7()}`)).status).toBe(404);
    expect((await demo.get('/api/file/not-a-uuid')).status).toBe(404);
    expect((await server.client().get(mine.body.path)).status).toBe(401);

    // A collection that refers to files vouches through its resolver.
    const all = await rows();
    const row = all.find((r) => r.id === theirs.body._id)!;
    const demoId = all.find((r) => r.id === mine.body._id)!.uploaderId;
    const demoUser = { _id: demoId, name: 'Demo', email: DEMO.email, isAdmin: false, grants: [] };
    const refersTo = (fileId: string) => new Map([['test', async (_db: unknown, id: string) => id === fileId]]);
    expect(await canSeeFile(server.db, row, demoUser, new Map())).toBe(false);
    expect(await canSeeFile(server.db, row, demoUser, refersTo(theirs.body._id))).toBe(true);
    expect(await canSeeFile(server.db, row, demoUser, refersTo(mine.body._id))).toBe(false);
  });

  it('needs the anti-forgery header (403) and a session (401)', async () => {
    const before = await snapshot();
    const forged = await upload(admin, fixtures.pdf, { xsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'invalidCsrfToken' });
    const anonymous = server.client();
    expect((await upload(anonymous, fixtures.pdf)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 422 without a file, for an empty file or a malformed _id, and 415 when not multipart', async () => {
    const before = await snapshot();
    const noFile = new FormData();
    noFile.append('_id', uuidv7());
    const missing = await sendForm(admin, noFile);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: 'validationFailed', errors: [{ path: 'file', message: 'required' }] });

    const wrongField = new FormData();
    wrongField.append('dosya', new Blob([fixtures.pdf]), 'a.pdf');
    expect((await sendForm(admin, wrongField)).status).toBe(422);

    const empty = await upload(admin, new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ path: 'file', message: 'required' }]);

    const badId = await upload(admin, fixtures.pdf, { id: 'abc' });
    expect(badId.status).toBe(422);
    expect(badId.body).toEqual({ message: 'validationFailed', errors: [{ path: '_id', message: 'invalid' }] });

    const json = await sendForm(admin, '{"file":"x"}', true, 'application/json');
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ message: 'unsupportedMediaType' });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps nothing of an upload whose connection drops half-way', async () => {
    const before = await snapshot();
    const boundary = 'x-boundary-x';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="yarım.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const url = new URL('/api/file/single', server.baseUrl);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(5_000_000),
          cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '',
        },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(pdfOfSize(1_000_000), () => setTimeout(() => req.destroy(), 200));
      req.on('close', () => resolve());
    });
    await expect.poll(snapshot, { timeout: 5_000 }).toEqual(before);
  });

  it('answers 400, never 500, to a malformed multipart body', async () => {
    const before = await snapshot();
    const cut = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 and then nothing';
    for (const [contentType, body] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=zz', 'no part at all'],
      ['multipart/form-data; boundary=zz', cut],
    ] as const) {
      const response = await sendForm(admin, body, true, contentType);
      expect({ body, status: response.status, answer: response.body }).toEqual({ body, status: 400, answer: { message: 'badRequest' } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second file in one request (400) and keeps nothing of it', async () => {
    const before = await snapshot();
    const form = new FormData();
    form.append('file', new Blob([fixtures.pdf]), 'a.pdf');
    form.append('file', new Blob([fixtures.pdf]), 'b.pdf');
    expect((await sendForm(admin, form)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('file type sniffing', () => {
  it('knows each allowed type by its magic bytes, and nothing else', async () => {
    expect(await sniffFileType(fixtures.tiffDirectoryAtTheEnd.subarray(0, 65536))).toBe('image/tiff');
    expect(await sniffFileType(fixtures.heif)).toBe('image/heif');
    expect(await sniffFileType(fixtures.xmlWithBom)).toBe('application/xml');
    expect(await sniffFileType(fixtures.html)).toBeUndefined();
    expect(await sniffFileType(fixtures.ublInvoice)).toBe('application/xml');
    expect(await sniffFileType(activeXml.svgScript!)).toBeUndefined();
    expect(await sniffFileType(fixtures.gif)).toBeUndefined();
    expect(await sniffFileType(new Uint8Array(0))).toBeUndefined();
  });

  it('keeps a file name harmless: no path, no control or direction characters', () => {
    expect(cleanFileName('C:\\Belgeler\\Şubat.pdf', 'application/pdf')).toBe('Şubat.pdf');
    expect(cleanFileName('fatura\u202Efdp.exe', 'application/pdf')).toBe('faturafdp.exe');
    expect(cleanFileName('a%22b%0D%0A.png', 'image/png')).toBe('a"b.png');
    expect(cleanFileName('  \u0007 ', 'image/png')).toBe('dosya.png');
    expect(cleanFileName('x'.repeat(300), 'application/xml')).toHaveLength(200);
  });

  it('writes a Content-Disposition no name can break', () => {
    expect(contentDisposition('a";\r\nb.png', 'image/png')).toBe(`inline; filename="a____b.png"; filename*=UTF-8''a%22%3B%0D%0Ab.png`);
    expect(contentDisposition("it's (1).xml", 'application/xml')).toBe(
      `attachment; filename="it's (1).xml"; filename*=UTF-8''it%27s%20%281%29.xml`,
    );
  });
});
