// Lighthouse's scores, performance included, of the sign-in page and of the account list signed in
// (first visit: the page also pulls the user's data), mobile preset, in Debian's Chromium against
// the production build served by the real server on a fresh PGlite with the demo data. Medians of
// BENCH_ROUNDS runs per page. The scores depend on the machine: the browser test
// (tests/e2e/lighthouse.test.ts) checks only accessibility and best practices.
//   npm run build && npm run bench:lighthouse
// Env: BENCH_ROUNDS (3), CHROME_PATH (/usr/bin/chromium).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchLighthouseChrome, lighthouseScores, scoreTable, signInLighthouseChrome, type Scores } from '../tests/support/lighthouse';
import { BENCH_ADMIN, freshPgliteDatabase, startServerProcess } from './lib/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The targets of the performance issue (not enforced). */
const GOAL = { performance: 0.9, bestPractices: 0.96 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianScores(runs: Scores[]): Scores {
  const of = (key: Exclude<keyof Scores, 'page'>) => median(runs.map((run) => run[key]));
  return {
    page: runs[0]!.page,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
  };
}

async function main(): Promise<void> {
  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  const server = await startServerProcess(freshPgliteDatabase(), dist, { seedDemo: true });
  const chrome = await launchLighthouseChrome();
  try {
    const results: Scores[] = [];
    const runs = async (page: string) => {
      const scores: Scores[] = [];
      for (let round = 0; round < ROUNDS; round += 1)
        scores.push(await lighthouseScores(chrome.port, server.baseUrl, page, ['performance', 'accessibility', 'best-practices', 'seo']));
      results.push(medianScores(scores));
    };
    await runs('/login');
    await signInLighthouseChrome(chrome.port, server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
    await runs('/finans/cari-listeler');
    console.log(
      scoreTable(
        `Lighthouse, mobile, medians of ${ROUNDS} (goal: performance ≥ ${GOAL.performance * 100}, best practices ≥ ${GOAL.bestPractices * 100})`,
        results,
      ),
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
