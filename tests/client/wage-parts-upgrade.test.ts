// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PortalDb, SCHEMA_VERSIONS, type OutboxEntry } from '../../src/data/db';

// Version 17 (src/data/db.ts, docs/areas/payroll.md §7): an assignment's single wage becomes its
// basic part, nothing lost, in the rows, the server states kept behind queued changes, the rows
// queued changes were based on and the queued bodies; people get no beneficiaries until written.

const BEFORE = 16;
const tour = {
  _id: 'g1',
  version: 2,
  personel: 'p1',
  sirket: 's1',
  rutbe: 'gemici',
  binisTarihi: '2026-01-10',
  ucret: { miktar: 180000, dovizCinsi: 'USD' },
};

describe('wage parts on the device', () => {
  it('converts an assignment’s wage to its basic part in place, and keeps the cursor', async () => {
    const userId = `wage-parts-${Date.now()}`;
    const old = new PortalDb(userId, SCHEMA_VERSIONS.slice(0, BEFORE), undefined, {});
    await old.open();
    await old.meta.put({ key: 'cursor', value: 42 });
    await old.table('gorevlendirme').bulkPut([tour, { ...tour, _id: 'g2', ucret: null, _server: { ...tour, _id: 'g2', version: 3 } }]);
    await old.table('personel').put({ _id: 'p1', sirket: 's1', ad: 'A', soyad: 'B' });
    const entry: OutboxEntry = {
      id: 'm1',
      collection: 'gorevlendirme',
      recordId: 'g1',
      op: 'update',
      body: { ...tour, ucret: { miktar: 1800, dovizCinsi: 'USD' } },
      before: tour,
      state: 'pending',
      createdAt: 1,
      attempts: 0,
    } as OutboxEntry;
    await old.outbox.add(entry);
    old.close();

    const db = new PortalDb(userId, SCHEMA_VERSIONS.slice(0, BEFORE + 1), undefined, {});
    await db.open();
    const g1 = await db.table('gorevlendirme').get('g1');
    expect(g1).not.toHaveProperty('ucret');
    expect(g1.ucretKalemleri).toEqual([{ tur: 'temel', tutar: 180000, dovizCinsi: 'USD' }]);
    const g2 = await db.table('gorevlendirme').get('g2');
    expect(g2.ucretKalemleri).toEqual([]);
    expect(g2._server.ucretKalemleri).toEqual([{ tur: 'temel', tutar: 180000, dovizCinsi: 'USD' }]);
    expect((await db.table('personel').get('p1')).lehdarlar).toEqual([]);
    const [queued] = await db.outbox.toArray();
    expect(queued?.body).toMatchObject({ ucretKalemleri: [{ tur: 'temel', tutar: 1800, dovizCinsi: 'USD' }] });
    expect(queued?.before).toMatchObject({ ucretKalemleri: [{ tur: 'temel', tutar: 180000, dovizCinsi: 'USD' }] });
    expect((await db.meta.get('cursor'))?.value).toBe(42);
    db.close();
  });
});
