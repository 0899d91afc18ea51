// @vitest-environment node
import 'fake-indexeddb/auto';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalDb } from '../../src/data/db';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { PUSH_PATH, type PushChange } from '../../src/domain/sync';
import { budgetCodes } from '../../server/collections/budget-codes';
import { SERVER_COLLECTIONS } from '../../server/collections/registry';
import { butceKodu } from '../../server/db/schema';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { freshDb, sendVia, userIdOf } from './sync-helpers';

// docs/architecture.md §4.3: the outbox replays in batched pushes against the real server.

/** A budget code named this fails on the server with a 500 (a fault of the server, not of the input). */
const FAULTY = 'sunucu-hatası';

describe('batched replay against the real server', () => {
  let server: TestServer;
  let client: TestClient;
  let userId: string;
  let db: PortalDb;
  let n = 0;
  const code = (extra: Record<string, unknown> = {}) => {
    n += 1;
    return { _id: newRecordId(), kod: `95${n}${Date.now() % 10000}`, adi: `Toplu ${n}`, tip: 'gider', durum: 'aktif', ...extra };
  };
  const rowsOnServer = async (ids: string[]) =>
    (await server.db.select({ n: count() }).from(butceKodu).where(inArray(butceKodu.id, ids)))[0]?.n;

  /** The real transport, counting requests and the changes each push carried. */
  const counted = () => {
    const requests: { path: string; changes: number }[] = [];
    const real = sendVia(client);
    const send: Send = async (method, path, options) => {
      requests.push({ path, changes: (options.json as { changes?: unknown[] } | undefined)?.changes?.length ?? 1 });
      return real(method, path, options);
    };
    return { send, requests };
  };

  beforeAll(async () => {
    const faulty = {
      ...budgetCodes,
      beforeWrite: async (...args: Parameters<NonNullable<typeof budgetCodes.beforeWrite>>) => {
        if (args[0].adi === FAULTY) throw new Error('the database went away');
        return (await budgetCodes.beforeWrite?.(...args)) ?? [];
      },
    };
    server = await startServer(backends[0]!, {}, { collections: { ...SERVER_COLLECTIONS, butceKodu: faulty } });
    client = server.client();
    await client.signIn(ADMIN);
    userId = await userIdOf(client);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    db = await freshDb(userId);
  });

  it('50 queued changes (creates, the updates behind them, a child, deletes) go in at most 2 requests', async () => {
    const parents = Array.from({ length: 20 }, () => code());
    for (const row of parents) await enqueue(db, 'butceKodu', 'create', row);
    for (const row of parents) await enqueue(db, 'butceKodu', 'update', { ...row, adi: `${row.adi} düzeltildi` });
    const parent = parents[0]!;
    const child = code({ kod: `${parent.kod}.01` });
    await enqueue(db, 'butceKodu', 'create', child, { dependsOn: [{ collection: 'butceKodu', recordId: parent._id }] });
    for (const row of parents.slice(11)) await enqueue(db, 'butceKodu', 'delete', { _id: row._id });
    expect(await db.outbox.count()).toBe(50);

    const { send, requests } = counted();
    expect(await replay(db, send)).toEqual({ kind: 'idle', sent: 50 });
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(requests.every((request) => request.path === PUSH_PATH)).toBe(true);
    expect(await db.outbox.count()).toBe(0);

    const kept = (await client.get<{ _id: string; adi: string; version: number }[]>('/api/finans/butce-kodu?tip=gider')).body;
    const byId = new Map(kept.map((row) => [row._id, row]));
    for (const row of parents.slice(0, 11)) expect(byId.get(row._id)).toMatchObject({ adi: `${row.adi} düzeltildi`, version: 2 });
    for (const row of parents.slice(11)) expect(byId.has(row._id)).toBe(false);
    expect(byId.get(child._id)).toMatchObject({ kod: child.kod, version: 1 });
    expect(await db.rows('butceKodu').get(parent._id)).toMatchObject({ adi: `${parent.adi} düzeltildi`, version: 2 });
    expect(await db.rows('butceKodu').get(parents[15]!._id)).toMatchObject({ _deleted: 1, version: 3 });
  });

  it('a lost acknowledgement: the push applied but its answer lost is replayed once, one record each', async () => {
    const rows = Array.from({ length: 10 }, () => code());
    for (const row of rows) await enqueue(db, 'butceKodu', 'create', row);
    for (const row of rows) await enqueue(db, 'butceKodu', 'update', { ...row, adi: 'İkinci hâli' });
    const { send, requests } = counted();
    let lose = true;
    const lossy: Send = async (...args) => {
      const response = await send(...args);
      if (lose) {
        lose = false;
        throw new TypeError('connection reset after the server applied the push');
      }
      return response;
    };
    expect(await replay(db, lossy)).toMatchObject({ kind: 'retry', sent: 0, unreachable: true });
    expect(await db.outbox.count()).toBe(20);
    expect(await rowsOnServer(rows.map((row) => row._id))).toBe(10);

    expect(await replay(db, lossy)).toEqual({ kind: 'idle', sent: 20 });
    expect(requests).toEqual([
      { path: PUSH_PATH, changes: 20 },
      { path: PUSH_PATH, changes: 20 },
    ]);
    expect(await rowsOnServer(rows.map((row) => row._id))).toBe(10);
    for (const row of rows) {
      expect((await client.get(`/api/finans/butce-kodu/${row._id}`)).body).toMatchObject({ adi: 'İkinci hâli', version: 2 });
      expect(await db.rows('butceKodu').get(row._id)).toMatchObject({ adi: 'İkinci hâli', version: 2 });
    }
  });

  it('a 5xx in the middle entry holds back that one and its dependents; the rest of the push is applied', async () => {
    const first = code();
    const middle = code({ adi: FAULTY });
    const last = code();
    await enqueue(db, 'butceKodu', 'create', first);
    await enqueue(db, 'butceKodu', 'create', middle);
    await enqueue(db, 'butceKodu', 'update', { ...middle, adi: 'Sonra düzeltildi' });
    const child = code({ kod: `${middle.kod}.01` });
    await enqueue(db, 'butceKodu', 'create', child, { dependsOn: [{ collection: 'butceKodu', recordId: middle._id }] });
    await enqueue(db, 'butceKodu', 'create', last);

    const { send, requests } = counted();
    let now = 1_000_000;
    const outcome = await replay(db, send, () => now);
    expect(outcome).toMatchObject({ kind: 'retry', sent: 2, unreachable: false });
    expect(requests).toEqual([{ path: PUSH_PATH, changes: 5 }]);
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((entry) => [entry.recordId, entry.op, entry.state, entry.attempts])).toEqual([
      [middle._id, 'create', 'pending', 1],
      [middle._id, 'update', 'pending', 0],
      [child._id, 'create', 'pending', 0],
    ]);
    expect(left[0]!.error).toMatchObject({ status: 500 });
    expect(await rowsOnServer([first._id, last._id])).toBe(2);
    expect(await rowsOnServer([middle._id, child._id])).toBe(0);

    // Before its backoff ends nothing goes.
    expect(await replay(db, send, () => now)).toMatchObject({ kind: 'retry', sent: 0 });
    expect(requests).toHaveLength(1);
    // Still failing after the backoff: stuck after a few, then it holds back only itself and its dependents.
    now += 120_000;
    await replay(db, send, () => now);
    now += 120_000;
    expect(await replay(db, send, () => now)).toMatchObject({ kind: 'idle', sent: 0 });
    expect((await db.outbox.orderBy('seq').first())?.state).toBe('stuck');
    const another = code();
    await enqueue(db, 'butceKodu', 'create', another);
    expect(await replay(db, send, () => now)).toMatchObject({ kind: 'idle', sent: 1 });
    expect(await rowsOnServer([another._id])).toBe(1);
    expect(await db.outbox.count()).toBe(3);
  });

  it('a 409 and a 422 inside a push stop their entries as single answers do; their dependents wait', async () => {
    const existing = code();
    expect((await client.post('/api/finans/butce-kodu', existing)).status).toBe(201);
    const local = await client.get<Record<string, unknown>>(`/api/finans/butce-kodu/${existing._id}`);
    await db.rows('butceKodu').put({ ...local.body, _id: existing._id } as never);
    await client.put(`/api/finans/butce-kodu/${existing._id}`, { ...existing, adi: 'Sunucuda değişti' });
    await enqueue(db, 'butceKodu', 'update', { ...existing, adi: 'Benim' });
    const bad = code({ kod: '1..2' });
    await enqueue(db, 'butceKodu', 'create', bad);
    await enqueue(db, 'butceKodu', 'update', { ...bad, adi: 'Arkasından' });
    const fine = code();
    await enqueue(db, 'butceKodu', 'create', fine);

    expect(await replay(db, sendVia(client))).toEqual({ kind: 'idle', sent: 1 });
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((entry) => entry.state)).toEqual(['conflict', 'rejected', 'pending']);
    expect(left[0]!.error!.body.current).toMatchObject({ adi: 'Sunucuda değişti', version: 2 });
    expect(left[1]!.error!.body.errors).toEqual([{ path: 'kod', message: 'invalidCode' }]);
    expect(await rowsOnServer([fine._id])).toBe(1);
  });

  it('a server without the push gets one change per request', async () => {
    const rows = [code(), code()];
    for (const row of rows) await enqueue(db, 'butceKodu', 'create', row);
    const real = sendVia(client);
    const paths: string[] = [];
    const older: Send = async (method, path, options) => {
      paths.push(`${method} ${path}`);
      return path === PUSH_PATH ? { status: 404, body: { message: 'notFound' } } : real(method, path, options);
    };
    expect(await replay(db, older)).toEqual({ kind: 'idle', sent: 2 });
    expect(paths).toEqual([`POST ${PUSH_PATH}`, 'POST finans/butce-kodu', 'POST finans/butce-kodu']);
    // Remembered: the next replay does not ask again.
    await enqueue(db, 'butceKodu', 'create', code());
    expect(await replay(db, older)).toEqual({ kind: 'idle', sent: 1 });
    expect(paths.filter((path) => path === `POST ${PUSH_PATH}`)).toHaveLength(1);
  });

  it('a push carries each change’s key, If-Match and dependencies', async () => {
    const row = code();
    await enqueue(db, 'butceKodu', 'create', row);
    await enqueue(db, 'butceKodu', 'update', { ...row, adi: 'İki' });
    const entries = await db.outbox.orderBy('seq').toArray();
    let seen: PushChange[] = [];
    const real = sendVia(client);
    await replay(db, async (method, path, options) => {
      seen = (options.json as { changes: PushChange[] }).changes;
      return real(method, path, options);
    });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/finans/butce-kodu', idempotencyKey: entries[0]!.id, body: entries[0]!.body },
      {
        method: 'PUT',
        path: `/api/finans/butce-kodu/${row._id}`,
        idempotencyKey: entries[1]!.id,
        ifMatchFrom: 0,
        dependsOn: [0],
        body: entries[1]!.body,
      },
    ]);
  });
});
