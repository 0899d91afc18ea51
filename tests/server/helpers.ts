import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { ScopeGrant } from '../../src/domain/sync';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { hashPassword, setPasswordCostForTests } from '../../server/auth/password';
import { loadConfig, type Config } from '../../server/config';
import { openDb, type Db, type DbHandle } from '../../server/db/client';
import { grantCompanies, insertUser } from '../../server/db/repositories/users-repository';
import { seed } from '../../server/db/seed';
import { scratchDatabase } from '../support/scratch';

// Hundreds of users and sign-ins: hashed at the old cost (N = 2^14), an eighth of the server's.
// password.test.ts and the rehash test check the server's own cost.
export const TEST_PASSWORD_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
setPasswordCostForTests(TEST_PASSWORD_COST);

export const ADMIN = { email: 'admin@example.com', password: 'admin-test-password' } as const;
export const DEMO = { email: 'demo@example.com', password: 'demo-test-password' } as const;
export const DUMMY_UUID = '00000000-0000-4000-8000-000000000000';

export interface Backend {
  name: string;
  /** A fresh, migrated and seeded database, and how to throw it away. */
  create: () => Promise<{ handle: DbHandle; drop: () => Promise<void> }>;
}

/** `handle`'s database migrated and seeded as every test's starts (tests/support/database-template.ts copies it). */
export async function migratedAndSeeded(handle: DbHandle): Promise<DbHandle> {
  await handle.migrate();
  await seed(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true, demoPassword: DEMO.password });
  return handle;
}

/** The template database's files, read once per worker (once per file where files are isolated). */
let pgliteTemplate: Promise<Blob> | undefined;

const pglite: Backend = {
  name: 'pglite',
  create: async () => {
    const template = inject('pgliteTemplate');
    if (template) pgliteTemplate ??= readFile(template).then((bytes) => new Blob([bytes]));
    const handle = pgliteTemplate
      ? await openDb({ kind: 'pglite', dataDir: 'memory://', from: await pgliteTemplate })
      : await migratedAndSeeded(await openDb({ kind: 'pglite', dataDir: 'memory://' }));
    return { handle, drop: () => handle.close() };
  },
};

/** One database per test file on the server in TEST_DATABASE_URL (its user may CREATE DATABASE). */
function postgres(adminUrl: string): Backend {
  return {
    name: 'postgres',
    create: async () => {
      const template = inject('postgresTemplate');
      const database = await scratchDatabase(adminUrl, 't', template);
      const handle = template
        ? await openDb({ kind: 'pg', url: database.url })
        : await migratedAndSeeded(await openDb({ kind: 'pg', url: database.url }));
      return {
        handle,
        drop: async () => {
          await handle.close();
          await database.drop();
        },
      };
    },
  };
}

/** Every test runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? [pglite, postgres(process.env.TEST_DATABASE_URL)] : [pglite];

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  /** A new browser-like client with its own cookie jar. */
  client: () => TestClient;
  /** Another app on the same database (different settings), closed together with this one. */
  startSibling: (overrides: Partial<Config>) => Promise<TestServer>;
  close: () => Promise<void>;
}

function testConfig(overrides: Partial<Config>): Config {
  return {
    ...loadConfig({}),
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    staticDir: '/nonexistent-static-dir',
    // High by default: many tests sign in as the same user; the rate-limit test sets its own.
    loginRateLimit: 1000,
    loginAddressRateLimit: 100_000,
    ...overrides,
  };
}

/** What a test may change of the app besides its settings. */
export type AppOverrides = Pick<BuildAppOptions, 'collections' | 'now'>;

async function listen(db: Db, config: Config, onClose: Array<() => Promise<void>>, appOverrides: AppOverrides = {}): Promise<TestServer> {
  const app = await buildApp({ db, config, ...appOverrides });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  onClose.unshift(async () => {
    // A test that dropped a response on purpose can leave a connection busy; close does not wait
    // for it past a short grace.
    const closing = app.close();
    const grace = setTimeout(() => app.server.closeAllConnections(), 1000);
    await closing;
    clearTimeout(grace);
  });
  return {
    app,
    db,
    baseUrl,
    client: () => new TestClient(baseUrl),
    startSibling: (overrides) => listen(db, testConfig(overrides), onClose),
    close: async () => {
      for (const step of onClose.splice(0)) await step();
    },
  };
}

/** An app on a database the test opened itself (a restored one, say); closing it leaves the database open. */
export function serveDatabase(db: Db, overrides: Partial<Config> = {}): Promise<TestServer> {
  return listen(db, testConfig(overrides), []);
}

/** A fresh seeded database on `backend` and an app listening on a random port. */
export async function startServer(backend: Backend, overrides: Partial<Config> = {}, appOverrides: AppOverrides = {}): Promise<TestServer> {
  const { handle, drop } = await backend.create();
  return listen(handle.db, testConfig(overrides), [drop], appOverrides);
}

/**
 * A user made straight in the database (there is no user API yet), granted `grants` (company id →
 * level); signs in with `password`.
 */
export async function createUser(
  db: Db,
  user: { email: string; isAdmin?: boolean; grants?: Record<string, ScopeGrant['yetki']> },
): Promise<{ _id: string; email: string; password: string }> {
  const password = 'test-password-1234';
  const _id = await insertUser(db, {
    email: user.email,
    name: user.email.split('@')[0] ?? 'test',
    passwordHash: await hashPassword(password),
    isAdmin: user.isAdmin ?? false,
  });
  for (const [sirketId, yetki] of Object.entries(user.grants ?? {})) await grantCompanies(db, _id, [sirketId], yetki);
  return { _id, email: user.email, password };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (sent as application/json unless headers say otherwise). */
  raw?: string;
  headers?: Record<string, string>;
  /** false: do not echo XSRF-TOKEN into X-XSRF-TOKEN (to test the anti-forgery check). */
  xsrf?: boolean;
}

/** A tiny HTTP client over real HTTP that keeps cookies and echoes the anti-forgery token. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    // Like the real client: a write made before any read first fetches the cookie.
    if (unsafe && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN')) {
      await this.request('GET', '/api/auth/login-check');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (unsafe && options.xsrf !== false && token) headers['x-xsrf-token'] = token;
    let body: string | undefined;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (options.raw !== undefined) body = options.raw;
    if (body !== undefined) headers['content-type'] ??= 'application/json';

    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.store(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }

  put<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, json });
  }

  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  async signIn(credentials: { email: string; password: string }): Promise<TestResponse> {
    const response = await this.post('/api/auth/login', credentials);
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return response;
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key, val = ''] = a.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key?.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
