// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { certificateSchema, type CertificateView } from '../../src/domain/certificates';
import type { CompanySummary } from '../../src/domain/company';
import { certificateRecord } from '../../src/data/certificate-save';
import { getCertificate, queryCertificates, withStatus } from '../../src/data/certificates';
import { getKeptFile, keepFile, keptFilesOf, refOf } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { sertifika } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/architecture.md §4.2 for certificates (docs/areas/certificates.md): one made offline, with its scan kept on the
// device, shows on the device with its status at once and reaches the server exactly once, even
// when its first answer is lost.

describe('a certificate made offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('certs-offline', (started) => ({ server, client } = started));

  it('is on the device with its status, and reaches the server once with its scan', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: the scan kept on the device, the certificate saved as the form saves it.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'klas.pdf', { type: 'application/pdf' }));
    const file = refOf((await getKeptFile(db, fileId))!);
    const fields = v.parse(certificateSchema, {
      sirket,
      sahip: 'gemi',
      tur: 'KLAS',
      numara: 'CEVRIMDISI-1',
      verenKurulus: 'Türk Loydu',
      duzenlemeTarihi: '2024-03-10',
      gecerlilikTarihi: '2029-03-10',
      sorveyler: [{ tur: 'yillik', tarih: '2025-03-01' }],
    });
    const id = newRecordId();
    const row = certificateRecord(fields, file, id);
    await db.rows('sertifika').put({ ...row } as never);
    await enqueue(db, 'sertifika', 'create', row as unknown as Record<string, unknown> & { _id: string });
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ sorveyPlani: 'yillik-ara', dosya: { keptId: fileId } });

    // On the device at once, with the status the server would answer.
    expect(await getCertificate(db, id)).toMatchObject({ tur: 'KLAS', numara: 'CEVRIMDISI-1' });
    const [shown] = withStatus(await queryCertificates(db, sirket, 'gemi'), '2025-07-01');
    expect(shown).toMatchObject({ _id: id, durum: 'gecerli', sonrakiOlay: { tur: 'ara', tarih: '2026-03-10' } });

    // Back online: the first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'sertifika' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the certificate');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST sertifika', 'POST sertifika']);
    expect(await server.db.select().from(sertifika).where(eq(sertifika.id, id))).toHaveLength(1);
    expect(await server.db.select().from(sertifika).where(eq(sertifika.numara, 'CEVRIMDISI-1'))).toHaveLength(1);

    const onServer = (await client.get<CertificateView>(`/api/sertifika/${id}`)).body;
    expect(onServer).toMatchObject({
      _id: id,
      tur: 'KLAS',
      sorveyPlani: 'yillik-ara',
      sorveyler: [{ tur: 'yillik', tarih: '2025-03-01' }],
      dosya: { _id: fileId, name: 'klas.pdf' },
      version: 1,
      durum: expect.any(String),
    });
    // The device holds the server's record after the replay.
    expect(await getCertificate(db, id)).toMatchObject({ version: 1, dosya: { _id: fileId } });
  });
});
