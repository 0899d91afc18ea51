import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { BdnListResponse, BdnView } from '../../src/domain/bdn';
import type { Bill } from '../../src/domain/bill';
import { addMonths, localDate } from '../../src/domain/calendar';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Bunker delivery notes over HTTP (docs/areas/bunkers-and-emissions.md): the contract, the rules (quantity above 0, 422
// with field paths), the warnings, the three-year retention (409), the link to the bunker bill,
// scoping and the pull.

const BASE = '/api/teknik/bdn';

describe.each(backends)('bunker delivery notes on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let other: string;
  let hidden: string;
  let bunkerSupplier: Account;
  let bill: Bill;

  const note = (sirket: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket,
    bdnNo: 'BDN-2026-0142',
    tarih: '2026-03-14',
    liman: 'Algeciras',
    yakit: 'VLSFO',
    miktarMt: 512.345,
    yogunluk15: 991.2,
    kukurtYuzde: 0.48,
    parlamaNoktasi: 68,
    viskozite: 380,
    numuneMuhurleri: ['MARPOL 0012345', ' ', 'SUPPLIER 0012346'],
    aciklama: '',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    [granted, other, hidden] = [ids[0]!, ids[1]!, ids[2]!];
    bunkerSupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted, { unvan: 'Cepsa Marine Fuels' }))).body;
    const codes = await budgetCodeIds(admin);
    const file = (await uploadPdf(demo, 'bunker-faturasi.pdf'))._id;
    bill = (
      await demo.post<Bill>(
        BILLS,
        simpleBill({ sirket: granted, cariHesap: bunkerSupplier._id, butceKodu: codes['gider:740.01.001']!, faturaFile: file }, 312_000, {
          tarih: '2026-03-15',
        }),
      )
    ).body;
  });
  afterAll(() => server?.close());

  it('creates a BDN: figures in major units, seals trimmed, no warnings for a compliant VLSFO', async () => {
    const created = await demo.post<BdnView>(BASE, note(granted));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      sirket: granted,
      bdnNo: 'BDN-2026-0142',
      tarih: '2026-03-14',
      liman: 'Algeciras',
      tedarikci: null,
      yakit: 'VLSFO',
      miktarMt: 512.345,
      yogunluk15: 991.2,
      kukurtYuzde: 0.48,
      parlamaNoktasi: 68,
      viskozite: 380,
      numuneMuhurleri: ['MARPOL 0012345', 'SUPPLIER 0012346'],
      dosya: null,
      fatura: null,
      aciklama: '',
      version: 1,
    });
    const detail = await demo.get<BdnView>(`${BASE}/${created.body._id}`);
    expect(detail.body.uyarilar).toEqual([]);
    const list = await demo.get<BdnListResponse>(`${BASE}?sirket=${granted}&perPage=200`);
    expect(list.status).toBe(200);
    expect(list.body.bdnler.find((row) => row._id === created.body._id)).toMatchObject({ miktarMt: 512.345, uyarilar: [] });
    expect(list.body.totalCount).toBe(list.body.bdnler.length);
  });

  it('warns, without refusing, of sulphur above the fuel’s cap and of a flash point below 60 °C', async () => {
    const mgo = await demo.post<BdnView>(BASE, note(granted, { bdnNo: 'UYARI-1', yakit: 'MGO', kukurtYuzde: 0.11, parlamaNoktasi: 59.5 }));
    expect(mgo.status).toBe(201);
    expect((await demo.get<BdnView>(`${BASE}/${mgo.body._id}`)).body.uyarilar).toEqual(['sulphurAboveLimit', 'flashPointLow']);
    const hfo = await demo.post<BdnView>(BASE, note(granted, { bdnNo: 'UYARI-2', yakit: 'HFO', kukurtYuzde: 0.5, parlamaNoktasi: 60 }));
    expect((await demo.get<BdnView>(`${BASE}/${hfo.body._id}`)).body.uyarilar).toEqual([]);
    const listed = (await demo.get<BdnListResponse>(`${BASE}?sirket=${granted}&yakit=MGO`)).body.bdnler;
    expect(listed.map((row) => row.bdnNo)).toContain('UYARI-1');
    expect(listed.every((row) => row.yakit === 'MGO')).toBe(true);
  });

  it('refuses a quantity of 0 or less, a missing number and an unknown fuel, with field paths', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await demo.post<ErrorBody>(BASE, body);
      expect(response.status).toBe(422);
      return response.body.errors;
    };
    expect(await refused(note(granted, { miktarMt: 0 }))).toContainEqual({ path: 'miktarMt', message: 'aboveZero' });
    expect(await refused(note(granted, { miktarMt: -5 }))).toContainEqual({ path: 'miktarMt', message: 'aboveZero' });
    expect(await refused(note(granted, { miktarMt: 1.0001 }))).toContainEqual({ path: 'miktarMt', message: 'tooManyDecimals' });
    expect(await refused(note(granted, { bdnNo: ' ' }))).toContainEqual({ path: 'bdnNo', message: 'required' });
    expect(await refused(note(granted, { yakit: 'KEROSEN' }))).toContainEqual({ path: 'yakit', message: 'invalid' });
  });

  it('keeps a BDN three years: 409 retentionPeriod before, a delete after', async () => {
    const today = localDate();
    const young = await demo.post<BdnView>(BASE, note(granted, { bdnNo: 'GENC', tarih: addMonths(today, -35) }));
    const refused = await demo.delete<ErrorBody>(`${BASE}/${young.body._id}`, { headers: { 'If-Match': '1' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('retentionPeriod');
    expect((await demo.get(`${BASE}/${young.body._id}`)).status).toBe(200);

    const old = await demo.post<BdnView>(BASE, note(granted, { bdnNo: 'ESKI', tarih: addMonths(today, -36) }));
    expect((await demo.delete(`${BASE}/${old.body._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    expect((await demo.get(`${BASE}/${old.body._id}`)).status).toBe(404);
  });

  it('links the bunker bill: listed by bill, the bill not deleted while its BDN lives, bills of other ships refused', async () => {
    const linked = await demo.post<BdnView>(BASE, note(granted, { bdnNo: 'FATURALI', tedarikci: bunkerSupplier._id, fatura: bill._id }));
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ tedarikci: bunkerSupplier._id, fatura: bill._id });
    const ofBill = (await demo.get<BdnListResponse>(`${BASE}?fatura=${bill._id}`)).body;
    expect(ofBill.bdnler.map((row) => row.bdnNo)).toEqual(['FATURALI']);
    const billDelete = await demo.delete<ErrorBody>(`${BILLS}/${bill._id}`, { headers: { 'If-Match': String(bill.version) } });
    expect(billDelete.status).toBe(409);

    const elsewhere = await demo.post<ErrorBody>(BASE, note(other, { fatura: bill._id, tedarikci: bunkerSupplier._id }));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'tedarikci', message: 'accountOtherCompany' },
        { path: 'fatura', message: 'billNotFound' },
      ]),
    );
  });

  it('keeps other companies out and carries the signed note; the pull carries the BDN', async () => {
    expect((await demo.post(BASE, note(hidden))).status).toBe(403);
    const theirs = await admin.post<BdnView>(BASE, note(hidden, { bdnNo: 'GIZLI' }));
    expect(theirs.status).toBe(201);
    expect((await demo.get(`${BASE}/${theirs.body._id}`)).status).toBe(404);
    expect((await demo.get<BdnListResponse>(`${BASE}?perPage=200`)).body.bdnler.some((row) => row._id === theirs.body._id)).toBe(false);

    const scan = await uploadPdf(demo, 'bdn-imzali.pdf');
    const made = await demo.post<BdnView>(BASE, note(granted, { bdnNo: 'TARAMALI', dosya: scan._id }));
    expect(made.status).toBe(201);
    expect(made.body.dosya).toMatchObject({ _id: scan._id, name: 'bdn-imzali.pdf' });
    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(JSON.stringify(pulled.body)).toContain(made.body._id);
    expect(JSON.stringify(pulled.body)).not.toContain(theirs.body._id);
  });
});
