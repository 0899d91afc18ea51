// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceRateFor, ratesOf } from '../../src/data/exchange-rates';
import { pullAll } from '../../src/data/sync/pull';
import { toTl } from '../../src/domain/exchange-rates';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { fetchVia, freshDb, userIdOf } from './sync-helpers';

// The rates chart is mirrored like the budget codes (docs/areas/exchange-rates.md): a rate an administrator stores
// reaches every user's device on the pull, and the device finds a document's rate with the same
// rateFor as the server's `gecerli`.

describe.each(backends)('exchange rates on the device, $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    demo = server.client();
    await demo.signIn(DEMO);
  });
  afterAll(() => server?.close());

  it('pulls a stored rate into Dexie and reads the previous bulletin’s rate from it', async () => {
    const figures = { dovizSatis: '34.6301', efektifAlis: '34.5436', efektifSatis: '34.682', kaynak: 'elle' };
    for (const [tarih, dovizAlis] of [
      ['2026-11-25', '34.4'],
      ['2026-11-26', '34.5678'],
    ] as const) {
      expect((await admin.post('/api/finans/kur', { tarih, dovizCinsi: 'USD', dovizAlis, ...figures })).status).toBe(201);
    }

    const db = await freshDb(await userIdOf(demo));
    await pullAll(db, fetchVia(demo));
    const rates = await ratesOf(db, 'USD');
    // Newest first, in ten-thousandths as the server keeps them; the demo's two bulletins (October) after these.
    expect(rates.slice(0, 2).map((rate) => [rate.tarih, rate.dovizAlis])).toEqual([
      ['2026-11-26', 345678],
      ['2026-11-25', 344000],
    ]);

    const rate = await deviceRateFor(db, '2026-11-27', 'USD');
    expect(rate).toEqual({ tarih: '2026-11-26', bulten: '', dovizAlis: 345678 });
    // The same answer as the server's.
    const served = await demo.get('/api/finans/kur/gecerli?tarih=2026-11-27&dovizCinsi=USD');
    expect(served.body).toEqual({ tarih: '2026-11-26', bulten: '', dovizAlis: 34.5678 });
    // 100.00 USD at 34,5678 → 3.456,78 TL.
    expect(toTl(10_000, rate!.dovizAlis)).toBe(345_678);
    expect(await deviceRateFor(db, '2026-11-26', 'USD')).toMatchObject({ tarih: '2026-11-25', dovizAlis: 344000 });
    expect(await deviceRateFor(db, '2026-11-25', 'USD')).toEqual({ tarih: '2026-10-30', bulten: '2026/206', dovizAlis: 341702 });
    expect(await deviceRateFor(db, '2026-10-29', 'EURO')).toBeNull();
    expect(await deviceRateFor(db, '2026-11-27', 'TL')).toEqual({ tarih: '2026-11-27', bulten: '', dovizAlis: 10000 });
    db.close();
  });
});
