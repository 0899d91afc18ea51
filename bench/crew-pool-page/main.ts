// Runs in headless Chromium over real IndexedDB (bench/crew-pool.bench.ts builds and serves it).
// Seeds the demo crew of `ships` ships (25 aboard each, server/db/demo-crew.ts) and a pool of 20,
// with their documents, into a fresh PortalDb, then times the pool page's device path,
// loadCrewPool (src/data/personnel.ts: people, assignments and crew documents read from the mirror,
// then crewPool's status and document gaps as of a date). The result is left in window.__crewPoolResult.
import * as v from 'valibot';
import { certificateSchema, type Certificate } from '../../src/domain/certificates';
import { assignmentKind, assignmentSchema, personKind, personSchema } from '../../src/domain/personnel';
import { certificateKind } from '../../src/domain/kinds/certificate';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { PortalDb } from '../../src/data/db';
import { loadCrewPool } from '../../src/data/personnel';
import { toLocalRow } from '../../src/data/sync/collections';
import { demoCrew } from '../../server/db/demo-crew';

export interface CrewPoolBenchResult {
  ok: true;
  counts: { people: number; assignments: number; documents: number; withGaps: number };
  seedMs: number;
  firstMs: number;
  poolMs: number[];
  userAgent: string;
}

declare global {
  interface Window {
    __crewPoolResult?: CrewPoolBenchResult | { ok: false; error: string };
  }
}

const TODAY = '2026-11-27';
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const stamp = { version: 1, updatedAt: `${TODAY}T09:00:00.000Z` };

async function run(): Promise<CrewPoolBenchResult> {
  const params = new URLSearchParams(location.search);
  const ships = Number(params.get('ships') ?? 80);
  const runs = Math.max(1, Number(params.get('runs') ?? 20));
  const noFile = (): never => {
    throw new Error('crew records name no file');
  };
  let n = 0;
  const next = () => id((n += 1));
  const shipIds = Array.from({ length: ships }, next);
  const crew = demoCrew(shipIds, shipIds[0]!, TODAY, next);
  const people = crew.people.map(({ _id, ...person }) => ({
    ...recordOfWrite(personKind, _id, v.parse(personSchema, person), noFile),
    ...stamp,
  }));
  const assignments = crew.assignments.map((tour) => ({
    ...recordOfWrite(assignmentKind, next(), v.parse(assignmentSchema, tour), noFile),
    ...stamp,
  }));
  const documents: Certificate[] = crew.documents.map((document) => ({
    ...recordOfWrite(certificateKind, next(), v.parse(certificateSchema, document), () => {
      throw new Error('the demo crew’s documents carry no scan');
    }),
    ...stamp,
  }));

  let started = performance.now();
  const db = new PortalDb('bench', undefined, `bench-crew-pool-${Date.now()}`);
  const put = (name: 'personel' | 'gorevlendirme' | 'sertifika', rows: readonly object[]) =>
    db.rows(name).bulkPut(rows.map((row) => toLocalRow(name, row as Record<string, unknown>)));
  await put('personel', people);
  await put('gorevlendirme', assignments);
  await put('sertifika', documents);
  const seedMs = performance.now() - started;
  db.close();
  await db.open();

  started = performance.now();
  const first = await loadCrewPool(db, TODAY);
  const firstMs = performance.now() - started;
  const poolMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    started = performance.now();
    await loadCrewPool(db, TODAY);
    poolMs.push(performance.now() - started);
  }
  db.close();
  await db.delete();
  return {
    ok: true,
    counts: {
      people: first.length,
      assignments: assignments.length,
      documents: documents.length,
      withGaps: first.filter((row) => row.gaps.length > 0).length,
    },
    seedMs,
    firstMs,
    poolMs,
    userAgent: navigator.userAgent,
  };
}

const out = document.getElementById('out');
run().then(
  (result) => {
    window.__crewPoolResult = result;
    if (out) out.textContent = JSON.stringify(result.counts);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    window.__crewPoolResult = { ok: false, error: message };
    if (out) out.textContent = message;
  },
);
