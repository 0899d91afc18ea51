import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { BankOrder, BankOrderListResponse, BankOrderView } from '../../src/domain/bank-order';
import type { Bill } from '../../src/domain/bill';
import type { CashFlow } from '../../src/domain/cash-flow';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { SPELLINGS } from '../support/spellings';
import { ACCOUNTS, bankAccount, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Bank orders over HTTP: the contract, the rules (422 with paths) and company scoping, as the cash
// flows' tests check theirs (tests/server/cash-flows.test.ts).

const ORDERS = '/api/finans/banka-talimat';
const FLOWS = '/api/finans/nakit-akis';
/** The first demo company's USD account (server/db/demo-data.ts) and its EURO one of the second. */
const COMPANY_USD_IBAN = 'TR290006400000112345678901';
const SECOND_COMPANY_EURO_IBAN = 'TR540006200000629876543210';
/** The supplier fixture's USD account (tests/server/account-fixtures.ts), and a GBP one added below. */
const SUPPLIER_USD_IBAN = 'TR330006100519786457841326';
const SUPPLIER_GBP_IBAN = 'GB29NWBK60161331926819';

describe.each(backends)('bank orders on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string[];
  let hidden: string;
  let mySupplier: Account;
  let otherSupplier: Account;
  let hiddenSupplier: Account;
  let myFile: string;
  let adminFile: string;
  let butceKodu: string;

  const order = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    ref: `BT-2026-${randomUUID().slice(0, 8)}`,
    tarih: '2026-03-02',
    miktar: 100,
    dovizCinsi: 'USD',
    aciklama: 'Mart kumanya ödemesi',
    sirket: granted[0],
    sirketBankaSelection: COMPANY_USD_IBAN,
    cariBankaSelection: SUPPLIER_USD_IBAN,
    cariHesap: mySupplier._id,
    sablon: 'swift-doviz',
    ...overrides,
  });
  const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bank-orders-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    granted = ids.slice(0, 2);
    hidden = ids[2] ?? '';
    butceKodu = (await budgetCodeIds(admin))['gider:740.01.001'] ?? '';
    const banks = [
      bankAccount(),
      bankAccount({ hesapAdi: 'Sterlin', dovizCinsi: 'GBP', bankaIsmi: 'NatWest', iban: SUPPLIER_GBP_IBAN, swiftCode: 'NWBKGB2L' }),
    ];
    mySupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Talimat Tedarikçisi', bankalar: banks }))).body;
    otherSupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[1]!, { unvan: 'Öbür Tedarikçi' }))).body;
    hiddenSupplier = (await admin.post<Account>(ACCOUNTS, supplier(hidden, { unvan: 'Gizli Tedarikçi' }))).body;
    myFile = (await uploadPdf(demo, 'talimat-imzali.pdf'))._id;
    adminFile = (await uploadPdf(admin, 'gizli.pdf'))._id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the contract', () => {
    it('creates, reads, updates and deletes an order, with the amount in major units', async () => {
      const created = await demo.post<BankOrder>(ORDERS, order({ ref: 'bt-2026-0001', miktar: '12345.50' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        ref: 'BT-2026-0001',
        miktar: 12345.5,
        dovizCinsi: 'USD',
        sirket: granted[0],
        cariHesap: mySupplier._id,
        sirketBankaSelection: COMPANY_USD_IBAN,
        cariBankaSelection: SUPPLIER_USD_IBAN,
        sablon: 'swift-doviz',
        talimatFile: null,
        fatura: null,
        nakitAkis: null,
        version: 1,
      });
      const url = `${ORDERS}/${created.body._id}`;
      const detail = (await demo.get<BankOrderView>(url)).body;
      expect(detail).toEqual({ ...created.body, cariHesapUnvan: 'Talimat Tedarikçisi', sirketIsim: detail.sirketIsim });

      // Signed: the letter is attached; then paid: the payment is linked.
      const signed = await demo.put<BankOrder>(url, order({ ref: 'BT-2026-0001', talimatFile: myFile }), ifMatch(1));
      expect(signed.status).toBe(200);
      expect(signed.body.talimatFile).toMatchObject({ _id: myFile, name: 'talimat-imzali.pdf', path: `/api/file/${myFile}` });
      const flow = (
        await demo.post<CashFlow>(FLOWS, {
          tip: 'odeme',
          tarih: '2026-03-02',
          miktar: 100,
          dovizCinsi: 'USD',
          sirket: granted[0],
          cariHesap: mySupplier._id,
          odemeYontemi: 'havale',
          dekontFile: myFile,
        })
      ).body;
      const paid = await demo.put<BankOrder>(url, order({ ref: 'BT-2026-0001', talimatFile: myFile, nakitAkis: flow._id }), ifMatch(2));
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ nakitAkis: flow._id, version: 3 });
      expect((await demo.put(url, order({ ref: 'BT-2026-0001' }), ifMatch(2))).status).toBe(409);
      // The payment an order records stays while the order does.
      const kept = await demo.delete<ErrorBody>(`${FLOWS}/${flow._id}`, ifMatch(1));
      expect(kept.status).toBe(409);
      expect(kept.body.message).toBe('inUse');
      expect((await demo.delete(url, ifMatch(3))).status).toBe(200);
      expect((await demo.get(url)).status).toBe(404);
      expect((await demo.delete(`${FLOWS}/${flow._id}`, ifMatch(1))).status).toBe(200);
    });

    it('the record the pull sends is the one the API answered', async () => {
      const created = (await demo.post<BankOrder>(ORDERS, order({ miktar: 42.5 }))).body;
      let since = 0;
      let found: unknown;
      for (;;) {
        const page = (await demo.get<SyncResponse>(`/api/sync?since=${since}&limit=500`)).body;
        found = page.changes.find((change) => change.collection === 'bankaTalimat' && change._id === created._id)?.record ?? found;
        since = page.cursor;
        if (!page.hasMore) break;
      }
      expect(found).toEqual(created);
    });

    it('lists pages of {talimatlar, totalCount} by company and currency', async () => {
      const company = granted[1]!;
      const euro = { sirket: company, cariHesap: otherSupplier._id, dovizCinsi: 'EURO', sirketBankaSelection: SECOND_COMPANY_EURO_IBAN };
      // The other supplier's account is USD: give it a EURO one.
      const withEuro = await demo.put<Account>(
        `${ACCOUNTS}/${otherSupplier._id}`,
        supplier(company, {
          unvan: 'Öbür Tedarikçi',
          bankalar: [bankAccount(), bankAccount({ dovizCinsi: 'EURO', iban: 'DE89370400440532013000', swiftCode: 'COBADEFF' })],
        }),
        ifMatch(otherSupplier.version),
      );
      expect(withEuro.status).toBe(200);
      for (const [i, miktar] of [10, 30, 20].entries()) {
        const response = await demo.post(
          ORDERS,
          order({ ...euro, cariBankaSelection: 'DE89 3704 0044 0532 0130 00', miktar, tarih: `2026-0${i + 1}-10` }),
        );
        expect(response.status).toBe(201);
      }
      const query = `sirket=${company}&dovizCinsi=EURO`;
      const all = (await demo.get<BankOrderListResponse>(`${ORDERS}?${query}&perPage=100`)).body;
      expect(all.totalCount).toBe(3);
      expect(all.talimatlar.map((row) => row.tarih)).toEqual(['2026-03-10', '2026-02-10', '2026-01-10']);
      expect(all.talimatlar[0]).toMatchObject({ cariHesapUnvan: 'Öbür Tedarikçi' });
      const page = (await demo.get<BankOrderListResponse>(`${ORDERS}?${query}&sortBy=miktar&sortingOrder=1&perPage=2&page=2`)).body;
      expect(page.totalCount).toBe(3);
      expect(page.talimatlar.map((row) => row.miktar)).toEqual([30]);
      expect((await demo.get<BankOrderListResponse>(`${ORDERS}?sirket=${company}&dovizCinsi=USD`)).body.totalCount).toBe(0);
      expect((await demo.get<ErrorBody>(`${ORDERS}?sortBy=unvan`)).status).toBe(400);
    });

    it('a create sent twice under one Idempotency-Key makes one order and the same answer', async () => {
      const headers = { 'Idempotency-Key': randomUUID() };
      const body = order({ miktar: 77 });
      const first = await demo.post<BankOrder>(ORDERS, body, { headers });
      const second = await demo.post<BankOrder>(ORDERS, body, { headers });
      expect(first.status).toBe(201);
      expect(second.text).toBe(first.text);
      const list = (await demo.get<BankOrderListResponse>(`${ORDERS}?sirket=${granted[0]}&perPage=200`)).body;
      expect(list.talimatlar.filter((row) => row.ref === String(body.ref).toUpperCase())).toHaveLength(1);
    });
  });

  describe('the rules (422 with a path)', () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await demo.post<ErrorBody>(ORDERS, body);
      expect(response.status).toBe(422);
      return response.body.errors;
    };

    it('the required fields and the amount', async () => {
      expect(
        await errorsOf(
          order({ ref: ' ', tarih: '', miktar: 0, dovizCinsi: '', sirketBankaSelection: '', cariBankaSelection: undefined, cariHesap: '' }),
        ),
      ).toEqual(
        expect.arrayContaining([
          { path: 'ref', message: 'required' },
          { path: 'tarih', message: 'required' },
          { path: 'miktar', message: 'aboveZero' },
          { path: 'dovizCinsi', message: 'required' },
          { path: 'sirketBankaSelection', message: 'required' },
          { path: 'cariBankaSelection', message: 'required' },
          { path: 'cariHesap', message: 'required' },
        ]),
      );
      expect(await errorsOf(order({ miktar: '1.005' }))).toEqual([{ path: 'miktar', message: 'tooManyDecimals' }]);
    });

    it('an amount below 1 is an order (at least 0,01: docs/decisions.md §1), and is stored to the cent', async () => {
      const small = await demo.post<{ _id: string; miktar: number }>(ORDERS, order({ miktar: 0.01 }));
      expect(small.status).toBe(201);
      expect(small.body.miktar).toBe(0.01);
      expect((await demo.post<{ miktar: number }>(ORDERS, order({ miktar: '0.85' }))).body.miktar).toBe(0.85);
    });

    it('the bank accounts must be the company’s and the account’s, in the order’s currency', async () => {
      expect(await errorsOf(order({ sirketBankaSelection: SECOND_COMPANY_EURO_IBAN }))).toEqual([
        { path: 'sirketBankaSelection', message: 'bankAccountNotFound' },
      ]);
      expect(await errorsOf(order({ cariBankaSelection: COMPANY_USD_IBAN }))).toEqual([
        { path: 'cariBankaSelection', message: 'bankAccountNotFound' },
      ]);
      expect(await errorsOf(order({ cariBankaSelection: SUPPLIER_GBP_IBAN }))).toEqual([
        { path: 'cariBankaSelection', message: 'bankCurrencyMismatch' },
      ]);
      expect(await errorsOf(order({ dovizCinsi: 'GBP', cariBankaSelection: SUPPLIER_GBP_IBAN }))).toEqual([
        { path: 'sirketBankaSelection', message: 'bankCurrencyMismatch' },
      ]);
    });

    it('the account must be in the company and visible; the bill the same account’s in the currency', async () => {
      expect(await errorsOf(order({ cariHesap: otherSupplier._id }))).toEqual([{ path: 'cariHesap', message: 'accountOtherCompany' }]);
      expect(await errorsOf(order({ cariHesap: hiddenSupplier._id }))).toEqual([{ path: 'cariHesap', message: 'accountNotFound' }]);
      const refs = { sirket: granted[0]!, cariHesap: mySupplier._id, butceKodu, faturaFile: myFile };
      const gbpBill = (await demo.post<Bill>(BILLS, simpleBill(refs, 500))).body;
      expect(await errorsOf(order({ fatura: gbpBill._id }))).toEqual([{ path: 'dovizCinsi', message: 'billCurrencyMismatch' }]);
      expect(await errorsOf(order({ fatura: randomUUID() }))).toEqual([{ path: 'fatura', message: 'billNotFound' }]);
      expect(await errorsOf(order({ nakitAkis: randomUUID() }))).toEqual([{ path: 'nakitAkis', message: 'cashFlowNotFound' }]);
      const usdBill = (await demo.post<Bill>(BILLS, simpleBill(refs, 500, { dovizCinsi: 'USD', faturaProformaNo: 'U-1' }))).body;
      expect((await demo.post(ORDERS, order({ fatura: usdBill._id }))).status).toBe(201);
      // The bill an order pays, and the account, stay while the order does.
      expect((await demo.delete(`${BILLS}/${usdBill._id}`, ifMatch(usdBill.version))).status).toBe(409);
      expect((await demo.delete(`${ACCOUNTS}/${mySupplier._id}`, ifMatch(mySupplier.version))).status).toBe(409);
    });

    it('a ref is the company’s once', async () => {
      expect((await demo.post(ORDERS, order({ ref: 'BT-2026-0500' }))).status).toBe(201);
      expect(await errorsOf(order({ ref: 'bt-2026-0500' }))).toEqual([{ path: 'ref', message: 'duplicateRef' }]);
      // Another company may use it.
      const euro = { sirket: granted[1], cariHesap: otherSupplier._id, dovizCinsi: 'EURO', sirketBankaSelection: SECOND_COMPANY_EURO_IBAN };
      expect((await demo.post(ORDERS, order({ ...euro, ref: 'BT-2026-0500', cariBankaSelection: 'DE89370400440532013000' }))).status).toBe(
        201,
      );
    });

    it('eight spellings of one ref are one ref: after the first, each is duplicateRef; bt-fiş is stored BT-FİŞ', async () => {
      const [first, ...others] = SPELLINGS;
      const created = await demo.post<BankOrder>(ORDERS, order({ ref: first }));
      expect(created.status).toBe(201);
      for (const spelling of others)
        expect(await errorsOf(order({ ref: spelling })), spelling).toEqual([{ path: 'ref', message: 'duplicateRef' }]);
      const lower = await demo.post<BankOrder>(ORDERS, order({ ref: 'bt-fiş' }));
      expect(lower.body.ref).toBe('BT-FİŞ');
      expect(await errorsOf(order({ ref: 'BT-FIŞ' }))).toEqual([{ path: 'ref', message: 'duplicateRef' }]);
    });

    it('the signed letter must exist and be visible to the writer', async () => {
      expect(await errorsOf(order({ talimatFile: adminFile }))).toEqual([{ path: 'talimatFile', message: 'fileNotFound' }]);
      expect(await errorsOf(order({ talimatFile: randomUUID() }))).toEqual([{ path: 'talimatFile', message: 'fileNotFound' }]);
    });
  });

  describe('scoping', () => {
    it('an order of a company the user may not see is not listed, read, written or its letter shown', async () => {
      const hiddenBanks = {
        sirket: hidden,
        cariHesap: hiddenSupplier._id,
        sirketBankaSelection: 'TR910004600000460011223344',
        dovizCinsi: 'TL',
      };
      // The hidden supplier's account is USD; the hidden company's is TL: give the supplier a TL account.
      const tl = await admin.put<Account>(
        `${ACCOUNTS}/${hiddenSupplier._id}`,
        supplier(hidden, { unvan: 'Gizli Tedarikçi', bankalar: [bankAccount({ dovizCinsi: 'TL' })] }),
        ifMatch(hiddenSupplier.version),
      );
      expect(tl.status).toBe(200);
      const theirs = await admin.post<BankOrder>(ORDERS, order({ ...hiddenBanks, sablon: 'yurtici-tl', talimatFile: adminFile }));
      expect(theirs.status).toBe(201);
      expect((await demo.get(`${ORDERS}/${theirs.body._id}`)).status).toBe(404);
      expect((await demo.put(`${ORDERS}/${theirs.body._id}`, order(), ifMatch(1))).status).toBe(404);
      expect((await demo.delete(`${ORDERS}/${theirs.body._id}`, ifMatch(1))).status).toBe(404);
      expect((await demo.get<BankOrderListResponse>(`${ORDERS}?sirket=${hidden}`)).body).toEqual({ talimatlar: [], totalCount: 0 });
      const everything = (await demo.get<BankOrderListResponse>(`${ORDERS}?perPage=200`)).body;
      expect(everything.talimatlar.every((row) => granted.includes(row.sirket))).toBe(true);
      expect((await demo.post(ORDERS, order(hiddenBanks))).status).toBe(403);
      expect((await demo.get(`/api/file/${adminFile}`)).status).toBe(404);
      // A reader of the company sees its letters but may not write.
      const reader = server.client();
      await reader.signIn(await createUser(server.db, { email: `r${Date.now()}@example.com`, grants: { [hidden]: 'okuma' } }));
      expect((await reader.get(`/api/file/${adminFile}`)).status).toBe(200);
      expect((await reader.get(`${ORDERS}/${theirs.body._id}`)).status).toBe(200);
      expect((await reader.post(ORDERS, order(hiddenBanks))).status).toBe(403);
    });
  });
});
