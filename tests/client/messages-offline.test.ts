// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import type { MessageRecord } from '../../src/domain/kinds/message';
import { messageRecord, messageSchema } from '../../src/data/message-save';
import { queryMessages, readMarkRecord, readMessageIds, unreadMessages } from '../../src/data/messages';
import { getKeptFile, keepFile, keptFilesOf, refOf, type KeptFileRef } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { mesaj, mesajOkuma } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// Ship–office messages (docs/areas/messages.md) written offline: a message with a photo kept on the
// device shows at once, reaches the server once with its photo even when the first answer is lost,
// and a read mark made offline lowers the device's unread count at once and is delivered once.

const ONE_PER_REQUEST = { batch: false } as const;

describe('a message written offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('messages-offline', (started) => ({ server, client } = started));

  it('is on the device at once and reaches the server once, with its photo', async () => {
    const user = await userIdOf(client);
    const db = await freshDb(user);
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: the photo kept on the device, the message saved as the composer saves it.
    const fileId = await keepFile(db, new File([fixtures.jpeg], 'numune.jpg', { type: 'image/jpeg' }));
    const photo: KeptFileRef = refOf((await getKeptFile(db, fileId))!);
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
    const row = messageRecord(fields, [photo], user, id);
    await enqueue(db, 'mesaj', 'create', row as unknown as Record<string, unknown> & { _id: string });
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ metin: 'Numune etiketi ekte.', ekler: [{ keptId: fileId }] });
    expect((await queryMessages(db, sirket)).map((message) => message._id)).toContain(id);

    // Another's message on the device, read offline: the badge's count drops at once.
    const other = { ...row, _id: newRecordId(), gonderen: newRecordId(), ekler: [] };
    await db.rows('mesaj').put(other as never);
    expect(await unreadMessages(db, user)).toBe(1);
    await enqueue(
      db,
      'mesajOkuma',
      'create',
      readMarkRecord(other, user, new Date()) as unknown as Record<string, unknown> & { _id: string },
    );
    expect(await readMessageIds(db, user)).toEqual(new Set([other._id]));
    expect(await unreadMessages(db, user)).toBe(0);

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
    // The read mark names a message the server does not have (made here for the test): refused,
    // dropped from the queue; the message itself is what must arrive once.
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(calls.filter((call) => call === 'POST mesaj')).toEqual(['POST mesaj', 'POST mesaj']);
    expect(await server.db.select().from(mesaj).where(eq(mesaj.id, id))).toHaveLength(1);
    expect(await server.db.select().from(mesajOkuma).where(eq(mesajOkuma.mesaj, id))).toHaveLength(0);

    const onServer = (await client.get<MessageRecord>(`/api/mesaj/${id}`)).body;
    expect(onServer).toMatchObject({ _id: id, gonderen: user, metin: 'Numune etiketi ekte.', version: 1 });
    expect(onServer.ekler).toEqual([expect.objectContaining({ _id: fileId, name: 'numune.jpg', type: 'image/jpeg' })]);
    expect(await getKeptFile(db, fileId)).toBeUndefined();
  });
});
