import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/domain/auth';

// Issue 47 #15: Dexie and the sync engine load after the main layout's first render, not with the
// layout's code (src/data/local.ts). The session is ready without them; the layout's first render
// opens the database; a sign-in opens it at once; a save made before it opened waits for it; the
// screens' live queries (src/data/live-query.ts) answer their defaults until it has opened.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let n = 0;
/** A user of its own per test: each test starts without a database. */
function newUser(): User {
  n += 1;
  return { _id: `0190f5b2-0000-7000-8000-00000000020${n}`, name: 'Kaptan', email: `k${n}@example.com`, isAdmin: false };
}

/** Long enough for the first load of the database's code (compiled on first use). */
const OPENED = { timeout: 15_000 };

/** Fresh modules per test: whether the layout has rendered is the modules' state. */
async function freshApp() {
  vi.resetModules();
  const session = await import('../../src/data/session');
  const local = await import('../../src/data/local');
  const live = await import('../../src/data/live-query');
  const storage = await import('../../src/data/storage');
  const outbox = await import('../../src/data/sync/outbox');
  return { ...session, ...local, ...live, ...storage, ...outbox };
}
let app: Awaited<ReturnType<typeof freshApp>> | null = null;

/** The server cannot be reached: the session check at start restores the remembered user. */
function serverUnreachable(): void {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}

/**
 * The server answers a sign-in with `user` (the cookie check before it: signed out); every other
 * request (the sync engine's) finds it unreachable.
 */
function serverSigningIn(user: User): void {
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    if (url.endsWith('/api/auth/login-check')) return json({ message: 'unauthorized' }, 401);
    if (url.endsWith('/api/auth/login')) return json(user, 200);
    throw new TypeError('Failed to fetch');
  });
}

describe('the device database opens after the main layout’s first render', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    app?.closeLocal();
    app = null;
    vi.unstubAllGlobals();
  });

  it('at start: the session is ready before it opens, and the layout’s first render opens it and starts syncing', async () => {
    app = await freshApp();
    const user = newUser();
    app.writeJson(app.STORAGE_KEYS.lastUser, user);
    serverUnreachable();
    await app.checkSession();
    // The router renders the layout now, without Dexie.
    expect(app.sessionStore.get()).toEqual({ status: 'ready', user, offline: true });
    expect(app.localStore.get()).toBeNull();

    app.startLocal();
    await vi.waitFor(() => expect(app!.localStore.get()?.userId).toBe(user._id), OPENED);
    // The engine started: its first pull found the server unreachable.
    await vi.waitFor(() => expect(app!.localStore.get()!.engine.status.get()).toMatchObject({ syncing: false, unreachable: true }));
  });

  it('at a sign-in: it opens at once, without waiting for the layout', async () => {
    app = await freshApp();
    const user = newUser();
    serverSigningIn(user);
    await app.login({ email: user.email, password: 'parola-123456' });
    await vi.waitFor(() => expect(app!.localStore.get()?.userId).toBe(user._id), OPENED);
    await vi.waitFor(() => expect(app!.localStore.get()!.engine.status.get()).toMatchObject({ syncing: false, unreachable: true }));
  });

  it('a change saved before it has opened waits for it and is queued', async () => {
    app = await freshApp();
    const user = newUser();
    app.writeJson(app.STORAGE_KEYS.lastUser, user);
    serverUnreachable();
    await app.checkSession();
    expect(app.localStore.get()).toBeNull();

    const id = app.newRecordId();
    await app.queueChange('cariHesap', 'create', { _id: id, unvan: 'Erken Kayıt', cariTip: 'tedarikci' });
    const { db, engine } = app.requireLocal();
    // Its replay found the server unreachable: the change waits in the outbox.
    await vi.waitFor(() => expect(engine.status.get()).toMatchObject({ syncing: false, unreachable: true }));
    expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual([id]);
    expect((await db.rows('cariHesap').get(id))?.unvan).toBe('Erken Kayıt');
  });

  it('a form’s check on the device made before it has opened (a code taken?) waits for it instead of failing', async () => {
    app = await freshApp();
    const budgetCodes = await import('../../src/data/budget-codes');
    const user = newUser();
    app.writeJson(app.STORAGE_KEYS.lastUser, user);
    serverUnreachable();
    await app.checkSession();
    expect(app.localStore.get()).toBeNull();

    const code = { kod: '740', adi: 'Giderler', tip: 'gider', durum: 'aktif' } as const;
    await expect(budgetCodes.isBudgetCodeTaken(code)).resolves.toBe(false);
    expect(app.localStore.get()?.userId).toBe(user._id);
    await app.queueChange('butceKodu', 'create', { _id: app.newRecordId(), ...code });
    await expect(budgetCodes.isBudgetCodeTaken(code)).resolves.toBe(true);
  });

  it('a live query answers its default until it has opened, then what the database holds', async () => {
    app = await freshApp();
    const user = newUser();
    app.writeJson(app.STORAGE_KEYS.lastUser, user);
    serverUnreachable();
    await app.checkSession();
    const { useLiveQuery, useLocal } = app;

    const answers: unknown[] = [];
    function QueuedCount() {
      const local = useLocal();
      answers.push(useLiveQuery(async () => (local ? local.db.outbox.count() : 'no database'), [local], 'waiting'));
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<QueuedCount />));
    expect(answers).toEqual(['waiting']);

    await act(async () => app!.startLocal());
    await vi.waitFor(() => expect(app!.localStore.get()?.userId).toBe(user._id), OPENED);
    // Each check lets React render what the database's answer set (an act of its own: updates
    // scheduled inside one act callback render only when it ends).
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(answers.at(-1)).toBe(0);
    }, OPENED);
    // No answer of the querier without a database: it ran only once Dexie and the database were there.
    expect(answers).not.toContain('no database');
    await act(async () => root.unmount());
  });
});
