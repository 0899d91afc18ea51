// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import { personKind, personSchema, type CrewListResponse, type Person } from '../../src/domain/personnel';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { assignmentRecord, tourWarnings } from '../../src/data/personnel-save';
import { getPerson, loadCrewList, loadCrewPool } from '../../src/data/personnel';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { gorevlendirme, personel } from '../../server/db/schema';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/architecture.md §4.2 for the crew (docs/areas/crew.md): a person and their assignment made offline are
// on the device at once (the pool, the crew list of the ship on a date, the document warnings), and
// reach the server exactly once, the assignment after its person, even when an answer is lost.

describe('a person and an assignment made offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('crew-offline', (started) => ({ server, client } = started));

  it('show on the device at once and reach the server once, the assignment after its person', async () => {
    const db = await freshDb(await userIdOf(client));
    const ship = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: the person and the assignment, as the forms save them.
    const personId = newRecordId();
    const person = recordOfWrite(
      personKind,
      personId,
      v.parse(personSchema, {
        sirket: ship,
        ad: 'Çevrimdışı',
        soyad: 'Işıklı',
        pasaportNo: 'u7654321',
        rutbe: 'gemici',
        dogumTarihi: '1990-02-03',
      }),
      () => {
        throw new Error('a person names no file');
      },
    );
    await enqueue(db, 'personel', 'create', person);
    const tourId = newRecordId();
    const tour = assignmentRecord(
      {
        personel: personId,
        sirket: ship,
        rutbe: 'gemici',
        binisTarihi: '2026-02-01',
        binisLimani: 'Mersin',
        planlananInisTarihi: '2026-08-01',
        ucretKalemleri: [{ tur: 'temel', tutar: '1800', dovizCinsi: 'USD' }],
      },
      tourId,
    );
    expect(tour.ucretKalemleri).toEqual([{ tur: 'temel', tutar: 180000, dovizCinsi: 'USD' }]);
    await enqueue(db, 'gorevlendirme', 'create', tour as unknown as Record<string, unknown> & { _id: string });
    const [, queued] = await db.outbox.toArray();
    expect(queued?.body).toMatchObject({ personel: personId, ucretKalemleri: [{ tur: 'temel', tutar: 1800, dovizCinsi: 'USD' }] });

    // On the device at once: in the pool aboard, in the ship's crew list on a date of the tour.
    expect(await getPerson(db, personId)).toMatchObject({ ad: 'Çevrimdışı', pasaportNo: 'U7654321' });
    const pool = await loadCrewPool(db, '2026-03-01');
    expect(pool.find((row) => row.person._id === personId)?.status).toEqual({
      durum: 'gemide',
      sirket: ship,
      since: '2026-02-01',
      until: '2026-08-01',
    });
    expect((await loadCrewList(db, ship, '2026-03-01')).map((row) => row.person._id)).toEqual([personId]);
    expect(await loadCrewList(db, ship, '2026-01-31')).toEqual([]);
    // No documents yet: assigning warns of every one a rating needs.
    expect((await tourWarnings(db, personId, 'gemici', '2026-02-01', '2026-08-01')).map((w) => w.tur)).toEqual([
      'SAGLIK',
      'STCW-TEMEL',
      'GEMIADAMI-CUZDANI',
      'PASAPORT',
      'YETERLIK',
    ]);

    // Back online: the assignment's first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'personel/gorevlendirme' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the assignment');
      }
      return response;
    };
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, undefined, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST personel', 'POST personel/gorevlendirme', 'POST personel/gorevlendirme']);
    expect(await server.db.select().from(personel).where(eq(personel.id, personId))).toHaveLength(1);
    expect(await server.db.select().from(gorevlendirme).where(eq(gorevlendirme.personel, personId))).toHaveLength(1);

    const onServer = (await client.get<Person>(`/api/personel/${personId}`)).body;
    expect(onServer).toMatchObject({ _id: personId, pasaportNo: 'U7654321', dogumTarihi: '1990-02-03', version: 1 });
    const crew = (await client.get<CrewListResponse>(`/api/personel/liste?sirket=${ship}&tarih=2026-03-01`)).body;
    // The writer may write the ship: its crew list carries the FAL fields whole (docs/areas/crew.md).
    expect(crew.personeller.find((row) => row._id === personId)).toMatchObject({
      pasaportNo: 'U7654321',
      dogumTarihi: '1990-02-03',
      gorevlendirme: { _id: tourId, binisLimani: 'Mersin', ucretKalemleri: [{ tur: 'temel', tutar: 1800, dovizCinsi: 'USD' }] },
    });
  });
});
