// @vitest-environment node
import 'fake-indexeddb/auto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/data/api';
import type { PortalDb } from '../../src/data/db';
import { forgetFile, getKeptFile, keepFile, uploadKeptFile, type FileTransport } from '../../src/data/files';
import { files } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import { ADMIN, backends, startServer, type TestServer } from '../server/helpers';
import { freshDb, transportVia } from './sync-helpers';

const backend = backends[0]!; // the protocol is the same on both databases; PGlite is enough here

const pdf = (name = 'dekont.pdf') => new File([fixtures.pdf], name, { type: 'application/pdf' });

describe('files kept on the device, uploaded against the real server', () => {
  let server: TestServer;
  let dataDir: string;
  let transport: FileTransport;
  let db: PortalDb;
  const storedOnServer = () => readdirSync(path.join(dataDir, 'files'));
  const rowsFor = (id: string) => server.db.select().from(files).where(eq(files.id, id));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-client-files-'));
    server = await startServer(backend, { dataDir });
    const client = server.client();
    await client.signIn(ADMIN);
    transport = transportVia(client);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    db = await freshDb();
  });

  it('keeps the Blob with its name, type and size, waiting', async () => {
    const id = await keepFile(db, pdf('Şubat dekontu.pdf'));
    const kept = await getKeptFile(db, id);
    expect(kept).toMatchObject({
      id,
      name: 'Şubat dekontu.pdf',
      type: 'application/pdf',
      size: fixtures.pdf.length,
      state: 'waiting',
      attempts: 0,
    });
    expect(new Uint8Array(await kept!.blob.arrayBuffer())).toEqual(fixtures.pdf);
  });

  it('uploads under the kept id and marks the file uploaded', async () => {
    const id = await keepFile(db, pdf());
    expect(await uploadKeptFile(db, id, transport)).toBe('uploaded');
    const kept = await getKeptFile(db, id);
    expect(kept).toMatchObject({ state: 'uploaded', attempts: 1 });
    expect(kept!.uploaded).toEqual({
      _id: id,
      name: 'dekont.pdf',
      type: 'application/pdf',
      size: fixtures.pdf.length,
      path: `/api/file/${id}`,
    });
    // Uploaded already: not sent again.
    const refusing: FileTransport = { upload: () => Promise.reject(new Error('must not be called')) };
    expect(await uploadKeptFile(db, id, refusing)).toBe('uploaded');
  });

  it('uploads once when the first answer is lost on the way back', async () => {
    const id = await keepFile(db, pdf());
    const before = storedOnServer().length;
    // The server stores the file, then the connection drops before the device hears of it.
    const lostAnswer: FileTransport = {
      async upload(file, options) {
        await transport.upload(file, options);
        throw new ApiError(0, { message: 'networkError' });
      },
    };
    const first = await uploadKeptFile(db, id, lostAnswer);
    expect(first).toEqual({ retry: expect.any(ApiError) });
    expect(await getKeptFile(db, id)).toMatchObject({ state: 'waiting', attempts: 1, lastError: { status: 0 } });

    expect(await uploadKeptFile(db, id, transport)).toBe('uploaded');
    expect(await rowsFor(id)).toHaveLength(1);
    expect(storedOnServer()).toHaveLength(before + 1);
    const kept = await getKeptFile(db, id);
    expect(kept).toMatchObject({ state: 'uploaded', attempts: 2 });
    expect(kept!.lastError).toBeUndefined();
  });

  it('retries while offline and keeps the file', async () => {
    const id = await keepFile(db, pdf());
    const offline: FileTransport = { upload: () => Promise.reject(new ApiError(0, { message: 'networkError' })) };
    expect(await uploadKeptFile(db, id, offline)).toEqual({ retry: expect.any(ApiError) });
    expect(await uploadKeptFile(db, id, offline)).toEqual({ retry: expect.any(ApiError) });
    expect(await getKeptFile(db, id)).toMatchObject({ state: 'waiting', attempts: 2 });
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it('reports a refusal with the status and body, and keeps the file for the user to see', async () => {
    const id = await keepFile(db, new File([fixtures.windowsExe], 'fatura.pdf', { type: 'application/pdf' }));
    expect(await uploadKeptFile(db, id, transport)).toEqual({ refused: 415, body: { message: 'fileTypeNotAllowed' } });
    expect(await getKeptFile(db, id)).toMatchObject({
      state: 'waiting',
      lastError: { status: 415, body: { message: 'fileTypeNotAllowed' } },
    });
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it('forgets a kept file, and a forgotten one is not found', async () => {
    const id = await keepFile(db, pdf());
    await forgetFile(db, id);
    expect(await getKeptFile(db, id)).toBeUndefined();
    expect(await uploadKeptFile(db, id, transport)).toEqual({ refused: 404, body: { message: 'notFound' } });
  });
});
