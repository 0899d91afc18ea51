import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_SEEN_GRANULARITY_MS, SESSION_TTL_MS } from '../../server/auth/auth-service';
import { loadConfig } from '../../server/config';
import { sessions } from '../../server/db/schema';
import type { ErrorBody } from '../../src/domain/validation';
import { backends, createUser, type Backend, startServer, type TestClient, type TestServer } from './helpers';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A clock the app checks sessions against; tests move it forward instead of waiting. */
function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

/** A fresh server whose sessions end after `idleMs` unused, on `clock`. */
function clockedServer(backend: Backend, idleMs: number, clock: ReturnType<typeof movableClock>): Promise<TestServer> {
  return startServer(backend, { sessionIdleMs: idleMs }, { now: clock.now });
}

let users = 0;
/** A user of its own, so each test counts only its own sessions. */
async function newUser(server: TestServer) {
  users += 1;
  return createUser(server.db, { email: `session${users}-${Date.now()}@example.com` });
}

async function lastSeenOf(server: TestServer, userId: string): Promise<number[]> {
  const rows = await server.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.lastSeenAt.getTime());
}

/** An ended session answers exactly like a missing one. */
async function expectSignedOut(client: TestClient): Promise<void> {
  for (const path of ['/api/auth/login-check', '/api/notepad']) {
    const response = await client.get<ErrorBody>(path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'unauthorized' });
  }
}

async function expectSignedIn(client: TestClient): Promise<void> {
  expect((await client.get('/api/notepad')).status).toBe(200);
}

describe.each(backends)('session expiry on $name', (backend) => {
  describe('idle time', () => {
    const clock = movableClock();
    let server: TestServer;
    beforeAll(async () => {
      server = await clockedServer(backend, 2 * HOUR, clock);
    });
    afterAll(() => server?.close());

    it('ends a session unused for the idle time; a used one lives on', async () => {
      const user = await newUser(server);
      const idle = server.client();
      const busy = server.client();
      await idle.signIn(user);
      await busy.signIn(user);

      clock.advance(HOUR + 30 * MINUTE);
      await expectSignedIn(busy);
      clock.advance(HOUR);
      // 2 h 30 min after sign-in: the busy one was used an hour ago, the idle one never.
      await expectSignedIn(busy);
      await expectSignedOut(idle);
      clock.advance(90 * MINUTE);
      await expectSignedIn(busy);
    });

    it('a new sign-in sweeps idle sessions away', async () => {
      const user = await newUser(server);
      await server.client().signIn(user);
      await server.client().signIn(user);
      expect(await lastSeenOf(server, user._id)).toHaveLength(2);
      clock.advance(2 * HOUR + MINUTE);
      await server.client().signIn(user);
      expect(await lastSeenOf(server, user._id)).toHaveLength(1);
    });

    it('marks the session seen only when its mark is over a minute old', async () => {
      const user = await newUser(server);
      const client = server.client();
      await client.signIn(user);
      const [signedInAt = 0] = await lastSeenOf(server, user._id);

      clock.advance(LAST_SEEN_GRANULARITY_MS / 2);
      await expectSignedIn(client);
      expect(await lastSeenOf(server, user._id)).toEqual([signedInAt]);

      clock.advance(LAST_SEEN_GRANULARITY_MS);
      const before = clock.now().getTime();
      await expectSignedIn(client);
      const [seenAt = 0] = await lastSeenOf(server, user._id);
      expect(seenAt).toBeGreaterThanOrEqual(before);
      expect(seenAt - signedInAt).toBeGreaterThanOrEqual(LAST_SEEN_GRANULARITY_MS * 1.5);

      // The next requests within the minute read but do not write.
      await expectSignedIn(client);
      expect(await lastSeenOf(server, user._id)).toEqual([seenAt]);
    });
  });

  it('ends a session 30 days after sign-in however busy it is', async () => {
    const clock = movableClock();
    // Idle for up to a year: only the 30 days can end the session here.
    const server = await clockedServer(backend, 365 * DAY, clock);
    try {
      const user = await newUser(server);
      const client = server.client();
      await client.signIn(user);
      clock.advance(SESSION_TTL_MS - HOUR);
      await expectSignedIn(client);
      clock.advance(HOUR + MINUTE);
      await expectSignedOut(client);
    } finally {
      await server.close();
    }
  });

  it('reads the idle time from SESSION_IDLE_HOURS, 12 h by default', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(12 * HOUR);
    expect(loadConfig({ SESSION_IDLE_HOURS: '0.5' }).sessionIdleMs).toBe(30 * MINUTE);
    expect(() => loadConfig({ SESSION_IDLE_HOURS: '0' })).toThrow(/SESSION_IDLE_HOURS/);
  });
});
