// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bdnSchema, type BdnView } from '../../src/domain/bdn';
import type { CompanySummary } from '../../src/domain/company';
import { bdnRecord } from '../../src/data/bdn-save';
import { getBdn, queryBdns } from '../../src/data/bdn';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { bdn } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/architecture.md §4.2 for bunker delivery notes (docs/areas/bunkers-and-emissions.md): one made offline on the ship, with
// its signed note kept on the device, shows in the register with its warnings at once and reaches
// the server exactly once, even when its first answer is lost.

describe('a BDN made offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('bdn-offline', (started) => ({ server, client } = started));

  it('is on the device with its warnings, and reaches the server once with its signed note', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: the signed note kept on the device, the BDN saved as the form saves it.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'bdn.pdf', { type: 'application/pdf' }));
    const file = refOf((await getKeptFile(db, fileId))!);
    const fields = v.parse(bdnSchema, {
      sirket,
      bdnNo: 'CEVRIMDISI-BDN-1',
      tarih: '2026-04-02',
      liman: 'Algeciras',
      yakit: 'MGO',
      miktarMt: '85.250',
      yogunluk15: '855.4',
      kukurtYuzde: '0.12',
      parlamaNoktasi: '64',
      numuneMuhurleri: ['MARPOL 778899'],
    });
    const id = newRecordId();
    const row = bdnRecord(fields, file, id);
    await db.rows('bdn').put({ ...row } as never);
    await enqueue(db, 'bdn', 'create', row as unknown as Record<string, unknown> & { _id: string });
    const [entry] = await db.outbox.toArray();
    // The device keeps whole numbers (kg, thousandths of a %); the queued body carries tonnes and %.
    expect(entry?.body).toMatchObject({ miktarMt: 85.25, kukurtYuzde: 0.12, dosya: { keptId: fileId } });

    // In the register at once, with the warning the server would answer.
    expect(await getBdn(db, id)).toMatchObject({ bdnNo: 'CEVRIMDISI-BDN-1', uyarilar: ['sulphurAboveLimit'] });
    expect((await queryBdns(db, sirket)).map((shown) => shown._id)).toContain(id);

    // Back online: the first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'teknik/bdn' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the BDN');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST teknik/bdn', 'POST teknik/bdn']);
    expect(await server.db.select().from(bdn).where(eq(bdn.id, id))).toHaveLength(1);
    expect(await server.db.select().from(bdn).where(eq(bdn.bdnNo, 'CEVRIMDISI-BDN-1'))).toHaveLength(1);

    const onServer = (await client.get<BdnView>(`/api/teknik/bdn/${id}`)).body;
    expect(onServer).toMatchObject({
      _id: id,
      miktarMt: 85.25,
      kukurtYuzde: 0.12,
      parlamaNoktasi: 64,
      numuneMuhurleri: ['MARPOL 778899'],
      dosya: { _id: fileId, name: 'bdn.pdf' },
      version: 1,
      uyarilar: ['sulphurAboveLimit'],
    });
    // The device holds the server's record after the replay, figures as whole numbers again.
    expect(await getBdn(db, id)).toMatchObject({ version: 1, miktarMt: 85_250, dosya: { _id: fileId } });
  });
});
