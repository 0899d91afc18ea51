import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '../../src/domain/account';
import { isValidIban, isValidTckn, isValidVkn } from '../../src/domain/identifiers';
import type { ConflictBody, Tombstone } from '../../src/domain/sync';
import type { ErrorBody, FieldError } from '../../src/domain/validation';
import { DEMO_ACCOUNTS } from '../../server/db/demo-accounts';
import { DEMO_COMPANIES } from '../../server/db/demo-data';
import { cariHesap } from '../../server/db/schema';
import type { AccountDetail } from '../../server/collections/accounts';
import { ACCOUNTS, bankAccount, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(backends)('counterparty accounts on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let company: string;

  /** The field errors of a create that must fail with 422. */
  const refused = async (body: unknown): Promise<FieldError[]> => {
    const response = await admin.post<ErrorBody>(ACCOUNTS, body);
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 422, message: 'validationFailed' });
    return response.body.errors ?? [];
  };
  const created = async (body: unknown): Promise<Account> => {
    const response = await admin.post<Account>(ACCOUNTS, body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 201 });
    return response.body;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [company = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  describe('validation with the shared schema (docs/areas/accounts.md), 422 with field paths', () => {
    it('requires the account type', async () => {
      const { cariTip: _omitted, ...withoutType } = supplier(company);
      expect(await refused(withoutType)).toEqual([{ path: 'cariTip', message: 'required' }]);
      expect(await refused(supplier(company, { cariTip: '' }))).toEqual([{ path: 'cariTip', message: 'required' }]);
      expect(await refused(supplier(company, { cariTip: 'bayi' }))).toEqual([{ path: 'cariTip', message: 'invalid' }]);
    });

    it('asks to choose a company when none is chosen, or an unknown one', async () => {
      const { sirket: _omitted, ...withoutCompany } = supplier(company);
      for (const body of [withoutCompany, supplier(''), supplier('not-a-uuid'), supplier(DUMMY_UUID)]) {
        expect(await refused(body)).toEqual([{ path: 'sirket', message: 'chooseCompany' }]);
      }
    });

    it('trims the name, requires it, and capitalises it the Turkish way (i → İ)', async () => {
      expect(await refused(supplier(company, { unvan: '   ' }))).toEqual([{ path: 'unvan', message: 'required' }]);
      const { unvan: _omitted, ...withoutName } = supplier(company);
      expect(await refused(withoutName)).toEqual([{ path: 'unvan', message: 'required' }]);
      expect((await created(supplier(company, { unvan: '  istanbul Gemi Kumanya  ' }))).unvan).toBe('İstanbul Gemi Kumanya');
      expect((await created(supplier(company, { unvan: 'ılgaz Liman' }))).unvan).toBe('Ilgaz Liman');
    });

    it('checks the e-mail only when filled', async () => {
      expect(await refused(supplier(company, { ePosta: 'kaptan@' }))).toEqual([{ path: 'ePosta', message: 'invalidEmail' }]);
      expect((await created(supplier(company, { ePosta: '' }))).ePosta).toBe('');
      expect((await created(supplier(company, { ePosta: ' kaptan@example.com ' }))).ePosta).toBe('kaptan@example.com');
    });

    it('requires the tax number only when there is no identity number', async () => {
      expect(await refused(supplier(company, { vergiNumarasi: '' }))).toEqual([{ path: 'vergiNumarasi', message: 'required' }]);
      const account = await created(supplier(company, { vergiNumarasi: '', tcNumarasi: '10000000146' }));
      expect(account).toMatchObject({ vergiNumarasi: '', tcNumarasi: '10000000146' });
    });

    it('checks VKN and TCKN check digits in Türkiye, accepts the placeholders, and not abroad', async () => {
      expect(await refused(supplier(company, { vergiNumarasi: '1234567809' }))).toEqual([{ path: 'vergiNumarasi', message: 'invalidVkn' }]);
      expect(await refused(supplier(company, { vergiNumarasi: '', tcNumarasi: '10000000147' }))).toEqual([
        { path: 'tcNumarasi', message: 'invalidTckn' },
      ]);
      expect(await refused(supplier(company, { ulke: 'turkey', vergiNumarasi: '1234567809' }))).toEqual([
        { path: 'vergiNumarasi', message: 'invalidVkn' },
      ]);
      await created(supplier(company, { vergiNumarasi: '2222222222' }));
      await created(supplier(company, { vergiNumarasi: '', tcNumarasi: '11111111111' }));
      await created(supplier(company, { ulke: 'Malta', vergiNumarasi: 'MT12345678', tcNumarasi: '123' }));
    });

    it('requires the bank account fields', async () => {
      const errors = await refused(
        supplier(company, { bankalar: [bankAccount({ hesapAdi: ' ', dovizCinsi: '', bankaIsmi: '', swiftCode: '' })] }),
      );
      expect(errors).toEqual([
        { path: 'bankalar.0.hesapAdi', message: 'required' },
        { path: 'bankalar.0.dovizCinsi', message: 'required' },
        { path: 'bankalar.0.bankaIsmi', message: 'required' },
        { path: 'bankalar.0.swiftCode', message: 'required' },
      ]);
      expect(await refused(supplier(company, { bankalar: [bankAccount(), bankAccount({ swiftCode: 'ZIRAAT' })] }))).toEqual([
        { path: 'bankalar.1.swiftCode', message: 'invalidSwift' },
      ]);
    });

    it('requires the IBAN when there is no account number', async () => {
      expect(await refused(supplier(company, { bankalar: [bankAccount({ iban: '' })] }))).toEqual([
        { path: 'bankalar.0.iban', message: 'required' },
      ]);
      const account = await created(supplier(company, { bankalar: [bankAccount({ iban: '', hesapNumarasi: '5531234' })] }));
      expect(account.bankalar[0]).toMatchObject({ iban: '', hesapNumarasi: '5531234' });
    });

    it('refuses an IBAN whose checksum is wrong, and stores a good one compact', async () => {
      expect(await refused(supplier(company, { bankalar: [bankAccount({ iban: 'TR34 0006 1005 1978 6457 8413 26' })] }))).toEqual([
        { path: 'bankalar.0.iban', message: 'invalidIban' },
      ]);
      const account = await created(supplier(company, { bankalar: [bankAccount({ swiftCode: 'tczbtr2a' })] }));
      expect(account.bankalar[0]).toMatchObject({ iban: 'TR330006100519786457841326', swiftCode: 'TCZBTR2A' });
    });

    it('a supplier needs at least one bank account', async () => {
      expect(await refused(supplier(company, { bankalar: [] }))).toEqual([{ path: 'bankalar', message: 'required' }]);
      const { bankalar: _omitted, ...withoutBanks } = supplier(company);
      expect(await refused(withoutBanks)).toEqual([{ path: 'bankalar', message: 'required' }]);
    });

    it('a customer is stored without bank accounts', async () => {
      const account = await created(customer(company, { bankalar: [bankAccount()] }));
      expect(account.bankalar).toEqual([]);
      expect((await admin.get<AccountDetail>(`${ACCOUNTS}/${account._id}`)).body.bankalar).toEqual([]);
    });

    it('answers 422 for a body that is not an object, 400 for malformed JSON', async () => {
      const empty = await admin.request<ErrorBody>('POST', ACCOUNTS);
      expect(empty.status).toBe(422);
      expect(empty.body.errors?.map((e) => e.path)).toEqual(['cariTip', 'sirket', 'unvan', 'vergiNumarasi']);
      expect((await admin.request('POST', ACCOUNTS, { raw: '{"unvan":' })).status).toBe(400);
      expect(await refused(supplier(company, { _id: 'not-a-uuid' }))).toEqual([{ path: '_id', message: 'invalid' }]);
    });
  });

  describe('create, read, update, delete', () => {
    it('creates with the client id and reads it back with bankalar and the company name', async () => {
      const _id = '0190a5c4-7b7e-7cc1-8e3a-2f4b5c6d7e8f';
      const account = await created(supplier(company, { _id: _id.toUpperCase(), firmaYetkilisi: ' Ayşe Kaya ' }));
      expect(account).toEqual({
        _id,
        cariTip: 'tedarikci',
        sirket: company,
        unvan: 'Marmara Gemi Kumanya Ltd. Şti.',
        firmaYetkilisi: 'Ayşe Kaya',
        nitelik: '',
        gsm: '',
        sabitTelefon: '',
        ePosta: '',
        ulke: 'Türkiye',
        il: '',
        ilce: '',
        adres: '',
        aciklama: '',
        vergiDairesi: 'Tuzla',
        vergiNumarasi: '1234567808',
        tcNumarasi: '',
        bankalar: [expect.objectContaining({ hesapAdi: 'Ana hesap', iban: 'TR330006100519786457841326' })],
        version: 1,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const detail = await admin.get<AccountDetail>(`${ACCOUNTS}/${_id}`);
      expect(detail.status).toBe(200);
      // An account without bills or cash flows has no balance in any currency.
      expect(detail.body).toEqual({ ...account, sirketIsim: DEMO_COMPANIES[0]?.isim, finans: [] });
    });

    it('makes up an id when the client sends none', async () => {
      expect((await created(customer(company)))._id).toMatch(UUID);
    });

    it('updates with the schema output and bumps the version; moves an account to another company', async () => {
      const account = await created(supplier(company));
      const [, other = ''] = await demoCompanyIds(admin);
      const path = `${ACCOUNTS}/${account._id}`;
      const updated = await admin.put<Account>(path, supplier(other, { unvan: ' ege Kumanya ', il: 'İzmir' }));
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ _id: account._id, sirket: other, unvan: 'Ege Kumanya', il: 'İzmir', version: 2 });
      expect((await admin.get<AccountDetail>(path)).body).toMatchObject({ sirket: other, sirketIsim: DEMO_COMPANIES[1]?.isim });
      expect((await admin.put<ErrorBody>(path, supplier(other, { bankalar: [] }))).status).toBe(422);
      expect((await admin.get<Account>(path)).body.version).toBe(2);
    });

    it('deletes to a tombstone; then it is gone for reads and writes', async () => {
      const account = await created(customer(company));
      const path = `${ACCOUNTS}/${account._id}`;
      const deleted = await admin.delete<Tombstone>(path);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ _id: account._id, deleted: true, version: 2 });
      expect((await admin.get(path)).status).toBe(404);
      expect((await admin.delete(path)).status).toBe(404);
      expect((await admin.put(path, customer(company))).status).toBe(404);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [DUMMY_UUID, 'abc', '1']) {
        expect((await admin.get<ErrorBody>(`${ACCOUNTS}/${id}`)).body).toEqual({ message: 'notFound' });
        expect((await admin.put(`${ACCOUNTS}/${id}`, customer(company))).status).toBe(404);
        expect((await admin.delete(`${ACCOUNTS}/${id}`)).status).toBe(404);
      }
    });

    it('needs a session', async () => {
      const anonymous = server.client();
      expect((await anonymous.get(`${ACCOUNTS}?cariTip=tedarikci`)).status).toBe(401);
      expect((await anonymous.post(ACCOUNTS, customer(company))).status).toBe(401);
    });
  });

  describe('idempotent, versioned writes', () => {
    it('a create sent twice under one Idempotency-Key makes one account and the same answer', async () => {
      const unvan = `Tekrar ${randomUUID()}`;
      const headers = { 'Idempotency-Key': randomUUID() };
      const first = await admin.post<Account>(ACCOUNTS, customer(company, { unvan }), { headers });
      const second = await admin.post<Account>(ACCOUNTS, customer(company, { unvan }), { headers });
      expect(first.status).toBe(201);
      expect({ status: second.status, text: second.text }).toEqual({ status: first.status, text: first.text });
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      const [rows] = await server.db.select({ n: count() }).from(cariHesap).where(eq(cariHesap.unvan, unvan));
      expect(rows?.n).toBe(1);
    });

    it('a stale If-Match is a 409 with the current account and changes nothing', async () => {
      const account = await created(customer(company));
      const path = `${ACCOUNTS}/${account._id}`;
      const updated = await admin.put<Account>(path, customer(company, { il: 'Rize' }), { headers: { 'If-Match': '1' } });
      expect(updated.body.version).toBe(2);
      const stale = await admin.put<ConflictBody<Account>>(path, customer(company, { il: 'Artvin' }), { headers: { 'If-Match': '1' } });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: 'conflict', current: updated.body });
      const staleDelete = await admin.delete(path, { headers: { 'If-Match': '"1"' } });
      expect(staleDelete.status).toBe(409);
      expect((await admin.get<Account>(path)).body).toMatchObject({ il: 'Rize', version: 2 });
    });
  });

  describe('demo data', () => {
    it('seeds about 40 valid accounts over every demo company, suppliers with 1–2 bank accounts', () => {
      expect(DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(36);
      expect(new Set(DEMO_ACCOUNTS.map((a) => a.company))).toEqual(new Set(DEMO_COMPANIES.map((_, i) => i)));
      for (const { company: index, ...account } of DEMO_ACCOUNTS) {
        const result = v.safeParse(accountSchema, { ...account, sirket: DUMMY_UUID });
        expect({ unvan: account.unvan, issues: result.issues?.map((i) => i.message) }).toEqual({ unvan: account.unvan, issues: undefined });
        if (account.cariTip === 'tedarikci') expect(account.bankalar?.length).toBeGreaterThanOrEqual(1);
        for (const bank of account.bankalar ?? []) expect(isValidIban(bank.iban ?? '')).toBe(true);
        if (account.ulke === 'Türkiye' && account.vergiNumarasi) expect(isValidVkn(account.vergiNumarasi)).toBe(true);
        if (account.tcNumarasi) expect(isValidTckn(account.tcNumarasi)).toBe(true);
        expect(index).toBeLessThan(DEMO_COMPANIES.length);
      }
      const initials = new Set(DEMO_ACCOUNTS.map((a) => a.unvan?.charAt(0)));
      for (const letter of ['Ç', 'Ş', 'İ', 'Ö', 'Ü', 'C', 'I']) expect(initials).toContain(letter);
    });

    it('seeds them through the write path: version 1 with a cursor', async () => {
      const rows = await server.db.select({ version: cariHesap.version, cursor: cariHesap.cursor }).from(cariHesap);
      expect(rows.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
      expect(rows.every((row) => row.cursor > 0)).toBe(true);
    });
  });
});
