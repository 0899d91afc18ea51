import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountListResponse } from '../../src/domain/account';
import type { SyncChange, SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { DEMO_ACCOUNTS } from '../../server/db/demo-accounts';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

/** Every change of the pull from the start, page by page. */
async function pullEverything(client: TestClient): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  let since = 0;
  for (;;) {
    const page = (await client.get<SyncResponse>(`/api/sync?since=${since}&limit=50`)).body;
    changes.push(...page.changes);
    since = page.cursor;
    if (!page.hasMore) return changes;
  }
}

const accountChanges = (changes: SyncChange[]) => changes.filter((change) => change.collection === 'cariHesap');

describe.each(backends)('accounts are scoped by company grants on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  /** The demo user: granted the first two demo companies only. */
  let demo: TestClient;
  let granted: string[];
  let hidden: string;
  /** An account of a company the demo user may not see, and one they may. */
  let theirs: Account;
  let mine: Account;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    granted = ids.slice(0, 2);
    hidden = ids[2] ?? '';
    theirs = (await admin.post<Account>(ACCOUNTS, supplier(hidden, { unvan: 'Gizli Tedarikçi' }))).body;
    mine = (await demo.post<Account>(ACCOUNTS, customer(granted[0] ?? '', { unvan: 'Görünen Müşteri' }))).body;
    expect(theirs._id && mine._id).toBeTruthy();
  });
  afterAll(() => server?.close());

  it('lists only accounts of granted companies; a hidden company lists as empty', async () => {
    for (const cariTip of ['tedarikci', 'musteri']) {
      const visible = (await demo.get<AccountListResponse>(`${ACCOUNTS}?cariTip=${cariTip}&perPage=200`)).body;
      const all = (await admin.get<AccountListResponse>(`${ACCOUNTS}?cariTip=${cariTip}&perPage=200`)).body;
      expect(visible.cariler.length).toBeGreaterThan(0);
      expect(visible.cariler.every((row) => granted.includes(row.sirket[0]?._id ?? ''))).toBe(true);
      expect(visible.cariler).toEqual(all.cariler.filter((row) => granted.includes(row.sirket[0]?._id ?? '')));
      expect(visible.totalCount).toBe(visible.cariler.length);
    }
    const expected = DEMO_ACCOUNTS.filter((a) => a.company < 2 && a.cariTip === 'tedarikci').length;
    expect((await demo.get<AccountListResponse>(`${ACCOUNTS}?cariTip=tedarikci`)).body.totalCount).toBe(expected);
    const response = await demo.get<AccountListResponse>(`${ACCOUNTS}?cariTip=tedarikci&sirket=${hidden}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ cariler: [], totalCount: 0 });
  });

  it('pulls only accounts of granted companies; an administrator pulls them all', async () => {
    await admin.delete(`${ACCOUNTS}/${(await admin.post<Account>(ACCOUNTS, customer(hidden))).body._id}`);
    const visible = accountChanges(await pullEverything(demo));
    const all = accountChanges(await pullEverything(admin));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((change) => change.record && granted.includes(change.record.sirket))).toBe(true);
    expect(visible.map((change) => change._id)).toContain(mine._id);
    expect(visible.map((change) => change._id)).not.toContain(theirs._id);
    expect(all.map((change) => change._id)).toContain(theirs._id);
    // The record is the account with sirket as the company id, as the detail has it.
    const change = visible.find((c) => c._id === mine._id);
    expect(change?.record).toEqual(mine);
    expect(all.length).toBe(visible.length + DEMO_ACCOUNTS.filter((a) => a.company >= 2).length + 2);
  });

  it('answers 404 for the detail of a hidden account', async () => {
    const response = await demo.get<ErrorBody>(`${ACCOUNTS}/${theirs._id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'notFound' });
    expect((await demo.get(`${ACCOUNTS}/${mine._id}`)).status).toBe(200);
  });

  it('refuses to create an account for a hidden company (403)', async () => {
    const response = await demo.post<ErrorBody>(ACCOUNTS, supplier(hidden));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'forbidden' });
    // Nor can a client id reveal a hidden account through a 409.
    const taken = await demo.post<ErrorBody>(ACCOUNTS, customer(granted[0] ?? '', { _id: theirs._id }));
    expect(taken.status).toBe(403);
    expect(taken.body).toEqual({ message: 'forbidden' });
  });

  it('does not find hidden accounts to update or delete (404), and leaves them alone', async () => {
    const put = await demo.put<ErrorBody>(`${ACCOUNTS}/${theirs._id}`, supplier(granted[0] ?? ''), {
      headers: { 'If-Match': '1' },
    });
    expect(put.status).toBe(404);
    expect((await demo.delete(`${ACCOUNTS}/${theirs._id}`)).status).toBe(404);
    expect((await admin.get<Account>(`${ACCOUNTS}/${theirs._id}`)).body).toEqual(expect.objectContaining({ version: 1 }));
  });

  it('refuses to move a visible account to a hidden company (403)', async () => {
    const response = await demo.put<ErrorBody>(`${ACCOUNTS}/${mine._id}`, customer(hidden, { unvan: 'Görünen Müşteri' }));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'forbidden' });
    expect((await demo.get<Account>(`${ACCOUNTS}/${mine._id}`)).body).toMatchObject({ sirket: granted[0], version: 1 });
    const moved = await demo.put<Account>(`${ACCOUNTS}/${mine._id}`, customer(granted[1] ?? '', { unvan: 'Görünen Müşteri' }));
    expect(moved.body).toMatchObject({ sirket: granted[1], version: 2 });
  });
});
