import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { UPLOAD_QUOTA } from '../../server/files/file-service';
import { MAX_FILE_BYTES, type UploadedFile } from '../../src/domain/file';
import { demoCompanyIds } from './account-fixtures';
import { fixtures, pdfOfSize } from './file-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Issue 54: resumable uploads (tus 1.0.0) with the limits, sniffing, quota and exactly-once record
// of POST /api/file/single (docs/areas/files.md §4).

const TUS = '/api/file/tus';

interface TusResponse {
  status: number;
  headers: Headers;
  text: string;
}

async function tus(
  client: TestClient,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Uint8Array,
): Promise<TusResponse> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const response = await fetch(client.baseUrl + url, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
      ...headers,
    },
    body: body ? new Uint8Array(body) : undefined,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Creates an upload of `length` bytes; answers the response and the upload's path. */
async function create(client: TestClient, length: number, fileId: string | undefined = randomUUID(), filename = 'tarama.pdf') {
  const response = await tus(client, 'POST', TUS, {
    'upload-length': String(length),
    'upload-metadata': meta(fileId ? { filename, fileId } : { filename }),
  });
  return { response, url: response.headers.get('location') ?? '' };
}

const patch = (client: TestClient, url: string, offset: number, bytes: Uint8Array) =>
  tus(client, 'PATCH', url, { 'upload-offset': String(offset) }, bytes);

const json = <T>(response: TusResponse) => JSON.parse(response.text) as T;
const record = (response: TusResponse) =>
  JSON.parse(decodeURIComponent(response.headers.get('upload-record') ?? 'null')) as UploadedFile | null;

describe.each(backends)('resumable uploads (tus) on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  let writer: TestClient;
  const listing = (folder: string) => {
    try {
      return readdirSync(path.join(dataDir, folder)).sort();
    } catch {
      return [];
    }
  };
  const rowsOf = async (id: string) => server.db.select().from(files).where(eq(files.id, id));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-tus-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    await admin.signIn(ADMIN);
    const [company] = await demoCompanyIds(admin);
    writer = await signedIn('tus-yazan@example.com', { [company!]: 'yazma' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(email: string, grants: Record<string, 'okuma' | 'yazma'>): Promise<TestClient> {
    const user = await createUser(server.db, { email, grants });
    const client = server.client();
    await client.signIn(user);
    return client;
  }

  it('takes a file in pieces, resumes from the offset HEAD reports, and records it once like file/single', async () => {
    const bytes = pdfOfSize(300_000);
    const id = randomUUID();
    const { response, url } = await create(writer, bytes.length, id, 'gemi taraması.pdf');
    expect(response.status).toBe(201);
    expect(url).toBe(`${TUS}/${id}`);

    expect((await patch(writer, url, 0, bytes.subarray(0, 100_000))).headers.get('upload-offset')).toBe('100000');
    // The link drops; the device asks where to go on.
    const head = await tus(writer, 'HEAD', url);
    expect({ status: head.status, offset: head.headers.get('upload-offset'), length: head.headers.get('upload-length') }).toEqual({
      status: 200,
      offset: '100000',
      length: '300000',
    });
    expect(await rowsOf(id)).toEqual([]);
    expect((await patch(writer, url, 100_000, bytes.subarray(100_000, 200_000))).status).toBe(204);

    const last = await patch(writer, url, 200_000, bytes.subarray(200_000));
    const expected: UploadedFile = { _id: id, name: 'gemi taraması.pdf', type: 'application/pdf', size: 300_000, path: `/api/file/${id}` };
    expect({ status: last.status, body: json(last), record: record(last) }).toEqual({ status: 201, body: expected, record: expected });
    // The partial bytes are gone; the file is in storage, downloadable byte for byte.
    expect(listing('uploads').filter((name) => name.startsWith(id))).toEqual([]);
    const download = await fetch(`${writer.baseUrl}/api/file/${id}`, {
      headers: { cookie: [...writer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    // The last answer was lost: a HEAD says it is whole and carries the record; a repeated
    // creation or PATCH stores nothing again.
    const again = await tus(writer, 'HEAD', url);
    expect({ status: again.status, offset: again.headers.get('upload-offset'), record: record(again) }).toEqual({
      status: 200,
      offset: '300000',
      record: expected,
    });
    expect((await create(writer, bytes.length, id)).url).toBe(url);
    expect(record(await patch(writer, url, 200_000, bytes.subarray(200_000)))).toEqual(expected);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(listing('files')).toHaveLength(1);
  });

  it('refuses a piece sent from the wrong offset (409) and keeps what it had', async () => {
    const bytes = pdfOfSize(50_000);
    const { url } = await create(writer, bytes.length);
    await patch(writer, url, 0, bytes.subarray(0, 20_000));
    const wrong = await patch(writer, url, 10_000, bytes.subarray(10_000));
    expect(wrong.status).toBe(409);
    expect((await tus(writer, 'HEAD', url)).headers.get('upload-offset')).toBe('20000');
    expect((await patch(writer, url, 20_000, bytes.subarray(20_000))).status).toBe(201);
  });

  it('an upload is its creator’s: another user can neither resume, read nor end it (403), nor take its id', async () => {
    const bytes = pdfOfSize(40_000);
    const id = randomUUID();
    const { url } = await create(writer, bytes.length, id);
    await patch(writer, url, 0, bytes.subarray(0, 10_000));
    const other = admin;
    for (const [method, headers, body] of [
      ['HEAD', {}, undefined],
      ['PATCH', { 'upload-offset': '10000' }, bytes.subarray(10_000)],
      ['DELETE', {}, undefined],
    ] as const) {
      const response = await tus(other, method, url, headers, body);
      expect({ method, status: response.status }).toEqual({ method, status: 403 });
    }
    expect(json<{ message: string }>(await create(other, bytes.length, id).then((c) => c.response))).toEqual({ message: 'fileIdTaken' });
    expect((await tus(writer, 'HEAD', url)).headers.get('upload-offset')).toBe('10000');
    // Once recorded, still not theirs.
    await patch(writer, url, 10_000, bytes.subarray(10_000));
    expect((await tus(other, 'HEAD', url)).status).toBe(403);
    expect((await create(other, bytes.length, id)).response.status).toBe(409);
  });

  it('needs a session', async () => {
    const anonymous = server.client();
    expect((await tus(anonymous, 'POST', TUS, { 'upload-length': '10' })).status).toBe(401);
  });

  it('refuses a file over the limit when it is created, before any byte (413 fileTooLarge), and an empty one (422)', async () => {
    const over = await create(writer, MAX_FILE_BYTES + 1);
    expect({ status: over.response.status, body: json(over.response) }).toEqual({ status: 413, body: { message: 'fileTooLarge' } });
    const empty = await create(writer, 0);
    expect(empty.response.status).toBe(422);
    const badId = await create(writer, 10, 'not-a-uuid');
    expect(badId.response.status).toBe(422);
    // More bytes than declared are refused by tus too.
    const { url } = await create(writer, 10);
    expect((await patch(writer, url, 0, fixtures.pdf)).status).toBe(413);
  });

  it('refuses a file whose content is no allowed type once it is whole (415) and keeps nothing of it', async () => {
    const storedBefore = listing('files');
    const id = randomUUID();
    const { url } = await create(writer, fixtures.windowsExe.length, id, 'fatura.pdf');
    const last = await patch(writer, url, 0, fixtures.windowsExe);
    expect({ status: last.status, body: json(last) }).toEqual({ status: 415, body: { message: 'fileTypeNotAllowed' } });
    expect(await rowsOf(id)).toEqual([]);
    expect(listing('files')).toEqual(storedBefore);
    expect(listing('uploads').filter((name) => name.startsWith(id))).toEqual([]);
    expect((await tus(writer, 'HEAD', url)).status).toBe(404);
  });

  it('keeps to the upload quota: refused at creation when the length would pass it, for a user who may write no company too', async () => {
    const [company] = await demoCompanyIds(admin);
    const reader = await signedIn('tus-okur@example.com', { [company!]: 'okuma' });
    expect((await create(reader, fixtures.pdf.length)).response.status).toBe(403);

    const filler = await signedIn('tus-dolu@example.com', { [company!]: 'yazma' });
    const big = pdfOfSize(MAX_FILE_BYTES);
    const fits = Math.floor(UPLOAD_QUOTA.bytes / MAX_FILE_BYTES);
    for (let i = 0; i < fits; i += 1) {
      const { url } = await create(filler, big.length);
      expect((await patch(filler, url, 0, big)).status).toBe(201);
    }
    const over = await create(filler, big.length);
    expect({ status: over.response.status, body: json(over.response) }).toEqual({ status: 413, body: { message: 'uploadQuotaExceeded' } });
    // Two uploads begun while there was room: the one that ends past the quota is refused then.
    const room = UPLOAD_QUOTA.bytes - fits * MAX_FILE_BYTES;
    const half = pdfOfSize(Math.floor(room / 2) + 1);
    const first = await create(filler, half.length);
    const second = await create(filler, half.length);
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    expect((await patch(filler, first.url, 0, half)).status).toBe(201);
    const late = await patch(filler, second.url, 0, half);
    expect({ status: late.status, body: json(late) }).toEqual({ status: 413, body: { message: 'uploadQuotaExceeded' } });
  }, 120_000);

  it('a file stored through file/single under the same id is not stored again', async () => {
    const id = randomUUID();
    const form = new FormData();
    form.append('_id', id);
    form.append('file', new Blob([fixtures.png]), 'foto.png');
    const single = await fetch(`${writer.baseUrl}/api/file/single`, {
      method: 'POST',
      headers: {
        cookie: [...writer.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': writer.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: form,
    });
    expect(single.status).toBe(201);
    const { response, url } = await create(writer, fixtures.png.length, id, 'foto.png');
    expect(response.status).toBe(201);
    const head = await tus(writer, 'HEAD', url);
    expect(record(head)).toMatchObject({ _id: id, type: 'image/png' });
    expect(await rowsOf(id)).toHaveLength(1);
  });
});
