import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { files } from '../../server/db/schema';
import { UPLOAD_QUOTA } from '../../server/files/file-service';
import { FILE_REFERENCES } from '../../server/files/files-repository';
import { sweepFiles, SWEEP_AGES } from '../../server/files/file-sweep';
import { storageFor } from '../../server/files/storage';
import { MAX_FILE_BYTES, type UploadedFile } from '../../src/domain/file';
import type { Bill } from '../../src/domain/bill';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill } from './bill-fixtures';
import { fixtures, pdfOfSize } from './file-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Issue 32 item 13: a user with no company grant filled the disk with uploads no record used, and
// crashes left files without rows and `.tmp-` files that nothing ever removed.

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

const HOUR = 60 * 60 * 1000;

describe('every foreign key to files', () => {
  it('is one of FILE_REFERENCES, which the quota and the sweep count as a use', () => {
    const referring = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table as PgTable);
        return (
          config.foreignKeys
            // By the SQL name: a kind's table (server/db/kind-table.ts) names `files` through a stand-in.
            .filter((key) => getTableConfig(key.reference().foreignTable).name === getTableConfig(files).name)
            .flatMap((key) => key.reference().columns.map((column) => `${config.name}.${column.name}`))
        );
      });
    expect(referring.sort()).toEqual(FILE_REFERENCES.map((column) => `${getTableConfig(column.table).name}.${column.name}`).sort());
  });
});

describe.each(backends)('upload quota and file sweep on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  const folder = () => path.join(dataDir, 'files');
  const stored = () => {
    try {
      return readdirSync(folder()).sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-quota-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    await admin.signIn(ADMIN);
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

  it('a user who may write no company cannot upload (403) and nothing is kept', async () => {
    const [company] = await demoCompanyIds(admin);
    const before = stored();
    for (const client of [await signedIn('hicbir@example.com', {}), await signedIn('okur@example.com', { [company!]: 'okuma' })]) {
      const response = await upload(client, fixtures.pdf);
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { message: 'forbidden' } });
    }
    expect(stored()).toEqual(before);
  });

  it('refuses uploads past the quota of files no record refers to (413 uploadQuotaExceeded); a record using one frees its room', async () => {
    const [company] = await demoCompanyIds(admin);
    const writer = await signedIn('yukleyen@example.com', { [company!]: 'yazma' });
    const big = pdfOfSize(MAX_FILE_BYTES);
    const fits = Math.floor(UPLOAD_QUOTA.bytes / MAX_FILE_BYTES);
    const uploaded: string[] = [];
    for (let i = 0; i < fits; i += 1) {
      const response = await upload(writer, big, `büyük-${i}.pdf`);
      expect(response.status).toBe(201);
      uploaded.push(response.body._id);
    }
    const before = stored();
    const over = await upload(writer, big, 'fazla.pdf');
    expect({ status: over.status, body: over.body }).toEqual({ status: 413, body: { message: 'uploadQuotaExceeded' } });
    expect(stored()).toEqual(before);
    // Another user's quota is their own.
    expect((await upload(admin, big)).status).toBe(201);

    // A bill that uses one of them: that file no longer counts.
    const codes = await budgetCodeIds(admin);
    const account = (await writer.post<{ _id: string }>(ACCOUNTS, supplier(company!, { unvan: 'Kota Tedarikçisi' }))).body;
    const refs = { sirket: company!, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: uploaded[0]! };
    expect((await writer.post<Bill>(BILLS, simpleBill(refs, 10))).status).toBe(201);
    expect((await upload(writer, big, 'yer-açıldı.pdf')).status).toBe(201);

    // The count is bounded too: small files up to UPLOAD_QUOTA.files, then no more.
    const small = await signedIn('kucuk@example.com', { [company!]: 'yazma' });
    for (let i = 0; i < UPLOAD_QUOTA.files; i += 1) expect((await upload(small, fixtures.png, `k${i}.png`)).status).toBe(201);
    expect((await upload(small, fixtures.png)).body).toEqual({ message: 'uploadQuotaExceeded' });
  }, 120_000);

  it('the sweep removes unreferenced uploads a day old, bytes without a row and stale partial writes, and keeps the rest', async () => {
    const [company] = await demoCompanyIds(admin);
    const writer = await signedIn('supurge@example.com', { [company!]: 'yazma' });
    const used = (await upload(writer, fixtures.pdf, 'kullanılan.pdf')).body._id;
    const unused = (await upload(writer, fixtures.png, 'kullanılmayan.png')).body._id;
    const fresh = (await upload(writer, fixtures.jpeg, 'yeni.jpg')).body._id;
    const codes = await budgetCodeIds(admin);
    const account = (await writer.post<{ _id: string }>(ACCOUNTS, supplier(company!, { unvan: 'Süpürge Tedarikçisi' }))).body;
    const refs = { sirket: company!, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: used };
    expect((await writer.post<Bill>(BILLS, simpleBill(refs, 10))).status).toBe(201);
    // A file only a later-declared reference uses (a certificate's scan) is as used as a bill's.
    const scan = (await upload(writer, fixtures.pdf, 'sertifika.pdf')).body._id;
    const certificate = await writer.post('/api/sertifika', {
      sirket: company!,
      sahip: 'gemi',
      tur: 'KLAS',
      numara: 'BV-1',
      verenKurulus: 'Bureau Veritas',
      duzenlemeTarihi: '2024-03-10',
      gecerlilikTarihi: '2029-03-10',
      dosya: scan,
    });
    expect(certificate.status).toBe(201);

    const now = new Date();
    const old = new Date(now.getTime() - SWEEP_AGES.unreferencedMs - HOUR);
    for (const id of [used, unused, scan]) await server.db.update(files).set({ createdAt: old }).where(eq(files.id, id));
    await server.db
      .update(files)
      .set({ createdAt: new Date(now.getTime() - HOUR) })
      .where(eq(files.id, fresh));
    const keyOf = async (id: string) => (await server.db.select().from(files).where(eq(files.id, id)))[0]?.storageKey;
    const usedKey = (await keyOf(used))!;
    const unusedKey = (await keyOf(unused))!;
    const freshKey = (await keyOf(fresh))!;

    // What crashes leave: bytes without a row (old and new), partial writes (old and new).
    mkdirSync(folder(), { recursive: true });
    const leftovers = {
      orphan: 'a0000000-0000-4000-8000-000000000001',
      newOrphan: 'a0000000-0000-4000-8000-000000000002',
      tmp: '.tmp-0123456789abcdef',
      newTmp: '.tmp-fedcba9876543210',
    };
    for (const name of Object.values(leftovers)) writeFileSync(path.join(folder(), name), 'x');
    const twoHoursAgo = new Date(now.getTime() - 2 * HOUR);
    const tenMinutesAgo = new Date(now.getTime() - 10 * 60 * 1000);
    // Every stored file is old by this "now", the just-stored ones included, except the two new leftovers.
    for (const name of stored()) utimesSync(path.join(folder(), name), twoHoursAgo, twoHoursAgo);
    for (const name of [leftovers.newOrphan, leftovers.newTmp]) utimesSync(path.join(folder(), name), tenMinutesAgo, tenMinutesAgo);
    const before = stored();

    const result = await sweepFiles(server.db, storageFor({ dataDir }), now);
    // The earlier tests' uploads are as old on disk, but their rows are minutes old: kept.
    expect(result).toEqual({ unreferenced: 1, orphans: 1, temporary: 1 });
    expect(stored()).toEqual(before.filter((name) => ![unusedKey, leftovers.orphan, leftovers.tmp].includes(name)));
    expect(stored()).toEqual(expect.arrayContaining([usedKey, freshKey, leftovers.newOrphan, leftovers.newTmp]));
    expect(await keyOf(unused)).toBeUndefined();
    expect(await keyOf(used)).toBe(usedKey);
    expect(await keyOf(scan)).toBeDefined();
    expect((await writer.get(`/api/file/${used}`)).status).toBe(200);
    expect((await writer.get(`/api/file/${unused}`)).status).toBe(404);

    // Nothing more to do a second time.
    expect(await sweepFiles(server.db, storageFor({ dataDir }), now)).toEqual({ unreferenced: 0, orphans: 0, temporary: 0 });
  });
});
