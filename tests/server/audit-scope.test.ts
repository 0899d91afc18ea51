import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { AuditListResponse } from '../../src/domain/audit';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Issue 32 item 9: a record's history shows each entry only to users who may see the company the
// entry was written in; a move shows to users who may see both companies.

describe.each(backends)('the history of a record that moved between companies on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let c1: string;
  let c3: string;

  const signedIn = async (email: string, grants: Record<string, 'okuma' | 'yazma'>) => {
    const made = await createUser(server.db, { email, grants });
    const client = server.client();
    await client.signIn(made);
    return client;
  };
  const historyOf = (client: TestClient, id: string) => client.get<AuditListResponse>(`/api/audit?collection=cariHesap&id=${id}`);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [c1 = '', , c3 = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  it('an account made in C3 with confidential notes and moved to C1: a C1-only user reads only its C1 entries, never C3 or the notes', async () => {
    const both = await signedIn('iki-sirket@example.com', { [c1]: 'yazma', [c3]: 'yazma' });
    const c1Only = await signedIn('yalniz-c1@example.com', { [c1]: 'yazma' });
    const c3Only = await signedIn('yalniz-c3@example.com', { [c3]: 'yazma' });

    const secret = 'Gizli: C3 ile özel iskonto %12';
    const made = await both.post<Account>(ACCOUNTS, supplier(c3, { unvan: 'Gezgin Tedarikçi', aciklama: secret }));
    expect(made.status).toBe(201);
    const id = made.body._id;
    const edit = (body: Record<string, unknown>, version: number) =>
      both.put<Account>(`${ACCOUNTS}/${id}`, body, { headers: { 'If-Match': String(version) } });
    expect((await edit(supplier(c3, { unvan: 'Gezgin Tedarikçi', aciklama: `${secret}, yenilendi` }), 1)).status).toBe(200);
    expect((await edit(supplier(c1, { unvan: 'Gezgin Tedarikçi', aciklama: '' }), 2)).status).toBe(200);
    expect((await edit(supplier(c1, { unvan: 'Gezgin Tedarikçi C1', aciklama: '' }), 3)).status).toBe(200);

    // Who sees both companies, and the administrator, read all four entries.
    for (const client of [both, admin]) {
      const all = (await historyOf(client, id)).body;
      expect(all.kayitlar.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update']);
      expect(all.totalCount).toBe(4);
    }

    // The C1-only user reads the record, and of its history only what was written in C1.
    expect((await c1Only.get(`${ACCOUNTS}/${id}`)).status).toBe(200);
    const seen = await historyOf(c1Only, id);
    expect(seen.status).toBe(200);
    expect(seen.body.totalCount).toBe(1);
    expect(seen.body.kayitlar).toHaveLength(1);
    expect(seen.body.kayitlar[0]?.changes).toEqual({ unvan: { before: 'Gezgin Tedarikçi', after: 'Gezgin Tedarikçi C1' } });
    expect(seen.text).not.toContain(c3);
    expect(seen.text).not.toContain('Gizli');

    // The C3-only user no longer sees the record, nor its history.
    expect((await historyOf(c3Only, id)).status).toBe(404);
  });

  it('a record moved back to C3: a C3-only user reads its C3 entries, not the move out nor what was written in C1', async () => {
    const both = await signedIn('gidip-gelen@example.com', { [c1]: 'yazma', [c3]: 'yazma' });
    const c3Only = await signedIn('sadece-c3@example.com', { [c3]: 'okuma' });
    const made = await both.post<Account>(ACCOUNTS, supplier(c3, { unvan: 'Dönen Tedarikçi' }));
    const id = made.body._id;
    const edit = (body: Record<string, unknown>, version: number) =>
      both.put<Account>(`${ACCOUNTS}/${id}`, body, { headers: { 'If-Match': String(version) } });
    expect((await edit(supplier(c1, { unvan: 'Dönen Tedarikçi' }), 1)).status).toBe(200);
    expect((await edit(supplier(c1, { unvan: 'Dönen Tedarikçi', aciklama: 'C1 notu' }), 2)).status).toBe(200);
    expect((await edit(supplier(c3, { unvan: 'Dönen Tedarikçi', aciklama: '' }), 3)).status).toBe(200);

    const seen = await historyOf(c3Only, id);
    expect(seen.status).toBe(200);
    expect(seen.body.kayitlar.map((entry) => entry.action)).toEqual(['create']);
    expect(seen.text).not.toContain(c1);
    expect(seen.text).not.toContain('C1 notu');
  });
});
