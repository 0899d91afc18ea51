import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { BudgetCode, BudgetCodeInput } from '../../src/domain/budget-code';
import type { ErrorBody } from '../../src/domain/validation';
import type { BdnFields } from '../../src/domain/bdn';
import { bdns } from '../../server/collections/bdn';
import { budgetCodes } from '../../server/collections/budget-codes';
import { SERVER_COLLECTIONS } from '../../server/collections/registry';
import { ACCOUNTS, bankAccount, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DEMO, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

// docs/architecture.md §6: never a 500 for bad input. A NUL character cannot be stored by PostgreSQL;
// a foreign key, check, not-null or type violation is the input's fault too.

const NUL = '\u0000';
const invalidCharacter = (...paths: string[]) => ({
  status: 422,
  body: { message: 'validationFailed', errors: paths.map((path) => ({ path, message: 'invalidCharacter' })) },
});
const refusal = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

describe.each(backends)('bad input is refused, never a 500, on $name', (backend) => {
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

  describe('what Fastify or Node refuses before a route runs answers {message} with a key', () => {
    it('a URL that does not decode is 400 badRequest, without the URL in the answer', async () => {
      const response = await admin.get<ErrorBody>(`${ACCOUNTS}/%ZZ`);
      expect(refusal(response)).toEqual({ status: 400, body: { message: 'badRequest' } });
      expect(response.text).not.toContain('%ZZ');
    });

    it('headers past Node’s limit are 431 headersTooLarge', async () => {
      const response = await fetch(`${server.baseUrl}/api/auth/login-check`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({ message: 'headersTooLarge' });
    });
  });

  describe('a NUL character in a body string is 422 invalidCharacter on its path', () => {
    it('in the notepad, which stays as it was', async () => {
      await admin.post('/api/notepad', { notepad: 'önce' });
      expect(refusal(await admin.post('/api/notepad', { notepad: `a${NUL}b` }))).toEqual(invalidCharacter('notepad'));
      expect((await admin.get('/api/notepad')).body).toEqual({ notepad: 'önce' });
    });

    it('in an account’s fields and nested bank accounts, each path once, in the body’s order', async () => {
      const body = supplier(company, {
        unvan: `Sıfır${NUL}`,
        aciklama: NUL,
        bankalar: [bankAccount(), bankAccount({ bankaIsmi: `x${NUL}`, iban: `${NUL}TR` })],
      });
      expect(refusal(await admin.post(ACCOUNTS, body))).toEqual(
        invalidCharacter('unvan', 'bankalar.1.bankaIsmi', 'bankalar.1.iban', 'aciklama'),
      );
      const account = (await admin.post<Account>(ACCOUNTS, customer(company))).body;
      const put = await admin.put(`${ACCOUNTS}/${account._id}`, customer(company, { il: `İz${NUL}mir` }));
      expect(refusal(put)).toEqual(invalidCharacter('il'));
      expect((await admin.get<Account>(`${ACCOUNTS}/${account._id}`)).body.version).toBe(1);
    });

    it('in a key, in an array of strings, in sign-in and in a budget code', async () => {
      expect(refusal(await admin.post('/api/notepad', { notepad: 'x', [`k${NUL}`]: 1 }))).toEqual(invalidCharacter(''));
      expect(refusal(await admin.post('/api/notepad', { notepad: 'x', list: ['ok', NUL] }))).toEqual(invalidCharacter('list.1'));
      const anonymous = server.client();
      expect(refusal(await anonymous.post('/api/auth/login', { email: `admin@example.com${NUL}`, password: 'x' }))).toEqual(
        invalidCharacter('email'),
      );
      const code = { kod: '9', adi: `Ad${NUL}`, tip: 'gider', durum: 'aktif' };
      expect(refusal(await admin.post('/api/finans/butce-kodu', code))).toEqual(invalidCharacter('adi'));
    });

    it('after the session checks: without a session it is still 401', async () => {
      const response = await server.client().post<ErrorBody>('/api/notepad', { notepad: NUL });
      expect(refusal(response)).toEqual({ status: 401, body: { message: 'unauthorized' } });
    });

    it('a NUL in a path or query parameter is no 500 either', async () => {
      for (const path of [
        `/api/finans/butce-kodu/${encodeURIComponent(NUL)}`,
        `/api/finans/butce-kodu/740${encodeURIComponent(NUL)}`,
        `${ACCOUNTS}/${encodeURIComponent(NUL)}`,
        `/api/sirket/${encodeURIComponent(NUL)}`,
      ]) {
        expect({ path, status: (await admin.get(path)).status }).toEqual({ path, status: 404 });
      }
      const query = await admin.get(`${ACCOUNTS}?cariTip=tedarikci&sirket=${encodeURIComponent(NUL)}`);
      expect(query.status).toBe(400);
    });
  });

  describe('a foreign-key violation is 422 on the field, and stored like any refusal', () => {
    it('an account for a company that does not exist: 422 chooseCompany, on create and on a move', async () => {
      const key = { headers: { 'Idempotency-Key': randomUUID() } };
      const created = await admin.post<ErrorBody>(ACCOUNTS, customer(DUMMY_UUID), key);
      const expected = { status: 422, body: { message: 'validationFailed', errors: [{ path: 'sirket', message: 'chooseCompany' }] } };
      expect(refusal(created)).toEqual(expected);
      const replayed = await admin.post<ErrorBody>(ACCOUNTS, customer(DUMMY_UUID), key);
      expect({ ...refusal(replayed), replayed: replayed.headers.get('idempotent-replayed') }).toEqual({
        ...expected,
        replayed: 'true',
      });

      const account = (await admin.post<Account>(ACCOUNTS, customer(company))).body;
      const moved = await admin.put<ErrorBody>(`${ACCOUNTS}/${account._id}`, customer(DUMMY_UUID));
      expect(refusal(moved)).toEqual(expected);
      expect((await admin.get<Account>(`${ACCOUNTS}/${account._id}`)).body).toMatchObject({ sirket: company, version: 1 });
    });

    it('a user who may not see the company still gets 403, not a hint that it does not exist', async () => {
      const demo = server.client();
      await demo.signIn(DEMO);
      expect(refusal(await demo.post(ACCOUNTS, customer(DUMMY_UUID)))).toEqual({ status: 403, body: { message: 'forbidden' } });
    });
  });
});

describe.each(backends)('database refusals of a collection write on $name', (backend) => {
  // A variant of budget codes whose column mapping breaks the table's rules on request (by `adi`),
  // as a rule only the database knows would: the route must answer 422, never 500.
  const breaking = {
    ...budgetCodes,
    values(input: BudgetCodeInput) {
      const values: Record<string, unknown> = budgetCodes.values(input, {});
      if (input.adi === 'check') values.tip = 'masraf';
      if (input.adi === 'not-null') values.kod = null;
      if (input.adi === 'text') values.id = 'not-a-uuid';
      return values;
    },
    constraintErrors: { ...budgetCodes.constraintErrors, butce_kodu_tip_check: { path: 'tip', message: 'invalid' as const } },
  };
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startServer(backend, {}, { collections: { ...SERVER_COLLECTIONS, butceKodu: breaking } });
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  const write = (adi: string) => admin.post<ErrorBody>('/api/finans/butce-kodu', { kod: '9', adi, tip: 'gider', durum: 'aktif' });
  const invalidOn = (path: string) => ({ status: 422, body: { message: 'validationFailed', errors: [{ path, message: 'invalid' }] } });

  it('a check violation is 422 on the field the collection names for it', async () => {
    expect(refusal(await write('check'))).toEqual(invalidOn('tip'));
  });

  it('a not-null or an invalid-text violation is 422 invalid on the whole body', async () => {
    expect(refusal(await write('not-null'))).toEqual(invalidOn(''));
    expect(refusal(await write('text'))).toEqual(invalidOn(''));
  });

  it('nothing was written, and a good write still goes through', async () => {
    const codes = (await admin.get<BudgetCode[]>('/api/finans/butce-kodu')).body;
    expect(codes.some((code) => code.kod === '9')).toBe(false);
    expect((await write('Sağlam')).status).toBe(201);
  });
});

describe.each(backends)('a date the database refuses is 422, never a 500, on $name (issue 46)', (backend) => {
  // A variant of the BDNs that writes its note's date past the schema, as the database gets it: the
  // database's own date errors (SQLSTATE 22007, 22008) are the input's fault too.
  const raw = new Map([
    ['BDN-22008', '2026-02-30'],
    ['BDN-22007', 'otuz şubat'],
  ]);
  const breaking = {
    ...bdns,
    values(input: BdnFields, files: Parameters<typeof bdns.values>[1]) {
      const values: Record<string, unknown> = bdns.values(input, files);
      const tarih = raw.get(input.bdnNo);
      if (tarih !== undefined) values.tarih = tarih;
      return values;
    },
  };
  let server: TestServer;
  let admin: TestClient;
  let company: string;

  beforeAll(async () => {
    server = await startServer(backend, {}, { collections: { ...SERVER_COLLECTIONS, bdn: breaking } });
    admin = server.client();
    await admin.signIn(ADMIN);
    [company = ''] = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  const write = (bdnNo: string) =>
    admin.post<ErrorBody>('/api/teknik/bdn', {
      sirket: company,
      bdnNo,
      tarih: '2026-03-14',
      liman: 'Algeciras',
      yakit: 'VLSFO',
      miktarMt: 512.345,
      yogunluk15: 991.2,
      kukurtYuzde: 0.48,
      parlamaNoktasi: 68,
    });

  it('a day the calendar does not have (22008) and a text that is no date (22007) are 422 invalid', async () => {
    for (const bdnNo of raw.keys()) {
      expect({ bdnNo, ...refusal(await write(bdnNo)) }).toEqual({
        bdnNo,
        status: 422,
        body: { message: 'validationFailed', errors: [{ path: '', message: 'invalid' }] },
      });
    }
    expect((await write('BDN-2026-0001')).status).toBe(201);
  });
});
