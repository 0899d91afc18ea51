// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import { workReportSchema, type WorkReport } from '../../src/domain/work-report';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { workReportRecord } from '../../src/data/work-report-save';
import { getWorkReport, queryWorkReports, workReportTaken } from '../../src/data/work-reports';
import { isRaporu } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/architecture.md §4.2 for work reports (docs/areas/work-reports.md): one written offline on the ship, with two
// photos kept on the device, shows in its kind's list at once, holds its period on the device (the
// form's duplicate check), and reaches the server exactly once with both photos, even when its first
// answer is lost.

describe('a work report made offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('work-report-offline', (started) => ({ server, client } = started));

  it('is on the device at once, holds its period, and reaches the server once with its photos', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: two photos kept on the device, the report saved as the form saves it.
    const photos = [];
    for (const [name, bytes, type] of [
      ['makine.png', fixtures.png, 'image/png'],
      ['guverte.jpg', fixtures.jpeg, 'image/jpeg'],
    ] as const) {
      photos.push(refOf((await getKeptFile(db, await keepFile(db, new File([bytes], name, { type }))))!));
    }
    const input = {
      sirket,
      tur: 'haftalik',
      donem: '2030-W07',
      isler: [
        { baslik: 'Ana makine silindir kapağı bakımı', durum: 'tamamlandi', aciklama: '' },
        { baslik: 'Can salı servisi', durum: 'devam', aciklama: 'Servis firması Cuma geliyor' },
      ],
      arizalar: 'Jeneratör 2 yağ kaçağı',
      dosyalar: photos,
    };
    const id = newRecordId();
    const row = workReportRecord(v.parse(workReportSchema, input), photos, id);
    await db.rows('isRaporu').put({ ...row } as never);
    await enqueue(db, 'isRaporu', 'create', row as unknown as Record<string, unknown> & { _id: string });
    const [entry] = await db.outbox.toArray();
    // The queued change waits for both kept photos.
    expect(entry?.files?.sort()).toEqual(photos.map((photo) => photo.keptId).sort());

    // In the weekly list at once; its period is taken on this device (the form refuses a second one).
    expect(await getWorkReport(db, id)).toMatchObject({ donem: '2030-W07', arizalar: 'Jeneratör 2 yağ kaçağı' });
    expect((await queryWorkReports(db, sirket, 'haftalik')).map((shown) => shown._id)).toContain(id);
    expect((await queryWorkReports(db, sirket, 'aylik')).map((shown) => shown._id)).not.toContain(id);
    expect(await workReportTaken(db, { sirket, tur: 'haftalik', donem: '2030-W07' })).toBe(true);
    expect(await workReportTaken(db, { sirket, tur: 'haftalik', donem: '2030-W07' }, id)).toBe(false);
    expect(await workReportTaken(db, { sirket, tur: 'aylik', donem: '2030-02' })).toBe(false);

    // Back online: the photos go first; the report's first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'teknik/is-raporu' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the report');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST teknik/is-raporu', 'POST teknik/is-raporu']);
    expect(await server.db.select().from(isRaporu).where(eq(isRaporu.id, id))).toHaveLength(1);
    expect(await server.db.select().from(isRaporu).where(eq(isRaporu.donem, '2030-W07'))).toHaveLength(1);

    const onServer = (await client.get<WorkReport>(`/api/teknik/is-raporu/${id}`)).body;
    expect(onServer).toMatchObject({
      _id: id,
      tur: 'haftalik',
      donem: '2030-W07',
      isler: input.isler,
      dosyalar: [
        { _id: photos[0]!.keptId, name: 'makine.png', type: 'image/png' },
        { _id: photos[1]!.keptId, name: 'guverte.jpg', type: 'image/jpeg' },
      ],
      version: 1,
    });
    // The device holds the server's record after the replay.
    expect(await getWorkReport(db, id)).toMatchObject({ version: 1, dosyalar: [{ _id: photos[0]!.keptId }, { _id: photos[1]!.keptId }] });
  });
});
