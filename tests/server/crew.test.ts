import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../src/domain/audit';
import type { Assignment, AssignmentListResponse, CrewListResponse, Person, PersonListResponse } from '../../src/domain/personnel';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { tcknOf } from '../../server/db/demo-crew';
import { demoCompanyIds } from './account-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// The crew over HTTP (docs/areas/crew.md): people (TCKN checked, TCKN or passport), assignments (one
// ship at a time, sign-off after sign-on), the crew aboard on a date, personal data masked in
// lists and in the history, in full in a person's detail.

const PEOPLE = '/api/personel';
const ASSIGNMENTS = '/api/personel/gorevlendirme';
const CREW = '/api/personel/liste';
const TCKN = '10000000146';
let serial = 0;
/** A valid TCKN no other person of these tests (nor of the demo crew) holds. */
const freshTckn = () => tcknOf(`3${String(serial++).padStart(8, '0')}`);

describe.each(backends)('crew on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let ship: string;
  let otherShip: string;
  let hidden: string;

  const person = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket: ship,
    ad: 'Ahmet',
    soyad: 'Işık',
    tcKimlikNo: freshTckn(),
    uyruk: 'Türkiye',
    dogumTarihi: '1985-04-12',
    rutbe: 'ikinci-zabit',
    gemiAdamiCuzdanNo: 'IST-123456',
    iban: 'TR330006100519786457841326',
    ...overrides,
  });

  const assignment = (personel: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    personel,
    sirket: ship,
    rutbe: 'ikinci-zabit',
    binisTarihi: '2026-01-10',
    binisLimani: 'İzmit',
    planlananInisTarihi: '2026-07-10',
    ucretKalemleri: [{ tur: 'temel', tutar: '3500.50', dovizCinsi: 'USD' }],
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    ship = ids[0]!;
    otherShip = ids[1]!;
    hidden = ids[2]!;
  });
  afterAll(() => server?.close());

  it('creates a person, shows them in full in the detail and masked in the list', async () => {
    const created = await demo.post<Person>(PEOPLE, person({ tcKimlikNo: TCKN }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      sirket: ship,
      tcKimlikNo: TCKN,
      pasaportNo: '',
      rutbe: 'ikinci-zabit',
      dogumTarihi: '1985-04-12',
    });
    const detail = await demo.get<Person>(`${PEOPLE}/${created.body._id}`);
    expect(detail.body).toMatchObject({ tcKimlikNo: TCKN, iban: 'TR330006100519786457841326', dogumTarihi: '1985-04-12' });
    const list = await demo.get<PersonListResponse>(`${PEOPLE}?sirket=${ship}&perPage=200&q=ışık`);
    const row = list.body.personeller.find((p) => p._id === created.body._id)!;
    expect(list.body.totalCount).toBeGreaterThanOrEqual(1);
    expect(row.tcKimlikNo).toBe('*********46');
    expect(row.dogumTarihi).toBe('1985-**-**');
    expect(row.iban).toBe('TR********************1326');
    expect(JSON.stringify(list.body)).not.toContain(TCKN);
  });

  it('refuses a wrong TCKN at tcKimlikNo, and a person with neither TCKN nor passport', async () => {
    const wrong = await demo.post<ErrorBody>(PEOPLE, person({ tcKimlikNo: '10000000145' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toContainEqual({ path: 'tcKimlikNo', message: 'invalidTckn' });
    const none = await demo.post<ErrorBody>(PEOPLE, person({ tcKimlikNo: '', pasaportNo: '' }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toContainEqual({ path: 'tcKimlikNo', message: 'required' });
    const foreign = await demo.post<Person>(PEOPLE, person({ tcKimlikNo: '', pasaportNo: 'u1234567', uyruk: 'Ukrayna' }));
    expect(foreign.status).toBe(201);
    expect(foreign.body.pasaportNo).toBe('U1234567');
  });

  it('keeps personal data masked in the history', async () => {
    // Of another company than the first test's person with this TCKN (one person per TCKN in a company).
    const created = await admin.post<Person>(PEOPLE, person({ sirket: otherShip, ad: 'Kayıt', tcKimlikNo: TCKN }));
    expect(created.status).toBe(201);
    const changed = { sirket: otherShip, ad: 'Kayıt', tcKimlikNo: '10000000078', pasaportNo: 'P998877' };
    await admin.put<Person>(`${PEOPLE}/${created.body._id}`, person(changed), {
      headers: { 'If-Match': '1' },
    });
    const history = await admin.get<AuditListResponse>(`/api/audit?collection=personel&id=${created.body._id}`);
    expect(history.status).toBe(200);
    expect(history.body.kayitlar).toHaveLength(2);
    const text = JSON.stringify(history.body);
    for (const secret of [TCKN, '10000000078', '1985-04-12', 'TR330006100519786457841326', 'P998877']) expect(text).not.toContain(secret);
    expect(history.body.kayitlar[1]!.changes.tcKimlikNo).toEqual({ before: '*********46', after: '*********78' });
  });

  it('assigns a person to one ship at a time, sign-off after sign-on', async () => {
    const sailor = (await admin.post<Person>(PEOPLE, person({ ad: 'Deniz' }))).body;
    const first = await admin.post<Assignment>(ASSIGNMENTS, assignment(sailor._id));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      personel: sailor._id,
      sirket: ship,
      ucretKalemleri: [{ tur: 'temel', tutar: 3500.5, dovizCinsi: 'USD' }],
      inisTarihi: null,
    });

    const overlapping = await admin.post<ErrorBody>(ASSIGNMENTS, assignment(sailor._id, { sirket: otherShip, binisTarihi: '2026-05-01' }));
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.message).toBe('overlappingAssignment');
    expect(overlapping.body.errors).toContainEqual({ path: 'binisTarihi', message: 'overlappingAssignment' });

    // Not signed off: aboard still, so a later tour overlaps too.
    expect(
      (await admin.post(ASSIGNMENTS, assignment(sailor._id, { sirket: otherShip, binisTarihi: '2026-09-01', planlananInisTarihi: null })))
        .status,
    ).toBe(422);

    const backwards = await admin.put<ErrorBody>(`${ASSIGNMENTS}/${first.body._id}`, assignment(sailor._id, { inisTarihi: '2026-01-09' }), {
      headers: { 'If-Match': '1' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toContainEqual({ path: 'inisTarihi', message: 'signOffBeforeSignOn' });

    const signedOff = await admin.put<Assignment>(
      `${ASSIGNMENTS}/${first.body._id}`,
      assignment(sailor._id, { inisTarihi: '2026-06-30', inisLimani: 'Rotterdam' }),
      {
        headers: { 'If-Match': '1' },
      },
    );
    expect(signedOff.status).toBe(200);
    // Signing off one ship and joining another the same day does not overlap.
    const next = await admin.post<Assignment>(
      ASSIGNMENTS,
      assignment(sailor._id, { sirket: otherShip, binisTarihi: '2026-06-30', planlananInisTarihi: '2026-12-30' }),
    );
    expect(next.status).toBe(201);
    // Editing a tour does not clash with itself.
    const edited = await admin.put<Assignment>(
      `${ASSIGNMENTS}/${next.body._id}`,
      assignment(sailor._id, { sirket: otherShip, binisTarihi: '2026-07-01', binisLimani: 'Aliağa' }),
      {
        headers: { 'If-Match': '1' },
      },
    );
    expect(edited.status).toBe(200);

    const ofPerson = await admin.get<AssignmentListResponse>(`${ASSIGNMENTS}?personel=${sailor._id}`);
    expect(ofPerson.body.gorevlendirmeler.map((a) => a.binisTarihi)).toEqual(['2026-07-01', '2026-01-10']);
    expect(ofPerson.body.totalCount).toBe(2);

    // A person with assignments is not deleted.
    const refused = await admin.delete<ErrorBody>(`${PEOPLE}/${sailor._id}`, { headers: { 'If-Match': '1' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('inUse');
  });

  it('refuses an assignment of a person the writer may not see, or to a ship they may not see', async () => {
    const stranger = (await admin.post<Person>(PEOPLE, person({ sirket: hidden, ad: 'Gizli' }))).body;
    const refused = await demo.post<ErrorBody>(ASSIGNMENTS, assignment(stranger._id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual({ path: 'personel', message: 'notFound' });

    const own = (await demo.post<Person>(PEOPLE, person({ ad: 'Görünür' }))).body;
    const elsewhere = await demo.post<ErrorBody>(ASSIGNMENTS, assignment(own._id, { sirket: hidden }));
    expect({ status: elsewhere.status, message: elsewhere.body.message }).toEqual({ status: 403, message: 'forbidden' });
    const hiddenTour = (await admin.post<Assignment>(ASSIGNMENTS, assignment(stranger._id, { sirket: hidden }))).body;
    expect((await demo.get(`${ASSIGNMENTS}/${hiddenTour._id}`)).status).toBe(404);
    const list = await demo.get<AssignmentListResponse>(`${ASSIGNMENTS}?perPage=200`);
    expect(list.body.gorevlendirmeler.some((tour) => tour._id === hiddenTour._id)).toBe(false);
  });

  it('answers the crew aboard a ship on a date (whole to a writer of the ship), and the pull carries both records', async () => {
    const master = (
      await admin.post<Person>(PEOPLE, person({ ad: 'Kaptan', soyad: 'Yılmaz', rutbe: 'kaptan', tcKimlikNo: '', pasaportNo: 'TR1234567' }))
    ).body;
    const cook = (
      await admin.post<Person>(PEOPLE, person({ ad: 'Aşçı', soyad: 'Çelik', rutbe: 'asci', tcKimlikNo: '', pasaportNo: 'TR7654321' }))
    ).body;
    await admin.post(
      ASSIGNMENTS,
      assignment(master._id, { rutbe: 'kaptan', binisTarihi: '2025-03-01', planlananInisTarihi: '2025-09-01' }),
    );
    await admin.post(ASSIGNMENTS, assignment(cook._id, { rutbe: 'asci', binisTarihi: '2025-05-01', inisTarihi: '2025-05-20' }));

    const crew = async (tarih: string) =>
      (await demo.get<CrewListResponse>(`${CREW}?sirket=${ship}&tarih=${tarih}`)).body.personeller.filter(
        (p) => p._id === master._id || p._id === cook._id,
      );
    expect((await crew('2025-05-10')).map((p) => [p.ad, p.gorevlendirme.rutbe, p.gorevlendirme.binisLimani, p.pasaportNo])).toEqual([
      ['Kaptan', 'kaptan', 'İzmit', 'TR1234567'],
      ['Aşçı', 'asci', 'İzmit', 'TR7654321'],
    ]);
    expect((await crew('2025-05-20')).map((p) => p.ad)).toEqual(['Kaptan', 'Aşçı']);
    expect((await crew('2025-05-21')).map((p) => p.ad)).toEqual(['Kaptan']);
    expect(await crew('2025-02-28')).toEqual([]);
    const other = await demo.get<CrewListResponse>(`${CREW}?sirket=${hidden}&tarih=2025-05-10`);
    expect(other.body).toMatchObject({ personeller: [], totalCount: 0 });

    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    const names = new Set(pulled.body.changes.map((change) => `${change.collection} ${change._id}`));
    expect(names.has(`personel ${master._id}`)).toBe(true);
  });
  it('names one person per TCKN, and per passport with its nationality, in a company (issue 46 #3)', async () => {
    const tckn = freshTckn();
    const first = await demo.post<Person>(PEOPLE, person({ ad: 'Tek', tcKimlikNo: tckn }));
    expect(first.status).toBe(201);
    // The same seafarer again in the company: refused on the field, whoever writes it.
    const again = await admin.post<ErrorBody>(PEOPLE, person({ ad: 'İkinci', tcKimlikNo: tckn }));
    expect({ status: again.status, body: again.body }).toEqual({
      status: 422,
      body: { message: 'validationFailed', errors: [{ path: 'tcKimlikNo', message: 'tcknTaken' }] },
    });
    // Changing another person to that TCKN too; a person keeps their own.
    const other = (await demo.post<Person>(PEOPLE, person({ ad: 'Başka' }))).body;
    const moved = await demo.put<ErrorBody>(`${PEOPLE}/${other._id}`, person({ ad: 'Başka', tcKimlikNo: tckn }), {
      headers: { 'If-Match': '1' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([{ path: 'tcKimlikNo', message: 'tcknTaken' }]);
    const kept = await demo.put<Person>(`${PEOPLE}/${first.body._id}`, person({ ad: 'Tek', soyad: 'Değişti', tcKimlikNo: tckn }), {
      headers: { 'If-Match': '1' },
    });
    expect(kept.status).toBe(200);
    // Another company's person may hold it (an employer of their own); a deleted person holds nothing.
    expect((await demo.post(PEOPLE, person({ sirket: otherShip, ad: 'Öteki', tcKimlikNo: tckn }))).status).toBe(201);
    expect((await demo.delete(`${PEOPLE}/${first.body._id}`, { headers: { 'If-Match': '2' } })).status).toBe(200);
    expect((await demo.post(PEOPLE, person({ ad: 'Yeniden', tcKimlikNo: tckn }))).status).toBe(201);

    // A passport names one person with its nationality.
    const passport = { tcKimlikNo: '', pasaportNo: 'FP4455667', uyruk: 'Ukrayna' };
    expect((await demo.post(PEOPLE, person({ ad: 'Oleksandr', ...passport }))).status).toBe(201);
    const twice = await demo.post<ErrorBody>(PEOPLE, person({ ad: 'Oleksandr', ...passport, pasaportNo: 'fp4455667' }));
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([{ path: 'pasaportNo', message: 'passportTaken' }]);
    expect((await demo.post(PEOPLE, person({ ad: 'Giorgi', ...passport, uyruk: 'Gürcistan' }))).status).toBe(201);
  });

  it('a same-day transfer puts the person in the crew list of the ship joined only; a one-day tour keeps its day', async () => {
    const sailor = (await admin.post<Person>(PEOPLE, person({ ad: 'Aktarma', soyad: 'Denizci' }))).body;
    const left = await admin.post<Assignment>(
      ASSIGNMENTS,
      assignment(sailor._id, { binisTarihi: '2024-01-10', planlananInisTarihi: '2024-06-30', inisTarihi: '2024-06-30' }),
    );
    expect(left.status).toBe(201);
    // Joining a ship the demo user cannot see, on the day of signing off.
    const joined = await admin.post<Assignment>(
      ASSIGNMENTS,
      assignment(sailor._id, { sirket: hidden, binisTarihi: '2024-06-30', planlananInisTarihi: '2024-12-30' }),
    );
    expect(joined.status).toBe(201);
    const aboard = async (client: TestClient, sirket: string, tarih: string) =>
      (await client.get<CrewListResponse>(`${CREW}?sirket=${sirket}&tarih=${tarih}`)).body.personeller
        .filter((row) => row._id === sailor._id)
        .map((row) => row.gorevlendirme._id);
    expect(await aboard(admin, ship, '2024-06-29')).toEqual([left.body._id]);
    // The transfer day counts once, on the ship joined: not in the list of the ship left, for anyone.
    expect(await aboard(admin, ship, '2024-06-30')).toEqual([]);
    expect(await aboard(demo, ship, '2024-06-30')).toEqual([]);
    expect(await aboard(admin, hidden, '2024-06-30')).toEqual([joined.body._id]);
    const everywhere = (await admin.get<CrewListResponse>(`${CREW}?tarih=2024-06-30`)).body.personeller.filter(
      (row) => row._id === sailor._id,
    );
    expect(everywhere.map((row) => row.gorevlendirme.sirket)).toEqual([hidden]);

    // Signed on and off one day: that day is the tour's, so another tour may not start on it.
    const brief = (await admin.post<Person>(PEOPLE, person({ ad: 'Bir', soyad: 'Günlük' }))).body;
    const oneDay = await admin.post<Assignment>(
      ASSIGNMENTS,
      assignment(brief._id, { binisTarihi: '2024-03-05', planlananInisTarihi: '2024-03-05', inisTarihi: '2024-03-05' }),
    );
    expect(oneDay.status).toBe(201);
    const sameDay = await admin.post<ErrorBody>(ASSIGNMENTS, assignment(brief._id, { sirket: otherShip, binisTarihi: '2024-03-05' }));
    expect(sameDay.status).toBe(422);
    expect(sameDay.body.errors).toContainEqual({ path: 'binisTarihi', message: 'overlappingAssignment' });
    expect(
      (await admin.get<CrewListResponse>(`${CREW}?sirket=${ship}&tarih=2024-03-05`)).body.personeller.map((row) => row.gorevlendirme._id),
    ).toContain(oneDay.body._id);
  });
});
