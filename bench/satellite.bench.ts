// Sync over an emulated satellite link (docs/architecture.md §4.3): headless Chromium against the
// real server with demo data, the page's network held to a ship's link through the Chrome DevTools
// Protocol (Network.emulateNetworkConditions: 700 ms round trip, 512 kbit/s each way). Prints:
//   - the replay of N queued changes batched (`POST /api/sync/push`) and one per request (goal for
//     the batched replay of 500: ≤ 15 s);
//   - a first pull of the demo data into an empty device database: changes, requests, bytes on the
//     wire each way (counted by a relay between the browser and the server) and time;
//   - a resumable upload (tus) of a 10 MB file that the link drops twice (offline at about a third
//     and two thirds, the request under way ended): whether it completes, and the bytes sent against the file's (goal ≤ 1.2×).
// The figures do not pass or fail.
//   npm run bench:satellite
// Env: BENCH_CHANGES (500), BENCH_UPLOAD_MB (10), BENCH_RTT_MS (700), BENCH_KBIT (512),
// BENCH_DATABASE_URL / TEST_DATABASE_URL (serve from PostgreSQL instead of PGlite), CHROME_PATH.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { buildBenchPage, launchBenchChromium } from './lib/bench-page';
import { BENCH_ADMIN, freshPgliteDatabase, freshPostgresDatabase, postgresAdminUrl, startServerProcess } from './lib/server';
import type { PullFigures, ReplayFigures, UploadFigures } from './satellite-page/main';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 500);
const UPLOAD_BYTES = Math.round(Number(process.env.BENCH_UPLOAD_MB ?? 10) * 1024 * 1024);
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 700);
const BYTES_PER_SECOND = (Number(process.env.BENCH_KBIT ?? 512) * 1000) / 8;
const GOAL_REPLAY_SECONDS = 15;
const GOAL_UPLOAD_RATIO = 1.2;

const here = path.dirname(fileURLToPath(import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/**
 * A TCP relay between Chromium and the server that counts the bytes each way: what crossed the
 * (emulated) link, headers and bodies, as sent (the emulation holds the bytes back before the socket).
 */
async function wireMeter(target: URL): Promise<{ url: string; up: number; down: number; reset: () => void; close: () => void }> {
  const meter = { up: 0, down: 0 };
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => (meter.up += chunk.length));
    upstream.on('data', (chunk: Buffer) => (meter.down += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get up() {
      return meter.up;
    },
    get down() {
      return meter.down;
    },
    reset: () => {
      meter.up = 0;
      meter.down = 0;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      relay.close();
    },
  };
}

async function link(cdp: CDPSession, offline: boolean): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: RTT_MS,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  });
}

async function uploadInterrupted(page: Page, cdp: CDPSession): Promise<UploadFigures> {
  const result = page.evaluate((bytes) => window.satellite.upload(bytes), UPLOAD_BYTES);
  result.catch(() => undefined);
  for (const [share, drop] of [
    [1 / 3, 1],
    [2 / 3, 2],
  ] as const) {
    await page.waitForFunction((at) => window.satellite.uploaded >= at, UPLOAD_BYTES * share, { timeout: 1_800_000, polling: 100 });
    // The link drops: the page goes offline and the request under way ends (an emulated offline
    // link stalls a request in flight rather than ending it, as a real one would).
    await link(cdp, true);
    await page.evaluate(() => window.satellite.drop());
    await page.waitForFunction((failed) => window.satellite.failedAttempts >= failed, drop, { timeout: 600_000, polling: 100 });
    await link(cdp, false);
    await page.evaluate(() => window.satellite.resume());
  }
  return result;
}

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  const database = adminUrl ? await freshPostgresDatabase(adminUrl) : freshPgliteDatabase();
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-satellite-'));
  try {
    await buildBenchPage(path.join(here, 'satellite-page'), outDir);
    const server = await startServerProcess(database, outDir, { seedDemo: true });
    const browser = await launchBenchChromium();
    let wire: Awaited<ReturnType<typeof wireMeter>> | undefined;
    try {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      wire = await wireMeter(new URL(server.baseUrl));
      await page.goto(`${wire.url}/`);
      await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
      await page.evaluate(({ email, password }) => window.satellite.signIn(email, password), BENCH_ADMIN);
      console.log(`browser: ${await page.evaluate(() => navigator.userAgent)}`);
      console.log(
        `link: ${RTT_MS} ms round trip, ${(BYTES_PER_SECOND * 8) / 1000} kbit/s each way (emulated); server on ${database.kind} with demo data`,
      );
      await link(cdp, false);

      const replayed: Record<'batched' | 'single', ReplayFigures> = {
        batched: await page.evaluate((count) => window.satellite.replay(count, true), CHANGES),
        single: await page.evaluate((count) => window.satellite.replay(count, false), CHANGES),
      };
      for (const [way, figures] of Object.entries(replayed)) {
        console.log(
          `replay ${way.padEnd(7)}: ${figures.changes} queued changes in ${figures.seconds.toFixed(1)} s, ` +
            `${figures.requests} requests, ${kb(figures.bytesUp)} of bodies sent`,
        );
      }
      const met = replayed.batched.seconds <= GOAL_REPLAY_SECONDS ? 'met' : 'MISSED';
      console.log(
        `replay: batched ${(replayed.single.seconds / replayed.batched.seconds).toFixed(1)}× faster than one per request ` +
          `(goal for the batched ${CHANGES}: ≤ ${GOAL_REPLAY_SECONDS} s: ${met})`,
      );

      wire.reset();
      const pulled: PullFigures = await page.evaluate(() => window.satellite.pull());
      console.log(
        `first pull: ${pulled.changes} changes in ${pulled.seconds.toFixed(1)} s, ${pulled.requests} requests, ` +
          `${kb(wire.down)} received and ${kb(wire.up)} sent on the wire`,
      );

      wire.reset();
      const uploaded = await uploadInterrupted(page, cdp);
      const ratio = wire.up / uploaded.bytes;
      console.log(
        `upload: ${mb(uploaded.bytes)} with the link dropped twice, completed in ${uploaded.seconds.toFixed(1)} s over ` +
          `${uploaded.attempts} attempts and ${uploaded.patches} PATCH requests; ${mb(wire.up)} sent on the wire = ` +
          `${ratio.toFixed(2)}× the file (goal ≤ ${GOAL_UPLOAD_RATIO}×: ${ratio <= GOAL_UPLOAD_RATIO ? 'met' : 'MISSED'})`,
      );
    } catch (error) {
      console.error(`server log:\n${server.log().slice(-4000)}`);
      throw error;
    } finally {
      await browser.close();
      wire?.close();
      await server.stop();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
