import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '../../src/domain/account';
import { MAX_BANK_ACCOUNTS } from '../../src/domain/bank-account';
import { billSchema, MAX_LINES, MAX_PLAN_ROWS } from '../../src/domain/bill';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { BANK_ACCOUNTS_BODY_LIMIT, BILL_BODY_LIMIT } from '../../server/http/body-limits';
import { cariHesap } from '../../server/db/schema';
import { ACCOUNTS, bankAccount, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// Issue 32 #12: every list in a record has a cap, every write route a body limit that fits its
// largest valid record, and a deleted record's tombstone keeps only what sync needs.

const banks = (n: number, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => bankAccount({ hesapAdi: `Hesap ${i + 1}`, ...overrides }));

/** Text of `length` two-byte letters (ş is two bytes in UTF-8). */
const longText = (length: number) => 'ş'.repeat(length);

/** The largest account the schema accepts: every list at its cap, every text at its maximum. */
const largestAccount = (sirket: string) =>
  supplier(sirket, {
    unvan: `Ş${longText(199)}`,
    firmaYetkilisi: longText(120),
    nitelik: longText(120),
    gsm: longText(30),
    sabitTelefon: longText(30),
    ulke: 'Türkiye',
    il: longText(80),
    ilce: longText(80),
    adres: longText(500),
    aciklama: longText(2000),
    vergiDairesi: longText(120),
    bankalar: banks(MAX_BANK_ACCOUNTS, {
      hesapAdi: longText(120),
      bankaIsmi: longText(120),
      hesapNumarasi: '1'.repeat(40),
      hesapEkNumarasi: longText(20),
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      swiftCode: 'TCZBTR2AXXX',
      routing: longText(20),
    }),
  });

describe('the account schema caps its bank accounts', () => {
  it(`${MAX_BANK_ACCOUNTS} bank accounts are fine, one more is tooMany, and so are 5,000`, () => {
    const sirket = '00000000-0000-4000-8000-000000000001';
    expect(v.safeParse(accountSchema, supplier(sirket, { bankalar: banks(MAX_BANK_ACCOUNTS) })).success).toBe(true);
    for (const n of [MAX_BANK_ACCOUNTS + 1, 5000]) {
      const result = v.safeParse(accountSchema, supplier(sirket, { bankalar: banks(n) }));
      expect(result.issues?.map((issue) => issue.message)).toEqual(['tooMany']);
    }
  });
});

describe('the bill route’s body limit', () => {
  it('fits the largest valid bill: every list at its cap, every text at its maximum', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const body = {
      tip: 'gelen',
      faturaTip: 'fatura',
      faturaProformaNo: longText(60),
      tarih: '2026-01-31',
      dovizCinsi: 'TL',
      sirket: id,
      cariHesap: id,
      kalemler: Array.from({ length: MAX_LINES }, () => ({
        id: 'x'.repeat(64),
        butceKodu: id,
        adi: longText(200),
        aciklama: longText(1000),
        miktar: '1',
        birim: 'adet',
        birimFiyat: '1',
        iskonto: 0,
        kdv: 0,
      })),
      // 500.00 in all: 359 rows of 1.00 and one of 141.00.
      odemePlani: Array.from({ length: MAX_PLAN_ROWS }, (_, i) => ({
        id: 'x'.repeat(64),
        tarih: '2026-02-28',
        miktar: i === MAX_PLAN_ROWS - 1 ? '141' : '1',
      })),
      taksitSayisi: MAX_PLAN_ROWS,
      aciklama: longText(2000),
      faturaFile: id,
    };
    expect(v.safeParse(billSchema, body).issues).toBeUndefined();
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(BILL_BODY_LIMIT);
  });
});

describe.each(backends)('record sizes on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let company: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [company = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  it('an account with 5,000 bank entries is refused unread (413); one bank account past the cap is 422 tooMany', async () => {
    const huge = supplier(company, { bankalar: banks(5000) });
    expect(JSON.stringify(huge).length).toBeGreaterThan(BANK_ACCOUNTS_BODY_LIMIT);
    const refused = await admin.post<ErrorBody>(ACCOUNTS, huge);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 413, body: { message: 'payloadTooLarge' } });

    const oneTooMany = await admin.post<ErrorBody>(ACCOUNTS, supplier(company, { bankalar: banks(MAX_BANK_ACCOUNTS + 1) }));
    expect(oneTooMany.status).toBe(422);
    expect(oneTooMany.body).toEqual({ message: 'validationFailed', errors: [{ path: 'bankalar', message: 'tooMany' }] });

    // A company's bank accounts have the same cap.
    const { _id: _ignored, ...seeded } = (await admin.get<Record<string, unknown>>(`/api/sirket/${company}`)).body;
    const companyTooMany = await admin.put<ErrorBody>(`/api/sirket/${company}`, { ...seeded, bankalar: banks(MAX_BANK_ACCOUNTS + 1) });
    expect(companyTooMany.status).toBe(422);
    expect(companyTooMany.body.errors).toEqual([{ path: 'bankalar', message: 'tooMany' }]);
  });

  it('the largest valid account fits its route’s body limit', async () => {
    const body = largestAccount(company);
    expect(v.safeParse(accountSchema, body).success).toBe(true);
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeLessThan(BANK_ACCOUNTS_BODY_LIMIT);
    const created = await admin.post<Account>(ACCOUNTS, body);
    expect(created.status).toBe(201);
    expect(created.body.bankalar).toHaveLength(MAX_BANK_ACCOUNTS);
  });

  it('a deleted large account leaves a tombstone without its data, and sync sends only what a device needs', async () => {
    const created = (await admin.post<Account>(ACCOUNTS, largestAccount(company))).body;
    const before = (await admin.get<SyncResponse>('/api/sync?limit=5000')).body.cursor;
    expect((await admin.delete(`${ACCOUNTS}/${created._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);

    const [stored] = await server.db.select().from(cariHesap).where(eq(cariHesap.id, created._id));
    expect(stored?.deletedAt).not.toBeNull();
    expect(stored).toMatchObject({ version: 2, sirket: company, bankalar: [], aciklama: '', adres: '', unvan: '' });

    const page = await admin.get<SyncResponse>(`/api/sync?since=${before}`);
    const change = page.body.changes.find((c) => c._id === created._id);
    expect(change && Object.keys(change).sort()).toEqual(['_id', 'collection', 'cursor', 'deleted', 'record', 'version']);
    expect(change).toMatchObject({ collection: 'cariHesap', deleted: true, record: null, version: 2 });
    expect(page.text.length).toBeLessThan(1000);

    // Its last state stays in the history, for those who may read it.
    const history = (
      await admin.get<{ kayitlar: { action: string; changes: Record<string, { before: unknown }> }[] }>(
        `/api/audit?collection=cariHesap&id=${created._id}`,
      )
    ).body.kayitlar;
    expect(history.at(-1)?.action).toBe('delete');
    expect(history.at(-1)?.changes.bankalar?.before).toHaveLength(MAX_BANK_ACCOUNTS);
  });

  it('tombstones written before deletes cleared data are slimmed by migration 0017', async () => {
    const created = (await admin.post<Account>(ACCOUNTS, largestAccount(company))).body;
    const kept = (await admin.post<Account>(ACCOUNTS, largestAccount(company))).body;
    expect((await admin.delete(`${ACCOUNTS}/${created._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    // As an older server left it: the deleted row with all its data.
    await server.db
      .update(cariHesap)
      .set({ bankalar: created.bankalar, aciklama: created.aciklama, unvan: created.unvan })
      .where(eq(cariHesap.id, created._id));
    const migration = readFileSync(new URL('../../drizzle/0017_slim_tombstones.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await server.db.execute(sql.raw(statement));
    const [stored] = await server.db.select().from(cariHesap).where(eq(cariHesap.id, created._id));
    expect(stored).toMatchObject({ version: 2, bankalar: [], aciklama: '', unvan: '' });
    // Live accounts keep theirs.
    const [live] = await server.db.select().from(cariHesap).where(eq(cariHesap.id, kept._id));
    expect(live?.bankalar).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(live?.aciklama).toBe(kept.aciklama);
  });
});
