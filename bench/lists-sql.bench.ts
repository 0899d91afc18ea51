// A page of the certificate list (GET /api/sertifika, paged in SQL by server/db/repositories/sql-list.ts)
// over 50,000 certificates beside a page of the account list (GET /api/finans/cari-hesap, the
// finance lists' SQL) over 50,000 accounts, on the same server and database in the same run: the
// first page, a middle page and a filtered page of each, one request at a time, alternating, and
// the median and p95 of each (issue 45: "same order of time").
//   npm run bench:lists
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL; unset: PGlite only), BENCH_SKIP_PGLITE=1,
// BENCH_RECORDS (50000 of each), BENCH_COMPANIES (4), BENCH_REQUESTS (60 timed per page, after 10).
import { sql } from 'drizzle-orm';
import { addDays } from '../src/domain/calendar';
import { CERTIFICATE_TYPES } from '../src/domain/certificates';
import { sertifika } from '../server/db/schema';
import { LIST_USER, seedAccounts } from './accounts-seed';
import { CookieClient } from './lib/http';
import { fmt, label, onEachDatabase } from './lib/list-load';
import { percentile } from './lib/load';
import { openBenchDb, startServerProcess, type BenchDatabase } from './lib/server';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 50_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 4);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 10;
const PER_PAGE = 20;

const SHIP_TYPES = CERTIFICATE_TYPES.filter((type) => type.holder === 'gemi');
const PLANS = ['yok', 'yillik', 'yillik-ara', 'ara'] as const;

/** The i-th certificate: a ship's, of a catalogue type, issued over ten years, one in eight never expiring. */
function certificateRow(i: number, sirketId: string) {
  const type = SHIP_TYPES[i % SHIP_TYPES.length]!;
  const duzenlemeTarihi = addDays('2016-01-01', (i * 37) % 3650);
  return {
    cursor: sql`nextval('sync_cursor_seq')`,
    sirket: sirketId,
    sahip: 'gemi' as const,
    tur: type.code,
    numara: `${type.code}-${(i * 7919) % 100_000}`,
    verenKurulus: 'Türk Loydu',
    duzenlemeTarihi,
    gecerlilikTarihi: i % 8 === 0 ? null : addDays(duzenlemeTarihi, 365 * (1 + (i % 5))),
    sorveyPlani: PLANS[i % PLANS.length]!,
    sorveyler: i % 3 === 0 ? [{ tur: 'yillik' as const, tarih: addDays(duzenlemeTarihi, 365) }] : [],
    uyariGun: 90,
  };
}

/** `count` certificates spread evenly over the companies, written straight into the database as the write path leaves them. */
async function seedCertificates(database: BenchDatabase, count: number, companies: string[]): Promise<void> {
  const handle = await openBenchDb(database);
  try {
    await handle.db.transaction(async (tx) => {
      const batch = 1000;
      for (let start = 0; start < count; start += batch) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + batch); i += 1) rows.push(certificateRow(i, companies[i % companies.length]!));
        await tx.insert(sertifika).values(rows);
      }
    });
    await handle.db.execute(sql`vacuum analyze sertifika`);
  } finally {
    await handle.close();
  }
}

interface Case {
  name: string;
  path: string;
  /** The rows the answer carries (its list), and its total. */
  read: (body: unknown) => { rows: number; total: number };
}

const accounts = (body: unknown) => {
  const answer = body as { cariler: unknown[]; totalCount: number };
  return { rows: answer.cariler.length, total: answer.totalCount };
};
const certificates = (body: unknown) => {
  const answer = body as { sertifikalar: unknown[]; totalCount: number };
  return { rows: answer.sertifikalar.length, total: answer.totalCount };
};

function accountPath(sirket: string, page: number, cariTip = 'tedarikci', sortBy = 'unvan'): string {
  return `/api/finans/cari-hesap?${new URLSearchParams({ cariTip, sirket, perPage: String(PER_PAGE), page: String(page), sortBy, sortingOrder: '1' })}`;
}

function certificatePath(sirket: string, page: number, filters: Record<string, string> = {}): string {
  return `/api/sertifika?${new URLSearchParams({ sirket, perPage: String(PER_PAGE), page: String(page), ...filters })}`;
}

async function runOn(database: BenchDatabase): Promise<void> {
  const started = performance.now();
  const companies = await seedAccounts(database, RECORDS, COMPANIES);
  await seedCertificates(database, RECORDS, companies);
  const name = label(database);
  console.log(
    `setup [${name}]: ${RECORDS} accounts and ${RECORDS} certificates over ${COMPANIES} companies in ${fmt((performance.now() - started) / 1000)} s`,
  );
  const sirket = companies[0] ?? '';
  const server = await startServerProcess(database);
  try {
    const client = new CookieClient(server.baseUrl);
    await client.signIn(LIST_USER);
    const totalOf = async (path: string, read: Case['read']) => read((await client.request('GET', path)).body).total;
    const accountMiddle = Math.ceil((await totalOf(accountPath(sirket, 1), accounts)) / PER_PAGE / 2);
    const certificateMiddle = Math.ceil((await totalOf(certificatePath(sirket, 1), certificates)) / PER_PAGE / 2);
    const pairs: [string, Case, Case][] = [
      [
        'first page',
        { name: 'accounts', path: accountPath(sirket, 1), read: accounts },
        { name: 'certificates', path: certificatePath(sirket, 1), read: certificates },
      ],
      [
        'middle page',
        { name: 'accounts', path: accountPath(sirket, accountMiddle), read: accounts },
        { name: 'certificates', path: certificatePath(sirket, certificateMiddle), read: certificates },
      ],
      [
        'filtered page',
        { name: 'accounts', path: accountPath(sirket, 1, 'musteri', 'il'), read: accounts },
        {
          name: 'certificates',
          path: certificatePath(sirket, 1, { tur: 'KLAS', durum: 'suresiDoldu', sortBy: 'numara' }),
          read: certificates,
        },
      ],
      [
        'status page (exact)',
        { name: 'accounts', path: accountPath(sirket, 1, 'musteri', 'il'), read: accounts },
        { name: 'certificates', path: certificatePath(sirket, 1, { durum: 'gecerli' }), read: certificates },
      ],
    ];

    console.log(`\n${name}: ${REQUESTS} requests per page, one at a time, alternating (after ${WARMUP} untimed); ms`);
    console.log(
      `${'page'.padEnd(22)}${'accounts p50'.padStart(14)}${'p95'.padStart(8)}${'certificates p50'.padStart(18)}${'p95'.padStart(8)}${'ratio p50'.padStart(11)}   rows`,
    );
    for (const [title, account, certificate] of pairs) {
      const times: Record<string, number[]> = { accounts: [], certificates: [] };
      const shapes: string[] = [];
      for (let round = 0; round < WARMUP + REQUESTS; round += 1) {
        for (const current of round % 2 === 0 ? [account, certificate] : [certificate, account]) {
          const start = performance.now();
          const answer = await client.request('GET', current.path);
          const ms = performance.now() - start;
          if (answer.status !== 200)
            throw new Error(`${current.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
          if (round === 0) {
            const { rows, total } = current.read(answer.body);
            if (rows === 0) throw new Error(`${current.path} answered no rows`);
            shapes.push(`${current.name} ${rows} of ${total}`);
          }
          if (round >= WARMUP) times[current.name]!.push(ms);
        }
      }
      const [a, c] = [times.accounts!.sort((x, y) => x - y), times.certificates!.sort((x, y) => x - y)];
      const [a50, c50] = [percentile(a, 50), percentile(c, 50)];
      console.log(
        `${title.padEnd(22)}${fmt(a50).padStart(14)}${fmt(percentile(a, 95)).padStart(8)}${fmt(c50).padStart(18)}${fmt(percentile(c, 95)).padStart(8)}${`${fmt(c50 / a50, 2)}×`.padStart(11)}   ${shapes.join(', ')}`,
      );
    }
  } catch (error) {
    console.error(`server log:\n${server.log().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

await onEachDatabase(runOn);
