import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/auth';
import { STORAGE_KEYS, writeJson } from '../../src/data/storage';
import { checkSession, sessionStore } from '../../src/data/session';

const captain: User = { _id: '0190f5b2-0000-7000-8000-000000000001', name: 'Kaptan', email: 'k@example.com', isAdmin: false };

describe('the session check when the server cannot be reached', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.set({ status: 'checking' });
  });

  it('opens with the last signed-in user, marked offline', async () => {
    writeJson(STORAGE_KEYS.lastUser, captain);
    await expect(checkSession()).resolves.toEqual(captain);
    expect(sessionStore.get()).toEqual({ status: 'ready', user: captain, offline: true });
  });

  it('is signed out when nobody signed in on this device before', async () => {
    await expect(checkSession()).resolves.toBeNull();
    expect(sessionStore.get()).toEqual({ status: 'ready', user: null, offline: true });
  });
});
