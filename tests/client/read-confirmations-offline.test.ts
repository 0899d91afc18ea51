// @vitest-environment node
import 'fake-indexeddb/auto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import type { LibraryDocument } from '../../src/domain/documents';
import { confirmationsOf, queueConfirmation, unreadDocuments } from '../../src/data/documents';
import { replay, type Send } from '../../src/data/sync/replay';
import { okumaOnayi } from '../../server/db/schema';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from '../server/helpers';
import { uploadPdf } from '../server/bill-fixtures';
import { freshDb, sendVia, userIdOf } from './sync-helpers';

// This file follows each change's own request (which one's answer is lost, in what order they go);
// the same faults inside a batched push are tests/client/batch-replay.test.ts's.
const ONE_PER_REQUEST = { batch: false } as const;

// docs/areas/documents.md: a read confirmation made offline, by a user with a read-only grant, shows on the
// device at once (the circular is no longer unread) and reaches the server exactly once, even when
// its first answer is lost.

describe('a read confirmation made offline', () => {
  let server: TestServer;
  let admin: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    server = await startServer(backends[0]!);
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('reaches the server once', async () => {
    const sirket = (await admin.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    const circular = (
      await admin.post<LibraryDocument>('/api/dokuman', {
        sirket,
        kategori: 'sirkuler',
        kod: 'SRK-99',
        baslik: 'Kapalı alan uyarısı',
        revizyonTarihi: '2026-03-01',
        durum: 'yururlukte',
        dosya: (await uploadPdf(admin, 'srk.pdf'))._id,
      })
    ).body;
    reader = server.client();
    await reader.signIn(await createUser(server.db, { email: 'zabit@example.com', grants: { [sirket]: 'okuma' } }));
    const userId = await userIdOf(reader);
    const db = await freshDb(userId);
    // The device holds the circular as a pull left it.
    await db.rows('dokuman').put({ ...circular } as never);
    expect((await unreadDocuments(db, userId)).map((row) => row._id)).toEqual([circular._id]);

    // Offline: "I have read it".
    const id = await queueConfirmation(db, circular, userId);
    expect(await confirmationsOf(db, circular._id)).toEqual([expect.objectContaining({ _id: id, kullanici: userId, revizyon: 0 })]);
    expect(await unreadDocuments(db, userId)).toEqual([]);

    // Back online: the first answer is lost after the server wrote the confirmation.
    const calls: string[] = [];
    const real = sendVia(reader);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'okuma-onayi' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the confirmation');
      }
      return response;
    };
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, undefined, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST okuma-onayi', 'POST okuma-onayi']);
    const stored = await server.db
      .select()
      .from(okumaOnayi)
      .where(and(eq(okumaOnayi.dokuman, circular._id), eq(okumaOnayi.kullanici, userId)));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(id);
    expect(await confirmationsOf(db, circular._id)).toEqual([expect.objectContaining({ _id: id, version: 1 })]);
  });
});
