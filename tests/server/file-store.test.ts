import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../server/config';
import { backup, restore } from '../../server/backup/backup';
import { openDb } from '../../server/db/client';
import { files } from '../../server/db/schema';
import { sweepFiles } from '../../server/files/file-sweep';
import { s3Client, s3Storage, storageFor, type FileStorage } from '../../server/files/storage';
import type { UploadedFile } from '../../src/domain/file';
import type { ErrorBody } from '../../src/domain/validation';
import { fixtures } from './file-fixtures';
import { ADMIN, backends, serveDatabase, startServer, type TestClient, type TestServer } from './helpers';

// Issue 54 "Object storage": the folder and an S3-compatible bucket keep the same promises — an
// object whole or not at all, the sweep, backup and restore — and a bucket that cannot be reached
// fails the upload with 503 `fileStorageUnavailable`, recording nothing. The bucket runs when
// TEST_FILES_S3_ENDPOINT names an S3-compatible server (.ci/run starts s3rver; docs/areas/files.md).

const HOUR = 60 * 60 * 1000;

/** The S3 server of this run: its address and keys, each test file making its own buckets. */
const s3Server = process.env.TEST_FILES_S3_ENDPOINT
  ? {
      endpoint: process.env.TEST_FILES_S3_ENDPOINT,
      accessKeyId: process.env.TEST_FILES_S3_ACCESS_KEY ?? 'S3RVER',
      secretAccessKey: process.env.TEST_FILES_S3_SECRET_KEY ?? 'S3RVER',
      region: 'us-east-1',
    }
  : undefined;

/** One place to keep files: how to make it (and its settings for a server), and throw it away. */
interface Store {
  name: string;
  create: () => Promise<{ storage: FileStorage; dataDir: string; settings: { filesS3?: S3Settings }; drop: () => Promise<void> }>;
}

const folderStore: Store = {
  name: 'folder',
  create: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    return {
      storage: storageFor({ dataDir }),
      dataDir,
      settings: {},
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

let buckets = 0;

function bucketStore(server: NonNullable<typeof s3Server>): Store {
  return {
    name: 's3',
    create: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
      buckets += 1;
      const settings: S3Settings = { ...server, bucket: `portal-test-${process.pid}-${Date.now()}-${buckets}` };
      const client = s3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      return {
        storage: storageFor({ dataDir, filesS3: settings }),
        dataDir,
        settings: { filesS3: settings },
        drop: async () => {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
          for (const object of listed.Contents ?? [])
            await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key }));
          await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
          client.destroy();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

const stores: Store[] = s3Server ? [folderStore, bucketStore(s3Server)] : [folderStore];

async function* chunks(...parts: Array<Uint8Array | Error>): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield part;
  }
}

async function keys(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.key);
  return found.sort();
}

async function read(storage: FileStorage, key: string): Promise<string | undefined> {
  const stored = await storage.get(key);
  return stored && `${stored.size}:${await text(stored.stream)}`;
}

/** The folder's `.tmp-` files: where both stores write an upload before it is whole. */
function temporaries(dataDir: string): string[] {
  return ['files', 'files-spool'].flatMap((folder) => {
    try {
      return readdirSync(path.join(dataDir, folder)).filter((name) => name.startsWith('.tmp-'));
    } catch {
      return [];
    }
  });
}

async function upload(client: TestClient, bytes: Uint8Array<ArrayBuffer>, name = 'belge.pdf') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${client.baseUrl}/api/file/single`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadedFile & ErrorBody };
}

describe.each(stores)('the $name file store', (store) => {
  let made: Awaited<ReturnType<Store['create']>>;
  beforeAll(async () => {
    made = await store.create();
  });
  afterAll(async () => {
    await made?.drop();
  });

  it('keeps an object whole: put, get, list, delete (a missing one is no error)', async () => {
    const { storage } = made;
    const big = new Uint8Array(3 * 1024 * 1024).fill(0x61);
    await storage.put('bir', chunks(new TextEncoder().encode('merhaba '), new TextEncoder().encode('dünya')));
    await storage.put('iki', chunks(big));
    expect(await read(storage, 'bir')).toBe(`${Buffer.byteLength('merhaba dünya')}:merhaba dünya`);
    expect(await read(storage, 'iki')).toBe(`${big.length}:${'a'.repeat(big.length)}`);
    expect(await keys(storage)).toEqual(['bir', 'iki']);
    await storage.delete('bir');
    await storage.delete('bir');
    expect(await storage.get('bir')).toBeUndefined();
    expect(await storage.get('hic-olmayan')).toBeUndefined();
    expect(await keys(storage)).toEqual(['iki']);
    await storage.delete('iki');
    expect(temporaries(made.dataDir)).toEqual([]);
  });

  it('leaves nothing of a put whose source fails half-way, and never replaces an object with half of one', async () => {
    const { storage } = made;
    await storage.put('tam', chunks(new TextEncoder().encode('eski hâli')));
    const broken = new Error('bağlantı koptu');
    await expect(storage.put('yarim', chunks(new Uint8Array(100_000).fill(1), broken))).rejects.toBe(broken);
    await expect(storage.put('tam', chunks(new Uint8Array(100_000).fill(2), broken))).rejects.toBe(broken);
    expect(await storage.get('yarim')).toBeUndefined();
    expect(await read(storage, 'tam')).toBe(`${Buffer.byteLength('eski hâli')}:eski hâli`);
    expect(await keys(storage)).toEqual(['tam']);
    expect(temporaries(made.dataDir)).toEqual([]);
    await storage.delete('tam');
  });

  it.each(backends)(
    'serves uploads through the API on $name, and sweeps orphans and partial writes',
    async (backend) => {
      const { storage, dataDir, settings } = made;
      const server = await startServer(backend, { dataDir, ...settings });
      try {
        const admin = server.client();
        await admin.signIn(ADMIN);
        const stored = await upload(admin, fixtures.pdf);
        expect(stored.status).toBe(201);
        const download = await admin.get(`/api/file/${stored.body._id}`);
        expect(download).toMatchObject({ status: 200, text: Buffer.from(fixtures.pdf).toString() });
        const [row] = await server.db.select().from(files).where(eq(files.id, stored.body._id));
        expect(await keys(storage)).toEqual([row!.storageKey]);

        // A refused type is read to its end and stored nowhere.
        const refused = await upload(admin, new Uint8Array(20_000).fill(0x4d), 'program.exe');
        expect(refused).toMatchObject({ status: 415, body: { message: 'fileTypeNotAllowed' } });
        expect(await keys(storage)).toEqual([row!.storageKey]);

        // What a crash leaves: bytes without a row, and a write that never finished.
        await storage.put('yetim', chunks(fixtures.png));
        const spool = path.join(dataDir, settings.filesS3 ? 'files-spool' : 'files');
        mkdirSync(spool, { recursive: true });
        writeFileSync(path.join(spool, '.tmp-yarim'), 'yarım');
        const old = new Date(Date.now() - 2 * HOUR);
        utimesSync(path.join(spool, '.tmp-yarim'), old, old);

        // Two hours on: the orphan and the partial write go; the upload (a day to be used) stays.
        const result = await sweepFiles(server.db, storage, new Date(Date.now() + 2 * HOUR));
        expect(result).toEqual({ unreferenced: 0, orphans: 1, temporary: 1 });
        expect(await keys(storage)).toEqual([row!.storageKey]);
        expect(temporaries(dataDir)).toEqual([]);
        expect((await admin.get(`/api/file/${stored.body._id}`)).status).toBe(200);

        // Two days on, no record took it up: its row and its bytes go.
        expect(await sweepFiles(server.db, storage, new Date(Date.now() + 48 * HOUR))).toEqual({
          unreferenced: 1,
          orphans: 0,
          temporary: 0,
        });
        expect(await keys(storage)).toEqual([]);
      } finally {
        await server.close();
      }
    },
    120_000,
  );

  // A database migrated from nothing to restore into: slower than a copy of the template.
  it('backs up its files into the backup folder and restores them into another store of its kind', async () => {
    const { storage, dataDir, settings } = made;
    const handle = await backends[0]!.create();
    const target = await store.create();
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-store-backup-'));
    const restored = await openDb({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const server = await serveDatabase(handle.handle.db, { dataDir, ...settings });
      const admin = server.client();
      await admin.signIn(ADMIN);
      const stored = await upload(admin, fixtures.png, 'resim.png');
      expect(stored.status).toBe(201);
      await server.close();
      const [row] = await handle.handle.db.select().from(files).where(eq(files.id, stored.body._id));

      const manifest = await backup(handle.handle.db, storage, path.join(folder, 'yedek'));
      expect(manifest.files).toBe(1);
      expect(readFileSync(path.join(folder, 'yedek', 'files', row!.storageKey))).toEqual(Buffer.from(fixtures.png));

      await restored.migrate();
      await restore(restored.db, target.storage, path.join(folder, 'yedek'));
      expect(await keys(target.storage)).toEqual([row!.storageKey]);
      const copy = await serveDatabase(restored.db, { dataDir: target.dataDir, ...target.settings });
      try {
        const client = copy.client();
        await client.signIn(ADMIN);
        const download = await fetch(`${copy.baseUrl}/api/file/${stored.body._id}`, {
          headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(fixtures.png));
      } finally {
        await copy.close();
      }
      await storage.delete(row!.storageKey);
    } finally {
      await restored.close();
      await handle.drop();
      await target.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);
});

describe.each(backends)('an S3 store that cannot be reached, on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  // Port 9 (discard) refuses connections: the store is down.
  const down: S3Settings = {
    endpoint: 'http://127.0.0.1:9',
    bucket: 'portal',
    accessKeyId: 'portal',
    secretAccessKey: 'portal-secret',
    region: 'us-east-1',
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-store-down-'));
    server = await startServer(backend, { dataDir, filesS3: down });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails the upload with 503 fileStorageUnavailable and records nothing', async () => {
    const admin = server.client();
    await admin.signIn(ADMIN);
    const before = await server.db.select().from(files);
    const id = '6f1c2a9e-3b7d-4c52-9a10-5e8f7d6c4b21';
    if (!admin.cookies.has('XSRF-TOKEN')) await admin.get('/api/auth/login-check');
    const form = new FormData();
    form.append('_id', id);
    form.append('file', new Blob([fixtures.pdf]), 'fatura.pdf');
    const response = await fetch(`${admin.baseUrl}/api/file/single`, {
      method: 'POST',
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: form,
    });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 503, body: { message: 'fileStorageUnavailable' } });
    expect(await server.db.select().from(files)).toEqual(before);
    expect((await admin.get(`/api/file/${id}`)).status).toBe(404);
    expect(temporaries(dataDir)).toEqual([]);
  });

  it('says so, too, to the sweep and to a reader of a stored file', async () => {
    const storage = s3Storage(down, path.join(dataDir, 'files-spool'));
    await expect(sweepFiles(server.db, storage, new Date())).rejects.toMatchObject({ statusCode: 503, message: 'fileStorageUnavailable' });
    await expect(storage.get('bir')).rejects.toMatchObject({ statusCode: 503, message: 'fileStorageUnavailable' });
  });
});

describe('the store a server uses', () => {
  it('is the folder unless FILES_S3_* name a bucket; half of those settings stop the start', () => {
    expect(loadConfig({}).filesS3).toBeUndefined();
    const env = {
      FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
      FILES_S3_BUCKET: 'portal-dosyalar',
      FILES_S3_ACCESS_KEY: 'portal',
      FILES_S3_SECRET_KEY: 'portal-secret',
    };
    expect(loadConfig(env).filesS3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-dosyalar',
      accessKeyId: 'portal',
      secretAccessKey: 'portal-secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...env, FILES_S3_REGION: 'eu-central-1' }).filesS3?.region).toBe('eu-central-1');
    expect(() => loadConfig({ ...env, FILES_S3_SECRET_KEY: '' })).toThrow('FILES_S3_SECRET_KEY');
    expect(() => loadConfig({ ...env, FILES_S3_ENDPOINT: 'minio:9000' })).toThrow('FILES_S3_ENDPOINT');
  });
});
