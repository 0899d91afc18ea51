import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/domain/validation';
import { tcknOf } from '../../server/db/demo-crew';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// Wage sheets over HTTP (docs/areas/payroll.md, MODULES §10): a draft made from the assignments
// aboard (`POST {sirket, donem}`), MODULES' worked check, hours and deductions typed in while a
// draft, the life draft → approved → paid, the bad input of issue 50 (422 with its path), the
// list `{bordrolar, totalCount}`, and an assignment's wage kept as its parts.

const SHEETS = '/api/personel/bordro';
const PEOPLE = '/api/personel';
const ASSIGNMENTS = '/api/personel/gorevlendirme';
let serial = 0;
const freshTckn = () => tcknOf(`4${String(serial++).padStart(8, '0')}`);

interface Line {
  personel: string;
  gorevlendirme: string;
  dovizCinsi: string;
  gun: number;
  kazanclar: { tur: string; tutar: number }[];
  fazlaMesai: { saat: number; tutar: number };
  kesintiler: { tur: string; tutar: number }[];
  yasal: Record<string, number> | null;
  bakiye: number;
}
interface Sheet {
  _id: string;
  version: number;
  sirket: string;
  donem: string;
  gunEsasi: string;
  durum: string;
  satirlar: Line[];
  uyarilar: { path: string; message: string }[];
  toplamlar: Record<string, { kazanc: number; kesinti: number; bakiye: number }>;
}

const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

describe.each(backends)('payroll on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let ship: string;
  let empty: string;
  let worked: string;
  let tour: string;

  const newShip = async (adi: string) =>
    (
      await admin.post<{ _id: string }>('/api/sirket', {
        isim: `${adi} Denizcilik A.Ş.`,
        tip: 'Gemi İşletmecisi',
        gemi: { adi: `M/V ${adi}`, imo: '9375123', bayrak: 'Türkiye' },
      })
    ).body._id;

  const person = async (sirket: string, ad: string) => {
    const made = await admin.post<{ _id: string }>(PEOPLE, {
      sirket,
      ad,
      soyad: 'Deniz',
      tcKimlikNo: freshTckn(),
      uyruk: 'Türkiye',
      rutbe: 'gemici',
      iban: 'TR330006100519786457841326',
      lehdarlar: [{ ad: 'Ayşe Deniz', iban: 'TR330006100519786457841326', pay: '50' }],
    });
    expect(made.status).toBe(201);
    return made.body._id;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    ship = await newShip('Bordro');
    empty = await newShip('Boş Bordro');
    worked = await person(ship, 'Kemal');
    // MODULES §10's worked check: 1,650.00 monthly (900 + 450 + 240 + 60) for 20 of 31 days.
    const made = await admin.post<{ _id: string; ucretKalemleri: unknown }>(ASSIGNMENTS, {
      personel: worked,
      sirket: ship,
      rutbe: 'gemici',
      binisTarihi: '2030-01-12',
      inisTarihi: '2030-01-31',
      ucretKalemleri: [
        { tur: 'temel', tutar: '900', dovizCinsi: 'USD' },
        { tur: 'sabit-mesai', tutar: '450', dovizCinsi: 'USD' },
        { tur: 'izin', tutar: '240', dovizCinsi: 'USD' },
        { tur: 'harclik', tutar: '60', dovizCinsi: 'USD' },
      ],
      fazlaMesaiSaatUcreti: '5.20',
    });
    expect(made.status).toBe(201);
    tour = made.body._id;
  });
  afterAll(() => server?.close());

  it('keeps an assignment’s wage as its parts and a person’s beneficiaries; mixed currencies refused', async () => {
    const read = await admin.get<{ ucretKalemleri: unknown; fazlaMesaiSaatUcreti: number }>(`${ASSIGNMENTS}/${tour}`);
    expect(read.body.ucretKalemleri).toEqual([
      { tur: 'temel', tutar: 900, dovizCinsi: 'USD' },
      { tur: 'sabit-mesai', tutar: 450, dovizCinsi: 'USD' },
      { tur: 'izin', tutar: 240, dovizCinsi: 'USD' },
      { tur: 'harclik', tutar: 60, dovizCinsi: 'USD' },
    ]);
    expect(read.body.fazlaMesaiSaatUcreti).toBe(5.2);
    const someone = await admin.get<{ lehdarlar: unknown }>(`${PEOPLE}/${worked}`);
    expect(someone.body.lehdarlar).toEqual([{ ad: 'Ayşe Deniz', iban: 'TR330006100519786457841326', pay: 50, tutar: null }]);
    const mixed = await admin.post<ErrorBody>(ASSIGNMENTS, {
      personel: await person(ship, 'Karışık'),
      sirket: ship,
      rutbe: 'gemici',
      binisTarihi: '2031-01-01',
      ucretKalemleri: [
        { tur: 'temel', tutar: '900', dovizCinsi: 'USD' },
        { tur: 'prim', tutar: '50', dovizCinsi: 'EURO' },
      ],
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toContainEqual({ path: 'ucretKalemleri', message: 'mixedWageCurrency' });
    const both = await admin.post<ErrorBody>(PEOPLE, {
      sirket: ship,
      ad: 'İki',
      soyad: 'Pay',
      tcKimlikNo: freshTckn(),
      rutbe: 'gemici',
      lehdarlar: [{ ad: 'X', iban: 'TR330006100519786457841326', pay: '10', tutar: '100' }],
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toContainEqual({ path: 'lehdarlar.0.pay', message: 'shareOrAmount' });
  });

  it('makes a draft from the assignments aboard: MODULES’ worked check, totals per currency', async () => {
    const made = await admin.post<Sheet>(SHEETS, { sirket: ship, donem: '2030-01' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ sirket: ship, donem: '2030-01', gunEsasi: 'takvim', durum: 'taslak' });
    expect(made.body.satirlar).toHaveLength(1);
    const [line] = made.body.satirlar;
    expect(line).toMatchObject({ personel: worked, gorevlendirme: tour, dovizCinsi: 'USD', gun: 20, bakiye: 1064.52 });
    expect(line!.kazanclar).toEqual([
      { tur: 'temel', tutar: 580.65 },
      { tur: 'sabit-mesai', tutar: 290.32 },
      { tur: 'izin', tutar: 154.84 },
      { tur: 'harclik', tutar: 38.71 },
    ]);
    expect(line!.fazlaMesai).toEqual({ saat: 0, tutar: 0 });
    expect(made.body.toplamlar).toEqual({ USD: { kazanc: 1064.52, kesinti: 0, bakiye: 1064.52 } });

    const list = await admin.get<{ bordrolar: Sheet[]; totalCount: number }>(`${SHEETS}?sirket=${ship}`);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(1);
    expect(list.body.bordrolar[0]).toMatchObject({ _id: made.body._id, toplamlar: { USD: { bakiye: 1064.52 } } });

    const twice = await admin.post<ErrorBody>(SHEETS, { sirket: ship, donem: '2030-01' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toContainEqual({ path: 'donem', message: 'duplicateWageSheet' });
  });

  it('works out no income tax on a TUGS ship and no stamp duty for an exempt company (docs/areas/payroll.md §3)', async () => {
    // 60,000.00 TL basic for all of January 2026, on an ordinary ship, then on a TUGS ship of a
    // company exempt from stamp duty: the same gross, income tax and stamp duty only on the first.
    const sheetOn = async (gemi: Record<string, unknown>, bordroAyarlari?: Record<string, unknown>) => {
      const made = await admin.post<{ _id: string; gemi: unknown; bordroAyarlari?: unknown }>('/api/sirket', {
        isim: `Yasal ${Math.random()} Denizcilik A.Ş.`,
        tip: 'Gemi İşletmecisi',
        gemi: { adi: 'M/V Yasal', imo: '9375123', bayrak: 'Türkiye', ...gemi },
        ...(bordroAyarlari ? { bordroAyarlari } : {}),
      });
      expect(made.status).toBe(201);
      const sirket = made.body._id;
      const aboard = await admin.post(ASSIGNMENTS, {
        personel: await person(sirket, 'Yasal'),
        sirket,
        rutbe: 'gemici',
        binisTarihi: '2026-01-01',
        inisTarihi: '2026-01-31',
        ucretKalemleri: [{ tur: 'temel', tutar: '60000', dovizCinsi: 'TL' }],
      });
      expect(aboard.status).toBe(201);
      const sheet = await admin.post<Sheet>(SHEETS, { sirket, donem: '2026-01' });
      expect(sheet.status).toBe(201);
      return {
        company: (await admin.get<{ gemi: { tugs?: boolean }; bordroAyarlari?: unknown }>(`/api/sirket/${sirket}`)).body,
        yasal: sheet.body.satirlar[0]!.yasal!,
      };
    };
    const ordinary = await sheetOn({});
    expect(ordinary.company.bordroAyarlari).toBeUndefined();
    expect(ordinary.yasal.gelirVergisi).toBeGreaterThan(0);
    expect(ordinary.yasal.damgaVergisi).toBeGreaterThan(0);
    const tugs = await sheetOn({ tugs: true }, { damgaMuaf: true });
    expect(tugs.company).toMatchObject({ gemi: { tugs: true }, bordroAyarlari: { damgaMuaf: true, tesvikPuani: 0 } });
    expect(tugs.yasal.gelirVergisi).toBe(0);
    expect(tugs.yasal.damgaVergisi).toBe(0);
    expect(tugs.yasal.sgkIsci).toBe(ordinary.yasal.sgkIsci);
  });

  it('refuses the issue’s bad input with its path', async () => {
    const none = await admin.post<ErrorBody>(SHEETS, { sirket: empty, donem: '2030-01' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toContainEqual({ path: 'donem', message: 'noCrewAboard' });

    // The tour ended in January: no one aboard in February.
    const after = await admin.post<ErrorBody>(SHEETS, { sirket: ship, donem: '2030-02' });
    expect(after.status).toBe(422);
    expect(after.body.errors).toContainEqual({ path: 'donem', message: 'noCrewAboard' });

    const notAPeriod = await admin.post<ErrorBody>(SHEETS, { sirket: ship, donem: '2030-13' });
    expect(notAPeriod.status).toBe(422);
    expect(notAPeriod.body.errors).toContainEqual({ path: 'donem', message: 'invalid' });

    const approvedAtOnce = await admin.post<ErrorBody>(SHEETS, { sirket: ship, donem: '2030-03', durum: 'onaylandi' });
    expect(approvedAtOnce.status).toBe(422);
  });

  it('sets hours and deductions on a draft, refuses bad ones, then approves, pays, and refuses edits', async () => {
    const list = await admin.get<{ bordrolar: Sheet[] }>(`${SHEETS}?sirket=${ship}&donem=2030-01`);
    const sheet = list.body.bordrolar[0]!;
    const { _id, version, toplamlar, uyarilar, updatedAt, ...fields } = sheet as Sheet & { updatedAt: string };
    void toplamlar;
    void uyarilar;
    void updatedAt;
    const put = (body: Record<string, unknown>, v: number) => admin.put<Sheet & ErrorBody>(`${SHEETS}/${_id}`, body, ifMatch(v));
    const line = (overrides: Record<string, unknown>) => ({ ...fields, satirlar: [{ gorevlendirme: tour, ...overrides }] });

    const negative = await put(line({ fazlaMesai: { saat: -1 } }), version);
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toContainEqual({ path: 'satirlar.0.fazlaMesai.saat', message: 'negativeOvertime' });

    const tooMuch = await put(line({ kesintiler: [{ tur: 'aile-havalesi', tutar: 2000 }] }), version);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toContainEqual({ path: 'satirlar.0.kesintiler.0.tutar', message: 'allotmentExceedsEarnings' });

    const stranger = await put({ ...fields, satirlar: [{ gorevlendirme: '0190a0a0-0000-7000-8000-0000000000ff' }] }, version);
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toContainEqual({ path: 'satirlar.0.gorevlendirme', message: 'notAboardInPeriod' });

    const typed = await put(
      line({
        fazlaMesai: { saat: 10.5 },
        kesintiler: [
          { tur: 'avans', tutar: 100 },
          { tur: 'kantin', tutar: 25.5 },
        ],
      }),
      version,
    );
    expect(typed.status).toBe(200);
    // 10.5 h × 5.20 = 54.60; earnings 1,064.52 + 54.60; deductions 125.50.
    expect(typed.body.satirlar[0]).toMatchObject({ fazlaMesai: { saat: 10.5, tutar: 54.6 }, bakiye: 993.62 });
    expect(typed.body.toplamlar).toEqual({ USD: { kazanc: 1119.12, kesinti: 125.5, bakiye: 993.62 } });

    const approved = await put(
      { ...line({ fazlaMesai: { saat: 10.5 }, kesintiler: typed.body.satirlar[0]!.kesintiler }), durum: 'onaylandi' },
      typed.body.version,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.durum).toBe('onaylandi');

    const edit = await put({ ...line({ fazlaMesai: { saat: 20 } }), durum: 'onaylandi' }, approved.body.version);
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe('sheetNotDraft');
    expect(edit.body.errors).toContainEqual({ path: 'durum', message: 'sheetNotDraft' });

    const back = await put({ ...line({}), durum: 'taslak' }, approved.body.version);
    expect(back.status).toBe(422);
    expect(back.body.errors).toContainEqual({ path: 'durum', message: 'invalidTransition' });

    const paid = await put({ ...line({}), durum: 'odendi' }, approved.body.version);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ durum: 'odendi', satirlar: [{ bakiye: 993.62 }] });
  });
});
