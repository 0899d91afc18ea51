import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { SyncResponse } from '../../src/domain/sync';
import { CookieClient } from '../../bench/lib/http';
import { BENCH_ADMIN, freshPostgresDatabase, startServerProcess, type BenchDatabase, type ServerProcess } from '../../bench/lib/server';
import { ACCOUNTS, supplier } from './account-fixtures';

// Two real server processes (server/main.ts, as production runs it) on one PostgreSQL database:
// the proof that the API scales out. Sessions, idempotency keys and the write path live in the
// database, so either process may answer any request. PostgreSQL only: PGlite belongs to one process.

interface Answer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** A browser's cookie jar used against either process, as a load balancer would spread it. */
class Browser {
  private readonly jar = new CookieClient('');

  constructor(private readonly processes: ServerProcess[]) {}

  async signIn(on: number): Promise<void> {
    const client = new CookieClient(this.at(on));
    await client.signIn(BENCH_ADMIN);
    for (const [name, value] of client.cookies) this.jar.cookies.set(name, value);
  }

  at(on: number): string {
    const process = this.processes[on % this.processes.length];
    if (!process) throw new Error('no such process');
    return process.baseUrl;
  }

  async send<T>(on: number, method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const sent: Record<string, string> = {
      ...headers,
      cookie: [...this.jar.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': this.jar.cookies.get('XSRF-TOKEN') ?? '',
    };
    if (json !== undefined) sent['content-type'] = 'application/json';
    const response = await fetch(this.at(on) + path, {
      method,
      headers: sent,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let database: BenchDatabase;
  const processes: ServerProcess[] = [];
  let sirket: string;

  beforeAll(async () => {
    database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    // One after the other: the first migrates and seeds, the second finds it done.
    processes.push(await startServerProcess(database));
    processes.push(await startServerProcess(database));
    const browser = new Browser(processes);
    await browser.signIn(0);
    const company = await browser.send<{ _id: string }>(1, 'POST', '/api/sirket', {
      isim: 'Ölçek Denizcilik A.Ş.',
      tip: 'Armatör',
      gemi: { adi: 'M/V Ölçek', imo: '9375123', bayrak: 'Türkiye' },
    });
    expect(company.status).toBe(201);
    sirket = company.body._id;
  }, 180_000);

  afterAll(async () => {
    for (const server of processes) await server.stop();
    await database?.drop();
  });

  it('a session made on one process is valid on the other, and signing out on one ends it on both', async () => {
    const browser = new Browser(processes);
    await browser.signIn(0);
    const me = await browser.send<{ email: string }>(1, 'GET', '/api/auth/login-check');
    expect({ status: me.status, email: me.body.email }).toEqual({ status: 200, email: BENCH_ADMIN.email });
    expect((await browser.send(1, 'GET', `${ACCOUNTS}?cariTip=tedarikci`)).status).toBe(200);

    expect((await browser.send(1, 'GET', '/api/auth/logout')).status).toBe(200);
    // At once, on both: the very next request on the other process is refused.
    expect((await browser.send(0, 'GET', '/api/auth/login-check')).status).toBe(401);
    expect((await browser.send(0, 'GET', `${ACCOUNTS}?cariTip=tedarikci`)).status).toBe(401);
    expect((await browser.send(1, 'GET', '/api/auth/login-check')).status).toBe(401);
  });

  it('a create retried on the other process is answered from the first, and sent to both at once is applied once', async () => {
    const browser = new Browser(processes);
    await browser.signIn(1);
    const key = randomUUID();
    const body = supplier(sirket, { _id: randomUUID(), unvan: 'Tekrar Deneme Ltd. Şti.' });
    const first = await browser.send<Account>(0, 'POST', ACCOUNTS, body, { 'Idempotency-Key': key });
    const retry = await browser.send<Account>(1, 'POST', ACCOUNTS, body, { 'Idempotency-Key': key });
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(retry).toEqual({ ...first, replayed: true });

    // The same key to both processes at the same moment, many times: one applies, the other replays.
    for (let i = 0; i < 10; i += 1) {
      const raced = supplier(sirket, { _id: randomUUID(), unvan: `Yarış ${i} Ltd. Şti.` });
      const raceKey = randomUUID();
      const both = await Promise.all(
        [0, 1].map((on) => browser.send<Account>(on, 'POST', ACCOUNTS, raced, { 'Idempotency-Key': raceKey })),
      );
      expect(both.map((answer) => answer.status)).toEqual([201, 201]);
      expect(both.filter((answer) => answer.replayed)).toHaveLength(1);
      expect(both[0]?.body).toEqual(both[1]?.body);
    }
  });

  it('mixed load through both: creates retried on the other process, updates, lists; nothing applied twice', async () => {
    const browser = new Browser(processes);
    await browser.signIn(0);
    const start = (await browser.send<SyncResponse>(0, 'GET', '/api/sync?limit=5000')).body;
    const created = new Map<string, { key: string; text: string; body: Record<string, unknown> }>();
    /** Updates that succeeded, per record: its version must be 1 plus these. */
    const updates = new Map<string, number>();
    let lists = 0;

    const worker = async (w: number) => {
      for (let i = 0; i < 12; i += 1) {
        const on = (w + i) % 2;
        const key = randomUUID();
        const body = supplier(sirket, { _id: randomUUID(), unvan: `Karma ${w}-${i} Ltd. Şti.` });
        const made = await browser.send<Account>(on, 'POST', ACCOUNTS, body, { 'Idempotency-Key': key });
        expect(made.status).toBe(201);
        created.set(made.body._id, { key, text: JSON.stringify(made.body), body });
        // The answer was "lost": the client retries on the other process.
        const again = await browser.send<Account>(on + 1, 'POST', ACCOUNTS, body, { 'Idempotency-Key': key });
        expect(again).toEqual({ ...made, replayed: true });

        // An update of this record on the other process, based on version 1, and a stale one.
        const updated = await browser.send<Account>(
          on + 1,
          'PUT',
          `${ACCOUNTS}/${made.body._id}`,
          { ...body, aciklama: `güncel ${i}` },
          {
            'If-Match': '1',
            'Idempotency-Key': randomUUID(),
          },
        );
        expect(updated.status).toBe(200);
        updates.set(made.body._id, 1);
        const stale = await browser.send<Account>(on, 'PUT', `${ACCOUNTS}/${made.body._id}`, body, { 'If-Match': '1' });
        expect(stale.status).toBe(409);

        const page = await browser.send<{ totalCount: number }>(on, 'GET', `${ACCOUNTS}?cariTip=tedarikci&sirket=${sirket}&perPage=5`);
        expect(page.status).toBe(200);
        lists += 1;
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    expect(created.size).toBe(96);
    expect(lists).toBe(96);

    // Pulled through either process, following the cursor: every record once, at version 2.
    const versions = new Map<string, number[]>();
    let cursor = start.cursor;
    for (let on = 0; ; on += 1) {
      const page = (await browser.send<SyncResponse>(on, 'GET', `/api/sync?since=${cursor}&limit=37`)).body;
      for (const change of page.changes) versions.set(change._id, [...(versions.get(change._id) ?? []), change.version]);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    for (const id of created.keys()) expect({ id, versions: versions.get(id) }).toEqual({ id, versions: [1 + (updates.get(id) ?? 0)] });
    // Each key still answers its first answer, on either process, and makes nothing new.
    for (const [, { key, text, body }] of [...created].slice(0, 10)) {
      const replay = await browser.send<Account>(1, 'POST', ACCOUNTS, body, { 'Idempotency-Key': key });
      expect({ replayed: replay.replayed, text: JSON.stringify(replay.body) }).toEqual({ replayed: true, text });
    }
    const total = (await browser.send<{ totalCount: number }>(1, 'GET', `${ACCOUNTS}?cariTip=tedarikci&sirket=${sirket}&perPage=1`)).body;
    // This test's 96, the retry test's 11, nothing more.
    expect(total.totalCount).toBe(96 + 11);
  }, 90_000); // eight workers on two processes: slow on a busy machine
});
