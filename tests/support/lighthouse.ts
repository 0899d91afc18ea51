import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';

// Lighthouse's default (mobile) configuration in Debian's Chromium: nothing is downloaded,
// chrome-launcher starts the local binary and Lighthouse talks to it on its debugging port. Shared
// by the browser test (accessibility and best practices, tests/e2e/lighthouse.test.ts) and the
// benchmark that prints the performance scores (bench/lighthouse.bench.ts): those depend on the
// machine, so no test asserts them.

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface Scores {
  page: string;
  /** NaN for a category that was not audited. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

export function launchLighthouseChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'silent',
  });
}

/**
 * One Lighthouse run of `baseURL + path` in the Chrome on `port`, of the given categories. A broken
 * recording (NO_NAVSTART, NO_FCP on a stalled machine) is run again, up to `attempts` times.
 */
export async function lighthouseScores(port: number, baseURL: string, path: string, categories: Category[], attempts = 3): Promise<Scores> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories };
  let failure = '';
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const lhr: Result | undefined = (await lighthouse(`${baseURL}${path}`, flags))?.lhr;
    if (!lhr || lhr.runtimeError) {
      failure = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result';
      continue;
    }
    const category = (id: string) => lhr.categories[id]?.score ?? NaN;
    return {
      page: path,
      performance: category('performance'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  }
  throw new Error(`Lighthouse failed on ${path}: ${failure}`);
}

/**
 * Signs in through the API and hands the session cookies, the signed-in user and a chosen company
 * to the Chrome on `port`, as the app keeps them after a sign-in (src/data/session.ts).
 */
export async function signInLighthouseChrome(port: number, baseURL: string, email: string, password: string): Promise<void> {
  const check = await fetch(`${baseURL}/api/auth/login-check`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(check.headers.getSetCookie().join('\n'))?.[1];
  if (!xsrf) throw new Error('the login check set no XSRF-TOKEN cookie');
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const user: unknown = await login.json();
  const sid = /(?:^|\n)sid=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))?.[1];
  if (!sid) throw new Error('the sign-in set no sid cookie');
  const companies = (await (await fetch(`${baseURL}/api/sirket`, { headers: { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}` } })).json()) as {
    _id: string;
  }[];

  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.addCookies([
      { name: 'sid', value: sid, url: baseURL, httpOnly: true, sameSite: 'Lax' },
      { name: 'XSRF-TOKEN', value: xsrf, url: baseURL, sameSite: 'Lax' },
    ]);
    // Set from a page that runs no app code.
    const page = await context.newPage();
    await page.goto(`${baseURL}/robots.txt`);
    await page.evaluate(
      ([company, signedIn]) => {
        window.localStorage.setItem('sirket', company);
        window.localStorage.setItem('sonKullanici', signedIn);
      },
      [companies[0]!._id, JSON.stringify(user)] as const,
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The scores as a table (a category not audited shows as a dash). */
export function scoreTable(title: string, results: readonly Scores[]): string {
  const score = (value: number) => (Number.isNaN(value) ? '-' : String(Math.round(value * 100))).padStart(6);
  const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`).padStart(9);
  return [
    title,
    'page'.padEnd(24) +
      ['perf', 'a11y', 'b.p.', 'seo'].map((h) => h.padStart(6)).join('') +
      ['FCP', 'LCP', 'TBT'].map((h) => h.padStart(9)).join(''),
    ...results.map((r) =>
      [
        r.page.padEnd(24),
        score(r.performance),
        score(r.accessibility),
        score(r.bestPractices),
        score(r.seo),
        ms(r.fcp),
        ms(r.lcp),
        ms(r.tbt),
      ].join(''),
    ),
  ].join('\n');
}
