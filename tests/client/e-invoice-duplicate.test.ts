// @vitest-environment node
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import { billSchema, type Bill } from '../../src/domain/bill';
import type { CompanySummary } from '../../src/domain/company';
import type { UploadedFile } from '../../src/domain/file';
import { billRecord } from '../../src/data/bill-save';
import { eInvoiceImported } from '../../src/data/bills';
import type { MirroredRow, PortalDb } from '../../src/data/db';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { pullAll } from '../../src/data/sync/pull';
import { supplier } from '../server/account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from '../server/bill-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { fetchVia, freshDb, userIdOf } from './sync-helpers';

// docs/areas/e-invoice.md: a second import of the same e-Fatura UUID for the same company is refused on the
// device at once (before the outbox), from the bills it holds: pulled ones and ones made offline.

describe('an e-Fatura imported twice, on the device', () => {
  let server: TestServer;
  let client: TestClient;
  let dataDir: string;
  let db: PortalDb;
  let companies: string[];
  let refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string };
  let file: UploadedFile;
  const PULLED = '6f1c2d3e-0000-4000-8000-000000000001';
  const OFFLINE = '6f1c2d3e-0000-4000-8000-000000000002';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e-invoice-device-'));
    server = await startServer(backends[0]!, { dataDir });
    client = server.client();
    await client.signIn(ADMIN);
    companies = (await client.get<CompanySummary[]>('/api/sirket')).body.map((company) => company._id);
    const account = (await client.post<Account>('/api/finans/cari-hesap', supplier(companies[0]!, { unvan: 'e-Fatura A.Ş.' }))).body;
    file = await uploadPdf(client);
    refs = {
      sirket: companies[0]!,
      cariHesap: account._id,
      butceKodu: (await budgetCodeIds(client))['gider:740.01.001']!,
      faturaFile: file._id,
    };
    expect((await client.post<Bill>(BILLS, simpleBill(refs, 100, { eFaturaUuid: PULLED }))).status).toBe(201);
    db = await freshDb(await userIdOf(client));
    await pullAll(db, fetchVia(client));
  });
  afterAll(async () => {
    db?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('knows a pulled bill’s UUID for its company only, however it is cased', async () => {
    expect(await eInvoiceImported(db, companies[0]!, PULLED)).toBe(true);
    expect(await eInvoiceImported(db, companies[0]!, PULLED.toUpperCase())).toBe(true);
    expect(await eInvoiceImported(db, companies[1]!, PULLED)).toBe(false);
    expect(await eInvoiceImported(db, companies[0]!, OFFLINE)).toBe(false);
    expect(await eInvoiceImported(db, companies[0]!, '')).toBe(false);
  });

  it('knows a bill made offline at once; the bill itself is not its own duplicate', async () => {
    const id = newRecordId();
    const fields = v.parse(billSchema, { ...simpleBill(refs, 50, { eFaturaUuid: OFFLINE }), faturaFile: file });
    await enqueue(db, 'fatura', 'create', billRecord(fields, file, id) as unknown as MirroredRow);
    expect(await eInvoiceImported(db, companies[0]!, OFFLINE)).toBe(true);
    expect(await eInvoiceImported(db, companies[0]!, OFFLINE, id)).toBe(false);
  });
});
