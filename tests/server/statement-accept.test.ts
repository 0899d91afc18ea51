import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillView } from '../../src/domain/bill';
import type { StatementLineRecord } from '../../src/domain/kinds/statement';
import {
  acceptanceFlows,
  allocateSplit,
  bankChargeBooking,
  bankChargeWrites,
  bankOrderAcceptance,
  instrumentSettlement,
  type AcceptInstrument,
  type AcceptOrder,
} from '../../src/domain/statements/reconcile';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Accepting a statement line (docs/areas/bank-statements.md §8) over HTTP: the writes the device
// queues — one bank transfer per bill (acceptanceFlows; a split over allocateSplit's parts), each
// with the bank's receipt, then the line matched and linked — reach the server, and the bills the
// line named turn paid.

const USD_IBAN = 'TR290006400000112345678901';
const FLOWS = '/api/finans/nakit-akis';
const LINES = '/api/finans/ekstre-satiri';
const ORDERS = '/api/finans/banka-talimat';
const INSTRUMENTS = '/api/finans/cek-senet';
const SUPPLIER_USD_IBAN = 'TR330006100519786457841326';

async function upload(client: TestClient, sirket: string, content: string) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  form.append('sirket', sirket);
  form.append('file', new Blob([content], { type: 'application/octet-stream' }), 'ekstre.sta');
  const response = await fetch(`${client.baseUrl}/api/finans/ekstre`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { satirlar: StatementLineRecord[] } };
}

const minor = (major: number) => Math.round(major * 100);

describe.each(backends)('accepting a statement line on $name', (backend) => {
  let server: TestServer;
  let demo: TestClient;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-statement-accept-'));
    server = await startServer(backend, { dataDir });
    const admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the payment of a named bill and of a split over two bills: the bills turn paid', async () => {
    const admin = server.client();
    await admin.signIn(ADMIN);
    const sirket = (await demoCompanyIds(admin))[0]!;
    const codes = await budgetCodeIds(admin);
    const account = (await demo.post<{ _id: string }>(ACCOUNTS, supplier(sirket, { unvan: 'Ekstre Tedarikçi A.Ş.' }))).body._id;
    const file = (await uploadPdf(demo, 'dekont.pdf'))._id;
    const refs = { sirket, cariHesap: account, butceKodu: codes['gider:740.01.001']!, faturaFile: file };
    const bill = async (number: string, amount: number) =>
      (await demo.post<BillView>(BILLS, simpleBill(refs, amount, { dovizCinsi: 'USD', faturaProformaNo: number, tarih: '2026-11-20' })))
        .body;
    const one = await bill('EKS-501', 50);
    const first = await bill('EKS-601', 100);
    const second = await bill('EKS-602', 200);

    // Opening 1,000.00 − 50.00 − 300.00 = 650.00.
    const statement = [
      ':20:STMTACC1',
      `:25:${USD_IBAN}USD`,
      ':28C:00801/001',
      ':60F:C261201USD1000,00',
      ':61:2612011201D50,00NTRFNONREF//ACC-1',
      ':86:EFT GIDEN EKS-501 NOLU FATURA',
      ':61:2612011201D300,00NTRFNONREF//ACC-2',
      ':86:EFT GIDEN EKS-601 EKS-602',
      ':62F:C261201USD650,00',
      '-',
      '',
    ].join('\r\n');
    const imported = await upload(demo, sirket, statement);
    expect(imported.status).toBe(201);
    const [named, split] = imported.body.satirlar;
    expect(named!.durum).toBe('eslesti');
    expect(split!.durum).toBe('onerildi');
    expect(split!.neden).toBe('bolme');

    for (const line of [named!, split!]) {
      const candidate = line.adaylar.filter((part) => part.aday === 0);
      const allocation = allocateSplit(
        minor(line.tutar),
        candidate.map((part) => ({ id: part.kayit, kalan: minor(part.tutar ?? 0) })),
      );
      expect(allocation).toMatchObject({ artan: 0, eksik: 0 });
      const flows = acceptanceFlows(
        { ...line, tutar: minor(line.tutar) },
        allocation.parts.map((part) => ({ cariHesap: account, fatura: part.id, tutar: part.tutar })),
      );
      expect(flows).toHaveLength(candidate.length);
      const ids: string[] = [];
      for (const flow of flows) {
        const created = await demo.post<{ _id: string }>(FLOWS, { ...flow, miktar: flow.miktar / 100, dekontFile: file });
        expect(created.status).toBe(201);
        ids.push(created.body._id);
      }
      const { _id, version, updatedAt, anahtarlar, ...fields } = line as StatementLineRecord & { anahtarlar: unknown };
      void updatedAt;
      void anahtarlar;
      const accepted = await demo.put<StatementLineRecord>(
        `${LINES}/${_id}`,
        { ...fields, durum: 'eslesti', nakitAkis: ids[0], eslesme: ids },
        { headers: { 'If-Match': String(version) } },
      );
      expect(accepted.status).toBe(200);
      // A split's line lists every flow it made; the first stays the single `nakitAkis`.
      expect(accepted.body).toMatchObject({ durum: 'eslesti', nakitAkis: ids[0], eslesme: ids });
      expect(accepted.body.eslesme).toHaveLength(candidate.length);
    }

    for (const paid of [one, first, second]) {
      const view = (await demo.get<BillView>(`${BILLS}/${paid._id}`)).body;
      expect(view.odemePlani.map((row) => row.durum)).toEqual(['odendi']);
    }
  });

  it('books a tolerance match: the bill paid in full, the bank charge a bill under the chosen code and its payment', async () => {
    const admin = server.client();
    await admin.signIn(ADMIN);
    const sirket = (await demoCompanyIds(admin))[0]!;
    const codes = await budgetCodeIds(admin);
    const butceKodu = codes['gider:740.01.001']!;
    const account = (await demo.post<{ _id: string }>(ACCOUNTS, supplier(sirket, { unvan: 'Masraflı Tedarikçi A.Ş.' }))).body._id;
    const bank = (await demo.post<{ _id: string }>(ACCOUNTS, supplier(sirket, { unvan: 'Örnek Bankası A.Ş.' }))).body._id;
    const file = (await uploadPdf(demo, 'dekont.pdf'))._id;
    const bill = (
      await demo.post<BillView>(
        BILLS,
        simpleBill({ sirket, cariHesap: account, butceKodu, faturaFile: file }, 100, {
          dovizCinsi: 'USD',
          faturaProformaNo: 'EKS-701',
          tarih: '2026-11-20',
        }),
      )
    ).body;
    // Paid 100.00 and the bank took 0.75 on top: 1,000.00 − 100.75 = 899.25.
    const statement = [
      ':20:STMTACC2',
      `:25:${USD_IBAN}USD`,
      ':28C:00802/001',
      ':60F:C261202USD1000,00',
      ':61:2612021202D100,75NTRFNONREF//ACC-3',
      ':86:EFT GIDEN EKS-701',
      ':62F:C261202USD899,25',
      '-',
      '',
    ].join('\r\n');
    const imported = await upload(demo, sirket, statement);
    expect(imported.status).toBe(201);
    const line = imported.body.satirlar[0]!;
    expect(line).toMatchObject({ durum: 'onerildi', neden: 'tolerans' });
    const part = line.adaylar.find((candidate) => candidate.aday === 0)!;
    expect(part.fark).toBe(-0.75);

    const booking = bankChargeBooking(minor(line.tutar), minor(part.tutar ?? 0));
    expect(booking).toEqual({ akis: 10_000, masraf: 75 });
    const [flow] = acceptanceFlows({ ...line, tutar: -booking.akis }, [{ cariHesap: account, fatura: part.kayit, tutar: booking.akis }]);
    expect((await demo.post(FLOWS, { ...flow, miktar: flow!.miktar / 100, dekontFile: file })).status).toBe(201);

    const charge = bankChargeWrites({ ...line, tutar: minor(line.tutar) }, booking.masraf, { cariHesap: bank, butceKodu })!;
    const { tutar, butceKodu: code, ...head } = charge.fatura;
    const amount = tutar / 100;
    const chargeBill = await demo.post<BillView>(BILLS, {
      ...head,
      kalemler: [{ butceKodu: code, adi: 'Banka masrafı', miktar: 1, birim: 'adet', birimFiyat: amount, kdv: 0 }],
      odemePlani: [{ tarih: head.tarih, miktar: amount }],
      taksitSayisi: 1,
      faturaFile: file,
    });
    expect(chargeBill.status).toBe(201);
    const paidCharge = await demo.post(FLOWS, { ...charge.odeme, fatura: chargeBill.body._id, miktar: amount, dekontFile: file });
    expect(paidCharge.status).toBe(201);

    for (const paid of [bill, chargeBill.body]) {
      const view = (await demo.get<BillView>(`${BILLS}/${paid._id}`)).body;
      expect(view.odemePlani.map((row) => row.durum)).toEqual(['odendi']);
    }
    const chargeView = (await demo.get<BillView & { kalemler: { butceKodu: string }[] }>(`${BILLS}/${chargeBill.body._id}`)).body;
    expect(chargeView.kalemler.map((row) => row.butceKodu)).toEqual([butceKodu]);
  });

  it('matches with the company’s ekstreToleransi: 1.50 off is suggested with 2.00, unmatched with the default 1.00', async () => {
    const admin = server.client();
    await admin.signIn(ADMIN);
    const sirket = (await demoCompanyIds(admin))[0]!;
    const codes = await budgetCodeIds(admin);
    const account = (await demo.post<{ _id: string }>(ACCOUNTS, supplier(sirket, { unvan: 'Toleranslı Tedarikçi A.Ş.' }))).body._id;
    const file = (await uploadPdf(demo, 'dekont.pdf'))._id;
    for (const number of ['EKS-801', 'EKS-802'])
      await demo.post<BillView>(
        BILLS,
        simpleBill({ sirket, cariHesap: account, butceKodu: codes['gider:740.01.001']!, faturaFile: file }, 100, {
          dovizCinsi: 'USD',
          faturaProformaNo: number,
          tarih: '2026-11-20',
        }),
      );
    const statement = (number: string, bill: string) =>
      [
        `:20:STMTTOL${number}`,
        `:25:${USD_IBAN}USD`,
        `:28C:0090${number}/001`,
        ':60F:C261203USD1000,00',
        `:61:2612031203D101,50NTRFNONREF//TOL-${number}`,
        `:86:EFT GIDEN ${bill}`,
        ':62F:C261203USD898,50',
        '-',
        '',
      ].join('\r\n');
    const company = (await admin.get<Record<string, unknown>>(`/api/sirket/${sirket}`)).body;
    expect(company.ekstreToleransi).toBeUndefined();
    const unmatched = await upload(demo, sirket, statement('1', 'EKS-801'));
    expect(unmatched.status).toBe(201);
    expect(unmatched.body.satirlar[0]).toMatchObject({ durum: 'eslesmedi', neden: 'yok' });

    const { _id, ...fields } = company;
    void _id;
    const put = await admin.put<Record<string, unknown>>(`/api/sirket/${sirket}`, { ...fields, ekstreToleransi: '2.00' });
    expect(put.status).toBe(200);
    expect(put.body.ekstreToleransi).toBe(200);
    try {
      const suggested = await upload(demo, sirket, statement('2', 'EKS-802'));
      expect(suggested.status).toBe(201);
      expect(suggested.body.satirlar[0]).toMatchObject({ durum: 'onerildi', neden: 'tolerans' });
      expect(suggested.body.satirlar[0]!.adaylar[0]).toMatchObject({ tutar: 100, fark: -1.5 });
    } finally {
      await admin.put(`/api/sirket/${sirket}`, { ...fields });
    }
    expect((await admin.get<Record<string, unknown>>(`/api/sirket/${sirket}`)).body.ekstreToleransi).toBeUndefined();
  });
  it('accepts a bank order’s line as its payment and a cheque’s as its collection, and links each', async () => {
    const admin = server.client();
    await admin.signIn(ADMIN);
    const sirket = (await demoCompanyIds(admin))[0]!;
    const payee = (await demo.post<{ _id: string }>(ACCOUNTS, supplier(sirket, { unvan: 'Talimatlı Tedarikçi A.Ş.' }))).body._id;
    const drawer = (await demo.post<{ _id: string }>(ACCOUNTS, customer(sirket, { unvan: 'Çekli Müşteri A.Ş.' }))).body._id;
    const file = (await uploadPdf(demo, 'dekont.pdf'))._id;
    const order = await demo.post<Record<string, unknown> & { _id: string; version: number }>(ORDERS, {
      ref: 'BT-EKS-0901',
      tarih: '2026-12-01',
      miktar: '75.25',
      dovizCinsi: 'USD',
      aciklama: 'Aralık kumanya',
      sirket,
      sirketBankaSelection: USD_IBAN,
      cariBankaSelection: SUPPLIER_USD_IBAN,
      cariHesap: payee,
      sablon: 'swift-doviz',
      talimatFile: file,
    });
    expect(order.status).toBe(201);
    const cheque = await demo.post<Record<string, unknown> & { _id: string; version: number; nakitAkis: string }>(INSTRUMENTS, {
      tur: 'cek',
      yon: 'alinan',
      sirket,
      cariHesap: drawer,
      borclu: 'Çekli Müşteri A.Ş.',
      banka: 'T.C. Ziraat Bankası',
      sube: 'Tuzla',
      hesapNo: '12345678',
      seriNo: 'EKSCK-4411',
      duzenlemeTarihi: '2026-11-10',
      vadeTarihi: '2026-12-05',
      miktar: '40.00',
      dovizCinsi: 'USD',
      hareketler: [{ tarih: '2026-11-10', durum: 'portfoyde' }],
      dosya: file,
    });
    expect(cheque.status).toBe(201);

    // Opening 1,000.00 − 75.25 + 40.00 = 964.75.
    const statement = [
      ':20:STMTACC9',
      `:25:${USD_IBAN}USD`,
      ':28C:00809/001',
      ':60F:C261205USD1000,00',
      ':61:2612051205D75,25NTRFNONREF//ACC-91',
      ':86:EFT GIDEN BT-EKS-0901',
      ':61:2612051205C40,00NTRFNONREF//ACC-92',
      ':86:CEK TAHSILAT EKSCK-4411',
      ':62F:C261205USD964,75',
      '-',
      '',
    ].join('\r\n');
    const imported = await upload(demo, sirket, statement);
    expect(imported.status).toBe(201);
    const [orderLine, chequeLine] = imported.body.satirlar;
    expect(orderLine).toMatchObject({ durum: 'eslesti', nakitAkis: '' });
    expect(orderLine!.adaylar[0]).toMatchObject({ koleksiyon: 'bankaTalimat', kayit: order.body._id, cariHesap: payee });
    expect(chequeLine).toMatchObject({ durum: 'eslesti', nakitAkis: '' });
    expect(chequeLine!.adaylar[0]).toMatchObject({ koleksiyon: 'cekSenet', kayit: cheque.body._id, cariHesap: drawer });

    const putLine = (line: StatementLineRecord, flows: string[]) => {
      const { _id, version, updatedAt, anahtarlar, ...fields } = line as StatementLineRecord & { anahtarlar: unknown };
      void updatedAt;
      void anahtarlar;
      return demo.put<StatementLineRecord>(
        `${LINES}/${_id}`,
        { ...fields, durum: 'eslesti', nakitAkis: flows[0] ?? '', eslesme: flows },
        { headers: { 'If-Match': String(version) } },
      );
    };

    // The bank order: its payment recorded on the line's day, the order linked to it, the line to the flow.
    const acceptance = bankOrderAcceptance(
      { ...orderLine!, tutar: minor(orderLine!.tutar) },
      { ...(order.body as unknown as AcceptOrder), miktar: minor(Number(order.body.miktar)), nakitAkis: null },
    );
    expect(acceptance && 'kaydet' in acceptance).toBe(true);
    if (!acceptance || !('kaydet' in acceptance)) return;
    expect(acceptance.kaydet).toMatchObject({ tip: 'odeme', tarih: '2026-12-05', miktar: 7525, cariHesap: payee, odemeYontemi: 'havale' });
    const flow = await demo.post<{ _id: string }>(FLOWS, {
      ...acceptance.kaydet,
      miktar: acceptance.kaydet.miktar / 100,
      dekontFile: file,
    });
    expect(flow.status).toBe(201);
    const { _id: orderId, version: orderVersion, ...orderFields } = order.body;
    const paid = await demo.put<{ nakitAkis: string }>(
      `${ORDERS}/${orderId}`,
      { ...orderFields, talimatFile: file, nakitAkis: flow.body._id },
      { headers: { 'If-Match': String(orderVersion) } },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.nakitAkis).toBe(flow.body._id);
    const linkedOrder = await putLine(orderLine!, [flow.body._id]);
    expect(linkedOrder.status).toBe(200);
    expect(linkedOrder.body).toMatchObject({ durum: 'eslesti', nakitAkis: flow.body._id, eslesme: [flow.body._id] });
    // Now paid, the order's next acceptance links that payment, never a second one.
    expect(
      bankOrderAcceptance(
        { ...orderLine!, tutar: minor(orderLine!.tutar) },
        { ...(order.body as unknown as AcceptOrder), miktar: 7525, nakitAkis: flow.body._id },
      ),
    ).toEqual({ bagla: flow.body._id });

    // The cheque: given to the bank and collected there on the line's day, one write; it books no new flow.
    const moves = instrumentSettlement(
      { ...chequeLine!, tutar: minor(chequeLine!.tutar) },
      { ...(cheque.body as unknown as AcceptInstrument), miktar: 4000 },
    );
    expect(moves?.map((move) => move.durum)).toEqual(['tahsile-verildi', 'tahsil-edildi']);
    const { _id: chequeId, version: chequeVersion, ...chequeFields } = cheque.body;
    const collected = await demo.put<{ durum: string; nakitAkis: string; hareketler: { nakitAkis?: string; iban?: string }[] }>(
      `${INSTRUMENTS}/${chequeId}`,
      {
        ...chequeFields,
        dosya: file,
        durum: 'tahsil-edildi',
        hareketler: [...(cheque.body.hareketler as unknown[]), ...moves!],
      },
      { headers: { 'If-Match': String(chequeVersion) } },
    );
    expect(collected.status).toBe(200);
    expect(collected.body.durum).toBe('tahsil-edildi');
    expect(collected.body.nakitAkis).toBe(cheque.body.nakitAkis);
    expect(collected.body.hareketler.slice(1).map((move) => [move.iban, move.nakitAkis])).toEqual([
      [USD_IBAN, undefined],
      [USD_IBAN, undefined],
    ]);
    const linkedCheque = await putLine(chequeLine!, [cheque.body.nakitAkis]);
    expect(linkedCheque.status).toBe(200);
    expect(linkedCheque.body).toMatchObject({ durum: 'eslesti', nakitAkis: cheque.body.nakitAkis, eslesme: [cheque.body.nakitAkis] });
  });
});
