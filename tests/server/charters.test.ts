import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/domain/calendar';
import type { HireStatement } from '../../src/domain/hire-statement';
import type { CargoDocumentRecord } from '../../src/domain/kinds/cargo-document';
import type { CharterRecord } from '../../src/domain/kinds/charter';
import type { LaytimeResult } from '../../src/domain/laytime';
import type { ErrorBody } from '../../src/domain/validation';
import type { ContractView } from '../../server/collections/contracts';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Charters, cargo documents and contracts over HTTP (docs/areas/operations.md; MODULES §5): the
// lists' contracts, the hire statement `GET /api/operasyon/carter/:id/kira-hesabi` and laytime
// `…/laytime` on MODULES' worked checks, issue 48's bad input as 422s with their paths, another
// company's ship refused, and a contract's status as of today.

const CHARTERS = '/api/operasyon/carter';
const DOCUMENTS = '/api/operasyon/yuk-evraki';
const CONTRACTS = '/api/operasyon/sozlesme';

describe.each(backends)('charters on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;
  let charterer: string;
  let broker: string;

  /** Hire 10,000.00/day from 2026-05-01 00:00 UTC, 15-day invoices, 2.5 % address commission (MODULES' worked check). */
  const timeCharter = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket: granted,
    tip: 'time',
    cariHesap: charterer,
    cpTarihi: '2026-04-20',
    cpFormu: 'NYPE2015',
    dovizCinsi: 'USD',
    gunlukKira: '10000',
    teslim: { zaman: '2026-05-01T00:00:00.000Z', liman: 'Aliağa' },
    iade: { zaman: '2026-05-31T00:00:00.000Z', liman: 'Gemlik' },
    faturaPeriyoduGun: 15,
    adresKomisyonuYuzde: '2.5',
    brokerajlar: [{ cariHesap: broker, yuzde: '1.25' }],
    // 6 h 30 min in the first period: given back in the second invoice.
    offHire: [{ baslangic: '2026-05-03T10:00:00.000Z', bitis: '2026-05-03T16:30:00.000Z', sebep: 'Makine arızası', yakit: [] }],
    ...overrides,
  });

  /** 24 h SHINC, NOR 08:00 + 6 h, loading 14:00 → 20:00 the next day, 2 h of rain that morning (MODULES' worked check). */
  const voyageCharter = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket: granted,
    tip: 'spot',
    cariHesap: charterer,
    cpTarihi: '2026-05-20',
    dovizCinsi: 'USD',
    yuk: { tanim: 'Buğday', miktarMt: '25000' },
    navlun: { esas: 'mt', oran: '22.5', komisyonYuzde: '2.5' },
    demurrageGunluk: '12000',
    limanlar: [
      {
        tur: 'yukleme',
        liman: 'Novorossiysk',
        utcFarkDakika: 180,
        izinSaat: '24',
        calisma: 'SHINC',
        olaylar: [
          { olay: 'VARIS', zaman: '2026-06-01T06:00' },
          { olay: 'NOR_VERILDI', zaman: '2026-06-01T08:00' },
          { olay: 'BASLADI', zaman: '2026-06-01T14:00' },
          { olay: 'BITTI', zaman: '2026-06-02T20:00' },
        ],
        kesintiler: [{ baslangic: '2026-06-02T08:00', bitis: '2026-06-02T10:00', sebep: 'YAGMUR', sayilanYuzde: 0 }],
      },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    [granted, hidden] = [ids[0]!, ids[2]!];
    const account = await admin.post<{ _id: string }>(ACCOUNTS, customer(granted, { unvan: 'Grain Traders S.A.' }));
    expect(account.status).toBe(201);
    charterer = account.body._id;
    const brokerAccount = await admin.post<{ _id: string }>(ACCOUNTS, supplier(granted, { unvan: 'Bosphorus Shipbrokers' }));
    expect(brokerAccount.status).toBe(201);
    broker = brokerAccount.body._id;
  });
  afterAll(() => server?.close());

  it('keeps a time charter and answers its hire statement to the cent, the off-hire in the next invoice', async () => {
    const created = await demo.post<CharterRecord>(CHARTERS, timeCharter());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tip: 'time', gunlukKira: 10000, adresKomisyonuYuzde: 2.5, birKezDemurrage: true, version: 1 });

    const answer = await demo.get<HireStatement>(`${CHARTERS}/${created.body._id}/kira-hesabi`);
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.faturalar;
    expect(answer.body.faturalar).toHaveLength(2);
    expect(first).toMatchObject({
      no: 1,
      baslangic: '2026-05-01T00:00:00.000Z',
      bitis: '2026-05-16T00:00:00.000Z',
      vade: '2026-05-01T00:00:00.000Z',
    });
    expect(first!.kalemler.find((line) => line.tur === 'kira')?.tutar).toBe(150000);
    expect(first!.kalemler.find((line) => line.tur === 'adres-komisyonu')?.tutar).toBe(-3750);
    // 390 min × 10,000.00 / 1440 = 2,708.33; 2.5 % of it back = 67.71.
    expect(second!.kalemler.find((line) => line.tur === 'off-hire')?.tutar).toBe(-2708.33);
    expect(second!.kalemler.find((line) => line.tur === 'off-hire-komisyonu')?.tutar).toBe(67.71);
    // 150,000 − 3,750 in each; the second less 2,708.33 + 67.71.
    expect(first!.toplam).toBe(146250);
    expect(second!.toplam).toBe(143609.38);
    expect(answer.body.toplam).toBe(289859.38);
    // 1.25 % of each hire line to the broker: 1,875.00 + 1,875.00 − 33.85.
    expect(answer.body.brokeraj).toEqual([{ cariHesap: broker, tutar: 3716.15 }]);

    // The hire statement is a time charter's: a voyage charter's answers 422 on `tip`.
    const laytime = await demo.get<ErrorBody>(`${CHARTERS}/${created.body._id}/laytime`);
    expect(laytime.status).toBe(422);
    expect(laytime.body.errors).toEqual([{ path: 'tip', message: 'invalid' }]);
  });

  it('keeps a voyage charter and answers its laytime: 4 h on demurrage, 2,000.00, the time bar 90 days on', async () => {
    const created = await demo.post<CharterRecord>(CHARTERS, voyageCharter());
    expect(created.status).toBe(201);
    expect(created.body.limanlar[0]).toMatchObject({
      izinSaat: 24,
      utcFarkDakika: 180,
      kesintiler: [{ sayilanYuzde: 0, sebep: 'YAGMUR' }],
    });

    const answer = await demo.get<LaytimeResult>(`${CHARTERS}/${created.body._id}/laytime`);
    expect(answer.status).toBe(200);
    expect(answer.body.limanlar[0]).toMatchObject({
      liman: 'Novorossiysk',
      izinSaat: 24,
      sayilanSaat: 24,
      haricSaat: 2,
      demurrageSaat: 4,
      demurrage: 2000,
      despatch: 0,
      laytimeBitis: '2026-06-02T16:00',
    });
    expect(answer.body.ayri).toMatchObject({ demurrage: 2000, despatch: 0, net: -2000 });
    expect(answer.body.tersinir).toMatchObject({ demurrage: 2000, net: -2000 });
    expect(answer.body.zamanAsimi).toBe('2026-08-31');

    const listed = await demo.get<{ carterler: CharterRecord[]; totalCount: number }>(`${CHARTERS}?sirket=${granted}&tip=spot`);
    expect(listed.status).toBe(200);
    expect(listed.body.carterler.map((charter) => charter._id)).toContain(created.body._id);
    expect(listed.body.carterler.every((charter) => charter.tip === 'spot')).toBe(true);
  });

  it('refuses bad charters with the field’s path: off-hire outside the charter, overlapping, redelivery first, events out of order', async () => {
    const outside = await demo.post<ErrorBody>(
      CHARTERS,
      timeCharter({ offHire: [{ baslangic: '2026-06-03T10:00:00.000Z', bitis: '2026-06-03T16:30:00.000Z', yakit: [] }] }),
    );
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toContainEqual({ path: 'offHire.0.bitis', message: 'offHireOutsideCharter' });

    const overlap = await demo.post<ErrorBody>(
      CHARTERS,
      timeCharter({
        offHire: [
          { baslangic: '2026-05-03T10:00:00.000Z', bitis: '2026-05-03T16:30:00.000Z', yakit: [] },
          { baslangic: '2026-05-03T12:00:00.000Z', bitis: '2026-05-03T18:00:00.000Z', yakit: [] },
        ],
      }),
    );
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors!.map((error) => error.message)).toContain('offHireOverlap');

    const early = await demo.post<ErrorBody>(CHARTERS, timeCharter({ iade: { zaman: '2026-04-30T00:00:00.000Z' }, offHire: [] }));
    expect(early.status).toBe(422);
    expect(early.body.errors!.map((error) => error.message)).toContain('redeliveryBeforeDelivery');

    const negative = await demo.post<ErrorBody>(CHARTERS, timeCharter({ gunlukKira: '-5' }));
    expect(negative.status).toBe(422);
    expect(negative.body.errors!.map((error) => error.path)).toContain('gunlukKira');

    const [port] = voyageCharter().limanlar as Record<string, unknown>[];
    const disordered = await demo.post<ErrorBody>(
      CHARTERS,
      voyageCharter({
        limanlar: [
          {
            ...port,
            olaylar: [
              { olay: 'NOR_VERILDI', zaman: '2026-06-01T08:00' },
              { olay: 'BASLADI', zaman: '2026-06-03T14:00' },
              { olay: 'BITTI', zaman: '2026-06-02T20:00' },
            ],
            kesintiler: [],
          },
        ],
      }),
    );
    expect(disordered.status).toBe(422);
    expect(disordered.body.errors).toContainEqual({ path: 'limanlar.0.olaylar.2.zaman', message: 'sofOutOfOrder' });
  });

  it('keeps another company’s charters from a user without its grant', async () => {
    const refused = await demo.post<ErrorBody>(CHARTERS, timeCharter({ sirket: hidden, cariHesap: null, brokerajlar: [] }));
    expect(refused.status).toBe(422);
    const mine = await admin.post<CharterRecord>(
      CHARTERS,
      timeCharter({ sirket: hidden, cariHesap: (await hiddenCustomer()).body._id, brokerajlar: [] }),
    );
    expect(mine.status).toBe(201);
    expect((await demo.get(`${CHARTERS}/${mine.body._id}/kira-hesabi`)).status).toBe(404);
    expect((await demo.get<{ carterler: unknown[]; totalCount: number }>(`${CHARTERS}?sirket=${hidden}`)).body).toEqual({
      carterler: [],
      totalCount: 0,
    });
  });

  const hiddenCustomer = () => admin.post<{ _id: string }>(ACCOUNTS, customer(hidden, { unvan: 'Hidden Charterers Ltd' }));

  it('keeps a voyage’s cargo documents as {yukEvraklari, totalCount}, filtered by charter', async () => {
    const charter = await demo.post<CharterRecord>(CHARTERS, voyageCharter());
    const bl = await demo.post<CargoDocumentRecord>(DOCUMENTS, {
      sirket: granted,
      carter: charter.body._id,
      seferNo: 'V-2606',
      tur: 'konsimento',
      numara: 'NOV-001',
      tarih: '2026-06-02',
      liman: 'Novorossiysk',
      alici: { tip: 'emre', ad: '' },
      brutAgirlikMt: '25012.5',
      navlun: 'cp-uyarinca',
      yuklemeTarihi: '2026-06-02',
      orijinalSayisi: 3,
    });
    expect(bl.status).toBe(201);
    expect(bl.body).toMatchObject({ tur: 'konsimento', brutAgirlikMt: 25012.5, alici: { tip: 'emre' }, orijinalSayisi: 3 });
    const listed = await demo.get<{ yukEvraklari: CargoDocumentRecord[]; totalCount: number }>(
      `${DOCUMENTS}?sirket=${granted}&carter=${charter.body._id}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalCount: 1, yukEvraklari: [{ _id: bl.body._id }] });
    const bad = await demo.post<ErrorBody>(DOCUMENTS, { sirket: granted, tur: 'konsimento', brutAgirlikMt: '-1' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((error) => error.path)).toContain('brutAgirlikMt');
  });

  it('answers each contract with its status as of today; a P&I entry ends on 20 February by default', async () => {
    const today = localDate();
    const soon = await demo.post<ContractView>(CONTRACTS, {
      sirket: granted,
      tur: 'shipman',
      karsiTaraf: broker,
      numara: 'SM-1',
      baslangic: addDays(today, -300),
      bitis: addDays(today, 30),
      feshiIhbarGun: 10,
      ucret: { tutar: '12500', dovizCinsi: 'USD', periyot: 'aylik' },
    });
    expect(soon.status).toBe(201);
    const pi = await demo.post<ContractView>(CONTRACTS, { sirket: granted, tur: 'pi', numara: 'PI-26', baslangic: '2026-02-20' });
    expect(pi.status).toBe(201);
    expect(pi.body.bitis).toBe('2027-02-20');

    const detail = await demo.get<ContractView>(`${CONTRACTS}/${soon.body._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ durum: 'yaklasiyor', ucret: { tutar: 12500, dovizCinsi: 'USD' } });
    const listed = await demo.get<{ sozlesmeler: ContractView[]; totalCount: number }>(`${CONTRACTS}?sirket=${granted}`);
    expect(listed.body.sozlesmeler.find((contract) => contract._id === soon.body._id)?.durum).toBe('yaklasiyor');

    const reversed = await demo.post<ErrorBody>(CONTRACTS, { sirket: granted, tur: 'hm', baslangic: '2026-05-01', bitis: '2026-04-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toContainEqual({ path: 'bitis', message: 'endBeforeStart' });
  });

  it('lets a read-only grant read a charter and its statement, and write nothing', async () => {
    const charter = await demo.post<CharterRecord>(CHARTERS, timeCharter());
    const created = await createUser(server.db, { email: 'carter-okuma@example.com', grants: { [granted]: 'okuma' } });
    const reader = server.client();
    await reader.signIn(created);
    expect((await reader.get(`${CHARTERS}/${charter.body._id}/kira-hesabi`)).status).toBe(200);
    const write = await reader.post<ErrorBody>(CHARTERS, timeCharter());
    expect({ status: write.status, message: write.body.message }).toEqual({ status: 403, message: 'readOnlyCompany' });
  });

  it('seeds the demo fleet’s operations: a running time charter with an off-hire, a voyage on demurrage, its papers, P&I and H&M', async () => {
    const [first, second] = await demoCompanyIds(admin);
    const time = (await admin.get<{ carterler: CharterRecord[] }>(`${CHARTERS}?sirket=${first}&tip=time`)).body.carterler.find(
      (charter) => charter.cpFormu === 'NYPE2015' && charter.offHire.length === 1 && charter.tahminiIade !== null,
    );
    expect(time).toBeDefined();
    const statement = (await admin.get<HireStatement>(`${CHARTERS}/${time!._id}/kira-hesabi`)).body;
    expect(statement.faturalar.flatMap((invoice) => invoice.kalemler.map((line) => line.tur))).toEqual(
      expect.arrayContaining([
        'kira',
        'adres-komisyonu',
        'cve',
        'teslim-yakiti',
        'off-hire',
        'off-hire-yakiti',
        'ilohc',
        'armator-masrafi',
      ]),
    );
    const voyage = (await admin.get<{ carterler: CharterRecord[] }>(`${CHARTERS}?sirket=${second}&tip=spot`)).body.carterler[0];
    expect(voyage).toBeDefined();
    const laytime = (await admin.get<LaytimeResult>(`${CHARTERS}/${voyage!._id}/laytime`)).body;
    expect(laytime.ayri.demurrage).toBeGreaterThan(0);
    const papers = (await admin.get<{ yukEvraklari: CargoDocumentRecord[] }>(`${DOCUMENTS}?carter=${voyage!._id}`)).body.yukEvraklari;
    expect(papers.map((paper) => paper.tur).sort()).toEqual(['draft-survey', 'konsimento', 'nor', 'sof']);
    // The demo's own (an earlier test made more on this ship).
    const contracts = (await admin.get<{ sozlesmeler: ContractView[] }>(`${CONTRACTS}?sirket=${first}`)).body.sozlesmeler.filter(
      (contract) => /^(P&I \d{4}\/|H&M-)/.test(contract.numara),
    );
    expect(contracts.map((contract) => contract.tur).sort()).toEqual(['hm', 'pi']);
    expect(contracts.find((contract) => contract.tur === 'hm')?.durum).toBe('yaklasiyor');
    expect(contracts.find((contract) => contract.tur === 'pi')?.bitis?.slice(5)).toBe('02-20');
  });
});
