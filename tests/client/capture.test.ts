// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bdnSchema, type BdnInput, type BdnView } from '../../src/domain/bdn';
import type { CompanySummary } from '../../src/domain/company';
import type { MessageRecord } from '../../src/domain/kinds/message';
import { formValuesOf, recordOnDevice } from '../../src/domain/records/form-input';
import { bdnRecord } from '../../src/data/bdn-save';
import { addCapture, captureAsFile, queryCaptures, removeCapture } from '../../src/data/capture';
import { getKeptFile, keptFilesOf, type FileTransport } from '../../src/data/files';
import { messageRecord, messageSchema } from '../../src/data/message-save';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { mesaj } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// The capture tray (docs/areas/messages.md, /camera): items are kept on the device offline and never
// uploaded until attached; one attached to a message written offline reaches the server once with
// the message, one attached to a BDN with the BDN's change; one never attached never leaves the device.

const ONE_PER_REQUEST = { batch: false } as const;

const jpeg = (name: string) => new File([fixtures.jpeg], name, { type: 'image/jpeg' });

describe('the capture tray', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('capture', (started) => ({ server, client } = started));

  it('keeps items offline; an attached one is delivered once with its message, a BDN gets another, the rest stays', async () => {
    const user = await userIdOf(client);
    const db = await freshDb(user);
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const bdn = (
      await client.post<BdnView>('/api/teknik/bdn', {
        sirket,
        bdnNo: 'BDN-CAPTURE-1',
        tarih: '2026-03-14',
        liman: 'Algeciras',
        yakit: 'VLSFO',
        miktarMt: 512.345,
        yogunluk15: 991.2,
        kukurtYuzde: 0.48,
        parlamaNoktasi: 68,
        viskozite: 380,
        numuneMuhurleri: ['MARPOL 0012345'],
        aciklama: '',
      })
    ).body;
    expect(bdn._id).toBeTruthy();
    // The BDN as the device holds it after a pull.
    await db.rows('bdn').put({ ...recordOnDevice('bdn', bdn), _sort: bdn.tarih } as never);

    // Offline: three items in the tray (as the page keeps them after the downscale).
    const item = (name: string) => ({
      name,
      type: 'image/jpeg',
      blob: jpeg(name),
      size: fixtures.jpeg.length,
      originalSize: 4_000_000,
      width: 2000,
      height: 1500,
      originalWidth: 4000,
      originalHeight: 3000,
    });
    const forMessage = await addCapture(db, item('numune.jpg'));
    const forBdn = await addCapture(db, item('bdn-imzali.jpg'));
    const kept = await addCapture(db, item('sadece-cihazda.jpg'));
    expect((await queryCaptures(db)).map((row) => row.id).sort()).toEqual([forMessage, forBdn, kept].sort());

    // Attached to a message written offline, as the composer saves it; the tray item goes.
    const photo = await captureAsFile(db, forMessage);
    const fields = v.parse(messageSchema, {
      sirket,
      konu: 'Numune',
      metin: 'Numune etiketi ekte.',
      yon: 'gemiden',
      ekler: [photo],
      kayit: null,
      alicilar: [],
    });
    const id = newRecordId();
    await enqueue(db, 'mesaj', 'create', messageRecord(fields, [photo], user, id) as unknown as Record<string, unknown> & { _id: string });
    await removeCapture(db, forMessage);

    // Attached to the BDN as its file, through the BDN's save (its form's values, the file set).
    const note = await captureAsFile(db, forBdn);
    const onDevice = (await db.records('bdn').get(bdn._id))!;
    const bdnFields = v.parse(bdnSchema, { ...formValuesOf('bdn', onDevice), dosya: note } as BdnInput);
    await enqueue(db, 'bdn', 'update', bdnRecord(bdnFields, note, bdn._id) as unknown as Record<string, unknown> & { _id: string });
    await removeCapture(db, forBdn);

    expect((await queryCaptures(db)).map((row) => row.id)).toEqual([kept]);

    // Back online: the message's first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'mesaj' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the message');
      }
      return response;
    };
    const uploaded: string[] = [];
    const transport = transportVia(client);
    const counting: FileTransport = {
      upload: (file, options) => {
        uploaded.push(file.name);
        return transport.upload(file, options);
      },
    };
    const uploads = keptFilesOf(db, counting);
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls.filter((call) => call === 'POST mesaj')).toHaveLength(2);
    expect(await server.db.select().from(mesaj).where(eq(mesaj.id, id))).toHaveLength(1);

    const message = (await client.get<MessageRecord>(`/api/mesaj/${id}`)).body;
    expect(message.ekler).toEqual([expect.objectContaining({ _id: photo.keptId, name: 'numune.jpg', type: 'image/jpeg' })]);
    const withFile = (await client.get<BdnView>(`/api/teknik/bdn/${bdn._id}`)).body;
    expect(withFile.dosya).toMatchObject({ _id: note.keptId, name: 'bdn-imzali.jpg' });
    expect(withFile.miktarMt).toBe(512.345);

    // What was attached was uploaded (once each); what never was, never.
    expect(uploaded.sort()).toEqual(['bdn-imzali.jpg', 'numune.jpg']);
    expect(await getKeptFile(db, photo.keptId)).toBeUndefined();
    expect((await queryCaptures(db)).map((row) => row.name)).toEqual(['sadece-cihazda.jpg']);
  });
});
