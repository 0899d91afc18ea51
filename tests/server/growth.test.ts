import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import { MAX_BANK_ACCOUNTS } from '../../src/domain/bank-account';
import { KEY_RETENTION_MS } from '../../server/db/repositories/idempotency-repository';
import { audit, idempotencyKeys } from '../../server/db/schema';
import { PRUNE_INTERVAL_MS, pruneExpired } from '../../server/maintenance';
import { ACCOUNTS, bankAccount, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// Issue 32 #14: what grows by itself is bounded. The history records only what changed (of a list,
// the changed items); idempotency answers are pruned on a schedule the app runs, not only at sign-in.

describe.each(backends)('growth on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let company: string;

  const keyCount = async (key: string) =>
    (await server.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [company = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  it('ten edits of a supplier with 50 bank accounts, one bank account each, record only that bank account', async () => {
    const banks = Array.from({ length: MAX_BANK_ACCOUNTS }, (_, i) =>
      bankAccount({ hesapAdi: `Hesap ${i + 1}`, bankaIsmi: `Banka ${'x'.repeat(100)} ${i + 1}` }),
    );
    const created = (await admin.post<Account>(ACCOUNTS, supplier(company, { unvan: 'Büyük Tedarikçi', bankalar: banks }))).body;
    let current = created;
    for (let i = 0; i < 10; i++) {
      const bankalar = current.bankalar.map((bank, n) => (n === i ? { ...bank, hesapAdi: `Yeni Hesap ${i + 1}` } : bank));
      const edited = await admin.put<Account>(
        `${ACCOUNTS}/${created._id}`,
        { ...supplier(company, { unvan: 'Büyük Tedarikçi' }), bankalar },
        {
          headers: { 'If-Match': String(current.version) },
        },
      );
      expect(edited.status).toBe(200);
      current = edited.body;
    }

    const rows = await server.db
      .select()
      .from(audit)
      .where(and(eq(audit.collection, 'cariHesap'), eq(audit.recordId, created._id), eq(audit.action, 'update')))
      .orderBy(asc(audit.id));
    expect(rows).toHaveLength(10);
    rows.forEach((row, i) => {
      const old = created.bankalar[i];
      expect(row.changes).toEqual({
        bankalar: { before: [old], after: [{ ...old, hesapAdi: `Yeni Hesap ${i + 1}` }], items: true },
      });
    });
    const result = (await server.db.execute(
      sql`select sum(length(changes::text))::int as n from audit where record_id = ${created._id} and action = 'update'`,
    )) as unknown as { rows: { n: number }[] };
    const stored = Number(result.rows[0]?.n);
    // One bank account before and after per edit (~400 bytes), not 2 × 50 of them (~20 KB).
    expect(stored).toBeLessThan(10 * 1000);

    // The history reads the same to a client: the one changed item on each side.
    const history = (
      await admin.get<{ kayitlar: { changes: Record<string, unknown> }[] }>(`/api/audit?collection=cariHesap&id=${created._id}`)
    ).body.kayitlar;
    expect(history.at(-1)?.changes).toEqual(rows.at(-1)?.changes);
  });

  it('a list edited wholesale or reordered is recorded whole; a scalar as before', async () => {
    const created = (
      await admin.post<Account>(
        ACCOUNTS,
        supplier(company, { unvan: 'Sıralı', bankalar: [bankAccount({ hesapAdi: 'A' }), bankAccount({ hesapAdi: 'B' })] }),
      )
    ).body;
    const reordered = [created.bankalar[1], created.bankalar[0]];
    const edited = await admin.put<Account>(
      `${ACCOUNTS}/${created._id}`,
      { ...supplier(company, { unvan: 'Sıralı 2' }), bankalar: reordered },
      { headers: { 'If-Match': '1' } },
    );
    expect(edited.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(audit)
      .where(and(eq(audit.recordId, created._id), eq(audit.action, 'update')));
    expect(row?.changes).toEqual({
      unvan: { before: 'Sıralı', after: 'Sıralı 2' },
      bankalar: { before: created.bankalar, after: reordered },
    });
  });

  it('pruneExpired removes the idempotency answers older than 90 days at the given time, and keeps the rest', async () => {
    const key = randomUUID();
    expect((await admin.post(ACCOUNTS, supplier(company, { unvan: 'Anahtarlı' }), { headers: { 'Idempotency-Key': key } })).status).toBe(
      201,
    );
    expect(await keyCount(key)).toBe(1);

    await pruneExpired(server.db, { now: new Date(Date.now() + KEY_RETENTION_MS - 3_600_000), sessionIdleMs: 12 * 3_600_000 });
    expect(await keyCount(key)).toBe(1);
    // Sessions are pruned by the same time: this far ahead the administrator's has ended too.
    await pruneExpired(server.db, { now: new Date(Date.now() + KEY_RETENTION_MS + 60_000), sessionIdleMs: 12 * 3_600_000 });
    expect(await keyCount(key)).toBe(0);
    await admin.signIn(ADMIN);
  });

  it('the app prunes when it starts and then hourly on an unref’d timer, which it clears when it closes', async () => {
    const key = randomUUID();
    expect((await admin.post(ACCOUNTS, supplier(company, { unvan: 'Eskimiş' }), { headers: { 'Idempotency-Key': key } })).status).toBe(201);
    await server.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${(KEY_RETENTION_MS + 60_000) / 1000})` })
      .where(eq(idempotencyKeys.key, key));

    // A second app on the same database, as a restart would start it: nobody signs in.
    const restarted = await server.startSibling({});
    await restarted.app.pruning.lastRun;
    expect(await keyCount(key)).toBe(0);

    const timer = restarted.app.pruning.timer;
    expect(timer).toBeDefined();
    expect(timer?.hasRef()).toBe(false);
    expect(PRUNE_INTERVAL_MS).toBeLessThanOrEqual(60 * 60 * 1000);
    await restarted.app.close();
    expect(restarted.app.pruning.timer).toBeUndefined();
  });
});
