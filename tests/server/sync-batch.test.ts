import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MAX_BYTES, PUSH_MAX_CHANGES, type PushChange, type PushResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { butceKodu } from '../../server/db/schema';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, backends, DEMO, startServer, type TestClient, type TestResponse, type TestServer } from './helpers';

// docs/architecture.md §4.3: POST /api/sync/push applies each change as its single route would.

const PUSH = '/api/sync/push';
const BASE = '/api/finans/butce-kodu';

/** What two answers must share: the status and the body, with what differs per record (id, code, name, time) masked. */
const masked = (value: unknown): unknown => {
  if (!value || typeof value !== 'object') return value;
  const { _id, kod, adi, updatedAt, current, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    ...(_id === undefined ? {} : { _id: 'id' }),
    ...(kod === undefined ? {} : { kod: 'kod' }),
    ...(typeof adi === 'string' ? { adi: adi.startsWith('Toplu') ? 'Toplu' : adi } : {}),
    ...(updatedAt === undefined ? {} : { updatedAt: 'time' }),
    ...(current === undefined ? {} : { current: masked(current) }),
  };
};
const shape = (status: number, body: unknown) => ({ status, body: masked(body) });
const single = (response: TestResponse) => shape(response.status, response.body);

describe.each(backends)('the batched push on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let n = 0;
  const code = (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return { _id: randomUUID(), kod: `7${n}${Date.now() % 10000}`, adi: `Toplu ${n}`, tip: 'gider', durum: 'aktif', ...overrides };
  };
  const push = (client: TestClient, changes: unknown[]) => client.post<PushResponse & ErrorBody>(PUSH, { changes });
  const rowsOf = async (id: string) => (await server.db.select({ n: count() }).from(butceKodu).where(eq(butceKodu.id, id)))[0]?.n;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
  });
  afterAll(() => server?.close());

  it('creates, updates and deletes answer as the single routes do, in order', async () => {
    // The same story twice: through the single routes, then in one push.
    const story = async (a: ReturnType<typeof code>, b: ReturnType<typeof code>, bad: ReturnType<typeof code>, via: 'single' | 'push') => {
      if (via === 'single') {
        const responses = [
          await admin.post(BASE, a, { headers: { 'Idempotency-Key': randomUUID() } }),
          await admin.put(`${BASE}/${a._id}`, { ...a, adi: 'Yeni ad' }, { headers: { 'Idempotency-Key': randomUUID(), 'If-Match': '1' } }),
          await admin.post(BASE, b, { headers: { 'Idempotency-Key': randomUUID() } }),
          await admin.delete(`${BASE}/${b._id}`, { headers: { 'Idempotency-Key': randomUUID(), 'If-Match': '1' } }),
          await admin.put(
            `${BASE}/${a._id}`,
            { ...a, adi: 'Eski temelli' },
            { headers: { 'Idempotency-Key': randomUUID(), 'If-Match': '1' } },
          ),
          await admin.post(BASE, bad, { headers: { 'Idempotency-Key': randomUUID() } }),
        ];
        return responses.map(single);
      }
      const changes: PushChange[] = [
        { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: a },
        { method: 'PUT', path: `${BASE}/${a._id}`, idempotencyKey: randomUUID(), ifMatchFrom: 0, body: { ...a, adi: 'Yeni ad' } },
        { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: b },
        { method: 'DELETE', path: `${BASE}/${b._id}`, idempotencyKey: randomUUID(), ifMatch: 1, dependsOn: [2] },
        { method: 'PUT', path: `${BASE}/${a._id}`, idempotencyKey: randomUUID(), ifMatch: 1, body: { ...a, adi: 'Eski temelli' } },
        { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: bad },
      ];
      const response = await push(admin, changes);
      expect(response.status).toBe(200);
      return response.body.results.map((result) => shape(result.status, result.body));
    };
    const viaSingle = await story(code(), code(), code({ kod: '1..2' }), 'single');
    const a = code();
    const viaPush = await story(a, code(), code({ kod: '1..2' }), 'push');
    expect(viaPush.map((answer) => answer.status)).toEqual([201, 200, 201, 200, 409, 422]);
    expect(viaPush).toEqual(viaSingle);
    expect((await admin.get(`${BASE}/${a._id}`)).body).toMatchObject({ adi: 'Yeni ad', version: 2 });
  });

  it('over the cap is 413 and nothing is applied', async () => {
    const many = Array.from({ length: PUSH_MAX_CHANGES + 1 }, () => {
      const row = code();
      return { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: row };
    });
    const tooMany = await push(admin, many);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({
      message: 'payloadTooLarge',
      errors: [{ path: 'changes', message: 'tooMany' }],
      maxChanges: PUSH_MAX_CHANGES,
    });
    expect(await rowsOf((many[0]!.body as { _id: string })._id)).toBe(0);

    const row = code({ aciklama: 'x'.repeat(PUSH_MAX_BYTES) });
    const tooBig = await push(admin, [{ method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: row }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('payloadTooLarge');
    expect(await rowsOf(row._id)).toBe(0);
  });

  it('a malformed change is 422 for itself only; the rest is applied; its dependents are not run (424)', async () => {
    const [first, last] = [code(), code()];
    const response = await push(admin, [
      { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: first },
      { method: 'PATCH', path: BASE, idempotencyKey: randomUUID(), body: code() },
      { method: 'POST', path: '/api/auth/logout', idempotencyKey: randomUUID() },
      { method: 'POST', path: BASE, body: code() },
      { method: 'PUT', path: `${BASE}/${first._id}`, idempotencyKey: randomUUID(), ifMatchFrom: 5, body: first },
      { method: 'PUT', path: `${BASE}/${first._id}`, idempotencyKey: randomUUID(), dependsOn: [1], body: first },
      { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: last },
    ]);
    expect(response.status).toBe(200);
    const results = response.body.results;
    expect(results.map((result) => result.status)).toEqual([201, 422, 422, 422, 422, 424, 201]);
    expect(results[1]!.body).toEqual({ message: 'validationFailed', errors: [{ path: 'method', message: 'invalid' }] });
    expect(results[2]!.body).toEqual({ message: 'validationFailed', errors: [{ path: 'path', message: 'invalid' }] });
    expect(results[3]!.body).toEqual({ message: 'validationFailed', errors: [{ path: 'idempotencyKey', message: 'invalid' }] });
    expect(await rowsOf(first._id)).toBe(1);
    expect(await rowsOf(last._id)).toBe(1);
    expect((await admin.get(`${BASE}/${first._id}`)).body).toMatchObject({ version: 1 });
    // Still signed in: the logout was never run.
    expect((await admin.get('/api/auth/login-check')).status).toBe(200);
  });

  it('a retried push replays its answers from the keys: nothing is applied twice', async () => {
    const row = code();
    const changes = [
      { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: row },
      { method: 'PUT', path: `${BASE}/${row._id}`, idempotencyKey: randomUUID(), ifMatchFrom: 0, body: { ...row, adi: 'İkinci' } },
    ];
    const first = await push(admin, changes);
    const again = await push(admin, changes);
    expect(again.body.results.map((result) => [result.status, result.body])).toEqual(
      first.body.results.map((result) => [result.status, result.body]),
    );
    expect(again.body.results.every((result) => result.headers?.['idempotent-replayed'] === 'true')).toBe(true);
    expect(first.body.results[0]!.headers).toBeUndefined();
    expect(await rowsOf(row._id)).toBe(1);
    expect((await admin.get(`${BASE}/${row._id}`)).body).toMatchObject({ adi: 'İkinci', version: 2 });

    // A key first used by the single route replays in a push too.
    const other = code();
    const key = randomUUID();
    const alone = await admin.post(BASE, other, { headers: { 'Idempotency-Key': key } });
    const pushed = await push(admin, [{ method: 'POST', path: BASE, idempotencyKey: key, body: other }]);
    expect(pushed.body.results[0]).toMatchObject({ status: alone.status, body: alone.body });
  });

  it('the same key with another body is refused, as by the single route', async () => {
    const row = code();
    const key = randomUUID();
    await push(admin, [{ method: 'POST', path: BASE, idempotencyKey: key, body: row }]);
    const reused = await push(admin, [{ method: 'POST', path: BASE, idempotencyKey: key, body: { ...row, adi: 'Başka' } }]);
    const alone = await admin.post(BASE, { ...row, adi: 'Başka' }, { headers: { 'Idempotency-Key': key } });
    expect(reused.body.results[0]).toEqual({ status: 422, body: { message: 'idempotencyKeyReused' } });
    expect(alone).toMatchObject({ status: 422, body: { message: 'idempotencyKeyReused' } });
    expect((await admin.get(`${BASE}/${row._id}`)).body).toMatchObject({ adi: row.adi });
  });

  it('a user without the company’s grant gets the single route’s refusal for each change', async () => {
    const ids = await demoCompanyIds(admin);
    const hidden = ids[2]!;
    const granted = ids[0]!;
    const theirs = (await admin.post<{ _id: string }>(ACCOUNTS, supplier(hidden, { unvan: `Gizli ${n}` }))).body;
    const forHidden = { _id: randomUUID(), ...customer(hidden, { unvan: 'Gizliye yazma' }) };
    const mine = { _id: randomUUID(), ...customer(granted, { unvan: `Benim ${n}` }) };
    const update = supplier(granted, { unvan: 'Başkasının' });

    const singles = [
      await demo.post(ACCOUNTS, forHidden, { headers: { 'Idempotency-Key': randomUUID() } }),
      await demo.put(`${ACCOUNTS}/${theirs._id}`, update, { headers: { 'Idempotency-Key': randomUUID(), 'If-Match': '1' } }),
      await demo.delete(`${ACCOUNTS}/${theirs._id}`, { headers: { 'Idempotency-Key': randomUUID(), 'If-Match': '1' } }),
    ];
    const pushed = await push(demo, [
      { method: 'POST', path: ACCOUNTS, idempotencyKey: randomUUID(), body: forHidden },
      { method: 'PUT', path: `${ACCOUNTS}/${theirs._id}`, idempotencyKey: randomUUID(), ifMatch: 1, body: update },
      { method: 'DELETE', path: `${ACCOUNTS}/${theirs._id}`, idempotencyKey: randomUUID(), ifMatch: 1 },
      { method: 'POST', path: ACCOUNTS, idempotencyKey: randomUUID(), body: mine },
    ]);
    expect(singles.map((response) => response.status)).toEqual([403, 404, 404]);
    expect(pushed.body.results.slice(0, 3).map((result) => ({ status: result.status, body: result.body }))).toEqual(
      singles.map((response) => ({ status: response.status, body: response.body })),
    );
    expect(pushed.body.results[3]).toMatchObject({ status: 201, body: { unvan: mine.unvan, sirket: granted } });
    expect((await admin.get(`${ACCOUNTS}/${theirs._id}`)).body).toMatchObject({ version: 1 });
  });

  it('without a session, or without the anti-forgery token, nothing is run', async () => {
    const stranger = server.client();
    const row = code();
    const change = { method: 'POST', path: BASE, idempotencyKey: randomUUID(), body: row };
    expect((await push(stranger, [change])).status).toBe(401);
    expect((await admin.post(PUSH, { changes: [change] }, { xsrf: false })).status).toBe(403);
    expect(await rowsOf(row._id)).toBe(0);
    expect((await admin.post(PUSH, { changes: 'none' })).status).toBe(422);
  });
});
