import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountListResponse } from '../../src/domain/account';
import type { ScopeGrant, SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { userSirket } from '../../server/db/schema';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

const READ_ONLY = { status: 403, body: { message: 'readOnlyCompany' } };

describe.each(backends)('grants with an access level on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  /** Writes company `writable`, only reads company `readable`. */
  let reader: TestClient;
  let readerId: string;
  let writable: string;
  let readable: string;
  let hidden: string;
  /** An account of the read-only company, made by the administrator. */
  let theirs: Account;

  const scopeOf = async (client: TestClient) => (await client.get<SyncResponse>('/api/sync?limit=1')).body.scope;
  const setLevel = (sirketId: string, yetki: ScopeGrant['yetki']) =>
    server.db
      .update(userSirket)
      .set({ yetki })
      .where(and(eq(userSirket.userId, readerId), eq(userSirket.sirketId, sirketId)));

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [writable = '', readable = '', hidden = ''] = await demoCompanyIds(admin);
    const user = await createUser(server.db, {
      email: 'okur@example.com',
      grants: { [writable]: 'yazma', [readable]: 'okuma' },
    });
    readerId = user._id;
    reader = server.client();
    await reader.signIn(user);
    theirs = (await admin.post<Account>(ACCOUNTS, supplier(readable, { unvan: 'Salt Okunur Tedarikçi' }))).body;
  });
  afterAll(() => server?.close());

  it('the sync scope lists each granted company with its level', async () => {
    const scope = await scopeOf(reader);
    expect(scope.all).toBe(false);
    expect(scope.companies).toEqual(
      [
        { _id: writable, yetki: 'yazma' },
        { _id: readable, yetki: 'okuma' },
      ].sort((a, b) => (a._id < b._id ? -1 : 1)),
    );
    expect(await scopeOf(admin)).toMatchObject({ all: true, companies: [] });
  });

  it('the demo user keeps write access to both of its companies', async () => {
    const demo = server.client();
    await demo.signIn(DEMO);
    const scope = await scopeOf(demo);
    expect(scope.companies.map((grant) => grant.yetki)).toEqual(['yazma', 'yazma']);
    expect(scope.companies.map((grant) => grant._id).sort()).toEqual([writable, readable].sort());
  });

  it('changing a grant level changes the fingerprint; changing it back restores it', async () => {
    const before = await scopeOf(reader);
    await setLevel(readable, 'yazma');
    const upgraded = await scopeOf(reader);
    expect(upgraded.fingerprint).not.toBe(before.fingerprint);
    expect(upgraded.companies.find((grant) => grant._id === readable)?.yetki).toBe('yazma');
    await setLevel(readable, 'okuma');
    expect(await scopeOf(reader)).toEqual(before);
  });

  it('granting or revoking a company changes the fingerprint too', async () => {
    const before = await scopeOf(reader);
    await server.db.insert(userSirket).values({ userId: readerId, sirketId: hidden, yetki: 'okuma' });
    const granted = await scopeOf(reader);
    expect(granted.fingerprint).not.toBe(before.fingerprint);
    expect(granted.companies).toContainEqual({ _id: hidden, yetki: 'okuma' });
    await server.db.delete(userSirket).where(and(eq(userSirket.userId, readerId), eq(userSirket.sirketId, hidden)));
    expect(await scopeOf(reader)).toEqual(before);
  });

  it('a read-only company is read like any other: listed, detailed and pulled', async () => {
    const list = (await reader.get<AccountListResponse>(`${ACCOUNTS}?cariTip=tedarikci&sirket=${readable}&perPage=200`)).body;
    expect(list.cariler.map((row) => row._id)).toContain(theirs._id);
    expect((await reader.get<Account>(`${ACCOUNTS}/${theirs._id}`)).body).toMatchObject({ _id: theirs._id });
    const pulled = (await reader.get<SyncResponse>('/api/sync?limit=5000')).body.changes;
    expect(pulled.map((change) => change._id)).toContain(theirs._id);
  });

  it('refuses every write of a read-only company’s record with 403 readOnlyCompany, and changes nothing', async () => {
    const path = `${ACCOUNTS}/${theirs._id}`;
    const attempts = [
      await reader.post<ErrorBody>(ACCOUNTS, customer(readable)),
      await reader.put<ErrorBody>(path, supplier(readable, { il: 'Rize' })),
      await reader.put<ErrorBody>(path, supplier(readable, { il: 'Rize' }), { headers: { 'If-Match': '1' } }),
      // Moving it into a company the user writes is still a write of the read-only company's record.
      await reader.put<ErrorBody>(path, supplier(writable)),
      await reader.delete<ErrorBody>(path),
      await reader.post<ErrorBody>(ACCOUNTS, customer(readable), { headers: { 'Idempotency-Key': randomUUID() } }),
    ];
    for (const response of attempts) expect({ status: response.status, body: response.body }).toEqual(READ_ONLY);
    expect((await admin.get<Account>(path)).body).toMatchObject({ sirket: readable, il: '', version: 1 });
  });

  it('refuses to move a writable record into a read-only company', async () => {
    const mine = (await reader.post<Account>(ACCOUNTS, customer(writable, { unvan: 'Taşınamaz Müşteri' }))).body;
    expect(mine.sirket).toBe(writable);
    const moved = await reader.put<ErrorBody>(`${ACCOUNTS}/${mine._id}`, customer(readable, { unvan: 'Taşınamaz Müşteri' }));
    expect({ status: moved.status, body: moved.body }).toEqual(READ_ONLY);
    expect((await reader.get<Account>(`${ACCOUNTS}/${mine._id}`)).body).toMatchObject({ sirket: writable, version: 1 });
    // The writable company is written as usual.
    const changed = await reader.put<Account>(`${ACCOUNTS}/${mine._id}`, customer(writable, { unvan: 'Taşınan Müşteri' }));
    expect(changed.status).toBe(200);
    expect((await reader.delete(`${ACCOUNTS}/${mine._id}`)).status).toBe(200);
  });

  it('a hidden company stays 403 forbidden, not readOnlyCompany', async () => {
    const response = await reader.post<ErrorBody>(ACCOUNTS, customer(hidden));
    expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { message: 'forbidden' } });
  });

  it('an upgraded grant writes at once (the grant is read per request)', async () => {
    await setLevel(readable, 'yazma');
    try {
      const created = await reader.post<Account>(ACCOUNTS, customer(readable, { unvan: 'Yetkisi Yükselen' }));
      expect(created.status).toBe(201);
    } finally {
      await setLevel(readable, 'okuma');
    }
    expect((await reader.post<ErrorBody>(ACCOUNTS, customer(readable))).status).toBe(403);
  });
});
