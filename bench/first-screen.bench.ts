// The first screen over a slow link, as a tablet meets it: first and largest contentful paint of the
// sign-in page (signed out) and of the account and bill lists (signed in, first visit: nothing
// cached, no service worker), in headless Chromium with the CPU slowed 4x and the network shaped like
// Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s) and like a ship's satellite link
// (600 ms, 4 Mbit/s). Medians of BENCH_ROUNDS fresh browser contexts per case.
//   npm run build && node --import tsx bench/first-screen.bench.ts
// Env: BENCH_ROUNDS (3), BENCH_COMPARE_DIST (another build's dist/, e.g. of an older commit:
// measured in the same run, rounds interleaved), CHROME_PATH (/usr/bin/chromium).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CookieClient } from './lib/http';
import { BENCH_ADMIN, freshPgliteDatabase, startServerProcess, type ServerProcess } from './lib/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINKS = [
  { name: 'mobile preset (150 ms, 1.6 Mbit/s)', latency: 150, mbps: 1.6 },
  { name: 'satellite (600 ms, 4 Mbit/s)', latency: 600, mbps: 4 },
];
const PAGES = [
  { name: 'sign-in, signed out', path: '/login', signedIn: false, shown: { role: 'button' as const, name: 'Giriş Yap' } },
  {
    name: 'account list, signed in',
    path: '/finans/cari-listeler',
    signedIn: true,
    shown: { role: 'heading' as const, name: 'Cari Listeler' },
  },
  // The list with the most files before its first render (the table, the bill's figures, balances).
  {
    name: 'bill list, signed in',
    path: '/finans/fatura-proforma',
    signedIn: true,
    shown: { role: 'heading' as const, name: 'Fatura / Proforma' },
  },
];

interface Paints {
  fcp: number;
  lcp: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The session cookies, the signed-in user and a chosen company, as the app keeps them after a sign-in. */
async function signedInState(server: ServerProcess) {
  const client = new CookieClient(server.baseUrl);
  await client.request('GET', '/api/auth/login-check');
  const login = await client.request('POST', '/api/auth/login', BENCH_ADMIN);
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const companies = (await client.request('GET', '/api/sirket')).body as { _id: string }[];
  if (!companies[0]) throw new Error('the demo data has no company');
  return { cookies: [...client.cookies], user: JSON.stringify(login.body), company: companies[0]._id };
}

async function measure(
  browser: Browser,
  server: ServerProcess,
  page: (typeof PAGES)[number],
  link: (typeof LINKS)[number],
): Promise<Paints> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const tab = await context.newPage();
    if (page.signedIn) {
      const state = await signedInState(server);
      await context.addCookies(state.cookies.map(([name, value]) => ({ name, value, url: server.baseUrl })));
      await tab.goto(`${server.baseUrl}/robots.txt`);
      await tab.evaluate(
        ([user, company]) => {
          localStorage.setItem('sonKullanici', user);
          localStorage.setItem('sirket', company);
        },
        [state.user, state.company] as const,
      );
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: (link.mbps * 1e6) / 8,
      uploadThroughput: (link.mbps * 1e6) / 8 / 2,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { __lcp: number[] }).__lcp = paints;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => paints.push(entry.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    await tab.goto(`${server.baseUrl}${page.path}`);
    // The screen's heading or button, then a moment for a later, larger paint.
    await tab.getByRole(page.shown.role, { name: page.shown.name, exact: true }).waitFor({ timeout: 60_000 });
    await tab.waitForTimeout(1000);
    return await tab.evaluate(() => {
      const lcp = (window as unknown as { __lcp: number[] }).__lcp;
      const fcp = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? NaN;
      const last = lcp.at(-1) ?? NaN;
      const requests = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= last).length;
      return { fcp, lcp: last, requests };
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dists = [path.resolve('dist'), ...(process.env.BENCH_COMPARE_DIST ? [path.resolve(process.env.BENCH_COMPARE_DIST)] : [])];
  for (const dist of dists) {
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  }
  const servers = await Promise.all(dists.map((dist) => startServerProcess(freshPgliteDatabase(), dist, { seedDemo: true })));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    console.log(`first screen, CPU 4x, 412 px, no service worker; medians of ${ROUNDS}`);
    for (const link of LINKS) {
      for (const page of PAGES) {
        const runs: Paints[][] = dists.map(() => []);
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const [index, server] of servers.entries()) runs[index]!.push(await measure(browser, server, page, link));
        }
        dists.forEach((dist, index) => {
          const paints = runs[index]!;
          const fcp = median(paints.map((p) => p.fcp));
          const lcp = median(paints.map((p) => p.lcp));
          const requests = median(paints.map((p) => p.requests));
          console.log(
            `${link.name}, ${page.name}${dists.length > 1 ? ` [${index === 0 ? 'dist' : dist}]` : ''}: ` +
              `FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, ${requests} requests before LCP`,
          );
        });
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main();
