import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetCode } from '../../src/domain/budget-code';
import type { SyncChange, SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { DEMO_ACCOUNTS } from '../../server/db/demo-accounts';
import { DEMO_BUDGET_CODES } from '../../server/db/demo-data';
import { insertMirrored, lockMirroredWrites } from '../../server/db/repositories/mirrored-repository';
import { butceKodu } from '../../server/db/schema';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

const BASE = '/api/finans/butce-kodu';

/** Pulls page by page from `since` to the end, checking each page's cursor rules on the way. */
async function pullAll(client: TestClient, since: number, limit: number) {
  const changes: SyncChange[] = [];
  let cursor = since;
  let pages = 0;
  for (;;) {
    const page = await client.get<SyncResponse>(`/api/sync?since=${cursor}&limit=${limit}`);
    expect(page.status).toBe(200);
    expect(page.body.changes.length).toBeLessThanOrEqual(limit);
    for (const change of page.body.changes) expect(change.cursor).toBeGreaterThan(cursor);
    expect(page.body.cursor).toBeGreaterThanOrEqual(cursor);
    if (page.body.changes.length > 0) expect(page.body.cursor).toBe(page.body.changes.at(-1)?.cursor);
    changes.push(...page.body.changes);
    cursor = page.body.cursor;
    pages += 1;
    if (!page.body.hasMore) return { changes, cursor, pages };
  }
}

describe.each(backends)('pull sync on $name', (backend) => {
  let server: TestServer;
  /** Pulls as the demo user; budget codes are written by an administrator (the chart is theirs). */
  let client: TestClient;
  let admin: TestClient;
  const body = (kod: string) => ({ kod, adi: 'Kanal Geçiş Ücreti', tip: 'gider', durum: 'aktif' });
  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    await client.signIn(DEMO);
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('starts with the seeded chart and the accounts of granted companies, in cursor order', async () => {
    const response = await client.get<SyncResponse>('/api/sync');
    expect(response.status).toBe(200);
    const { changes, cursor, hasMore } = response.body;
    const codes = changes.filter((change) => change.collection === 'butceKodu');
    const accounts = changes.filter((change) => change.collection === 'cariHesap');
    expect(codes).toHaveLength(DEMO_BUDGET_CODES.length);
    // The demo user is granted the first two demo companies.
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.filter((account) => account.company < 2).length);
    expect(changes).toHaveLength(codes.length + accounts.length);
    expect(hasMore).toBe(false);
    expect(cursor).toBe(changes.at(-1)?.cursor);
    const cursors = changes.map((change) => change.cursor);
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(new Set(cursors).size).toBe(cursors.length);
    expect(changes[0]).toEqual({
      collection: 'butceKodu',
      _id: expect.any(String),
      version: 1,
      cursor: expect.any(Number),
      deleted: false,
      record: expect.objectContaining({ kod: '740', version: 1 }),
    });
  });

  it('returns creates, updates and tombstones after a cursor, then nothing', async () => {
    await admin.post(BASE, body('3'));
    const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    const a = await admin.post<BudgetCode>(BASE, body('3.1'));
    const b = await admin.post<BudgetCode>(BASE, body('3.2'));
    const c = await admin.post<BudgetCode>(BASE, body('3.3'));
    const updated = await admin.put<BudgetCode>(`${BASE}/${b.body._id}`, { ...body('3.2'), adi: 'Güncel' });
    await admin.delete(`${BASE}/${c.body._id}`);

    const page = (await client.get<SyncResponse>(`/api/sync?since=${start}`)).body;
    // One change per record, at its latest write, in the order of those writes.
    expect(page.changes.map((change) => change._id)).toEqual([a.body._id, b.body._id, c.body._id]);
    expect(page.changes[0]).toMatchObject({ version: 1, deleted: false, record: a.body });
    expect(page.changes[1]).toMatchObject({ version: 2, deleted: false, record: updated.body });
    expect(page.changes[2]).toEqual({
      collection: 'butceKodu',
      _id: c.body._id,
      version: 2,
      cursor: page.cursor,
      deleted: true,
      record: null,
    });
    expect(page.hasMore).toBe(false);

    const after = (await client.get<SyncResponse>(`/api/sync?since=${page.cursor}`)).body;
    expect(after).toMatchObject({ changes: [], cursor: page.cursor, hasMore: false });
  });

  it('pages with a small limit return every change exactly once, cursors only growing', async () => {
    const whole = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    for (const limit of [1, 4, whole.changes.length]) {
      const paged = await pullAll(client, 0, limit);
      expect(paged.changes).toEqual(whole.changes);
      expect(paged.cursor).toBe(whole.cursor);
      expect(paged.pages).toBe(Math.ceil(whole.changes.length / limit));
    }
  });

  it('rejects a malformed query with the field paths', async () => {
    const cases: [string, string][] = [
      ['since=-1', 'since'],
      ['since=abc', 'since'],
      ['since=1&since=2', 'since'],
      ['limit=0', 'limit'],
      ['limit=5001', 'limit'],
      ['limit=1.5', 'limit'],
    ];
    for (const [query, path] of cases) {
      const response = await client.get<ErrorBody>(`/api/sync?${query}`);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { message: 'badRequest', errors: [{ path, message: 'invalid' }] },
      });
    }
    expect((await client.get('/api/sync?limit=5000')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/sync')).status).toBe(401);
  });

  it('20 parallel creates take distinct cursors, and a puller running alongside misses none', async () => {
    await admin.post(BASE, body('4'));
    const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    const seen = new Set<string>();
    let cursor = start;
    let writing = true;
    const puller = (async () => {
      // Pulls while the writes commit: a cursor committed out of order would be jumped over here.
      while (writing) {
        const page = (await client.get<SyncResponse>(`/api/sync?since=${cursor}`)).body;
        for (const change of page.changes) seen.add(change._id);
        cursor = page.cursor;
      }
    })();
    const writes = Array.from({ length: 20 }, (_, i) =>
      admin.post<BudgetCode>(BASE, body(`4.${i}`), { headers: { 'Idempotency-Key': randomUUID() } }),
    );
    const created = await Promise.all(writes);
    writing = false;
    await puller;
    const rest = (await client.get<SyncResponse>(`/api/sync?since=${cursor}`)).body;
    for (const change of rest.changes) seen.add(change._id);

    expect(created.map((response) => response.status)).toEqual(Array(20).fill(201));
    const ids = created.map((response) => response.body._id);
    expect([...seen].sort()).toEqual([...ids].sort());

    const all = (await client.get<SyncResponse>(`/api/sync?since=${start}`)).body.changes;
    expect(all.map((change) => change._id).sort()).toEqual([...ids].sort());
    const cursors = all.map((change) => change.cursor);
    expect(new Set(cursors).size).toBe(20);
    expect(cursors).toEqual([...cursors].sort((x, y) => x - y));
  });

  // PGlite has one connection: a transaction held open here would stall the API as well.
  it.runIf(backend.name === 'postgres')('a write waits for an uncommitted earlier one, so cursors commit in order', async () => {
    await admin.post(BASE, body('2'));
    const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const slow = server.db.transaction(async (tx) => {
      await lockMirroredWrites(tx);
      const row = await insertMirrored<typeof butceKodu.$inferSelect>(tx, butceKodu, body('2.1'));
      holding();
      await gate;
      return row;
    });
    await held;

    let fastDone = false;
    const fast = admin.post<BudgetCode>(BASE, body('2.2')).then((response) => {
      fastDone = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The API's write is queued behind the open one; a pull sees neither yet.
    expect(fastDone).toBe(false);
    expect((await client.get<SyncResponse>(`/api/sync?since=${start}`)).body.changes).toEqual([]);

    release();
    const slowRow = await slow;
    const fastRow = (await fast).body;
    const after = (await client.get<SyncResponse>(`/api/sync?since=${start}`)).body.changes;
    expect(after.map((change) => change._id)).toEqual([slowRow.id, fastRow._id]);
  });
});
