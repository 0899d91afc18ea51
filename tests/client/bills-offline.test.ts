// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill, BillView } from '../../src/domain/bill';
import type { CompanySummary } from '../../src/domain/company';
import { getKeptFile, keepFile, keptFilesOf, refOf, type FileTransport } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { replay, type Send } from '../../src/data/sync/replay';
import { fatura, files } from '../../server/db/schema';
import { supplier } from '../server/account-fixtures';
import { BILLS, HAND_TOTALS, billBody, budgetCodeIds } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §4.2, §5: a bill made offline for an account also made offline, with a file
// picked offline, reaches the server exactly once and in order when the connection returns: the
// account first, then the file, then the bill, even when the bill's first answer is lost.

describe('a bill made offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('bills-offline', (started) => ({ server, client } = started));

  it('for an account and with a file made offline reaches the server once, after them', async () => {
    const db = await freshDb(await userIdOf(client));
    const company = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const codes = await budgetCodeIds(client);

    // Offline: the file is kept, the account and the bill are queued, in that order.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'bunker-faturasi.pdf', { type: 'application/pdf' }));
    const kept = (await getKeptFile(db, fileId))!;
    const account = { _id: newRecordId(), ...supplier(company, { unvan: 'Çevrimdışı Bunker A.Ş.' }) };
    await enqueue(db, 'cariHesap', 'create', account);
    // The row as the device keeps it: figures as integers (src/domain/records/form-input.ts: recordOnDevice).
    const bill = recordOnDevice('fatura', {
      _id: newRecordId(),
      ...billBody({ sirket: company, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: '' }),
      faturaFile: refOf(kept),
    });
    await enqueue(db, 'fatura', 'create', bill);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.collection)).toEqual(['cariHesap', 'fatura']);
    expect(entries[1]).toMatchObject({ dependsOn: [{ collection: 'cariHesap', recordId: account._id }], files: [fileId] });
    expect(await db.rows('fatura').get(bill._id)).toMatchObject({ cariHesap: account._id, faturaFile: { keptId: fileId } });

    const calls: string[] = [];
    const offline: Send = async (method, url) => {
      calls.push(`offline ${method} ${url}`);
      throw new TypeError('Failed to fetch');
    };
    const noNetwork: FileTransport = {
      async upload() {
        calls.push('offline upload');
        throw new TypeError('Failed to fetch');
      },
    };
    expect(await replay(db, offline, Date.now, keptFilesOf(db, noNetwork), { batch: false })).toMatchObject({ kind: 'retry', sent: 0 });
    expect((await client.get(`${BILLS}/${bill._id}`)).status).toBe(404);

    // Back online; the answer to the bill's first POST is lost after the server applied it. One change
    // per request: the requests are the point here (batch-replay.test.ts has the push's lost answer).
    const real = sendVia(client);
    let loseBillAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'finans/fatura' && loseBillAnswer) {
        loseBillAnswer = false;
        throw new TypeError('connection reset after the server wrote the bill');
      }
      return response;
    };
    const transport = transportVia(client);
    const uploads: FileTransport = {
      async upload(file, options) {
        calls.push('upload');
        return transport.upload(file, options);
      },
    };
    expect(await replay(db, online, Date.now, keptFilesOf(db, uploads), { batch: false })).toMatchObject({ kind: 'retry', sent: 1 });
    expect(await replay(db, online, Date.now, keptFilesOf(db, uploads), { batch: false })).toMatchObject({ kind: 'idle', sent: 1 });

    expect(calls).toEqual([
      'offline POST finans/cari-hesap',
      'POST finans/cari-hesap',
      'upload',
      'POST finans/fatura',
      // The retry: the file is known uploaded, the bill goes again under the same Idempotency-Key.
      'POST finans/fatura',
    ]);
    expect(await db.outbox.count()).toBe(0);

    // Exactly once on the server, with its account, its file and the server's totals.
    expect((await client.get<Account>(`/api/finans/cari-hesap/${account._id}`)).body.unvan).toBe('Çevrimdışı Bunker A.Ş.');
    const ofAccount = (await client.get<{ faturalar: BillView[] }>(`${BILLS}/cari/${account._id}`)).body.faturalar;
    expect(ofAccount.map((row) => row._id)).toEqual([bill._id]);
    expect(await server.db.select().from(fatura).where(eq(fatura.cariHesap, account._id))).toHaveLength(1);
    expect(await server.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    const onServer = (await client.get<BillView>(`${BILLS}/${bill._id}`)).body;
    expect(onServer).toMatchObject({ version: 1, faturaFile: { _id: fileId, name: 'bunker-faturasi.pdf' }, toplamlar: HAND_TOTALS });
    expect((await client.get(onServer.faturaFile.path)).status).toBe(200);

    // The device holds the server's record and has let go of its copy of the file.
    const local = (await db.rows('fatura').get(bill._id)) as unknown as Bill;
    expect(local).toMatchObject({
      version: 1,
      faturaFile: { _id: fileId },
      toplamlar: recordOnDevice('fatura', { toplamlar: HAND_TOTALS }).toplamlar,
    });
    expect(await getKeptFile(db, fileId)).toBeUndefined();
  });
});
