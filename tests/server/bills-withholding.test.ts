import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill, BillView } from '../../src/domain/bill';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, billBody, budgetCodeIds, uploadPdf } from './bill-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// Withholding (tevkifat, docs/areas/e-invoice.md) over HTTP: the server computes each line's withheld KDV and
// the bill's total by the one engine; the payable and the plan are after withholding; a bill without
// withholding answers as it always did.

describe.each(backends)('bills with withholding on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  let refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-tevkifat-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    await admin.signIn(ADMIN);
    const [sirket] = await demoCompanyIds(admin);
    const codes = await budgetCodeIds(admin);
    const account = (await admin.post<Account>(ACCOUNTS, supplier(sirket!, { unvan: 'Temizlik Hizmetleri' }))).body;
    refs = { sirket: sirket!, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: (await uploadPdf(admin))._id };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lines = () => [
    // 1,000.00 + 200.00 KDV, 7/10 withheld: 140.00
    { butceKodu: refs.butceKodu, adi: 'Temizlik', miktar: 1, birim: 'adet', birimFiyat: 1000, kdv: 20, tevkifatOrani: 70 },
    // 1.25 + 0.25 KDV, 9/10 withheld: 0.225 → 0.23
    { butceKodu: refs.butceKodu, adi: 'Güvenlik', miktar: 1, birim: 'adet', birimFiyat: 1.25, kdv: 20, tevkifatOrani: 90 },
  ];

  it('answers the withheld KDV per line and in total; the payable is after it', async () => {
    const body = billBody(refs, {
      dovizCinsi: 'TL',
      kalemler: lines(),
      odemePlani: [{ tarih: '2026-01-31', miktar: 1061.27 }],
      taksitSayisi: 1,
    });
    const created = await admin.post<Bill>(BILLS, body);
    expect(created.status).toBe(201);
    expect(created.body.toplamlar).toEqual({
      araToplam: 1001.25,
      toplamIskontoTutar: 0,
      indirimliTutar: 1001.25,
      toplamKdvTutar: 200.25,
      toplamTevkifatTutar: 140.23,
      odenecekTutar: 1061.27,
    });
    expect(created.body.kalemler.map((line) => [line.tevkifatOrani, line.tevkifatTutari, line.tutar])).toEqual([
      [70, 140, 1200],
      [90, 0.23, 1.5],
    ]);
    const detail = await admin.get<BillView>(`${BILLS}/${created.body._id}`);
    expect(detail.body.toplamlar).toMatchObject({ toplamTevkifatTutar: 140.23, odenecekTutar: 1061.27, odenmisTutar: 0 });
    expect(detail.body.odenecekTaksit).toBe(1061.27);

    // Without withholding (rate 0) the same bill is as it always was: no withholding keys.
    const plain = await admin.put<Bill>(`${BILLS}/${created.body._id}`, {
      ...body,
      kalemler: lines().map((line) => ({ ...line, tevkifatOrani: 0 })),
      odemePlani: [{ tarih: '2026-01-31', miktar: 1201.5 }],
    });
    expect(plain.status).toBe(200);
    expect(plain.body.toplamlar).toEqual({
      araToplam: 1001.25,
      toplamIskontoTutar: 0,
      indirimliTutar: 1001.25,
      toplamKdvTutar: 200.25,
      odenecekTutar: 1201.5,
    });
    expect(plain.body.kalemler[0]).not.toHaveProperty('tevkifatOrani');
  });

  it('refuses a rate that is not 0 or 20–100 in tens, and a plan that ignores the withholding', async () => {
    const wrongRate = await admin.post<ErrorBody>(
      BILLS,
      billBody(refs, {
        kalemler: [{ ...lines()[0], tevkifatOrani: 75 }],
        odemePlani: [{ tarih: '2026-01-31', miktar: 1060 }],
        taksitSayisi: 1,
      }),
    );
    expect(wrongRate.status).toBe(422);
    expect(JSON.stringify(wrongRate.body)).toContain('outOfRange');
    const wrongPlan = await admin.post<ErrorBody>(
      BILLS,
      billBody(refs, { kalemler: [lines()[0]], odemePlani: [{ tarih: '2026-01-31', miktar: 1200 }], taksitSayisi: 1 }),
    );
    expect(wrongPlan.status).toBe(422);
    expect(JSON.stringify(wrongPlan.body)).toContain('planTotalMismatch');
  });
});
