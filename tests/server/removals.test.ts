import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { SyncChange, SyncResponse } from '../../src/domain/sync';
import { ACCOUNTS, customer, demoCompanyIds } from './account-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// docs/architecture.md §4.1: a record moved to another company reaches the users who see only the old
// company as a removal, in cursor order with the other changes.

/** Every change after `since`, page by page of `limit`, checking that cursors only grow. */
async function pullFrom(client: TestClient, since: number, limit = 5000): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  let cursor = since;
  for (;;) {
    const page = (await client.get<SyncResponse>(`/api/sync?since=${cursor}&limit=${limit}`)).body;
    expect(page.changes.length).toBeLessThanOrEqual(limit);
    for (const change of page.changes) expect(change.cursor).toBeGreaterThan(cursor);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return changes;
  }
}

const lastCursor = async (client: TestClient) => (await client.get<SyncResponse>('/api/sync?limit=5000')).body.cursor;
const summary = (changes: SyncChange[]) => changes.map((change) => ({ _id: change._id, version: change.version, deleted: change.deleted }));

describe.each(backends)('removals of records that left a user’s sight on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let a: string;
  let b: string;
  let c: string;
  let d: string;
  /** Sees company A only. */
  let onlyA: TestClient;
  /** Sees A and C. */
  let aAndC: TestClient;

  const signedIn = async (email: string, grants: string[]) => {
    const user = await createUser(server.db, {
      email,
      grants: Object.fromEntries(grants.map((id) => [id, 'yazma' as const])),
    });
    const client = server.client();
    await client.signIn(user);
    return client;
  };
  const create = async (sirket: string, unvan: string) => (await admin.post<Account>(ACCOUNTS, customer(sirket, { unvan }))).body;
  const move = async (account: Account, sirket: string) => {
    const response = await admin.put<Account>(`${ACCOUNTS}/${account._id}`, customer(sirket, { unvan: account.unvan }));
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [a = '', b = '', c = '', d = ''] = await demoCompanyIds(admin);
    onlyA = await signedIn('only-a@example.com', [a]);
    aAndC = await signedIn('a-and-c@example.com', [a, c]);
  });
  afterAll(() => server?.close());

  it('a user who sees only the old company gets a removal; one who sees both gets the update', async () => {
    const account = await create(a, 'Taşınan Müşteri');
    const [sinceOnlyA, sinceBoth, sinceAdmin] = [await lastCursor(onlyA), await lastCursor(aAndC), await lastCursor(admin)];
    const moved = await move(account, c);

    const removal = await pullFrom(onlyA, sinceOnlyA);
    expect(removal).toEqual([
      { collection: 'cariHesap', _id: account._id, version: 2, cursor: expect.any(Number), deleted: true, record: null },
    ]);
    const update = await pullFrom(aAndC, sinceBoth);
    expect(update).toEqual([
      { collection: 'cariHesap', _id: account._id, version: 2, cursor: removal[0]?.cursor, deleted: false, record: moved },
    ]);
    expect(summary(await pullFrom(admin, sinceAdmin))).toEqual([{ _id: account._id, version: 2, deleted: false }]);
    // A user who never saw the record hears nothing of it.
    const demoLike = await signedIn('only-b@example.com', [b]);
    expect((await pullFrom(demoLike, 0)).map((change) => change._id)).not.toContain(account._id);
  });

  it('a user offline across several moves gets each left record once, at its latest move, page by page', async () => {
    const since = { onlyA: await lastCursor(onlyA), aAndC: await lastCursor(aAndC) };
    const wanderer = await create(a, 'Gezgin Tedarik');
    const toC = await move(wanderer, c);
    const first = await create(a, 'Birinci Komşu');
    const toD = await move(toC, d);
    const second = await create(a, 'İkinci Komşu');
    expect([toC.version, toD.version]).toEqual([2, 3]);

    // It left A at version 2; A and C at versions 2 and 3, but only the latest counts.
    const expectedOnlyA = [
      { _id: wanderer._id, version: 2, deleted: true },
      { _id: first._id, version: 1, deleted: false },
      { _id: second._id, version: 1, deleted: false },
    ];
    const expectedAAndC = [
      { _id: first._id, version: 1, deleted: false },
      { _id: wanderer._id, version: 3, deleted: true },
      { _id: second._id, version: 1, deleted: false },
    ];
    const wholeOnlyA = await pullFrom(onlyA, since.onlyA);
    const wholeAAndC = await pullFrom(aAndC, since.aAndC);
    expect(summary(wholeOnlyA)).toEqual(expectedOnlyA);
    expect(summary(wholeAAndC)).toEqual(expectedAAndC);
    for (const limit of [1, 2]) {
      expect(await pullFrom(onlyA, since.onlyA, limit)).toEqual(wholeOnlyA);
      expect(await pullFrom(aAndC, since.aAndC, limit)).toEqual(wholeAAndC);
    }

    // Back in A: the record itself again, and no removal any more, from wherever one pulls.
    const back = await move(toD, a);
    const fromStart = summary(await pullFrom(onlyA, since.onlyA));
    expect(fromStart).toEqual([
      { _id: first._id, version: 1, deleted: false },
      { _id: second._id, version: 1, deleted: false },
      { _id: wanderer._id, version: back.version, deleted: false },
    ]);
    expect(summary(await pullFrom(aAndC, since.aAndC))).toEqual(fromStart);
  });

  it('a record deleted after it moved away is still a removal to the old company', async () => {
    const since = await lastCursor(onlyA);
    const account = await create(a, 'Silinecek Taşınan');
    await move(account, b);
    expect((await admin.delete(`${ACCOUNTS}/${account._id}`)).status).toBe(200);
    expect(summary(await pullFrom(onlyA, since))).toEqual([{ _id: account._id, version: 2, deleted: true }]);
  });

  it('the full pull from the start holds no removal of a record the user still sees', async () => {
    const everything = await pullFrom(onlyA, 0, 7);
    const ids = everything.map((change) => `${change.collection}:${change._id}`);
    expect(new Set(ids).size).toBe(ids.length);
    const live = everything.filter((change) => change.collection === 'cariHesap' && !change.deleted);
    expect(live.every((change) => (change.record as Account).sirket === a)).toBe(true);
    // Seven changes a page over the whole demo: many round trips, longer than the default limit on a loaded machine.
  }, 120_000);
});
