import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRate, ExchangeRateListResponse, ValidRate } from '../../src/domain/exchange-rates';
import type { ErrorBody } from '../../src/domain/validation';
import { DEMO_EXCHANGE_RATES } from '../../server/db/demo-data';
import { fetchTcmbBulletin } from '../../server/tcmb-fetch';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

const BASE = '/api/finans/kur';
const BULLETIN = readFileSync(new URL('../fixtures/tcmb-today.xml', import.meta.url), 'utf8');

/** Posts `text` as the multipart field `file` of `POST /api/finans/kur/tcmb`. */
async function uploadBulletin(client: TestClient, text: string): Promise<{ status: number; body: unknown }> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/xml' }), 'today.xml');
  const response = await fetch(`${client.baseUrl}${BASE}/tcmb`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const rate = (tarih: string, dovizCinsi: string, dovizAlis: string | number, extra: Record<string, unknown> = {}) => ({
  tarih,
  dovizCinsi,
  dovizAlis,
  dovizSatis: dovizAlis,
  efektifAlis: dovizAlis,
  efektifSatis: dovizAlis,
  kaynak: 'elle',
  ...extra,
});

describe.each(backends)('exchange rates on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    demo = server.client();
    await demo.signIn(DEMO);
  });
  afterAll(() => server?.close());

  it('stores a rate by hand (administrators only) and answers it in TL per unit', async () => {
    const created = await admin.post<ExchangeRate>(BASE, rate('2026-11-20', 'USD', '34.1234'));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      tarih: '2026-11-20',
      dovizCinsi: 'USD',
      dovizAlis: 34.1234,
      dovizSatis: 34.1234,
      efektifAlis: 34.1234,
      efektifSatis: 34.1234,
      kaynak: 'elle',
      bulten: '',
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await demo.post<ErrorBody>(BASE, rate('2026-11-21', 'USD', '34.2'))).status).toBe(403);
    expect((await demo.put(`${BASE}/${created.body._id}`, rate('2026-11-20', 'USD', '34.2'))).status).toBe(403);
    expect((await demo.delete(`${BASE}/${created.body._id}`)).status).toBe(403);
    // Readable by everyone.
    expect((await demo.get(`${BASE}/${created.body._id}`)).status).toBe(200);
  });

  it('refuses a malformed rate with keys', async () => {
    const tooPrecise = await admin.post<ErrorBody>(BASE, rate('2026-11-22', 'USD', '34.12345'));
    expect(tooPrecise.status).toBe(422);
    expect(tooPrecise.body.errors).toContainEqual({ path: 'dovizAlis', message: 'tooManyDecimals' });
    const zero = await admin.post<ErrorBody>(BASE, rate('2026-11-22', 'USD', '0'));
    expect(zero.body.errors).toContainEqual({ path: 'dovizAlis', message: 'aboveZero' });
    const tl = await admin.post<ErrorBody>(BASE, rate('2026-11-22', 'TL', '1'));
    expect(tl.body.errors).toContainEqual({ path: 'dovizCinsi', message: 'invalid' });
    const source = await admin.post<ErrorBody>(BASE, rate('2026-11-31', 'USD', '1', { kaynak: 'banka' }));
    expect(source.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'tarih', message: 'invalidDate' },
        { path: 'kaynak', message: 'invalid' },
      ]),
    );
  });

  it('keeps one live rate per date and currency (422 duplicateRate)', async () => {
    const again = await admin.post<ErrorBody>(BASE, rate('2026-11-20', 'USD', '35'));
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'validationFailed', errors: [{ path: 'dovizCinsi', message: 'duplicateRate' }] });
    // Another currency of the same date is fine.
    expect((await admin.post(BASE, rate('2026-11-20', 'EURO', '37'))).status).toBe(201);
  });

  it('lists {kurlar, totalCount}, filtered by date and currency, paged and sorted', async () => {
    // The demo's two bulletins (server/db/demo-data.ts) and the two rates above.
    const all = await demo.get<ExchangeRateListResponse>(BASE);
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(DEMO_EXCHANGE_RATES.length + 2);
    // Newest first, then by currency.
    expect(all.body.kurlar.slice(0, 2).map((row) => [row.tarih, row.dovizCinsi])).toEqual([
      ['2026-11-20', 'EURO'],
      ['2026-11-20', 'USD'],
    ]);
    const day = await demo.get<ExchangeRateListResponse>(`${BASE}?tarih=2026-11-20`);
    expect(day.body.kurlar.map((row) => row.dovizCinsi)).toEqual(['EURO', 'USD']);
    const usd = await demo.get<ExchangeRateListResponse>(`${BASE}?dovizCinsi=USD&tarih=2026-11-20`);
    expect(usd.body).toEqual({ kurlar: [expect.objectContaining({ dovizCinsi: 'USD', dovizAlis: 34.1234 })], totalCount: 1 });
    const page = await demo.get<ExchangeRateListResponse>(`${BASE}?tarih=2026-11-20&perPage=1&page=2&sortBy=dovizCinsi&sortingOrder=1`);
    expect(page.body.totalCount).toBe(2);
    expect(page.body.kurlar.map((row) => row.dovizCinsi)).toEqual(['USD']);
    const gbp = await demo.get<ExchangeRateListResponse>(`${BASE}?dovizCinsi=GBP&sortingOrder=1`);
    expect(gbp.body.kurlar.map((row) => row.tarih)).toEqual(['2026-10-29', '2026-10-30']);
    expect((await demo.get(`${BASE}?tarih=2026-13-01`)).status).toBe(400);
    expect((await demo.get(`${BASE}?dovizCinsi=TL`)).status).toBe(400);
  });

  it('uploads TCMB’s bulletin: three rates, EUR as EURO, once per date', async () => {
    expect((await uploadBulletin(demo, BULLETIN)).status).toBe(403);
    const first = await uploadBulletin(admin, BULLETIN);
    expect(first.status).toBe(201);
    const body = first.body as { tarih: string; bulten: string; kurlar: ExchangeRate[] };
    expect(body.tarih).toBe('2026-11-26');
    expect(body.bulten).toBe('2026/224');
    expect(body.kurlar.map((row) => [row.dovizCinsi, row.dovizAlis, row.kaynak, row.bulten])).toEqual([
      ['EURO', 37.495, 'tcmb', '2026/224'],
      ['GBP', 44.1021, 'tcmb', '2026/224'],
      ['USD', 34.5678, 'tcmb', '2026/224'],
    ]);
    const again = await uploadBulletin(admin, BULLETIN);
    expect(again.status).toBe(200);
    expect((again.body as { kurlar: ExchangeRate[] }).kurlar.map((row) => row._id)).toEqual(body.kurlar.map((row) => row._id));
    const day = await admin.get<ExchangeRateListResponse>(`${BASE}?tarih=2026-11-26`);
    expect(day.body.totalCount).toBe(3);
    // Each stored rate is a mirrored write: in the pull and in the history.
    const sync = await demo.get<{ changes: Record<string, unknown[]> }>('/api/sync?since=0&limit=1000');
    expect(JSON.stringify(sync.body)).toContain('2026/224');
  });

  it('refuses a malformed bulletin with 422 invalidBulletin and stores nothing', async () => {
    const before = (await admin.get<ExchangeRateListResponse>(BASE)).body.totalCount;
    const broken = await uploadBulletin(admin, BULLETIN.replace('Tarih="26.11.2026"', 'Tarih="27.11.2026"').replace('44.1021', 'abc'));
    expect(broken.status).toBe(422);
    expect(broken.body).toEqual({ message: 'invalidBulletin' });
    const notXml = await uploadBulletin(admin, 'hello');
    expect(notXml.body).toEqual({ message: 'invalidBulletin' });
    expect((await admin.get<ExchangeRateListResponse>(BASE)).body.totalCount).toBe(before);
  });

  it('answers the rate a document of a date uses: the previous bulletin’s (gecerli)', async () => {
    const next = await demo.get<ValidRate>(`${BASE}/gecerli?tarih=2026-11-27&dovizCinsi=USD`);
    expect(next.status).toBe(200);
    expect(next.body).toEqual({ tarih: '2026-11-26', bulten: '2026/224', dovizAlis: 34.5678 });
    // A document of the bulletin's own date uses the day before's.
    const same = await demo.get<ValidRate>(`${BASE}/gecerli?tarih=2026-11-26&dovizCinsi=USD`);
    expect(same.body).toEqual({ tarih: '2026-11-20', bulten: '', dovizAlis: 34.1234 });
    // Before the 20th, the demo's last bulletin (30 October).
    const gbp = await demo.get<ValidRate>(`${BASE}/gecerli?tarih=2026-11-20&dovizCinsi=GBP`);
    expect(gbp.body).toEqual({ tarih: '2026-10-30', bulten: '2026/206', dovizAlis: 43.8205 });
    const missing = await demo.get<ErrorBody>(`${BASE}/gecerli?tarih=2026-10-29&dovizCinsi=GBP`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'rateMissing' });
    expect((await demo.get(`${BASE}/gecerli?tarih=x&dovizCinsi=USD`)).status).toBe(400);
  });

  it('fetches TCMB_URL: stores the bulletin once, and a failed fetch changes nothing', async () => {
    const xml = BULLETIN.replace('Tarih="26.11.2026"', 'Tarih="27.11.2026"').replace('2026/224', '2026/225');
    let answer = { status: 200, body: xml };
    const tcmb: Server = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body);
    });
    await new Promise<void>((resolve) => tcmb.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(tcmb.address() as AddressInfo).port}/kurlar/today.xml`;
    try {
      // The server fetches it when it starts.
      const sibling = await server.startSibling({ tcmbUrl: url });
      await sibling.app.tcmbFetching.lastRun;
      const day = await admin.get<ExchangeRateListResponse>(`${BASE}?tarih=2026-11-27`);
      expect(day.body.totalCount).toBe(3);
      expect(day.body.kurlar.every((row) => row.bulten === '2026/225' && row.kaynak === 'tcmb')).toBe(true);
      expect(await fetchTcmbBulletin(server.db, url)).toBe(0);

      const before = (await admin.get<ExchangeRateListResponse>(BASE)).body;
      answer = { status: 500, body: 'down' };
      await expect(fetchTcmbBulletin(server.db, url)).rejects.toThrow();
      answer = { status: 200, body: '<html>maintenance</html>' };
      await expect(fetchTcmbBulletin(server.db, url)).rejects.toThrow();
      await expect(fetchTcmbBulletin(server.db, 'http://127.0.0.1:1/today.xml')).rejects.toThrow();
      expect((await admin.get<ExchangeRateListResponse>(BASE)).body).toEqual(before);
    } finally {
      await new Promise((resolve) => tcmb.close(resolve));
    }
  });

  it('gives up on a TCMB server that never answers, or stops halfway through the bulletin, and stores nothing', async () => {
    const xml = BULLETIN.replace('Tarih="26.11.2026"', 'Tarih="28.11.2026"').replace('2026/224', '2026/226');
    let halfway = false;
    const hanging: Server = createServer((_request, response) => {
      // Never answers; or answers its headers and half the bulletin, then nothing more.
      if (halfway) response.writeHead(200, { 'content-type': 'application/xml' }).write(xml.slice(0, xml.length / 2));
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/kurlar/today.xml`;
    try {
      const before = (await admin.get<ExchangeRateListResponse>(BASE)).body;
      await expect(fetchTcmbBulletin(server.db, url, { timeoutMs: 300 })).rejects.toThrow(/timeout|aborted/i);
      halfway = true;
      await expect(fetchTcmbBulletin(server.db, url, { timeoutMs: 300 })).rejects.toThrow(/timeout|aborted/i);
      expect((await admin.get<ExchangeRateListResponse>(BASE)).body).toEqual(before);
      expect((await admin.get<ExchangeRateListResponse>(`${BASE}?tarih=2026-11-28`)).body.totalCount).toBe(0);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
