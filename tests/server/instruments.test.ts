import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { AccountFinance } from '../../src/domain/account-balance';
import type { CashFlow } from '../../src/domain/cash-flow';
import type { Instrument, InstrumentListResponse, InstrumentView } from '../../src/domain/instrument-schema';
import type { UploadedFile } from '../../src/domain/file';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { insertMirrored } from '../../server/db/repositories/mirrored-repository';
import { cekSenet, nakitAkis } from '../../server/db/schema';
import type { MirroredRow } from '../../server/sync/collection';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Cheques and promissory notes over HTTP (docs/areas/cheques.md): the contract, the moves (422
// invalidTransition for any other, whatever the body claims), the history that only grows, the
// settling cash flow's link, the portfolio's filters, scoping and the pull.

const BASE = '/api/finans/cek-senet';
const FLOWS = '/api/finans/nakit-akis';

describe.each(backends)('cheques and notes on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;
  let drawer: string;
  let endorsee: string;
  let scan: UploadedFile;

  const cheque = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    tur: 'cek',
    yon: 'alinan',
    sirket: granted,
    cariHesap: drawer,
    borclu: 'Anadolu Yük Sahibi A.Ş.',
    banka: 'T.C. Ziraat Bankası',
    sube: 'Tuzla',
    hesapNo: '12345678',
    seriNo: 'ZB-0001',
    duzenlemeTarihi: '2026-10-01',
    vadeTarihi: '2026-12-31',
    miktar: '12500.75',
    dovizCinsi: 'TL',
    hareketler: [{ tarih: '2026-10-01', durum: 'portfoyde' }],
    dosya: scan._id,
    ...overrides,
  });

  /** The body of a move of `current` to `durum`: its fields with the movement appended. */
  const moved = (current: Instrument, durum: string, extra: Record<string, unknown> = {}, movement: Record<string, unknown> = {}) => ({
    ...current,
    durum,
    hareketler: [...current.hareketler, { tarih: '2026-11-01', durum, ...movement }],
    ...extra,
  });

  const put = (client: TestClient, current: Instrument, body: unknown) =>
    client.put<Instrument & ErrorBody>(`${BASE}/${current._id}`, body, { headers: { 'If-Match': String(current.version) } });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    granted = ids[0]!;
    hidden = ids[2]!;
    drawer = (await admin.post<Account>(ACCOUNTS, customer(granted, { unvan: 'Çek Keşidecisi A.Ş.' }))).body._id;
    endorsee = (await admin.post<Account>(ACCOUNTS, supplier(granted, { unvan: 'Ciro Alan Tedarik Ltd.' }))).body._id;
    scan = await uploadPdf(demo, 'cek-on-arka.pdf');
  });
  afterAll(() => server?.close());

  it('creates a received cheque in the portfolio and answers it with its names', async () => {
    const created = await demo.post<InstrumentView>(BASE, cheque());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tur: 'cek',
      yon: 'alinan',
      sirket: granted,
      cariHesap: drawer,
      seriNo: 'ZB-0001',
      miktar: 12500.75,
      dovizCinsi: 'TL',
      durum: 'portfoyde',
      hareketler: [{ tarih: '2026-10-01', durum: 'portfoyde' }],
      dosya: { _id: scan._id, name: 'cek-on-arka.pdf' },
      nakitAkis: expect.any(String),
      version: 1,
    });
    // Received: a collection from the drawer, by cheque, dated the receipt (docs/areas/cheques.md).
    const receipt = await demo.get<CashFlow>(`${FLOWS}/${created.body.nakitAkis}`);
    expect(receipt.body).toMatchObject({ tip: 'tahsilat', tarih: '2026-10-01', miktar: 12500.75, dovizCinsi: 'TL', odemeYontemi: 'cek' });
    const detail = await demo.get<InstrumentView>(`${BASE}/${created.body._id}`);
    expect(detail.body).toMatchObject({ cariHesapUnvan: 'Çek Keşidecisi A.Ş.', sirketIsim: expect.any(String) });
  });

  it('an issued note starts as given; a body without a state takes the direction’s first', async () => {
    const note = await demo.post<Instrument>(
      BASE,
      cheque({ tur: 'senet', yon: 'verilen', cariHesap: endorsee, hareketler: [], seriNo: 'S-1' }),
    );
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ durum: 'verildi', hareketler: [] });
  });

  it('refuses to create an instrument in a state its history does not reach (422 invalidTransition)', async () => {
    const response = await demo.post<ErrorBody>(BASE, cheque({ durum: 'tahsil-edildi' }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'invalidTransition', errors: [{ path: 'durum', message: 'invalidTransition' }] });
    const issued = await demo.post<ErrorBody>(BASE, cheque({ yon: 'verilen', durum: 'portfoyde', hareketler: [] }));
    expect(issued.body.message).toBe('invalidTransition');
  });

  it('moves portfolio → to the bank → bounced → collected, each move appended; a skipped step is 422', async () => {
    let current = (await demo.post<Instrument>(BASE, cheque({ seriNo: 'ZB-0002' }))).body;

    const skipped = await put(demo, current, moved(current, 'tahsil-edildi'));
    expect(skipped.status).toBe(422);
    expect(skipped.body.message).toBe('invalidTransition');

    for (const durum of ['tahsile-verildi', 'karsiliksiz', 'tahsil-edildi']) {
      const response = await put(demo, current, moved(current, durum));
      expect(response.status).toBe(200);
      current = response.body;
      expect(current.durum).toBe(durum);
    }
    expect(current.hareketler.map((movement) => movement.durum)).toEqual(['portfoyde', 'tahsile-verildi', 'karsiliksiz', 'tahsil-edildi']);
    expect(current.version).toBe(4);

    // Settled: nothing moves it any more.
    const again = await put(demo, current, moved(current, 'iade-edildi'));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('invalidTransition');
  });

  it('refuses a state change whose history does not say so, a rewritten history and a turned-around direction', async () => {
    const current = (await demo.post<Instrument>(BASE, cheque({ seriNo: 'ZB-0003' }))).body;
    const bare = await put(demo, current, { ...current, durum: 'tahsile-verildi' });
    expect(bare.body.message).toBe('invalidTransition');
    expect(bare.status).toBe(422);

    const next = (await put(demo, current, moved(current, 'teminata-verildi'))).body;
    const rewritten = await put(demo, next, { ...next, hareketler: [{ ...next.hareketler[0]!, aciklama: 'değişti' }, next.hareketler[1]] });
    expect(rewritten.status).toBe(422);
    expect(rewritten.body).toEqual({ message: 'invalidTransition', errors: [{ path: 'hareketler', message: 'invalidTransition' }] });
    const turned = await put(demo, next, { ...next, yon: 'verilen' });
    expect(turned.body.message).toBe('invalidTransition');
    // Editing the other fields without a move is fine.
    expect((await put(demo, next, { ...next, banka: 'Vakıfbank' })).status).toBe(200);
  });

  it('an issued cheque is paid or bounces, and nothing else', async () => {
    const given = (await demo.post<Instrument>(BASE, cheque({ yon: 'verilen', cariHesap: endorsee, hareketler: [], seriNo: 'V-1' }))).body;
    for (const wrong of ['portfoyde', 'tahsil-edildi', 'ciro-edildi', 'iade-edildi']) {
      const response = await put(demo, given, moved(given, wrong, {}, { cariHesap: drawer }));
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('invalidTransition');
    }
    expect((await put(demo, given, moved(given, 'odendi'))).body.durum).toBe('odendi');
  });

  it('an endorsement names a live account of the company; without one it is 422 endorseeRequired', async () => {
    const current = (await demo.post<Instrument>(BASE, cheque({ seriNo: 'ZB-0004' }))).body;
    const missing = await put(demo, current, moved(current, 'ciro-edildi'));
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('endorseeRequired');
    const otherCompany = (await admin.post<Account>(ACCOUNTS, supplier(hidden, { unvan: 'Başka Şirketin Tedarikçisi' }))).body._id;
    const foreign = await put(demo, current, moved(current, 'ciro-edildi', {}, { cariHesap: otherCompany }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ path: 'hareketler.1.cariHesap', message: 'accountNotFound' }]);
    const endorsed = await put(demo, current, moved(current, 'ciro-edildi', {}, { cariHesap: endorsee }));
    expect(endorsed.status).toBe(200);
    expect(endorsed.body.hareketler[1]).toEqual({
      tarih: '2026-11-01',
      durum: 'ciro-edildi',
      cariHesap: endorsee,
      aciklama: '',
      nakitAkis: expect.any(String),
    });
  });

  /** The account's summary in TL as the server derives it (docs/architecture.md §7): what it paid or was collected. */
  const tlOf = async (account: string) =>
    (await demo.get<{ finans: AccountFinance[] }>(`${ACCOUNTS}/${account}`)).body.finans.find((row) => row.dovizCinsi === 'TL');
  /** The live cash flows of an account. */
  const flowsOf = async (account: string) =>
    (await demo.get<{ nakitAkislar: CashFlow[] }>(`${FLOWS}?cariHesap=${account}`)).body.nakitAkislar;

  it('books a received cheque the day it is received, reverses it on a bounce and again on its collection (hand-computed balances)', async () => {
    const customerId = (await demo.post<Account>(ACCOUNTS, customer(granted, { unvan: 'Bakiye Müşterisi A.Ş.' }))).body._id;
    const supplierId = (await demo.post<Account>(ACCOUNTS, supplier(granted, { unvan: 'Bakiye Tedarikçisi Ltd.' }))).body._id;
    // Two cheques from the customer: 1.000,00 TL and 250,50 TL.
    let first = (await demo.post<Instrument>(BASE, cheque({ cariHesap: customerId, seriNo: 'B-1', miktar: '1000' }))).body;
    let second = (await demo.post<Instrument>(BASE, cheque({ cariHesap: customerId, seriNo: 'B-2', miktar: '250.50' }))).body;
    expect(await tlOf(customerId)).toMatchObject({ fatura: 0, odenen: 1250.5, bakiye: -1250.5 });

    // At the bank: nothing changes for the customer. Bounced: 1.000 back on their balance.
    first = (await put(demo, first, moved(first, 'tahsile-verildi'))).body;
    expect((await tlOf(customerId))?.odenen).toBe(1250.5);
    first = (await put(demo, first, moved(first, 'karsiliksiz'))).body;
    expect((await tlOf(customerId))?.odenen).toBe(250.5);
    // Collected after all: collected from the customer again, once.
    expect((await put(demo, first, moved(first, 'tahsil-edildi'))).body.durum).toBe('tahsil-edildi');
    expect((await tlOf(customerId))?.odenen).toBe(1250.5);
    expect((await flowsOf(customerId)).map((flow) => flow.miktar).sort()).toEqual([1000, 250.5]);

    // The second is endorsed to the supplier: a payment to them, by cheque, dated the endorsement.
    second = (await put(demo, second, moved(second, 'ciro-edildi', {}, { cariHesap: supplierId }))).body;
    expect(await tlOf(supplierId)).toMatchObject({ odenen: 250.5 });
    expect(await flowsOf(supplierId)).toEqual([
      expect.objectContaining({
        _id: second.hareketler[1]!.nakitAkis,
        tip: 'odeme',
        tarih: '2026-11-01',
        odemeYontemi: 'cek',
        miktar: 250.5,
      }),
    ]);
    expect((await tlOf(customerId))?.odenen).toBe(1250.5);

    // An issued note pays the supplier at issue; paid at the bank, nothing more; one that bounces is taken back.
    let note = (
      await demo.post<Instrument>(
        BASE,
        cheque({ tur: 'senet', yon: 'verilen', cariHesap: supplierId, seriNo: 'S-1', miktar: '400', hareketler: [] }),
      )
    ).body;
    const bounced = (
      await demo.post<Instrument>(BASE, cheque({ yon: 'verilen', cariHesap: supplierId, seriNo: 'S-2', miktar: '99.99', hareketler: [] }))
    ).body;
    expect((await tlOf(supplierId))?.odenen).toBe(750.49);
    note = (await put(demo, note, moved(note, 'odendi'))).body;
    expect((await put(demo, bounced, moved(bounced, 'karsiliksiz'))).body.durum).toBe('karsiliksiz');
    expect((await tlOf(supplierId))?.odenen).toBe(650.5);
    expect((await demo.get<CashFlow>(`${FLOWS}/${note.nakitAkis}`)).body).toMatchObject({
      tip: 'odeme',
      odemeYontemi: 'senet',
      tarih: '2026-10-01',
    });
  });

  it('refuses a link to a cash flow a client names (422 instrumentFlowFixed): a 1 TL payment to another account, one flow for two cheques, a swap', async () => {
    const current = (await demo.post<Instrument>(BASE, cheque({ seriNo: 'ZB-0005', miktar: '1000' }))).body;
    const atBank = (await put(demo, current, moved(current, 'tahsile-verildi'))).body;
    const oneLira = await demo.post<CashFlow>(FLOWS, {
      tip: 'odeme',
      tarih: '2026-12-31',
      miktar: '1',
      dovizCinsi: 'TL',
      sirket: granted,
      cariHesap: endorsee,
      odemeYontemi: 'havale',
      dekontFile: scan._id,
    });
    expect(oneLira.status).toBe(201);
    const fixed = (path: string) => ({ message: 'validationFailed', errors: [{ path, message: 'instrumentFlowFixed' }] });

    const settledByOneLira = await put(demo, atBank, moved(atBank, 'tahsil-edildi', { nakitAkis: oneLira.body._id }));
    expect(settledByOneLira.status).toBe(422);
    expect(settledByOneLira.body).toEqual(fixed('nakitAkis'));
    const moveNamingIt = await put(demo, atBank, moved(atBank, 'tahsil-edildi', {}, { nakitAkis: oneLira.body._id }));
    expect(moveNamingIt.body).toEqual(fixed('hareketler.2.nakitAkis'));

    // Another cheque cannot take this one's collection as its own.
    const twice = await demo.post<ErrorBody>(BASE, cheque({ seriNo: 'ZB-0006', miktar: '1000', nakitAkis: current.nakitAkis }));
    expect(twice.status).toBe(422);
    expect(twice.body).toEqual(fixed('nakitAkis'));

    // Collected: its link stays what the server recorded; a swap later is refused, the same link is fine.
    const collected = (await put(demo, atBank, moved(atBank, 'tahsil-edildi'))).body;
    expect(collected.nakitAkis).toBe(current.nakitAkis);
    const swapped = await put(demo, collected, { ...collected, nakitAkis: oneLira.body._id });
    expect(swapped.body).toEqual(fixed('nakitAkis'));
    expect((await put(demo, collected, { ...collected, banka: 'Akbank' })).status).toBe(200);

    // Refused writes recorded nothing: the drawer's flows are the cheques' receipts, the 1 TL payment is untouched.
    expect((await demo.get<CashFlow>(`${FLOWS}/${oneLira.body._id}`)).body).toMatchObject({ miktar: 1, version: 1 });
    // The booked flow keeps its figures and goes only with its move.
    const receipt = (await demo.get<CashFlow>(`${FLOWS}/${current.nakitAkis}`)).body;
    const changed = await demo.put<ErrorBody>(`${FLOWS}/${receipt._id}`, {
      ...receipt,
      miktar: '1',
      sirket: granted,
      cariHesap: drawer,
      dekontFile: scan._id,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual([{ path: '', message: 'instrumentFlowFixed' }]);
    expect((await demo.delete<ErrorBody>(`${FLOWS}/${receipt._id}`)).body.message).toBe('instrumentFlowFixed');
    // Deleting the cheque takes its flows with it.
    const gone = await demo.delete(`${BASE}/${collected._id}`, { headers: { 'If-Match': String(collected.version + 1) } });
    expect(gone.status).toBe(200);
    expect((await demo.get(`${FLOWS}/${receipt._id}`)).status).toBe(404);
  });

  it('the migration brings existing cheques into line: nothing lost, no cash flow doubled (drizzle/0030_cheque_bookings.sql)', async () => {
    const customerId = (await demo.post<Account>(ACCOUNTS, customer(granted, { unvan: 'Eski Kayıt Müşterisi A.Ş.' }))).body._id;
    const supplierId = (await demo.post<Account>(ACCOUNTS, supplier(granted, { unvan: 'Eski Kayıt Tedarikçisi Ltd.' }))).body._id;
    const db = server.db;
    const common = {
      sirket: granted,
      miktar: 100_000,
      dovizCinsi: 'TL' as const,
      aciklama: 'eski',
      dekontFileId: scan._id,
      dekontFile: scan,
    };
    const oldFlow = (values: { tip: 'odeme' | 'tahsilat'; cariHesap: string; tarih: string; odemeYontemi: 'cek' }) =>
      insertMirrored<MirroredRow>(db, nakitAkis, { ...common, fatura: null, ...values });
    const oldInstrument = (values: Record<string, unknown>) =>
      insertMirrored<MirroredRow>(db, cekSenet, {
        sirket: granted,
        cariHesap: customerId,
        tur: 'cek',
        yon: 'alinan',
        borclu: '',
        banka: '',
        sube: '',
        hesapNo: '',
        duzenlemeTarihi: '2026-01-05',
        vadeTarihi: '2026-03-31',
        miktar: 100_000,
        dovizCinsi: 'TL',
        dosyaId: scan._id,
        dosya: scan,
        nakitAkis: null,
        ...values,
      });
    const opening = { tarih: '2026-01-10', durum: 'portfoyde', aciklama: '' };
    // As the old booking left them: a collected one linked to its collection, one in the portfolio
    // with none, an endorsed one with the drawer's collection linked and the endorsee's payment loose,
    // an issued one with none, and a bounced one.
    const collectedFlow = await oldFlow({ tip: 'tahsilat', cariHesap: customerId, tarih: '2026-03-31', odemeYontemi: 'cek' });
    const collected = await oldInstrument({
      seriNo: 'ESKI-1',
      durum: 'tahsil-edildi',
      nakitAkis: collectedFlow.id,
      hareketler: [opening, { tarih: '2026-02-01', durum: 'tahsile-verildi' }, { tarih: '2026-03-31', durum: 'tahsil-edildi' }],
    });
    const held = await oldInstrument({ seriNo: 'ESKI-2', durum: 'portfoyde', hareketler: [opening] });
    const drawerFlow = await oldFlow({ tip: 'tahsilat', cariHesap: customerId, tarih: '2026-02-02', odemeYontemi: 'cek' });
    const endorseeFlow = await oldFlow({ tip: 'odeme', cariHesap: supplierId, tarih: '2026-02-02', odemeYontemi: 'cek' });
    const endorsed = await oldInstrument({
      seriNo: 'ESKI-3',
      durum: 'ciro-edildi',
      nakitAkis: drawerFlow.id,
      hareketler: [opening, { tarih: '2026-02-02', durum: 'ciro-edildi', cariHesap: supplierId }],
    });
    const issued = await oldInstrument({ seriNo: 'ESKI-4', yon: 'verilen', cariHesap: supplierId, durum: 'verildi', hareketler: [] });
    const bounced = await oldInstrument({
      seriNo: 'ESKI-5',
      durum: 'karsiliksiz',
      hareketler: [opening, { tarih: '2026-02-01', durum: 'tahsile-verildi' }, { tarih: '2026-03-31', durum: 'karsiliksiz' }],
    });
    const [customerBefore, supplierBefore] = [(await tlOf(customerId))?.odenen ?? 0, (await tlOf(supplierId))?.odenen ?? 0];
    expect([customerBefore, supplierBefore]).toEqual([2000, 1000]);

    await db.execute(sql.raw(readFileSync(new URL('../../drizzle/0030_cheque_bookings.sql', import.meta.url), 'utf8')));

    const get = async (id: string) => (await demo.get<Instrument>(`${BASE}/${id}`)).body;
    // Kept as they were: the collected one's collection, the endorsed one's two flows (the payment now linked).
    expect(await get(collected.id)).toMatchObject({ nakitAkis: collectedFlow.id, version: 1 });
    expect(await get(endorsed.id)).toMatchObject({ nakitAkis: drawerFlow.id, version: 2 });
    expect((await get(endorsed.id)).hareketler[1]?.nakitAkis).toBe(endorseeFlow.id);
    // Booked now: the held cheque's collection at receipt, the issued one's payment at issue; the bounced one nothing.
    const heldNow = await get(held.id);
    expect((await demo.get<CashFlow>(`${FLOWS}/${heldNow.nakitAkis}`)).body).toMatchObject({
      tip: 'tahsilat',
      tarih: '2026-01-10',
      miktar: 1000,
    });
    const issuedNow = await get(issued.id);
    expect((await demo.get<CashFlow>(`${FLOWS}/${issuedNow.nakitAkis}`)).body).toMatchObject({
      tip: 'odeme',
      tarih: '2026-01-05',
      odemeYontemi: 'cek',
    });
    expect(await get(bounced.id)).toMatchObject({ nakitAkis: null, version: 1 });
    // Hand-computed: the customer paid 3 × 1.000 (collected, held, endorsed), the supplier was paid 2 × 1.000.
    expect((await tlOf(customerId))?.odenen).toBe(3000);
    expect((await tlOf(supplierId))?.odenen).toBe(2000);
  });

  it('lists the portfolio by due date with its filters, only of visible companies', async () => {
    await admin.post(
      BASE,
      cheque({ sirket: hidden, cariHesap: (await admin.post<Account>(ACCOUNTS, customer(hidden))).body._id, seriNo: 'GIZLI' }),
    );
    const all = (await demo.get<InstrumentListResponse>(`${BASE}?perPage=100`)).body;
    expect(all.totalCount).toBe(all.cekSenetler.length);
    expect(all.cekSenetler.some((row) => row.seriNo === 'GIZLI')).toBe(false);
    const dates = all.cekSenetler.map((row) => row.vadeTarihi);
    expect(dates).toEqual([...dates].sort());

    const issued = (await demo.get<InstrumentListResponse>(`${BASE}?yon=verilen`)).body;
    expect(issued.cekSenetler.length).toBeGreaterThan(0);
    expect(issued.cekSenetler.every((row) => row.yon === 'verilen')).toBe(true);
    const portfolio = (await demo.get<InstrumentListResponse>(`${BASE}?durum=portfoyde&sirket=${granted}`)).body;
    expect(portfolio.cekSenetler.every((row) => row.durum === 'portfoyde' && row.sirket === granted)).toBe(true);
    const page = (await demo.get<InstrumentListResponse>(`${BASE}?perPage=2&page=1`)).body;
    expect(page).toMatchObject({ totalCount: all.totalCount });
    expect(page.cekSenetler).toHaveLength(2);
    expect((await demo.get(`${BASE}?vade=yarin`)).status).toBe(400);
    expect((await demo.get(`${BASE}?vade=gecmis`)).status).toBe(200);
  });

  it('is read with a read grant and written with a write grant only', async () => {
    const created = (await admin.post<Instrument>(BASE, cheque({ seriNo: 'ZB-GRANT' }))).body;
    const reader = server.client();
    await reader.signIn(await createUser(server.db, { email: 'cek-okur@example.com', grants: { [granted]: 'okuma' } }));
    expect((await reader.get(`${BASE}/${created._id}`)).status).toBe(200);
    const move = await put(reader, created, moved(created, 'tahsile-verildi'));
    expect(move.status).toBe(403);
    expect(move.body.message).toBe('readOnlyCompany');
    expect((await reader.post<ErrorBody>(BASE, cheque({ seriNo: 'ZB-OKUR' }))).status).toBe(403);
  });

  it('is pulled by the devices of the company’s users and hidden from others', async () => {
    const created = (await demo.post<Instrument>(BASE, cheque({ seriNo: 'ZB-PULL' }))).body;
    const pulled = (await demo.get<SyncResponse>('/api/sync?since=0&limit=1000')).body;
    expect(pulled.changes.find((change) => change._id === created._id)).toMatchObject({
      collection: 'cekSenet',
      record: { miktar: 12500.75 },
    });
    const foreign = (
      await admin.post<Instrument>(
        BASE,
        cheque({ sirket: hidden, seriNo: 'GIZ-2', cariHesap: (await admin.post<Account>(ACCOUNTS, customer(hidden))).body._id }),
      )
    ).body;
    expect((await demo.get(`${BASE}/${foreign._id}`)).status).toBe(404);
  });
});
