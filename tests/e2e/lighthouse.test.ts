import type { LaunchedChrome } from 'chrome-launcher';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchLighthouseChrome, lighthouseScores, scoreTable, signInLighthouseChrome, type Scores } from '../support/lighthouse';

// Lighthouse's default (mobile) configuration against the production build served by the real
// server, in Debian's Chromium: the sign-in page, then the account list signed in (the session
// cookie comes from a sign-in through the API; it is this browser's first visit, so the page also
// pulls the user's data). Accessibility and best practices only: they do not depend on the
// machine. The performance scores do, so `npm run bench:lighthouse` prints them (bench/README.md).

/** The best-practices goal of the performance issue. */
const MIN_BEST_PRACTICES = 0.96;
const CATEGORIES = ['accessibility', 'best-practices'] as const;

let chrome: LaunchedChrome;
const results: Scores[] = [];

beforeAll(async () => {
  chrome = await launchLighthouseChrome();
});

afterAll(() => {
  chrome?.kill();
  if (results.length > 0)
    console.log(`\n${scoreTable(`Lighthouse, mobile (best practices ≥ ${MIN_BEST_PRACTICES * 100}, accessibility 100)`, results)}`);
});

async function audit(path: string): Promise<Scores> {
  const scores = await lighthouseScores(chrome.port, inject('baseURL'), path, [...CATEGORIES]);
  results.push(scores);
  return scores;
}

describe('Lighthouse, mobile', () => {
  it('scores the sign-in page', { timeout: 300_000 }, async () => {
    const scores = await audit('/login');
    expect(scores.bestPractices).toBeGreaterThanOrEqual(MIN_BEST_PRACTICES);
    // Issue 9: a skip link, landmarks, named controls and AA contrast give a full score.
    expect(scores.accessibility).toBe(1);
  });

  it('scores the account list, signed in', { timeout: 300_000 }, async () => {
    await signInLighthouseChrome(chrome.port, inject('baseURL'), inject('adminEmail'), inject('adminPassword'));
    const scores = await audit('/finans/cari-listeler');
    expect(scores.bestPractices).toBeGreaterThanOrEqual(MIN_BEST_PRACTICES);
    expect(scores.accessibility).toBe(1);
  });
});
