import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Company, CompanySummary } from '../../src/domain/company';
import type { ErrorBody } from '../../src/domain/validation';
import { sirket } from '../../server/db/schema';
import { ACCOUNTS, bankAccount, customer, demoCompanyIds } from './account-fixtures';
import { ADMIN, DEMO, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

const BASE = '/api/sirket';

const company = (overrides: Record<string, unknown> = {}) => ({
  isim: 'Marmara Armatörlük A.Ş.',
  tip: 'Armatör',
  adres: 'Rıhtım Cad. No: 1, Karaköy / İstanbul',
  gemi: { adi: 'M/V Marmara', imo: '9375123', bayrak: 'Türkiye' },
  bankalar: [bankAccount({ dovizCinsi: 'EURO' })],
  ...overrides,
});

describe.each(backends)('company writes on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;

  const refused = async (body: unknown) => {
    const response = await admin.post<ErrorBody>(BASE, body);
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 422, message: 'validationFailed' });
    return response.body.errors;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
  });
  afterAll(() => server?.close());

  it('are for administrators only (403 forbidden)', async () => {
    const [granted = ''] = await demoCompanyIds(admin);
    const attempts = [
      await demo.post<ErrorBody>(BASE, company()),
      await demo.put<ErrorBody>(`${BASE}/${granted}`, company()),
      await demo.delete<ErrorBody>(`${BASE}/${granted}`),
    ];
    for (const response of attempts) {
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { message: 'forbidden' } });
    }
    expect((await admin.get<Company>(`${BASE}/${granted}`)).body.isim).not.toBe(company().isim);
  });

  it('an administrator creates a company, which reads back in the list and by id', async () => {
    const created = await admin.post<Company>(
      BASE,
      company({ isim: '  Yeni Armatör A.Ş. ', gemi: { adi: 'M/V Yeni', imo: 'IMO 9375123', bayrak: 'Malta' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      isim: 'Yeni Armatör A.Ş.',
      tip: 'Armatör',
      adres: 'Rıhtım Cad. No: 1, Karaköy / İstanbul',
      gemi: { adi: 'M/V Yeni', imo: '9375123', bayrak: 'Malta' },
      bankalar: [expect.objectContaining({ iban: 'TR330006100519786457841326', dovizCinsi: 'EURO' })],
    });
    expect((await admin.get<Company>(`${BASE}/${created.body._id}`)).body).toEqual(created.body);
    const list = (await admin.get<CompanySummary[]>(BASE)).body;
    expect(list.find((row) => row._id === created.body._id)).toEqual({
      _id: created.body._id,
      isim: 'Yeni Armatör A.Ş.',
      tip: 'Armatör',
      gemi: created.body.gemi,
    });
    // Not granted to anyone: the demo user does not see it.
    expect((await demo.get(`${BASE}/${created.body._id}`)).status).toBe(404);
  });

  it('validates with the shared schema: the ship needs adi, imo and bayrak, a well-formed IMO', async () => {
    expect(await refused(company({ gemi: { adi: '', imo: '', bayrak: ' ' } }))).toEqual([
      { path: 'gemi.adi', message: 'required' },
      { path: 'gemi.imo', message: 'required' },
      { path: 'gemi.bayrak', message: 'required' },
    ]);
    expect(await refused(company({ gemi: { adi: 'M/V X', imo: '93751', bayrak: 'Türkiye' } }))).toEqual([
      { path: 'gemi.imo', message: 'invalidImo' },
    ]);
    expect(await refused(company({ gemi: undefined }))).toEqual([{ path: 'gemi', message: 'required' }]);
    expect(await refused(company({ isim: ' ', tip: '' }))).toEqual([
      { path: 'isim', message: 'required' },
      { path: 'tip', message: 'required' },
    ]);
    expect(await refused(company({ bankalar: [bankAccount({ swiftCode: 'X1' }), bankAccount({ iban: 'TR00' })] }))).toEqual([
      { path: 'bankalar.0.swiftCode', message: 'invalidSwift' },
      { path: 'bankalar.1.iban', message: 'invalidIban' },
    ]);
  });

  it('an administrator updates a company; unknown ids are 404', async () => {
    const created = (await admin.post<Company>(BASE, company())).body;
    const updated = await admin.put<Company>(`${BASE}/${created._id}`, company({ isim: 'Marmara Gemicilik A.Ş.', bankalar: [] }));
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, isim: 'Marmara Gemicilik A.Ş.', bankalar: [] });
    expect((await admin.get<Company>(`${BASE}/${created._id}`)).body).toEqual(updated.body);
    expect((await admin.put(`${BASE}/${created._id}`, company({ gemi: { adi: 'x', imo: 'x', bayrak: 'x' } }))).status).toBe(422);
    for (const id of [DUMMY_UUID, 'abc']) {
      expect((await admin.put(`${BASE}/${id}`, company())).status).toBe(404);
      expect((await admin.delete(`${BASE}/${id}`)).status).toBe(404);
    }
  });

  it('refuses to delete a company that has or had accounts (409 companyInUse), deletes one that never had any', async () => {
    const created = (await admin.post<Company>(BASE, company({ isim: 'Silinecek Denizcilik A.Ş.' }))).body;
    const account = (await admin.post<Account>(ACCOUNTS, customer(created._id))).body;
    const inUse = await admin.delete<ErrorBody>(`${BASE}/${created._id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: 'companyInUse' });
    expect((await admin.get(`${BASE}/${created._id}`)).status).toBe(200);

    // A deleted account (a tombstone) keeps the company too: devices that still hold the account
    // must be able to pull its delete, so no company delete may take the tombstone with it.
    await admin.delete(`${ACCOUNTS}/${account._id}`);
    const stillInUse = await admin.delete<ErrorBody>(`${BASE}/${created._id}`);
    expect({ status: stillInUse.status, body: stillInUse.body }).toEqual({ status: 409, body: { message: 'companyInUse' } });
    expect((await admin.get(`${BASE}/${created._id}`)).status).toBe(200);
    // Nor does the database let any delete take it along: the foreign key restricts.
    await expect(server.db.delete(sirket).where(eq(sirket.id, created._id))).rejects.toThrow();

    const unused = (await admin.post<Company>(BASE, company({ isim: 'Hiç Kullanılmamış A.Ş.' }))).body;
    const deleted = await admin.delete(`${BASE}/${unused._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ _id: unused._id, deleted: true });
    expect((await admin.get(`${BASE}/${unused._id}`)).status).toBe(404);
    expect((await admin.post<ErrorBody>(ACCOUNTS, customer(unused._id))).body.errors).toEqual([
      { path: 'sirket', message: 'chooseCompany' },
    ]);
  });

  it('a table outside the registry that refers to the company keeps it too (409, not 500)', async () => {
    await server.db.execute(sql.raw('create table test_company_refs (sirket_id uuid not null references sirket (id))'));
    const referred = (await admin.post<Company>(BASE, company({ isim: 'Başka Tabloda Anılan A.Ş.' }))).body;
    await server.db.execute(sql`insert into test_company_refs (sirket_id) values (${referred._id})`);
    const response = await admin.delete<ErrorBody>(`${BASE}/${referred._id}`);
    expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { message: 'companyInUse' } });
    expect((await admin.get(`${BASE}/${referred._id}`)).status).toBe(200);
  });

  it('honours Idempotency-Key: a create sent twice makes one company', async () => {
    const isim = `Tekrar ${randomUUID()}`;
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await admin.post<Company>(BASE, company({ isim }), { headers });
    const second = await admin.post<Company>(BASE, company({ isim }), { headers });
    expect(first.status).toBe(201);
    expect({ status: second.status, text: second.text }).toEqual({ status: 201, text: first.text });
    const [row] = await server.db.select({ n: count() }).from(sirket).where(eq(sirket.isim, isim));
    expect(row?.n).toBe(1);
  });
});
