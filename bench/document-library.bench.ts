// The document library on the device (docs/areas/documents.md): 2,000 documents of one category in Dexie
// (fake-indexeddb in Node, slower than a browser's IndexedDB, so the figure is an upper bound), the
// list of one company's category (read and sorted by code) and a search that ignores Turkish
// letters and case over it. Goal (issue 38): ≤ 50 ms each.
// Run: npm run bench:documents (node --import tsx bench/document-library.bench.ts)
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { queryDocuments, searchDocuments } from '../src/data/documents';
import { PortalDb, type MirroredRow } from '../src/data/db';
import { toLocalRow } from '../src/data/sync/collections';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SIRKET = '0190f5b2-0000-7000-8000-000000000001';
const WORDS = [
  'Güvenli',
  'Çalışma',
  'İşletme',
  'Şartları',
  'Acil',
  'Durum',
  'Yakıt',
  'İkmali',
  'Köprüüstü',
  'Vardiya',
  'Bakım',
  'Ölçüm',
  'Denetim',
  'Eğitim',
];

function documents(): MirroredRow[] {
  return Array.from({ length: DOCUMENTS }, (_, i) =>
    toLocalRow('dokuman', {
      _id: `0190f5b2-0000-7000-9000-${String(i).padStart(12, '0')}`,
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      sirket: SIRKET,
      kategori: 'kys-prosedur',
      kod: `PR-${i + 1}`,
      baslik: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} Prosedürü ${i}`,
      revizyon: i % 5,
      revizyonTarihi: '2026-01-15',
      durum: i % 10 === 0 ? 'taslak' : 'yururlukte',
      dosya: { _id: `f-${i}`, name: `pr-${i}.pdf`, type: 'application/pdf', size: 40_000, path: `/api/file/f-${i}` },
      metin: '',
      aciklama: i % 4 === 0 ? 'Gemi ve ofis personeli için' : '',
      gecmis: [],
    }),
  );
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => Promise<number>): Promise<{ median: number; count: number }> {
  await run(); // warm-up
  const samples: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    count = await run();
    samples.push(performance.now() - start);
  }
  return { median: median(samples), count };
}

console.log(`seeding ${DOCUMENTS} documents…`);
const db = new PortalDb(`bench-documents-${Date.now()}`);
await db.rows('dokuman').bulkPut(documents());
// What the screen does: the list reads the category from IndexedDB and sorts it by code (once, and
// again after a change); a search filters the rows already loaded, folded once per text.
const loaded = await queryDocuments(db, SIRKET, 'kys-prosedur');
const cases: [string, () => Promise<number>][] = [
  ['list (Dexie read + sort by code)', async () => searchDocuments(await queryDocuments(db, SIRKET, 'kys-prosedur'), '').length],
  ['read only (Dexie)', async () => (await queryDocuments(db, SIRKET, 'kys-prosedur')).length],
  ['search "guvenli" over the loaded rows', async () => Promise.resolve(searchDocuments(loaded, 'guvenli').length)],
  ['search "İKMALİ" over the loaded rows', async () => Promise.resolve(searchDocuments(loaded, 'İKMALİ').length)],
];
for (const [label, run] of cases) {
  const result = await time(run);
  console.log(
    `document-library [${DOCUMENTS} documents, ${result.count} shown] ${label}: median ${result.median.toFixed(1)} ms (goal ≤ 50 ms)`,
  );
}
db.close();
