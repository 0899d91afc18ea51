// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { SyncEngine } from '../../src/data/sync/engine';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { fetchVia, freshDb, sendVia, userIdOf } from './sync-helpers';

// An offline device whose session ended meanwhile (idle or 30 days): back online, the 401 keeps
// the outbox and asks for sign-in; signed in again as the same user, the queue replays.

const HOUR = 60 * 60 * 1000;

describe('a session that expired while the device was offline', () => {
  let offset = 0;
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startServer(backends[0]!, { sessionIdleMs: HOUR }, { now: () => new Date(Date.now() + offset) });
    client = server.client();
    await client.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('keeps the outbox on the 401, asks for sign-in, and replays after signing in again', async () => {
    const db = await freshDb(await userIdOf(client));
    let signInAsked = 0;
    const engine = new SyncEngine(db, {
      send: sendVia(client),
      fetchPage: fetchVia(client),
      fetchRecord: () => Promise.resolve(null),
      lockName: 'session-expired-replay',
      onUnauthorized: () => {
        signInAsked += 1;
      },
      onUserChanged: () => {
        throw new Error('the same user signed in');
      },
    });

    // Offline for two hours: the change waits in the outbox while the session goes idle.
    const code = { _id: newRecordId(), kod: `97${Date.now() % 100000}`, adi: 'Çevrimdışı', tip: 'gider', durum: 'aktif' };
    await enqueue(db, 'butceKodu', 'create', code);
    offset += 2 * HOUR;

    await engine.sync();
    expect(signInAsked).toBe(1);
    expect(engine.status.get().paused).toBe(true);
    const kept = await db.outbox.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ recordId: code._id, state: 'pending' });
    expect((await client.get(`/api/auth/login-check`)).status).toBe(401);

    await client.signIn(ADMIN);
    await engine.sync();
    expect(engine.status.get().paused).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    const stored = await client.get<{ adi: string }>(`/api/finans/butce-kodu/${code._id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.adi).toBe('Çevrimdışı');
  });
});
