// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/calendar';
import { contractStatus, contractsDue } from '../../src/domain/contracts';
import type { CompanySummary } from '../../src/domain/company';
import { cargoDocumentKind } from '../../src/domain/kinds/cargo-document';
import { contractKind } from '../../src/domain/kinds/contract';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { cargoDocumentSchema } from '../../src/data/cargo-document-save';
import { contractSchema } from '../../src/data/contract-save';
import { getKeptFile, keepFile, keptFilesOf, refOf, type KeptFileRef } from '../../src/data/files';
import { queryCargoDocuments, queryContracts, type CargoDocumentRow, type ContractRow } from '../../src/data/operations';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { sozlesme, yukEvraki } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §4.2 for the operations registers (docs/areas/operations.md §3, §4): a P&I
// entry and a bill of lading saved offline as their forms save them (src/data/contract-save.ts,
// cargo-document-save.ts), each with its file kept on the device, are listed at once (the P&I
// entry with its default end, falling due on the device) and reach the server exactly once, even
// when the first answer is lost.

const ONE_PER_REQUEST = { batch: false } as const;

describe('operations registers saved offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('registers-offline', (started) => ({ server, client } = started));

  it('are on the device at once and reach the server once with their files', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const fileId = await keepFile(db, new File([fixtures.pdf], 'pi-entry.pdf', { type: 'application/pdf' }));
    const file: KeptFileRef = refOf((await getKeptFile(db, fileId))!);

    // A P&I entry from 1 March 2026 left without an end: the policy year's, 20 February 2027.
    const contract = v.parse(contractSchema, {
      sirket,
      tur: 'pi',
      karsiTaraf: null,
      numara: 'P&I offline',
      imzaTarihi: '',
      baslangic: '2026-03-01',
      bitis: '',
      otomatikYenileme: false,
      feshiIhbarGun: '',
      ucret: { tutar: '12500.50', dovizCinsi: 'USD', periyot: 'yillik' },
      uyariGun: '',
      bagliSertifika: null,
      aciklama: '',
      dosya: file,
    });
    expect(contract).toMatchObject({ bitis: '2027-02-20', uyariGun: 60 });
    const contractId = newRecordId();
    const contractRow = {
      ...recordOfWrite<typeof contractKind, KeptFileRef | null>(contractKind, contractId, { ...contract, dosya: null }, () => null),
      dosya: file,
    } as ContractRow;
    await db.rows('sozlesme').put({ ...contractRow } as never);
    await enqueue(db, 'sozlesme', 'create', contractRow as unknown as Record<string, unknown> & { _id: string });

    // A bill of lading of 1,250.5 mt (thousandths on the device: 1,250,500).
    const bl = v.parse(cargoDocumentSchema, {
      sirket,
      carter: null,
      seferNo: 'V-09',
      tur: 'konsimento',
      numara: 'BL-OFF-1',
      tarih: '2026-11-02',
      liman: 'İskenderun',
      yukleyici: 'Çukurova',
      alici: { tip: 'emre', ad: '' },
      bildirim: '',
      yuklemeLimani: 'İskenderun',
      tahliyeLimani: 'Constanța',
      yukTanimi: 'Kütük',
      brutAgirlikMt: '1250.5',
      navlun: 'pesin',
      yuklemeTarihi: '2026-11-02',
      orijinalSayisi: '3',
      kayitlar: '',
      aciklama: '',
      dosya: null,
    });
    const blId = newRecordId();
    const blRow = {
      ...recordOfWrite<typeof cargoDocumentKind, KeptFileRef | null>(cargoDocumentKind, blId, { ...bl, dosya: null }, () => null),
      dosya: null,
    } as CargoDocumentRow;
    await db.rows('yukEvraki').put({ ...blRow } as never);
    await enqueue(db, 'yukEvraki', 'create', blRow as unknown as Record<string, unknown> & { _id: string });
    const bodies = (await db.outbox.toArray()).map((entry) => entry.body);
    expect(bodies[0]).toMatchObject({ bitis: '2027-02-20', ucret: { tutar: 12500.5 }, dosya: { keptId: fileId } });
    expect(bodies[1]).toMatchObject({ brutAgirlikMt: 1250.5, orijinalSayisi: 3 });

    // Listed at once; on 1 January 2027 the entry falls due (50 days to its end, within 60).
    const contracts = await queryContracts(db, sirket);
    expect(contracts.map((row) => row._id)).toContain(contractId);
    expect(contractsDue(contracts, '2027-01-01').map((due) => [due.sozlesme._id, due.durum, due.tarih])).toEqual([
      [contractId, 'yaklasiyor', '2027-02-20'],
    ]);
    expect((await queryCargoDocuments(db, sirket)).find((row) => row._id === blId)).toMatchObject({ brutAgirlikMt: 1_250_500 });

    // Back online: the contract's first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'operasyon/sozlesme' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the contract');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls.filter((call) => call === 'POST operasyon/sozlesme')).toHaveLength(2);
    expect(calls.filter((call) => call === 'POST operasyon/yuk-evraki')).toHaveLength(1);
    expect(await server.db.select().from(sozlesme).where(eq(sozlesme.id, contractId))).toHaveLength(1);
    expect(await server.db.select().from(yukEvraki).where(eq(yukEvraki.id, blId))).toHaveLength(1);

    const onServer = (await client.get<Record<string, unknown>>(`/api/operasyon/sozlesme/${contractId}`)).body;
    expect(onServer).toMatchObject({
      bitis: '2027-02-20',
      ucret: { tutar: 12500.5 },
      dosya: { _id: fileId, name: 'pi-entry.pdf' },
      version: 1,
    });
    // Its status as of today, as the device computes it.
    expect(onServer.durum).toBe(
      contractStatus(
        contracts.find((row) => row._id === contractId)!,
        localDate(),
      ),
    );
    const blOnServer = (await client.get<Record<string, unknown>>(`/api/operasyon/yuk-evraki/${blId}`)).body;
    expect(blOnServer).toMatchObject({ tur: 'konsimento', brutAgirlikMt: 1250.5, alici: { tip: 'emre', ad: '' }, orijinalSayisi: 3 });
  });
});
