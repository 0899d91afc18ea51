// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_HEADER, type SyncScope } from '../../src/domain/sync';
import type { PortalDb } from '../../src/data/db';
import { adoptServerNotepad, queueNotepad, readLocalNotepad } from '../../src/data/notepad';
import { viewEntries } from '../../src/data/outbox-queries';
import { isLive } from '../../src/data/sync/collections';
import { SyncEngine } from '../../src/data/sync/engine';
import { discard, enqueue, keepMine, newRecordId, takeTheirs } from '../../src/data/sync/outbox';
import { applyPage, pullAll, readCursor, UserMismatchError, type PullPage } from '../../src/data/sync/pull';
import { replay, STUCK_AFTER_ATTEMPTS, type Send } from '../../src/data/sync/replay';
import { collection } from '../../src/domain/collection-declarations';
import { ACCOUNTS, demoCompanyIds, supplier } from '../server/account-fixtures';
import { uploadPdf } from '../server/bill-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { fetchVia, freshDb, sendVia, userIdOf } from './sync-helpers';

// One test per defect of the first edition of the layer (docs/architecture.md §4.1, §4.2), each failing
// on that code: pages and server answers are made by hand where the defect is the device's own,
// and come from the real server where the server's answer is the point.

const COMPANY_A = '0190a0a0-0000-7000-8000-00000000000a';
const COMPANY_B = '0190a0a0-0000-7000-8000-00000000000b';

const scope = (...companies: string[]): SyncScope => ({
  fingerprint: companies.join(',') || 'none',
  all: false,
  companies: companies.map((_id) => ({ _id, yetki: 'yazma' as const })),
});

function page(db: PortalDb, changes: PullPage['changes'], cursor: number, pageScope = scope(COMPANY_A)): PullPage {
  return { user: db.userId, scope: pageScope, changes, cursor, hasMore: false };
}

const code = (id: string, version: number, adi: string) => ({
  collection: 'butceKodu',
  _id: id,
  version,
  deleted: false,
  record: { _id: id, kod: `8${version}`, adi, tip: 'gider', durum: 'aktif', version, updatedAt: '2026-11-01T00:00:00.000Z' },
});
const tombstone = (id: string, version: number) => ({ collection: 'butceKodu', _id: id, version, deleted: true, record: null });
const account = (id: string, version: number, sirket: string) => ({
  collection: 'cariHesap',
  _id: id,
  version,
  deleted: false,
  record: { _id: id, cariTip: 'musteri', sirket, unvan: `Firma ${version}`, bankalar: [], version, updatedAt: '2026-11-01T00:00:00.000Z' },
});

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('pull rules on the device', () => {
  let db: PortalDb;
  beforeEach(async () => {
    db = await freshDb();
  });

  it('resurrection: a late page with an older version never brings back a deleted record', async () => {
    const id = newRecordId();
    await applyPage(db, page(db, [code(id, 2, 'Eski')], 10));
    await applyPage(db, page(db, [tombstone(id, 3)], 12));
    // Tab 1's slower page, fetched before the delete, lands last.
    await applyPage(db, page(db, [code(id, 2, 'Eski')], 10));
    expect(isLive(await db.rows('butceKodu').get(id))).toBe(false);
    expect(await db.rows('butceKodu').get(id)).toMatchObject({ version: 3, _deleted: 1 });
    // …nor an older live version over a newer one.
    const other = newRecordId();
    await applyPage(db, page(db, [code(other, 5, 'Yeni')], 20));
    await applyPage(db, page(db, [code(other, 4, 'Eski')], 19));
    expect(await db.rows('butceKodu').get(other)).toMatchObject({ version: 5, adi: 'Yeni' });
  });

  it('a page of several slices: every rule holds in every slice, and the page is stored whole or not at all', async () => {
    const ids = Array.from({ length: 600 }, () => newRecordId());
    // Already on the device: a newer version of record 300 and a live record 550 deleted by the page.
    await applyPage(db, page(db, [code(ids[300]!, 9, 'Yeni'), code(ids[550]!, 1, 'Silinecek')], 5));
    const changes = ids.map((id, index) => (index === 550 ? tombstone(id, 2) : code(id, 2, `Kod ${index}`)));

    // A record the browser cannot store, in a later slice: nothing of the page stays.
    const broken = changes.map((change, index) =>
      index === 520 ? { ...change, record: { ...change.record!, bad: () => undefined } } : change,
    );
    await expect(applyPage(db, page(db, broken, 50))).rejects.toThrow();
    expect(await db.rows('butceKodu').count()).toBe(2);
    expect(await readCursor(db)).toBe(5);

    await applyPage(db, page(db, changes, 50));
    const rows = await db.rows('butceKodu').bulkGet(ids);
    expect(rows.filter(isLive)).toHaveLength(599);
    expect(rows[0]).toMatchObject({ version: 2, adi: 'Kod 0' });
    expect(rows[599]).toMatchObject({ version: 2, adi: 'Kod 599' });
    expect(rows[300]).toMatchObject({ version: 9, adi: 'Yeni' });
    expect(rows[550]).toMatchObject({ version: 2, _deleted: 1 });
    expect(await readCursor(db)).toBe(50);
  });

  it('single flight: concurrent pulls of one engine run one after the other', async () => {
    let inFlight = 0;
    let most = 0;
    const engine = new SyncEngine(db, {
      send: async () => ({ status: 200, body: null }),
      fetchPage: async (since) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return page(db, [], since);
      },
      fetchRecord: async () => null,
      lockName: 'test',
      onUnauthorized: () => undefined,
      onUserChanged: () => undefined,
    });
    await Promise.all([engine.pull(), engine.pull(), engine.sync(), engine.pull()]);
    expect(most).toBe(1);
  });

  it('look-ahead: the next page is fetched while one is stored; pages apply in order and the cursor passes only stored pages', async () => {
    const [a, b, c] = [newRecordId(), newRecordId(), newRecordId()];
    const more = (p: PullPage): PullPage => ({ ...p, hasMore: true });
    const pages: Record<number, () => Promise<PullPage>> = {
      0: async () => more(page(db, [code(a, 1, 'A1')], 10)),
      10: () => second.promise,
      20: () => third.promise,
    };
    const second = deferred<PullPage>();
    const third = deferred<PullPage>();
    const events: string[] = [];
    let inFlight = 0;
    let most = 0;
    db.meta.hook('creating', (key, row) => void (key === 'cursor' && events.push(`stored ${String(row.value)}`)));
    db.meta.hook(
      'updating',
      (changes, key) => void (key === 'cursor' && events.push(`stored ${String((changes as { value: number }).value)}`)),
    );
    const pulled = pullAll(db, async (since) => {
      events.push(`fetch ${since}`);
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await pages[since]!();
      } finally {
        inFlight -= 1;
      }
    });
    const settled = pulled.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    const until = async (event: string) => {
      for (let i = 0; i < 200 && !events.includes(event); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(events).toContain(event);
    };

    // Page 1 is stored while page 2 is on its way: its fetch began before the cursor moved.
    await until('stored 10');
    expect(events).toEqual(['fetch 0', 'fetch 10', 'stored 10']);
    expect(await db.rows('butceKodu').get(a)).toMatchObject({ version: 1, adi: 'A1' });

    // Page 2 replaces page 1's row (applied after it, not before), and moves the cursor only once stored.
    second.resolve(more(page(db, [code(a, 2, 'A2'), code(b, 1, 'B1')], 20)));
    await until('stored 20');
    expect(events).toEqual(['fetch 0', 'fetch 10', 'stored 10', 'fetch 20', 'stored 20']);
    expect(await db.rows('butceKodu').get(a)).toMatchObject({ version: 2, adi: 'A2' });
    expect(await db.rows('butceKodu').get(b)).toMatchObject({ version: 1 });
    expect(await readCursor(db)).toBe(20);

    // Page 3 fails: the pull fails, and the cursor stays after the last stored page.
    third.reject(new Error('offline'));
    expect(await settled).toMatchObject({ message: 'offline' });
    expect(await readCursor(db)).toBe(20);
    expect(await db.rows('butceKodu').get(c)).toBeUndefined();
    expect(most).toBe(1);
  });

  it('look-ahead: a page fetched ahead of a page that fails to apply is never applied', async () => {
    const [a, c] = [newRecordId(), newRecordId()];
    const calls: number[] = [];
    const broken = { ...code(newRecordId(), 1, 'Bozuk'), version: 1.5 };
    const pages: Record<number, PullPage> = {
      0: { ...page(db, [code(a, 1, 'A1')], 10), hasMore: true },
      10: { ...page(db, [broken], 20), hasMore: true },
      20: page(db, [code(c, 1, 'C1')], 30),
    };
    await expect(
      pullAll(db, async (since) => {
        calls.push(since);
        return pages[since]!;
      }),
    ).rejects.toThrow(/malformed change/);
    expect(calls).toEqual([0, 10, 20]);
    expect(await readCursor(db)).toBe(10);
    expect(await db.rows('butceKodu').get(a)).toMatchObject({ version: 1 });
    expect(await db.rows('butceKodu').get(c)).toBeUndefined();
  });

  it('cross-user: a page made for another user is not applied and stops the pull', async () => {
    const id = newRecordId();
    const foreign = { ...page(db, [code(id, 1, 'B’nin kodu')], 50), user: 'someone-else' };
    await expect(pullAll(db, async () => foreign)).rejects.toBeInstanceOf(UserMismatchError);
    expect(await db.rows('butceKodu').get(id)).toBeUndefined();
    expect(await readCursor(db)).toBe(0);
  });

  it('scope: a changed fingerprint drops revoked companies’ rows and pulls from the start', async () => {
    const kept = newRecordId();
    const revoked = newRecordId();
    const queued = newRecordId();
    const scopeAB = scope(COMPANY_A, COMPANY_B);
    await pullAll(db, async () =>
      page(db, [account(kept, 1, COMPANY_A), account(revoked, 1, COMPANY_B), account(queued, 1, COMPANY_B)], 30, scopeAB),
    );
    await enqueue(db, 'cariHesap', 'update', { ...(await db.rows('cariHesap').get(queued))!, unvan: 'Yerel' });

    const sinceSeen: number[] = [];
    const granted = newRecordId();
    await pullAll(db, async (since) => {
      sinceSeen.push(since);
      // B revoked, C granted: the server now sends C's older records from the start.
      const scopeAC = scope(COMPANY_A, 'c');
      return since === 0 ? page(db, [account(kept, 1, COMPANY_A), account(granted, 1, 'c')], 31, scopeAC) : page(db, [], since, scopeAC);
    });
    expect(sinceSeen).toEqual([30, 0]);
    expect(await db.rows('cariHesap').get(revoked)).toBeUndefined();
    expect(isLive(await db.rows('cariHesap').get(kept))).toBe(true);
    expect(isLive(await db.rows('cariHesap').get(granted))).toBe(true);
    // A row with a queued change stays until the user resolves it.
    expect(await db.rows('cariHesap').get(queued)).toMatchObject({ unvan: 'Yerel' });
    expect(await readCursor(db)).toBe(31);
  });

  it('older data restored: discard shows the newest server state a pull set aside, not the copy from before', async () => {
    const id = newRecordId();
    await applyPage(db, page(db, [code(id, 1, 'Bir')], 1));
    await enqueue(db, 'butceKodu', 'update', { ...(await db.rows('butceKodu').get(id))!, adi: 'Yerel' });
    await applyPage(db, page(db, [code(id, 3, 'Üç')], 3));
    expect(await db.rows('butceKodu').get(id)).toMatchObject({ adi: 'Yerel', version: 1 });
    const [entry] = await db.outbox.toArray();
    await discard(db, entry!.seq!);
    expect(await db.rows('butceKodu').get(id)).toMatchObject({ adi: 'Üç', version: 3 });
  });

  it('older data restored: take theirs keeps the newest of the 409 snapshot and what a pull set aside', async () => {
    const id = newRecordId();
    await applyPage(db, page(db, [code(id, 1, 'Bir')], 1));
    await enqueue(db, 'butceKodu', 'update', { ...(await db.rows('butceKodu').get(id))!, adi: 'Yerel' });
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, {
      state: 'conflict',
      error: { status: 409, body: { message: 'conflict', current: code(id, 2, 'İki').record } },
    });
    await applyPage(db, page(db, [code(id, 4, 'Dört')], 4));
    await takeTheirs(db, entry!.seq!);
    expect(await db.rows('butceKodu').get(id)).toMatchObject({ adi: 'Dört', version: 4 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('notepad: an edit is kept on the device, queued once however often it changes, and wins over the server’s copy', async () => {
    await adoptServerNotepad(db, 'sunucudaki');
    expect(await readLocalNotepad(db)).toBe('sunucudaki');
    await queueNotepad(db, 'bir');
    await queueNotepad(db, 'bir iki');
    expect(await db.outbox.count()).toBe(1);
    expect(await adoptServerNotepad(db, 'sunucudaki')).toBe('bir iki');
    expect(await readLocalNotepad(db)).toBe('bir iki');
  });

  it('versionchange: an upgrade in another tab is not blocked by this one', async () => {
    const { PortalDb, SCHEMA_VERSIONS } = await import('../../src/data/db');
    let told = false;
    db.on('versionchange', () => {
      db.close();
      told = true;
    });
    await db.open();
    const upgraded = new PortalDb(db.userId, [...SCHEMA_VERSIONS, { extra: '_id' }], db.name);
    await upgraded.open();
    expect(told).toBe(true);
    expect(upgraded.verno).toBe(SCHEMA_VERSIONS.length + 1);
    upgraded.close();
  });
});

describe('outbox rules against the real server', () => {
  const backend = backends[0]!;
  let server: TestServer;
  let client: TestClient;
  let send: Send;
  let db: PortalDb;
  let userId: string;
  let n = 0;
  const newCode = (extra: Record<string, unknown> = {}) => {
    n += 1;
    return { _id: newRecordId(), kod: `97${n}${Date.now() % 100000}`, adi: `Kural ${n}`, tip: 'gider', durum: 'aktif', ...extra };
  };
  const onServer = async (id: string) => (await client.get<Record<string, unknown>>(`/api/finans/butce-kodu/${id}`)).body;

  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    await client.signIn(ADMIN);
    send = sendVia(client);
    userId = await userIdOf(client);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    db = await freshDb(userId);
  });

  it('cross-user: a replay under another user’s session is refused (401 userChanged) and nothing is applied', async () => {
    const queued = newCode();
    await enqueue(db, 'butceKodu', 'create', queued);
    // The device's database belongs to another user than the session the cookie now holds.
    const asOther: Send = (method, path, options) =>
      send(method, path, { ...options, headers: { ...options.headers, [USER_HEADER]: newRecordId() } });
    expect(await replay(db, asOther)).toEqual({ kind: 'unauthorized', sent: 0, userChanged: true });
    expect(await db.outbox.count()).toBe(1);
    expect((await client.get(`/api/finans/butce-kodu/${queued._id}`)).status).toBe(404);
  });

  it('wedged queue: an entry that always fails with 5xx becomes stuck, the rest goes, and it can be discarded', async () => {
    const doomed = newCode();
    const fine = newCode();
    await enqueue(db, 'butceKodu', 'create', doomed);
    await enqueue(db, 'butceKodu', 'create', fine);
    const failing: Send = async (method, path, options) =>
      options.json && (options.json as { _id?: string })._id === doomed._id
        ? { status: 500, body: { message: 'serverError' } }
        : send(method, path, options);

    let now = 1_000_000;
    // One change per request: the fault is one request's (batch-replay.test.ts has it inside a push).
    for (let i = 0; i < STUCK_AFTER_ATTEMPTS; i += 1) {
      await replay(db, failing, () => now, undefined, { batch: false });
      now += 120_000;
    }
    const [stuck] = await db.outbox.toArray();
    expect(stuck).toMatchObject({ recordId: doomed._id, state: 'stuck', attempts: STUCK_AFTER_ATTEMPTS });
    expect(await db.outbox.count()).toBe(1);
    expect(await onServer(fine._id)).toMatchObject({ kod: fine.kod });
    // Still retried with backoff until the user gives it up.
    expect((await replay(db, failing, () => now + 120_000, undefined, { batch: false })).kind).toBe('idle');
    expect((await db.outbox.get(stuck!.seq!))?.attempts).toBe(STUCK_AFTER_ATTEMPTS + 1);
    await discard(db, stuck!.seq!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('butceKodu').get(doomed._id)).toBeUndefined();
  });

  it('slow recovery: attempts that never reached the server are not counted, and the connection’s return resets the backoff', async () => {
    const a = newCode();
    await enqueue(db, 'butceKodu', 'create', a);
    const unreachable: Send = async () => {
      throw new Error('offline');
    };
    for (let i = 0; i < 5; i += 1) expect(await replay(db, unreachable)).toMatchObject({ kind: 'retry', unreachable: true });
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 0 });

    // A 5xx while the connection came and went…
    await replay(db, async () => ({ status: 503, body: { message: 'serverError' } }));
    expect((await db.outbox.toArray())[0]!.retryAt).toBeGreaterThan(Date.now());
    // …and the connection returns: the queue goes at once.
    const engine = new SyncEngine(db, {
      send,
      fetchPage: fetchVia(client),
      fetchRecord: async () => null,
      lockName: 'test',
      onUnauthorized: () => undefined,
      onUserChanged: () => undefined,
    });
    await engine.connectionReturned();
    expect(await db.outbox.count()).toBe(0);
    expect(await onServer(a._id)).toMatchObject({ kod: a.kod });
  });

  it('keep mine after a delete elsewhere creates the record again with my fields', async () => {
    const original = newCode();
    await client.post('/api/finans/butce-kodu', original);
    await pullAll(db, fetchVia(client));
    const local = (await db.rows('butceKodu').get(original._id))!;
    await enqueue(db, 'butceKodu', 'update', { ...local, adi: 'Benim düzenlemem' });
    await client.request('DELETE', `/api/finans/butce-kodu/${original._id}`);

    await replay(db, send);
    const [conflict] = await db.outbox.toArray();
    expect(conflict).toMatchObject({ state: 'conflict' });
    expect(conflict!.error?.body.current).toMatchObject({ deleted: true });

    const newId = await keepMine(db, conflict!.seq!);
    expect(newId).not.toBe(original._id);
    expect(await replay(db, send)).toMatchObject({ kind: 'idle', sent: 1 });
    expect(await onServer(newId!)).toMatchObject({ kod: original.kod, adi: 'Benim düzenlemem' });
    expect(isLive(await db.rows('butceKodu').get(original._id))).toBe(false);
  });

  it('a fixed create is not overwritten by a later queued update that carried the old body', async () => {
    const bad = newCode({ kod: 'geçersiz' });
    await enqueue(db, 'butceKodu', 'create', bad);
    await enqueue(db, 'butceKodu', 'update', { ...bad, adi: 'Sonraki düzenleme' });
    await replay(db, send);
    expect((await db.outbox.toArray()).map((entry) => entry.state)).toEqual(['rejected', 'pending']);

    const fixed = { ...bad, kod: `98${Date.now() % 100000}`, adi: 'Düzeltilmiş' };
    await enqueue(db, 'butceKodu', 'update', fixed);
    expect(await replay(db, send)).toMatchObject({ kind: 'idle', sent: 1 });
    expect(await onServer(bad._id)).toMatchObject({ kod: fixed.kod, adi: 'Düzeltilmiş', version: 1 });
  });

  it('a record read again from its detail (after a discard) is mirrored with plain ids, also a cash flow’s', async () => {
    const [company] = await demoCompanyIds(client);
    const account = (await client.post<{ _id: string }>(ACCOUNTS, supplier(company!, { unvan: `Yenilenen ${Date.now()}` }))).body;
    const file = await uploadPdf(client, 'dekont.pdf');
    const flow = {
      _id: newRecordId(),
      tip: 'odeme',
      tarih: '2026-11-20',
      miktar: 12.5,
      dovizCinsi: 'USD',
      sirket: company,
      cariHesap: account._id,
      fatura: null,
      odemeYontemi: 'havale',
      aciklama: '',
      dekontFile: file._id,
    };
    expect((await client.post('/api/finans/nakit-akis', flow)).status).toBe(201);
    const engine = new SyncEngine(db, {
      send,
      fetchPage: fetchVia(client),
      // As the app reads a record (src/data/local.ts): its detail answer.
      fetchRecord: async (path) => {
        const response = await client.get<Record<string, unknown>>(`/api/${path}`);
        return response.status === 404 ? null : response.body;
      },
      lockName: 'test',
      onUnauthorized: () => undefined,
      onUserChanged: () => undefined,
    });
    await engine.refresh('nakitAkis', flow._id, collection('nakitAkis').path);
    expect(await db.rows('nakitAkis').get(flow._id)).toMatchObject({
      sirket: company,
      cariHesap: account._id,
      dekontFile: { _id: file._id },
    });
    expect(await db.rows('nakitAkis').where('cariHesap').equals(account._id).count()).toBe(1);
  });

  it('dependencies: a child waits while its parent’s create is stopped, then both go in order', async () => {
    const parent = newCode({ kod: 'hatalı' });
    await enqueue(db, 'butceKodu', 'create', parent);
    const child = newCode({ kod: '99.01' });
    await enqueue(db, 'butceKodu', 'create', child, { dependsOn: [{ collection: 'butceKodu', recordId: parent._id }] });

    await replay(db, send);
    const views = viewEntries(await db.outbox.orderBy('seq').toArray());
    expect(views.map((view) => view.mark)).toEqual(['rejected', 'waiting']);
    expect(views[1]!.behind).toEqual({ collection: 'butceKodu', recordId: parent._id });
    expect((await client.get(`/api/finans/butce-kodu/${child._id}`)).status).toBe(404);

    await enqueue(db, 'butceKodu', 'update', { ...parent, kod: '99' });
    expect(await replay(db, send)).toMatchObject({ kind: 'idle', sent: 2 });
    expect(await onServer(child._id)).toMatchObject({ kod: '99.01' });
  });
});
