// Runs in headless Chromium, served by the real server (same origin: cookies work as in the app).
// Replay (src/data/sync/replay.ts) of N queued creates from real IndexedDB against N plain
// sequential POSTs of equivalent bodies with fetch. Parameters come from the query string; the
// result is left in window.__replayResult.
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { signIn, xsrfToken } from '../lib/page-session';

export interface Timing {
  count: number;
  seconds: number;
}

export interface ReplayTiming extends Timing {
  /** Time inside send (request, server, response parse); the rest is local IndexedDB work. */
  sendSeconds: number;
  enqueueSeconds: number;
}

export interface BenchRound {
  replay: ReplayTiming;
  plain: Timing;
  keyed: Timing;
}

export interface BenchResult {
  ok: true;
  mutations: number;
  /** Replay with a send that answers at once (no server): the local work alone. */
  stub: Timing;
  rounds: BenchRound[];
  userAgent: string;
}

declare global {
  interface Window {
    __replayResult?: BenchResult | { ok: false; error: string };
  }
}

let userId = '';

/** The app's transport in short: JSON, the XSRF header, the body parsed. */
const fetchSend: Send = async (method, path, { json, headers }) => {
  const response = await fetch(`/api/${path}`, {
    method,
    credentials: 'same-origin',
    headers: { ...headers, 'x-xsrf-token': xsrfToken(), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};

const stubSend: Send = async (_method, _path, { json }) => ({
  status: 201,
  body: { ...(json as Record<string, unknown>), version: 1, updatedAt: new Date().toISOString() },
});

let series = 0;
/** Bodies of new top-level budget codes with kods no other batch uses. */
function bodies(count: number) {
  series += 1;
  return Array.from({ length: count }, (_, i) => ({
    _id: newRecordId(),
    kod: `${series}${String(i + 1).padStart(6, '0')}`,
    adi: `Bench bütçe kodu ${series}.${i + 1}`,
    tip: 'gider' as const,
    durum: 'aktif' as const,
  }));
}

async function timeReplay(count: number, send: Send): Promise<ReplayTiming> {
  const db = new PortalDb(userId, SCHEMA_VERSIONS, `bench-replay-${Date.now()}-${series}`);
  await db.open();
  const rows = bodies(count);
  let started = performance.now();
  for (const row of rows) await enqueue(db, 'butceKodu', 'create', row);
  const enqueueSeconds = (performance.now() - started) / 1000;
  let sendMs = 0;
  let failed = 0;
  const timedSend: Send = async (method, path, options) => {
    const sendStart = performance.now();
    const response = await send(method, path, options);
    sendMs += performance.now() - sendStart;
    if (response.status !== 201) failed += 1;
    return response;
  };
  started = performance.now();
  const outcome = await replay(db, timedSend);
  const seconds = (performance.now() - started) / 1000;
  const left = await db.outbox.count();
  const stored = await db.rows('butceKodu').count();
  db.close();
  await db.delete();
  if (outcome.kind !== 'idle' || outcome.sent !== count || left !== 0 || failed !== 0 || stored !== count) {
    throw new Error(`replay did not settle everything: ${JSON.stringify(outcome)}, ${left} left, ${failed} not 201, ${stored} stored`);
  }
  return { count, seconds, sendSeconds: sendMs / 1000, enqueueSeconds };
}

async function timePlain(count: number, withKey: boolean): Promise<Timing> {
  const rows = bodies(count);
  const keys = rows.map(() => newRecordId());
  const started = performance.now();
  for (const [i, row] of rows.entries()) {
    const response = await fetchSend('POST', 'finans/butce-kodu', { json: row, headers: withKey ? { 'Idempotency-Key': keys[i]! } : {} });
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return { count, seconds: (performance.now() - started) / 1000 };
}

async function run(): Promise<BenchResult> {
  const params = new URLSearchParams(location.search);
  const mutations = Number(params.get('mutations') ?? '1000');
  const roundCount = Math.max(1, Number(params.get('rounds') ?? '3'));
  userId = await signIn(params.get('email') ?? '', params.get('password') ?? '');
  // Warm the server, the JIT and the network stack before any clock runs.
  await timePlain(50, true);
  await timeReplay(50, fetchSend);
  const stub = await timeReplay(mutations, stubSend);
  const rounds: BenchRound[] = [];
  for (let round = 0; round < roundCount; round += 1) {
    // Alternate the order so that neither side always runs on the larger table.
    if (round % 2 === 0) {
      const replayed = await timeReplay(mutations, fetchSend);
      const plain = await timePlain(mutations, false);
      const keyed = await timePlain(mutations, true);
      rounds.push({ replay: replayed, plain, keyed });
    } else {
      const keyed = await timePlain(mutations, true);
      const plain = await timePlain(mutations, false);
      const replayed = await timeReplay(mutations, fetchSend);
      rounds.push({ replay: replayed, plain, keyed });
    }
  }
  return { ok: true, mutations, stub, rounds, userAgent: navigator.userAgent };
}

const out = document.getElementById('out');
run().then(
  (result) => {
    window.__replayResult = result;
    if (out) out.textContent = JSON.stringify(result, null, 2);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    window.__replayResult = { ok: false, error: message };
    if (out) out.textContent = message;
  },
);
