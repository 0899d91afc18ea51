import http from 'node:http';

export interface LoadResult {
  requests: number;
  /** Answers other than 200 and failed requests, by status ('failed' for no answer). */
  errors: Record<string, number>;
  seconds: number;
  /** Latencies in ms, sorted ascending. */
  latencies: number[];
}

/** The value below which `p` percent of the sorted `values` lie (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      // The body is read to the end, as a client would, so that the socket can be reused.
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * `connections` loops, each on its own keep-alive socket, sending GET `url` back to back for
 * `seconds`: a closed-loop load like autocannon's (not installed here), recording every latency.
 */
export async function runLoad(
  url: string,
  { connections, seconds, headers }: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const fail = (kind: string) => (errors[kind] = (errors[kind] ?? 0) + 1);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const status = await get(agent, target, headers);
        if (status !== 200) fail(String(status));
      } catch (error) {
        fail(error instanceof Error && 'code' in error ? String(error.code) : 'failed');
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds: elapsed, latencies };
}
