import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetCodeSchema, compareBudgetCodes, type BudgetCode } from '../../src/domain/budget-code';
import type { Tombstone } from '../../src/domain/sync';
import { validate, type ErrorBody } from '../../src/domain/validation';
import { DEMO_BUDGET_CODES } from '../../server/db/demo-data';
import type { Account } from '../../src/domain/account';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

const BASE = '/api/finans/butce-kodu';
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(backends)('budget codes on $name', (backend) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    // Writes are for administrators (docs/decisions.md §1); reads are the same for every user.
    await client.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  const valid = { kod: '9', adi: 'Deneme', tip: 'gider', durum: 'aktif' };

  it('lists the seeded chart of one type in tree order', async () => {
    const gider = await client.get<BudgetCode[]>(`${BASE}?tip=gider`);
    expect(gider.status).toBe(200);
    const codes = gider.body.map((row) => row.kod);
    expect(codes).toEqual(
      DEMO_BUDGET_CODES.filter((c) => c.tip === 'gider')
        .map((c) => c.kod)
        .sort(compareBudgetCodes),
    );
    expect(gider.body.every((row) => row.tip === 'gider')).toBe(true);
    expect(gider.body[0]).toEqual({
      _id: expect.stringMatching(UUID_V7),
      kod: '740',
      adi: 'Hizmet Üretim Maliyeti',
      tip: 'gider',
      durum: 'aktif',
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const all = await client.get<BudgetCode[]>(BASE);
    expect(all.body).toHaveLength(DEMO_BUDGET_CODES.length);
    expect((await client.get<ErrorBody>(`${BASE}?tip=masraf`)).status).toBe(400);
  });

  it('seeds a valid chart in which every parent exists and a code or two are passive', () => {
    for (const code of DEMO_BUDGET_CODES) expect(validate(budgetCodeSchema, code).ok).toBe(true);
    for (const code of DEMO_BUDGET_CODES.filter((c) => c.kod.includes('.'))) {
      const parent = code.kod.slice(0, code.kod.lastIndexOf('.'));
      expect(DEMO_BUDGET_CODES.some((c) => c.tip === code.tip && c.kod === parent)).toBe(true);
    }
    expect(DEMO_BUDGET_CODES.some((c) => c.durum === 'pasif')).toBe(true);
  });

  it('orders numerically, not as text (900.2 before 900.10, 900 after 602)', async () => {
    // A parent comes first; 900.10 is made before 900.2.
    for (const kod of ['900', '900.10', '900.2']) {
      expect((await client.post(BASE, { ...valid, kod, tip: 'gelir' })).status).toBe(201);
    }
    const gelir = (await client.get<BudgetCode[]>(`${BASE}?tip=gelir`)).body.map((row) => row.kod);
    expect(gelir.slice(-4)).toEqual(['602.02', '900', '900.2', '900.10']);
  });

  it('creates with the client id and returns it by id and by code', async () => {
    const _id = '0190a5c4-7b7e-7cc1-8e3a-2f4b5c6d7e8f';
    const input = { _id, kod: ' 610 ', adi: ' Satış İndirimleri ', tip: 'gelir', durum: 'pasif' };
    const created = await client.post<BudgetCode>(BASE, input);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id,
      kod: '610',
      adi: 'Satış İndirimleri',
      tip: 'gelir',
      durum: 'pasif',
      version: 1,
      updatedAt: expect.any(String),
    });
    expect((await client.get(`${BASE}/${_id}`)).body).toEqual(created.body);
    expect((await client.get(`${BASE}/${_id.toUpperCase()}`)).body).toEqual(created.body);
    expect((await client.get(`${BASE}/610`)).body).toEqual(created.body);
    expect((await client.get(`${BASE}/610?tip=gelir`)).body).toEqual(created.body);
    expect((await client.get(`${BASE}/610?tip=gider`)).status).toBe(404);
  });

  it('makes up an id when the client sends none', async () => {
    const created = await client.post<BudgetCode>(BASE, valid);
    expect(created.status).toBe(201);
    expect(created.body._id).toMatch(UUID_V7);
  });

  it('looks a code up in gider first when both charts have it and no tip is given', async () => {
    await client.post(BASE, { ...valid, kod: '8', tip: 'gelir', adi: 'Gelir 8' });
    await client.post(BASE, { ...valid, kod: '8', tip: 'gider', adi: 'Gider 8' });
    expect((await client.get<BudgetCode>(`${BASE}/8`)).body.adi).toBe('Gider 8');
    expect((await client.get<BudgetCode>(`${BASE}/8?tip=gelir`)).body.adi).toBe('Gelir 8');
  });

  it('answers 404 for an unknown code or id', async () => {
    for (const path of [`${BASE}/999.999`, `${BASE}/${DUMMY_UUID}`, `${BASE}/abc`]) {
      const response = await client.get<ErrorBody>(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'notFound' });
    }
    expect((await client.put(`${BASE}/${DUMMY_UUID}`, valid)).status).toBe(404);
    expect((await client.delete(`${BASE}/999.999`)).status).toBe(404);
  });

  it('validates every field with the shared schema: 422 with field paths', async () => {
    const cases: [Record<string, unknown>, ErrorBody['errors']][] = [
      [{ adi: 'x', tip: 'gider', durum: 'aktif' }, [{ path: 'kod', message: 'required' }]],
      [{ kod: '1', tip: 'gider', durum: 'aktif' }, [{ path: 'adi', message: 'required' }]],
      [{ kod: '1', adi: 'x', durum: 'aktif' }, [{ path: 'tip', message: 'required' }]],
      [{ kod: '1', adi: 'x', tip: 'gider' }, [{ path: 'durum', message: 'required' }]],
      [{ ...valid, kod: '' }, [{ path: 'kod', message: 'required' }]],
      [{ ...valid, kod: '1..2' }, [{ path: 'kod', message: 'invalidCode' }]],
      [{ ...valid, kod: 'a.1' }, [{ path: 'kod', message: 'invalidCode' }]],
      [{ ...valid, tip: 'masraf' }, [{ path: 'tip', message: 'invalid' }]],
      [{ ...valid, durum: 'active' }, [{ path: 'durum', message: 'invalid' }]],
      [{ ...valid, _id: 'not-a-uuid' }, [{ path: '_id', message: 'invalid' }]],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post<ErrorBody>(BASE, body);
      expect({ body, status: response.status, response: response.body }).toEqual({
        body,
        status: 422,
        response: { message: 'validationFailed', errors },
      });
    }
    const empty = await client.request<ErrorBody>('POST', BASE);
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.map((e) => e.path)).toEqual(['kod', 'adi', 'tip', 'durum']);
    const badJson = await client.request<ErrorBody>('POST', BASE, { raw: '{"kod":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: 'invalidJson' });
  });

  it('keeps a code unique within its chart, not across charts', async () => {
    for (const tip of ['gider', 'gelir']) expect((await client.post(BASE, { ...valid, kod: '7', tip })).status).toBe(201);
    expect((await client.post(BASE, { ...valid, kod: '7.7' })).status).toBe(201);
    const taken = await client.post<ErrorBody>(BASE, { ...valid, kod: '7.7', adi: 'Başka' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: 'validationFailed', errors: [{ path: 'kod', message: 'codeTaken' }] });
    expect((await client.post(BASE, { ...valid, kod: '7.7', tip: 'gelir' })).status).toBe(201);

    // Renaming onto a taken code is refused too, and the row is left as it was.
    const other = await client.post<BudgetCode>(BASE, { ...valid, kod: '7.8' });
    const rename = await client.put<ErrorBody>(`${BASE}/${other.body._id}`, { ...valid, kod: '7.7' });
    expect(rename.status).toBe(422);
    expect(rename.body.errors).toEqual([{ path: 'kod', message: 'codeTaken' }]);
    expect((await client.get<BudgetCode>(`${BASE}/${other.body._id}`)).body).toEqual(other.body);
  });

  it('updates by code or id and bumps the version', async () => {
    await client.post(BASE, { ...valid, kod: '6' });
    const created = await client.post<BudgetCode>(BASE, { ...valid, kod: '6.1' });
    const byCode = await client.put<BudgetCode>(`${BASE}/6.1?tip=gider`, { ...valid, kod: '6.1', adi: 'Yeni ad' });
    expect(byCode.status).toBe(200);
    expect(byCode.body).toEqual({ ...created.body, adi: 'Yeni ad', version: 2, updatedAt: expect.any(String) });
    const byId = await client.put<BudgetCode>(`${BASE}/${created.body._id}`, { ...valid, kod: '6.2', durum: 'pasif' });
    expect(byId.body).toMatchObject({ _id: created.body._id, kod: '6.2', durum: 'pasif', version: 3 });
    expect((await client.get(`${BASE}/6.1`)).status).toBe(404);
    const invalid = await client.put<ErrorBody>(`${BASE}/${created.body._id}`, { ...valid, kod: '6.' });
    expect(invalid.status).toBe(422);
  });

  it('deletes to a tombstone: gone from lists and lookups, and the code is free again', async () => {
    await client.post(BASE, { ...valid, kod: '5' });
    const created = await client.post<BudgetCode>(BASE, { ...valid, kod: '5.5' });
    const deleted = await client.delete<Tombstone>(`${BASE}/5.5`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ _id: created.body._id, deleted: true, version: 2 });
    expect((await client.get(`${BASE}/${created.body._id}`)).status).toBe(404);
    expect((await client.get<BudgetCode[]>(BASE)).body.some((row) => row._id === created.body._id)).toBe(false);
    expect((await client.delete(`${BASE}/${created.body._id}`)).status).toBe(404);
    expect((await client.put(`${BASE}/${created.body._id}`, valid)).status).toBe(404);
    expect((await client.post(BASE, { ...valid, kod: '5.5' })).status).toBe(201);
    // Its id is not reused, though: a create with it is a conflict showing the tombstone.
    const again = await client.post<ErrorBody & { current: unknown }>(BASE, { ...valid, kod: '5.6', _id: created.body._id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'conflict', current: { _id: created.body._id, deleted: true, version: 2 } });
  });

  it('needs a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(BASE)).status).toBe(401);
    expect((await anonymous.post(BASE, valid)).status).toBe(401);
  });

  describe('the chart rules (docs/decisions.md §1, docs/architecture.md §9)', () => {
    const byKod = async (kod: string, tip = 'gider') => (await client.get<BudgetCode>(`${BASE}/${kod}?tip=${tip}`)).body;
    const refusal = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });
    const parentMissing = { status: 422, body: { message: 'validationFailed', errors: [{ path: 'kod', message: 'parentMissing' }] } };
    const hasChildren = { status: 409, body: { message: 'hasChildren' } };

    it('writes are for administrators only (403 forbidden); reads stay open', async () => {
      const demo = server.client();
      await demo.signIn(DEMO);
      const fuel = await byKod('740.01.001');
      expect((await demo.get<BudgetCode[]>(`${BASE}?tip=gider`)).status).toBe(200);
      expect((await demo.get<BudgetCode>(`${BASE}/${fuel._id}`)).body).toEqual(fuel);
      const attempts = [
        await demo.post<ErrorBody>(BASE, { ...valid, kod: '990' }),
        await demo.post<ErrorBody>(BASE, { ...valid, kod: '990' }, { headers: { 'Idempotency-Key': 'k-990' } }),
        await demo.put<ErrorBody>(`${BASE}/${fuel._id}`, { ...fuel, adi: 'Değişmez' }),
        await demo.delete<ErrorBody>(`${BASE}/740.01.001`),
      ];
      for (const response of attempts) expect(refusal(response)).toEqual({ status: 403, body: { message: 'forbidden' } });
      expect(await byKod('740.01.001')).toEqual(fuel);
      expect((await client.get(`${BASE}/990`)).status).toBe(404);
    });

    it('a code needs its parent live in the same chart (422 parentMissing)', async () => {
      expect(refusal(await client.post(BASE, { ...valid, kod: '770.03.001' }))).toEqual(parentMissing);
      // 740 is an expense code: an income code under it has no parent in its own chart.
      expect(refusal(await client.post(BASE, { ...valid, kod: '740.05', tip: 'gelir' }))).toEqual(parentMissing);
      const child = await client.post<BudgetCode>(BASE, { ...valid, kod: '740.05', adi: 'Kanal Geçiş Giderleri' });
      expect(child.status).toBe(201);

      // An edit may not leave it without a parent either, by its kod or by its chart.
      const path = `${BASE}/${child.body._id}`;
      expect(refusal(await client.put(path, { ...valid, kod: '741.05' }))).toEqual(parentMissing);
      expect(refusal(await client.put(path, { ...valid, kod: '740.05', tip: 'gelir' }))).toEqual(parentMissing);
      expect(await byKod('740.05')).toEqual(child.body);
      const renamed = await client.put<BudgetCode>(path, { ...valid, kod: '740.01.004', adi: 'Yağlama Yağı' });
      expect(renamed.status).toBe(200);

      // A deleted parent is no parent.
      await client.post(BASE, { ...valid, kod: '960' });
      expect((await client.delete(`${BASE}/960`)).status).toBe(200);
      expect(refusal(await client.post(BASE, { ...valid, kod: '960.1' }))).toEqual(parentMissing);
    });

    it('a code with live children cannot be deleted (409 hasChildren); once they are gone it can', async () => {
      expect(refusal(await client.delete(`${BASE}/740.02`))).toEqual(hasChildren);
      expect((await byKod('740.02')).version).toBe(1);

      const parent = (await client.post<BudgetCode>(BASE, { ...valid, kod: '950' })).body;
      const child = (await client.post<BudgetCode>(BASE, { ...valid, kod: '950.1' })).body;
      // A child of the same code in the other chart is not its child.
      expect((await client.post(BASE, { ...valid, kod: '950', tip: 'gelir' })).status).toBe(201);
      expect((await client.post(BASE, { ...valid, kod: '950.2', tip: 'gelir' })).status).toBe(201);
      // Nor is a code that merely starts with the same digits.
      expect((await client.post(BASE, { ...valid, kod: '9501' })).status).toBe(201);

      expect(refusal(await client.delete(`${BASE}/${parent._id}`, { headers: { 'If-Match': '1' } }))).toEqual(hasChildren);
      expect((await client.delete(`${BASE}/${child._id}`)).status).toBe(200);
      expect((await client.delete(`${BASE}/${parent._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    });

    it('the kod or chart of a code with children cannot change (409 hasChildren); its name and status can', async () => {
      const parent = (await client.post<BudgetCode>(BASE, { ...valid, kod: '970' })).body;
      await client.post(BASE, { ...valid, kod: '970.01' });
      const path = `${BASE}/${parent._id}`;
      expect(refusal(await client.put(path, { ...valid, kod: '971' }))).toEqual(hasChildren);
      expect(refusal(await client.put(path, { ...valid, kod: '970', tip: 'gelir' }))).toEqual(hasChildren);
      expect(await byKod('970')).toEqual(parent);
      const edited = await client.put<BudgetCode>(path, { ...valid, kod: '970', adi: 'Yeni Ad', durum: 'pasif' });
      expect(edited.body).toMatchObject({ kod: '970', adi: 'Yeni Ad', durum: 'pasif', version: 2 });
      // A leaf moves freely.
      const leaf = (await client.post<BudgetCode>(BASE, { ...valid, kod: '980' })).body;
      expect((await client.put<BudgetCode>(`${BASE}/${leaf._id}`, { ...valid, kod: '981' })).body.kod).toBe('981');
    });
  });
});

describe.each(backends)('the in-use rule of a delete on $name', (backend) => {
  // A live bill's line booked under the code keeps it (the declared reference `fatura.kalemler`).
  const inUseKod = '740.02.002';
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    await client.signIn(ADMIN);
    const [sirket] = await demoCompanyIds(client);
    const account = (await client.post<Account>(ACCOUNTS, supplier(sirket!))).body;
    const file = await uploadPdf(client);
    const codes = await budgetCodeIds(client);
    const refs = { sirket: sirket!, cariHesap: account._id, butceKodu: codes[`gider:${inUseKod}`]!, faturaFile: file._id };
    expect((await client.post(BILLS, simpleBill(refs, 100))).status).toBe(201);
  });
  afterAll(() => server?.close());

  it('a record still referred to is 409 inUse and stays; others are deleted', async () => {
    const response = await client.delete<ErrorBody>(`${BASE}/${inUseKod}`);
    expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { message: 'inUse' } });
    expect((await client.get<BudgetCode>(`${BASE}/${inUseKod}`)).body.version).toBe(1);
    expect((await client.delete(`${BASE}/740.02.001`)).status).toBe(200);
  });
});
