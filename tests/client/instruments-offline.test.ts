// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountFinance } from '../../src/domain/account-balance';
import type { Account } from '../../src/domain/account';
import type { CashFlow } from '../../src/domain/cash-flow';
import type { UploadedFile } from '../../src/domain/file';
import type { Instrument } from '../../src/domain/instrument-schema';
import { InstrumentRefusal, queueMove } from '../../src/data/instrument-save';
import { getInstrument, instrumentsOfAccount } from '../../src/data/instruments';
import { discard, keepMine } from '../../src/data/sync/outbox';
import { pullAll } from '../../src/data/sync/pull';
import { replay, type Send } from '../../src/data/sync/replay';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from '../server/account-fixtures';
import { uploadPdf } from '../server/bill-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { fetchVia, freshDb, sendVia, userIdOf } from './sync-helpers';

// Cheques and notes on the device (MODULES.md §9, ARCHITECTURE.md §3.3): a move is decided at once
// by the domain's moveInstrument, queues the cash flows it records before the instrument that links
// them, and an endorsement leaves both accounts' balances right on the server. Two devices that move
// the same instrument offline meet as a conflict, never merged; keeping mine over a move that is no
// longer valid is shown rejected (422 invalidTransition), open to fix.

const BASE = '/api/finans/cek-senet';

describe('cheques and notes moved on devices', () => {
  let server: TestServer;
  let client: TestClient;
  let send: Send;
  let userId: string;
  let sirket: string;
  let drawer: string;
  let endorsee: string;
  let scan: UploadedFile;
  let n = 0;

  const finance = async (id: string): Promise<AccountFinance | undefined> =>
    (await client.get<{ finans: AccountFinance[] }>(`${ACCOUNTS}/${id}`)).body.finans.find((row) => row.dovizCinsi === 'TL');

  const newCheque = async (): Promise<Instrument> => {
    n += 1;
    const response = await client.post<Instrument>(BASE, {
      tur: 'cek',
      yon: 'alinan',
      sirket,
      cariHesap: drawer,
      seriNo: `CIHAZ-${n}`,
      duzenlemeTarihi: '2026-10-01',
      vadeTarihi: '2026-12-31',
      miktar: '2500.50',
      dovizCinsi: 'TL',
      hareketler: [{ tarih: '2026-10-01', durum: 'portfoyde' }],
      dosya: scan._id,
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  const drain = async (db: Awaited<ReturnType<typeof freshDb>>) => {
    for (let round = 0; round < 6 && (await db.outbox.where('state').equals('pending').count()) > 0; round++) await replay(db, send);
  };

  beforeAll(async () => {
    server = await startServer(backends[0]!);
    client = server.client();
    await client.signIn(ADMIN);
    send = sendVia(client);
    userId = await userIdOf(client);
    sirket = (await demoCompanyIds(client))[0]!;
    drawer = (await client.post<Account>(ACCOUNTS, customer(sirket, { unvan: 'Cihaz Keşideci A.Ş.' }))).body._id;
    endorsee = (await client.post<Account>(ACCOUNTS, supplier(sirket, { unvan: 'Cihaz Ciro Tedarik Ltd.' }))).body._id;
    scan = await uploadPdf(client, 'cek.pdf');
  });
  afterAll(() => server?.close());

  it('refuses a move the domain refuses at once, queueing nothing', async () => {
    const db = await freshDb(userId);
    const cheque = await newCheque();
    await pullAll(db, fetchVia(client));
    await expect(queueMove(db, cheque._id, { tarih: '2026-11-01', durum: 'tahsil-edildi' }, 'Çek')).rejects.toThrow(InstrumentRefusal);
    await expect(queueMove(db, cheque._id, { tarih: '2026-11-01', durum: 'ciro-edildi' }, 'Çek')).rejects.toMatchObject({
      key: 'endorseeRequired',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await getInstrument(db, cheque._id)).toMatchObject({ durum: 'portfoyde' });
  });

  it('an endorsement offline records the collection from the drawer and the payment to the endorsee; both balances move by its amount', async () => {
    const db = await freshDb(userId);
    const cheque = await newCheque();
    await pullAll(db, fetchVia(client));
    const [drawerBefore, endorseeBefore] = [await finance(drawer), await finance(endorsee)];

    const [collection, payment] = await queueMove(
      db,
      cheque._id,
      { tarih: '2026-11-02', durum: 'ciro-edildi', cariHesap: endorsee },
      'Çek CIHAZ',
    );
    // On the device at once: the move, the link, and the queue in order (flows before the instrument).
    expect(await getInstrument(db, cheque._id)).toMatchObject({ durum: 'ciro-edildi', nakitAkis: collection });
    // Both accounts' pages list it: the drawer's as its own, the endorsee's as endorsed to it.
    expect((await instrumentsOfAccount(db, drawer)).map((row) => row._id)).toContain(cheque._id);
    expect((await instrumentsOfAccount(db, endorsee)).map((row) => row._id)).toContain(cheque._id);
    expect((await db.outbox.toArray()).map((entry) => `${entry.collection} ${entry.op}`)).toEqual([
      'nakitAkis create',
      'nakitAkis create',
      'cekSenet update',
    ]);

    await drain(db);
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await client.get<Instrument>(`${BASE}/${cheque._id}`)).body;
    expect(onServer).toMatchObject({ durum: 'ciro-edildi', nakitAkis: collection, version: 2 });
    expect(onServer.hareketler.at(-1)).toMatchObject({ durum: 'ciro-edildi', cariHesap: endorsee });
    expect((await client.get<CashFlow>(`/api/finans/nakit-akis/${collection}`)).body).toMatchObject({
      tip: 'tahsilat',
      cariHesap: { _id: drawer },
      miktar: 2500.5,
      odemeYontemi: 'cek',
    });
    expect((await client.get<CashFlow>(`/api/finans/nakit-akis/${payment}`)).body).toMatchObject({
      tip: 'odeme',
      cariHesap: { _id: endorsee },
      miktar: 2500.5,
      odemeYontemi: 'cek',
    });
    // The customer paid 2.500,50 more, the supplier was paid as much (balances in major units).
    expect((await finance(drawer))!.odenen - (drawerBefore?.odenen ?? 0)).toBeCloseTo(2500.5, 2);
    expect((await finance(endorsee))!.odenen - (endorseeBefore?.odenen ?? 0)).toBeCloseTo(2500.5, 2);
  });

  it('collecting a cheque given to the bank records its collection and links it', async () => {
    const db = await freshDb(userId);
    const cheque = await newCheque();
    await pullAll(db, fetchVia(client));
    await queueMove(db, cheque._id, { tarih: '2026-11-03', durum: 'tahsile-verildi' }, 'Çek');
    const [flow] = await queueMove(db, cheque._id, { tarih: '2026-12-31', durum: 'tahsil-edildi' }, 'Çek');
    await drain(db);
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await client.get<Instrument>(`${BASE}/${cheque._id}`)).body;
    expect(onServer).toMatchObject({ durum: 'tahsil-edildi', nakitAkis: flow });
    expect(onServer.hareketler.map((movement) => movement.durum)).toEqual(['portfoyde', 'tahsile-verildi', 'tahsil-edildi']);
  });

  it('two devices moving the same instrument offline meet as a conflict; keeping mine over a move no longer valid is rejected, open to fix', async () => {
    const cheque = await newCheque();
    const [first, second] = [await freshDb(userId), await freshDb(userId)];
    await pullAll(first, fetchVia(client));
    await pullAll(second, fetchVia(client));

    // Both offline: one gives it to the bank, the other returns it to the drawer.
    await queueMove(first, cheque._id, { tarih: '2026-11-04', durum: 'tahsile-verildi' }, 'Çek');
    await queueMove(second, cheque._id, { tarih: '2026-11-04', durum: 'iade-edildi', aciklama: 'müşteri geri istedi' }, 'Çek');

    await drain(first);
    await drain(second);
    const [conflict] = await second.outbox.toArray();
    expect(conflict).toMatchObject({ state: 'conflict', collection: 'cekSenet' });
    expect(conflict!.error?.body.current).toMatchObject({ durum: 'tahsile-verildi' });
    // Never merged: the server keeps the first device's move alone.
    const kept = (await client.get<Instrument>(`${BASE}/${cheque._id}`)).body;
    expect(kept).toMatchObject({ durum: 'tahsile-verildi', version: 2 });
    expect(kept.hareketler.map((movement) => movement.durum)).toEqual(['portfoyde', 'tahsile-verildi']);
    // The second device still shows its own move, waiting on the user.
    expect(await getInstrument(second, cheque._id)).toMatchObject({ durum: 'iade-edildi' });

    // Keeping mine over the server's move: the return is no longer a move from there.
    await keepMine(second, conflict!.seq!);
    await drain(second);
    const [rejected] = await second.outbox.toArray();
    expect(rejected).toMatchObject({ state: 'rejected', error: { status: 422, body: { message: 'invalidTransition' } } });
    expect((await client.get<Instrument>(`${BASE}/${cheque._id}`)).body.durum).toBe('tahsile-verildi');

    // Open to fix: the user gives up the return, takes the server's state and moves on from there.
    await discard(second, rejected!.seq!);
    await pullAll(second, fetchVia(client));
    expect(await getInstrument(second, cheque._id)).toMatchObject({ durum: 'tahsile-verildi' });
    await queueMove(second, cheque._id, { tarih: '2026-11-05', durum: 'karsiliksiz' }, 'Çek');
    await drain(second);
    expect(await second.outbox.count()).toBe(0);
    expect((await client.get<Instrument>(`${BASE}/${cheque._id}`)).body.durum).toBe('karsiliksiz');
  });
});
