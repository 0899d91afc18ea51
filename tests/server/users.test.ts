import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { AuditListResponse } from '../../src/domain/audit';
import type { User } from '../../src/domain/auth';
import type { UserAccount, UserCreated } from '../../src/domain/user';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

describe.each(backends)('users, their grants and their sessions on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: string;
  let writable: string;
  let readable: string;

  const signedIn = async (credentials: { email: string; password: string }) => {
    const client = server.client();
    await client.signIn(credentials);
    return client;
  };
  const userHistory = async (id: string) => (await admin.get<AuditListResponse>(`/api/audit?collection=user&id=${id}`)).body.kayitlar;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    adminId = ((await admin.signIn(ADMIN)).body as User)._id;
    [writable = '', readable = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  it('an administrator creates a user with grants; a generated password is answered once', async () => {
    const created = await admin.post<UserCreated>('/api/user', {
      email: 'Yeni@Example.com',
      isim: 'Yeni Kullanıcı',
      sirketler: [
        { _id: writable, yetki: 'yazma' },
        { _id: readable, yetki: 'okuma' },
      ],
    });
    expect(created.status).toBe(201);
    const { password, ...account } = created.body;
    expect(password).toMatch(/^.{16}$/);
    expect(account).toEqual({
      _id: expect.any(String),
      isim: 'Yeni Kullanıcı',
      email: 'yeni@example.com',
      admin: false,
      aktif: true,
      dil: 'tr',
      sirketler: [
        { _id: writable, yetki: 'yazma' },
        { _id: readable, yetki: 'okuma' },
      ].sort((a, b) => (a._id < b._id ? -1 : 1)),
      sonGiris: null,
    });
    const list = (await admin.get<UserAccount[]>('/api/user')).body;
    expect(list.find((u) => u._id === account._id)).toEqual(account);
    expect(JSON.stringify(list)).not.toContain(password ?? 'none');

    // The user signs in with it: the last sign-in is set, the grants apply.
    const user = await signedIn({ email: 'yeni@example.com', password: password ?? '' });
    const after = (await admin.get<UserAccount[]>('/api/user')).body.find((u) => u._id === account._id);
    expect(Date.parse(after?.sonGiris ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await user.post(ACCOUNTS, supplier(writable, { unvan: 'Yazılabilir' }))).status).toBe(201);
    expect((await user.post<ErrorBody>(ACCOUNTS, supplier(readable, { unvan: 'Okunur' }))).body).toEqual({ message: 'readOnlyCompany' });

    // A given password is not answered back; a taken e-mail and weak passwords are 422 with paths.
    const given = await admin.post<UserCreated>('/api/user', { email: 'iki@example.com', isim: 'İki', password: 'uzun-bir-parola-42' });
    expect(given.status).toBe(201);
    expect(given.body.password).toBeUndefined();
    const bad = await admin.post<ErrorBody>('/api/user', { email: 'yeni@example.com', isim: '', password: 'kısa' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'isim', message: 'required' },
        { path: 'password', message: 'passwordTooShort' },
      ]),
    );
    const common = await admin.post<ErrorBody>('/api/user', { email: 'uc@example.com', isim: 'Üç', password: 'qwertyuiop' });
    expect(common.body).toEqual({ message: 'validationFailed', errors: [{ path: 'password', message: 'passwordTooCommon' }] });
    const taken = await admin.post<ErrorBody>('/api/user', { email: 'YENI@example.com', isim: 'Aynı' });
    expect(taken.body.errors).toEqual([{ path: 'email', message: 'emailTaken' }]);
    const unknownCompany = await admin.post<ErrorBody>('/api/user', {
      email: 'dort@example.com',
      isim: 'Dört',
      sirketler: [{ _id: '00000000-0000-4000-8000-000000000001', yetki: 'okuma' }],
    });
    expect(unknownCompany.body.errors).toEqual([{ path: 'sirketler.0._id', message: 'notFound' }]);
    expect((await admin.get<UserAccount[]>('/api/user')).body.map((u) => u.email)).not.toContain('dort@example.com');

    // Non-administrators manage nobody.
    expect((await user.get<ErrorBody>('/api/user')).status).toBe(403);
    expect((await user.post('/api/user', { email: 'x@example.com', isim: 'X' })).status).toBe(403);
  });

  it('deactivating a user ends their sessions at once; they cannot sign in until reactivated', async () => {
    const made = (
      await admin.post<UserCreated>('/api/user', {
        email: 'pasif@example.com',
        isim: 'Pasif',
        sirketler: [{ _id: writable, yetki: 'okuma' }],
      })
    ).body;
    const credentials = { email: made.email, password: made.password ?? '' };
    const first = await signedIn(credentials);
    const second = await signedIn(credentials);
    expect((await first.get('/api/sirket')).status).toBe(200);

    const body = { email: made.email, isim: made.isim, admin: false, aktif: false, sirketler: made.sirketler };
    const changed = await admin.put<UserAccount>(`/api/user/${made._id}`, body);
    expect(changed.status).toBe(200);
    expect(changed.body.aktif).toBe(false);
    for (const client of [first, second]) expect((await client.get('/api/sirket')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', credentials)).status).toBe(401);

    expect((await admin.put(`/api/user/${made._id}`, { ...body, aktif: true })).status).toBe(200);
    expect((await (await signedIn(credentials)).get('/api/sirket')).status).toBe(200);

    const history = await userHistory(made._id);
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      ['create', expect.objectContaining({ email: { before: null, after: 'pasif@example.com' } })],
      ['update', { aktif: { before: true, after: false } }],
      ['update', { aktif: { before: false, after: true } }],
    ]);
    expect(history[1]?.user).toEqual({ _id: adminId, isim: expect.any(String) });
  });

  it('a changed password ends the user’s other sessions, keeps the one that changed it', async () => {
    const made = (await admin.post<UserCreated>('/api/user', { email: 'parola@example.com', isim: 'Parola' })).body;
    const credentials = { email: made.email, password: made.password ?? '' };
    const here = await signedIn(credentials);
    const elsewhere = await signedIn(credentials);

    const wrong = await here.post<ErrorBody>('/api/user/me/password', { current: 'yanlış-parola', password: 'yepyeni-parola-77' });
    expect({ status: wrong.status, errors: wrong.body.errors }).toEqual({
      status: 422,
      errors: [{ path: 'current', message: 'wrongPassword' }],
    });
    const weak = await here.post<ErrorBody>('/api/user/me/password', { current: credentials.password, password: '1234567890' });
    expect(weak.body.errors).toEqual([{ path: 'password', message: 'passwordTooCommon' }]);
    expect((await elsewhere.get('/api/sirket')).status).toBe(200);

    const changed = await here.post('/api/user/me/password', { current: credentials.password, password: 'yepyeni-parola-77' });
    expect(changed.status).toBe(200);
    expect((await here.get('/api/sirket')).status).toBe(200);
    expect((await elsewhere.get('/api/sirket')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', credentials)).status).toBe(401);
    await signedIn({ email: made.email, password: 'yepyeni-parola-77' });

    // An administrator setting a new password ends every session of that user too.
    const mine = await signedIn({ email: made.email, password: 'yepyeni-parola-77' });
    const reset = await admin.put(`/api/user/${made._id}`, {
      email: made.email,
      isim: made.isim,
      admin: false,
      aktif: true,
      sirketler: [],
      password: 'yönetici-verdi-99',
    });
    expect(reset.status).toBe(200);
    expect((await mine.get('/api/sirket')).status).toBe(401);
    const history = await userHistory(made._id);
    expect(history.at(-1)?.changes).toEqual({ password: { before: null, after: '********' } });
    expect(JSON.stringify(history)).not.toContain('yönetici-verdi-99');
  });

  it('name and language are the user’s own; the language comes back at sign-in', async () => {
    const made = (await admin.post<UserCreated>('/api/user', { email: 'dil@example.com', isim: 'Dil' })).body;
    const credentials = { email: made.email, password: made.password ?? '' };
    const user = await signedIn(credentials);
    const bad = await user.put<ErrorBody>('/api/user/me', { isim: ' ', dil: 'de' });
    expect(bad.body.errors).toEqual([
      { path: 'isim', message: 'required' },
      { path: 'dil', message: 'invalid' },
    ]);
    const saved = await user.put<UserAccount>('/api/user/me', { isim: 'Dil Değişti', dil: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isim: 'Dil Değişti', dil: 'en' });
    const again = await server.client().post<User>('/api/auth/login', credentials);
    expect(again.body).toMatchObject({ name: 'Dil Değişti', dil: 'en' });
    expect((await user.get<User>('/api/auth/login-check')).body.dil).toBe('en');
  });

  it('the last active administrator stays one (409 lastAdmin); with another, either may step down', async () => {
    const self = (await admin.get<UserAccount[]>('/api/user')).body.find((u) => u._id === adminId);
    if (!self) throw new Error('no admin');
    const body = { email: self.email, isim: self.isim, admin: true, aktif: true, sirketler: [] };
    for (const change of [{ admin: false }, { aktif: false }]) {
      const refused = await admin.put<ErrorBody>(`/api/user/${adminId}`, { ...body, ...change });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { message: 'lastAdmin' } });
    }
    expect((await admin.get<UserAccount[]>('/api/user')).body.find((u) => u._id === adminId)).toEqual(self);
    expect((await userHistory(adminId)).length).toBe(0);

    const second = (await admin.post<UserCreated>('/api/user', { email: 'yonetici2@example.com', isim: 'İkinci', admin: true })).body;
    const other = await signedIn({ email: second.email, password: second.password ?? '' });
    expect((await other.get('/api/user')).status).toBe(200);
    // The first administrator may now step down; then the second is the last one.
    expect((await admin.put(`/api/user/${adminId}`, { ...body, admin: false })).status).toBe(200);
    expect((await admin.get('/api/user')).status).toBe(403);
    const secondBody = { email: second.email, isim: second.isim, admin: true, aktif: false, sirketler: [] };
    expect((await other.put<ErrorBody>(`/api/user/${second._id}`, secondBody)).body).toEqual({ message: 'lastAdmin' });
    expect((await other.put(`/api/user/${adminId}`, { ...body, admin: true })).status).toBe(200);
  });
});

describe.each(backends)('the history of writes on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let writable: string;
  let readable: string;
  const historyOf = async (client: TestClient, collection: string, id: string) =>
    client.get<AuditListResponse>(`/api/audit?collection=${collection}&id=${id}`);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [writable = '', readable = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  it('one record per write with exactly the changed fields; none for a refused write', async () => {
    const made = (
      await admin.post<UserCreated>('/api/user', {
        email: 'tarih@example.com',
        isim: 'Tarihçi',
        sirketler: [
          { _id: writable, yetki: 'yazma' },
          { _id: readable, yetki: 'okuma' },
        ],
      })
    ).body;
    const user = server.client();
    await user.signIn({ email: made.email, password: made.password ?? '' });

    const created = (await user.post<Account>(ACCOUNTS, supplier(writable, { unvan: 'Tarihli Tedarikçi' }))).body;
    const updated = await user.put<Account>(
      `${ACCOUNTS}/${created._id}`,
      { ...supplier(writable), unvan: 'Yeni Unvan', il: 'İzmir' },
      { headers: { 'If-Match': '1' } },
    );
    expect(updated.status).toBe(200);
    // Refused: a stale version (409), bad input (422), a read-only company (403).
    expect(
      (await user.put(`${ACCOUNTS}/${created._id}`, { ...supplier(writable), unvan: 'Eski' }, { headers: { 'If-Match': '1' } })).status,
    ).toBe(409);
    expect(
      (await user.put(`${ACCOUNTS}/${created._id}`, { ...supplier(writable), unvan: '' }, { headers: { 'If-Match': '2' } })).status,
    ).toBe(422);
    expect(
      (await user.put(`${ACCOUNTS}/${created._id}`, { ...supplier(readable), unvan: 'Taşı' }, { headers: { 'If-Match': '2' } })).status,
    ).toBe(403);
    expect((await user.delete(`${ACCOUNTS}/${created._id}`, { headers: { 'If-Match': '2' } })).status).toBe(200);

    const history = (await historyOf(user, 'cariHesap', created._id)).body;
    expect(history.totalCount).toBe(3);
    const [create, update, remove] = history.kayitlar;
    expect(create).toMatchObject({
      action: 'create',
      collection: 'cariHesap',
      recordId: created._id,
      user: { _id: made._id, isim: 'Tarihçi' },
    });
    expect(create?.changes.unvan).toEqual({ before: null, after: 'Tarihli Tedarikçi' });
    expect(create?.changes.sirket).toEqual({ before: null, after: writable });
    expect(create?.changes.version).toBeUndefined();
    expect(update?.changes).toEqual({
      unvan: { before: 'Tarihli Tedarikçi', after: 'Yeni Unvan' },
      il: { before: '', after: 'İzmir' },
    });
    expect(remove?.action).toBe('delete');
    expect(remove?.changes.unvan).toEqual({ before: 'Yeni Unvan', after: null });
    expect(Date.parse(update?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The history is the company's to read: a user without it gets 404, the administrator's list has it.
    const outsider = server.client();
    const outsiderMade = (await admin.post<UserCreated>('/api/user', { email: 'disari@example.com', isim: 'Dışarı' })).body;
    await outsider.signIn({ email: outsiderMade.email, password: outsiderMade.password ?? '' });
    expect((await historyOf(outsider, 'cariHesap', created._id)).status).toBe(404);
    const listed = (await admin.get<AuditListResponse>(`/api/audit?collection=cariHesap&user=${made._id}&perPage=2&page=1`)).body;
    expect(listed.totalCount).toBe(3);
    expect(listed.kayitlar.map((entry) => entry.action)).toEqual(['delete', 'update']);
    const page2 = (await admin.get<AuditListResponse>(`/api/audit?collection=cariHesap&user=${made._id}&perPage=2&page=2`)).body;
    expect(page2.kayitlar.map((entry) => entry.action)).toEqual(['create']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await admin.get<AuditListResponse>(`/api/audit?from=${future}`)).body.totalCount).toBe(0);
    expect((await admin.get(`/api/audit?from=not-a-date`)).status).toBe(400);
  });

  it('company and budget-code writes are recorded; budget-code history is readable by all', async () => {
    const { _id: _ignored, ...seeded } = (await admin.get<Record<string, unknown>>(`/api/sirket/${writable}`)).body;
    // The seed's bank accounts lack the blank fields a write stores: the first write adds them.
    const body = (await admin.put<Record<string, unknown>>(`/api/sirket/${writable}`, seeded)).body;
    expect((await admin.put(`/api/sirket/${writable}`, { ...body, _id: undefined, adres: 'Yeni Adres 1' })).status).toBe(200);
    expect((await admin.put(`/api/sirket/${writable}`, { ...body, _id: undefined, isim: '' })).status).toBe(422);
    const history = (await historyOf(admin, 'sirket', writable)).body.kayitlar;
    expect(history).toHaveLength(2);
    expect(history[1]?.changes).toEqual({ adres: { before: seeded.adres, after: 'Yeni Adres 1' } });

    const code = (
      await admin.post<{ _id: string }>('/api/finans/butce-kodu', { kod: '999', adi: 'Tarih Kodu', tip: 'gider', durum: 'aktif' })
    ).body;
    const reader = server.client();
    const readerMade = (await admin.post<UserCreated>('/api/user', { email: 'kod@example.com', isim: 'Kod' })).body;
    await reader.signIn({ email: readerMade.email, password: readerMade.password ?? '' });
    const codeHistory = await historyOf(reader, 'butceKodu', code._id);
    expect(codeHistory.status).toBe(200);
    expect(codeHistory.body.kayitlar[0]?.changes).toEqual({
      kod: { before: null, after: '999' },
      adi: { before: null, after: 'Tarih Kodu' },
      tip: { before: null, after: 'gider' },
      durum: { before: null, after: 'aktif' },
    });
    // Nobody but an administrator lists everything; no route changes the history.
    expect((await reader.get('/api/audit')).status).toBe(403);
    const auditRoutes = server.app.registeredRoutes.filter((route) => route.url.startsWith('/api/audit'));
    expect(auditRoutes.map((route) => route.method).sort()).toEqual(['GET', 'HEAD']);
  });
});
