import { sql } from 'drizzle-orm';
import { turkishSortKey } from '../src/domain/collation';
import { hashPassword } from '../server/auth/password';
import { insertCompany } from '../server/db/repositories/companies-repository';
import { grantCompanies, insertUser } from '../server/db/repositories/users-repository';
import { cariHesap } from '../server/db/schema';
import { openBenchDb, type BenchDatabase } from './lib/server';

/** A non-administrator granted every bench company: the list runs its full scoping path. */
export const LIST_USER = { email: 'liste@example.com', password: 'bench-Liste-Parola-1' } as const;

/**
 * The account list's first page of one company's suppliers by name, as the screen asks for it:
 * what accounts-list and bills-list load.
 */
export function accountListPath(sirket: string): string {
  const query = new URLSearchParams({
    cariTip: 'tedarikci',
    perPage: '20',
    page: '1',
    sirket,
    dovizCinsi: 'USD',
    sortBy: 'unvan',
    sortingOrder: '1',
  });
  return `/api/finans/cari-hesap?${query}`;
}

/** Checks the account list's answer: a full first page. */
export function checkAccountList(status: number, body: unknown): string {
  const answer = body as { cariler?: unknown[]; totalCount?: number };
  if (status !== 200 || answer.cariler?.length !== 20)
    throw new Error(`account list answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return `20 of ${answer.totalCount} rows`;
}

const FIRST = [
  'Anadolu',
  'Boğaziçi',
  'Çukurova',
  'Deniz',
  'Ege',
  'Fırat',
  'Gökçe',
  'Hisar',
  'Ilgaz',
  'İzmir',
  'Kuzey',
  'Liman',
  'Marmara',
  'Nehir',
  'Okyanus',
  'Ömür',
  'Poyraz',
  'Rüzgar',
  'Sahil',
  'Şimşek',
  'Toros',
  'Ufuk',
  'Ünlü',
  'Vira',
  'Yıldız',
  'Zirve',
];
const SECOND = [
  'Gemi Kumanya',
  'Bunker',
  'Liman Acenteliği',
  'Tersanecilik',
  'Denizcilik',
  'Lojistik',
  'Makine',
  'Yakıt İkmal',
  'Römorkaj',
  'Gemi Boya',
  'Chartering',
  'Tahıl Ticaret',
];
const SUFFIX = ['A.Ş.', 'Ltd. Şti.', 'S.A.', 'GmbH'];

function accountRow(i: number, sirketId: string, cursor: ReturnType<typeof sql>) {
  const unvan = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]} ${i} ${SUFFIX[i % SUFFIX.length]}`;
  const supplier = i % 2 === 0;
  return {
    cursor,
    sirket: sirketId,
    cariTip: supplier ? ('tedarikci' as const) : ('musteri' as const),
    unvan,
    unvanSort: turkishSortKey(unvan),
    firmaYetkilisi: `Yetkili ${i % 997}`,
    nitelik: supplier ? 'Tedarikçi' : 'Müşteri',
    gsm: `+90 532 ${String(i % 1000).padStart(3, '0')} 00 00`,
    ePosta: `cari${i}@example.com`,
    ulke: 'Türkiye',
    il: FIRST[(i * 7) % FIRST.length] ?? '',
    vergiDairesi: 'Tuzla',
    vergiNumarasi: '2222222222',
    bankalar: supplier
      ? [
          {
            hesapAdi: 'Ana hesap',
            dovizCinsi: 'USD' as const,
            bankaIsmi: 'T.C. Ziraat Bankası',
            hesapNumarasi: '',
            hesapEkNumarasi: '',
            iban: 'TR330006100519786457841326',
            swiftCode: 'TCZBTR2A',
            routing: '',
          },
        ]
      : [],
  };
}

/**
 * `count` accounts spread evenly over `companies` companies, half suppliers, written straight into
 * the database in one transaction as the mirrored write path leaves them (version 1, a cursor from
 * `sync_cursor_seq`), and the list user. Returns the company ids.
 */
export async function seedAccounts(database: BenchDatabase, count: number, companies: number): Promise<string[]> {
  const handle = await openBenchDb(database);
  try {
    await handle.migrate();
    const ids = await handle.db.transaction(async (tx) => {
      const made: string[] = [];
      for (let c = 0; c < companies; c += 1) {
        made.push(
          await insertCompany(tx, {
            isim: `Bench Denizcilik ${c + 1} A.Ş.`,
            tip: 'Armatör',
            adres: '',
            gemi: { adi: `M/V Bench ${c + 1}`, imo: '9375123', bayrak: 'Türkiye' },
            bankalar: [],
          }),
        );
      }
      const userId = await insertUser(tx, {
        email: LIST_USER.email,
        name: 'Liste Kullanıcısı',
        passwordHash: await hashPassword(LIST_USER.password),
        isAdmin: false,
      });
      await grantCompanies(tx, userId, made);
      const batch = 1000;
      for (let start = 0; start < count; start += batch) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + batch); i += 1) {
          rows.push(accountRow(i, made[Math.floor(i / 2) % companies] ?? '', sql`nextval('sync_cursor_seq')`));
        }
        await tx.insert(cariHesap).values(rows);
      }
      return made;
    });
    // As autovacuum would after a bulk load: statistics for the planner, a visibility map for
    // index-only counts.
    await handle.db.execute(sql`vacuum analyze cari_hesap`);
    return ids;
  } finally {
    await handle.close();
  }
}
