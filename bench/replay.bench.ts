// Replay of N queued mutations over loopback against the real server, compared with plain POSTs,
// one per request and in batched pushes (docs/architecture.md §4.3).
//   node --import tsx bench/replay.bench.ts       (BENCH_MUTATIONS=500 for the 500 changes)
// Env: BENCH_MUTATIONS (1000), BENCH_ROUNDS (3), BENCH_DATABASE_URL / TEST_DATABASE_URL (also run
// on PostgreSQL: a fresh database is created and dropped), BENCH_SKIP_PGLITE=1 (PostgreSQL only).
import 'fake-indexeddb/auto';
import { PortalDb } from '../src/data/db';
import { enqueue, newRecordId } from '../src/data/sync/outbox';
import { replay, type Send } from '../src/data/sync/replay';
import { PUSH_PATH } from '../src/domain/sync';
import { CookieClient } from './lib/http';
import {
  BENCH_ADMIN,
  freshPgliteDatabase,
  freshPostgresDatabase,
  postgresAdminUrl,
  processCpuMs,
  startServerProcess,
  type BenchDatabase,
} from './lib/server';

const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 50;
const GOAL_RATE = 200;
const GOAL_RATIO = 1.2;

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const cpu = (t: Timing) => `${fmt(t.clientCpuMs / t.count)} / ${fmt(t.serverCpuMs / t.count)}`;

let series = 0;
/** Bodies of new budget codes with kods no other batch uses. */
function bodies(count: number): { _id: string; kod: string; adi: string; tip: 'gider'; durum: 'aktif' }[] {
  series += 1;
  return Array.from({ length: count }, (_, i) => ({
    _id: newRecordId(),
    // Top-level codes: a dotted one would need its parent in the chart first.
    kod: `${series}${String(i + 1).padStart(6, '0')}`,
    adi: `Bench bütçe kodu ${series}.${i + 1}`,
    tip: 'gider',
    durum: 'aktif',
  }));
}

interface Timing {
  count: number;
  seconds: number;
  /** CPU used meanwhile by this process (the client: Dexie, fetch, JSON) and by the server process. */
  clientCpuMs: number;
  serverCpuMs: number;
}

/** Wall clock and CPU of both processes around `work`. */
async function measure(serverPid: number | undefined, work: () => Promise<void>): Promise<Omit<Timing, 'count'>> {
  const cpu = process.cpuUsage();
  const serverCpu = processCpuMs(serverPid);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { seconds, clientCpuMs: (used.user + used.system) / 1000, serverCpuMs: processCpuMs(serverPid) - serverCpu };
}

interface ReplayTiming extends Timing {
  enqueueSeconds: number;
  /** Time inside send (request, server, response parse); the rest of replay is local Dexie work. */
  sendSeconds: number;
  requests: number;
}

/** The server's answer to a create, without a server: isolates replay's local (Dexie, outbox) cost. */
const stubSend: Send = async (_method, _path, { json }) => ({
  status: 201,
  body: { ...(json as Record<string, unknown>), version: 1, updatedAt: new Date().toISOString() },
});

async function timeReplay(client: CookieClient | undefined, serverPid: number | undefined, batch = false): Promise<ReplayTiming> {
  const db = new PortalDb(`bench-${Date.now()}-${series}`);
  await db.open();
  const rows = bodies(MUTATIONS);
  const started = performance.now();
  for (const row of rows) await enqueue(db, 'butceKodu', 'create', row);
  const enqueueSeconds = (performance.now() - started) / 1000;
  let failed = 0;
  let sendMs = 0;
  let requests = 0;
  const send: Send = async (method, path, { json, headers }) => {
    const sendStart = performance.now();
    const response = client ? await client.request(method, `/api/${path}`, json, headers) : await stubSend(method, path, { json, headers });
    sendMs += performance.now() - sendStart;
    requests += 1;
    if (response.status !== (path === PUSH_PATH ? 200 : 201)) failed += 1;
    return response;
  };
  let outcome: Awaited<ReturnType<typeof replay>> | undefined;
  const timing = await measure(serverPid, async () => {
    outcome = await replay(db, send, Date.now, undefined, { batch });
  });
  const left = await db.outbox.count();
  db.close();
  await db.delete();
  if (outcome?.kind !== 'idle' || outcome.sent !== MUTATIONS || left !== 0 || failed !== 0) {
    throw new Error(`replay did not send everything: ${JSON.stringify(outcome)}, ${left} left, ${failed} not 201`);
  }
  return { count: MUTATIONS, ...timing, enqueueSeconds, sendSeconds: sendMs / 1000, requests };
}

async function timePlain(client: CookieClient, serverPid: number | undefined, withKey: boolean): Promise<Timing> {
  const rows = bodies(MUTATIONS);
  const keys = rows.map(() => newRecordId());
  const timing = await measure(serverPid, async () => {
    for (const [i, row] of rows.entries()) {
      const headers: Record<string, string> = withKey ? { 'Idempotency-Key': keys[i]! } : {};
      const response = await client.request('POST', '/api/finans/butce-kodu', row, headers);
      if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
  });
  return { count: MUTATIONS, ...timing };
}

async function runOn(database: BenchDatabase): Promise<void> {
  const server = await startServerProcess(database);
  try {
    const pid = server.child.pid;
    const client = new CookieClient(server.baseUrl);
    await client.signIn(BENCH_ADMIN);
    // Warm the server (JIT, query plans, connection pool) and this process before any clock runs.
    const warm = bodies(WARMUP);
    for (const row of warm) {
      const response = await client.request('POST', '/api/finans/butce-kodu', row, { 'Idempotency-Key': newRecordId() });
      if (response.status !== 201) throw new Error(`warm-up POST answered ${response.status}: ${JSON.stringify(response.body)}`);
    }

    const stub = await timeReplay(undefined, undefined);
    console.log(
      `replay with a stub send (no server) [fake-indexeddb]: ${MUTATIONS} in ${fmt(stub.seconds)} s = ${Math.round(stub.count / stub.seconds)}/s, ` +
        `${fmt((1000 * stub.seconds) / stub.count)} ms of local work per mutation, client CPU ${fmt(stub.clientCpuMs / stub.count)} ms`,
    );
    const replays: ReplayTiming[] = [];
    const plains: Timing[] = [];
    const keyed: Timing[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order so that neither side always runs on the larger table.
      if (round % 2 === 0) {
        replays.push(await timeReplay(client, pid));
        plains.push(await timePlain(client, pid, false));
        keyed.push(await timePlain(client, pid, true));
      } else {
        keyed.push(await timePlain(client, pid, true));
        plains.push(await timePlain(client, pid, false));
        replays.push(await timeReplay(client, pid));
      }
      const r = replays.at(-1)!;
      const p = plains.at(-1)!;
      const k = keyed.at(-1)!;
      console.log(
        `round ${round + 1} [${database.kind}]: replay ${fmt(r.seconds)} s = ${Math.round(r.count / r.seconds)}/s ` +
          `[in send ${fmt(r.sendSeconds)} s, local Dexie ${fmt(r.seconds - r.sendSeconds)} s; enqueue beforehand, not timed, ${fmt(r.enqueueSeconds)} s]; ` +
          `plain POST ${fmt(p.seconds)} s = ${Math.round(p.count / p.seconds)}/s; ` +
          `plain POST + Idempotency-Key ${fmt(k.seconds)} s = ${Math.round(k.count / k.seconds)}/s; ` +
          `ratio ${fmt(r.seconds / p.seconds)}x (vs keyed ${fmt(r.seconds / k.seconds)}x)`,
      );
      const b = await timeReplay(client, pid, true);
      console.log(
        `round ${round + 1} [${database.kind}]: batched replay ${fmt(b.seconds)} s = ${Math.round(b.count / b.seconds)}/s in ${b.requests} requests ` +
          `(one per request: ${r.requests} requests, ${fmt(r.seconds)} s); at a 700 ms round trip that is ≥ ${fmt(b.requests * 0.7, 1)} s ` +
          `against ≥ ${fmt(r.requests * 0.7, 1)} s of round trips alone`,
      );
      console.log(
        `round ${round + 1} [${database.kind}]: CPU ms per mutation, client / server: ${cpu(r)} replay; ${cpu(p)} plain; ${cpu(k)} keyed`,
      );
    }
    const total = (timings: Timing[]) => timings.reduce((sum, t) => sum + t.seconds, 0);
    const count = MUTATIONS * ROUNDS;
    const replayRate = count / total(replays);
    const plainRate = count / total(plains);
    const keyedRate = count / total(keyed);
    const ratio = total(replays) / total(plains);
    const medianRatio = median(replays.map((r, i) => r.seconds / plains[i]!.seconds));
    const met = replayRate >= GOAL_RATE && ratio <= GOAL_RATIO ? 'met' : 'MISSED';
    console.log(
      `replay [${database.kind}]: ${MUTATIONS} mutations × ${ROUNDS} rounds at ${Math.round(replayRate)} mutations/s; ` +
        `plain sequential POSTs ${Math.round(plainRate)}/s (with Idempotency-Key ${Math.round(keyedRate)}/s); ` +
        `ratio ${fmt(ratio)}x (median of rounds ${fmt(medianRatio)}x), ${fmt(total(replays) / total(keyed))}x vs keyed POSTs; ` +
        `local Dexie share of replay ${fmt((100 * replays.reduce((sum, r) => sum + r.seconds - r.sendSeconds, 0)) / total(replays), 0)}% ` +
        `(goal ≥ ${GOAL_RATE}/s, ≤ ${GOAL_RATIO}x: ${met})`,
    );
  } catch (error) {
    console.error(`server log:\n${server.log().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  const targets: (() => Promise<BenchDatabase>)[] = [];
  if (process.env.BENCH_SKIP_PGLITE !== '1') targets.push(async () => freshPgliteDatabase());
  if (adminUrl) targets.push(() => freshPostgresDatabase(adminUrl));
  for (const create of targets) {
    const database = await create();
    try {
      await runOn(database);
    } finally {
      await database.drop();
    }
  }
}

await main();
