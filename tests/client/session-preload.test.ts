import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/domain/auth';
import { STORAGE_KEYS, writeJson } from '../../src/data/storage';
import { checkSession, sessionStore } from '../../src/data/session';

// A file of its own: the catalogs load once per module instance, and this test needs the first load.

const captain: User = { _id: '0190f5b2-0000-7000-8000-000000000001', name: 'Kaptan', email: 'k@example.com', isAdmin: false };

describe('the session check with a user remembered on this device', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.set({ status: 'checking' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads the screens' catalog while the check is still on its way", async () => {
    writeJson(STORAGE_KEYS.lastUser, captain);
    let answer: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((_, reject) => {
          answer = () => reject(new TypeError('Failed to fetch'));
        }),
    );
    const load = vi.spyOn(i18n, 'load');
    const check = checkSession();
    // The main layout waits for these texts: they arrive before the server has answered.
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('tr', expect.objectContaining({})));
    const [, messages] = load.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    expect(sessionStore.get()).toEqual({ status: 'checking' });
    answer?.();
    await expect(check).resolves.toEqual(captain);
  });
});
