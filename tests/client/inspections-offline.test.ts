// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import type { InspectionRecord } from '../../src/domain/kinds/inspection';
import { inspectionRecord, inspectionSchema } from '../../src/data/inspection-save';
import { getInspection, queryInspections, withDeficiencyCounts } from '../../src/data/inspections';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { denetim } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §4.2 for inspections (docs/areas/inspections.md): one filed offline on the
// ship's tablet, with its report kept on the device, shows in the list with its open and overdue
// deficiencies at once and reaches the server exactly once, even when its first answer is lost.

// The lost answer is that of the inspection's own route: the device sends one change per request.
const ONE_PER_REQUEST = { batch: false } as const;

describe('an inspection filed offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('inspections-offline', (started) => ({ server, client } = started));

  it('is on the device with its deficiencies counted, and reaches the server once with its report', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: the report kept on the device, the inspection saved as the form saves it.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'psc.pdf', { type: 'application/pdf' }));
    const file = refOf((await getKeptFile(db, fileId))!);
    const fields = v.parse(inspectionSchema, {
      sirket,
      tur: 'PSC',
      rejim: 'tokyo',
      riskProfili: 'HRS',
      tarih: '2026-04-02',
      liman: 'Busan',
      planliKalkis: '2026-04-03',
      eksiklikler: [
        { kod: '07105', aciklama: 'Fire door', aksiyonKodu: '17' },
        { kod: '10111', aciklama: 'Charts not corrected', aksiyonKodu: '16' },
        { kod: '01308', aciklama: 'Observation', aksiyonKodu: '99' },
      ],
      dosya: file,
    });
    const id = newRecordId();
    const row = inspectionRecord(fields, file, id);
    await db.rows('denetim').put({ ...row } as never);
    await enqueue(db, 'denetim', 'create', row as unknown as Record<string, unknown> & { _id: string });
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ tur: 'PSC', dosya: { keptId: fileId } });

    // In the list at once: on 10 April the departure's deficiency is overdue, the 14 days' one open, the observation neither.
    const shown = await getInspection(db, id);
    expect(shown).toMatchObject({ liman: 'Busan', eksiklikler: [{ aksiyonKodu: '17' }, { aksiyonKodu: '16' }, { aksiyonKodu: '99' }] });
    expect(withDeficiencyCounts(shown!, '2026-04-10')).toMatchObject({ acik: 2, geciken: 1 });
    expect((await queryInspections(db, sirket)).map((item) => item._id)).toContain(id);

    // Back online: the first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'denetim' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the inspection');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST denetim', 'POST denetim']);
    expect(await server.db.select().from(denetim).where(eq(denetim.id, id))).toHaveLength(1);

    const onServer = (await client.get<InspectionRecord>(`/api/denetim/${id}`)).body;
    expect(onServer).toMatchObject({ _id: id, rejim: 'tokyo', dosya: { _id: fileId, name: 'psc.pdf' }, version: 1 });
    expect(onServer.eksiklikler).toHaveLength(3);
    expect(await getInspection(db, id)).toMatchObject({ version: 1, dosya: { _id: fileId } });
  });
});
