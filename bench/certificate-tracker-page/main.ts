// Runs in headless Chromium over real IndexedDB (bench/certificate-tracker.bench.ts builds and
// serves it). Seeds `ships` companies with `perShip` certificates each into a fresh PortalDb, then
// times the tracker page's device path, loadCertificateTracker (src/data/certificates.ts: the live
// certificates read from the mirror, then certificateTracker as of a date), over all companies and
// over one. The result is left in window.__certificateTrackerResult.
import type { CompanySummary } from '../../src/domain/company';
import { CERTIFICATE_TYPES, type Certificate, type SurveyKind } from '../../src/domain/certificates';
import { loadCertificateTracker } from '../../src/data/certificates';
import { PortalDb } from '../../src/data/db';
import { toLocalRow } from '../../src/data/sync/collections';

export interface CertificateTrackerBenchResult {
  ok: true;
  counts: { ships: number; perShip: number; certificates: number; cells: number };
  seedMs: number;
  /** The first call (cold JIT, cold IndexedDB), ms. */
  firstMs: number;
  /** Every company, then one company: read + tracker, and the read alone, ms per run. */
  allMs: number[];
  allReadMs: number[];
  oneMs: number[];
  userAgent: string;
}

declare global {
  interface Window {
    __certificateTrackerResult?: CertificateTrackerBenchResult | { ok: false; error: string };
  }
}

const TODAY = '2026-11-27';
const SHIP_TYPES = CERTIFICATE_TYPES.filter((type) => type.holder === 'gemi' && type.code !== 'DIGER');
const COMPANY_TYPES = CERTIFICATE_TYPES.filter((type) => type.holder === 'sirket' && type.code !== 'DIGER');

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `perShip` certificates of a ship: its catalogue types (ship's, then the company's), then `DIGER`s; issued over the last five years, some renewed. */
function certificatesOf(company: string, ship: number, perShip: number, next: () => number): Certificate[] {
  const rows: Certificate[] = [];
  for (let k = 0; k < perShip; k += 1) {
    const type = k < SHIP_TYPES.length ? SHIP_TYPES[k]! : COMPANY_TYPES[k - SHIP_TYPES.length];
    const code = type?.code ?? 'DIGER';
    const holder = type?.holder ?? 'gemi';
    const year = 2021 + ((ship + k) % 5);
    const month = 1 + ((ship * 7 + k * 3) % 12);
    const day = 1 + ((ship + k * 5) % 28);
    const years = type?.years ?? (k % 2 ? 1 : null);
    const issued = iso(year, month, day);
    const plan = type?.plan ?? 'yok';
    const surveys: { tur: SurveyKind; tarih: string }[] =
      plan === 'yok' || !years ? [] : [{ tur: 'yillik', tarih: iso(year + 1, month, Math.min(day, 28)) }];
    if (plan !== 'yok' && years && (ship + k) % 3 === 0) surveys.push({ tur: 'ara', tarih: iso(year + 2, month, Math.min(day, 28)) });
    rows.push({
      _id: id(next()),
      sirket: company,
      sahip: holder,
      personel: null,
      tur: code,
      ad: code === 'DIGER' ? `Diğer belge ${k}` : '',
      numara: `N-${ship}-${k}`,
      verenKurulus: 'Türk Loydu',
      duzenlemeTarihi: issued,
      gecerlilikTarihi: years ? iso(year + years, month, Math.min(day, 28)) : null,
      sorveyPlani: plan,
      sorveyler: surveys.filter((survey) => !years || survey.tarih < iso(year + years, month, Math.min(day, 28))),
      uyariGun: 90,
      dosya: null,
      aciklama: '',
      version: 1,
      updatedAt: `${issued}T09:00:00.000Z`,
    });
  }
  return rows;
}

async function run(): Promise<CertificateTrackerBenchResult> {
  const params = new URLSearchParams(location.search);
  const number = (name: string, fallback: number) => Number(params.get(name) ?? fallback);
  const ships = number('ships', 40);
  const perShip = number('perShip', 25);
  const runs = Math.max(1, number('runs', 20));

  let n = 0;
  const next = () => (n += 1);
  const companies: CompanySummary[] = Array.from({ length: ships }, (_, i) => ({
    _id: id(next()),
    isim: `Deniz ${i + 1} Denizcilik A.Ş.`,
    tip: i % 4 === 0 ? 'Gemi İşletmecisi' : 'Armatör',
    gemi: { adi: `M/V Deniz ${i + 1}`, imo: String(9_100_000 + i * 7), bayrak: 'Türkiye' },
  }));
  const certificates = companies.flatMap((company, i) => certificatesOf(company._id, i, perShip, next));

  let started = performance.now();
  const db = new PortalDb('bench', undefined, `bench-certificate-tracker-${Date.now()}`);
  await db.rows('sertifika').bulkPut(certificates.map((row) => toLocalRow('sertifika', row as unknown as Record<string, unknown>)));
  const seedMs = performance.now() - started;
  db.close();
  await db.open();

  started = performance.now();
  const first = await loadCertificateTracker(db, companies, '', TODAY);
  const firstMs = performance.now() - started;
  const cells = first.reduce((sum, row) => sum + row.sertifikalar.length, 0);

  const allMs: number[] = [];
  const allReadMs: number[] = [];
  const oneMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    started = performance.now();
    await loadCertificateTracker(db, companies, '', TODAY);
    allMs.push(performance.now() - started);
    started = performance.now();
    await db.rows('sertifika').toArray();
    allReadMs.push(performance.now() - started);
    started = performance.now();
    await loadCertificateTracker(db, companies, companies[i % ships]!._id, TODAY);
    oneMs.push(performance.now() - started);
  }
  db.close();
  await db.delete();
  return {
    ok: true,
    counts: { ships, perShip, certificates: certificates.length, cells },
    seedMs,
    firstMs,
    allMs,
    allReadMs,
    oneMs,
    userAgent: navigator.userAgent,
  };
}

const out = document.getElementById('out');
run().then(
  (result) => {
    window.__certificateTrackerResult = result;
    if (out) out.textContent = JSON.stringify(result, null, 2);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    window.__certificateTrackerResult = { ok: false, error: message };
    if (out) out.textContent = message;
  },
);
