// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Company, CompanySummary } from '../../src/domain/company';
import { payoutPlan, PERSON_ACCOUNT_NOTE } from '../../src/domain/payroll-payout';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { localStore } from '../../src/data/local';
import { payoutAccountError, payoutSources, writePayout } from '../../src/data/payroll-payout';
import { replay, type Send } from '../../src/data/sync/replay';
import { bankaTalimat, cariHesap, nakitAkis } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// A sheet's pay-out written on a device with no link (docs/areas/payroll.md §8): the seafarer's
// account, then per transfer its payment (with the bank's receipt, kept on the device) and the bank
// order naming it, reach the server exactly once and in that order, even when an answer is lost; a
// second pay-out to the same person finds the account again and only adds the new IBAN.

const ONE_PER_REQUEST = { batch: false } as const;
const OWN_IBAN = 'TR220006400000110000000001';
const HOME_IBAN = 'TR740006200519786457841326';

describe('a pay-out written offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('payroll-payout-offline', (started) => ({ server, client } = started));
  afterEach(() => localStore.set(null));

  it('reaches the server once: the account, then each payment and the bank order naming it', async () => {
    const user = await userIdOf(client);
    const db = await freshDb(user);
    localStore.set({ userId: user, db, engine: { kick: () => undefined } } as never);
    const ship = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const company = (await client.get<Company>(`/api/sirket/${ship}`)).body;
    const receipt = refOf(
      (await getKeptFile(db, await keepFile(db, new File([fixtures.pdf], 'dekont.pdf', { type: 'application/pdf' }))))!,
    );

    // A Turkish seafarer owed 1,500.00 USD, 40 % of it home to his wife.
    const people = [{ _id: 'p-offline', ad: 'Kemal', soyad: 'Deniz', tcKimlikNo: '10000000146' }];
    const plan = payoutPlan({
      sirket: ship,
      donem: '2026-09',
      transfers: [
        { personel: 'p-offline', alici: 'lehdar', ad: 'Zeynep Deniz', iban: HOME_IBAN, tutar: 60_000n, dovizCinsi: 'USD' },
        { personel: 'p-offline', alici: 'personel', ad: 'Kemal Deniz', iban: OWN_IBAN, tutar: 90_000n, dovizCinsi: 'USD' },
      ],
      people,
      companyBanks: company.bankalar,
      ...(await payoutSources(db, ship)),
    });
    expect([plan.problems, payoutAccountError(plan)]).toEqual([[], null]);
    const orderIds = await writePayout(plan, ship, '2026-10-05', receipt);
    expect(orderIds).toHaveLength(2);
    expect((await db.outbox.toArray()).map((entry) => entry.collection)).toEqual([
      'cariHesap',
      'nakitAkis',
      'bankaTalimat',
      'nakitAkis',
      'bankaTalimat',
    ]);

    // Back online: the first bank order's answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let lose = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'finans/banka-talimat' && lose) {
        lose = false;
        throw new TypeError('connection reset after the server wrote the order');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 8 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls.filter((call) => call.startsWith('POST finans/banka-talimat'))).toHaveLength(3);

    // Once each: one account with both IBANs, two payments, two orders each naming its payment.
    const accounts = await server.db.select().from(cariHesap).where(eq(cariHesap.sirket, ship));
    const mine = accounts.filter((row) => (row.aciklama ?? '').includes(`${PERSON_ACCOUNT_NOTE} p-offline`));
    expect(mine).toHaveLength(1);
    const account = (await client.get<{ bankalar: { iban: string }[]; unvan: string }>(`/api/finans/cari-hesap/${mine[0]!.id}`)).body;
    expect([account.unvan, account.bankalar.map((bank) => bank.iban)]).toEqual(['Kemal Deniz', [HOME_IBAN, OWN_IBAN]]);
    const orders = await server.db.select().from(bankaTalimat).where(eq(bankaTalimat.cariHesap, mine[0]!.id));
    const flows = await server.db.select().from(nakitAkis).where(eq(nakitAkis.cariHesap, mine[0]!.id));
    expect(orders.map((order) => order.ref).sort()).toEqual(['BRD-2026-09-001', 'BRD-2026-09-002']);
    expect(flows.map((flow) => [flow.tip, flow.odemeYontemi, flow.tarih]).sort()).toEqual([
      ['odeme', 'havale', '2026-10-05'],
      ['odeme', 'havale', '2026-10-05'],
    ]);
    expect(orders.map((order) => order.nakitAkis).sort()).toEqual(flows.map((flow) => flow.id).sort());

    // The next month, paid to a new home IBAN: the same account, the IBAN added, the next refs.
    const NEW_HOME = 'TR270006200000629876543211';
    const next = payoutPlan({
      sirket: ship,
      donem: '2026-10',
      transfers: [{ personel: 'p-offline', alici: 'lehdar', ad: 'Zeynep Deniz', iban: NEW_HOME, tutar: 1_000n, dovizCinsi: 'USD' }],
      people,
      companyBanks: company.bankalar,
      ...(await payoutSources(db, ship)),
    });
    expect(next.accounts.map((write) => [write._id, write.input.bankalar.length])).toEqual([[mine[0]!.id, 3]]);
    expect(next.orders.map((order) => [order.ref, order.cariHesap])).toEqual([['BRD-2026-10-001', mine[0]!.id]]);
  });
});
