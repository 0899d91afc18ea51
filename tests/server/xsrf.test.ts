import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/domain/validation';
import { ADMIN, DUMMY_UUID, backends, startServer, type TestServer } from './helpers';

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe.each(backends)('anti-forgery token on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('hands out a readable XSRF-TOKEN cookie when the request has none', async () => {
    const client = server.client();
    const response = await client.get('/api/auth/login-check');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // A valid cookie is kept, not rotated on every response.
    const again = await client.get('/api/auth/login-check');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('every write route refuses a request without the header', async () => {
    const writes = server.app.registeredRoutes.filter((route) => UNSAFE.includes(route.method));
    // The list comes from the server itself, so a route added later is checked without editing this.
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/notepad',
        'POST /api/finans/cari-hesap',
        'PUT /api/finans/cari-hesap/:id',
        'DELETE /api/finans/cari-hesap/:id',
        'POST /api/sirket',
        'PUT /api/sirket/:id',
        'DELETE /api/sirket/:id',
      ]),
    );
    const client = server.client();
    await client.signIn(ADMIN);
    for (const route of writes) {
      const url = route.url.replace(/:[^/]+/g, DUMMY_UUID).replace(/\*$/, 'x');
      const response = await client.request<ErrorBody>(route.method, url, { json: {}, xsrf: false });
      expect({ route: `${route.method} ${route.url}`, status: response.status, body: response.body }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: { message: 'invalidCsrfToken' },
      });
    }
  });

  it('refuses a header that does not match the cookie, and accepts a matching one', async () => {
    const client = server.client();
    await client.signIn(ADMIN);
    const wrong = await client.post<ErrorBody>(
      '/api/notepad',
      { notepad: 'x' },
      {
        xsrf: false,
        headers: { 'x-xsrf-token': 'A'.repeat(43) },
      },
    );
    expect(wrong.status).toBe(403);
    expect((await client.post('/api/notepad', { notepad: 'x' })).status).toBe(200);
  });

  it('sign-in itself needs the token', async () => {
    const response = await server.client().post<ErrorBody>('/api/auth/login', ADMIN, { xsrf: false });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('invalidCsrfToken');
  });
});
