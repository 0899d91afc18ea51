import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/domain/validation';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../../server/http/json-body';
import { nulPaths } from '../../server/http/nul-check';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// Issue 32 item 10: a small body nested thousands of levels deep once froze the server for seconds
// (12,000 levels) to minutes (1 MB): the NUL check copied the path at every level. The depth is now
// bounded in one pass over the text, before anything parses or walks it.

/** `{"<field>": [[[…]]]}` with `depth` arrays, `depth + 1` levels in all. */
const nested = (field: string, depth: number, extra = '') => `{${extra}"${field}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const ONE_MB = 1_000_000;

describe('the depth check and the NUL check are linear', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\\\",${'['.repeat(5)}${']'.repeat(5)}]`, 3)).toBe(true);
  });

  it('finds a NUL at the bottom of 100,000 levels (the old check copied 5·10⁹ path entries)', () => {
    let body: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) body = [body];
    const paths = nulPaths({ deep: body });
    expect(paths).toHaveLength(1);
    expect(paths[0]?.split('.')).toHaveLength(100_001);
  });
});

describe.each(backends)('a deeply nested body is refused at once on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('a login body nested 12,000 deep is 400 invalidJson, and a request sent meanwhile is answered', async () => {
    const client = server.client();
    const deep = client.request<ErrorBody>('POST', '/api/auth/login', { raw: nested('email', 12_000) });
    const meanwhile = await server.client().get<ErrorBody>('/api/auth/login-check');
    expect(meanwhile.status).toBe(401);
    const refused = await deep;
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'invalidJson' });
  });

  it('a 1 MB body of nested arrays is refused unread on sign-in and on a signed-in route alike', async () => {
    const depth = ONE_MB / 2 - 20;
    const login = server.client().request<ErrorBody>('POST', '/api/auth/login', { raw: nested('password', depth, '"email":"a@b.co",') });
    const notepad = admin.request<ErrorBody>('POST', '/api/notepad', { raw: nested('notepad', depth) });
    const meanwhile = await server.client().get<ErrorBody>('/api/auth/login-check');
    expect(meanwhile.status).toBe(401);
    // A bill's route takes 2 MiB (server/http/body-limits.ts): the depth check reads the whole MB.
    const bill = admin.request<ErrorBody>('POST', '/api/finans/fatura', { raw: nested('kalemler', depth) });
    // The other two are over their route's body limit: refused unread.
    for (const response of await Promise.all([login, notepad])) {
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'payloadTooLarge' });
    }
    expect((await bill).status).toBe(400);
    expect((await bill).body).toEqual({ message: 'invalidJson' });
    // Nothing was written; the notepad still takes a good body.
    expect((await admin.post('/api/notepad', { notepad: 'sonra' })).status).toBe(200);
  });

  it(`a body nested ${MAX_BODY_DEPTH} deep is still read (and judged by its schema)`, async () => {
    const atLimit = nested('ek', MAX_BODY_DEPTH - 1, `"email":"${ADMIN.email}","password":"${ADMIN.password}",`);
    expect((await server.client().request('POST', '/api/auth/login', { raw: atLimit })).status).toBe(200);
    const overLimit = nested('ek', MAX_BODY_DEPTH, `"email":"${ADMIN.email}","password":"${ADMIN.password}",`);
    expect((await server.client().request('POST', '/api/auth/login', { raw: overLimit })).status).toBe(400);
  });
});
