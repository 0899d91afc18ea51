import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill, BillView } from '../../src/domain/bill';
import type { PaymentFigures } from '../../src/domain/bill-math';
import type { ErrorBody } from '../../src/domain/validation';
import { billsCollection } from '../../server/collections/bills';
import { SERVER_COLLECTIONS } from '../../server/collections/registry';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, billBody, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

const FLOWS = '/api/finans/nakit-akis';

// The rules of docs/architecture.md §7 that need a bill's payments, through the bills collection's
// payments hook given a source of the test's own (tests/server/cash-flows.test.ts covers the same
// rules with real cash flows).

describe.each(backends)('bills with payments on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  /** Payments by bill id: what cash flows will provide. */
  const payments = new Map<string, PaymentFigures[]>();
  let refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bill-payments-'));
    const fatura = billsCollection(async (_db, ids) => new Map(ids.map((id) => [id, payments.get(id) ?? []])));
    server = await startServer(backend, { dataDir }, { collections: { ...SERVER_COLLECTIONS, fatura } });
    admin = server.client();
    await admin.signIn(ADMIN);
    const [company] = await demoCompanyIds(admin);
    const account = (await admin.post<Account>(ACCOUNTS, supplier(company!, { unvan: 'Ödemeli Tedarikçi' }))).body;
    const codes = await budgetCodeIds(admin);
    refs = { sirket: company!, cariHesap: account._id, butceKodu: codes['gider:740.02.001']!, faturaFile: (await uploadPdf(admin))._id };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows what the payments make of the bill: FIFO by due date, next instalment, paid state', async () => {
    // 2,214.07 in 738.02 + 738.02 + 738.03.
    const bill = (await admin.post<Bill>(BILLS, billBody(refs))).body;
    payments.set(bill._id, [{ tarih: '2026-02-10', miktar: 100000 }]);
    const partly = (await admin.get<BillView>(`${BILLS}/${bill._id}`)).body;
    expect(partly).toMatchObject({
      durum: 'odenmedi',
      odenecekTaksit: 476.04,
      odemeTarihi: '2026-02-28',
      toplamlar: { odenmisTutar: 1000 },
    });
    expect(partly.odemePlani.map((row) => row.durum)).toEqual(['odendi', 'odenmedi', 'odenmedi']);

    payments.set(bill._id, [
      { tarih: '2026-02-10', miktar: 100000 },
      { tarih: '2026-03-10', miktar: 200000 },
    ]);
    const listed = (await admin.get<{ faturalar: BillView[] }>(`${BILLS}/cari/${refs.cariHesap}`)).body.faturalar;
    expect(listed.find((row) => row._id === bill._id)).toMatchObject({
      durum: 'odendi',
      odenecekTaksit: null,
      odemeTarihi: null,
      toplamlar: { odenmisTutar: 2214.07 },
    });
  });

  it('a bill with payments is not deleted (409 billHasPayments)', async () => {
    // A real payment: the refusal is the declared reference's (src/domain/in-use.ts), read from the table.
    const bill = (await admin.post<Bill>(BILLS, simpleBill(refs, 50))).body;
    const payment = await admin.post<{ _id: string }>(FLOWS, {
      tip: 'odeme',
      tarih: '2026-05-02',
      miktar: 0.01,
      dovizCinsi: bill.dovizCinsi,
      sirket: refs.sirket,
      cariHesap: refs.cariHesap,
      fatura: bill._id,
      odemeYontemi: 'havale',
      aciklama: '',
      dekontFile: refs.faturaFile,
    });
    expect(payment.status).toBe(201);
    const refused = await admin.delete<ErrorBody>(`${BILLS}/${bill._id}`, { headers: { 'If-Match': '1' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('billHasPayments');
    expect((await admin.get(`${BILLS}/${bill._id}`)).status).toBe(200);
    expect((await admin.delete(`${FLOWS}/${payment.body._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    expect((await admin.delete(`${BILLS}/${bill._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
  });

  it('its total cannot fall below what is paid (422 totalBelowPaid); down to it is fine', async () => {
    const bill = (await admin.post<Bill>(BILLS, simpleBill(refs, 100))).body;
    payments.set(bill._id, [{ tarih: '2026-05-02', miktar: 6000 }]);
    const url = `${BILLS}/${bill._id}`;
    const below = await admin.put<ErrorBody>(url, simpleBill(refs, 59.99, { faturaProformaNo: bill.faturaProformaNo }), {
      headers: { 'If-Match': '1' },
    });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual([{ path: 'kalemler', message: 'totalBelowPaid' }]);
    const equal = await admin.put<Bill>(url, simpleBill(refs, 60, { faturaProformaNo: bill.faturaProformaNo }), {
      headers: { 'If-Match': '1' },
    });
    expect(equal.status).toBe(200);
    expect(equal.body.toplamlar.odenecekTutar).toBe(60);
  });
});
