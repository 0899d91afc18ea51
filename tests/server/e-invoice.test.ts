import { readFileSync } from 'node:fs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill } from '../../src/domain/bill';
import type { Company } from '../../src/domain/company';
import { parseUblInvoice } from '../../src/domain/e-invoice';
import { ACCOUNTS, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// The e-Fatura draft over HTTP (docs/areas/e-invoice.md): `POST /api/finans/e-fatura/ayristir?sirket=` answers
// the bill the UBL-TR invoice makes without saving it, matched to the company's account by VKN, lines
// with proposed budget codes, totals by our engine; anything not UBL-TR is 422; a bill keeps the
// invoice's UUID and a second one of the same UUID for the same company is 422 `duplicateEInvoice`;
// the draft of an invoice already a bill says which (`mevcutFatura`).

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

/** The invoice with its second line repeated until it has `count` lines. */
function withLines(xml: string, count: number): string {
  const start = xml.lastIndexOf('<cac:InvoiceLine>');
  const end = xml.indexOf('</cac:InvoiceLine>', start) + '</cac:InvoiceLine>'.length;
  const line = xml.slice(start, end);
  return xml.slice(0, start) + line.repeat(count - 1) + xml.slice(end);
}

/**
 * The longest the server's event loop (this process's: the server runs in it) stalled while `work`
 * ran, in milliseconds: what every other request waited at most.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    const result = await work();
    return { result, stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
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
    expect(response.body.mevcutFatura).toBeNull();
    // Each line's own unit code, and no rate for an invoice in TL.
    expect(fatura.kalemler.map((line: { birimKodu: string }) => line.birimKodu)).toEqual(['C62', 'LTR']);
    expect(fatura).toMatchObject({ kur: null, kurCifti: null });
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

  it('keeps the UUID on the bill; a second bill of it for the same company is 422 duplicateEInvoice, its draft names the first', async () => {
    const refs = { sirket: company._id, cariHesap: account._id, butceKodu: code, faturaFile: fileId };
    const first = await admin.post<Bill>(BILLS, simpleBill(refs, 100, { eFaturaUuid: UUID.toUpperCase() }));
    expect(first.status).toBe(201);
    expect(first.body.eFaturaUuid).toBe(UUID);
    const second = await admin.post(BILLS, simpleBill(refs, 100, { eFaturaUuid: UUID }));
    expect(second.status).toBe(422);
    expect(JSON.stringify(second.body)).toContain('duplicateEInvoice');
    // Its draft again says so at once, naming the bill.
    const parsedAgain = await upload(admin, company._id, XML);
    expect(parsedAgain.status).toBe(200);
    expect(parsedAgain.body.mevcutFatura).toEqual({
      _id: first.body._id,
      faturaProformaNo: first.body.faturaProformaNo,
      tarih: first.body.tarih,
      cariHesap: account._id,
      eslesme: 'uuid',
    });
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
    const freed = await upload(admin, company._id, XML);
    expect(freed.status).toBe(200);
    expect(freed.body.mevcutFatura).toBeNull();
  });

  it('knows an invoice typed by hand before: the supplier’s VKN and the number, however typed, of a received bill', async () => {
    const refs = { sirket: company._id, cariHesap: account._id, butceKodu: code, faturaFile: fileId };
    const number = `EF${Date.now()}`;
    const xml = XML.replace('F47AC10B-58CC-4372-A567-0E02B2C3D479', 'b3c1d7e2-4a5f-4c6d-9e8f-0a1b2c3d4e5f').replace(
      'ABC2026000000123',
      number,
    );
    expect((await upload(admin, company._id, xml)).body.mevcutFatura).toBeNull();
    // The same number as a proforma, or on an outgoing bill, is another document.
    expect((await admin.post(BILLS, simpleBill(refs, 7, { faturaProformaNo: number, faturaTip: 'proforma' }))).status).toBe(201);
    expect((await upload(admin, company._id, xml)).body.mevcutFatura).toBeNull();
    const typed = await admin.post<Bill>(
      BILLS,
      simpleBill(refs, 7, { faturaProformaNo: ` ${number.toLowerCase()} `, tarih: '2026-06-02' }),
    );
    expect(typed.status).toBe(201);
    const draft = await upload(admin, company._id, xml);
    expect(draft.status).toBe(200);
    expect(draft.body.mevcutFatura).toEqual({
      _id: typed.body._id,
      faturaProformaNo: typed.body.faturaProformaNo,
      tarih: '2026-06-02',
      cariHesap: account._id,
      eslesme: 'numara',
    });
    // Another company's bill of that number is not this company's.
    expect((await upload(admin, other._id, xml)).body.mevcutFatura).toBeNull();
  });

  it('shows the rate of an invoice in another currency with its currencies', async () => {
    const usd = readFileSync(new URL('../fixtures/e-fatura/temel-istisna-usd.xml', import.meta.url), 'utf8');
    const response = await upload(admin, company._id, usd);
    expect(response.status).toBe(200);
    expect(response.body.fatura).toMatchObject({ dovizCinsi: 'USD', kur: 34.2157, kurCifti: { kaynak: 'USD', hedef: 'TRY' } });
  });

  it('needs the company’s write grant: a read-only user gets 403 readOnlyCompany, not a draft', async () => {
    const user = await createUser(server.db, { email: 'e-fatura-okur@example.com', grants: { [company._id]: 'okuma' } });
    const reader = server.client();
    await reader.signIn(user);
    const response = await upload(reader, company._id, XML);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('readOnlyCompany');
  });

  it('refuses an invoice past 5 MiB with 413 before parsing it', async () => {
    // A well-formed invoice whose comment carries it past the cap.
    const big = XML.replace('<cbc:UUID>', `<!--${'x'.repeat(5 * 1024 * 1024)}--><cbc:UUID>`);
    const response = await upload(admin, company._id, big);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('fileTooLarge');
  });

  it('refuses more than 500 lines, too many elements or attributes before the draft is built (422)', async () => {
    const full = await upload(admin, company._id, withLines(XML, 500));
    expect(full.status).toBe(200);
    expect(full.body.fatura.kalemler).toHaveLength(500);
    const lines = await upload(admin, company._id, withLines(XML, 501));
    expect(lines.status).toBe(422);
    expect(lines.body.errors).toEqual([{ path: 'file', message: 'tooManyInvoiceLines' }]);
    const elements = await upload(admin, company._id, XML.replace('<cbc:UUID>', `${'<x/>'.repeat(60_000)}<cbc:UUID>`));
    expect(elements.status).toBe(422);
    expect(elements.body.errors).toEqual([{ path: 'file', message: 'eInvoiceTooComplex' }]);
    const attributes = Array.from({ length: 40 }, (_, i) => ` a${i}="${i}"`).join('');
    const crowded = await upload(admin, company._id, XML.replace('<cbc:UUID>', `<cbc:UUID${attributes}>`));
    expect(crowded.status).toBe(422);
    expect(crowded.body.errors).toEqual([{ path: 'file', message: 'eInvoiceTooComplex' }]);
  });

  it('refuses a UUID that is not RFC 4122 (422 invalidEInvoiceUuid on eFaturaUuid)', async () => {
    for (const uuid of ['F47AC10B-58CC-0372-A567-0E02B2C3D479', 'F47AC10B-58CC-4372-C567-0E02B2C3D479', 'ABC-123']) {
      const response = await upload(admin, company._id, XML.replace('F47AC10B-58CC-4372-A567-0E02B2C3D479', uuid));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([{ path: 'eFaturaUuid', message: 'invalidEInvoiceUuid' }]);
    }
  });

  it('flags the document’s negative figures in the draft (uyarilar), in major units', async () => {
    const plain = await upload(admin, company._id, XML);
    expect(plain.body.uyarilar).toEqual([]);
    const negative = XML.replace('>1500.00</cbc:PriceAmount>', '>-1500.00</cbc:PriceAmount>').replace(
      '>4345.50</cbc:PayableAmount>',
      '>-4345.50</cbc:PayableAmount>',
    );
    const response = await upload(admin, company._id, negative);
    expect(response.status).toBe(200);
    expect(response.body.uyarilar).toEqual(
      expect.arrayContaining([
        { satir: 1, alan: 'birimFiyat', deger: -1500, uyari: 'negativeAmount' },
        { satir: null, alan: 'odenecekTutar', deger: -4345.5, uyari: 'negativeAmount' },
      ]),
    );
  });

  it('refuses a hostile invoice (400,000 attributes) at once, without stalling the server for other requests', async () => {
    const attributes = Array.from({ length: 400_000 }, (_, i) => ` a${i}="1"`).join('');
    const hostile = XML.replace('<cbc:UUID>', `<cbc:Note${attributes}/><cbc:UUID>`);
    expect(hostile.length).toBeLessThan(5 * 1024 * 1024);
    const { result, stallMs } = await longestStall(() => upload(admin, company._id, hostile));
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual([{ path: 'file', message: 'eInvoiceTooComplex' }]);
    // Parsed on the event loop this held every request for about ten seconds; the scan takes milliseconds.
    expect(stallMs).toBeLessThan(2000);
  });

  it('parses a large legitimate invoice (an embedded 4 MB attachment) off the event loop', async () => {
    const attachment = `<cac:AdditionalDocumentReference><cbc:ID>PDF</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" encodingCode="Base64">${'QUJD'.repeat(1_000_000)}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`;
    const large = XML.replace('<cac:AccountingSupplierParty>', `${attachment}<cac:AccountingSupplierParty>`);
    // A cheap request alongside: answered while the invoice is parsed.
    const [{ result, stallMs }, cheap] = await Promise.all([
      longestStall(() => upload(admin, company._id, large)),
      admin.get('/api/auth/login-check'),
    ]);
    expect(result.status).toBe(200);
    expect(result.body.fatura.kalemler).toHaveLength(2);
    expect(cheap.status).toBe(200);
    // The baseline: what the same parse holds a thread for. The server's loop stalled far less.
    const started = performance.now();
    expect(parseUblInvoice(large, OUR_VKN).ok).toBe(true);
    const parseMs = performance.now() - started;
    expect(stallMs).toBeLessThan(parseMs / 2);
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
