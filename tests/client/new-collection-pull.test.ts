// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { collectionStores, COVERED_KEY, finalStores, PortalDb, SCHEMA_VERSIONS, type OutboxEntry } from '../../src/data/db';
import { pullAll, type PullPage } from '../../src/data/sync/pull';
import type { SyncScope } from '../../src/domain/sync';

// A collection declared after a device's database was made needs no schema version of its own
// (docs/adding-a-record-kind.md): the device opens with its store added, and pulls from the start so
// that the collection's records written before its cursor arrive; queued changes stay on top.
// Work reports (`isRaporu`, the history's version that brought them, and those before it) play the new kind: the database is made as
// if neither their version nor their declaration existed yet.

const COMPANY = '0190a0a0-0000-7000-8000-00000000000a';
const scope: SyncScope = { fingerprint: 'a', all: false, companies: [{ _id: COMPANY, yetki: 'yazma' }] };
const history = SCHEMA_VERSIONS.slice(
  0,
  SCHEMA_VERSIONS.findIndex((version) => 'isRaporu' in version),
);
const { isRaporu: newStore, ...today } = collectionStores();

const report = {
  _id: 'r1',
  version: 1,
  updatedAt: '2026-11-02T08:00:00.000Z',
  sirket: COMPANY,
  tur: 'haftalik',
  donem: '2026-W44',
  isler: [],
  arizalar: '',
  dosyalar: [],
};
const bdn = { _id: 'b1', sirket: COMPANY, bdnNo: 'BDN-1', tarih: '2026-11-01', yakit: 'VLSFO', miktarMt: 100_000 };

describe('a collection declared after the database was made', () => {
  it('gets its store without a version, is pulled from the start, and queued changes stay on top', async () => {
    const userId = `new-collection-${Date.now()}`;
    const old = new PortalDb(userId, history, undefined, today);
    await old.open();
    expect(old.tables.map((table) => table.name)).not.toContain('isRaporu');
    await old.meta.bulkPut([
      { key: 'cursor', value: 42 },
      { key: 'scope', value: scope },
    ]);
    await old.table('bdn').put({ ...bdn, version: 1, bdnNo: 'BDN-1 (yerel)' });
    const queued: OutboxEntry = {
      id: 'm1',
      collection: 'bdn',
      recordId: 'b1',
      op: 'update',
      body: { ...bdn, bdnNo: 'BDN-1 (yerel)' },
      state: 'pending',
      attempts: 0,
      createdAt: 1,
    };
    await old.outbox.add(queued);
    old.close();

    // The same history, one more declared collection.
    const db = new PortalDb(userId, history, undefined, { ...today, isRaporu: newStore! });
    await db.open();
    expect(db.verno).toBe(history.length);
    expect(db.tables.map((table) => table.name)).toContain('isRaporu');
    expect(await db.meta.get('cursor')).toBeUndefined();

    const asked: number[] = [];
    const page: PullPage = {
      user: userId,
      scope,
      changes: [
        { collection: 'isRaporu', _id: 'r1', version: 1, deleted: false, record: report },
        { collection: 'bdn', _id: 'b1', version: 2, deleted: false, record: { ...bdn, version: 2, miktarMt: 100, bdnNo: 'BDN-1' } },
      ],
      cursor: 50,
      hasMore: false,
    };
    await pullAll(db, (since) => {
      asked.push(since);
      return Promise.resolve(page);
    });
    expect(asked).toEqual([0]);
    expect(await db.rows('isRaporu').get('r1')).toMatchObject({ donem: '2026-W44', version: 1 });
    // The queued change stays on top; the server's newer state is kept behind it.
    expect(await db.rows('bdn').get('b1')).toMatchObject({ bdnNo: 'BDN-1 (yerel)', _server: { bdnNo: 'BDN-1', version: 2 } });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.meta.get(COVERED_KEY)).toMatchObject({ value: expect.arrayContaining(['isRaporu', 'bdn']) });
    db.close();

    // Covered now: opened again, the device pulls on from its cursor.
    const again = new PortalDb(userId, history, undefined, { ...today, isRaporu: newStore! });
    await again.open();
    expect(await again.meta.get('cursor')).toEqual({ key: 'cursor', value: 50 });
    again.close();
  });

  it('a database from before the list keeps its cursor for the collections of its history, and pulls again for a kind that came since', async () => {
    const userId = `covered-${Date.now()}`;
    const old = new PortalDb(userId, SCHEMA_VERSIONS, undefined, {});
    await old.open();
    await old.meta.put({ key: 'cursor', value: 7 });
    await old.meta.delete(COVERED_KEY);
    old.close();
    // Opened with the collections of its history only: none is new, the cursor stays.
    const historic = Object.fromEntries(Object.entries(collectionStores()).filter(([name]) => name in finalStores()));
    const same = new PortalDb(userId, SCHEMA_VERSIONS, undefined, historic);
    await same.open();
    expect(await same.meta.get('cursor')).toEqual({ key: 'cursor', value: 7 });
    same.close();
    // Opened with every declared collection: a kind that came without a version (inspections) is
    // not covered by the history, so the pull starts again.
    expect(Object.keys(collectionStores()).some((name) => !(name in historic))).toBe(true);
    const db = new PortalDb(userId);
    await db.open();
    expect(await db.meta.get('cursor')).toBeUndefined();
    db.close();
  });
});
