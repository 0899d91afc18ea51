import { asc, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName, SyncResponse } from '../../src/domain/sync';
import { budgetCodes as budgetCodeCollection } from '../../server/collections/budget-codes';
import { insertMirrored, lockMirroredWrites, tombstoneMirrored } from '../../server/db/repositories/mirrored-repository';
import { mirroredColumns, mirroredIndexes, sirket } from '../../server/db/schema';
import type { MirroredCollection } from '../../server/sync/collection';
import { pullChanges } from '../../server/sync/pull';
import { backends, startServer, type TestServer } from './helpers';

// The generic scoping is proven here with a collection declared by the test over a table the test
// creates, so that it does not depend on any one collection's rules (accounts-scope.test.ts checks
// the real company-scoped collection, cariHesap, through the API).

const things = pgTable(
  'test_scoped_things',
  { ...mirroredColumns(), sirketId: uuid('sirket_id').notNull(), isim: text('isim').notNull() },
  (t) => mirroredIndexes('test_scoped_things', t),
);
type ThingRow = typeof things.$inferSelect;

const thingCollection: MirroredCollection<ThingRow, { _id: string; isim: string; sirket: string }> = {
  name: 'testThing' as CollectionName,
  table: things,
  companyColumn: things.sirketId,
  toDto: (row) => ({ _id: row.id, isim: row.isim, sirket: row.sirketId }),
};

const collections = [budgetCodeCollection, thingCollection] as MirroredCollection[];

/** What the pulling user sees: every company, or the granted ones. */
type CompanyScope = { all: true } | { all: false; ids: string[] };

describe.each(backends)('company scoping of the generic pull on $name', (backend) => {
  let server: TestServer;
  let companies: string[];
  let start: number;
  const ids: Record<string, string> = {};

  const asUser = (scope: CompanyScope) => ({
    _id: '00000000-0000-4000-8000-000000000000',
    name: 'Test',
    email: 'test@example.com',
    isAdmin: scope.all,
    grants: scope.all ? [] : scope.ids.map((_id) => ({ _id, yetki: 'yazma' as const })),
  });
  const pull = (scope: CompanyScope, since = start, limit = 100): Promise<SyncResponse> =>
    pullChanges(server.db, collections, { since, limit }, asUser(scope));
  const thingIds = (response: SyncResponse) =>
    response.changes.filter((change) => (change.collection as string) === 'testThing').map((change) => change._id);

  beforeAll(async () => {
    server = await startServer(backend);
    await server.db.execute(
      sql.raw(`create table test_scoped_things (
        id uuid primary key default gen_random_uuid(), version integer not null default 1,
        cursor bigint not null unique, updated_at timestamptz not null default now(), deleted_at timestamptz,
        sirket_id uuid not null, isim text not null)`),
    );
    companies = (await server.db.select({ id: sirket.id }).from(sirket).orderBy(asc(sirket.isim))).map((row) => row.id);
    start = (await pull({ all: true }, 0, 5000)).cursor;

    await server.db.transaction(async (tx) => {
      await lockMirroredWrites(tx);
      // Interleaved with a budget code, so the merge across collections is tested too.
      ids.a = (await insertMirrored<ThingRow>(tx, things, { sirketId: companies[0], isim: 'A' })).id;
      ids.code = (await insertMirrored(tx, budgetCodeCollection.table, { kod: '1.1', adi: 'Ara', tip: 'gider', durum: 'aktif' })).id;
      ids.b = (await insertMirrored<ThingRow>(tx, things, { sirketId: companies[1], isim: 'B' })).id;
      ids.c = (await insertMirrored<ThingRow>(tx, things, { sirketId: companies[2], isim: 'C' })).id;
      await tombstoneMirrored(tx, things, ids.b);
    });
  });
  afterAll(() => server?.close());

  it("an administrator gets every company's rows, merged with the shared collection in cursor order", async () => {
    const response = await pull({ all: true });
    expect(response.changes.map((change) => change._id)).toEqual([ids.a, ids.code, ids.c, ids.b]);
    expect(response.changes.map((change) => change.collection)).toEqual(['testThing', 'butceKodu', 'testThing', 'testThing']);
    expect(response.changes[3]).toMatchObject({ deleted: true, record: null, version: 2 });
    expect(response.changes[0]?.record).toEqual({ _id: ids.a, isim: 'A', sirket: companies[0] });
  });

  it('a user gets the rows of granted companies only, tombstones included, and every shared row', async () => {
    const [first, second, third] = companies;
    expect(thingIds(await pull({ all: false, ids: [first ?? ''] }))).toEqual([ids.a]);
    expect(thingIds(await pull({ all: false, ids: [second ?? '', third ?? ''] }))).toEqual([ids.c, ids.b]);
    const none = await pull({ all: false, ids: [] });
    expect(thingIds(none)).toEqual([]);
    expect(none.changes.map((change) => change._id)).toEqual([ids.code]);
  });

  it('limits across collections together and pages through them exactly once', async () => {
    const seen: string[] = [];
    let cursor = start;
    for (;;) {
      const page = await pull({ all: true }, cursor, 1);
      expect(page.changes).toHaveLength(1);
      seen.push(...page.changes.map((change) => change._id));
      expect(page.cursor).toBeGreaterThan(cursor);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual([ids.a, ids.code, ids.c, ids.b]);
    expect(await pull({ all: true }, cursor)).toMatchObject({ changes: [], cursor, hasMore: false });
  });
});
