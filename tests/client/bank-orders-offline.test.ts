// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BankOrder } from '../../src/domain/bank-order';
import type { BillView } from '../../src/domain/bill';
import type { Company, CompanySummary } from '../../src/domain/company';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { replay, type Send } from '../../src/data/sync/replay';
import { bankaTalimat, nakitAkis } from '../../server/db/schema';
import { bankAccount, supplier } from '../server/account-fixtures';
import { BILLS, budgetCodeIds, simpleBill } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §4.2: a bank order made offline — for an account and a bill made offline, with
// its signed letter kept on the device — and the payment recorded from it reach the server once
// each, in order, even when the order's first answer is lost; the bill is then paid.

describe('a bank order made offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('bank-offline', (started) => ({ server, client } = started));

  it('reaches the server once, after its account and bill, and its payment pays the bill', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const companyBank = (await client.get<Company>(`/api/sirket/${sirket}`)).body.bankalar[0]!;
    const currency = companyBank.dovizCinsi;
    const codes = await budgetCodeIds(client);

    // Offline: an account with a bank account in the company's currency, its bill of 500, the
    // signed letter kept on the device, the order, then the payment and the order linking it.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'talimat-imzali.pdf', { type: 'application/pdf' }));
    const file = refOf((await getKeptFile(db, fileId))!);
    const account = {
      _id: newRecordId(),
      ...supplier(sirket, { unvan: 'Çevrimdışı Talimat A.Ş.', bankalar: [bankAccount({ dovizCinsi: currency })] }),
    };
    await enqueue(db, 'cariHesap', 'create', account);
    // Rows as the device keeps them: figures as integers (src/domain/records/form-input.ts: recordOnDevice).
    const bill = recordOnDevice('fatura', {
      _id: newRecordId(),
      ...simpleBill({ sirket, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: '' }, 500, {
        dovizCinsi: currency,
      }),
      faturaFile: file,
    });
    await enqueue(db, 'fatura', 'create', bill);
    const order = {
      _id: newRecordId(),
      ref: 'BT-2026-0001',
      tarih: '2026-05-02',
      miktar: 50000,
      dovizCinsi: currency,
      aciklama: '',
      sirket,
      sirketBankaSelection: companyBank.iban,
      cariBankaSelection: 'TR330006100519786457841326',
      cariHesap: account._id,
      sablon: currency === 'TL' ? 'yurtici-tl' : 'swift-doviz',
      talimatFile: file,
      fatura: bill._id,
      nakitAkis: null,
    };
    await enqueue(db, 'bankaTalimat', 'create', order);
    const payment = {
      _id: newRecordId(),
      tip: 'odeme',
      tarih: '2026-05-03',
      miktar: 50000,
      dovizCinsi: currency,
      sirket,
      cariHesap: account._id,
      fatura: bill._id,
      odemeYontemi: 'havale',
      aciklama: order.ref,
      dekontFile: file,
    };
    await enqueue(db, 'nakitAkis', 'create', payment);
    await enqueue(db, 'bankaTalimat', 'update', { ...order, nakitAkis: payment._id });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => `${entry.op} ${entry.collection}`)).toEqual([
      'create cariHesap',
      'create fatura',
      'create bankaTalimat',
      'create nakitAkis',
      'update bankaTalimat',
    ]);
    expect(entries[2]?.dependsOn).toEqual(
      expect.arrayContaining([
        { collection: 'cariHesap', recordId: account._id },
        { collection: 'fatura', recordId: bill._id },
      ]),
    );
    expect(entries[4]?.dependsOn).toEqual(expect.arrayContaining([{ collection: 'nakitAkis', recordId: payment._id }]));

    // Back online: the order's first answer is lost after the server applied it. One change per
    // request: the requests are the point here (batch-replay.test.ts has the push's lost answer).
    const calls: string[] = [];
    const real = sendVia(client);
    let loseOrderAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'finans/banka-talimat' && loseOrderAnswer) {
        loseOrderAnswer = false;
        throw new TypeError('connection reset after the server wrote the order');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, { batch: false });
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual([
      'POST finans/cari-hesap',
      'POST finans/fatura',
      'POST finans/banka-talimat',
      'POST finans/banka-talimat',
      'POST finans/nakit-akis',
      `PUT finans/banka-talimat/${order._id}`,
    ]);
    expect(await server.db.select().from(bankaTalimat).where(eq(bankaTalimat.cariHesap, account._id))).toHaveLength(1);
    expect(await server.db.select().from(nakitAkis).where(eq(nakitAkis.cariHesap, account._id))).toHaveLength(1);

    const onServer = (await client.get<BankOrder>(`/api/finans/banka-talimat/${order._id}`)).body;
    expect(onServer).toMatchObject({
      ref: 'BT-2026-0001',
      miktar: 500,
      nakitAkis: payment._id,
      fatura: bill._id,
      talimatFile: { _id: fileId },
      version: 2,
    });
    expect((await client.get<BillView>(`${BILLS}/${bill._id}`)).body.durum).toBe('odendi');
    expect(await db.rows('bankaTalimat').get(order._id)).toMatchObject({ version: 2, nakitAkis: payment._id });
  });
});
