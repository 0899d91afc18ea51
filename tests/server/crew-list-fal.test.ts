import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../src/domain/audit';
import type { CrewListResponse, Person } from '../../src/domain/personnel';
import type { ErrorBody } from '../../src/domain/validation';
import { tcknOf } from '../../server/db/demo-crew';
import { demoCompanyIds } from './account-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// The crew list with the IMO FAL Form 5 fields (docs/areas/crew.md; issue 47 #1): whole to an
// administrator and to a user granted `yazma` on the ship, masked to one who only reads it; giving
// it out whole (print, XLSX) is recorded in the history of each person listed and of the ship.

const PEOPLE = '/api/personel';
const ASSIGNMENTS = '/api/personel/gorevlendirme';
const CREW = '/api/personel/liste';
const EXPORT = '/api/personel/liste/disa-aktarim';
const TARIH = '2024-02-10';

describe.each(backends)('the crew list’s FAL fields on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  /** Writes the ship. */
  let writer: TestClient;
  /** Only reads the ship. */
  let reader: TestClient;
  let ship: string;
  let person: Person;
  const tckn = tcknOf('412345678');

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [ship = ''] = await demoCompanyIds(admin);
    const writerUser = await createUser(server.db, { email: 'kaptan@example.com', grants: { [ship]: 'yazma' } });
    const readerUser = await createUser(server.db, { email: 'acente@example.com', grants: { [ship]: 'okuma' } });
    writer = server.client();
    await writer.signIn(writerUser);
    reader = server.client();
    await reader.signIn(readerUser);
    person = (
      await admin.post<Person>(PEOPLE, {
        sirket: ship,
        ad: 'Ahmet Can',
        soyad: 'Karadeniz',
        tcKimlikNo: tckn,
        pasaportNo: 'U9988776',
        uyruk: 'Türkiye',
        dogumTarihi: '1984-07-21',
        dogumYeri: 'Trabzon',
        rutbe: 'birinci-zabit',
        gemiAdamiCuzdanNo: 'IST-445566',
      })
    ).body;
    const tour = await admin.post(ASSIGNMENTS, {
      personel: person._id,
      sirket: ship,
      rutbe: 'birinci-zabit',
      binisTarihi: '2024-02-01',
      binisLimani: 'Aliağa',
      planlananInisTarihi: '2024-08-01',
    });
    expect(tour.status).toBe(201);
  });
  afterAll(() => server?.close());

  const entryOf = async (client: TestClient) => {
    const list = await client.get<CrewListResponse>(`${CREW}?sirket=${ship}&tarih=${TARIH}`);
    expect(list.status).toBe(200);
    return { list: list.body, entry: list.body.personeller.find((row) => row._id === person._id)! };
  };

  it('answers the FAL fields whole to an administrator and to a writer of the ship', async () => {
    for (const client of [admin, writer]) {
      const { list, entry } = await entryOf(client);
      expect(list.unmasked).toBe(true);
      expect(entry).toMatchObject({
        soyad: 'Karadeniz',
        ad: 'Ahmet Can',
        uyruk: 'Türkiye',
        dogumTarihi: '1984-07-21',
        dogumYeri: 'Trabzon',
        pasaportNo: 'U9988776',
        tcKimlikNo: tckn,
        gemiAdamiCuzdanNo: 'IST-445566',
        gorevlendirme: { rutbe: 'birinci-zabit', binisLimani: 'Aliağa' },
      });
    }
  });

  it('answers them masked to a user who only reads the ship', async () => {
    const { list, entry } = await entryOf(reader);
    expect(list.unmasked).toBe(false);
    expect(entry).toMatchObject({
      soyad: 'Karadeniz',
      dogumTarihi: '1984-**-**',
      dogumYeri: '***',
      pasaportNo: '******76',
      tcKimlikNo: `*********${tckn.slice(-2)}`,
    });
    const text = JSON.stringify(list);
    for (const secret of [tckn, 'U9988776', '1984-07-21', 'Trabzon']) expect(text).not.toContain(secret);
  });

  it('records a whole export in the history of the person and of the ship: who, when, which list', async () => {
    const before = Date.now();
    const exported = await writer.post<CrewListResponse>(EXPORT, { sirket: ship, tarih: TARIH, bicim: 'xlsx' });
    expect(exported.status).toBe(200);
    expect(exported.body.personeller.find((row) => row._id === person._id)).toMatchObject({ pasaportNo: 'U9988776' });

    const history = await admin.get<AuditListResponse>(`/api/audit?collection=personel&id=${person._id}`);
    const entries = history.body.kayitlar.filter((entry) => entry.action === 'export');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user: { isim: 'kaptan' },
      changes: { personelListesi: { before: null, after: { gemi: ship, tarih: TARIH, bicim: 'xlsx' } } },
    });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(before - 5_000);
    // The person's own history shows it to whoever may read the person, masked data nowhere.
    const seen = await reader.get<AuditListResponse>(`/api/audit?collection=personel&id=${person._id}`);
    expect(seen.body.kayitlar.some((entry) => entry.action === 'export')).toBe(true);

    const shipHistory = await admin.get<AuditListResponse>(`/api/audit?collection=sirket&id=${ship}`);
    const shipEntry = shipHistory.body.kayitlar.filter((entry) => entry.action === 'export').at(-1);
    expect(shipEntry).toMatchObject({ user: { isim: 'kaptan' }, changes: { personelListesi: { after: { tarih: TARIH, bicim: 'xlsx' } } } });
    expect((shipEntry!.changes.personelListesi!.after as { kisi: number }).kisi).toBeGreaterThanOrEqual(1);
  });

  it('records nothing for a masked list, and refuses a bad request', async () => {
    const count = async () =>
      (await admin.get<AuditListResponse>(`/api/audit?collection=personel&id=${person._id}`)).body.kayitlar.filter(
        (entry) => entry.action === 'export',
      ).length;
    const was = await count();
    const masked = await reader.post<CrewListResponse>(EXPORT, { sirket: ship, tarih: TARIH, bicim: 'yazdir' });
    expect(masked.status).toBe(200);
    expect(masked.body.unmasked).toBe(false);
    expect(await count()).toBe(was);
    const bad = await writer.post<ErrorBody>(EXPORT, { sirket: ship, tarih: '2024-02-30', bicim: 'pdf' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'tarih', message: 'invalidDate' },
        { path: 'bicim', message: 'invalid' },
      ]),
    );
    expect(await count()).toBe(was);
  });
});
