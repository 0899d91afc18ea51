import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/domain/auth';
import { databaseName } from '../../src/data/db';
import { QueuedChangesError, localStore, openedLocal, requireLocal } from '../../src/data/local';
import { queueNotepad } from '../../src/data/notepad';
import { checkSession, currentUser, logout } from '../../src/data/session';
import { STORAGE_KEYS, readString, writeJson, writeString } from '../../src/data/storage';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';

// Issue 32, item 8: a ship's tablet is shared. Signing out may remove the user's data from the
// device, but never while changes made there are still queued (they exist nowhere else).

let n = 0;
/** A user of its own per test: each test starts without a database. */
function newUser(): User {
  n += 1;
  return { _id: `0190f5b2-0000-7000-8000-00000000010${n}`, name: 'Kaptan', email: `k${n}@example.com`, isAdmin: false };
}

/**
 * Signed in on this device while the server cannot be reached (the device's own database opens:
 * in the app after the main layout's first render, here at once).
 */
async function signedInOffline(user: User): Promise<void> {
  writeJson(STORAGE_KEYS.lastUser, user);
  await checkSession();
  expect(currentUser()).toEqual(user);
  await openedLocal();
}

describe('signing out with the removal of this device’s data', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(async () => {
    if (localStore.get()) await logout();
    vi.unstubAllGlobals();
  });

  it('is refused while changes are queued, naming how many of each kind; the user stays signed in', async () => {
    const user = newUser();
    await signedInOffline(user);
    const { db } = requireLocal();
    await enqueue(db, 'cariHesap', 'create', { _id: newRecordId(), unvan: 'Bekleyen Tedarikçi' });
    await enqueue(db, 'cariHesap', 'create', { _id: newRecordId(), unvan: 'İkinci Tedarikçi' });
    await queueNotepad(db, 'vardiya notu');

    const refused = await logout({ removeData: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueuedChangesError);
    expect((refused as QueuedChangesError).queued).toEqual([
      { collection: 'cariHesap', count: 2 },
      { collection: 'notepad', count: 1 },
    ]);
    expect(currentUser()).toEqual(user);
    expect(await Dexie.exists(databaseName(user._id))).toBe(true);
    expect(await requireLocal().db.outbox.count()).toBe(3);
  });

  it('deletes the user’s database (records, notepad) and what the browser kept of theirs', async () => {
    const user = newUser();
    await signedInOffline(user);
    const { db } = requireLocal();
    await db.rows('cariHesap').put({ _id: newRecordId(), unvan: 'Gizli Tedarikçi', sirket: 'c1', version: 1 });
    await db.meta.put({ key: 'notepad', value: 'kasa şifresi defterde' });
    writeString(STORAGE_KEYS.calendarAccount, 'kaptan@example.com');

    await logout({ removeData: true });
    expect(currentUser()).toBeNull();
    expect(await Dexie.exists(databaseName(user._id))).toBe(false);
    expect(readString(STORAGE_KEYS.calendarAccount)).toBeNull();
    expect(readString(STORAGE_KEYS.lastUser)).toBeNull();
  });

  it('without removal keeps the database and its queue for the next sign-in', async () => {
    const user = newUser();
    await signedInOffline(user);
    await enqueue(requireLocal().db, 'cariHesap', 'create', { _id: newRecordId(), unvan: 'Bekleyen' });
    await logout();
    expect(currentUser()).toBeNull();
    expect(await Dexie.exists(databaseName(user._id))).toBe(true);
  });
});
