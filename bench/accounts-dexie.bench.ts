// The account list query on the device: 10,000 accounts in Dexie (fake-indexeddb in Node, which
// is slower than a browser's IndexedDB, so the figure is an upper bound), one page of 20 sorted by
// name, for all companies and for one company; and the in-memory path for another sort field.
// Goal (issue): ≤ 30 ms per query. Run: node --import tsx bench/accounts-dexie.bench.ts
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { queryAccounts, type AccountQuery } from '../src/data/accounts';
import { PortalDb, type MirroredRow } from '../src/data/db';
import { toLocalRow } from '../src/data/sync/collections';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const COMPANIES = ['0190f5b2-0000-7000-8000-000000000001', '0190f5b2-0000-7000-8000-000000000002', '0190f5b2-0000-7000-8000-000000000003'];
const WORDS = [
  'Çamlıca',
  'Deniz',
  'İstanbul',
  'Ege',
  'Şahin',
  'Ilgaz',
  'Özgür',
  'Ümit',
  'Akdeniz',
  'Karadeniz',
  'Marmara',
  'Gemi',
  'Liman',
  'Yakıt',
];

function accounts(): MirroredRow[] {
  return Array.from({ length: ACCOUNTS }, (_, i) =>
    toLocalRow('cariHesap', {
      _id: `acc-${i}`,
      version: 1,
      cariTip: i % 3 === 0 ? 'musteri' : 'tedarikci',
      sirket: COMPANIES[i % COMPANIES.length],
      unvan: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i} Ltd. Şti.`,
      firmaYetkilisi: `${WORDS[(i * 5) % WORDS.length]} Bey`,
      il: WORDS[(i * 3) % WORDS.length],
      ulke: 'Türkiye',
      bankalar: [],
    }),
  );
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function time(db: PortalDb, query: AccountQuery): Promise<{ samples: number[]; total: number }> {
  await queryAccounts(db, query); // warm-up
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    total = (await queryAccounts(db, query)).total;
    samples.push(performance.now() - start);
  }
  return { samples, total };
}

console.log(`seeding ${ACCOUNTS} accounts…`);
const db = new PortalDb(`bench-accounts-${Date.now()}`);
await db.rows('cariHesap').bulkPut(accounts());
const cases: [string, AccountQuery][] = [
  ['suppliers, all companies, by name asc, page 1', { cariTip: 'tedarikci', sirket: '', sortBy: 'unvan', sortingOrder: 1, limit: 20 }],
  ['suppliers, all companies, by name desc, page 1', { cariTip: 'tedarikci', sirket: '', sortBy: 'unvan', sortingOrder: -1, limit: 20 }],
  [
    'suppliers, one company, by name asc, page 1',
    { cariTip: 'tedarikci', sirket: COMPANIES[1]!, sortBy: 'unvan', sortingOrder: 1, limit: 20 },
  ],
  [
    'suppliers, all companies, by name, pages 1-5 (100 rows)',
    { cariTip: 'tedarikci', sirket: '', sortBy: 'unvan', sortingOrder: 1, limit: 100 },
  ],
  [
    'suppliers, all companies, by representative (in memory)',
    { cariTip: 'tedarikci', sirket: '', sortBy: 'firmaYetkilisi', sortingOrder: 1, limit: 20 },
  ],
];
for (const [label, query] of cases) {
  const { samples, total } = await time(db, query);
  console.log(`accounts-dexie [${ACCOUNTS} accounts, ${total} match] ${label}: ${stats(samples)} (goal ≤ 30 ms)`);
}
db.close();
