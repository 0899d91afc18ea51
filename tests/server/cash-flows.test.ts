import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountListResponse } from '../../src/domain/account';
import type { AccountFinance } from '../../src/domain/account-balance';
import type { Bill, BillListResponse, BillView } from '../../src/domain/bill';
import type { CashFlow, CashFlowListResponse, CashFlowView } from '../../src/domain/cash-flow';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, billBody, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';
import { DEMO_COMPANIES } from '../../server/db/demo-data';

// Cash flows over HTTP (docs/areas/cash-flows.md, docs/architecture.md §7): the contract, the rules (422 with paths),
// company scoping, and what payments make of bills and accounts after create, update and delete.

const FLOWS = '/api/finans/nakit-akis';

describe.each(backends)('cash flows on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  /** The demo user: granted (write) the first two demo companies only. */
  let demo: TestClient;
  let granted: string[];
  let hidden: string;
  let mySupplier: Account;
  let myCustomer: Account;
  let otherSupplier: Account;
  let hiddenSupplier: Account;
  let myFile: string;
  let adminFile: string;
  let billRefs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string };
  let incomeCode: string;

  const flow = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    tip: 'odeme',
    tarih: '2026-02-01',
    miktar: 100,
    dovizCinsi: 'GBP',
    sirket: granted[0],
    cariHesap: mySupplier._id,
    odemeYontemi: 'havale',
    aciklama: 'Şubat ödemesi',
    dekontFile: myFile,
    ...overrides,
  });
  const finansOf = async (account: string): Promise<AccountFinance[]> =>
    (await demo.get<Account & { finans: AccountFinance[] }>(`${ACCOUNTS}/${account}`)).body.finans;
  const billView = async (id: string) => (await demo.get<BillView>(`${BILLS}/${id}`)).body;
  const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cash-flows-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    granted = ids.slice(0, 2);
    hidden = ids[2] ?? '';
    const codes = await budgetCodeIds(admin);
    incomeCode = Object.entries(codes).find(([key]) => key.startsWith('gelir:') && key.split('.').length === 3)?.[1] ?? '';
    mySupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Ödenen Tedarikçi' }))).body;
    myCustomer = (await demo.post<Account>(ACCOUNTS, customer(granted[0]!, { unvan: 'Tahsil Edilen Müşteri' }))).body;
    otherSupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[1]!, { unvan: 'Öbür Şirket Tedarikçisi' }))).body;
    hiddenSupplier = (await admin.post<Account>(ACCOUNTS, supplier(hidden, { unvan: 'Gizli Tedarikçi' }))).body;
    myFile = (await uploadPdf(demo, 'dekont.pdf'))._id;
    adminFile = (await uploadPdf(admin, 'gizli-dekont.pdf'))._id;
    billRefs = { sirket: granted[0]!, cariHesap: mySupplier._id, butceKodu: codes['gider:740.01.001']!, faturaFile: myFile };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the contract', () => {
    it('creates, reads, updates and deletes a cash flow, with amounts in major units and the receipt record', async () => {
      const created = await demo.post<CashFlow>(FLOWS, flow({ miktar: '1234.56' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        tip: 'odeme',
        miktar: 1234.56,
        dovizCinsi: 'GBP',
        sirket: granted[0],
        cariHesap: mySupplier._id,
        fatura: null,
        odemeYontemi: 'havale',
        version: 1,
      });
      expect(created.body.dekontFile).toMatchObject({ _id: myFile, name: 'dekont.pdf', path: `/api/file/${myFile}` });
      const url = `${FLOWS}/${created.body._id}`;
      const detail = (await demo.get<CashFlowView>(url)).body;
      // docs/areas/cash-flows.md: sirket {isim}, cariHesap {_id, unvan}.
      expect(detail).toEqual({
        ...created.body,
        sirket: { _id: granted[0], isim: DEMO_COMPANIES[0]!.isim },
        cariHesap: { _id: mySupplier._id, unvan: 'Ödenen Tedarikçi' },
        faturaProformaNo: '',
      });

      const updated = await demo.put<CashFlow>(url, flow({ miktar: 10, odemeYontemi: 'cek' }), ifMatch(1));
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ miktar: 10, odemeYontemi: 'cek', version: 2 });
      const stale = await demo.put<ErrorBody>(url, flow({ miktar: 11 }), ifMatch(1));
      expect(stale.status).toBe(409);
      expect((await demo.delete(url, ifMatch(2))).status).toBe(200);
      expect((await demo.get(url)).status).toBe(404);
    });

    it('the record the pull sends is the one the API answered', async () => {
      const created = (await demo.post<CashFlow>(FLOWS, flow({ miktar: 42.5 }))).body;
      let since = 0;
      let found: unknown;
      for (;;) {
        const page = (await demo.get<SyncResponse>(`/api/sync?since=${since}&limit=500`)).body;
        found = page.changes.find((change) => change.collection === 'nakitAkis' && change._id === created._id)?.record ?? found;
        since = page.cursor;
        if (!page.hasMore) break;
      }
      expect(found).toEqual(created);
    });

    it('lists pages of {nakitAkislar, totalCount} by type, company and currency; ?cariHesap= gives {nakitAkislar}', async () => {
      const company = granted[1]!;
      for (const [i, miktar] of [10, 30, 20].entries()) {
        const response = await demo.post(
          FLOWS,
          flow({ sirket: company, cariHesap: otherSupplier._id, miktar, tarih: `2026-0${i + 1}-10`, dovizCinsi: 'EURO' }),
        );
        expect(response.status).toBe(201);
      }
      await demo.post(FLOWS, flow({ sirket: company, cariHesap: otherSupplier._id, tip: 'tahsilat', dovizCinsi: 'EURO' }));
      const query = `tip=odeme&sirket=${company}&dovizCinsi=EURO`;
      const all = (await demo.get<CashFlowListResponse>(`${FLOWS}?${query}&perPage=100`)).body;
      expect(all.totalCount).toBe(3);
      expect(all.nakitAkislar.map((row) => row.tarih)).toEqual(['2026-03-10', '2026-02-10', '2026-01-10']);
      expect(all.nakitAkislar[0]).toMatchObject({
        cariHesap: { _id: otherSupplier._id, unvan: 'Öbür Şirket Tedarikçisi' },
        sirket: { _id: company },
      });
      const page = (await demo.get<CashFlowListResponse>(`${FLOWS}?${query}&sortBy=miktar&sortingOrder=1&perPage=2&page=2`)).body;
      expect(page).toMatchObject({ totalCount: 3 });
      expect(page.nakitAkislar.map((row) => row.miktar)).toEqual([30]);
      expect((await demo.get<CashFlowListResponse>(`${FLOWS}?tip=tahsilat&sirket=${company}`)).body.totalCount).toBe(1);

      const ofAccount = await demo.get<{ nakitAkislar: CashFlowView[]; totalCount?: number }>(`${FLOWS}?cariHesap=${otherSupplier._id}`);
      expect(ofAccount.body.totalCount).toBeUndefined();
      expect(ofAccount.body.nakitAkislar).toHaveLength(4);
      expect((await demo.get(`${FLOWS}?cariHesap=${hiddenSupplier._id}`)).status).toBe(404);
      expect((await demo.get<ErrorBody>(`${FLOWS}?tip=gider`)).status).toBe(400);
    });

    it('a create sent twice under one Idempotency-Key makes one cash flow and the same answer', async () => {
      const headers = { 'Idempotency-Key': randomUUID() };
      const body = flow({ sirket: granted[1], cariHesap: otherSupplier._id, dovizCinsi: 'TL', miktar: 77 });
      const first = await demo.post<CashFlow>(FLOWS, body, { headers });
      const second = await demo.post<CashFlow>(FLOWS, body, { headers });
      expect(second.status).toBe(first.status);
      expect(second.text).toBe(first.text);
      const list = (await demo.get<CashFlowListResponse>(`${FLOWS}?sirket=${granted[1]}&dovizCinsi=TL`)).body;
      expect(list.nakitAkislar.filter((row) => row.miktar === 77)).toHaveLength(1);
    });
  });

  describe('the rules (422 with a path)', () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await demo.post<ErrorBody>(FLOWS, body);
      expect(response.status).toBe(422);
      return response.body.errors;
    };

    it('the required fields and amounts', async () => {
      expect(await errorsOf(flow({ miktar: 0, tarih: '', odemeYontemi: 'bitcoin', dekontFile: undefined }))).toEqual(
        expect.arrayContaining([
          { path: 'miktar', message: 'aboveZero' },
          { path: 'tarih', message: 'required' },
          { path: 'odemeYontemi', message: 'invalid' },
          { path: 'dekontFile', message: 'required' },
        ]),
      );
      expect(await errorsOf(flow({ miktar: '1.005' }))).toEqual([{ path: 'miktar', message: 'tooManyDecimals' }]);
      // At least 0,01 (docs/decisions.md §1): a payment of 0,50 is one, stored to the cent.
      const small = await demo.post<CashFlow>(FLOWS, flow({ miktar: 0.5 }));
      expect(small.status).toBe(201);
      expect(small.body.miktar).toBe(0.5);
      expect((await demo.post<CashFlow>(FLOWS, flow({ miktar: 0.01 }))).body.miktar).toBe(0.01);
      // A missing account is required; one that is no id at all is invalid.
      expect(await errorsOf(flow({ cariHesap: '' }))).toEqual([{ path: 'cariHesap', message: 'required' }]);
      expect(await errorsOf(flow({ cariHesap: 'bad' }))).toEqual([{ path: 'cariHesap', message: 'invalid' }]);
    });

    it('the account must be in the company, and visible', async () => {
      expect(await errorsOf(flow({ cariHesap: otherSupplier._id }))).toEqual([{ path: 'cariHesap', message: 'accountOtherCompany' }]);
      expect(await errorsOf(flow({ cariHesap: hiddenSupplier._id }))).toEqual([{ path: 'cariHesap', message: 'accountNotFound' }]);
    });

    it('a named bill must be the same account’s, of the matching direction and currency', async () => {
      const bill = (await demo.post<Bill>(BILLS, simpleBill(billRefs, 500))).body;
      const otherBill = (await demo.post<Bill>(BILLS, simpleBill({ ...billRefs, sirket: granted[1]!, cariHesap: otherSupplier._id }, 500)))
        .body;
      expect(await errorsOf(flow({ fatura: bill._id, dovizCinsi: 'USD' }))).toEqual([
        { path: 'dovizCinsi', message: 'billCurrencyMismatch' },
      ]);
      expect(await errorsOf(flow({ fatura: bill._id, tip: 'tahsilat' }))).toEqual([{ path: 'fatura', message: 'billTypeMismatch' }]);
      expect(await errorsOf(flow({ fatura: otherBill._id }))).toEqual([{ path: 'fatura', message: 'billOtherAccount' }]);
      expect(await errorsOf(flow({ fatura: randomUUID() }))).toEqual([{ path: 'fatura', message: 'billNotFound' }]);
      // An outgoing bill (to a customer) is paid by a collection.
      const giden = (
        await demo.post<Bill>(
          BILLS,
          simpleBill({ ...billRefs, cariHesap: myCustomer._id, butceKodu: incomeCode }, 300, { tip: 'giden', faturaProformaNo: 'G-1' }),
        )
      ).body;
      expect(await errorsOf(flow({ cariHesap: myCustomer._id, fatura: giden._id }))).toEqual([
        { path: 'fatura', message: 'billTypeMismatch' },
      ]);
      expect((await demo.post(FLOWS, flow({ cariHesap: myCustomer._id, fatura: giden._id, tip: 'tahsilat' }))).status).toBe(201);
    });

    it('the receipt must exist and be visible to the writer', async () => {
      expect(await errorsOf(flow({ dekontFile: adminFile }))).toEqual([{ path: 'dekontFile', message: 'fileNotFound' }]);
      expect(await errorsOf(flow({ dekontFile: randomUUID() }))).toEqual([{ path: 'dekontFile', message: 'fileNotFound' }]);
    });
  });

  describe('scoping', () => {
    it('a cash flow of a company the user may not see is not listed, read, written or its receipt shown', async () => {
      const theirs = await admin.post<CashFlow>(
        FLOWS,
        flow({ sirket: hidden, cariHesap: hiddenSupplier._id, dekontFile: adminFile, miktar: 5 }),
      );
      expect(theirs.status).toBe(201);
      expect((await demo.get(`${FLOWS}/${theirs.body._id}`)).status).toBe(404);
      expect((await demo.put(`${FLOWS}/${theirs.body._id}`, flow(), ifMatch(1))).status).toBe(404);
      expect((await demo.delete(`${FLOWS}/${theirs.body._id}`, ifMatch(1))).status).toBe(404);
      expect((await demo.get<CashFlowListResponse>(`${FLOWS}?sirket=${hidden}`)).body).toEqual({ nakitAkislar: [], totalCount: 0 });
      const everything = (await demo.get<CashFlowListResponse>(`${FLOWS}?perPage=200`)).body;
      expect(everything.nakitAkislar.every((row) => granted.includes(row.sirket._id))).toBe(true);
      expect((await demo.post(FLOWS, flow({ sirket: hidden, cariHesap: hiddenSupplier._id }))).status).toBe(403);
      expect((await demo.get(`/api/file/${adminFile}`)).status).toBe(404);
      // A reader of the company sees its receipts but may not write.
      const reader = server.client();
      await reader.signIn(await createUser(server.db, { email: `r${Date.now()}@example.com`, grants: { [hidden]: 'okuma' } }));
      expect((await reader.get(`/api/file/${adminFile}`)).status).toBe(200);
      expect((await reader.post(FLOWS, flow({ sirket: hidden, cariHesap: hiddenSupplier._id, dekontFile: adminFile }))).status).toBe(403);
    });
  });

  describe('what payments make of bills and accounts', () => {
    it('create, move, update and delete of payments change the bill and the account at once', async () => {
      const account = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Bakiye Tedarikçisi' }))).body;
      const refs = { ...billRefs, cariHesap: account._id };
      // 2,214.07 in 738.02 + 738.02 + 738.03, and a second bill of 100.00.
      const bill = (await demo.post<Bill>(BILLS, billBody(refs))).body;
      const small = (await demo.post<Bill>(BILLS, simpleBill(refs, 100, { tarih: '2026-01-15' }))).body;
      expect(await finansOf(account._id)).toEqual([
        { dovizCinsi: 'GBP', fatura: 2314.07, odenen: 0, odenecekTaksit: 100, odemeTarihi: '2026-01-15', bakiye: 2314.07, avans: 0 },
      ]);

      const payment = (
        await demo.post<CashFlow>(FLOWS, flow({ cariHesap: account._id, fatura: bill._id, miktar: 1000, tarih: '2026-02-10' }))
      ).body;
      const partly = await billView(bill._id);
      expect(partly).toMatchObject({
        durum: 'odenmedi',
        odenecekTaksit: 476.04,
        odemeTarihi: '2026-02-28',
        toplamlar: { odenmisTutar: 1000 },
      });
      expect(partly.odemePlani.map((row) => row.durum)).toEqual(['odendi', 'odenmedi', 'odenmedi']);
      const listed = (await demo.get<BillListResponse>(`${BILLS}?tip=gelen&sirket=${granted[0]}&perPage=200`)).body.faturalar;
      expect(listed.find((row) => row._id === bill._id)).toMatchObject({ toplamlar: { odenmisTutar: 1000 }, odenecekTaksit: 476.04 });
      expect(await finansOf(account._id)).toEqual([
        { dovizCinsi: 'GBP', fatura: 2314.07, odenen: 1000, odenecekTaksit: 100, odemeTarihi: '2026-01-15', bakiye: 1314.07, avans: 0 },
      ]);

      // An over-payment of the small bill: 100 pays it, 20.50 is credit.
      const over = (
        await demo.post<CashFlow>(FLOWS, flow({ cariHesap: account._id, fatura: small._id, miktar: 120.5, tarih: '2026-01-20' }))
      ).body;
      expect(await billView(small._id)).toMatchObject({ durum: 'odendi', odenecekTaksit: null, toplamlar: { odenmisTutar: 100 } });
      expect((await finansOf(account._id))[0]).toMatchObject({
        odenen: 1120.5,
        avans: 20.5,
        odenecekTaksit: 476.04,
        odemeTarihi: '2026-02-28',
      });

      // The account list carries the same figures.
      const list = (await demo.get<AccountListResponse>(`${ACCOUNTS}?cariTip=tedarikci&sirket=${granted[0]}&perPage=200`)).body;
      expect(list.cariler.find((row) => row._id === account._id)?.finans).toEqual(await finansOf(account._id));

      // Update: the payment grows to pay the big bill in full.
      const grown = await demo.put<CashFlow>(
        `${FLOWS}/${payment._id}`,
        flow({ cariHesap: account._id, fatura: bill._id, miktar: 2214.07, tarih: '2026-02-10' }),
        ifMatch(1),
      );
      expect(grown.status).toBe(200);
      expect(await billView(bill._id)).toMatchObject({ durum: 'odendi', odemeTarihi: null, toplamlar: { odenmisTutar: 2214.07 } });
      expect((await billView(bill._id)).odemePlani.every((row) => row.durum === 'odendi')).toBe(true);
      expect((await finansOf(account._id))[0]).toMatchObject({ odenen: 2334.57, bakiye: -20.5, odenecekTaksit: null, odemeTarihi: null });

      // A paid bill is not deleted, its total cannot fall below what is paid, and it keeps its account and currency.
      const refused = await demo.delete<ErrorBody>(`${BILLS}/${bill._id}`, ifMatch(bill.version));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('billHasPayments');
      const below = await demo.put<ErrorBody>(
        `${BILLS}/${small._id}`,
        simpleBill(refs, 99.99, { tarih: '2026-01-15', faturaProformaNo: small.faturaProformaNo }),
        ifMatch(1),
      );
      expect(below.status).toBe(422);
      expect(below.body.errors).toEqual([{ path: 'kalemler', message: 'totalBelowPaid' }]);
      const recurrency = await demo.put<ErrorBody>(
        `${BILLS}/${small._id}`,
        simpleBill(refs, 100, { tarih: '2026-01-15', faturaProformaNo: small.faturaProformaNo, dovizCinsi: 'USD' }),
        ifMatch(1),
      );
      expect(recurrency.body.errors).toEqual([{ path: 'dovizCinsi', message: 'billHasPayments' }]);
      // An account with cash flows is not deleted.
      expect((await demo.delete(`${ACCOUNTS}/${account._id}`, ifMatch(account.version))).status).toBe(409);

      // Move the over-payment to no bill: the small bill is unpaid again, all 120.50 is credit.
      const moved = await demo.put<CashFlow>(
        `${FLOWS}/${over._id}`,
        flow({ cariHesap: account._id, fatura: null, miktar: 120.5, tarih: '2026-01-20' }),
        ifMatch(1),
      );
      expect(moved.status).toBe(200);
      expect(await billView(small._id)).toMatchObject({ durum: 'odenmedi', toplamlar: { odenmisTutar: 0 } });
      expect((await finansOf(account._id))[0]).toMatchObject({ avans: 120.5, odenecekTaksit: 100, odemeTarihi: '2026-01-15' });

      // Delete the big payment: the big bill is unpaid, and deletable once nothing pays it.
      expect((await demo.delete(`${FLOWS}/${payment._id}`, ifMatch(2))).status).toBe(200);
      expect(await billView(bill._id)).toMatchObject({ durum: 'odenmedi', toplamlar: { odenmisTutar: 0 }, odenecekTaksit: 738.02 });
      expect((await finansOf(account._id))[0]).toMatchObject({ fatura: 2314.07, odenen: 120.5, bakiye: 2193.57 });
      expect((await demo.delete(`${BILLS}/${bill._id}`, ifMatch(bill.version))).status).toBe(200);
    });

    it('a proforma is paid like a bill but counts in no balance', async () => {
      const account = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Proforma Tedarikçisi' }))).body;
      const proforma = (await demo.post<Bill>(BILLS, simpleBill({ ...billRefs, cariHesap: account._id }, 50, { faturaTip: 'proforma' })))
        .body;
      await demo.post(FLOWS, flow({ cariHesap: account._id, fatura: proforma._id, miktar: 50 }));
      expect(await billView(proforma._id)).toMatchObject({ durum: 'odendi' });
      expect(await finansOf(account._id)).toEqual([]);
    });
  });
});
