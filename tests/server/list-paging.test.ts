import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar';
import { certificateStatus, CERTIFICATE_STATUSES, type CertificateListResponse, type SurveyPlan } from '../../src/domain/certificates';
import { turkishSortKey } from '../../src/domain/collation';
import type { Company } from '../../src/domain/company';
import { RANKS } from '../../src/domain/crew';
import type { DocumentListResponse } from '../../src/domain/documents';
import type { PersonListResponse } from '../../src/domain/personnel';
import { foldForSearch } from '../../src/domain/search-text';
import { textKey } from '../../src/domain/text-key';
import { tcknOf } from '../../server/db/demo-crew';
import { insertMirroredMany, lockMirroredWrites } from '../../server/db/repositories/mirrored-repository';
import { dokuman, personel, sertifika } from '../../server/db/schema';
import { sqlSearchFold, sqlTextKey, sqlTurkishSortKey } from '../../server/db/sql-text';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// The lists that page in SQL (issue 45, server/db/repositories/sql-list.ts) against a reference
// made in JavaScript from the same rows: every sort field in both directions, read page by page,
// is the reference's order (blanks last, ties by id ascending, text in Turkish order), and every
// filter keeps the rows the domain's own functions keep (the certificate's status as of a date,
// the searches' folds). The SQL text keys (server/db/sql-text.ts) are compared with their
// functions on random text first.

/** Letters a Turkish office types, with foreign accents, digits, punctuation and white space. */
const ALPHABET = [...'aAbBcCçÇdDeEfFgGğĞhHıIİijJkKlLmMnNoOöÖpPrRsSşŞtTuUüÜvVyYzZqQwWxXéÉâÂîÎûÛñÑß 0123456789-./_:()\t'];
const text = (maxLength: number) => fc.array(fc.constantFrom(...ALPHABET), { maxLength }).map((chars) => chars.join(''));

/** A deterministic random draw (the same rows on every run and backend). */
function sample<T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number): T[] {
  return fc.sample(arbitrary, { numRuns: count, seed });
}

type Key = string | number | null;

/** The order the lists had when they sorted in memory: blanks last either way, the key, then the id ascending. */
function referenceOrder<R extends { id: string }>(
  rows: R[],
  key: (row: R) => Key,
  blank: (row: R) => boolean,
  descending: boolean,
): string[] {
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (blank(a) !== blank(b)) return blank(a) ? 1 : -1;
      if (x === y || blank(a)) return a.id < b.id ? -1 : 1;
      const order = (x as string | number) < (y as string | number) ? -1 : 1;
      return descending ? -order : order;
    })
    .map((row) => row.id);
}

/** Every page of a list, `perPage` at a time: the ids in order, and each page's total. */
async function allPages<T>(
  client: TestClient,
  path: (page: number) => string,
  items: (body: T) => { _id: string }[],
  total: (body: T) => number,
): Promise<{ ids: string[]; totals: Set<number> }> {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page += 1) {
    const response = await client.get<T>(path(page));
    expect(response.status).toBe(200);
    const rows = items(response.body);
    totals.add(total(response.body));
    if (rows.length === 0) break;
    ids.push(...rows.map((row) => row._id));
  }
  return { ids, totals };
}

const PER_PAGE = 9;

describe.each(backends)('lists paged in SQL on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let sirket: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    const made = await admin.post<Company>('/api/sirket', {
      isim: 'Sayfa Deneme Denizcilik A.Ş.',
      tip: 'Armatör',
      gemi: { adi: 'M/V Sayfa', imo: '9375123', bayrak: 'Türkiye' },
    });
    expect(made.status).toBe(201);
    sirket = made.body._id;
  });
  afterAll(() => server?.close());

  it('computes the Turkish sort key, the search fold and the text key in SQL as the domain does in JavaScript', async () => {
    const values = sample(text(24), 300, 45);
    const keys = (await server.db.execute(
      sql`select v, ${sqlTurkishSortKey(sql`v`)} as sort_key, ${sqlSearchFold(sql`v`)} as fold, ${sqlTextKey(sql`v`)} as text_key
          from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as t(v, n) order by n`,
    )) as unknown as { rows: { v: string; sort_key: string; fold: string; text_key: string }[] };
    expect(keys.rows.map((row) => row.v)).toEqual(values);
    for (const row of keys.rows) {
      expect({ value: row.v, key: row.sort_key }).toEqual({ value: row.v, key: turkishSortKey(row.v) });
      expect({ value: row.v, fold: row.fold }).toEqual({ value: row.v, fold: foldForSearch(row.v) });
      expect({ value: row.v, key: row.text_key }).toEqual({ value: row.v, key: textKey(row.v) });
    }
  });

  it('pages certificates in the reference order for every sort, and filters statuses as certificateStatus does', async () => {
    const plans: SurveyPlan[] = ['yok', 'yillik', 'yillik-ara', 'ara'];
    const certificate = fc.record({
      numara: text(6),
      tur: fc.constantFrom('KLAS', 'SOLAS-SC', 'IOPP', 'BUNKER-CLC', 'DIGER'),
      sahip: fc.constantFrom('gemi' as const, 'sirket' as const),
      issued: fc.integer({ min: 0, max: 3000 }),
      years: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      sorveyPlani: fc.constantFrom(...plans),
      surveyDays: fc.array(fc.integer({ min: 0, max: 1800 }), { maxLength: 3 }),
      uyariGun: fc.integer({ min: 0, max: 400 }),
    });
    const rows = sample(certificate, 120, 7).map((drawn) => {
      const duzenlemeTarihi = addDays('2018-01-01', drawn.issued);
      return {
        id: randomUUID(),
        sirket,
        sahip: drawn.sahip,
        tur: drawn.tur,
        numara: drawn.numara,
        duzenlemeTarihi,
        gecerlilikTarihi: drawn.years === null ? null : addDays(duzenlemeTarihi, drawn.years * 365),
        sorveyPlani: drawn.sorveyPlani,
        sorveyler: drawn.surveyDays.map((days, index) => ({
          tur: index === 1 ? ('ara' as const) : ('yillik' as const),
          tarih: addDays(duzenlemeTarihi, days),
        })),
        uyariGun: drawn.uyariGun,
      };
    });
    await server.db.transaction(async (tx) => {
      await lockMirroredWrites(tx);
      await insertMirroredMany(tx, sertifika, rows);
    });

    const base = `/api/sertifika?sirket=${sirket}&perPage=${PER_PAGE}`;
    const sorts: Record<string, [(row: (typeof rows)[number]) => Key, (row: (typeof rows)[number]) => boolean]> = {
      gecerlilikTarihi: [(row) => row.gecerlilikTarihi, (row) => row.gecerlilikTarihi === null],
      duzenlemeTarihi: [(row) => row.duzenlemeTarihi, () => false],
      tur: [(row) => row.tur, () => false],
      numara: [(row) => turkishSortKey(row.numara), () => false],
      // Written in one statement: one time, so the order is the ids'.
      updatedAt: [() => 0, () => false],
    };
    for (const [sortBy, [key, blank]] of Object.entries(sorts)) {
      for (const descending of [false, true]) {
        const listed = await allPages<CertificateListResponse>(
          admin,
          (page) => `${base}&sortBy=${sortBy}&sortingOrder=${descending ? -1 : 1}&page=${page}`,
          (body) => body.sertifikalar,
          (body) => body.totalCount,
        );
        expect({ sortBy, descending, ids: listed.ids }).toEqual({ sortBy, descending, ids: referenceOrder(rows, key, blank, descending) });
        expect(listed.totals).toEqual(new Set([rows.length]));
      }
    }

    for (const tarih of ['2019-06-30', '2022-02-28', '2025-12-01']) {
      for (const durum of CERTIFICATE_STATUSES) {
        const kept = rows.filter((row) => certificateStatus(row, tarih).durum === durum);
        const listed = await allPages<CertificateListResponse>(
          admin,
          (page) => `${base}&durum=${durum}&tarih=${tarih}&sortBy=numara&sortingOrder=-1&page=${page}`,
          (body) => body.sertifikalar,
          (body) => body.totalCount,
        );
        const expected = referenceOrder(
          kept,
          (row) => turkishSortKey(row.numara),
          () => false,
          true,
        );
        expect({ tarih, durum, ids: listed.ids }).toEqual({ tarih, durum, ids: expected });
        expect(listed.totals).toEqual(new Set([kept.length]));
      }
    }
  });

  it('pages the crew pool in Turkish name order, blanks last, and searches as personMatches does', async () => {
    const person = fc.record({
      ad: text(8),
      soyad: text(10),
      uyruk: fc.constantFrom('', 'Türk', 'TÜRK', 'türk ', 'Ukrayna', 'İran', 'ıran'),
      rutbe: fc.constantFrom(...RANKS),
      cuzdan: text(5),
    });
    const rows = sample(person, 90, 11).map((drawn, index) => ({
      id: randomUUID(),
      sirket,
      ad: drawn.ad,
      soyad: drawn.soyad,
      uyruk: drawn.uyruk,
      rutbe: drawn.rutbe,
      gemiAdamiCuzdanNo: drawn.cuzdan,
      // One person per TCKN in a company (personel_tckn_unique).
      tcKimlikNo: tcknOf(String(100_000_000 + index)),
    }));
    await server.db.transaction(async (tx) => {
      await lockMirroredWrites(tx);
      await insertMirroredMany(tx, personel, rows);
    });
    const base = `/api/personel?sirket=${sirket}&perPage=${PER_PAGE}`;
    for (const field of ['soyad', 'ad', 'rutbe', 'uyruk'] as const) {
      for (const descending of [false, true]) {
        const listed = await allPages<PersonListResponse>(
          admin,
          (page) => `${base}&sortBy=${field}&sortingOrder=${descending ? -1 : 1}&page=${page}`,
          (body) => body.personeller,
          (body) => body.totalCount,
        );
        const expected = referenceOrder(
          rows,
          (row) => turkishSortKey(row[field]),
          (row) => row[field] === '',
          descending,
        );
        expect({ field, descending, ids: listed.ids }).toEqual({ field, descending, ids: expected });
      }
    }
    const searches = ['', 'i', 'I', 'ş', 'S', 'ğü', 'ç', 'a 1', ...rows.slice(0, 6).map((row) => row.soyad.slice(1, 4))];
    for (const search of searches) {
      const wanted = textKey(search);
      const kept = rows.filter((row) => wanted === '' || textKey(`${row.ad} ${row.soyad} ${row.gemiAdamiCuzdanNo}`).includes(wanted));
      const listed = await allPages<PersonListResponse>(
        admin,
        (page) => `${base}&q=${encodeURIComponent(search)}&page=${page}`,
        (body) => body.personeller,
        (body) => body.totalCount,
      );
      expect({ search, ids: listed.ids }).toEqual({
        search,
        ids: referenceOrder(
          kept,
          (row) => turkishSortKey(row.soyad),
          (row) => row.soyad === '',
          false,
        ),
      });
    }
    for (const uyruk of ['türk', 'IRAN', 'iran', 'Ukrayna']) {
      const kept = rows.filter((row) => turkishSortKey(row.uyruk) === turkishSortKey(uyruk));
      const listed = await allPages<PersonListResponse>(
        admin,
        (page) => `${base}&uyruk=${encodeURIComponent(uyruk)}&page=${page}`,
        (body) => body.personeller,
        (body) => body.totalCount,
      );
      expect({ uyruk, ids: listed.ids }).toEqual({
        uyruk,
        ids: referenceOrder(
          kept,
          (row) => turkishSortKey(row.soyad),
          (row) => row.soyad === '',
          false,
        ),
      });
    }
  });

  it('pages the library by code and title in Turkish order and searches as foldForSearch does', async () => {
    const document = fc.record({ kod: text(6), baslik: text(12), aciklama: text(12), revizyon: fc.integer({ min: 0, max: 4 }) });
    const rows = sample(document, 70, 13).map((drawn) => ({
      id: randomUUID(),
      sirket,
      kategori: 'kys-prosedur' as const,
      kod: drawn.kod,
      kodKey: null,
      baslik: drawn.baslik,
      aciklama: drawn.aciklama,
      revizyon: drawn.revizyon,
      revizyonTarihi: '2025-01-01',
      durum: 'yururlukte' as const,
    }));
    await server.db.transaction(async (tx) => {
      await lockMirroredWrites(tx);
      await insertMirroredMany(tx, dokuman, rows);
    });
    const base = `/api/dokuman?sirket=${sirket}&perPage=${PER_PAGE}`;
    const sorts: Record<string, (row: (typeof rows)[number]) => Key> = {
      kod: (row) => turkishSortKey(row.kod),
      baslik: (row) => turkishSortKey(row.baslik),
      revizyon: (row) => row.revizyon,
    };
    for (const [sortBy, key] of Object.entries(sorts)) {
      for (const descending of [false, true]) {
        const listed = await allPages<DocumentListResponse>(
          admin,
          (page) => `${base}&sortBy=${sortBy}&sortingOrder=${descending ? -1 : 1}&page=${page}`,
          (body) => body.dokumanlar,
          (body) => body.totalCount,
        );
        expect({ sortBy, descending, ids: listed.ids }).toEqual({
          sortBy,
          descending,
          ids: referenceOrder(rows, key, () => false, descending),
        });
      }
    }
    const searches = ['İ', 'ı', 'c', 'Ş', 'e ', ' -', ...rows.slice(0, 6).map((row) => row.baslik.slice(2, 5))];
    for (const search of searches) {
      const needle = foldForSearch(search);
      const kept = rows.filter((row) => needle === '' || foldForSearch(`${row.kod} ${row.baslik} ${row.aciklama}`).includes(needle));
      const listed = await allPages<DocumentListResponse>(
        admin,
        (page) => `${base}&q=${encodeURIComponent(search)}&page=${page}`,
        (body) => body.dokumanlar,
        (body) => body.totalCount,
      );
      expect({ search, ids: listed.ids }).toEqual({
        search,
        ids: referenceOrder(
          kept,
          (row) => turkishSortKey(row.kod),
          () => false,
          false,
        ),
      });
    }
  });
});
