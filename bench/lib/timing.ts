import { performance } from 'node:perf_hooks';

/** Times `work` `runs` times after one warm-up; prints the median and p95 against `goal` ms. */
export async function timeAgainst(
  prefix: string,
  label: string,
  goal: number,
  work: () => Promise<unknown>,
  runs: number,
): Promise<number> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const median = at(0.5);
  console.log(
    `${prefix} ${label}: p50 ${median.toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (goal ≤ ${goal} ms: ${median <= goal ? 'met' : 'MISSED'})`,
  );
  return median;
}
