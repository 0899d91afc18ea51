// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../src/domain/company';
import { mrvResponse, type MrvResponse } from '../../src/domain/emissions';
import { shipReportSchema, type ShipReportInput } from '../../src/domain/ship-report';
import type { PortalDb } from '../../src/data/db';
import { shipReportRecord } from '../../src/data/ship-report-save';
import { lastShipReport, loadShipEmissions, queryShipReports } from '../../src/data/ship-reports';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { pullAll } from '../../src/data/sync/pull';
import { replay, type Send } from '../../src/data/sync/replay';
import { gemiRaporu } from '../../server/db/schema';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { fetchVia, freshDb, sendVia, userIdOf } from './sync-helpers';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/architecture.md §4.2 for ship reports (docs/areas/bunkers-and-emissions.md): reports filed on the bridge with no link
// are on the device at once (the next report's pre-fill, the MRV year), reach the server exactly
// once even when an answer is lost, and the server's MRV then equals the device's. A report of a
// time the office filed meanwhile is refused (422 duplicateReport): it waits on the device to be
// fixed and counts in no figure until then.

const BASE = 'operasyon/gemi-raporu';

describe('ship reports filed offline', () => {
  let server: TestServer;
  let client: TestClient;
  let db: PortalDb;
  let ship: string;

  const report = (zaman: string, figures: Partial<ShipReportInput> = {}): ShipReportInput => ({
    sirket: ship,
    zaman,
    durum: 'seyir',
    sonLiman: 'Algeciras',
    sonrakiLiman: 'Rotterdam',
    eta: null,
    mesafeNm: '1200.5',
    seyirSaati: '96',
    tuketim: { VLSFO: '80.250', MGO: '4.5' },
    rob: { VLSFO: '400', MGO: '60' },
    ...figures,
  });

  /** Saves a report as the form does, with no link: on the device and queued. */
  const fileOffline = async (input: ShipReportInput): Promise<string> => {
    const id = newRecordId();
    const row = shipReportRecord(v.parse(shipReportSchema, input), id);
    await db.rows('gemiRaporu').put({ ...row } as never);
    await enqueue(db, 'gemiRaporu', 'create', row as unknown as Record<string, unknown> & { _id: string });
    return id;
  };

  const drain = async (send: Send) => {
    for (let round = 0; round < 6 && (await db.outbox.where('state').equals('pending').count()) > 0; round++)
      await replay(db, send, Date.now, undefined, ONE_PER_REQUEST);
  };

  beforeAll(async () => {
    server = await startServer(backends[0]!);
    client = server.client();
    await client.signIn(ADMIN);
    ship = (
      await client.post<Company>('/api/sirket', {
        isim: 'Köprüüstü Denizcilik A.Ş.',
        tip: 'Armatör',
        gemi: { adi: 'M/V Çevrimdışı', imo: '9412345', bayrak: 'Türkiye' },
      })
    ).body._id;
    db = await freshDb(await userIdOf(client));
    await pullAll(db, fetchVia(client));
  });
  afterAll(() => server?.close());

  it('are on the device at once, reach the server once each, and the server’s MRV equals the device’s', async () => {
    const first = await fileOffline(report('2026-02-02T12:00:00Z'));
    const second = await fileOffline(
      report('2026-02-09T12:00:00Z', { tuketim: { VLSFO: '90', MGO: '5.25' }, rob: { VLSFO: '310', MGO: '54.75' } }),
    );

    // On the device at once: the next report's pre-fill reads the last one, the MRV year counts both.
    expect((await lastShipReport(db, ship))?._id).toBe(second);
    expect((await lastShipReport(db, ship, '2026-02-09T12:00:00.000Z'))?._id).toBe(first);
    const onDevice = mrvResponse(2026, null, await loadShipEmissions(db, ship, 2026));
    // 80.25 + 90 t VLSFO at 3.151, 4.5 + 5.25 t MGO at 3.206: 536.458 + 31.259 t CO₂.
    expect(onDevice.yakitlar.find((fuel) => fuel.yakit === 'VLSFO')).toMatchObject({ tuketimMt: 170.25, co2T: 536.458 });
    expect(onDevice.yakitlar.find((fuel) => fuel.yakit === 'MGO')).toMatchObject({ tuketimMt: 9.75, co2T: 31.259 });
    expect(onDevice.toplamCo2T).toBe(567.717);

    // Back online: the first report's answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    await drain(async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === BASE && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the report');
      }
      return response;
    });
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual([`POST ${BASE}`, `POST ${BASE}`, `POST ${BASE}`]);
    expect(await server.db.select().from(gemiRaporu).where(eq(gemiRaporu.sirket, ship))).toHaveLength(2);

    const onServer = (await client.get<MrvResponse>(`/api/mrv?sirket=${ship}&yil=2026`)).body;
    expect(onServer).toEqual({ ...onDevice, gemi: onServer.gemi });
    expect(onServer.gemi).toMatchObject({ adi: 'M/V Çevrimdışı' });
  });

  it('a report of a time the office filed meanwhile is refused, stays on the device to fix, and counts in no figure', async () => {
    const before = await loadShipEmissions(db, ship, 2026);
    // The office files the week's report while the ship is offline.
    expect((await client.post(`/api/${BASE}`, report('2026-02-16T12:00:00Z'))).status).toBe(201);
    await pullAll(db, fetchVia(client));
    const counted = await loadShipEmissions(db, ship, 2026);
    expect(mrvResponse(2026, null, counted).yakitlar.find((fuel) => fuel.yakit === 'VLSFO')?.tuketimMt).toBe(250.5);

    // The ship files the same week from the bridge, in its own zone.
    const mine = await fileOffline(report('2026-02-16T15:00:00+03:00', { tuketim: { VLSFO: '500', MGO: '50' } }));
    await drain(sendVia(client));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ recordId: mine, state: 'rejected', error: { status: 422 } });
    expect(entry?.error?.body.errors).toContainEqual({ path: 'zaman', message: 'duplicateReport' });

    // Listed, open to fix; but neither the MRV year nor the next report's pre-fill reads it.
    expect((await queryShipReports(db, ship)).map((row) => row._id)).toContain(mine);
    expect(await loadShipEmissions(db, ship, 2026)).toEqual(counted);
    expect((await lastShipReport(db, ship))?._id).not.toBe(mine);
    expect(before.toplamCo2).toBeLessThan(counted.toplamCo2);
  });
});
