import { count, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountListResponse, AccountListRow } from '../../src/domain/account';
import type { Company } from '../../src/domain/company';
import type { ErrorBody } from '../../src/domain/validation';
import { cariHesap, cariHesapCounts } from '../../server/db/schema';
import { ACCOUNTS, bankAccount, customer, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

/** Single words in Turkish alphabetical order: Ç after C, I (dotless) before İ, Ö after O, Ş after S. */
const TURKISH_ORDER = ['Ada', 'Cam', 'Çam', 'Dal', 'Ilık', 'İnci', 'Ok', 'Öz', 'Su', 'Şule', 'Zeytin'];
/** `il` of each, so that sorting by il gives another order. */
const CITY: Record<string, string> = {
  Ada: 'Van',
  Cam: 'Bursa',
  Çam: 'Trabzon',
  Dal: 'Aydın',
  Ilık: 'Muğla',
  İnci: 'Kars',
  Ok: 'Sinop',
  Öz: 'Edirne',
  Su: 'Rize',
  Şule: 'Hatay',
  Zeytin: 'Denizli',
};

const ROW_KEYS = [
  '_id',
  'aciklama',
  'adres',
  'bankalar',
  'cariTip',
  'ePosta',
  'finans',
  'firmaYetkilisi',
  'gsm',
  'il',
  'ilce',
  'nitelik',
  'sabitTelefon',
  'sirket',
  'tcNumarasi',
  'ulke',
  'unvan',
  'updatedAt',
  'version',
  'vergiDairesi',
  'vergiNumarasi',
];

describe.each(backends)('the account list on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  /** A company of its own, so that the seeded accounts do not get in the way. */
  let company: Company;
  let customers: Account[];

  const list = async (query: string) => {
    const response = await admin.get<AccountListResponse>(`${ACCOUNTS}?${query}`);
    expect({ query, status: response.status }).toEqual({ query, status: 200 });
    return response.body;
  };
  const names = (response: AccountListResponse) => response.cariler.map((row) => row.unvan);
  const mine = (query: string) => list(`sirket=${company._id}&${query}`);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    const made = await admin.post<Company>('/api/sirket', {
      isim: 'Liste Deneme A.Ş.',
      tip: 'Armatör',
      gemi: { adi: 'M/V Deneme', imo: '9375123', bayrak: 'Türkiye' },
    });
    company = made.body;
    // Created out of order, so that the list's order is the server's doing.
    for (const unvan of [...TURKISH_ORDER].reverse()) {
      const response = await admin.post(ACCOUNTS, supplier(company._id, { unvan, il: CITY[unvan] }));
      expect(response.status).toBe(201);
    }
    customers = [];
    for (const unvan of ['Yük Sahibi Bir', 'Kiracı İki']) {
      customers.push((await admin.post<Account>(ACCOUNTS, customer(company._id, { unvan }))).body);
    }
    // A deleted supplier is listed nowhere.
    const gone = await admin.post<Account>(ACCOUNTS, supplier(company._id, { unvan: 'Aaa Silinen' }));
    await admin.delete(`${ACCOUNTS}/${gone.body._id}`);
  });
  afterAll(() => server?.close());

  it('sorts by unvan in Turkish alphabetical order by default, and descending on request', async () => {
    expect(names(await mine('cariTip=tedarikci&perPage=50'))).toEqual(TURKISH_ORDER);
    expect(names(await mine('cariTip=tedarikci&perPage=50&sortBy=unvan&sortingOrder=1'))).toEqual(TURKISH_ORDER);
    expect(names(await mine('cariTip=tedarikci&perPage=50&sortBy=unvan&sortingOrder=-1'))).toEqual([...TURKISH_ORDER].reverse());
  });

  it('pages: page 1 and 2 are disjoint and continue each other, with the total of all pages', async () => {
    const first = await mine('cariTip=tedarikci&perPage=4&page=1');
    const second = await mine('cariTip=tedarikci&perPage=4&page=2');
    const third = await mine('cariTip=tedarikci&perPage=4&page=3');
    expect(first.totalCount).toBe(TURKISH_ORDER.length);
    expect(second.totalCount).toBe(TURKISH_ORDER.length);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(TURKISH_ORDER);
    expect(names(third)).toHaveLength(3);
    const past = await mine('cariTip=tedarikci&perPage=4&page=4');
    expect(past).toEqual({ cariler: [], totalCount: TURKISH_ORDER.length });
  });

  it('defaults to 20 per page', async () => {
    const all = await list('cariTip=tedarikci');
    expect(all.cariler).toHaveLength(20);
    expect(all.totalCount).toBeGreaterThan(20);
  });

  it('sorts by another field by its own value, both ways', async () => {
    const byCity = [...TURKISH_ORDER].sort((a, b) => ((CITY[a] ?? '') < (CITY[b] ?? '') ? -1 : 1));
    const ascending = await mine('cariTip=tedarikci&perPage=50&sortBy=il&sortingOrder=1');
    expect(names(ascending)).toEqual(byCity);
    expect(names(await mine('cariTip=tedarikci&perPage=50&sortBy=il&sortingOrder=-1'))).toEqual([...byCity].reverse());
    const newest = await mine('cariTip=tedarikci&perPage=50&sortBy=createdAt&sortingOrder=-1');
    expect(names(newest)).toEqual(TURKISH_ORDER);
  });

  it('breaks ties by _id, so pages never overlap on equal values', async () => {
    // Every supplier here has ulke Türkiye: the order is by _id alone.
    const pages = [1, 2, 3].map((page) => mine(`cariTip=tedarikci&perPage=4&page=${page}&sortBy=ulke`));
    const ids = (await Promise.all(pages)).flatMap((page) => page.cariler.map((row) => row._id));
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(TURKISH_ORDER.length);
  });

  it('rows are the account with sirket as [{_id, isim}], and nothing internal', async () => {
    const [row] = (await mine('cariTip=tedarikci&perPage=1')).cariler as [AccountListRow];
    expect(Object.keys(row).sort()).toEqual([...ROW_KEYS].sort());
    expect(row.sirket).toEqual([{ _id: company._id, isim: 'Liste Deneme A.Ş.' }]);
    expect(row).toMatchObject({ unvan: 'Ada', cariTip: 'tedarikci', il: 'Van', version: 1 });
    expect(row.bankalar).toHaveLength(1);
  });

  it('a row carries every field of the record, value for value, as PostgreSQL writes it', async () => {
    // Every field filled, two bank accounts with every field filled, in a company of its own.
    const other = (
      await admin.post<Company>('/api/sirket', {
        isim: 'Tam Kayıt Denizcilik A.Ş.',
        tip: 'Armatör',
        gemi: { adi: 'M/V Tam', imo: '9375123', bayrak: 'Türkiye' },
      })
    ).body;
    const aciklama = 'Not "tırnaklı" \\ ve\nsatırlı';
    const full = supplier(other._id, {
      unvan: 'Eksiksiz Kumanya Ltd. Şti.',
      firmaYetkilisi: 'Ayşe Yılmaz',
      nitelik: 'Kumanya',
      gsm: '+90 532 000 00 00',
      sabitTelefon: '+90 216 000 00 00',
      ePosta: 'ayse@example.com',
      il: 'İstanbul',
      ilce: 'Tuzla',
      adres: 'Liman Cd. 1',
      aciklama,
      tcNumarasi: '10000000146',
      bankalar: [
        bankAccount({ hesapNumarasi: '123', hesapEkNumarasi: '4', routing: '021000021' }),
        bankAccount({ hesapAdi: 'Euro', dovizCinsi: 'EURO', iban: '', hesapNumarasi: '999', swiftCode: 'TCZBTR2AXXX' }),
      ],
    });
    const created = await admin.post<Account>(ACCOUNTS, full);
    expect({ status: created.status, body: created.status === 201 ? null : created.body }).toEqual({ status: 201, body: null });
    // A field a bank account got some other way (jsonb keeps what was written): kept, not dropped.
    await server.db.execute(
      sql`update cari_hesap set bankalar = jsonb_set(bankalar, '{0,eski}', '"değer"') where id = ${created.body._id}`,
    );
    const record = (await admin.get<Account & { sirketIsim: string; finans: AccountListRow['finans'] }>(`${ACCOUNTS}/${created.body._id}`))
      .body;
    const [row] = (await list(`sirket=${other._id}&cariTip=tedarikci`)).cariler as [AccountListRow];

    const { sirketIsim, sirket, ...fields } = record;
    expect(row).toStrictEqual({ ...fields, sirket: [{ _id: sirket, isim: sirketIsim }] });
    expect(row.bankalar[0]).toMatchObject({ eski: 'değer', routing: '021000021' });
    expect(row.aciklama).toBe(aciklama);
    // And the record as the device mirrors it (the pull's DTO, serialised without a schema).
    const pulled = (await admin.get<{ changes: { _id: string; record: Account }[] }>('/api/sync?since=0&limit=5000')).body;
    const mirrored = pulled.changes.find((change) => change._id === row._id)?.record;
    expect(row).toStrictEqual({ ...mirrored, sirket: [{ _id: other._id, isim: other.isim }], finans: [] });
  });

  it('filters by cariTip', async () => {
    const response = await mine('cariTip=musteri');
    expect(response.totalCount).toBe(2);
    expect(names(response)).toEqual(['Kiracı İki', 'Yük Sahibi Bir']);
    expect(response.cariler.every((row) => row.cariTip === 'musteri' && row.bankalar.length === 0)).toBe(true);
    expect(response.cariler.map((row) => row._id).sort()).toEqual(customers.map((c) => c._id).sort());
  });

  it('filters by sirket; without it (or with sirket=) lists every company', async () => {
    const [first = ''] = await demoCompanyIds(admin);
    const other = await list(`cariTip=tedarikci&perPage=200&sirket=${first}`);
    expect(other.totalCount).toBeGreaterThan(0);
    expect(other.cariler.every((row) => row.sirket[0]?._id === first)).toBe(true);
    const all = await list('cariTip=tedarikci&perPage=200');
    const blank = await list('cariTip=tedarikci&perPage=200&sirket=');
    expect(blank).toEqual(all);
    expect(new Set(all.cariler.map((row) => row.sirket[0]?._id))).toContain(company._id);
    expect(all.totalCount).toBe(all.cariler.length);
    expect(all.totalCount).toBeGreaterThan(other.totalCount + TURKISH_ORDER.length - 1);
  });

  it('keeps totalCount right through creates, moves to another type or company, and deletes', async () => {
    const [other = ''] = await demoCompanyIds(admin);
    const total = async (sirket: string, cariTip: string) => (await list(`sirket=${sirket}&cariTip=${cariTip}&perPage=1`)).totalCount;
    const before = { mine: await total(company._id, 'musteri'), other: await total(other, 'musteri') };
    const made = (await admin.post<Account>(ACCOUNTS, customer(company._id, { unvan: 'Sayılan' }))).body;
    expect(await total(company._id, 'musteri')).toBe(before.mine + 1);
    const path = `${ACCOUNTS}/${made._id}`;
    await admin.put(path, customer(company._id, { unvan: 'Sayılan', il: 'Rize' }));
    expect(await total(company._id, 'musteri')).toBe(before.mine + 1);
    await admin.put(path, supplier(company._id, { unvan: 'Sayılan' }));
    expect(await total(company._id, 'musteri')).toBe(before.mine);
    expect(await total(company._id, 'tedarikci')).toBe(TURKISH_ORDER.length + 1);
    await admin.put(path, customer(other, { unvan: 'Sayılan' }));
    expect(await total(company._id, 'tedarikci')).toBe(TURKISH_ORDER.length);
    expect(await total(other, 'musteri')).toBe(before.other + 1);
    await admin.delete(path);
    expect(await total(other, 'musteri')).toBe(before.other);
    // The counters agree with a count of the accounts themselves, for every company and type.
    const counted = await server.db
      .select({ sirketId: cariHesap.sirket, cariTip: cariHesap.cariTip, n: count() })
      .from(cariHesap)
      .where(isNull(cariHesap.deletedAt))
      .groupBy(cariHesap.sirket, cariHesap.cariTip);
    const key = (row: { sirketId: string; cariTip: string }) => `${row.sirketId}/${row.cariTip}`;
    // Summed over the slots each company and type's count is spread over.
    const sums = new Map<string, number>();
    for (const row of await server.db.select().from(cariHesapCounts)) sums.set(key(row), (sums.get(key(row)) ?? 0) + row.live);
    expect(Object.fromEntries([...sums].filter(([, live]) => live !== 0))).toEqual(
      Object.fromEntries(counted.map((row) => [key(row), row.n])),
    );
  });

  it('accepts dovizCinsi without filtering by it (it picks the balance currency)', async () => {
    for (const doviz of ['USD', 'TL', 'EURO', 'GBP', 'all']) {
      expect((await mine(`cariTip=tedarikci&dovizCinsi=${doviz}`)).totalCount).toBe(TURKISH_ORDER.length);
    }
  });

  it('refuses a malformed query with 400 and the parameter as the path', async () => {
    const cases: [string, ErrorBody['errors']][] = [
      ['', [{ path: 'cariTip', message: 'required' }]],
      ['cariTip=', [{ path: 'cariTip', message: 'required' }]],
      ['cariTip=bayi', [{ path: 'cariTip', message: 'invalid' }]],
      ['cariTip=musteri&perPage=0', [{ path: 'perPage', message: 'invalid' }]],
      ['cariTip=musteri&perPage=201', [{ path: 'perPage', message: 'invalid' }]],
      ['cariTip=musteri&page=0', [{ path: 'page', message: 'invalid' }]],
      ['cariTip=musteri&page=-1', [{ path: 'page', message: 'invalid' }]],
      ['cariTip=musteri&sortBy=cursor', [{ path: 'sortBy', message: 'invalid' }]],
      ['cariTip=musteri&sortingOrder=2', [{ path: 'sortingOrder', message: 'invalid' }]],
      ['cariTip=musteri&dovizCinsi=JPY', [{ path: 'dovizCinsi', message: 'invalid' }]],
      ['cariTip=musteri&sirket=abc', [{ path: 'sirket', message: 'invalid' }]],
    ];
    for (const [query, errors] of cases) {
      const response = await admin.get<ErrorBody>(`${ACCOUNTS}?${query}`);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { message: 'badRequest', errors },
      });
    }
    expect((await list('cariTip=musteri&perPage=200')).cariler.length).toBeLessThanOrEqual(200);
  });
});
