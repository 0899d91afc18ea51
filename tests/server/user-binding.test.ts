import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { User } from '../../src/domain/auth';
import { USER_HEADER, type SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, customer, demoCompanyIds } from './account-fixtures';
import { ADMIN, DEMO, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

const USER_CHANGED = { status: 401, body: { message: 'userChanged' } };

describe.each(backends)('the request names its user (X-Portal-User) on $name', (backend) => {
  let server: TestServer;
  let demo: TestClient;
  let demoUser: User;
  let adminUser: User;
  let company: string;
  const as = (id: string) => ({ headers: { [USER_HEADER]: id } });

  beforeAll(async () => {
    server = await startServer(backend);
    const admin = server.client();
    adminUser = (await admin.signIn(ADMIN)).body as User;
    [company = ''] = await demoCompanyIds(admin);
    demo = server.client();
    demoUser = (await demo.signIn(DEMO)).body as User;
  });
  afterAll(() => server?.close());

  it('the session’s own user goes through, in any case of the uuid', async () => {
    expect((await demo.get<SyncResponse>('/api/sync', as(demoUser._id))).body.user).toBe(demoUser._id);
    expect((await demo.get('/api/sync', as(demoUser._id.toUpperCase()))).status).toBe(200);
    const created = await demo.post<Account>(ACCOUNTS, customer(company, { unvan: 'Doğru Kullanıcı' }), as(demoUser._id));
    expect(created.status).toBe(201);
  });

  it('another user is 401 userChanged, and nothing is written', async () => {
    for (const claimed of [adminUser._id, DUMMY_UUID, 'not-a-user', '']) {
      const pull = await demo.get<ErrorBody>('/api/sync', as(claimed));
      expect({ claimed, status: pull.status, body: pull.body }).toEqual({ claimed, ...USER_CHANGED });
    }
    const unvan = 'Başka Kullanıcının Yazısı';
    const write = await demo.post<ErrorBody>(ACCOUNTS, customer(company, { unvan }), as(adminUser._id));
    expect({ status: write.status, body: write.body }).toEqual(USER_CHANGED);
    const list = await demo.get<{ cariler: Account[] }>(`${ACCOUNTS}?cariTip=musteri&perPage=200`);
    expect(list.body.cariler.map((row) => row.unvan)).not.toContain(unvan);
    const note = await demo.post<ErrorBody>('/api/notepad', { notepad: 'x' }, as(adminUser._id));
    expect({ status: note.status, body: note.body }).toEqual(USER_CHANGED);
    expect((await demo.get('/api/notepad')).body).toEqual({ notepad: '' });
  });

  it('every route that needs a session checks it, before its handler', async () => {
    const routes = server.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/auth/') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const url = route.url.replace(/:[^/]+/g, DUMMY_UUID);
      const response = await demo.request<ErrorBody>(route.method, url, {
        json: route.method === 'GET' ? undefined : {},
        ...as(adminUser._id),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.status, body: response.body }).toEqual({
        route: `${route.method} ${route.url}`,
        ...USER_CHANGED,
      });
    }
  });

  it('without a session it stays 401 unauthorized; sign-in, login check and sign-out ignore the header', async () => {
    const anonymous = server.client();
    const response = await anonymous.get<ErrorBody>('/api/sync', as(adminUser._id));
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { message: 'unauthorized' } });

    // Another tab signs in as someone else: the login check names the session's user as it is now.
    const tab = server.client();
    const signedIn = await tab.post<User>('/api/auth/login', DEMO, as(adminUser._id));
    expect(signedIn.status).toBe(200);
    expect((await tab.get<User>('/api/auth/login-check', as(adminUser._id))).body._id).toBe(demoUser._id);
    expect((await tab.get('/api/auth/logout', as(adminUser._id))).status).toBe(200);
  });
});
