// Creates of accounts with 20 in flight, each with an Idempotency-Key, against the real server;
// then every create sent again under its key (a client's retry), to prove it was applied once.
//   npm run bench:creates
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL first; unset: PGlite only),
// BENCH_SKIP_PGLITE=1, BENCH_CREATES (2000), BENCH_IN_FLIGHT (20), BENCH_CPU_PROF (a folder).
import { randomUUID } from 'node:crypto';
import { percentile } from './lib/load';
import { CookieClient } from './lib/http';
import { onEachDatabase } from './lib/list-load';
import { BENCH_ADMIN, postgresCpuMs, processCpuMs, startServerProcess, type BenchDatabase } from './lib/server';

const CREATES = Number(process.env.BENCH_CREATES ?? 2000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 20);
const WARMUP = 100;
const GOAL_PER_SECOND = 300;

const IBAN = 'TR330006100519786457841326';

function account(sirket: string, i: number) {
  return {
    _id: randomUUID(),
    cariTip: 'tedarikci',
    sirket,
    unvan: `Yazma Deneme ${i} Ltd. Şti.`,
    ulke: 'Türkiye',
    vergiDairesi: 'Tuzla',
    vergiNumarasi: '1234567808',
    bankalar: [{ hesapAdi: 'Ana hesap', dovizCinsi: 'USD', bankaIsmi: 'Ziraat', iban: IBAN, swiftCode: 'TCZBTR2A' }],
  };
}

interface Sent {
  key: string;
  body: ReturnType<typeof account>;
  status: number;
  text: string;
  replayed: boolean;
  ms: number;
}

/** Sends `bodies` as creates, `inFlight` at a time, each under its own key (or the given ones). */
async function createAll(client: CookieClient, bodies: { key: string; body: ReturnType<typeof account> }[], inFlight: number) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = { cookie, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' };
  const results: Sent[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const item = bodies[next++];
      if (!item) break;
      const started = performance.now();
      const response = await fetch(`${client.baseUrl}/api/finans/cari-hesap`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': item.key },
        body: JSON.stringify(item.body),
      });
      const text = await response.text();
      results.push({
        ...item,
        status: response.status,
        text,
        replayed: response.headers.get('idempotent-replayed') === 'true',
        ms: performance.now() - started,
      });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

async function runOn(database: BenchDatabase): Promise<void> {
  const name = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const server = await startServerProcess(database);
  try {
    const client = new CookieClient(server.baseUrl);
    await client.signIn(BENCH_ADMIN);
    const company = await client.request('POST', '/api/sirket', {
      isim: 'Yazma Deneme A.Ş.',
      tip: 'Armatör',
      gemi: { adi: 'M/V Yazma', imo: '9375123', bayrak: 'Türkiye' },
    });
    if (company.status !== 201 && company.status !== 200) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
    const sirket = (company.body as { _id: string })._id;

    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ key: randomUUID(), body: account(sirket, from + i) }));
    await createAll(client, batch(0, WARMUP), IN_FLIGHT);

    const bodies = batch(WARMUP, CREATES);
    const cpuBefore = { server: processCpuMs(server.child.pid), bench: process.cpuUsage(), postgres: postgresCpuMs(database.databaseUrl) };
    const started = performance.now();
    const first = await createAll(client, bodies, IN_FLIGHT);
    const seconds = (performance.now() - started) / 1000;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu =
      `CPU per create: server ${((processCpuMs(server.child.pid) - cpuBefore.server) / CREATES).toFixed(2)} ms, ` +
      `this client ${((benchCpu.user + benchCpu.system) / 1000 / CREATES).toFixed(2)} ms` +
      (database.kind === 'postgres'
        ? `, PostgreSQL ${((postgresCpuMs(database.databaseUrl) - cpuBefore.postgres) / CREATES).toFixed(2)} ms`
        : '');
    const latencies = first.map((sent) => sent.ms).sort((a, b) => a - b);
    const failed = first.filter((sent) => sent.status !== 201);
    if (failed.length > 0) throw new Error(`${failed.length} creates failed, e.g. ${failed[0]?.status} ${failed[0]?.text}`);
    const rate = CREATES / seconds;

    // Every create again under its key, from 20 in flight, as a client retrying after a lost answer.
    const again = await createAll(client, bodies, IN_FLIGHT);
    const byKey = new Map(first.map((sent) => [sent.key, sent]));
    const mismatched = again.filter((sent) => !sent.replayed || sent.status !== 201 || sent.text !== byKey.get(sent.key)?.text);
    // And the database's view: each record exactly once, at version 1.
    const pulled = new Map<string, number>();
    let cursor = 0;
    for (;;) {
      const page = (await client.request('GET', `/api/sync?since=${cursor}&limit=5000`)).body as {
        changes: { _id: string; version: number }[];
        cursor: number;
        hasMore: boolean;
      };
      for (const change of page.changes) pulled.set(change._id, (pulled.get(change._id) ?? 0) + change.version);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const list = (await client.request('GET', `/api/finans/cari-hesap?cariTip=tedarikci&sirket=${sirket}&perPage=1`)).body as {
      totalCount: number;
    };
    const notOnce = bodies.filter((item) => pulled.get(item.body._id) !== 1).length;
    const exactlyOnce = mismatched.length === 0 && notOnce === 0 && list.totalCount === WARMUP + CREATES;

    console.log(
      `RESULT ${name}: ${CREATES} creates with ${IN_FLIGHT} in flight: ${Math.round(rate)}/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms ` +
        `(goal ≥ ${GOAL_PER_SECOND}/s on PostgreSQL: ${rate >= GOAL_PER_SECOND ? 'met' : 'MISSED'}); ${cpu}; ` +
        `retried under the same keys: ${again.filter((sent) => sent.replayed).length}/${CREATES} replayed, ` +
        `${mismatched.length} answers differ; records: ${list.totalCount} listed for ${WARMUP + CREATES} created, ` +
        `${notOnce} not pulled exactly once at version 1: exactly once ${exactlyOnce ? 'PROVEN' : 'BROKEN'}`,
    );
    if (!exactlyOnce) process.exitCode = 1;
  } catch (error) {
    console.error(`server log:\n${server.log().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

await onEachDatabase(runOn);
