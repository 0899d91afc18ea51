import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentRecord } from '../../src/domain/kinds/incident';
import type { InspectionRecord } from '../../src/domain/kinds/inspection';
import type { NonConformityRecord } from '../../src/domain/kinds/non-conformity';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import type { IncidentListResponse } from '../../server/collections/incidents';
import type { NonConformityListResponse } from '../../server/collections/non-conformities';
import { demoCompanyIds } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Non-conformities and incidents over HTTP (docs/areas/inspections.md): the contract
// `{uygunsuzluklar, totalCount}` and `{olaylar, totalCount}`, the ISM cycle enforced against the
// stored record (a refused move, a verification by the responsible person, a major one due past
// 3 months: 422 with their paths), a non-conformity raised from an inspection's deficiency, and
// a sign-off's reason on an assignment.

const BASE = '/api/uygunsuzluk';
const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

describe.each(backends)('non-conformities and incidents on $name', (backend) => {
  let server: TestServer;
  let demo: TestClient;
  let granted: string;
  let other: string;
  const sorumlu = randomUUID();
  const dogrulayan = randomUUID();

  beforeAll(async () => {
    server = await startServer(backend);
    const admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    [granted, other] = [ids[0]!, ids[1]!];
  });
  afterAll(() => server?.close());

  const raised = (overrides: Record<string, unknown> = {}) => ({
    sirket: granted,
    tarih: '2026-01-31',
    siddet: 'major',
    tanim: 'Emergency fire pump gives no pressure',
    ...overrides,
  });
  const plan = { kokNeden: 'Worn impeller', duzelticiFaaliyet: 'Impeller renewed', sorumlu, hedefTarih: '2026-04-30' };

  it('runs the whole cycle: raised, planned, carried out, verified by someone else, closed', async () => {
    const created = await demo.post<NonConformityRecord>(BASE, raised());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ durum: 'acik', siddet: 'major', kaynak: null, etkin: false, version: 1 });
    const id = created.body._id;
    let current = created.body;
    const move = async (changes: Record<string, unknown>) => {
      const { _id, version, updatedAt, deletedAt, ...fields } = current as NonConformityRecord & { deletedAt?: unknown };
      void _id;
      void updatedAt;
      void deletedAt;
      const kanit = (fields.kanit as { _id: string } | null)?._id ?? null;
      return demo.put<NonConformityRecord & ErrorBody>(`${BASE}/${id}`, { ...fields, kanit, ...changes }, ifMatch(version));
    };

    const planned = await move({ durum: 'planlandi', ...plan });
    expect(planned.status).toBe(200);
    current = planned.body;
    const evidence = await uploadPdf(demo, 'pompa-test.pdf');
    const done = await move({ durum: 'uygulandi', uygulamaTarihi: '2026-03-01', kanit: evidence._id });
    expect(done.status).toBe(200);
    expect(done.body.kanit).toMatchObject({ _id: evidence._id });
    current = done.body;
    const verified = await move({ durum: 'dogrulandi', dogrulayan, etkin: true });
    expect(verified.status).toBe(200);
    current = verified.body;
    const closed = await move({ durum: 'kapandi', kapanisTarihi: '2026-03-10' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ durum: 'kapandi', version: 5 });

    const list = await demo.get<NonConformityListResponse>(`${BASE}?sirket=${granted}&durum=kapandi`);
    expect(Object.keys(list.body).sort()).toEqual(['totalCount', 'uygunsuzluklar']);
    expect(list.body.uygunsuzluklar.some((row) => row._id === id)).toBe(true);
    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(pulled.body.changes.some((change) => change.collection === 'uygunsuzluk' && change._id === id)).toBe(true);
    const history = await demo.get<unknown[]>(`${BASE}/${id}/history`);
    if (history.status === 200) expect(history.body.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a move the cycle does not allow (422 invalidTransition on durum) and a missing field by its path', async () => {
    const created = await demo.post<NonConformityRecord>(BASE, raised({ siddet: 'minor' }));
    const evidence = await uploadPdf(demo, 'atlanan.pdf');
    const body = { ...raised({ siddet: 'minor' }), ...plan, uygulamaTarihi: '2026-03-01', kanit: evidence._id, durum: 'uygulandi' };
    const skipped = await demo.put<ErrorBody>(`${BASE}/${created.body._id}`, body, ifMatch(1));
    expect(skipped.status).toBe(422);
    expect(skipped.body.message).toBe('invalidTransition');
    expect(skipped.body.errors).toEqual([{ path: 'durum', message: 'invalidTransition' }]);

    const incomplete = await demo.put<ErrorBody>(
      `${BASE}/${created.body._id}`,
      raised({ siddet: 'minor', durum: 'planlandi', kokNeden: 'x' }),
      ifMatch(1),
    );
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'duzelticiFaaliyet', message: 'required' },
        { path: 'sorumlu', message: 'required' },
        { path: 'hedefTarih', message: 'required' },
      ]),
    );
  });

  it('refuses a verification by the responsible person and a major one due more than 3 months after it was raised', async () => {
    const late = await demo.post<ErrorBody>(BASE, raised({ durum: 'planlandi', ...plan, hedefTarih: '2026-05-01' }));
    expect(late.status).toBe(422);
    expect(late.body.errors).toContainEqual({ path: 'hedefTarih', message: 'majorDueTooLate' });
    // 31 January + 3 months is 30 April: the last day allowed.
    expect((await demo.post(BASE, raised({ durum: 'planlandi', ...plan }))).status).toBe(201);

    const evidence = await uploadPdf(demo, 'kanit.pdf');
    const self = await demo.post<ErrorBody>(
      BASE,
      raised({ durum: 'dogrulandi', ...plan, uygulamaTarihi: '2026-03-01', kanit: evidence._id, dogrulayan: sorumlu, etkin: true }),
    );
    expect(self.status).toBe(422);
    expect(self.body.errors).toContainEqual({ path: 'dogrulayan', message: 'verifierIsResponsible' });
  });

  it('sends a failed verification back to planned, clearing the attempt’s date and evidence', async () => {
    const evidence = await uploadPdf(demo, 'ilk-deneme.pdf');
    const created = await demo.post<NonConformityRecord>(
      BASE,
      raised({ durum: 'uygulandi', ...plan, uygulamaTarihi: '2026-03-01', kanit: evidence._id }),
    );
    expect(created.status).toBe(201);
    const back = await demo.put<NonConformityRecord>(
      `${BASE}/${created.body._id}`,
      raised({ durum: 'planlandi', ...plan, dogrulayan, etkin: false }),
      ifMatch(1),
    );
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ durum: 'planlandi', uygulamaTarihi: null, kanit: null, dogrulayan, etkin: false });
    const byResponsible = await demo.put<ErrorBody>(
      `${BASE}/${created.body._id}`,
      raised({ durum: 'uygulandi', ...plan, uygulamaTarihi: '2026-03-05', kanit: evidence._id, dogrulayan: sorumlu }),
      ifMatch(2),
    );
    // Carrying out again is allowed; the stale verifier is not checked before the verification.
    expect(byResponsible.status).toBe(200);
  });

  it('raises a non-conformity from a deficiency of an inspection of the same ship only', async () => {
    const inspection = await demo.post<InspectionRecord>('/api/denetim', {
      sirket: granted,
      tur: 'PSC',
      rejim: 'paris',
      tarih: '2026-02-10',
      eksiklikler: [{ kod: '04110', aciklama: 'Emergency fire pump', aksiyonKodu: '30' }],
    });
    expect(inspection.status).toBe(201);
    const kaynak = { denetim: inspection.body._id, eksiklik: '0' };
    const created = await demo.post<NonConformityRecord>(BASE, raised({ tarih: '2026-02-10', kaynak }));
    expect(created.status).toBe(201);
    expect(created.body.kaynak).toEqual(kaynak);
    const elsewhere = await demo.post<ErrorBody>(BASE, raised({ sirket: other, tarih: '2026-02-10', kaynak }));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toContainEqual({ path: 'kaynak.denetim', message: 'otherCompany' });
    const missing = await demo.post<ErrorBody>(BASE, raised({ kaynak: { denetim: randomUUID(), eksiklik: '0' } }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual({ path: 'kaynak.denetim', message: 'notFound' });
  });

  it('records incidents, lists them as {olaylar, totalCount} and refuses a type that does not exist', async () => {
    const created = await demo.post<IncidentRecord>('/api/olay', {
      sirket: granted,
      tarih: '2026-02-01',
      tur: 'is-gunu-kaybi',
      kayipGun: 3,
      tanim: 'Slipped on the ladder',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tur: 'is-gunu-kaybi', kayipGun: 3, personel: null });
    const list = await demo.get<IncidentListResponse>(`/api/olay?sirket=${granted}`);
    expect(Object.keys(list.body).sort()).toEqual(['olaylar', 'totalCount']);
    expect(list.body.olaylar.some((row) => row._id === created.body._id)).toBe(true);
    const bad = await demo.post<ErrorBody>('/api/olay', { sirket: granted, tarih: '2026-02-01', tur: 'uzaylilar', tanim: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toContainEqual({ path: 'tur', message: 'invalid' });
  });

  it('keeps a sign-off’s reason on an assignment, and refuses one without a sign-off date', async () => {
    type Tour = Record<string, unknown> & { _id: string; version: number; sirket: string; inisTarihi: string | null };
    const tours = await demo.get<{ gorevlendirmeler: Tour[] }>(`/api/personel/gorevlendirme?sirket=${granted}&perPage=200`);
    const tour = tours.body.gorevlendirmeler.find((row) => row.inisTarihi === null)!;
    const { _id, version, updatedAt, ...fields } = tour;
    void updatedAt;
    const body = fields;
    const early = await demo.put<ErrorBody>(`/api/personel/gorevlendirme/${_id}`, { ...body, ayrilmaNedeni: 'istifa' }, ifMatch(version));
    expect(early.status).toBe(422);
    expect(early.body.errors).toContainEqual({ path: 'ayrilmaNedeni', message: 'invalid' });
    const signedOff = await demo.put<Tour>(
      `/api/personel/gorevlendirme/${_id}`,
      { ...body, inisTarihi: tour.binisTarihi, ayrilmaNedeni: 'istifa' },
      ifMatch(version),
    );
    expect(signedOff.status).toBe(200);
    expect(signedOff.body).toMatchObject({ ayrilmaNedeni: 'istifa' });
  });

  it('seeds open and planned non-conformities and incidents for the demo ships', async () => {
    const ncs = await demo.get<NonConformityListResponse>(`${BASE}?sirket=${granted}&perPage=200`);
    expect(new Set(ncs.body.uygunsuzluklar.map((row) => row.durum))).toEqual(expect.objectContaining({}));
    expect(ncs.body.uygunsuzluklar.some((row) => row.durum === 'acik')).toBe(true);
    expect(ncs.body.uygunsuzluklar.some((row) => row.durum === 'planlandi')).toBe(true);
    const incidents = await demo.get<IncidentListResponse>(`/api/olay?sirket=${granted}&perPage=200`);
    expect(incidents.body.olaylar.length).toBeGreaterThanOrEqual(3);
  });
});
