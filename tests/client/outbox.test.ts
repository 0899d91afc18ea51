// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { enqueue, keepMine, newRecordId, takeTheirs, discard } from '../../src/data/sync/outbox';
import { pullAll } from '../../src/data/sync/pull';
import { replay, type Send } from '../../src/data/sync/replay';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { isLive } from '../../src/data/sync/collections';
import { fetchVia, freshDb, sendVia, userIdOf } from './sync-helpers';

const backend = backends[0]!; // the protocol is the same on both databases; PGlite is enough here

interface Code {
  _id: string;
  kod: string;
  adi: string;
  tip: string;
  durum: string;
  version: number;
}

describe('the outbox against the real server', () => {
  let server: TestServer;
  let client: TestClient;
  let send: Send;
  let db: PortalDb;
  let n = 0;
  let adminId: string;
  const code = (extra: Partial<Code> = {}) => {
    n += 1;
    // Top-level codes: a dotted one needs its parent in the chart (422 parentMissing).
    return {
      _id: newRecordId(),
      kod: `9${String(n).padStart(3, '0')}${Date.now() % 100000}`,
      adi: `Test ${n}`,
      tip: 'gider',
      durum: 'aktif',
      ...extra,
    };
  };
  const serverCodes = async () => (await client.get<Code[]>('/api/finans/butce-kodu?tip=gider')).body;

  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    await client.signIn(ADMIN);
    send = sendVia(client);
    adminId = await userIdOf(client);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    db = await freshDb(adminId);
  });

  it('replays creates, updates and deletes in queue order', async () => {
    const a = code();
    await enqueue(db, 'butceKodu', 'create', a);
    await enqueue(db, 'butceKodu', 'update', { ...a, adi: 'Yeni ad' });
    const b = code();
    await enqueue(db, 'butceKodu', 'create', b);
    await enqueue(db, 'butceKodu', 'delete', { _id: b._id });
    expect(await db.outbox.count()).toBe(4);

    const outcome = await replay(db, send);
    expect(outcome).toEqual({ kind: 'idle', sent: 4 });
    expect(await db.outbox.count()).toBe(0);
    const onServer = await serverCodes();
    expect(onServer.find((row) => row._id === a._id)).toMatchObject({ adi: 'Yeni ad', version: 2 });
    expect(onServer.find((row) => row._id === b._id)).toBeUndefined();
    expect(await db.rows('butceKodu').get(a._id)).toMatchObject({ adi: 'Yeni ad', version: 2 });
    // A tombstone with the delete's version stays, so an older state pulled late cannot return.
    expect(isLive(await db.rows('butceKodu').get(b._id))).toBe(false);
  });

  it('writes acknowledgements in batches; a batch that could not be written is sent again and applied once', async () => {
    const codes = Array.from({ length: 60 }, () => code());
    for (const row of codes) await enqueue(db, 'butceKodu', 'create', row);
    // The device cannot write the server's copy of one record (a full disk, say): the batch with it fails.
    const failOn = codes[40]!._id;
    let failing = true;
    db.rows('butceKodu').hook('updating', (_changes, key) => {
      if (failing && key === failOn) throw new Error('disk full');
    });
    await expect(replay(db, send)).rejects.toThrow('disk full');
    const waiting = (await db.outbox.toArray()).map((entry) => entry.recordId);
    // Earlier batches were written; the failed batch and those after it wait, in order.
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(codes.length);
    expect(waiting).toEqual(codes.slice(codes.length - waiting.length).map((row) => row._id));
    expect(waiting).toContain(failOn);

    failing = false;
    // Sent again under the same keys: the server answers with what it stored, applying nothing twice.
    expect(await replay(db, send)).toEqual({ kind: 'idle', sent: waiting.length });
    expect(await db.outbox.count()).toBe(0);
    const onServer = new Map((await serverCodes()).map((row) => [row._id, row]));
    for (const row of codes) expect(onServer.get(row._id)).toMatchObject({ kod: row.kod, version: 1 });
    expect((await db.rows('butceKodu').bulkGet(codes.map((row) => row._id))).every((row) => row?.version === 1)).toBe(true);
  });

  it('retries after a 5xx with backoff, keeps the order, then succeeds once', async () => {
    const a = code();
    const b = code();
    await enqueue(db, 'butceKodu', 'create', a);
    await enqueue(db, 'butceKodu', 'create', b);
    let failures = 1;
    const flaky: Send = async (...args) => (failures-- > 0 ? { status: 503, body: { message: 'serverError' } } : send(...args));

    let now = 1_000_000;
    const first = await replay(db, flaky, () => now);
    expect(first.kind).toBe('retry');
    expect(await db.outbox.count()).toBe(2);
    // Before the backoff ends nothing is sent, and b does not overtake a.
    const early = await replay(db, flaky, () => now);
    expect(early).toMatchObject({ kind: 'retry', sent: 0 });
    now += 120_000;
    expect(await replay(db, flaky, () => now)).toEqual({ kind: 'idle', sent: 2 });
    const ids = (await serverCodes()).map((row) => row._id);
    expect(ids.filter((id) => id === a._id)).toHaveLength(1);
    expect(ids.filter((id) => id === b._id)).toHaveLength(1);
  });

  it('a network error keeps the entry; the retry under the same key is applied once', async () => {
    const a = code();
    await enqueue(db, 'butceKodu', 'create', a);
    // The request reaches the server but the answer is lost on the way back.
    const lossy: Send = async (...args) => {
      await send(...args);
      throw new Error('connection reset');
    };
    expect((await replay(db, lossy, () => 0)).kind).toBe('retry');
    expect(await db.outbox.count()).toBe(1);
    expect(await replay(db, send, () => Number.MAX_SAFE_INTEGER)).toEqual({ kind: 'idle', sent: 1 });
    expect((await serverCodes()).filter((row) => row._id === a._id)).toHaveLength(1);
  });

  it('stops a 409 as a conflict, keeps it, and lets the user keep theirs or take the server’s', async () => {
    const a = code();
    await enqueue(db, 'butceKodu', 'create', a);
    await replay(db, send);
    // Someone else edits the record on the server meanwhile.
    await client.request('PUT', `/api/finans/butce-kodu/${a._id}`, { json: { ...a, adi: 'Sunucuda değişti' } });
    await enqueue(db, 'butceKodu', 'update', { ...a, adi: 'Benim değişikliğim' });
    await replay(db, send);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'conflict', error: { status: 409 } });
    expect(entry!.error!.body.current).toMatchObject({ adi: 'Sunucuda değişti', version: 2 });

    await keepMine(db, entry!.seq!);
    expect(await replay(db, send)).toEqual({ kind: 'idle', sent: 1 });
    expect((await serverCodes()).find((row) => row._id === a._id)).toMatchObject({ adi: 'Benim değişikliğim', version: 3 });

    await client.request('PUT', `/api/finans/butce-kodu/${a._id}`, { json: { ...a, adi: 'Yine sunucu' } });
    await enqueue(db, 'butceKodu', 'update', { ...a, adi: 'Bende kalsın mı?' });
    await replay(db, send);
    const [again] = await db.outbox.toArray();
    await takeTheirs(db, again!.seq!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('butceKodu').get(a._id)).toMatchObject({ adi: 'Yine sunucu', version: 4 });
  });

  it('stops a 422 as rejected with its field errors; later entries for other records still go through', async () => {
    const bad = code({ kod: '1..2' });
    const good = code();
    await enqueue(db, 'butceKodu', 'create', bad);
    await enqueue(db, 'butceKodu', 'create', good);
    expect(await replay(db, send)).toEqual({ kind: 'idle', sent: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'rejected', error: { status: 422 } });
    expect(entry!.error!.body.errors).toEqual([{ path: 'kod', message: 'invalidCode' }]);
    expect((await serverCodes()).some((row) => row._id === good._id)).toBe(true);

    // The user fixes the record: the same entry waits again under a new key and goes through.
    await enqueue(db, 'butceKodu', 'update', { ...bad, kod: '12' });
    expect(await db.outbox.count()).toBe(1);
    expect(await replay(db, send)).toEqual({ kind: 'idle', sent: 1 });
    expect((await serverCodes()).find((row) => row._id === bad._id)).toMatchObject({ kod: '12' });
  });

  it('discarding a rejected create removes the record from the device', async () => {
    const bad = code({ kod: 'x' });
    await enqueue(db, 'butceKodu', 'create', bad);
    await replay(db, send);
    const [entry] = await db.outbox.toArray();
    await discard(db, entry!.seq!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('butceKodu').get(bad._id)).toBeUndefined();
  });

  it('pauses on 401 and keeps every entry', async () => {
    const stranger = server.client(); // never signed in
    const a = code();
    await enqueue(db, 'butceKodu', 'create', a);
    await enqueue(db, 'butceKodu', 'create', code());
    expect(await replay(db, sendVia(stranger))).toEqual({ kind: 'unauthorized', sent: 0, userChanged: false });
    expect(await db.outbox.count()).toBe(2);
    expect((await db.outbox.toArray()).every((entry) => entry.state === 'pending')).toBe(true);
    expect(await replay(db, send)).toEqual({ kind: 'idle', sent: 2 });
  });

  it('pull writes rows and cursor together, and does not overwrite rows with pending changes', async () => {
    const fetchPage = fetchVia(client);
    // Pages of 50: the demo data (about 800 records) over several pages, not a page per five.
    const received = await pullAll(db, fetchPage, 50);
    expect(received).toBeGreaterThan(50); // the seeded chart and the demo ships' records, over several pages
    const cursor = (await db.meta.get('cursor'))?.value as number;
    expect(cursor).toBeGreaterThan(0);
    const seeded = (await db.rows('butceKodu').toArray())[0]!;

    await enqueue(db, 'butceKodu', 'update', { ...seeded, adi: 'Yerel düzenleme' });
    await client.request('PUT', `/api/finans/butce-kodu/${seeded._id}`, {
      json: { kod: seeded.kod, adi: 'Sunucu', tip: seeded.tip, durum: seeded.durum },
    });
    await pullAll(db, fetchPage);
    expect(await db.rows('butceKodu').get(seeded._id)).toMatchObject({ adi: 'Yerel düzenleme' });
    expect((await db.meta.get('cursor'))?.value).toBeGreaterThan(cursor);

    // A page that fails half way leaves neither its rows nor its cursor.
    const before = (await db.meta.get('cursor'))?.value;
    const created = code();
    await client.post('/api/finans/butce-kodu', created);
    await expect(
      pullAll(db, async (since, limit) => {
        const page = await fetchPage(since, limit);
        const broken = { collection: 'butceKodu', _id: null as never, version: 1, deleted: false, record: { kod: 'x' } };
        return { ...page, changes: [...page.changes, broken] };
      }),
    ).rejects.toThrow();
    expect((await db.meta.get('cursor'))?.value).toBe(before);
    expect(await db.rows('butceKodu').get(created._id)).toBeUndefined();
  });
});

describe('the local database', () => {
  it('keeps each user’s data apart', async () => {
    const a = new PortalDb('kullanici-a');
    const b = new PortalDb('kullanici-b');
    await enqueue(a, 'butceKodu', 'create', { _id: newRecordId(), kod: '1', adi: 'A', tip: 'gider', durum: 'aktif' });
    expect(await a.outbox.count()).toBe(1);
    expect(await b.outbox.count()).toBe(0);
    expect(await b.rows('butceKodu').count()).toBe(0);
    a.close();
    b.close();
  });

  it('a schema upgrade with entries queued loses none', async () => {
    const userId = `upgrade-${Date.now()}`;
    const v1 = new PortalDb(userId, SCHEMA_VERSIONS);
    for (let i = 0; i < 25; i += 1) {
      await enqueue(v1, 'butceKodu', 'create', { _id: newRecordId(), kod: `${i}`, adi: `K${i}`, tip: 'gider', durum: 'aktif' });
    }
    v1.close();
    const next = [...SCHEMA_VERSIONS, { ...SCHEMA_VERSIONS.at(-1)!, yeniKoleksiyon: '_id, sirket' }];
    const v2 = new PortalDb(userId, next);
    const entries = await v2.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(25);
    expect(entries.map((entry) => entry.body?.kod)).toEqual(Array.from({ length: 25 }, (_, i) => `${i}`));
    expect(await v2.rows('butceKodu').count()).toBe(25);
    expect(v2.verno).toBe(next.length);
    v2.close();
  });
});

describe('a schema upgrade', () => {
  it('pulls from the start again, so a new collection gets the history earlier pulls skipped', async () => {
    const userId = `cursor-${Date.now()}`;
    const v1 = new PortalDb(userId, SCHEMA_VERSIONS.slice(0, 1));
    await v1.meta.put({ key: 'cursor', value: 42 });
    v1.close();
    const latest = new PortalDb(userId);
    expect(await latest.meta.get('cursor')).toBeUndefined();
    latest.close();
  });
});
