import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, localDate } from '../../src/domain/calendar';
import {
  certificateStatus,
  CERTIFICATE_TYPES,
  type CertificateListResponse,
  type CertificateTrackerResponse,
  type CertificateView,
} from '../../src/domain/certificates';
import type { Company } from '../../src/domain/company';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { demoCompanyIds } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Certificates and surveys over HTTP (docs/areas/certificates.md): the contract, the rules (422 with field paths),
// statuses as of a date, the tracker with its missing types, scoping and the pull.

const BASE = '/api/sertifika';
const TRACKER = '/api/teknik/sertifika-takip';

describe.each(backends)('certificates on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;
  let fleetCompany: Company;

  const klas = (sirket: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket,
    sahip: 'gemi',
    tur: 'KLAS',
    numara: 'BV-12345',
    verenKurulus: 'Bureau Veritas',
    duzenlemeTarihi: '2024-03-10',
    gecerlilikTarihi: '2029-03-10',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    granted = ids[0]!;
    hidden = ids[2]!;
    fleetCompany = (
      await admin.post<Company>('/api/sirket', {
        isim: 'Takip Deneme Gemi İşletmeciliği A.Ş.',
        tip: 'Gemi İşletmecisi',
        gemi: { adi: 'M/V Takip', imo: '9375123', bayrak: 'Türkiye' },
      })
    ).body;
  });
  afterAll(() => server?.close());

  it('creates a certificate with the catalogue plan and answers its status and next event as of today', async () => {
    const created = await demo.post<CertificateView>(BASE, klas(granted));
    expect(created.status).toBe(201);
    const today = localDate();
    const expected = certificateStatus(
      { duzenlemeTarihi: '2024-03-10', gecerlilikTarihi: '2029-03-10', sorveyPlani: 'yillik-ara', sorveyler: [], uyariGun: 90 },
      today,
    );
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      sirket: granted,
      sahip: 'gemi',
      personel: null,
      tur: 'KLAS',
      ad: '',
      numara: 'BV-12345',
      verenKurulus: 'Bureau Veritas',
      duzenlemeTarihi: '2024-03-10',
      gecerlilikTarihi: '2029-03-10',
      sorveyPlani: 'yillik-ara',
      sorveyler: [],
      uyariGun: 90,
      dosya: null,
      aciklama: '',
      version: 1,
    });
    const detail = await demo.get<CertificateView>(`${BASE}/${created.body._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.durum).toBe(expected.durum);
    expect(detail.body.sonrakiOlay).toEqual(expected.sonrakiOlay);

    const list = await demo.get<CertificateListResponse>(`${BASE}?sirket=${granted}&perPage=200`);
    expect(list.status).toBe(200);
    const listed = list.body.sertifikalar.find((c) => c._id === created.body._id);
    expect(listed).toMatchObject({ durum: expected.durum, sonrakiOlay: expected.sonrakiOlay });
    expect(list.body.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('computes statuses as of a date and filters by status', async () => {
    const sirket = fleetCompany._id;
    const made = await admin.post<CertificateView>(BASE, klas(sirket, { numara: 'DURUM-1' }));
    expect(made.status).toBe(201);
    const at = async (tarih: string, durum?: string) =>
      (await admin.get<CertificateListResponse>(`${BASE}?sirket=${sirket}&tarih=${tarih}${durum ? `&durum=${durum}` : ''}`)).body;
    expect((await at('2024-06-01')).sertifikalar[0]).toMatchObject({
      durum: 'gecerli',
      sonrakiOlay: { tur: 'yillik', tarih: '2025-03-10', pencereBasi: '2024-12-10', pencereSonu: '2025-06-10' },
    });
    expect((await at('2024-10-01')).sertifikalar[0]?.durum).toBe('yaklasiyor');
    expect((await at('2025-01-15')).sertifikalar[0]?.durum).toBe('pencerede');
    expect((await at('2025-07-01')).sertifikalar[0]?.durum).toBe('gecikti');
    expect((await at('2029-03-11')).sertifikalar[0]?.durum).toBe('suresiDoldu');
    expect((await at('2025-07-01', 'gecikti')).totalCount).toBe(1);
    expect((await at('2025-07-01', 'gecerli')).totalCount).toBe(0);

    // The survey made in the window does the annual one.
    const updated = await admin.put<CertificateView>(
      `${BASE}/${made.body._id}`,
      klas(sirket, { numara: 'DURUM-1', sorveyler: [{ tur: 'yillik', tarih: '2025-03-01' }] }),
      { headers: { 'If-Match': '1' } },
    );
    expect(updated.status).toBe(200);
    expect((await at('2025-07-01')).sertifikalar[0]?.durum).toBe('gecerli');
    await admin.delete(`${BASE}/${made.body._id}`, { headers: { 'If-Match': '2' } });
  });

  it('refuses a survey dated after today, on its date, and takes one dated today (issue 46)', async () => {
    // Issued two years ago, valid three more: today is inside its life, and so are tomorrow and next year.
    const today = localDate();
    const dates = { duzenlemeTarihi: addMonths(today, -24), gecerlilikTarihi: addMonths(today, 36) };
    const future = async (tarih: string) => {
      const response = await admin.post<ErrorBody>(
        BASE,
        klas(granted, {
          ...dates,
          sorveyler: [
            { tur: 'yillik', tarih: addMonths(today, -12) },
            { tur: 'ara', tarih },
          ],
        }),
      );
      return { status: response.status, errors: response.body.errors };
    };
    const refusal = { status: 422, errors: [{ path: 'sorveyler.1.tarih', message: 'surveyInFuture' }] };
    expect(await future(addDays(today, 1))).toEqual(refusal);
    // A typo in the year: next year's date, still inside the certificate's life.
    expect(await future(addMonths(today, 12))).toEqual(refusal);
    const made = await admin.post<CertificateView>(BASE, klas(granted, { ...dates, sorveyler: [{ tur: 'ara', tarih: today }] }));
    expect(made.status).toBe(201);
    expect(made.body.sorveyler).toEqual([{ tur: 'ara', tarih: today }]);
    // Nor is one added after today by an update.
    const later = await admin.put<ErrorBody>(
      `${BASE}/${made.body._id}`,
      klas(granted, {
        ...dates,
        sorveyler: [
          { tur: 'ara', tarih: today },
          { tur: 'yillik', tarih: addDays(today, 1) },
        ],
      }),
      { headers: { 'If-Match': '1' } },
    );
    expect({ status: later.status, errors: later.body.errors }).toEqual({
      status: 422,
      errors: [{ path: 'sorveyler.1.tarih', message: 'surveyInFuture' }],
    });
    await admin.delete(`${BASE}/${made.body._id}`, { headers: { 'If-Match': '1' } });
  });

  it('refuses what breaks the rules with field paths and translation keys', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await demo.post<ErrorBody>(BASE, body);
      expect(response.status).toBe(422);
      return response.body.errors;
    };
    expect(await refused(klas(granted, { gecerlilikTarihi: '2024-03-01' }))).toContainEqual({
      path: 'gecerlilikTarihi',
      message: 'expiryBeforeIssue',
    });
    expect(
      await refused(
        klas(granted, {
          sorveyler: [
            { tur: 'yillik', tarih: '2025-03-01' },
            { tur: 'ara', tarih: '2030-01-01' },
          ],
        }),
      ),
    ).toEqual([{ path: 'sorveyler.1.tarih', message: 'surveyOutsideValidity' }]);
    expect(await refused(klas(granted, { sorveyler: [{ tur: 'yillik', tarih: '2024-01-01' }] }))).toEqual([
      { path: 'sorveyler.0.tarih', message: 'surveyOutsideValidity' },
    ]);
    expect(await refused(klas(granted, { tur: 'UYDURMA' }))).toContainEqual({ path: 'tur', message: 'unknownCertificateType' });
    // A company document's type is not a ship's.
    expect(await refused(klas(granted, { sahip: 'sirket' }))).toContainEqual({ path: 'tur', message: 'unknownCertificateType' });
    expect(await refused(klas(granted, { tur: 'DIGER', gecerlilikTarihi: null }))).toContainEqual({ path: 'ad', message: 'required' });
    expect(await refused(klas(granted, { duzenlemeTarihi: '2024-02-30' }))).toContainEqual({
      path: 'duzenlemeTarihi',
      message: 'invalidDate',
    });
    expect(await refused(klas(granted, { sahip: 'personel', tur: 'SAGLIK' }))).toContainEqual({ path: 'personel', message: 'required' });
    // A DIGER with a name and no expiry is fine.
    const other = await demo.post<CertificateView>(BASE, klas(granted, { tur: 'DIGER', ad: 'Kasko Poliçesi', gecerlilikTarihi: '' }));
    expect(other.status).toBe(201);
    expect(other.body).toMatchObject({ gecerlilikTarihi: null, sorveyPlani: 'yok' });
    expect((await demo.get(`${BASE}/${other.body._id}`)).body).toMatchObject({ sonrakiOlay: null, durum: 'gecerli' });
  });

  it('a crew document names a live person of its own company whom the writer sees; anything else is one answer (issue 46 #2)', async () => {
    const newPerson = async (sirket: string, pasaportNo: string) => {
      const created = await admin.post<{ _id: string }>('/api/personel', {
        sirket,
        ad: 'Belge',
        soyad: 'Sahibi',
        pasaportNo,
        uyruk: 'Türkiye',
        rutbe: 'gemici',
      });
      expect(created.status).toBe(201);
      return created.body._id;
    };
    const granted2 = (await demoCompanyIds(admin))[1]!;
    const own = await newPerson(granted, 'CRT000001');
    const ofOtherCompany = await newPerson(granted2, 'CRT000002');
    const ofHiddenCompany = await newPerson(hidden, 'CRT000003');
    const deleted = await newPerson(granted, 'CRT000004');
    expect((await admin.delete(`/api/personel/${deleted}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
    const medical = (personel: string, sirket = granted) =>
      klas(sirket, { sahip: 'personel', personel, tur: 'SAGLIK', numara: 'SAG-1', verenKurulus: 'Devlet Hastanesi' });

    const made = await demo.post<CertificateView>(BASE, medical(own));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ sahip: 'personel', personel: own, sirket: granted });

    // A random id, another company's person (seen or not), a deleted person: the same 422.
    const notFound = { message: 'validationFailed', errors: [{ path: 'personel', message: 'personNotFound' }] };
    for (const personel of [crypto.randomUUID(), ofOtherCompany, ofHiddenCompany, deleted]) {
      const refused = await demo.post<ErrorBody>(BASE, medical(personel));
      expect({ personel, status: refused.status, body: refused.body }).toEqual({ personel, status: 422, body: notFound });
    }
    // Moving a document onto another company's person is refused the same way.
    const moved = await demo.put<ErrorBody>(`${BASE}/${made.body._id}`, medical(ofOtherCompany), { headers: { 'If-Match': '1' } });
    expect({ status: moved.status, body: moved.body }).toEqual({ status: 422, body: notFound });
    // So the other company still deletes its own person: nothing of another company names them.
    expect((await admin.delete(`/api/personel/${ofOtherCompany}`, { headers: { 'If-Match': '1' } })).status).toBe(200);
  });

  it('keeps other companies out: no write, no read, no listing', async () => {
    expect((await demo.post(BASE, klas(hidden))).status).toBe(403);
    const theirs = await admin.post<CertificateView>(BASE, klas(hidden, { numara: 'GIZLI' }));
    expect(theirs.status).toBe(201);
    expect((await demo.get(`${BASE}/${theirs.body._id}`)).status).toBe(404);
    const list = await demo.get<CertificateListResponse>(`${BASE}?perPage=200`);
    expect(list.body.sertifikalar.some((c) => c._id === theirs.body._id)).toBe(false);
    const tracker = await demo.get<CertificateTrackerResponse>(TRACKER);
    expect(tracker.body.gemiler.some((row) => row.sirket === hidden)).toBe(false);
  });

  it('attaches a scan the writer may see, and the pull carries the certificate', async () => {
    const scan = await uploadPdf(demo, 'klas.pdf');
    const made = await demo.post<CertificateView>(BASE, klas(granted, { numara: 'TARAMA', dosya: scan._id }));
    expect(made.status).toBe(201);
    expect(made.body.dosya).toMatchObject({ _id: scan._id, name: 'klas.pdf' });
    expect((await demo.get(`/api/file/${scan._id}`)).status).toBe(200);
    const adminScan = await uploadPdf(admin, 'gizli.pdf');
    expect((await demo.post<ErrorBody>(BASE, klas(granted, { dosya: adminScan._id }))).body.errors).toContainEqual({
      path: 'dosya',
      message: 'fileNotFound',
    });
    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(pulled.status).toBe(200);
    const changes = JSON.stringify(pulled.body);
    expect(changes).toContain(made.body._id);
  });

  it('answers the fleet tracker as of a date, with the missing required types', async () => {
    const sirket = fleetCompany._id;
    const made = await admin.post<CertificateView>(BASE, klas(sirket, { numara: 'TAKIP-1' }));
    expect(made.status).toBe(201);
    const doc = await admin.post<CertificateView>(BASE, {
      sirket,
      sahip: 'sirket',
      tur: 'DOC',
      duzenlemeTarihi: '2023-01-05',
      gecerlilikTarihi: '2028-01-05',
    });
    expect(doc.status).toBe(201);
    expect(doc.body.sorveyPlani).toBe('yillik');

    const response = await admin.get<CertificateTrackerResponse>(`${TRACKER}?tarih=2025-01-15&sirket=${sirket}`);
    expect(response.status).toBe(200);
    expect(response.body.gemiler).toHaveLength(1);
    const [row] = response.body.gemiler;
    expect(row).toMatchObject({ sirket, gemi: { adi: 'M/V Takip', imo: '9375123', bayrak: 'Türkiye' } });
    const byType = new Map(row!.sertifikalar.map((cell) => [cell.tur, cell]));
    expect(byType.get('KLAS')).toMatchObject({
      _id: made.body._id,
      durum: 'pencerede',
      sonrakiOlay: { tur: 'yillik', tarih: '2025-03-10' },
    });
    // DOC (yillik): anniversaries each 5 January; 2025-01-15 is inside the second's window, not done.
    expect(byType.get('DOC')).toMatchObject({ _id: doc.body._id, durum: 'gecikti' });
    const requiredShip = CERTIFICATE_TYPES.filter((type) => type.holder === 'gemi' && type.required).map((type) => type.code);
    for (const code of requiredShip.filter((code) => code !== 'KLAS')) {
      expect(byType.get(code)).toEqual({ _id: null, tur: code, durum: 'eksik', sonrakiOlay: null });
    }
    expect(row!.sertifikalar).toHaveLength(requiredShip.length + 1);

    expect((await admin.get(`${TRACKER}?tarih=2025-02-30`)).status).toBe(400);
    const fleet = await admin.get<CertificateTrackerResponse>(`${TRACKER}?tarih=2025-01-15`);
    expect(fleet.body.gemiler.length).toBeGreaterThanOrEqual(2);
  });
});
