import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/domain/validation';
import type { WorkReport } from '../../src/domain/work-report';
import { derivedCollection, OWN_COLLECTIONS, registryOf, SERVER_COLLECTIONS } from '../../server/collections/registry';
import { inspections } from '../../server/collections/inspections';
import { MIRRORED_TABLES } from '../../server/db/repositories/references-repository';
import { isRaporu, kur } from '../../server/db/schema';
import { demoCompanyIds } from './account-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// A kind with no rules of its own needs no server file and no registry line
// (server/collections/registry.ts): its server side is derived from its definition and its table.
// Work reports without their own entry show it: the record, the uniqueness rule, the scope and the
// list in SQL all work from the derived side alone.

const BASE = '/api/teknik/is-raporu';

describe('the server registry', () => {
  it('has every declared collection, each under its own name, with its table from the schema by the kind’s name', () => {
    for (const [name, collection] of Object.entries(SERVER_COLLECTIONS)) expect(collection.name).toBe(name);
    expect(MIRRORED_TABLES.isRaporu).toBe(isRaporu);
    expect(MIRRORED_TABLES.kur).toBe(kur);
  });

  it('derives a kind’s server side from its definition and its table, scoped by its company column', () => {
    const derived = derivedCollection('isRaporu');
    expect(derived.name).toBe('isRaporu');
    expect(derived.table).toBe(isRaporu);
    expect(derived.companyColumn).toBe(isRaporu.sirket);
    expect(derived.constraintErrors).toMatchObject({ is_raporu_donem_unique: { path: 'donem', message: 'duplicateWorkReport' } });
    expect(derivedCollection('kur').companyColumn).toBeNull();
  });

  it('finds each kind’s own server side by what its file in server/collections exports, none listed', () => {
    expect(Object.keys(OWN_COLLECTIONS).sort()).toEqual(
      [
        'bankaTalimat',
        'bdn',
        'bordro',
        'butceKodu',
        'carter',
        'cariHesap',
        'cekSenet',
        'denetim',
        'dokuman',
        'ekstre',
        'ekstreSatiri',
        'fatura',
        'gemiRaporu',
        'gorevlendirme',
        'isRaporu',
        'kredi',
        'kur',
        'mesaj',
        'mesajOkuma',
        'nakitAkis',
        'okumaOnayi',
        'olay',
        'uygunsuzluk',
        'personel',
        'sertifika',
        'sozlesme',
      ].sort(),
    );
    expect(SERVER_COLLECTIONS.denetim).toBe(inspections);
    expect(SERVER_COLLECTIONS.denetim.routes).toBeDefined();
  });

  it('fails loudly, at start, for a table without the kind’s company column', () => {
    expect(() => derivedCollection('isRaporu', kur)).toThrow(/no column for its company field/);
  });
});

describe.each(backends)('a kind served from its definition alone on $name', (backend) => {
  let server: TestServer;
  let demo: TestClient;
  let granted: string;

  beforeAll(async () => {
    server = await startServer(backend, {}, { collections: registryOf({ ...OWN_COLLECTIONS, isRaporu: undefined }) });
    const admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    granted = (await demoCompanyIds(admin))[0]!;
  });
  afterAll(() => server?.close());

  it('creates, reads, refuses a duplicate, lists and deletes a record', async () => {
    const body = {
      sirket: granted,
      tur: 'aylik',
      donem: '2026-02',
      isler: [{ baslik: 'Yangın pompası testi', durum: 'devam', aciklama: '' }],
      arizalar: '',
      dosyalar: [],
    };
    const created = await demo.post<WorkReport>(BASE, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sirket: granted, tur: 'aylik', donem: '2026-02', version: 1 });

    const read = await demo.get<WorkReport>(`${BASE}/${created.body._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const again = await demo.post<ErrorBody>(BASE, body);
    expect(again.status).toBe(422);
    expect(again.body.errors).toContainEqual({ path: 'donem', message: 'duplicateWorkReport' });

    // The list derived from the kind's `list` (server/collections/kind-list.ts): one page of what the user may see.
    const listed = await demo.get<{ isRaporlari: WorkReport[]; totalCount: number }>(BASE);
    expect(listed.status).toBe(200);
    expect(listed.body.isRaporlari.filter((row) => row._id === created.body._id)).toEqual([created.body]);

    const deleted = await demo.delete(`${BASE}/${created.body._id}`, { headers: { 'If-Match': '1' } });
    expect(deleted.status).toBe(200);
    expect((await demo.get(`${BASE}/${created.body._id}`)).status).toBe(404);
  });
});
