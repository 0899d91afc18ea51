import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetCode } from '../../src/domain/budget-code';
import type { ConflictBody, SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { KEY_RETENTION_MS } from '../../server/db/repositories/idempotency-repository';
import { butceKodu, idempotencyKeys } from '../../server/db/schema';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestResponse, type TestServer } from './helpers';

const BASE = '/api/finans/butce-kodu';

/** The parts of a response a retry must repeat exactly. */
const same = (response: TestResponse) => ({ status: response.status, text: response.text });

describe.each(backends)('idempotent, versioned writes on $name', (backend) => {
  let server: TestServer;
  let client: TestClient;
  let code = 100;
  /** A fresh code per test, so the tests do not depend on each other. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    kod: `1.${code++}`,
    adi: 'Liman Harcı',
    tip: 'gider',
    durum: 'aktif',
    ...overrides,
  });
  const key = (k: string) => ({ headers: { 'Idempotency-Key': k } });
  const rowsWithKod = async (kod: string) => (await server.db.select({ n: count() }).from(butceKodu).where(eq(butceKodu.kod, kod)))[0]?.n;
  const lastCursor = async () => (await client.get<SyncResponse>('/api/sync?limit=5000')).body.cursor;

  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    await client.signIn(ADMIN);
    // The parent of every code below (`1.100`, `1.101`, …): a code needs its parent.
    expect((await client.post(BASE, body({ kod: '1' }))).status).toBe(201);
  });
  afterAll(() => server?.close());

  describe('Idempotency-Key', () => {
    it('a create sent twice under one key is made once and answered identically', async () => {
      const k = randomUUID();
      const input = body();
      const first = await client.post<BudgetCode>(BASE, input, key(k));
      const cursor = await lastCursor();
      const second = await client.post<BudgetCode>(BASE, input, key(k));
      expect(first.status).toBe(201);
      expect(same(second)).toEqual(same(first));
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await rowsWithKod(input.kod)).toBe(1);
      // The replay wrote nothing: no new cursor.
      expect(await lastCursor()).toBe(cursor);
    });

    it('an update sent twice under one key bumps the version once', async () => {
      const created = await client.post<BudgetCode>(BASE, body());
      const k = randomUUID();
      const change = { ...body(), kod: created.body.kod, adi: 'Kılavuzluk Ücreti' };
      const first = await client.put<BudgetCode>(`${BASE}/${created.body._id}`, change, key(k));
      const second = await client.put<BudgetCode>(`${BASE}/${created.body._id}`, change, key(k));
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(2);
      expect(same(second)).toEqual(same(first));
      expect((await client.get<BudgetCode>(`${BASE}/${created.body._id}`)).body.version).toBe(2);
    });

    it('a delete sent twice under one key answers the same 200 both times', async () => {
      const created = await client.post<BudgetCode>(BASE, body());
      const k = randomUUID();
      const first = await client.delete(`${BASE}/${created.body._id}`, key(k));
      const second = await client.delete(`${BASE}/${created.body._id}`, key(k));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ _id: created.body._id, deleted: true, version: 2 });
      expect(same(second)).toEqual(same(first));
      expect(await rowsWithKod(created.body.kod)).toBe(1);
    });

    it('a key older than 90 days is forgotten at the next sign-in; its retry is then a conflict, never a second record', async () => {
      const id = randomUUID();
      const input = body({ _id: id });
      const [kept, old] = [randomUUID(), randomUUID()];
      expect((await client.post(BASE, body(), key(kept))).status).toBe(201);
      const first = await client.post<BudgetCode>(BASE, input, key(old));
      expect(first.status).toBe(201);
      const stored = (k: string) => server.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
      // The key was stored 90 days and a minute ago; the other one a day short of that.
      const age = (k: string, ms: number) =>
        server.db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
          .where(eq(idempotencyKeys.key, k));
      await age(old, KEY_RETENTION_MS + 60_000);
      await age(kept, KEY_RETENTION_MS - 86_400_000);
      expect((await stored(old))[0]?.n).toBe(1);

      await server.client().signIn(ADMIN);
      expect((await stored(old))[0]?.n).toBe(0);
      expect((await stored(kept))[0]?.n).toBe(1);
      const retry = await client.post<ConflictBody>(BASE, input, key(old));
      expect(retry.status).toBe(409);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await rowsWithKod(input.kod)).toBe(1);
    });

    it('a key is bound to its first outcome, a 422 included', async () => {
      const k = randomUUID();
      const invalid = body({ kod: '1..2' });
      const first = await client.post<ErrorBody>(BASE, invalid, key(k));
      const second = await client.post<ErrorBody>(BASE, invalid, key(k));
      expect(first.status).toBe(422);
      expect(first.body.errors).toEqual([{ path: 'kod', message: 'invalidCode' }]);
      expect(same(second)).toEqual(same(first));
      // A fixed body under the same key is a key reused (below) and writes nothing: the client
      // sends its corrected change under a new key.
      const fixed = body();
      const third = await client.post<ErrorBody>(BASE, fixed, key(k));
      expect(third.status).toBe(422);
      expect(third.body).toEqual({ message: 'idempotencyKeyReused' });
      expect(await rowsWithKod(fixed.kod)).toBe(0);
      expect((await client.post(BASE, fixed, key(randomUUID()))).status).toBe(201);
    });

    it('refuses a key reused with another body (422 idempotencyKeyReused, nothing written); the same body in another key order replays', async () => {
      const k = randomUUID();
      const input = body();
      const first = await client.post<BudgetCode>(BASE, input, key(k));
      expect(first.status).toBe(201);
      // The same fields in another order and spacing: the same body, the first answer again.
      const reordered = Object.fromEntries(Object.entries(input).reverse());
      const retry = await client.post(BASE, reordered, key(k));
      expect(same(retry)).toEqual(same(first));
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      // Another body under the key: refused, not the first answer, and not written.
      const other = body();
      const reused = await client.post<ErrorBody>(BASE, other, key(k));
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({ message: 'idempotencyKeyReused' });
      expect(reused.headers.get('idempotent-replayed')).toBeNull();
      expect(await rowsWithKod(other.kod)).toBe(0);
      // An update too: another body under the key of a stored update is refused, its record unchanged.
      const ku = randomUUID();
      const path = `${BASE}/${first.body._id}`;
      const updated = await client.put<BudgetCode>(path, { ...input, adi: 'Kılavuzluk' }, key(ku));
      expect(updated.status).toBe(200);
      const changed = await client.put<ErrorBody>(path, { ...input, adi: 'Römorkör' }, key(ku));
      expect(changed.status).toBe(422);
      expect(changed.body.message).toBe('idempotencyKeyReused');
      expect((await client.get<BudgetCode>(path)).body.adi).toBe('Kılavuzluk');
    });

    it('a key stored before body hashes were kept still replays its first answer', async () => {
      const k = randomUUID();
      const first = await client.post(BASE, body(), key(k));
      expect(first.status).toBe(201);
      await server.db.update(idempotencyKeys).set({ bodyHash: null }).where(eq(idempotencyKeys.key, k));
      const other = body();
      expect(same(await client.post(BASE, other, key(k)))).toEqual(same(first));
      expect(await rowsWithKod(other.kod)).toBe(0);
    });

    it('stores a 404 and a 409 as well', async () => {
      const k404 = randomUUID();
      const missing = `${BASE}/${randomUUID()}`;
      const input = body();
      const first = await client.put(missing, input, key(k404));
      expect(first.status).toBe(404);
      expect(same(await client.put(missing, input, key(k404)))).toEqual(same(first));

      const created = await client.post<BudgetCode>(BASE, body());
      const k409 = randomUUID();
      const stale = { headers: { 'Idempotency-Key': k409, 'If-Match': '7' } };
      const conflict = await client.delete(`${BASE}/${created.body._id}`, stale);
      expect(conflict.status).toBe(409);
      // Even after the record changed, the key answers what it answered first.
      await client.put(`${BASE}/${created.body._id}`, { ...body(), kod: created.body.kod });
      expect(same(await client.delete(`${BASE}/${created.body._id}`, stale))).toEqual(same(conflict));
      expect((await client.get(`${BASE}/${created.body._id}`)).status).toBe(200);
    });

    it('keys belong to their user: another user with the same key makes their own change', async () => {
      // Another administrator: budget codes are written by administrators only.
      const demo = server.client();
      await demo.signIn(await createUser(server.db, { email: 'admin2@example.com', isAdmin: true }));
      const k = randomUUID();
      const mine = await client.post<BudgetCode>(BASE, body(), key(k));
      const theirs = await demo.post<BudgetCode>(BASE, body(), key(k));
      expect(mine.status).toBe(201);
      expect(theirs.status).toBe(201);
      expect(theirs.body._id).not.toBe(mine.body._id);
    });

    it('refuses a key reused for another request, and a malformed key, without storing them', async () => {
      const k = randomUUID();
      const created = await client.post<BudgetCode>(BASE, body(), key(k));
      const reused = await client.delete<ErrorBody>(`${BASE}/${created.body._id}`, key(k));
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({ message: 'idempotencyKeyReused' });
      expect((await client.get(`${BASE}/${created.body._id}`)).status).toBe(200);

      for (const bad of ['', 'x'.repeat(201)]) {
        const response = await client.post<ErrorBody>(BASE, body(), key(bad));
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([{ path: 'Idempotency-Key', message: 'invalid' }]);
      }
      expect((await client.post(BASE, body(), key('x'.repeat(200)))).status).toBe(201);
    });

    it('writes without a key work as usual and leave no record', async () => {
      const [before] = await server.db.select({ n: count() }).from(idempotencyKeys);
      expect((await client.post(BASE, body())).status).toBe(201);
      const [after] = await server.db.select({ n: count() }).from(idempotencyKeys);
      expect(after?.n).toBe(before?.n);
    });
  });

  describe('If-Match', () => {
    it('a stale version is a 409 with the current record; the matching one goes through', async () => {
      const created = await client.post<BudgetCode>(BASE, body());
      const path = `${BASE}/${created.body._id}`;
      const change = { ...body(), kod: created.body.kod, adi: 'Römorkaj' };
      const updated = await client.put<BudgetCode>(path, change, { headers: { 'If-Match': '1' } });
      expect(updated.status).toBe(200);
      expect(updated.body.version).toBe(2);

      const stale = await client.put<ConflictBody<BudgetCode>>(path, { ...change, adi: 'Eski' }, { headers: { 'If-Match': '1' } });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: 'conflict', current: updated.body });

      // The quoted (entity tag) form works too.
      const quoted = await client.put<BudgetCode>(path, { ...change, adi: 'Yeni' }, { headers: { 'If-Match': '"2"' } });
      expect(quoted.status).toBe(200);
      expect(quoted.body.version).toBe(3);
    });

    it('a delete with a stale version is a 409 and deletes nothing', async () => {
      const created = await client.post<BudgetCode>(BASE, body());
      const path = `${BASE}/${created.body._id}`;
      await client.put(path, { ...body(), kod: created.body.kod });
      const stale = await client.delete<ConflictBody<BudgetCode>>(path, { headers: { 'If-Match': '1' } });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ _id: created.body._id, version: 2 });
      expect((await client.get(path)).status).toBe(200);
      expect((await client.delete(path, { headers: { 'If-Match': '2' } })).status).toBe(200);
    });

    it('an edit of a record deleted meanwhile is a 409 with its tombstone', async () => {
      const created = await client.post<BudgetCode>(BASE, body());
      const path = `${BASE}/${created.body._id}`;
      await client.delete(path);
      const response = await client.put<ConflictBody>(path, { ...body(), kod: created.body.kod }, { headers: { 'If-Match': '1' } });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'conflict', current: { _id: created.body._id, deleted: true, version: 2 } });
    });

    it('without If-Match the last writer wins; a malformed one is a 400', async () => {
      const created = await client.post<BudgetCode>(BASE, body());
      const path = `${BASE}/${created.body._id}`;
      await client.put(path, { ...body(), kod: created.body.kod, adi: 'A' });
      const last = await client.put<BudgetCode>(path, { ...body(), kod: created.body.kod, adi: 'B' });
      expect(last.body).toMatchObject({ adi: 'B', version: 3 });
      for (const bad of ['abc', '*', '1.5', '-1']) {
        const response = await client.put<ErrorBody>(path, { ...body(), kod: created.body.kod }, { headers: { 'If-Match': bad } });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([{ path: 'If-Match', message: 'invalid' }]);
      }
    });
  });
});
