import { readFileSync } from 'node:fs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill } from '../../src/domain/bill';
import type { Company } from '../../src/domain/company';
import { ACCOUNTS, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// The e-Fatura draft over HTTP (MODULES.md §8): `POST /api/finans/e-fatura/ayristir?sirket=` answers
// the bill the UBL-TR invoice makes without saving it, matched to the company's account by VKN, lines
// with proposed budget codes, totals by our engine; anything not UBL-TR is 422; a bill keeps the
// invoice's UUID and a second one of the same UUID for the same company is 422 `duplicateEInvoice`.

const PARSE = '/api/finans/e-fatura/ayristir';
/** The UBL-TR fixtures of every profile, type and currency (tests/fixtures/e-fatura). */
const FIXTURES = readdirSync(new URL('../fixtures/e-fatura/', import.meta.url))
  .filter((name) => name.endsWith('.xml'))
  .map((name) => name.slice(0, -'.xml'.length));
/** Our company's VKN (the fixture's buyer, made valid) and the supplier's (valid already). */
const OUR_VKN = '4810234573';
const SUPPLIER_VKN = '1234567890';
const UUID = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const XML = readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8').replace('>9876543210<', `>${OUR_VKN}<`);

async function upload(client: TestClient, sirket: string, content: string | Uint8Array<ArrayBuffer>, name = 'fatura.xml') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/octet-stream' }), name);
  const response = await fetch(`${client.baseUrl}${PARSE}?sirket=${sirket}`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

describe.each(backends)('the e-Fatura draft on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  let demo: TestClient;
  let company: Company;
  let other: Company;
  let account: Account;
  let code: string;
  let fileId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e-invoice-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const base = { tip: 'Armatör', adres: '', gemi: { adi: 'M/V Fatura', imo: '9375123', bayrak: 'Türkiye' }, bankalar: [] };
    company = (await admin.post<Company>('/api/sirket', { ...base, isim: 'Deniz Yıldızı Denizcilik', vergiNumarasi: OUR_VKN })).body;
    other = (await admin.post<Company>('/api/sirket', { ...base, isim: 'Öbür Denizcilik', vergiNumarasi: '7351029461' })).body;
    account = (await admin.post<Account>(ACCOUNTS, supplier(company._id, { unvan: 'Ege Liman Hizmetleri', vergiNumarasi: SUPPLIER_VKN })))
      .body;
    code = (await budgetCodeIds(admin))['gider:740.01.001']!;
    fileId = (await uploadPdf(admin))._id;
    // The account's last bill names the first line: its code is proposed for it (and for the other).
    const last = await admin.post(
      BILLS,
      simpleBill({ sirket: company._id, cariHesap: account._id, butceKodu: code, faturaFile: fileId }, 10, {
        kalemler: [{ butceKodu: code, adi: 'Römorkör hizmeti', miktar: 1, birim: 'adet', birimFiyat: 10, kdv: 0 }],
      }),
    );
    expect(last.status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the draft: direction, account matched by VKN, lines, our totals and the document’s, no differences', async () => {
    const response = await upload(admin, company._id, XML);
    expect(response.status).toBe(200);
    const { fatura, cariHesap, parti, belgeToplamlari, farklar } = response.body;
    expect(fatura).toMatchObject({
      tip: 'gelen',
      faturaTip: 'fatura',
      faturaProformaNo: 'ABC2026000000123',
      dovizCinsi: 'TL',
      sirket: company._id,
      cariHesap: account._id,
      eFaturaUuid: UUID,
    });
    expect(cariHesap).toEqual({ _id: account._id });
    expect(parti).toMatchObject({ kimlik: SUPPLIER_VKN, kimlikTuru: 'VKN', vergiDairesi: 'Kordon' });
    expect(fatura.kalemler).toHaveLength(2);
    expect(fatura.kalemler[0]).toMatchObject({
      adi: 'Römorkör hizmeti',
      butceKodu: code,
      miktar: 2,
      birimFiyat: 1500,
      iskonto: 10,
      kdv: 20,
      tevkifatOrani: 0,
    });
    expect(fatura.kalemler[1]).toMatchObject({
      birim: 'lt',
      miktar: 12.5,
      birimFiyat: 80.4,
      tevkifatOrani: 50,
      kdvTutari: 201,
      tevkifatTutari: 100.5,
      butceKodu: code,
    });
    const totals = {
      araToplam: 4005,
      toplamIskontoTutar: 300,
      indirimliTutar: 3705,
      toplamKdvTutar: 741,
      toplamTevkifatTutar: 100.5,
      odenecekTutar: 4345.5,
    };
    expect(fatura.toplamlar).toEqual(totals);
    expect(belgeToplamlari).toEqual(totals);
    expect(farklar).toEqual([]);
  });

  it('says where the document’s totals differ from ours, in major units', async () => {
    const response = await upload(admin, company._id, XML.replace('>4345.50</cbc:PayableAmount>', '>4345.60</cbc:PayableAmount>'));
    expect(response.status).toBe(200);
    expect(response.body.farklar).toEqual([{ satir: null, alan: 'odenecekTutar', belge: 4345.6, hesap: 4345.5, fark: -0.1 }]);
  });

  it('offers no account when none of the company has the VKN, and reads the other side for a sale', async () => {
    const response = await upload(admin, other._id, XML);
    expect(response.status).toBe(200);
    expect(response.body.cariHesap).toBeNull();
    expect(response.body.fatura).toMatchObject({ tip: 'giden', cariHesap: '' });
  });

  it('refuses what is not a UBL-TR invoice (422), a company the user cannot see (404), and no file', async () => {
    for (const content of ['hello', '<html><body>fatura</body></html>', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])]) {
      const response = await upload(admin, company._id, content);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('notUblInvoice');
    }
    expect((await upload(demo, company._id, XML)).status).toBe(404);
    expect((await upload(admin, 'not-a-uuid', XML)).status).toBe(400);
  });

  it('keeps the UUID on the bill; a second bill of it for the same company is 422 duplicateEInvoice', async () => {
    const refs = { sirket: company._id, cariHesap: account._id, butceKodu: code, faturaFile: fileId };
    const first = await admin.post<Bill>(BILLS, simpleBill(refs, 100, { eFaturaUuid: UUID.toUpperCase() }));
    expect(first.status).toBe(201);
    expect(first.body.eFaturaUuid).toBe(UUID);
    const second = await admin.post(BILLS, simpleBill(refs, 100, { eFaturaUuid: UUID }));
    expect(second.status).toBe(422);
    expect(JSON.stringify(second.body)).toContain('duplicateEInvoice');
    const parsedAgain = await upload(admin, company._id, XML);
    expect(parsedAgain.status).toBe(422);
    expect(parsedAgain.body.message).toBe('duplicateEInvoice');
    // A bill typed by hand has no UUID, and another company may import the same invoice.
    const plain = await admin.post<Bill>(BILLS, simpleBill(refs, 5));
    expect(plain.body).not.toHaveProperty('eFaturaUuid');
    const otherAccount = (await admin.post<Account>(ACCOUNTS, supplier(other._id, { unvan: 'Ege Liman' }))).body;
    const elsewhere = await admin.post(
      BILLS,
      simpleBill({ ...refs, sirket: other._id, cariHesap: otherAccount._id }, 100, { eFaturaUuid: UUID }),
    );
    expect(elsewhere.status).toBe(201);
    // Once the first is deleted, the UUID is free again.
    expect((await admin.delete(`${BILLS}/${first.body._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    expect((await upload(admin, company._id, XML)).status).toBe(200);
  });

  it.each(FIXTURES)('answers the fixture %s with the document’s own totals and no difference', async (name) => {
    const dir = new URL('../fixtures/e-fatura/', import.meta.url);
    const expected = JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8')) as {
      fatura: { faturaProformaNo: string; tip: string; dovizCinsi: string; belgeToplamlari: { odenecekTutar: number } };
    };
    const xml = readFileSync(new URL(`${name}.xml`, dir), 'utf8').replaceAll('>9876543210<', `>${OUR_VKN}<`);
    const response = await upload(admin, company._id, xml);
    expect(response.status).toBe(200);
    expect(response.body.fatura).toMatchObject({
      faturaProformaNo: expected.fatura.faturaProformaNo,
      tip: expected.fatura.tip,
      dovizCinsi: expected.fatura.dovizCinsi,
    });
    expect(response.body.belgeToplamlari.odenecekTutar).toBe(expected.fatura.belgeToplamlari.odenecekTutar / 100);
    expect(response.body.farklar).toEqual([]);
  });
});
