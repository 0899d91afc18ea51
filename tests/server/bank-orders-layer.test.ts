import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankaTalimat } from '../../server/db/schema';
import type { Account } from '../../src/domain/account';
import type { BankOrder } from '../../src/domain/bank-order';
import type { Bill } from '../../src/domain/bill';
import type { CashFlow } from '../../src/domain/cash-flow';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Bank orders on the record-kind layer (src/domain/kinds/bank-order.ts): the derived reference checks
// and the order's own rules after them answer one error per failure; the record is written with the
// ref's key and the letter's id beside the fields and answered without them
// (tests/server/bank-orders.test.ts is the contract; these cover what moving the kind onto the layer
// could have changed).

const ORDERS = '/api/finans/banka-talimat';
const FLOWS = '/api/finans/nakit-akis';
/** The first demo company's USD account (server/db/demo-data.ts) and the supplier fixture's (tests/server/account-fixtures.ts). */
const COMPANY_USD_IBAN = 'TR290006400000112345678901';
const SUPPLIER_USD_IBAN = 'TR330006100519786457841326';

describe.each(backends)('bank orders on the layer on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let demo: TestClient;
  let granted: string[];
  let mySupplier: Account;
  let otherSupplier: Account;
  let myFile: string;
  let butceKodu: string;

  const order = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    ref: `BT-2026-${randomUUID().slice(0, 8)}`,
    tarih: '2026-03-02',
    miktar: 100,
    dovizCinsi: 'USD',
    sirket: granted[0],
    sirketBankaSelection: COMPANY_USD_IBAN,
    cariBankaSelection: SUPPLIER_USD_IBAN,
    cariHesap: mySupplier._id,
    sablon: 'swift-doviz',
    ...overrides,
  });
  const errorsOf = async (body: Record<string, unknown>) => {
    const response = await demo.post<ErrorBody>(ORDERS, body);
    expect(response.status).toBe(422);
    return response.body.errors;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bank-orders-layer-'));
    server = await startServer(backend, { dataDir });
    const admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    granted = (await demoCompanyIds(admin)).slice(0, 2);
    butceKodu = (await budgetCodeIds(admin))['gider:740.01.001'] ?? '';
    mySupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Katman Tedarikçisi' }))).body;
    otherSupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[1]!, { unvan: 'Öbür Katman Tedarikçisi' }))).body;
    myFile = (await uploadPdf(demo, 'talimat.pdf'))._id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a bill or a payment of another company is of another account: one error each, not two', async () => {
    const theirBill = (
      await demo.post<Bill>(
        BILLS,
        simpleBill({ sirket: granted[1]!, cariHesap: otherSupplier._id, butceKodu, faturaFile: myFile }, 500, {
          dovizCinsi: 'USD',
          faturaProformaNo: `K-${randomUUID().slice(0, 8)}`,
        }),
      )
    ).body;
    expect(await errorsOf(order({ fatura: theirBill._id }))).toEqual([{ path: 'fatura', message: 'billOtherAccount' }]);
    const theirPayment = await demo.post<CashFlow>(FLOWS, {
      tip: 'odeme',
      tarih: '2026-03-02',
      miktar: 100,
      dovizCinsi: 'USD',
      sirket: granted[1],
      cariHesap: otherSupplier._id,
      odemeYontemi: 'havale',
      dekontFile: myFile,
    });
    expect(theirPayment.status).toBe(201);
    expect(await errorsOf(order({ nakitAkis: theirPayment.body._id }))).toEqual([{ path: 'nakitAkis', message: 'cashFlowOtherAccount' }]);
    // A collection from the same account is no payment of the order either.
    const collection = await demo.post<CashFlow>(FLOWS, {
      tip: 'tahsilat',
      tarih: '2026-03-02',
      miktar: 100,
      dovizCinsi: 'USD',
      sirket: granted[0],
      cariHesap: mySupplier._id,
      odemeYontemi: 'havale',
      dekontFile: myFile,
    });
    expect(collection.status).toBe(201);
    expect(await errorsOf(order({ nakitAkis: collection.body._id }))).toEqual([{ path: 'nakitAkis', message: 'cashFlowOtherAccount' }]);
  });

  it('stores the ref’s key, which its unique index compares, and answers the record without it', async () => {
    const created = await demo.post<BankOrder & Record<string, unknown>>(ORDERS, order({ ref: ' bt-katman-1 ', talimatFile: myFile }));
    expect(created.status).toBe(201);
    expect(created.body.ref).toBe('BT-KATMAN-1');
    expect(created.body.talimatFile).toMatchObject({ _id: myFile, name: 'talimat.pdf' });
    expect(Object.keys(created.body)).not.toContain('refKey');
    expect(Object.keys(created.body)).not.toContain('talimatFileId');
    const rows = await server.db.select().from(bankaTalimat).where(eq(bankaTalimat.id, created.body._id));
    expect(rows.map((row) => [row.refKey, row.talimatFileId, row.sirket, row.cariHesap])).toEqual([
      ['bt-katman-1', myFile, granted[0], mySupplier._id],
    ]);
  });
});
