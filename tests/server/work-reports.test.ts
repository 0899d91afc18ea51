import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../src/domain/audit';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import type { WorkReport, WorkReportListResponse } from '../../src/domain/work-report';
import { demoCompanyIds } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { deleteUnreferencedBefore, findFile } from '../../server/files/files-repository';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Work reports over HTTP (docs/areas/work-reports.md): the contract `{isRaporlari, totalCount}`, the period's shape
// per kind, one report per ship, kind and period (422 duplicateWorkReport), the files, the grants
// through the kit, the history and the pull.

const BASE = '/api/teknik/is-raporu';
const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

describe.each(backends)('work reports on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;

  const report = (sirket: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket,
    tur: 'haftalik',
    donem: '2026-W10',
    isler: [
      { baslik: 'Ana makine silindir kapağı bakımı', durum: 'tamamlandi', aciklama: '3 numaralı silindir' },
      { baslik: 'Balast pompası contası', durum: 'devam', aciklama: '' },
      { baslik: 'Can salı servisi', durum: 'planlandi', aciklama: '' },
    ],
    arizalar: 'Jeneratör 2 yağ kaçağı',
    dosyalar: [],
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

  it('creates, lists, updates and deletes a weekly report with its jobs, defects and photos', async () => {
    const photo = await uploadPdf(demo, 'makine-dairesi.pdf');
    const scan = await uploadPdf(demo, 'servis-raporu.pdf');
    const created = await demo.post<WorkReport>(BASE, report(granted, { dosyalar: [photo._id, scan._id] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sirket: granted,
      tur: 'haftalik',
      donem: '2026-W10',
      arizalar: 'Jeneratör 2 yağ kaçağı',
      version: 1,
    });
    expect(created.body.isler.map((job) => job.durum)).toEqual(['tamamlandi', 'devam', 'planlandi']);
    expect(created.body.dosyalar.map((file) => file.name)).toEqual(['makine-dairesi.pdf', 'servis-raporu.pdf']);
    // The files are readable through the report.
    expect((await demo.get(`/api/file/${photo._id}`)).status).toBe(200);

    const list = await demo.get<WorkReportListResponse>(`${BASE}?sirket=${granted}&tur=haftalik&perPage=100`);
    expect(list.status).toBe(200);
    expect(list.body.isRaporlari.some((row) => row._id === created.body._id)).toBe(true);
    expect(list.body.totalCount).toBe(list.body.isRaporlari.length);
    expect(list.body.isRaporlari.every((row) => row.tur === 'haftalik')).toBe(true);

    const updated = await demo.put<WorkReport>(
      `${BASE}/${created.body._id}`,
      report(granted, { isler: [{ baslik: 'Balast pompası contası', durum: 'tamamlandi', aciklama: '' }], dosyalar: [scan._id] }),
      ifMatch(1),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, isler: [{ durum: 'tamamlandi' }], dosyalar: [{ _id: scan._id }] });

    const history = await demo.get<AuditListResponse>(`/api/audit?collection=isRaporu&id=${created.body._id}`);
    expect(history.status).toBe(200);
    expect(history.body.kayitlar).toHaveLength(2);

    expect((await demo.delete(`${BASE}/${created.body._id}`, ifMatch(2))).status).toBe(200);
    expect((await demo.get(`${BASE}/${created.body._id}`)).status).toBe(404);
  });

  it('refuses a second report of the ship for the same kind and period (422 duplicateWorkReport)', async () => {
    const first = await demo.post<WorkReport>(BASE, report(granted, { donem: '2026-W11' }));
    expect(first.status).toBe(201);
    const again = await demo.post<ErrorBody>(BASE, report(granted, { donem: '2026-W11', isler: [] }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toContainEqual({ path: 'donem', message: 'duplicateWorkReport' });
    // Another ship, another period, or the monthly kind may.
    expect((await admin.post(BASE, report(hidden, { donem: '2026-W11' }))).status).toBe(201);
    expect((await demo.post(BASE, report(granted, { donem: '2026-W12' }))).status).toBe(201);
    expect((await demo.post(BASE, report(granted, { tur: 'aylik', donem: '2026-03' }))).status).toBe(201);
    // Moving another report onto the taken period is refused too.
    const other = await demo.post<WorkReport>(BASE, report(granted, { donem: '2026-W13' }));
    const moved = await demo.put<ErrorBody>(`${BASE}/${other.body._id}`, report(granted, { donem: '2026-W11' }), ifMatch(1));
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toContainEqual({ path: 'donem', message: 'duplicateWorkReport' });
    // Deleted, its period is free again.
    expect((await demo.delete(`${BASE}/${first.body._id}`, ifMatch(1))).status).toBe(200);
    expect((await demo.post(BASE, report(granted, { donem: '2026-W11' }))).status).toBe(201);
  });

  it('refuses a period of the wrong shape for its kind, an unknown job state and a blank job, with field paths', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await demo.post<ErrorBody>(BASE, body);
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect(await refused(report(granted, { donem: '2026-11' }))).toContainEqual({ path: 'donem', message: 'invalid' });
    expect(await refused(report(granted, { donem: '2026-W54' }))).toContainEqual({ path: 'donem', message: 'invalid' });
    expect(await refused(report(granted, { donem: '2025-W53' }))).toContainEqual({ path: 'donem', message: 'invalid' });
    expect(await refused(report(granted, { tur: 'aylik', donem: '2026-W48' }))).toContainEqual({ path: 'donem', message: 'invalid' });
    expect(await refused(report(granted, { tur: 'aylik', donem: '2026-13' }))).toContainEqual({ path: 'donem', message: 'invalid' });
    expect(await refused(report(granted, { tur: 'yillik' }))).toContainEqual({ path: 'tur', message: 'invalid' });
    expect(await refused(report(granted, { isler: [{ baslik: 'Boya', durum: 'bitti', aciklama: '' }] }))).toContainEqual({
      path: 'isler.0.durum',
      message: 'invalid',
    });
    expect(await refused(report(granted, { isler: [{ baslik: ' ', durum: 'devam', aciklama: '' }] }))).toContainEqual({
      path: 'isler.0.baslik',
      message: 'required',
    });
    // 2020 and 2026 have 53 ISO weeks (2025 has 52).
    expect((await demo.post(BASE, report(granted, { donem: '2020-W53' }))).status).toBe(201);
  });

  it('refuses a file the writer may not attach, on its item', async () => {
    const theirs = await uploadPdf(admin, 'baskasinin.pdf');
    const answer = await demo.post<ErrorBody>(BASE, report(granted, { donem: '2026-W20', dosyalar: [theirs._id] }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ path: 'dosyalar.0', message: 'fileNotFound' });
  });

  it('keeps other companies out, lets a reader read but not write, and pulls only what the user sees', async () => {
    expect((await demo.post(BASE, report(hidden, { donem: '2026-W30' }))).status).toBe(403);
    const photo = await uploadPdf(admin, 'gizli-foto.pdf');
    const theirs = await admin.post<WorkReport>(BASE, report(hidden, { donem: '2026-W30', dosyalar: [photo._id] }));
    expect(theirs.status).toBe(201);
    expect((await demo.get(`${BASE}/${theirs.body._id}`)).status).toBe(404);
    expect((await demo.get(`/api/file/${photo._id}`)).status).toBe(404);
    expect((await demo.get<WorkReportListResponse>(`${BASE}?sirket=${hidden}`)).body).toEqual({ isRaporlari: [], totalCount: 0 });

    const reader = server.client();
    await reader.signIn(await createUser(server.db, { email: `okur${Date.now()}@example.com`, grants: { [hidden]: 'okuma' } }));
    expect((await reader.get(`${BASE}/${theirs.body._id}`)).status).toBe(200);
    expect((await reader.get(`/api/file/${photo._id}`)).status).toBe(200);
    expect((await reader.post(BASE, report(hidden, { donem: '2026-W31' }))).status).toBe(403);
    expect((await reader.put(`${BASE}/${theirs.body._id}`, report(hidden, { donem: '2026-W30' }), ifMatch(1))).status).toBe(403);

    const mine = await demo.post<WorkReport>(BASE, report(granted, { donem: '2026-W30' }));
    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(JSON.stringify(pulled.body)).toContain(mine.body._id);
    expect(JSON.stringify(pulled.body)).not.toContain(theirs.body._id);
  });

  it('counts a file a report lists as used, a deleted report’s too: the sweep of unreferenced uploads keeps it', async () => {
    const kept = await uploadPdf(demo, 'guverte-foto.pdf');
    const ofDeleted = await uploadPdf(demo, 'silinen-rapor-foto.pdf');
    const loose = await uploadPdf(demo, 'eklenmemis.pdf');
    expect((await demo.post(BASE, report(granted, { donem: '2026-W40', dosyalar: [kept._id] }))).status).toBe(201);
    const deleted = await demo.post<WorkReport>(BASE, report(granted, { donem: '2026-W41', dosyalar: [ofDeleted._id] }));
    expect((await demo.delete(`${BASE}/${deleted.body._id}`, ifMatch(1))).status).toBe(200);
    await deleteUnreferencedBefore(server.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await findFile(server.db, kept._id)).toBeDefined();
    expect(await findFile(server.db, ofDeleted._id)).toBeDefined();
    expect(await findFile(server.db, loose._id)).toBeUndefined();
  });
});
