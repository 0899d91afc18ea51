import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/auth';
import type { ErrorBody } from '../../src/domain/validation';
import { ADMIN, DEMO, backends, startServer, type TestServer } from './helpers';

describe.each(backends)('auth on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('signs in with the right password and sets an HttpOnly session cookie', async () => {
    const client = server.client();
    const response = await client.post<User>('/api/auth/login', { email: 'Admin@Example.com ', password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: expect.any(String), name: expect.any(String), email: ADMIN.email, isAdmin: true, dil: 'tr' });
    const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(client.cookies.has('sid')).toBe(true);
  });

  it('refuses a wrong password with a field error on password', async () => {
    const response = await server.client().post<ErrorBody>('/api/auth/login', { email: ADMIN.email, password: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('loginFailed');
    expect(response.body.errors?.[0]).toEqual({ path: 'password', message: 'wrongCredentials' });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await server.client().post<ErrorBody>('/api/auth/login', { email: 'who@example.com', password: 'x' });
    expect(response.status).toBe(401);
    expect(response.body.errors?.[0]?.path).toBe('password');
  });

  it('rejects malformed bodies with field paths', async () => {
    const client = server.client();
    const missing = await client.post<ErrorBody>('/api/auth/login', { password: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: 'validationFailed', errors: [{ path: 'email', message: 'required' }] });

    const notEmail = await client.post<ErrorBody>('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(notEmail.status).toBe(422);
    expect(notEmail.body.errors).toEqual([{ path: 'email', message: 'emailFormatIsWrong' }]);

    const empty = await client.post<ErrorBody>('/api/auth/login', { email: '', password: '' });
    expect(empty.body.errors?.map((e) => e.path)).toEqual(['email', 'password']);

    const noBody = await client.request<ErrorBody>('POST', '/api/auth/login');
    expect(noBody.status).toBe(422);
    expect(noBody.body.errors?.map((e) => e.path)).toEqual(['email', 'password']);

    const badJson = await client.request<ErrorBody>('POST', '/api/auth/login', { raw: '{"email": ' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: 'invalidJson' });
  });

  it('reports the session through login-check: 401 before, 200 after sign-in', async () => {
    const client = server.client();
    const before = await client.get<ErrorBody>('/api/auth/login-check');
    expect(before.status).toBe(401);
    expect(before.body).toEqual({ message: 'unauthorized' });

    const signedIn = await client.signIn(DEMO);
    const after = await client.get<User>('/api/auth/login-check');
    expect(after.status).toBe(200);
    expect(after.body).toEqual(signedIn.body);
    expect(after.body.isAdmin).toBe(false);
  });

  it('logout ends the session and the old cookie no longer works', async () => {
    const client = server.client();
    await client.signIn(ADMIN);
    const oldSid = client.cookies.get('sid');
    expect(oldSid).toBeDefined();

    const logout = await client.get('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    expect(client.cookies.has('sid')).toBe(false);
    expect((await client.get('/api/auth/login-check')).status).toBe(401);

    const replay = server.client();
    replay.cookies.set('sid', oldSid ?? '');
    expect((await replay.get('/api/auth/login-check')).status).toBe(401);
    expect((await replay.get('/api/sirket')).status).toBe(401);
  });

  it('logout without a session is still 200', async () => {
    const response = await server.client().get('/api/auth/logout');
    expect(response.status).toBe(200);
  });

  it('protected routes answer 401 without a session', async () => {
    const client = server.client();
    for (const path of ['/api/sirket', '/api/notepad']) {
      const response = await client.get<ErrorBody>(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'unauthorized' });
    }
  });

  it('limits sign-in attempts per IP and e-mail', async () => {
    const limited = await server.startSibling({ loginRateLimit: 3 });
    const client = limited.client();
    const attempt = () => client.post<ErrorBody>('/api/auth/login', { email: 'target@example.com', password: 'guess' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'tooManyRequests' });
    // Another address from the same IP is counted on its own.
    expect((await client.post('/api/auth/login', DEMO)).status).toBe(200);
  });
});
