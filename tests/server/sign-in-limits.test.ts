import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/domain/validation';
import { loadConfig } from '../../server/config';
import { ADMIN, backends, startServer, type TestServer } from './helpers';

// Issue 32 item 11: 400 sign-ins with different e-mails from one address got no 429; guessing a
// user's password could lock the user out; behind a reverse proxy everyone shared one address.

const DEFAULTS = loadConfig({});

interface Answer {
  status: number;
  body: ErrorBody;
  retryAfter: string | undefined;
}

/**
 * A sign-in sent from `localAddress` (another loopback address: Linux answers all of 127.0.0.0/8),
 * with the anti-forgery cookie and header a browser would send.
 */
function signInFrom(server: TestServer, localAddress: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const token = 'a'.repeat(43);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.baseUrl}/api/auth/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const retry = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as ErrorBody,
            retryAfter: typeof retry === 'string' ? retry : undefined,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const credentials = (email: string, password: string) => JSON.stringify({ email, password });

describe('TRUST_PROXY', () => {
  it('is off unless set; true, or the proxies’ addresses', () => {
    expect(DEFAULTS.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(DEFAULTS.loginAddressRateLimit).toBeLessThan(400);
  });
});

describe.each(backends)('sign-in limits on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('400 sign-ins with different e-mails from one address: past the address limit each is 429, before the body is read', async () => {
    const limited = await server.startSibling({
      loginAddressRateLimit: DEFAULTS.loginAddressRateLimit,
      loginRateLimit: DEFAULTS.loginRateLimit,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 400; i++) {
      const answer = await signInFrom(limited, '127.0.0.3', credentials(`kisi${i}@example.com`, 'tahmin-1234'));
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({ message: 'tooManyRequests' });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, DEFAULTS.loginAddressRateLimit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(DEFAULTS.loginAddressRateLimit).every((status) => status === 429)).toBe(true);
    // Counted before parsing: a body nested 12,000 deep, or not JSON at all, is 429 too.
    expect((await signInFrom(limited, '127.0.0.3', `{"email":${'['.repeat(12_000)}`)).status).toBe(429);
    // Another address is counted on its own.
    expect((await signInFrom(limited, '127.0.0.4', credentials(ADMIN.email, ADMIN.password))).status).toBe(200);
  });

  it('guessing the administrator’s password from one address does not lock the administrator out at another', async () => {
    const limited = await server.startSibling({ loginRateLimit: DEFAULTS.loginRateLimit });
    for (let i = 0; i < DEFAULTS.loginRateLimit; i++) {
      expect((await signInFrom(limited, '127.0.0.5', credentials(ADMIN.email, `tahmin-${i}-abcdef`))).status).toBe(401);
    }
    // The guesser is stopped, even with the right password...
    expect((await signInFrom(limited, '127.0.0.5', credentials(ADMIN.email, 'tahmin-x-abcdef'))).status).toBe(429);
    expect((await signInFrom(limited, '127.0.0.5', credentials(ADMIN.email, ADMIN.password))).status).toBe(429);
    // ...the administrator, elsewhere, is not.
    expect((await signInFrom(limited, '127.0.0.6', credentials(ADMIN.email, ADMIN.password))).status).toBe(200);
  });

  it('a sign-in clears the count of earlier mistakes at that address', async () => {
    const limited = await server.startSibling({ loginRateLimit: 3 });
    const attempt = (password: string) => signInFrom(limited, '127.0.0.7', credentials(ADMIN.email, password));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await attempt('yanlis-sifre-1')).status).toBe(401);
      expect((await attempt(ADMIN.password)).status).toBe(200);
    }
  });

  it('with TRUST_PROXY, clients behind the proxy are told apart by X-Forwarded-For', async () => {
    const proxied = await server.startSibling({ loginRateLimit: 3, trustProxy: '127.0.0.1' });
    const from = (client: string, password: string) =>
      signInFrom(proxied, '127.0.0.1', credentials(ADMIN.email, password), { 'x-forwarded-for': client });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9', 'yanlis-sifre-1')).status).toBe(401);
    expect((await from('203.0.113.9', 'yanlis-sifre-1')).status).toBe(429);
    expect((await from('198.51.100.4', ADMIN.password)).status).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For is not believed: a guesser cannot dodge the limit with it', async () => {
    const direct = await server.startSibling({ loginRateLimit: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await signInFrom(direct, '127.0.0.8', credentials(ADMIN.email, 'yanlis-sifre-1'), {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
