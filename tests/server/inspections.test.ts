import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionCalendar } from '../../src/domain/inspections';
import type { InspectionRecord } from '../../src/domain/kinds/inspection';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import type { InspectionListResponse } from '../../server/collections/inspections';
import { deleteUnreferencedBefore, findFile, unreferencedUsage } from '../../server/files/files-repository';
import { demoCompanyIds } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Inspections over HTTP (docs/areas/inspections.md), the first kind built on the record-definition
// layer: the contract `{denetimler, totalCount}`, the bad input of issue 49 as 422s with their paths,
// the ship's calendar `GET /api/denetim/takvim?sirket=` and another company's ship refused.

const BASE = '/api/denetim';
const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

describe.each(backends)('inspections on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;

  const inspection = (sirket: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket,
    tur: 'PSC',
    rejim: 'paris',
    riskProfili: 'SRS',
    tarih: '2026-03-10',
    liman: 'Rotterdam',
    kurulus: 'Paris MoU',
    denetci: 'J. de Vries',
    planliKalkis: '2026-03-12',
    tutulma: { var: true, serbestBirakma: '2026-03-13' },
    eksiklikler: [
      { kod: '07105', aciklama: 'Fire door self-closing device', aksiyonKodu: '30', ismIlgili: true, kapanisTarihi: '2026-03-12' },
      { kod: '11101', aciklama: 'Lifebuoy light', aksiyonKodu: '16' },
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
  });
  afterAll(() => server?.close());

  it('creates, lists as {denetimler, totalCount}, updates and deletes an inspection with its deficiencies', async () => {
    const report = await uploadPdf(demo, 'psc-report.pdf');
    const created = await demo.post<InspectionRecord>(BASE, inspection(granted, { dosya: report._id }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sirket: granted,
      tur: 'PSC',
      rejim: 'paris',
      tarih: '2026-03-10',
      tutulma: { var: true, serbestBirakma: '2026-03-13' },
      dosya: { _id: report._id, name: 'psc-report.pdf' },
      version: 1,
    });
    expect(created.body.eksiklikler).toEqual([
      {
        kod: '07105',
        aciklama: 'Fire door self-closing device',
        aksiyonKodu: '30',
        ismIlgili: true,
        kapanisTarihi: '2026-03-12',
        kanit: null,
      },
      { kod: '11101', aciklama: 'Lifebuoy light', aksiyonKodu: '16', ismIlgili: false, kapanisTarihi: null, kanit: null },
    ]);

    const list = await demo.get<InspectionListResponse>(`${BASE}?sirket=${granted}&tur=PSC&perPage=100`);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['denetimler', 'totalCount']);
    expect(list.body.denetimler.some((row) => row._id === created.body._id)).toBe(true);
    expect(list.body.totalCount).toBe(list.body.denetimler.length);
    expect(list.body.denetimler.every((row) => row.tur === 'PSC' && row.sirket === granted)).toBe(true);
    const dates = list.body.denetimler.map((row) => row.tarih);
    expect(dates).toEqual([...dates].sort().reverse());

    const updated = await demo.put<InspectionRecord>(
      `${BASE}/${created.body._id}`,
      inspection(granted, { eksiklikler: [{ aciklama: 'Lifebuoy light', aksiyonKodu: '16', kapanisTarihi: '2026-03-20' }] }),
      ifMatch(1),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, eksiklikler: [{ aksiyonKodu: '16', kapanisTarihi: '2026-03-20' }] });

    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(pulled.body.changes.some((change) => change.collection === 'denetim' && change._id === created.body._id)).toBe(true);

    expect((await demo.delete(`${BASE}/${created.body._id}`, ifMatch(2))).status).toBe(200);
    expect((await demo.get(`${BASE}/${created.body._id}`)).status).toBe(404);
  });

  it('keeps each deficiency’s evidence file, readable through the inspection, and refuses a file that is not there', async () => {
    const photo = await uploadPdf(demo, 'yangin-kapisi.pdf');
    const created = await demo.post<InspectionRecord>(
      BASE,
      inspection(granted, {
        eksiklikler: [
          { aciklama: 'Fire door', aksiyonKodu: '17', kanit: photo._id },
          { aciklama: 'Light', aksiyonKodu: '10' },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.eksiklikler.map((deficiency) => deficiency.kanit?._id ?? null)).toEqual([photo._id, null]);
    expect(created.body.eksiklikler[0]!.kanit).toMatchObject({ name: 'yangin-kapisi.pdf' });
    // Another user of the company reads it through the inspection.
    expect((await admin.get(`/api/file/${photo._id}`)).status).toBe(200);

    const missing = await demo.post<ErrorBody>(
      BASE,
      inspection(granted, { eksiklikler: [{ aciklama: 'x', aksiyonKodu: '16', kanit: '0190c5f4-0000-7000-8000-00000000dead' }] }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual({ path: 'eksiklikler.0.kanit', message: 'fileNotFound' });
  });

  it('counts a deficiency’s evidence as used, a deleted inspection’s too: the quota and the sweep keep it', async () => {
    const writer = await createUser(server.db, { email: `kanit${Date.now()}@example.com`, grants: { [granted]: 'yazma' } });
    const client = server.client();
    await client.signIn(writer);
    const kept = await uploadPdf(client, 'kanit-canli.pdf');
    const ofDeleted = await uploadPdf(client, 'kanit-silinen.pdf');
    const loose = await uploadPdf(client, 'kanit-eklenmemis.pdf');
    expect(await unreferencedUsage(server.db, writer._id)).toMatchObject({ files: 3 });

    const withEvidence = (id: string) => [
      { aciklama: 'Fire door', aksiyonKodu: '17', kanit: id },
      { aciklama: 'Light', aksiyonKodu: '10' },
    ];
    expect((await client.post(BASE, inspection(granted, { eksiklikler: withEvidence(kept._id) }))).status).toBe(201);
    const deleted = await client.post<InspectionRecord>(BASE, inspection(granted, { eksiklikler: withEvidence(ofDeleted._id) }));
    expect(deleted.status).toBe(201);
    expect(await unreferencedUsage(server.db, writer._id)).toMatchObject({ files: 1 });
    expect((await client.delete(`${BASE}/${deleted.body._id}`, ifMatch(1))).status).toBe(200);
    expect(await unreferencedUsage(server.db, writer._id)).toMatchObject({ files: 1 });

    await deleteUnreferencedBefore(server.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await findFile(server.db, kept._id)).toBeDefined();
    expect(await findFile(server.db, ofDeleted._id)).toBeDefined();
    expect(await findFile(server.db, loose._id)).toBeUndefined();
    // The live inspection's evidence stays readable to another user of the company.
    expect((await demo.get(`/api/file/${kept._id}`)).status).toBe(200);
  });

  it('answers issue 49’s bad input with 422, each error on its path', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await demo.post<ErrorBody>(BASE, body);
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect(await refused(inspection(granted, { eksiklikler: [{ aciklama: 'x', aksiyonKodu: '11' }] }))).toContainEqual({
      path: 'eksiklikler.0.aksiyonKodu',
      message: 'invalid',
    });
    expect(
      await refused(inspection(granted, { eksiklikler: [{ aciklama: 'x', aksiyonKodu: '16', kapanisTarihi: '2026-03-09' }] })),
    ).toContainEqual({ path: 'eksiklikler.0.kapanisTarihi', message: 'closedBeforeInspection' });
    expect(await refused(inspection(granted, { rejim: '' }))).toContainEqual({ path: 'rejim', message: 'required' });
    expect(await refused(inspection(granted, { tur: 'bayrak' }))).toContainEqual({ path: 'rejim', message: 'invalid' });
    expect(await refused(inspection(granted, { tutulma: { var: true, serbestBirakma: '2026-03-01' } }))).toContainEqual({
      path: 'tutulma.serbestBirakma',
      message: 'invalidDate',
    });
  });

  it('refuses an inspection of a ship the user may not see', async () => {
    const answer = await demo.post<ErrorBody>(BASE, inspection(hidden));
    expect(answer.status).toBe(403);
    const list = await demo.get<InspectionListResponse>(`${BASE}?sirket=${hidden}`);
    expect(list.body).toEqual({ denetimler: [], totalCount: 0 });
  });

  it('answers a ship’s calendar: the next PSC window per regime and the internal audit’s due dates', async () => {
    // Dated long before the demo inspections (the year before today), which the calendar on 2001-06-20 does not know yet.
    const ship = (await demoCompanyIds(admin))[1]!;
    await admin.post(BASE, inspection(ship, { tarih: '2001-01-15', planliKalkis: null, tutulma: { var: false }, riskProfili: 'HRS' }));
    await admin.post(
      BASE,
      inspection(ship, { tur: 'ic-denetim', rejim: '', tarih: '2001-02-28', tutulma: { var: false }, planliKalkis: null }),
    );
    const answer = await admin.get<InspectionCalendar>(`${BASE}/takvim?sirket=${ship}&tarih=2001-06-20`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sirket: ship,
      psc: [{ rejim: 'paris', sonDenetim: '2001-01-15', acilis: '2001-06-15', kapanis: '2001-07-15', oncelik: 'II' }],
      icDenetim: { son: '2001-02-28', vade: '2002-02-28', enGec: '2002-05-28' },
    });
  });

  it('refuses another company’s ship on the calendar, and lists only the visible ships without one', async () => {
    expect((await demo.get(`${BASE}/takvim?sirket=${hidden}`)).status).toBe(404);
    const all = await demo.get<{ tarih: string; gemiler: InspectionCalendar[] }>(`${BASE}/takvim`);
    expect(all.status).toBe(200);
    expect(all.body.gemiler.map((row) => row.sirket)).toContain(granted);
    expect(all.body.gemiler.map((row) => row.sirket)).not.toContain(hidden);
  });
});
