import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../src/domain/company';
import type { MrvResponse } from '../../src/domain/emissions';
import type { ShipReport, ShipReportListResponse } from '../../src/domain/ship-report';
import type { ErrorBody } from '../../src/domain/validation';
import { demoCompanyIds } from './account-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Ship reports and MRV over HTTP (docs/areas/bunkers-and-emissions.md): the contract, one report per ship and time (422
// duplicateReport), scoping, and GET /api/mrv worked by hand from a ship's reports and BDNs.

const BASE = '/api/operasyon/gemi-raporu';
const BDN = '/api/teknik/bdn';

describe.each(backends)('ship reports and MRV on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;
  let ship: Company;

  const report = (sirket: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket,
    zaman: '2026-03-02T06:30:00Z',
    durum: 'seyir',
    enlem: 36.1234,
    boylam: -5.4321,
    sonLiman: 'Algeciras',
    sonrakiLiman: 'Rotterdam',
    eta: '2026-03-06T06:00:00Z',
    mesafeNm: 2012.5,
    seyirSaati: 168,
    tuketim: { VLSFO: 120.25, MGO: 9.5 },
    rob: { VLSFO: 512.75, MGO: 80 },
    yuk: { cins: 'Buğday', miktarMt: 28500 },
    aciklama: '',
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
    ship = (
      await admin.post<Company>('/api/sirket', {
        isim: 'MRV Deneme Denizcilik A.Ş.',
        tip: 'Armatör',
        gemi: { adi: 'M/V Emisyon', imo: '9375123', bayrak: 'Türkiye' },
      })
    ).body;
  });
  afterAll(() => server?.close());

  it('creates a report: the time in UTC, figures in major units', async () => {
    const created = await demo.post<ShipReport>(BASE, report(granted));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sirket: granted,
      zaman: '2026-03-02T06:30:00.000Z',
      durum: 'seyir',
      enlem: 36.1234,
      boylam: -5.4321,
      eta: '2026-03-06T06:00:00.000Z',
      mesafeNm: 2012.5,
      seyirSaati: 168,
      tuketim: { VLSFO: 120.25, MGO: 9.5 },
      rob: { VLSFO: 512.75, MGO: 80 },
      yuk: { cins: 'Buğday', miktarMt: 28500 },
      version: 1,
    });
    const list = await demo.get<ShipReportListResponse>(`${BASE}?sirket=${granted}&yil=2026`);
    expect(list.status).toBe(200);
    expect(list.body.raporlar.some((row) => row._id === created.body._id)).toBe(true);
    expect(list.body.totalCount).toBe(list.body.raporlar.length);
  });

  it('refuses a second report of the ship at the same time (422 duplicateReport), in any zone', async () => {
    const first = await demo.post<ShipReport>(BASE, report(granted, { zaman: '2026-04-06T06:30:00Z' }));
    expect(first.status).toBe(201);
    const again = await demo.post<ErrorBody>(BASE, report(granted, { zaman: '2026-04-06T09:30:00+03:00' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toContainEqual({ path: 'zaman', message: 'duplicateReport' });
    // Another ship may report at that time; this one an hour later.
    expect((await admin.post(BASE, report(hidden, { zaman: '2026-04-06T06:30:00Z' }))).status).toBe(201);
    expect((await demo.post(BASE, report(granted, { zaman: '2026-04-06T07:30:00Z' }))).status).toBe(201);
    // Deleted, its time is free again.
    expect((await demo.delete(`${BASE}/${first.body._id}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    expect((await demo.post(BASE, report(granted, { zaman: '2026-04-06T06:30:00Z' }))).status).toBe(201);
  });

  it('checks every time as a calendar value: 30 February or year 0000 is 422 on its field, never another day nor a 500 (issue 46)', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const response = await demo.post<ErrorBody>(BASE, body);
      return { status: response.status, errors: response.body.errors };
    };
    const invalidOn = (path: string) => ({ status: 422, errors: [{ path, message: 'invalidDate' }] });
    expect(await refusal(report(granted, { zaman: '2026-02-30T13:17:00Z' }))).toEqual(invalidOn('zaman'));
    expect(await refusal(report(granted, { zaman: '2026-05-04T13:17:00Z', eta: '2026-02-30T06:00:00Z' }))).toEqual(invalidOn('eta'));
    expect(await refusal(report(granted, { zaman: '0000-01-01T00:00:00Z' }))).toEqual(invalidOn('zaman'));
    expect(await refusal(report(granted, { zaman: '2026-05-04T13:17:00Z', eta: '0000-01-01T00:00:00Z' }))).toEqual(invalidOn('eta'));
    expect(await refusal(report(granted, { zaman: '9999-12-31T23:00:00Z' }))).toEqual(invalidOn('zaman'));
    expect(await refusal(report(granted, { zaman: '2026-05-04T24:00:00Z' }))).toEqual(invalidOn('zaman'));
    // Nothing was stored: no report on 2 March at 13:17 for the 30 February asked, none at the 4 May time.
    const list = await demo.get<ShipReportListResponse>(`${BASE}?sirket=${granted}&yil=2026`);
    const times = list.body.raporlar.map((row) => row.zaman);
    expect(times).not.toContain('2026-03-02T13:17:00.000Z');
    expect(times).not.toContain('2026-05-04T13:17:00.000Z');
  });

  it('bounds every year parameter to 1900–2199: 422 on `yil`, not a 500 nor a silent 19xx (issue 46)', async () => {
    const outOfRange = { status: 422, body: { message: 'validationFailed', errors: [{ path: 'yil', message: 'outOfRange' }] } };
    for (const yil of ['9999', '0000', '0026', '0099', '1899', '2200', '20260']) {
      for (const url of [`${BASE}?sirket=${granted}&yil=${yil}`, `${BASE}?yil=${yil}`, `/api/mrv?sirket=${granted}&yil=${yil}`]) {
        const response = await demo.get<ErrorBody>(url);
        expect({ url, status: response.status, body: response.body }).toEqual({ url, ...outOfRange });
      }
    }
    // Not a number at all: a malformed request.
    expect((await demo.get(`${BASE}?yil=iki`)).status).toBe(400);
    expect((await demo.get(`/api/mrv?sirket=${granted}&yil=iki`)).status).toBe(400);
    // The bounds themselves are years.
    expect((await demo.get(`${BASE}?sirket=${granted}&yil=1900`)).status).toBe(200);
    expect((await demo.get(`/api/mrv?sirket=${granted}&yil=2199`)).status).toBe(200);
  });

  it('refuses a time without its zone, an unknown state and a negative consumption, with field paths', async () => {
    const refused = async (body: Record<string, unknown>) => (await demo.post<ErrorBody>(BASE, body)).body.errors;
    expect(await refused(report(granted, { zaman: '2026-05-04T12:00' }))).toContainEqual({ path: 'zaman', message: 'invalidDate' });
    expect(await refused(report(granted, { durum: 'batik' }))).toContainEqual({ path: 'durum', message: 'invalid' });
    expect(await refused(report(granted, { tuketim: { HFO: -1 } }))).toContainEqual({ path: 'tuketim.HFO', message: 'outOfRange' });
  });

  it('keeps other companies out', async () => {
    expect((await demo.post(BASE, report(hidden, { zaman: '2026-05-04T12:00:00Z' }))).status).toBe(403);
    const theirs = (await admin.get<ShipReportListResponse>(`${BASE}?sirket=${hidden}`)).body.raporlar[0]!;
    expect((await demo.get(`${BASE}/${theirs._id}`)).status).toBe(404);
    expect((await demo.get(`/api/mrv?sirket=${hidden}&yil=2026`)).status).toBe(404);
    expect((await demo.get(`/api/mrv?yil=2026`)).status).toBe(400);
  });

  it('answers a ship’s MRV year worked by hand: 500 t HFO + 100 t MGO → 1.877,6 t CO₂', async () => {
    const sirket = ship._id;
    const post = async (body: Record<string, unknown>) => expect((await admin.post(BASE, { sirket, ...body })).status).toBe(201);
    const bdn = async (tarih: string, yakit: string, miktarMt: number) =>
      expect(
        (
          await admin.post(BDN, {
            sirket,
            bdnNo: `MRV-${tarih}-${yakit}`,
            tarih,
            yakit,
            miktarMt,
            yogunluk15: 990,
            kukurtYuzde: yakit === 'MGO' ? 0.08 : 0.48,
            parlamaNoktasi: 66,
          })
        ).status,
      ).toBe(201);
    // The year before: left out.
    await post({ zaman: '2025-12-29T12:00:00Z', durum: 'seyir', mesafeNm: 900, seyirSaati: 60, tuketim: { HFO: 40 }, rob: { HFO: 850 } });
    await post({
      zaman: '2026-01-05T12:00:00Z',
      durum: 'seyir',
      mesafeNm: 1200,
      seyirSaati: 80,
      tuketim: { HFO: 50, MGO: 5 },
      rob: { HFO: 800, MGO: 100 },
    });
    await bdn('2026-01-20', 'HFO', 600);
    await post({
      zaman: '2026-02-02T12:00:00Z',
      durum: 'seyir',
      mesafeNm: 2000.5,
      seyirSaati: 133.4,
      tuketim: { HFO: 300, MGO: 45 },
      rob: { HFO: 1100, MGO: 55 },
    });
    await bdn('2026-05-30', 'MGO', 100);
    await post({
      zaman: '2026-06-01T12:00:00Z',
      durum: 'limanda',
      mesafeNm: 1500,
      seyirSaati: 100,
      tuketim: { HFO: 150, MGO: 50 },
      rob: { HFO: 949.5, MGO: 105 },
    });
    // After the last report: not in this year's reconciliation (the next report's, next year's).
    await bdn('2026-12-30', 'HFO', 200);

    const mrv = await demo.get<MrvResponse>(`/api/mrv?sirket=${sirket}&yil=2026`);
    expect(mrv.status).toBe(404);
    const answer = await admin.get<MrvResponse>(`/api/mrv?sirket=${sirket}&yil=2026`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      yil: 2026,
      gemi: { adi: 'M/V Emisyon', imo: '9375123', bayrak: 'Türkiye' },
      yakitlar: [
        // 500 t × 3,114 = 1.557 t. Each row adds up as printed (issue 46): 800 + 50 t on board before the
        // first report's consumption; 850 + 600 delivered up to the last report − 500 − 949,5 = 0,5 t.
        { yakit: 'HFO', tuketimMt: 500, co2T: 1557, teslimMt: 600, robBasMt: 850, robSonMt: 949.5, farkMt: 0.5 },
        // 100 t × 3,206 = 320,6 t; 100 + 5 = 105 t at the start; 105 + 100 − 100 − 105 = 0.
        { yakit: 'MGO', tuketimMt: 100, co2T: 320.6, teslimMt: 100, robBasMt: 105, robSonMt: 105, farkMt: 0 },
      ],
      toplamCo2T: 1877.6,
      mesafeNm: 4700.5,
      seyirSaati: 313.4,
      // 1.877.600 kg / 4.700,5 nm = 399,4469… kg per mile: kg to 2 decimals (docs/areas/bunkers-and-emissions.md).
      co2PerNm: 399.45,
    });
    expect(answer.body.aylar).toHaveLength(12);
    expect(answer.body.aylar[0]).toEqual({ ay: 1, tuketimMt: { HFO: 50, MGO: 5 }, co2T: 171.73 });
    expect(answer.body.aylar[1]).toEqual({ ay: 2, tuketimMt: { HFO: 300, MGO: 45 }, co2T: 1078.47 });
    expect(answer.body.aylar[5]).toEqual({ ay: 6, tuketimMt: { HFO: 150, MGO: 50 }, co2T: 627.4 });
    expect(answer.body.aylar[11]).toEqual({ ay: 12, tuketimMt: {}, co2T: 0 });
    const empty = await admin.get<MrvResponse>(`/api/mrv?sirket=${sirket}&yil=2024`);
    expect(empty.body).toMatchObject({ yakitlar: [], toplamCo2T: 0, mesafeNm: 0, co2PerNm: null });
  });
});
