// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import { voyageCharterOf } from '../../src/domain/charter';
import type { CharterRecord } from '../../src/domain/kinds/charter';
import { laytime, type LaytimeResult } from '../../src/domain/laytime';
import { saveCharter } from '../../src/data/charter-save';
import { localStore } from '../../src/data/local';
import { getCharter } from '../../src/data/operations';
import { replay, type Send } from '../../src/data/sync/replay';
import { carter } from '../../server/db/schema';
import { ACCOUNTS, customer } from '../server/account-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// A master fills a voyage's statement of facts at anchor with no link (docs/areas/operations.md §2,
// §5): the voyage saved through the form's saveCharter while the server cannot be reached, then
// saved again with the rest of its events and a deduction; replayed once back online with the
// charter's acknowledgement lost, the server holds the charter once with every event, and its
// laytime (`GET …/laytime`) is the one the device computes from the row it keeps.

const ONE_PER_REQUEST = { batch: false } as const;

type Input = Parameters<typeof saveCharter>[0];

describe('a statement of facts filled offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('charter-sof-offline', (started) => ({ server, client } = started));
  afterEach(() => localStore.set(null));

  it('reaches the server once with every event, its laytime the device’s', async () => {
    const user = await userIdOf(client);
    const db = await freshDb(user);
    localStore.set({ userId: user, db, engine: { kick: () => undefined } } as never);
    const ship = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const account = await client.post<{ _id: string }>(ACCOUNTS, customer(ship, { unvan: 'Grain Traders S.A.' }));
    expect(account.status).toBe(201);

    // 24 h SHINC, NOR 08:00 + 6 h, loading 14:00 → 20:00 the next day, 2 h of rain that morning
    // (MODULES §5.2's worked check): first only the arrival and the NOR, as the form sends them.
    const port = {
      tur: 'yukleme',
      liman: 'Novorossiysk',
      utcFarkDakika: '180',
      izinSaat: '24',
      oranMtGun: '',
      calisma: 'SHINC',
      tatiller: [],
      donusSaat: '6',
      olaylar: [
        { olay: 'VARIS', zaman: '2026-06-01T06:00' },
        { olay: 'NOR_VERILDI', zaman: '2026-06-01T08:00' },
        { olay: 'BITTI', zaman: '2026-06-01T09:00' },
      ],
      kesintiler: [] as unknown[],
    };
    const voyage = {
      sirket: ship,
      tip: 'spot',
      cariHesap: account.body._id,
      cpTarihi: '2026-05-20',
      dovizCinsi: 'USD',
      aciklama: '',
      yuk: { tanim: 'Buğday', miktarMt: '25000' },
      navlun: { esas: 'mt', oran: '22.5', komisyonYuzde: '2.5' },
      demurrageGunluk: '12000',
      despatchGunluk: '',
      despatchEsasi: 'WTS',
      laytimeTipi: 'ayri',
      birKezDemurrage: true,
      zamanAsimiGun: '90',
      limanlar: [port],
    };

    // No link: the first replay fails on the network and leaves the change queued.
    const unreachable: Send = () => Promise.reject(new TypeError('Failed to fetch'));
    const id = await saveCharter(voyage as unknown as Input, null);
    await replay(db, unreachable, Date.now, undefined, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBeGreaterThan(0);

    // Still offline: the rest of the statement — commenced, completed the next day, rain, sailed.
    const filled = {
      ...port,
      olaylar: [
        { olay: 'VARIS', zaman: '2026-06-01T06:00' },
        { olay: 'NOR_VERILDI', zaman: '2026-06-01T08:00' },
        { olay: 'BASLADI', zaman: '2026-06-01T14:00' },
        { olay: 'BITTI', zaman: '2026-06-02T20:00' },
        { olay: 'KALKIS', zaman: '2026-06-02T23:00' },
      ],
      kesintiler: [
        { baslangic: '2026-06-02T08:00', bitis: '2026-06-02T10:00', sebep: 'YAGMUR', sayilanYuzde: '0', demurragedaDaDus: false },
      ],
    };
    expect(await saveCharter({ ...voyage, limanlar: [filled] } as unknown as Input, null, id)).toBe(id);
    await replay(db, unreachable, Date.now, undefined, ONE_PER_REQUEST);
    expect(await server.db.select().from(carter).where(eq(carter.id, id))).toEqual([]);

    // Back online: the charter's first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let lose = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url.startsWith('operasyon/carter') && lose) {
        lose = false;
        throw new TypeError('connection reset after the server wrote the charter');
      }
      return response;
    };
    for (let round = 0; round < 8 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, undefined, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(lose).toBe(false);
    expect(calls.filter((call) => call.includes('operasyon/carter')).length).toBeGreaterThanOrEqual(2);

    // Once, with every event and the deduction.
    expect(await server.db.select({ id: carter.id }).from(carter).where(eq(carter.sirket, ship))).toEqual([{ id }]);
    const stored = await client.get<CharterRecord>(`/api/operasyon/carter/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.limanlar[0]!.olaylar.map((event) => event.olay)).toEqual(['VARIS', 'NOR_VERILDI', 'BASLADI', 'BITTI', 'KALKIS']);
    expect(stored.body.limanlar[0]!.kesintiler).toHaveLength(1);

    // The server's laytime is the device's of the row it keeps: expiry 16:00 on the second day, 4 h on demurrage = 2,000.00.
    const row = await getCharter(db, id);
    expect(row?.limanlar[0]?.olaylar).toHaveLength(5);
    const device = JSON.parse(JSON.stringify(laytime(voyageCharterOf(row!)))) as LaytimeResult;
    const answer = await client.get<LaytimeResult>(`/api/operasyon/carter/${id}/laytime`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(device);
    expect(answer.body.ayri.demurrage).toBe(2000);
    expect(answer.body.limanlar[0]).toMatchObject({ sayilanSaat: 24, haricSaat: 2, demurrageSaat: 4, laytimeBitis: '2026-06-02T16:00' });
  });
});
