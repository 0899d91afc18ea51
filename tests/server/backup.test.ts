import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill } from '../../src/domain/bill';
import type { SyncResponse } from '../../src/domain/sync';
import { openDb, type DbHandle } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, billBody, budgetCodeIds, uploadPdf } from './bill-fixtures';
import { fixtures } from './file-fixtures';
import { ADMIN, DEMO, serveDatabase } from './helpers';
import { scratchDatabase } from '../support/scratch';

// Issue 32 item 17: `npm run backup` / `npm run restore`, a round trip between PGlite and PostgreSQL.

/** Where a server keeps its data: DATA_DIR, and DATABASE_URL for PostgreSQL ('' for PGlite). */
interface Place {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
}

function pglitePlace(): Place {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  return {
    kind: 'pglite',
    dataDir,
    databaseUrl: '',
    open: () => openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresPlace(adminUrl: string): Promise<Place> {
  const database = await scratchDatabase(adminUrl, 'backup');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: database.url,
    open: () => openDb({ kind: 'pg', url: database.url }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

const kinds: Array<() => Promise<Place>> = [async () => pglitePlace()];
if (process.env.TEST_DATABASE_URL) kinds.push(() => postgresPlace(process.env.TEST_DATABASE_URL!));

/** `npm run backup|restore -- <folder>` as an operator runs it, on `place`. */
function cli(command: 'backup' | 'restore', folder: string, place: Place): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', command, folder], {
      env: { ...process.env, DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** What the API answers about the data: the same before the backup and after the restore. */
async function answers(db: DbHandle['db'], dataDir: string, ids: { bill: string; file: string }) {
  const server = await serveDatabase(db, { dataDir });
  try {
    const admin = server.client();
    expect((await admin.signIn(ADMIN)).status).toBe(200);
    const demo = server.client();
    expect((await demo.signIn(DEMO)).status).toBe(200);
    const pull = await admin.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(pull.body.hasMore).toBe(false);
    const file = await demo.get(`/api/file/${ids.file}`);
    return {
      pull: pull.body.changes,
      cursor: pull.body.cursor,
      bill: (await demo.get<Bill>(`${BILLS}/${ids.bill}`)).body,
      accounts: (await demo.get(`${ACCOUNTS}?cariTip=tedarikci&perPage=100`)).body,
      audit: (await admin.get(`/api/audit?collection=fatura&id=${ids.bill}`)).body,
      file: { status: file.status, type: file.headers.get('content-type'), bytes: file.text },
    };
  } finally {
    await server.close();
  }
}

describe.each(kinds.map((make) => ({ make, name: make === kinds[0] ? 'PGlite' : 'PostgreSQL' })))('a backup of $name', ({ make }) => {
  const places: Place[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const place of places) await place.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('restores into a new PGlite folder (and a new PostgreSQL database): the same records, the file downloads', async () => {
    const source = await make();
    places.push(source);
    const handle = await source.open();
    await handle.migrate();
    await seed(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true, demoPassword: DEMO.password });

    // Records of every kind that matters here: an account, a bill, its file, edits (audit rows).
    const server = await serveDatabase(handle.db, { dataDir: source.dataDir });
    const admin = server.client();
    const demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const [company] = await demoCompanyIds(admin);
    const codes = await budgetCodeIds(admin);
    const account = (await demo.post<Account>(ACCOUNTS, supplier(company!, { unvan: 'Yedek Tedarikçisi', aciklama: 'büyük tutar 18.500' })))
      .body;
    const file = await uploadPdf(demo, 'yedek-fatura.pdf');
    const refs = { sirket: company!, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: file._id };
    const bill = await demo.post<Bill>(BILLS, billBody(refs));
    expect(bill.status).toBe(201);
    const edited = await demo.put<Bill>(
      `${BILLS}/${bill.body._id}`,
      { ...billBody(refs), aciklama: 'düzeltildi' },
      { headers: { 'If-Match': String(bill.body.version) } },
    );
    expect(edited.status).toBe(200);
    await server.close();
    const ids = { bill: bill.body._id, file: file._id };
    const before = await answers(handle.db, source.dataDir, ids);
    expect(before.file).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(before.file.bytes).toBe(Buffer.from(fixtures.pdf).toString());
    // The bill's history: its create and its edit.
    expect(before.audit).toMatchObject({ totalCount: 2 });
    expect(before.bill).toMatchObject({ aciklama: 'düzeltildi', version: 2 });
    await handle.close();

    const folder = mkdtempSync(path.join(tmpdir(), 'portal-backup-set-'));
    folders.push(folder);
    const made = await cli('backup', path.join(folder, 'yedek'), source);
    expect(made).toMatchObject({ code: 0, output: expect.stringContaining('backup written') });

    for (const makeTarget of kinds) {
      const target = await makeTarget();
      places.push(target);
      const restored = await cli('restore', path.join(folder, 'yedek'), target);
      expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('restored') });
      const copy = await target.open();
      try {
        expect({ target: target.kind, ...(await answers(copy.db, target.dataDir, ids)) }).toEqual({ target: target.kind, ...before });
        // The sequences came along: a new record's cursor is past every restored one.
        const server = await serveDatabase(copy.db, { dataDir: target.dataDir });
        const client = server.client();
        await client.signIn(DEMO);
        expect((await client.post(ACCOUNTS, supplier(company!, { unvan: 'Yeni Tedarikçi' }))).status).toBe(201);
        const next = await client.get<SyncResponse>(`/api/sync?since=${before.cursor}`);
        expect(next.body.changes.map((change) => (change.record as { unvan?: string } | undefined)?.unvan)).toEqual(['Yeni Tedarikçi']);
        await server.close();
      } finally {
        await copy.close();
      }
      // A database with data is never restored over.
      const again = await cli('restore', path.join(folder, 'yedek'), target);
      expect(again.code).not.toBe(0);
      expect(again.output).toContain('not empty');
    }
  }, 240_000);
});
