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

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// Cheques and notes on the device (docs/areas/cheques.md, docs/architecture.md §4.2): a move is decided at once
// by the domain's moveInstrument and queued as one write of the instrument; the server books the
// cash flows it implies in that write, once even when the answer is lost, and the pull brings them. Two devices that move
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
    for (let round = 0; round < 6 && (await db.outbox.where('state').equals('pending').count()) > 0; round++)
      await replay(db, send, Date.now, undefined, ONE_PER_REQUEST);
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
    await expect(queueMove(db, cheque._id, { tarih: '2026-11-01', durum: 'tahsil-edildi' })).rejects.toThrow(InstrumentRefusal);
    await expect(queueMove(db, cheque._id, { tarih: '2026-11-01', durum: 'ciro-edildi' })).rejects.toMatchObject({
      key: 'endorseeRequired',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await getInstrument(db, cheque._id)).toMatchObject({ durum: 'portfoyde' });
  });

  it('an endorsement made offline is one write, replayed once even when its answer is lost; the server books it and the pull brings it', async () => {
    const db = await freshDb(userId);
    const cheque = await newCheque();
    await pullAll(db, fetchVia(client));
    const [drawerBefore, endorseeBefore] = [await finance(drawer), await finance(endorsee)];

    await queueMove(db, cheque._id, { tarih: '2026-11-02', durum: 'ciro-edildi', cariHesap: endorsee });
    // On the device at once: the move; the queue holds the instrument's write alone.
    expect(await getInstrument(db, cheque._id)).toMatchObject({ durum: 'ciro-edildi', nakitAkis: cheque.nakitAkis });
    // Both accounts' pages list it: the drawer's as its own, the endorsee's as endorsed to it.
    expect((await instrumentsOfAccount(db, drawer)).map((row) => row._id)).toContain(cheque._id);
    expect((await instrumentsOfAccount(db, endorsee)).map((row) => row._id)).toContain(cheque._id);
    expect((await db.outbox.toArray()).map((entry) => `${entry.collection} ${entry.op}`)).toEqual(['cekSenet update']);

    // Back online: the first answer is lost after the server applied the move; the retry changes nothing.
    const real = sendVia(client);
    const calls: string[] = [];
    let lose = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (lose) {
        lose = false;
        throw new TypeError('connection reset after the server wrote the move');
      }
      return response;
    };
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, undefined, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual([`PUT finans/cek-senet/${cheque._id}`, `PUT finans/cek-senet/${cheque._id}`]);

    const onServer = (await client.get<Instrument>(`${BASE}/${cheque._id}`)).body;
    expect(onServer).toMatchObject({ durum: 'ciro-edildi', nakitAkis: cheque.nakitAkis, version: 2 });
    const payment = onServer.hareketler.at(-1)!.nakitAkis!;
    expect(onServer.hareketler.at(-1)).toMatchObject({ durum: 'ciro-edildi', cariHesap: endorsee, nakitAkis: payment });
    expect((await client.get<CashFlow>(`/api/finans/nakit-akis/${payment}`)).body).toMatchObject({
      tip: 'odeme',
      cariHesap: { _id: endorsee },
      tarih: '2026-11-02',
      miktar: 2500.5,
      odemeYontemi: 'cek',
    });
    // The customer's collection was booked at receipt; the endorsement paid the supplier once.
    expect((await finance(drawer))?.odenen).toBe(drawerBefore?.odenen);
    expect((await finance(endorsee))!.odenen - (endorseeBefore?.odenen ?? 0)).toBeCloseTo(2500.5, 2);
    const endorseeFlows = (await client.get<{ nakitAkislar: CashFlow[] }>(`/api/finans/nakit-akis?cariHesap=${endorsee}`)).body
      .nakitAkislar;
    expect(endorseeFlows.filter((flow) => flow.aciklama === cheque.seriNo)).toHaveLength(1);

    // The pull brings the server's records: the device's instrument links the flow, which it now holds.
    await pullAll(db, fetchVia(client));
    expect((await getInstrument(db, cheque._id))?.hareketler.at(-1)?.nakitAkis).toBe(payment);
    expect(await db.rows('nakitAkis').get(payment)).toMatchObject({ tip: 'odeme', cariHesap: endorsee });
  });

  it('collecting a cheque given to the bank books nothing more: its link stays the receipt’s', async () => {
    const db = await freshDb(userId);
    const cheque = await newCheque();
    await pullAll(db, fetchVia(client));
    await queueMove(db, cheque._id, { tarih: '2026-11-03', durum: 'tahsile-verildi' });
    await queueMove(db, cheque._id, { tarih: '2026-12-31', durum: 'tahsil-edildi' });
    await drain(db);
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await client.get<Instrument>(`${BASE}/${cheque._id}`)).body;
    expect(onServer).toMatchObject({ durum: 'tahsil-edildi', nakitAkis: cheque.nakitAkis });
    expect(onServer.hareketler.every((movement) => movement.nakitAkis === undefined)).toBe(true);
    expect(onServer.hareketler.map((movement) => movement.durum)).toEqual(['portfoyde', 'tahsile-verildi', 'tahsil-edildi']);
  });

  it('two devices moving the same instrument offline meet as a conflict; keeping mine over a move no longer valid is rejected, open to fix', async () => {
    const cheque = await newCheque();
    const [first, second] = [await freshDb(userId), await freshDb(userId)];
    await pullAll(first, fetchVia(client));
    await pullAll(second, fetchVia(client));

    // Both offline: one gives it to the bank, the other returns it to the drawer.
    await queueMove(first, cheque._id, { tarih: '2026-11-04', durum: 'tahsile-verildi' });
    await queueMove(second, cheque._id, { tarih: '2026-11-04', durum: 'iade-edildi', aciklama: 'müşteri geri istedi' });

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
    await queueMove(second, cheque._id, { tarih: '2026-11-05', durum: 'karsiliksiz' });
    await drain(second);
    expect(await second.outbox.count()).toBe(0);
    expect((await client.get<Instrument>(`${BASE}/${cheque._id}`)).body.durum).toBe('karsiliksiz');
  });
});
