// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import { accountBalances, balanceBillOf, balanceFlowOf, toAccountFinance, type AccountFinance } from '../../src/domain/account-balance';
import type { Bill, BillView } from '../../src/domain/bill';
import type { CashFlow } from '../../src/domain/cash-flow';
import type { CompanySummary } from '../../src/domain/company';
import type { PortalDb } from '../../src/data/db';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { nakitAkis } from '../../server/db/schema';
import { supplier } from '../server/account-fixtures';
import { BILLS, billBody, budgetCodeIds } from '../server/bill-fixtures';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';
import { recordOnDevice } from '../../src/domain/records/form-input';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/architecture.md §4.2, §7: a payment recorded offline against a bill made offline changes the
// bill's paid state and the account's balance on the device at once (the domain's accountBalances
// over the device's rows), reaches the server exactly once and after the bill, and the server
// then answers the same figures.

/** The device's view of one account: accountBalances over its rows in Dexie. */
async function deviceBalances(db: PortalDb, accountId: string) {
  const bills = (await db.rows('fatura').where('cariHesap').equals(accountId).toArray()) as unknown as Bill[];
  const flows = (await db.rows('nakitAkis').where('cariHesap').equals(accountId).toArray()) as unknown as CashFlow[];
  return accountBalances('tedarikci', bills.map(balanceBillOf), flows.map(balanceFlowOf));
}

describe('a payment recorded offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('cash-offline', (started) => ({ server, client } = started));

  it('against a bill made offline pays it on the device at once and reaches the server once, after the bill', async () => {
    const db = await freshDb(await userIdOf(client));
    const company = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const codes = await budgetCodeIds(client);

    // Offline: an account, a bill of 2,214.07 (738.02 + 738.02 + 738.03) and a payment of 1,000.00.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'dekont.pdf', { type: 'application/pdf' }));
    const file = refOf((await getKeptFile(db, fileId))!);
    const account = { _id: newRecordId(), ...supplier(company, { unvan: 'Çevrimdışı Ödeme A.Ş.' }) };
    await enqueue(db, 'cariHesap', 'create', account);
    // The device keeps figures as integers (src/domain/records/form-input.ts: recordOnDevice).
    const bill = recordOnDevice('fatura', {
      _id: newRecordId(),
      ...billBody({ sirket: company, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: '' }),
      faturaFile: file,
    });
    await enqueue(db, 'fatura', 'create', bill);
    const payment = {
      _id: newRecordId(),
      tip: 'odeme',
      tarih: '2026-02-10',
      miktar: 100000,
      dovizCinsi: 'GBP',
      sirket: company,
      cariHesap: account._id,
      fatura: bill._id,
      odemeYontemi: 'havale',
      aciklama: 'Çevrimdışı ödeme',
      dekontFile: file,
    };
    await enqueue(db, 'nakitAkis', 'create', payment);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.collection)).toEqual(['cariHesap', 'fatura', 'nakitAkis']);
    expect(entries[2]?.dependsOn).toEqual(
      expect.arrayContaining([
        { collection: 'cariHesap', recordId: account._id },
        { collection: 'fatura', recordId: bill._id },
      ]),
    );

    // At once, on the device: the first instalment is paid, the account owes the rest.
    const offline = await deviceBalances(db, account._id);
    expect(offline.bills.get(bill._id)?.rows.map((row) => row.durum)).toEqual(['odendi', 'odenmedi', 'odenmedi']);
    expect(offline.currencies.map(toAccountFinance)).toEqual([
      { dovizCinsi: 'GBP', fatura: 2214.07, odenen: 1000, bakiye: 1214.07, odenecekTaksit: 476.04, odemeTarihi: '2026-02-28', avans: 0 },
    ]);

    // Back online: the payment's first answer is lost after the server applied it.
    const calls: string[] = [];
    const real = sendVia(client);
    let losePaymentAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'finans/nakit-akis' && losePaymentAnswer) {
        losePaymentAnswer = false;
        throw new TypeError('connection reset after the server wrote the payment');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 5 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST finans/cari-hesap', 'POST finans/fatura', 'POST finans/nakit-akis', 'POST finans/nakit-akis']);
    expect(await server.db.select().from(nakitAkis).where(eq(nakitAkis.cariHesap, account._id))).toHaveLength(1);

    // The server answers what the device computed, and the device, run again over the server's
    // records it now holds, still agrees.
    const onServer = (await client.get<BillView>(`${BILLS}/${bill._id}`)).body;
    const device = await deviceBalances(db, account._id);
    const state = device.bills.get(bill._id);
    expect(onServer.odemePlani.map((row) => row.durum)).toEqual(state?.rows.map((row) => row.durum));
    expect(onServer).toMatchObject({
      durum: state?.durum,
      odenecekTaksit: 476.04,
      odemeTarihi: state?.odemeTarihi,
      toplamlar: { odenmisTutar: 1000 },
    });
    const finans = (await client.get<Account & { finans: AccountFinance[] }>(`/api/finans/cari-hesap/${account._id}`)).body.finans;
    expect(finans).toEqual(device.currencies.map(toAccountFinance));
    expect(finans).toEqual(offline.currencies.map(toAccountFinance));
    expect(await db.rows('nakitAkis').get(payment._id)).toMatchObject({ version: 1, miktar: 100000, dekontFile: { _id: fileId } });
  });
});
